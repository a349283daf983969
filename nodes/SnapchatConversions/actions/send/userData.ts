/**
 * User data of one event (spec: conversions-api.md, "Matching" and "Normalising and hashing"):
 * email, phone and the personal fields normalised and SHA-256 hashed in n8n with the same code as
 * Audience Segments (names lose their punctuation, Snap's Parameters page); External ID hashed;
 * IP address, user agent, click ID, cookie and mobile ad ID sent as they are.
 * A refused value is an InputError naming the field and why, never the value.
 *
 * The table below is both the User Data collection the editor shows and how each field is read.
 */
import type { IDataObject } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import type { Normalized, PhoneOptions } from '../../../shared/identifiers';
import {
	hashUnlessHashed,
	normalizeCountryCode,
	normalizeDateOfBirth,
	normalizeEmail,
	normalizeExternalId,
	normalizeGender,
	normalizeLowercase,
	normalizeName,
	normalizePhone,
} from '../../../shared/identifiers';
import { fieldsOf, readRows, type DataField } from './dataTable';

interface UserDataField extends DataField<PhoneOptions> {
	/** Sent as SHA-256 hashes; otherwise as it is (Snap's rule for IP address, user agent and IDs). */
	hashed: boolean;
	/** Enough on its own for Snap to match the event to a Snapchatter (IP Address counts with User Agent only). */
	matchKey?: true;
}

/** No value: nothing, blank text, or a list of nothing but such (['', ' '] is no email, so no match key). */
const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.every(isEmpty));

/** Normalised and hashed: one value or several (a list from an expression, never split: emails may hold commas). */
function hashedWith(normalize: (raw: unknown, options: PhoneOptions) => Normalized): Pick<UserDataField, 'hashed' | 'read'> {
	const read = (raw: unknown, name: string, options: PhoneOptions): string[] => {
		const hashes = new Set<string>();
		for (const value of (Array.isArray(raw) ? raw : [raw]).filter((v) => !isEmpty(v))) {
			const normalized = normalize(value, options);
			if (!normalized.ok) {
				throw new InputError(`User Data → ${name}`, `User Data → ${name} ${normalized.reason}`, `Fix the ${name} or remove it from User Data.`);
			}
			hashes.add(hashUnlessHashed(normalized));
		}
		return [...hashes];
	};
	return { hashed: true, read };
}

/** Sent as it is: one text per item. */
const asIs: Pick<UserDataField, 'hashed' | 'read'> = {
	hashed: false,
	read: (value, name) => {
		if (typeof value !== 'string' && typeof value !== 'number') throw new InputError(`User Data → ${name}`, `User Data → ${name} must be text`, `Map one ${name} per item.`);
		return String(value).trim();
	},
};

// Starts with the values as they are typed (lowercase m, f). Written as a constant, as before this
// table, so the description existing workflows show stays the same; n8n's first-letter rule reads
// only literals. (A rewording such as "Male, female, m or f. …" would let it be a literal.)
const GENDER_DESCRIPTION = 'm, f, male or female. Sent as the SHA-256 hash of m or f.';

const USER_DATA: readonly UserDataField[] = [
	{
		field: { displayName: 'Email', name: 'email', type: 'string', default: '', description: 'Trimmed, lowercased and SHA-256 hashed in n8n; only the hash is sent. A list of emails is allowed.', placeholder: 'e.g. {{ $json.email }}' },
		key: 'em',
		matchKey: true,
		...hashedWith(normalizeEmail),
	},
	{
		field: {
			displayName: 'Phone',
			name: 'phone',
			type: 'string',
			default: '',
			description: 'With its country code (+44 20 7946 0000), or national with Options → Default Country. Reduced to digits and SHA-256 hashed in n8n.',
			placeholder: 'e.g. {{ $json.phone }}',
		},
		key: 'ph',
		matchKey: true,
		...hashedWith(normalizePhone),
	},
	{
		field: { displayName: 'First Name', name: 'firstName', type: 'string', default: '', description: "Lowercased, punctuation and spaces removed (O'Brien → obrien, Mary-Jane → maryjane), accents kept (Raphaël → raphaël), then SHA-256 hashed in n8n" },
		key: 'fn',
		...hashedWith(normalizeName),
	},
	{
		field: { displayName: 'Last Name', name: 'lastName', type: 'string', default: '', description: "Lowercased, punctuation and spaces removed (O'Brien → obrien), accents kept, then SHA-256 hashed in n8n" },
		key: 'ln',
		...hashedWith(normalizeName),
	},
	{ field: { displayName: 'City', name: 'city', type: 'string', default: '', description: 'Trimmed, lowercased and SHA-256 hashed in n8n' }, key: 'ct', ...hashedWith(normalizeLowercase) },
	{ field: { displayName: 'State', name: 'state', type: 'string', default: '', description: 'State or region, e.g. ca. Trimmed, lowercased and SHA-256 hashed in n8n.' }, key: 'st', ...hashedWith(normalizeLowercase) },
	{ field: { displayName: 'Postal Code', name: 'postalCode', type: 'string', default: '', description: 'Trimmed, lowercased and SHA-256 hashed in n8n' }, key: 'zp', ...hashedWith(normalizeLowercase) },
	{
		field: { displayName: 'Country', name: 'country', type: 'string', default: '', description: 'Two-letter country code (US, GB, DE). Lowercased and SHA-256 hashed in n8n.' },
		key: 'country',
		...hashedWith(normalizeCountryCode),
	},
	{ field: { displayName: 'Gender', name: 'gender', type: 'string', default: '', description: GENDER_DESCRIPTION }, key: 'ge', ...hashedWith(normalizeGender) },
	{
		field: { displayName: 'Date of Birth', name: 'dateOfBirth', type: 'string', default: '', description: 'A date such as 1990-04-23. Sent as the SHA-256 hash of 19900423.' },
		key: 'db',
		...hashedWith(normalizeDateOfBirth),
	},
	{
		field: { displayName: 'IP Address', name: 'ipAddress', type: 'string', default: '', description: "The customer's IP address, sent as it is (Snap's rule). Counts as a match key together with User Agent." },
		key: 'client_ip_address',
		...asIs,
	},
	{
		field: { displayName: 'User Agent', name: 'userAgent', type: 'string', default: '', description: "The customer's browser user agent, sent as it is. Counts as a match key together with IP Address." },
		key: 'client_user_agent',
		...asIs,
	},
	{
		field: { displayName: 'Click ID', name: 'clickId', type: 'string', default: '', description: 'The ScCid click ID from the landing page URL (sc_click_id), sent as it is' },
		key: 'sc_click_id',
		matchKey: true,
		...asIs,
	},
	{
		field: { displayName: 'Cookie', name: 'cookie1', type: 'string', default: '', description: 'The _scid cookie value of the Snap Pixel (sc_cookie1), sent as it is' },
		key: 'sc_cookie1',
		matchKey: true,
		...asIs,
	},
	{
		field: { displayName: 'Mobile Ad ID', name: 'mobileAdId', type: 'string', default: '', description: 'IDFA or AAID of the device (mobile_ad_id), sent as it is' },
		// v3 names it `mobile_ad_id` (Snap's own v3 schema: Snapchat/business-sdk-v3-java, api/openapi.yaml,
		// UserData; `madid` there is no field). Snap's Parameters page lists it among the keys sent as they are.
		key: 'mobile_ad_id',
		matchKey: true,
		...asIs,
	},
	{
		field: {
			displayName: 'External ID',
			name: 'externalId',
			type: 'string',
			default: '',
			description:
				"Your own customer ID for this person, e.g. the shop's customer number. Trimmed and SHA-256 hashed in n8n (case kept); only the hash is sent. Helps matching but is not a match key on its own.",
			placeholder: 'e.g. {{ $json.customerId }}',
		},
		key: 'external_id',
		...hashedWith(normalizeExternalId),
	},
];

/** The User Data collection's options. */
export const userDataFields = fieldsOf(USER_DATA);

/** Snap's user data keys sent as hashes (the others go as they are). */
export const HASHED_KEYS: ReadonlySet<string> = new Set(USER_DATA.filter((row) => row.hashed).map((row) => row.key));

const MATCH_KEYS = USER_DATA.filter((row) => row.matchKey);

const MATCH_HINT = `Add at least one of ${MATCH_KEYS.map((row) => row.field.displayName).join(', ')}, or IP Address together with User Agent under User Data: Snap needs one to match the event to a Snapchatter.`;

/** Snap's user_data object for one event. */
export function readUserData(raw: IDataObject, options: PhoneOptions): Record<string, unknown> {
	const out = readRows(USER_DATA, raw, options, isEmpty);
	const ipAndAgent = out.client_ip_address !== undefined && out.client_user_agent !== undefined;
	if (!ipAndAgent && !MATCH_KEYS.some((row) => out[row.key] !== undefined)) {
		const half = out.client_ip_address !== undefined ? ' (IP Address alone is not enough: add User Agent)' : out.client_user_agent !== undefined ? ' (User Agent alone is not enough: add IP Address)' : '';
		throw new InputError('User Data', `User Data has no match key${half}`, MATCH_HINT);
	}
	return out;
}

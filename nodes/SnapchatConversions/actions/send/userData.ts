/**
 * User data of one event (spec: conversions-api.md, "Matching" and "Normalising and hashing"):
 * email, phone and the personal fields normalised and SHA-256 hashed in n8n with the same code as
 * Audience Segments; IP address, user agent, click ID, cookie and mobile ad ID sent as they are.
 * A refused value is an InputError naming the field and why, never the value.
 */
import type { IDataObject } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import type { Normalized, PhoneOptions } from '../../../shared/identifiers';
import {
	normalizeCountryCode,
	normalizeDateOfBirth,
	normalizeEmail,
	normalizeGender,
	normalizeLowercase,
	normalizePhone,
	sha256Hex,
} from '../../../shared/identifiers';

type Normalizer = (raw: unknown, options: PhoneOptions) => Normalized;

/** Hashed fields: parameter name → [Snap's key, label, normaliser]. */
const HASHED: ReadonlyArray<[string, string, string, Normalizer]> = [
	['email', 'em', 'Email', (raw) => normalizeEmail(raw)],
	['phone', 'ph', 'Phone', (raw, options) => normalizePhone(raw, options)],
	['firstName', 'fn', 'First Name', normalizeLowercase],
	['lastName', 'ln', 'Last Name', normalizeLowercase],
	['city', 'ct', 'City', normalizeLowercase],
	['state', 'st', 'State', normalizeLowercase],
	['postalCode', 'zp', 'Postal Code', normalizeLowercase],
	['country', 'country', 'Country', normalizeCountryCode],
	['gender', 'ge', 'Gender', normalizeGender],
	['dateOfBirth', 'db', 'Date of Birth', normalizeDateOfBirth],
];

/** Plain fields (Snap's rule: sent as they are): parameter name → [Snap's key, label]. */
const PLAIN: ReadonlyArray<[string, string, string]> = [
	['ipAddress', 'client_ip_address', 'IP Address'],
	['userAgent', 'client_user_agent', 'User Agent'],
	['clickId', 'sc_click_id', 'Click ID'],
	['cookie1', 'sc_cookie1', 'Cookie'],
	['mobileAdId', 'madid', 'Mobile Ad ID'],
];

const MATCH_HINT =
	'Add at least one of Email, Phone, Click ID, Cookie, Mobile Ad ID, or IP Address together with User Agent under User Data: Snap needs one to match the event to a Snapchatter.';

const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** One value or several (a list from an expression, never split: emails may hold commas). */
function values(raw: unknown): unknown[] {
	return (Array.isArray(raw) ? raw : [raw]).filter((v) => !isEmpty(v));
}

/** Snap's user_data object for one event. */
export function readUserData(raw: IDataObject, options: PhoneOptions): Record<string, unknown> {
	const out: Record<string, unknown> = {};
	for (const [param, key, label, normalize] of HASHED) {
		if (isEmpty(raw[param])) continue;
		const hashes = new Set<string>();
		for (const value of values(raw[param])) {
			const normalized = normalize(value, options);
			if (!normalized.ok) {
				throw new InputError(`User Data → ${label}`, `User Data → ${label} ${normalized.reason}`, `Fix the ${label} or remove it from User Data.`);
			}
			hashes.add(normalized.hashed ? normalized.value : sha256Hex(normalized.value));
		}
		out[key] = [...hashes];
	}
	for (const [param, key, label] of PLAIN) {
		const value = raw[param];
		if (isEmpty(value)) continue;
		if (typeof value !== 'string' && typeof value !== 'number') {
			throw new InputError(`User Data → ${label}`, `User Data → ${label} must be text`, `Map one ${label} per item.`);
		}
		out[key] = String(value).trim();
	}
	const ipAndAgent = out.client_ip_address !== undefined && out.client_user_agent !== undefined;
	const keys = ['em', 'ph', 'madid', 'sc_click_id', 'sc_cookie1'].some((k) => out[k] !== undefined);
	if (!keys && !ipAndAgent) {
		const half = out.client_ip_address !== undefined ? ' (IP Address alone is not enough: add User Agent)' : out.client_user_agent !== undefined ? ' (User Agent alone is not enough: add IP Address)' : '';
		throw new InputError('User Data', `User Data has no match key${half}`, MATCH_HINT);
	}
	return out;
}

/**
 * The fields of Add Users and Remove Users and their reading: the segment, the identifier type,
 * the phone settings and the options, the same for every item of a run (users.ts runs the write).
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checkPhoneSettings } from '../../../shared/identifiers/phoneSettings';
import { readBoolean } from '../../../shared/input/booleans';
import { InputError } from '../../../shared/input/validation';
import { convertInputErrors } from '../../../shared/items/items';
import { type PhoneOptions } from '../../../shared/identifiers';
import { phoneSettingFields } from '../../../shared/identifiers/phoneFields';
import { type IdentifierType } from './identifiers';
import { readSegmentId, RESOURCE, SEGMENT_FIELD, segmentAdAccountLocator, segmentLocator } from './shared';
import { type UsersMode } from './usersReport';
import { optionsCollection } from '../../../shared/input/fields';

const OPERATION: Record<UsersMode, string> = { add: 'addUsers', remove: 'removeUsers' };

export function usersProperties(mode: UsersMode): INodeProperties[] {
	const show = { resource: [RESOURCE], operation: [OPERATION[mode]] };
	const verb = mode === 'add' ? 'add to' : 'remove from';
	const notice: INodeProperties = {
		displayName:
			'Identifiers are normalised and SHA-256 hashed in n8n: only the hashes are sent. Snapchat matches them in the background and needs about 1,000 matched users before the segment can be targeted.',
		name: 'usersNotice',
		type: 'notice',
		default: '',
		displayOptions: { show },
	};
	return [
		notice,
		segmentAdAccountLocator([OPERATION[mode]], false),
		segmentLocator([OPERATION[mode]]),
		{
			displayName: 'Identifier Type',
			name: 'identifierType',
			type: 'options',
			default: 'email',
			description: 'What the Identifier field holds; one type per run (Snapchat takes one type per request)',
			options: [
				{ name: 'Email', value: 'email', description: 'Trimmed and lowercased, then hashed' },
				{
					name: 'Phone',
					value: 'phone',
					description: 'Reduced to digits with the country code (+1 (415) 555-0100 becomes 14155550100), then hashed',
				},
				{ name: 'Mobile Ad ID', value: 'mobileAdId', description: 'IDFA or AAID, lowercased with its hyphens, then hashed' },
			],
			displayOptions: { show },
		},
		{
			displayName: 'Identifier',
			name: 'identifier',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. {{ $json.email }}',
			description: `The identifier of each input item to ${verb} the segment, usually an expression. A value that already is a SHA-256 hash (64 hexadecimal characters) is sent as it is.`,
			hint: 'Only a SHA-256 hash of the normalised value leaves n8n; the plain value is never sent',
			displayOptions: { show },
		},
		...phoneSettingFields({ show: { ...show, identifierType: ['phone'] } }),
		optionsCollection(show, [
			{
				// Replaced by Default Country (issue 18): a calling code is not a country. Shown only in
				// workflows saved with it, so they can remove it; a run with it fails and says what to set.
				displayName: 'Default Country Calling Code',
				name: 'defaultCallingCode',
				type: 'string',
				default: '',
				description: 'No longer used: remove this option and set Default Country instead (a calling code is not a country: 1 is the US, Canada and the Caribbean)',
				displayOptions: { show: { '/identifierType': ['phone'], defaultCallingCode: [{ _cnd: { exists: true } }] } },
			},
			{
				displayName: 'On Invalid Identifier',
				name: 'onInvalid',
				type: 'options',
				default: 'skip',
				description: 'What to do with an item whose identifier cannot be valid (e.g. an email without @)',
				options: [
					{ name: 'Skip and Report', value: 'skip', description: 'Send the valid ones; the summary lists the invalid items and why' },
					{ name: 'Fail', value: 'fail', description: 'Stop the run before anything is sent' },
				],
			},
		]),
	];
}

function readIdentifierType(value: unknown): IdentifierType {
	if (value === 'email' || value === 'phone' || value === 'mobileAdId') return value;
	throw new InputError('Identifier Type', 'Identifier Type is not one of the options', 'Choose Email, Phone or Mobile Ad ID.');
}

export interface RunSettings {
	segmentId: string;
	type: IdentifierType;
	options: { phone: PhoneOptions; fail: boolean };
}

/** The phone settings (only read for Phone: hidden fields keep their values in saved workflows). */
function readPhoneOptions(ctx: IExecuteFunctions, i: number, opts: IDataObject): PhoneOptions {
	const oldCode = opts.defaultCallingCode;
	if (oldCode !== undefined && oldCode !== null && String(oldCode).trim() !== '') {
		// Never reinterpreted: 44 could be read as United Kingdom, but 1 or 7 name several countries.
		throw new InputError(
			'Default Country Calling Code',
			'Default Country Calling Code is no longer used: a calling code is not a country (1 is the US, Canada and the Caribbean)',
			'Remove it from Options and set Default Country to the country of numbers written nationally (e.g. United Kingdom for 44), or turn on Numbers Include Country Code if they start with their code without +. Nothing was sent.',
		);
	}
	return checkPhoneSettings(ctx.getNodeParameter('defaultCountry', i, ''), readBoolean(ctx, 'includesCountryCode', i, false, 'Numbers Include Country Code'));
}

function readSettings(ctx: IExecuteFunctions, i: number): RunSettings {
	const segmentId = readSegmentId(ctx, i);
	return convertInputErrors(ctx, i, () => {
		const opts = ctx.getNodeParameter('options', i, {}) as IDataObject;
		const type = readIdentifierType(ctx.getNodeParameter('identifierType', i, 'email'));
		return {
			segmentId,
			type,
			options: { phone: type === 'phone' ? readPhoneOptions(ctx, i, opts) : {}, fail: opts.onInvalid === 'fail' },
		};
	});
}

const hasExpression = (raw: unknown): boolean =>
	typeof raw === 'string' ? raw.startsWith('=') : typeof raw === 'object' && raw !== null && Object.values(raw).some(hasExpression);

/** The settings that may differ between items only when given by an expression, and what to compare. */
const SAME_FOR_EVERY_ITEM: Array<{ parameter: string; field: string; value: (settings: RunSettings) => unknown }> = [
	{ parameter: 'segmentId', field: SEGMENT_FIELD, value: (s) => s.segmentId },
	{ parameter: 'identifierType', field: 'Identifier Type', value: (s) => s.type },
	{ parameter: 'options', field: 'Options', value: (s) => JSON.stringify(s.options) },
	{ parameter: 'defaultCountry', field: 'Default Country', value: (s) => s.options.phone.defaultCountry },
	{ parameter: 'includesCountryCode', field: 'Numbers Include Country Code', value: (s) => s.options.phone.includesCountryCode },
];

/**
 * One run goes to one segment with one type and one set of options (one summary, one schema per
 * request). When those fields are expressions, every item must resolve to item 0's values: items
 * meant for another segment must not silently land in the first one. Gives the reader of item i's
 * settings, item 0 first: item 0's, once item i was checked to agree. No request is made.
 */
export function runSettingsReader(ctx: IExecuteFunctions): (itemIndex: number) => RunSettings {
	const raw = ctx.getNode().parameters;
	// Only fields given by an expression can differ; only they cost a read per item.
	const checks = SAME_FOR_EVERY_ITEM.filter((check) => hasExpression(raw[check.parameter]));
	let first: RunSettings | undefined;
	return (i) => {
		if (first === undefined || i === 0) {
			first = readSettings(ctx, i);
			return first;
		}
		if (checks.length === 0) return first;
		const mine = readSettings(ctx, i);
		for (const check of checks) {
			const [value, firstValue] = [check.value(mine), check.value(first)];
			if (value === firstValue) continue;
			const shown = check.parameter === 'options' ? 'other options than item 0' : `${value}, while item 0 has ${firstValue}`;
			throw new InputError(
				check.field,
				`${check.field} is ${shown}: one run of this operation uses the values of item 0 for all items`,
				'Give every item the same value, or split the items first (e.g. with a Switch node) and use one Snapchat Ads node per segment. Nothing was sent.',
			);
		}
		return first;
	};
}

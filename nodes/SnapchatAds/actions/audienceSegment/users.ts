/**
 * Add Users and Remove Users: read every item's identifier, normalise and hash it in the node
 * (plain values never leave it), drop duplicates, send up to 100,000 hashes per request, and
 * answer with ONE summary item paired with all input items.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { toNodeError } from '../../../shared/items/errors';
import { checkPhoneSettings } from '../../../shared/identifiers/phoneSettings';
import { InputError } from '../../../shared/input/validation';
import { createClient } from '../../transport';
import { convertInputErrors } from '../../../shared/items/items';
import { IdentifierCollector } from './hashing';
import { type PhoneOptions } from '../../../shared/identifiers';
import { phoneSettingFields } from '../../../shared/identifiers/phoneFields';
import { LABEL_BY_TYPE, type IdentifierType } from './identifiers';
import { readSegmentId, RESOURCE, SEGMENT_FIELD, segmentAdAccountLocator, segmentLocator } from './shared';
import { readUsersAnswer, usersSummary, type RequestReport, type UsersMode } from './usersReport';
import { segmentUsersPath } from '../../api';

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
		{
			displayName: 'Options',
			name: 'options',
			type: 'collection',
			placeholder: 'Add Option',
			default: {},
			displayOptions: { show },
			options: [
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
			],
		},
	];
}

function readIdentifierType(value: unknown): IdentifierType {
	if (value === 'email' || value === 'phone' || value === 'mobileAdId') return value;
	throw new InputError('Identifier Type', 'Identifier Type is not one of the options', 'Choose Email, Phone or Mobile Ad ID.');
}

interface RunSettings {
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
	return checkPhoneSettings(ctx.getNodeParameter('defaultCountry', i, ''), ctx.getNodeParameter('includesCountryCode', i, false));
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

/**
 * One run goes to one segment with one type and one set of options (one summary, one schema per
 * request). When those fields are expressions, every item must resolve to item 0's values: items
 * meant for another segment must not silently land in the first one. Checked before anything is sent.
 */
function readRunSettings(ctx: IExecuteFunctions, items: INodeExecutionData[]): RunSettings {
	const first = readSettings(ctx, 0);
	const raw = ctx.getNode().parameters;
	// Only fields given by an expression can differ; each is read per item (a cost only they pay).
	const checks = [
		{ name: 'segmentId', field: SEGMENT_FIELD, read: (i: number) => readSegmentId(ctx, i), first: first.segmentId },
		{ name: 'identifierType', field: 'Identifier Type', read: (i: number) => readSettings(ctx, i).type, first: first.type },
		{ name: 'options', field: 'Options', read: (i: number) => JSON.stringify(readSettings(ctx, i).options), first: JSON.stringify(first.options) },
		{ name: 'defaultCountry', field: 'Default Country', read: (i: number) => readSettings(ctx, i).options.phone.defaultCountry, first: first.options.phone.defaultCountry },
		{ name: 'includesCountryCode', field: 'Numbers Include Country Code', read: (i: number) => readSettings(ctx, i).options.phone.includesCountryCode, first: first.options.phone.includesCountryCode },
	].filter((check) => hasExpression(raw[check.name]));
	for (let i = 1; i < items.length && checks.length > 0; i++) {
		for (const check of checks) {
			const value = check.read(i);
			if (value === check.first) continue;
			const shown = check.name === 'options' ? 'other options than item 0' : `${value}, while item 0 has ${check.first}`;
			convertInputErrors(ctx, i, () => {
				throw new InputError(
					check.field,
					`${check.field} is ${shown}: one run of this operation uses the values of item 0 for all items`,
					'Give every item the same value, or split the items first (e.g. with a Switch node) and use one Snapchat Ads node per segment. Nothing was sent.',
				);
			});
		}
	}
	return first;
}

async function run(ctx: IExecuteFunctions, items: INodeExecutionData[], mode: UsersMode): Promise<IDataObject> {
	const node = ctx.getNode();
	const { segmentId, type, options } = readRunSettings(ctx, items);
	const collector = new IdentifierCollector(type, options.phone);
	for (let i = 0; i < items.length; i++) {
		const result = collector.add(i, ctx.getNodeParameter('identifier', i, undefined));
		if (!result.ok && options.fail) {
			throw new NodeOperationError(node, `Invalid Identifier in item ${i}: the ${LABEL_BY_TYPE[type].toLowerCase()} ${result.reason}`, {
				itemIndex: i,
				description: 'Nothing was sent to Snapchat. Fix the item, or set On Invalid Identifier to "Skip and Report".',
			});
		}
	}
	const client = await createClient(ctx);
	const subject = `audience segment ${segmentId}`;
	const requests: RequestReport[] = [];
	let failure: unknown;
	for (const body of collector.bodies()) {
		const identifiers = body.users[0].data.length;
		try {
			const answer = await client.request({
				method: mode === 'add' ? 'POST' : 'DELETE',
				path: segmentUsersPath(segmentId),
				body: body as unknown as IDataObject,
				// Adding the same hashes twice adds no user twice, but Snap counts the request: only a 429 is resent.
				idempotent: mode === 'remove',
				subject,
				itemIndex: 0,
				unknownOutcome: `the ${identifiers} identifiers of request ${requests.length + 1} may or may not have been ${mode === 'add' ? 'added' : 'removed'}`,
				checkHint: 'Run Get on the segment later to see approximate_number_users; sending the same identifiers again does not add a user twice.',
			});
			requests.push(readUsersAnswer(answer, requests.length + 1, identifiers));
		} catch (error) {
			failure = error;
		}
		if (failure !== undefined || requests.at(-1)?.outcome === 'refused') break;
	}
	const refused = requests.find((r) => r.outcome === 'refused');
	if (failure === undefined && refused === undefined) return usersSummary(segmentId, mode, collector, requests);
	const reason = refused ? `Snapchat refused request ${refused.request}: ${refused.note}` : (failure as Error).message;
	const done = requests.filter((r) => r.outcome !== 'refused');
	const progress = done.length
		? ` The ${done.length} request(s) before it were answered (${done.reduce((s, r) => s + r.identifiers, 0)} identifiers); nothing after it was sent.`
		: ' Nothing else was sent.';
	if (ctx.continueOnFail()) return usersSummary(segmentId, mode, collector, requests, `${reason}.${progress}`);
	if (failure !== undefined && done.length === 0) throw toNodeError(node, failure, 0);
	const description = refused
		? `Nothing of request ${refused.request} was taken. Fix what Snapchat names and run again: sending the same identifiers again is harmless.${refused.requestId ? ` (request ID ${refused.requestId})` : ''}`
		: ((failure as { description?: string })?.description ?? undefined);
	throw new NodeApiError(node, {}, { message: `${reason}.${progress}`, description, itemIndex: 0 });
}

/** One summary item for the whole run, paired with every input item; Continue On Fail gives one error item. */
export async function executeUsers(ctx: IExecuteFunctions, items: INodeExecutionData[], mode: UsersMode): Promise<INodeExecutionData[]> {
	if (items.length === 0) return [];
	const pairedItem = items.map((_, item) => ({ item }));
	try {
		return [{ json: await run(ctx, items, mode), pairedItem }];
	} catch (error) {
		if (!ctx.continueOnFail()) throw toNodeError(ctx.getNode(), error, 0);
		const description = (error as { description?: unknown }).description;
		return [{ json: { error: (error as Error).message, ...(typeof description === 'string' ? { description } : {}) }, pairedItem }];
	}
}

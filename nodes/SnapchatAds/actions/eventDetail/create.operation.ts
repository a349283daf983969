import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { checkEventName, checkInteger, InputError, showValue } from '../../helpers/validation';
import { toNodeError } from '../../helpers/errors';
import { describeStartTimeRules, resolveStartTime } from '../../time/startTime';
import { EVENT_TIME_ZONES, isEventTimeZone, isValidIanaZone } from '../../time/timeZones';
import type { HttpFailure } from '../../transport';
import { createClient, EnvelopeError, readEnvelope } from '../../transport';
import { adAccountEventsPath, adAccountLocator, errorItem, readAdAccountId, readInput } from './shared';

export const ACCOUNT_DEFAULT_ZONE = 'accountDefault';
export const DEFAULT_BATCH_SIZE = 50;
export const MAX_BATCH_SIZE = 200;
/** How many created IDs an error message lists before pointing at the error's details. */
const LISTED_IN_MESSAGE = 20;

const show = { resource: ['eventDetail'], operation: ['create'] };

export const properties: INodeProperties[] = [
	adAccountLocator(['create'], true),
	{
		displayName: 'Event Name',
		name: 'eventName',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. Summer Sale Launch',
		description: 'The name of the event the reminder ad counts down to, 1 to 300 characters',
		displayOptions: { show },
	},
	{
		displayName: 'Event Start Time',
		name: 'eventStartTime',
		type: 'dateTime',
		default: '',
		required: true,
		description: 'When the event starts',
		hint: describeStartTimeRules(),
		displayOptions: { show },
	},
	{
		displayName: 'Event Time Zone',
		name: 'eventTimeZone',
		type: 'options',
		default: ACCOUNT_DEFAULT_ZONE,
		description:
			'The time zone Snapchat Ads Manager shows the event in. A start time without an offset is also read in this zone. With Ad Account Default, the account\'s zone is shown and the start time is read in the workflow\'s time zone.',
		options: [
			{ name: 'Ad Account Default', value: ACCOUNT_DEFAULT_ZONE },
			...EVENT_TIME_ZONES.map((zone) => ({ name: zone, value: zone })),
		],
		displayOptions: { show },
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: { show },
		options: [
			{
				displayName: 'Batch Size',
				name: 'batchSize',
				type: 'number',
				typeOptions: { minValue: 1, maxValue: MAX_BATCH_SIZE },
				default: DEFAULT_BATCH_SIZE,
				description:
					'How many event details to create per request. Items for the same ad account are sent together; the value of the first item applies to the whole run.',
			},
			{
				displayName: 'Start Time Is In',
				name: 'startTimeZone',
				type: 'string',
				default: '',
				placeholder: 'e.g. America/New_York',
				description:
					'The time zone (IANA name) to read a start time without an offset in. Overrides Event Time Zone and the workflow\'s time zone for reading only.',
			},
		],
	},
];

interface Prepared {
	itemIndex: number;
	adAccountId: string;
	element: IDataObject;
}

function closeZoneMatch(value: string): string | undefined {
	const lower = value.trim().toLowerCase();
	return EVENT_TIME_ZONES.find((zone) => zone.toLowerCase() === lower);
}

function checkEventTimeZone(value: unknown): string | undefined {
	if (value === undefined || value === null || value === '' || value === ACCOUNT_DEFAULT_ZONE) return undefined;
	if (isEventTimeZone(value)) return value;
	const suggestion = typeof value === 'string' ? closeZoneMatch(value) : undefined;
	throw new InputError(
		'Event Time Zone',
		`Event Time Zone ${showValue(value)} is not one Snapchat accepts${suggestion ? ` (did you mean "${suggestion}"? Names are case-sensitive)` : ''}`,
		`Pick a zone from the Event Time Zone dropdown to see the ${EVENT_TIME_ZONES.length} allowed values, or use one of them exactly, e.g. Europe/Berlin or America/New_York; choose Ad Account Default to use the account's zone.`,
	);
}

function readStartTimeZone(value: unknown): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	if (typeof value === 'string' && isValidIanaZone(value.trim())) return value.trim();
	throw new InputError(
		'Start Time Is In',
		`Start Time Is In ${showValue(value)} is not a time zone`,
		'Use an IANA time zone name such as Europe/Berlin, America/New_York or UTC, or leave the option empty.',
	);
}

function prepare(ctx: IExecuteFunctions, i: number): Prepared {
	const adAccountId = readAdAccountId(ctx, i);
	return readInput(ctx, i, () => {
		const eventName = checkEventName(ctx.getNodeParameter('eventName', i, ''));
		const zone = checkEventTimeZone(ctx.getNodeParameter('eventTimeZone', i, ACCOUNT_DEFAULT_ZONE));
		const options = ctx.getNodeParameter('options', i, {}) as IDataObject;
		const readIn = readStartTimeZone(options.startTimeZone) ?? zone ?? ctx.getTimezone();
		const utc = resolveStartTime(ctx.getNodeParameter('eventStartTime', i, ''), readIn).utc;
		const element: IDataObject = {
			event_name: eventName,
			event_start_time: utc,
			ad_account_id: adAccountId,
		};
		if (zone) element.event_time_zone = zone;
		return { itemIndex: i, adAccountId, element };
	});
}

function chunk<T>(list: T[], size: number): T[][] {
	const out: T[][] = [];
	for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
	return out;
}

/** A 400 whose body carries per-element results is an answer to read, not a failure of the call. */
function hasElementResults(failure: HttpFailure): boolean {
	const body = failure.body as { event_details?: unknown } | undefined;
	return failure.status === 400 && Array.isArray(body?.event_details);
}

interface Created {
	itemIndex: number;
	id: string;
}

interface Failed {
	itemIndex: number;
	error: Error & { description?: string | null };
}

function listCreated(created: Created[]): string {
	if (created.length === 0) return 'No event detail was created in this run.';
	const shown = created
		.slice(0, LISTED_IN_MESSAGE)
		.map((c) => `item ${c.itemIndex} → ${c.id}`)
		.join(', ');
	const more = created.length > LISTED_IN_MESSAGE ? ` and ${created.length - LISTED_IN_MESSAGE} more (all in the error details)` : '';
	return `Already created in this run, do not create them again: ${shown}${more}.`;
}

function itemRanges(indexes: number[]): string {
	const parts: string[] = [];
	let start = indexes[0];
	let prev = indexes[0];
	for (const index of [...indexes.slice(1), Number.NaN]) {
		if (index === prev + 1) {
			prev = index;
			continue;
		}
		parts.push(start === prev ? `${start}` : `${start}-${prev}`);
		start = index;
		prev = index;
	}
	return parts.join(', ');
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const continueOnFail = this.continueOnFail();
	const results: Array<INodeExecutionData | undefined> = new Array(items.length);
	const prepared: Prepared[] = [];

	// 1. Check every item before anything is sent. Without Continue On Fail, one bad item stops the
	//    run before any request, so a corrected re-run cannot create duplicates.
	for (let i = 0; i < items.length; i++) {
		try {
			prepared.push(prepare(this, i));
		} catch (error) {
			if (!continueOnFail) throw toNodeError(this.getNode(), error, i);
			results[i] = errorItem(error, i);
		}
	}
	if (prepared.length === 0) return results.filter((r): r is INodeExecutionData => r !== undefined);

	const batchSize = readInput(this, 0, () =>
		checkInteger(
			(this.getNodeParameter('options', 0, {}) as IDataObject).batchSize ?? DEFAULT_BATCH_SIZE,
			'Batch Size',
			1,
			MAX_BATCH_SIZE,
		),
	);

	// 2. One request per chunk of items of the same ad account, in input order.
	const byAccount = new Map<string, Prepared[]>();
	for (const p of prepared) {
		const group = byAccount.get(p.adAccountId) ?? [];
		group.push(p);
		byAccount.set(p.adAccountId, group);
	}
	const chunks = [...byAccount.entries()].flatMap(([adAccountId, group]) =>
		chunk(group, batchSize).map((part) => ({ adAccountId, part })),
	);

	const client = await createClient(this);
	const created: Created[] = [];
	const failed: Failed[] = [];

	for (let c = 0; c < chunks.length; c++) {
		const { adAccountId, part } = chunks[c];
		const subject = `${part.length} event detail${part.length === 1 ? '' : 's'} in ad account ${adAccountId}`;
		const firstItem = part[0].itemIndex;
		let chunkFailures: Failed[] = [];
		try {
			const body = await client.request({
				method: 'POST',
				path: adAccountEventsPath(adAccountId),
				body: { event_details: part.map((p) => p.element) },
				kind: 'create',
				subject,
				itemIndex: firstItem,
				checkHint: `Run Get Many on ad account ${adAccountId} and look for the names of items ${itemRanges(part.map((p) => p.itemIndex))} before running again.`,
				acceptFailure: hasElementResults,
			});
			let elements;
			try {
				elements = readEnvelope(body, 'event_details', 'event_detail').elements;
			} catch (error) {
				if (error instanceof EnvelopeError) {
					throw new NodeApiError(this.getNode(), (error.requestId ? { request_id: error.requestId } : {}) as JsonObject, {
						message: `Snapchat's answer to creating ${subject} could not be read: the events may or may not have been created`,
						description: `${error.message}. Run Get Many on ad account ${adAccountId} to check which events exist before running again.`,
						itemIndex: firstItem,
					});
				}
				throw toNodeError(this.getNode(), error, firstItem);
			}
			part.forEach((p, k) => {
				const element = elements[k];
				const id = element?.entity?.id;
				if (element?.ok && typeof id === 'string') {
					created.push({ itemIndex: p.itemIndex, id });
					results[p.itemIndex] = { json: element.entity as IDataObject, pairedItem: { item: p.itemIndex } };
					return;
				}
				const reason = element
					? (element.reason ?? 'Snapchat did not return the created event detail')
					: `Snapchat answered with ${elements.length} results for ${part.length} events, none for this item`;
				chunkFailures.push({
					itemIndex: p.itemIndex,
					error: new NodeApiError(this.getNode(), { reason } as JsonObject, {
						message: `Snapchat did not create the event detail of item ${p.itemIndex}: ${reason}`,
						description: 'Fix the value Snapchat names and run this item again; the other items were not affected.',
						itemIndex: p.itemIndex,
					}),
				});
			});
		} catch (error) {
			// The whole request failed: every item of the chunk shares the error.
			chunkFailures = part.map((p) => ({ itemIndex: p.itemIndex, error: error as Failed['error'] }));
		}
		failed.push(...chunkFailures);
		if (chunkFailures.length > 0 && !continueOnFail) {
			const notSent = chunks.slice(c + 1).flatMap((later) => later.part.map((p) => p.itemIndex));
			throw createFailure(this, failed, created, notSent, prepared.length);
		}
	}

	for (const f of failed) results[f.itemIndex] = errorItem(f.error, f.itemIndex);
	return results.filter((r): r is INodeExecutionData => r !== undefined);
}

/** One error for the run: which items failed and why, what was created (so nothing is lost), what was not sent. */
function createFailure(
	ctx: IExecuteFunctions,
	failed: Failed[],
	created: Created[],
	notSent: number[],
	total: number,
): NodeApiError {
	const first = failed[0];
	const sameError = failed.every((f) => f.error === first.error);
	const reasons = sameError
		? first.error.message
		: failed
				.slice(0, LISTED_IN_MESSAGE)
				.map((f) => f.error.message)
				.join(' | ');
	const message =
		failed.length === 1 && total === 1
			? first.error.message
			: `${failed.length} of ${total} event details could not be created (items ${itemRanges(failed.map((f) => f.itemIndex))}): ${reasons}`;
	const parts = [
		sameError && first.error.description ? first.error.description : undefined,
		listCreated(created),
		notSent.length > 0 ? `Not sent because of the failure: items ${itemRanges(notSent)}.` : undefined,
		'Turn on Continue On Fail to get one output item per input item, with the failed ones as error items.',
	];
	const error = new NodeApiError(
		ctx.getNode(),
		{
			failedItems: failed.map((f) => ({ item: f.itemIndex, reason: f.error.message })),
			createdEventDetails: created.map((c) => ({ item: c.itemIndex, id: c.id })),
			notSentItems: notSent,
		} as unknown as JsonObject,
		{
			message,
			description: parts.filter((p) => p !== undefined).join(' '),
			httpCode: (first.error as { httpCode?: string | null }).httpCode ?? undefined,
			itemIndex: first.itemIndex,
		},
	);
	return error;
}

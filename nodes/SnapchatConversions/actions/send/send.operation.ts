/**
 * Send Events: one event per input item, checked in full before the first request, sent in
 * batches of up to 2,000 per Pixel (or Snap App) and mode (live or Test Mode), and answered with
 * one output item per input item saying what Snapchat said of its event.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import type { WriteEntry, WriteOutcome } from '../../../shared/items/writes';
import { sendProperties } from './fields';
import type { ReadEvent, RunSettings } from './input';
import { MAX_EVENTS_PER_REQUEST } from './limits';

export const properties = sendProperties;

// What a run needs is loaded when an execution sends, not when n8n loads the node (cold load: see
// docs/development.md); Node caches each module after its first load.
async function readRun(ctx: IExecuteFunctions, defaultPixelId: string): Promise<{ run: RunSettings; batchSize: number }> {
	const [{ convertInputErrors }, { checkPhoneSettings }, { checkInteger }] = await Promise.all([
		import('../../../shared/items/errors'),
		import('../../../shared/identifiers/phoneSettings'),
		import('../../../shared/input/validation'),
	]);
	return convertInputErrors(ctx, 0, () => {
		const options = ctx.getNodeParameter('options', 0, {}) as IDataObject;
		return {
			batchSize: checkInteger(options.batchSize ?? MAX_EVENTS_PER_REQUEST, 'Batch Size', 1, MAX_EVENTS_PER_REQUEST),
			run: {
				nowMs: Date.now(),
				zone: ctx.getTimezone(),
				defaultPixelId,
				phone: checkPhoneSettings(options.defaultCountry, options.includesCountryCode),
			},
		};
	});
}

/**
 * Resends of one request's remainder, when Snap refused events of it and every event to resend has
 * an Event ID (Snap counts an Event ID once within 48 hours, so a resend cannot count one twice).
 * Snap names one refused event per answer, so each resend can peel off one more.
 */
const MAX_RESENDS = 5;

type Ready = { read: ReadEvent };

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const [{ itemRanges }, { done, refused, runWrites, unknown }, { createConversionsClient }, { readEvent }, { itemParameters }, { outcomesOf }] = await Promise.all([
		import('../../../shared/items/batches'),
		import('../../../shared/items/writes'),
		import('../../transport'),
		import('./input'),
		import('./params'),
		import('./outcomes'),
	]);
	const client = await createConversionsClient(this);
	const { run, batchSize } = await readRun(this, client.defaultPixelId);
	const param = itemParameters(this);
	const hasId = (entry: WriteEntry<Ready>) => entry.input.read.event.event_id !== undefined;
	return await runWrites<Ready>(this, items, {
		what: { one: 'event', many: 'events', verb: 'send', past: 'sent', checkWith: 'Events Manager', outcomes: { done: 'accepted', refused: 'refused', unknown: 'unknown' } },
		idempotent: false,
		report: 'items',
		read: (i) => {
			const read = readEvent(param, i, run);
			return { group: `${read.testMode ? 'test' : 'live'} ${read.assetId}`, input: { read } };
		},
		chunkSize: batchSize,
		resend: { safe: (entries) => entries.every(hasId), maxResends: MAX_RESENDS },
		send: async (_group, part) => {
			const { assetId, testMode } = part[0].input.read;
			const indexes = part.map((p) => p.itemIndex);
			const allHaveIds = part.every(hasId);
			const exchange = await client.request({
				method: 'POST',
				path: `/v3/${assetId}/events${testMode ? '/validate' : ''}`,
				body: { data: part.map((p) => p.input.read.event) } as IDataObject,
				idempotent: allHaveIds,
				answersRefusals: true,
				subject: `${testMode ? 'validating' : 'sending'} the events of items ${itemRanges(indexes)}`,
				itemIndex: indexes[0],
			});
			return outcomesOf(exchange, indexes, allHaveIds).map((outcome, k): WriteOutcome => {
				const { outcome: said, ...details } = outcome;
				const json: IDataObject = { outcome: said, ...part[k].input.read.summary, testMode, ...details };
				if (said === 'accepted') return done(json);
				const error = new Error(typeof details.reason === 'string' ? details.reason : `Snapchat reported ${said} for this event`);
				return said === 'refused' ? refused(error, json) : unknown(error, json);
			});
		},
	});
}

/**
 * Send Events: one event per input item, checked in full before the first request, sent in
 * batches of up to 2,000 per Pixel (or Snap App) and mode (live or Test Mode), and answered with
 * one output item per input item saying what Snapchat said of its event.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { groupedChunks, itemRanges } from '../../../shared/items/batches';
import { convertInputErrors, errorItem } from '../../../shared/items/items';
import { toNodeError } from '../../../shared/items/errors';
import { checkPhoneSettings } from '../../../shared/identifiers/phoneSettings';
import { checkInteger } from '../../../shared/input/validation';
import { createConversionsClient } from '../../transport';
import { sendProperties } from './fields';
import type { ReadEvent, RunSettings } from './input';
import { readEvent } from './input';
import { MAX_EVENTS_PER_REQUEST } from './limits';
import type { Outcome } from './outcomes';
import { outcomesOf } from './outcomes';

export const properties = sendProperties;

function readRun(ctx: IExecuteFunctions, defaultPixelId: string): { run: RunSettings; batchSize: number } {
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

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createConversionsClient(this);
	const continueOnFail = this.continueOnFail();
	const { run, batchSize } = readRun(this, client.defaultPixelId);

	const out: Array<INodeExecutionData | undefined> = items.map(() => undefined);
	const ready: Array<{ itemIndex: number; read: ReadEvent }> = [];
	for (let i = 0; i < items.length; i++) {
		try {
			ready.push({ itemIndex: i, read: convertInputErrors(this, i, () => readEvent(this, i, run)) });
		} catch (error) {
			// Nothing has been sent yet: one bad item stops the run, unless Continue On Fail.
			if (!continueOnFail) throw toNodeError(this.getNode(), error, i);
			out[i] = errorItem(error, i);
		}
	}

	const done: Record<Outcome['outcome'], number[]> = { accepted: [], refused: [], unknown: [] };
	const chunks = groupedChunks(ready, (r) => `${r.read.testMode ? 'test' : 'live'} ${r.read.assetId}`, batchSize);
	for (const { part } of chunks) {
		const { assetId, testMode } = part[0].read;
		const indexes = part.map((p) => p.itemIndex);
		const allHaveIds = part.every((p) => p.read.event.event_id !== undefined);
		let outcomes: Outcome[];
		try {
			const exchange = await client.request({
				method: 'POST',
				path: `/v3/${assetId}/events${testMode ? '/validate' : ''}`,
				body: { data: part.map((p) => p.read.event) } as IDataObject,
				idempotent: allHaveIds,
				subject: `${testMode ? 'validating' : 'sending'} the events of items ${itemRanges(indexes)}`,
				itemIndex: indexes[0],
			});
			outcomes = outcomesOf(exchange, indexes, allHaveIds);
		} catch (error) {
			if (!continueOnFail) throw withProgress(this, error, indexes[0], done);
			for (const i of indexes) out[i] = errorItem(error, i);
			continue;
		}
		part.forEach((p, k) => {
			const outcome = outcomes[k];
			done[outcome.outcome].push(p.itemIndex);
			const { outcome: said, ...details } = outcome;
			out[p.itemIndex] = { json: { outcome: said, ...p.read.summary, testMode, ...details }, pairedItem: { item: p.itemIndex } };
		});
	}
	return out.filter((o): o is INodeExecutionData => o !== undefined);
}

/** The error of a failed request, saying what earlier requests of the run already did. */
function withProgress(ctx: IExecuteFunctions, error: unknown, itemIndex: number, done: Record<Outcome['outcome'], number[]>): Error {
	const nodeError = toNodeError(ctx.getNode(), error, itemIndex);
	const parts = (['accepted', 'refused', 'unknown'] as const)
		.filter((k) => done[k].length > 0)
		.map((k) => `${k}: items ${itemRanges([...done[k]].sort((a, b) => a - b))}`);
	if (parts.length > 0 && (nodeError instanceof NodeApiError || nodeError instanceof NodeOperationError)) {
		nodeError.description = `${nodeError.description ?? ''} Earlier requests of this run were already answered (${parts.join('; ')}); send only the other items again.`.trim();
	}
	return nodeError;
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { markOutcomeUnknown, toNodeError } from '../../../shared/items/errors';
import { createClient } from '../../transport';
import { groupedChunks, itemRanges } from '../../../shared/items/batches';
import { alreadyCreated } from '../../../shared/items/created';
import { errorItem, outputItem } from '../../../shared/items/items';
import { createProperties } from './createFields';
import type { PreparedCreative } from './createInput';
import { prepareCreative } from './createInput';
import type { CreativeOutcome } from './createSend';
import { sendCreatives } from './createSend';
import { CREATIVES_PER_REQUEST } from './rules';

export const properties: INodeProperties[] = createProperties;

function refusedError(ctx: IExecuteFunctions, o: Extract<CreativeOutcome, { kind: 'refused' }>): NodeApiError {
	return new NodeApiError(ctx.getNode(), {} as JsonObject, {
		message: `Snapchat refused the creative of item ${o.itemIndex}: ${o.reason}`,
		description: 'Check the field the reason names (in brackets), e.g. [call_to_action] or [top_snap_media_id]; the Top Snap Media must be ready and belong to the same ad account. Nothing was created for this item.',
		itemIndex: o.itemIndex,
	});
}

function unknownError(ctx: IExecuteFunctions, o: Extract<CreativeOutcome, { kind: 'unknown' }>, adAccountId: string, name: string): NodeApiError {
	return markOutcomeUnknown(
		new NodeApiError(ctx.getNode(), {} as JsonObject, {
			message: `The outcome of the creative of item ${o.itemIndex} is unknown: it may or may not have been created (${o.why})`,
			description: `It was not sent again, so that it is not created twice. Run Creative → Get Many on ad account ${adAccountId} and look for "${name}" before running this item again.`,
			itemIndex: o.itemIndex,
		}),
	);
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const continueOnFail = this.continueOnFail();
	const results: Array<INodeExecutionData | undefined> = new Array(items.length);
	const prepared: PreparedCreative[] = [];
	// 1. Every item is read and checked before the first request.
	for (let i = 0; i < items.length; i++) {
		try {
			prepared.push(prepareCreative(this, i));
		} catch (error) {
			if (!continueOnFail) throw toNodeError(this.getNode(), error, i);
			results[i] = errorItem(error, i);
		}
	}
	if (prepared.length === 0) return results.filter((r): r is INodeExecutionData => r !== undefined);

	// 2. One request per ad account and 10 creatives; each element matched to its item.
	const client = await createClient(this);
	const chunks = groupedChunks(prepared, (p) => p.adAccountId, CREATIVES_PER_REQUEST);
	const created: Array<{ itemIndex: number; id: string }> = [];
	const byIndex = new Map(prepared.map((p) => [p.itemIndex, p]));
	for (let c = 0; c < chunks.length; c++) {
		const { key: adAccountId, part } = chunks[c];
		const outcomes = await sendCreatives(client, adAccountId, part);
		const failures: Array<{ itemIndex: number; error: NodeApiError; unknown: boolean }> = [];
		for (const o of outcomes) {
			if (o.kind === 'created') {
				created.push({ itemIndex: o.itemIndex, id: o.id });
				results[o.itemIndex] = outputItem(o.entity, o.itemIndex);
				continue;
			}
			const error = o.kind === 'refused' ? refusedError(this, o) : unknownError(this, o, adAccountId, byIndex.get(o.itemIndex)?.name ?? '');
			failures.push({ itemIndex: o.itemIndex, error, unknown: o.kind === 'unknown' });
			results[o.itemIndex] = errorItem(error, o.itemIndex);
		}
		if (failures.length > 0 && !continueOnFail) {
			const notSent = chunks.slice(c + 1).flatMap((later) => later.part.map((p) => p.itemIndex));
			const first = failures[0];
			const refused = failures.filter((f) => !f.unknown).map((f) => f.itemIndex);
			const unknown = failures.filter((f) => f.unknown).map((f) => f.itemIndex);
			const parts = [
				refused.length ? `Snapchat refused the creatives of items ${itemRanges(refused)}` : '',
				unknown.length ? `the outcome of items ${itemRanges(unknown)} is unknown (not sent again)` : '',
			].filter(Boolean);
			const summary = parts.join('; ');
			throw new NodeOperationError(this.getNode(), `${summary.charAt(0).toUpperCase()}${summary.slice(1)}: ${first.error.message}`, {
				itemIndex: first.itemIndex,
				description: [
					first.error.description,
					created.length ? alreadyCreated(created) : 'No creative was created in this run.',
					notSent.length ? `Not sent: items ${itemRanges(notSent)}.` : '',
				]
					.filter(Boolean)
					.join(' '),
			});
		}
	}
	return results.filter((r): r is INodeExecutionData => r !== undefined);
}

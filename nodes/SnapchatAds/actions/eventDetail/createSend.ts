/** Sending one chunk of prepared Create items and matching Snapchat's answer elements back to them. */
import type { IDataObject, IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { toNodeError } from '../../helpers/errors';
import type { HttpFailure, SnapClient } from '../../transport';
import { EnvelopeError, readEnvelope } from '../../transport';
import { itemRanges } from '../common/batches';
import type { Prepared } from './createInput';
import type { Created, Failed } from './createReport';
import { adAccountEventsPath } from './shared';

/** A 400 whose body carries per-element results is an answer to read, not a failure of the call. */
function hasElementResults(failure: HttpFailure): boolean {
	const body = failure.body as { event_details?: unknown } | undefined;
	return failure.status === 400 && Array.isArray(body?.event_details);
}

export interface ChunkOutcome {
	created: Array<Created & { entity: IDataObject }>;
	failed: Failed[];
}

/** Sends one chunk (one POST); a failure of the whole request is thrown, per-element results are returned. */
export async function sendChunk(
	ctx: IExecuteFunctions,
	client: SnapClient,
	adAccountId: string,
	part: Prepared[],
): Promise<ChunkOutcome> {
	const subject = `${part.length} event detail${part.length === 1 ? '' : 's'} in ad account ${adAccountId}`;
	const firstItem = part[0].itemIndex;
	const body = await client.request({
		method: 'POST',
		path: adAccountEventsPath(adAccountId),
		body: { event_details: part.map((p) => p.element) },
		kind: 'create',
		subject,
		itemIndex: firstItem,
		unknownOutcome: 'the events may or may not have been created',
		checkHint: `Run Get Many on ad account ${adAccountId} and look for the names of items ${itemRanges(part.map((p) => p.itemIndex))} before running again.`,
		rateLimitHint: 'raise the Batch Size',
		acceptFailure: hasElementResults,
	});
	let elements;
	try {
		elements = readEnvelope(body, 'event_details', 'event_detail').elements;
	} catch (error) {
		if (error instanceof EnvelopeError) {
			throw new NodeApiError(ctx.getNode(), (error.requestId ? { request_id: error.requestId } : {}) as JsonObject, {
				message: `Snapchat's answer to creating ${subject} could not be read: the events may or may not have been created`,
				description: `${error.message}. Run Get Many on ad account ${adAccountId} to check which events exist before running again.`,
				itemIndex: firstItem,
			});
		}
		throw toNodeError(ctx.getNode(), error, firstItem);
	}
	const outcome: ChunkOutcome = { created: [], failed: [] };
	part.forEach((p, k) => {
		const element = elements[k];
		const id = element?.entity?.id;
		if (element?.ok && typeof id === 'string') {
			outcome.created.push({ itemIndex: p.itemIndex, id, entity: element.entity as IDataObject });
			return;
		}
		const reason = element
			? (element.reason ?? 'Snapchat did not return the created event detail')
			: `Snapchat answered with ${elements.length} results for ${part.length} events, none for this item`;
		outcome.failed.push({
			itemIndex: p.itemIndex,
			error: new NodeApiError(ctx.getNode(), { reason } as JsonObject, {
				message: `Snapchat did not create the event detail of item ${p.itemIndex}: ${reason}`,
				description: 'Fix the value Snapchat names and run this item again; the other items were not affected.',
				itemIndex: p.itemIndex,
			}),
		});
	});
	return outcome;
}

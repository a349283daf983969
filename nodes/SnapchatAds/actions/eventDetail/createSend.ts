/** Sending one chunk of prepared Create items and matching Snapchat's answer elements back to them. */
import type { IDataObject, IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { markOutcomeUnknown, toNodeError } from '../../../shared/items/errors';
import type { HttpFailure, SnapClient } from '../../transport';
import { EnvelopeError, readEnvelope } from '../../transport';
import { itemRanges } from '../../../shared/items/batches';
import { refusedCreate } from '../common/refused';
import type { Prepared } from './createInput';
import type { ReturnedEvent } from './createMatch';
import { matchAnswer, returnedEvents } from './createMatch';
import { done, refused, unknown, type WriteOutcome } from '../../../shared/items/writes';
import { AD_ACCOUNT, childrenPath, EVENT_DETAIL } from '../../api';

/** How many returned events a message lists. */
const LISTED_RETURNED = 20;

function listReturned(returned: ReturnedEvent[]): string {
	if (returned.length === 0) return 'no event details';
	const shown = returned
		.slice(0, LISTED_RETURNED)
		.map((r) => `${r.id ?? '(no ID)'} ${r.name === undefined ? '(no name)' : JSON.stringify(r.name)}`)
		.join(', ');
	return returned.length > LISTED_RETURNED ? `${shown} and ${returned.length - LISTED_RETURNED} more` : shown;
}

/** A 400 whose body carries per-element results is an answer to read, not a failure of the call. */
function hasElementResults(failure: HttpFailure): boolean {
	const body = failure.body as { event_details?: unknown } | undefined;
	return failure.status === 400 && Array.isArray(body?.event_details);
}

/** Sends one chunk (one POST); a failure of the whole request is thrown, one outcome per item (in the chunk's order) is returned. */
export async function sendChunk(
	ctx: IExecuteFunctions,
	client: SnapClient,
	adAccountId: string,
	part: Prepared[],
): Promise<WriteOutcome[]> {
	const subject = `${part.length} event detail${part.length === 1 ? '' : 's'} in ad account ${adAccountId}`;
	const firstItem = part[0].itemIndex;
	const body = await client.request({
		method: 'POST',
		path: childrenPath(AD_ACCOUNT, adAccountId, EVENT_DETAIL),
		body: { event_details: part.map((p) => p.element) },
		idempotent: false,
		subject,
		itemIndex: firstItem,
		unknownOutcome: 'the events may or may not have been created',
		checkHint: `Run Get Many on ad account ${adAccountId} and look for the names of items ${itemRanges(part.map((p) => p.itemIndex))} before running again.`,
		rateLimitHint: 'raise the Batch Size',
		acceptFailure: hasElementResults,
	});
	let envelope;
	try {
		envelope = readEnvelope(body, 'event_details', 'event_detail');
	} catch (error) {
		if (error instanceof EnvelopeError) {
			throw markOutcomeUnknown(
				new NodeApiError(ctx.getNode(), (error.requestId ? { request_id: error.requestId } : {}) as JsonObject, {
					message: `Snapchat's answer to creating ${subject} could not be read: the events may or may not have been created`,
					description: `${error.message}. Run Get Many on ad account ${adAccountId} to check which events exist before running again.`,
					itemIndex: firstItem,
				}),
			);
		}
		throw toNodeError(ctx.getNode(), error, firstItem);
	}
	if (envelope.elements.length === 0 && envelope.requestStatus !== 'SUCCESS' && envelope.requestStatus !== 'PARTIAL') {
		throw refusedCreate(ctx, body, subject, envelope.requestStatus, firstItem);
	}
	const sent = part.map((p) => ({
		itemIndex: p.itemIndex,
		name: p.element.event_name as string,
		startUtc: p.element.event_start_time as string,
	}));
	const requestRef = envelope.requestId ? ` (request ID ${envelope.requestId})` : '';
	return matchAnswer(sent, envelope.elements).map((result): WriteOutcome => {
		const i = result.itemIndex;
		if (result.kind === 'created') return done(result.entity as IDataObject, result.id);
		if (result.kind === 'failed') {
			return refused(
				new NodeApiError(ctx.getNode(), { reason: result.reason, ...(envelope.requestId ? { request_id: envelope.requestId } : {}) } as JsonObject, {
					message: `Snapchat did not create the event detail of item ${i}: ${result.reason}`,
					description: `Fix the value Snapchat names and run this item again; the other items were not affected.${requestRef}`,
					itemIndex: i,
				}),
			);
		}
		const event = sent.find((e) => e.itemIndex === i) as (typeof sent)[number];
		const returned = listReturned(returnedEvents(envelope.elements));
		return unknown(
			new NodeApiError(ctx.getNode(), { returned } as JsonObject, {
				message: `The outcome of item ${i} is unknown: ${result.why}`,
				description:
					`The event detail ${JSON.stringify(event.name)} starting ${event.startUtc} may have been created. ` +
					`Before sending it again, run Get Many on ad account ${adAccountId} and look for it. Snapchat returned: ${returned}.${requestRef}`,
				itemIndex: i,
			}),
		);
	});
}

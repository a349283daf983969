/**
 * Sending one segment create (a customer list or a lookalike) and reading Snap's answer: the created
 * segment, Snap's refusal with its reason, or an unknown outcome (never resent: a create is not
 * idempotent). Create and Create Lookalike both send through here, one segment per request.
 */
import type { IDataObject, IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { done, refused, unknown, type WriteOutcome } from '../../../shared/items/writes';
import type { SnapClient } from '../../transport';
import { refusedCreate } from '../common/refused';
import { AD_ACCOUNT, AUDIENCE_SEGMENT, childrenPath } from '../../api';

export const CHECK_HINT = 'Run Get Many for the ad account to see whether the segment exists before running again.';

export async function sendSegmentCreate(
	ctx: IExecuteFunctions,
	client: SnapClient,
	adAccountId: string,
	segment: Record<string, unknown>,
	i: number,
	what = 'audience segment',
): Promise<WriteOutcome[]> {
	const checkHint = CHECK_HINT;
	const subject = `a new ${what} in ad account ${adAccountId}`;
	const body = await client.request({
		method: 'POST',
		path: childrenPath(AD_ACCOUNT, adAccountId, AUDIENCE_SEGMENT),
		body: { segments: [segment] },
		idempotent: false,
		subject,
		itemIndex: i,
		unknownOutcome: 'the segment may or may not have been created',
		checkHint,
	});
	const { elements, requestId, requestStatus } = client.envelope(body, 'segments', 'segment', subject, i);
	// An ERROR envelope without elements: Snapchat refused the request, and says why.
	if (elements.length === 0 && requestStatus !== 'SUCCESS' && requestStatus !== 'PARTIAL') return [refused(refusedCreate(ctx, body, subject, requestStatus, i))];
	const [element] = elements;
	// Snap support asks for the request ID: it is shown, not only kept in the error's details.
	const reference = requestId ? ` (request ID ${requestId})` : '';
	const details = (requestId ? { request_id: requestId } : {}) as JsonObject;
	if (element && !element.ok && element.reason && elements.length === 1) {
		return [
			refused(
				new NodeApiError(ctx.getNode(), details, {
					message: `Snapchat refused ${subject}: ${element.reason}`,
					description: `Nothing was created. Fix what Snapchat names and run this item again.${reference}`,
					itemIndex: i,
				}),
			),
		];
	}
	if (elements.length !== 1 || !element?.ok || typeof element.entity?.id !== 'string') {
		// Never guess: the segment may exist without an ID in the answer; creating again could duplicate it.
		return [
			unknown(
				new NodeApiError(ctx.getNode(), details, {
					message: `Snapchat's answer did not confirm ${subject}: the outcome is unknown`,
					description: `${checkHint}${reference}`,
					itemIndex: i,
				}),
			),
		];
	}
	return [done(element.entity as IDataObject, element.entity.id)];
}

/**
 * A delivery from Snap, handled before any workflow runs: the signature is checked on the raw
 * bytes (401 and no execution when it fails), then each lead becomes one item. n8n answers Snap at
 * once (the webhook's response mode is "on received"), so slow downstream nodes never make Snap
 * redeliver. Nothing of a lead is logged: only why a delivery was refused.
 */
import type { IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { readBoolean } from '../../shared/input/booleans';
import { convertInputErrors } from '../../shared/items/errors';
import { leadItem } from './lead';
import { leadContextOf, triggerState } from './state';
import { leadsOfDelivery } from '../api/leadGen';
import { verifyDelivery } from './verify';

function rawBodyOf(request: unknown): Buffer | undefined {
	const raw = (request as { rawBody?: unknown }).rawBody;
	if (Buffer.isBuffer(raw)) return raw;
	return typeof raw === 'string' ? Buffer.from(raw, 'utf8') : undefined;
}

export async function receiveLeads(ctx: IWebhookFunctions): Promise<IWebhookResponseData> {
	const request = ctx.getRequestObject();
	const state = triggerState(ctx);
	if (convertInputErrors(ctx, undefined, () => readBoolean(ctx, 'verifySignature', undefined, true, 'Verify Signature'))) {
		const verdict = verifyDelivery({ headers: request.headers, rawBody: rawBodyOf(request), secret: state.secret, nowMs: Date.now() });
		if (!verdict.ok) {
			ctx.logger.warn(`Snapchat Lead Ads Trigger: refused a delivery with 401, no execution started: ${verdict.reason}`);
			ctx.getResponseObject().status(401).json({ message: 'Signature verification failed' });
			return { noWebhookResponse: true };
		}
	}
	const leads = leadsOfDelivery(ctx.getBodyData());
	if (leads.length === 0) {
		ctx.logger.warn('Snapchat Lead Ads Trigger: a verified delivery held no lead; no execution started');
		return { webhookResponse: { received: 0 } };
	}
	const context = leadContextOf(state);
	return { workflowData: [leads.map((lead) => ({ json: leadItem(lead, context) }))] };
}

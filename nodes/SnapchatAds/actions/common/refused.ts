/** Creates that Snapchat refuses as a whole. */
import type { IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { snapErrorFields } from '../../transport';

/** A 200 (or per-element 400) whose envelope refuses the whole request without elements: nothing was created. */
export function refusedCreate(ctx: IExecuteFunctions, body: unknown, subject: string, status: string, itemIndex: number): NodeApiError {
	const fields = snapErrorFields(body);
	const says = fields.display_message ?? fields.debug_message;
	const refs = [
		fields.error_code ? `Snap error code ${fields.error_code}` : undefined,
		fields.request_id ? `request ID ${fields.request_id}` : undefined,
	].filter((r) => r !== undefined);
	return new NodeApiError(ctx.getNode(), fields as JsonObject, {
		message: `Snapchat refused to create ${subject}: ${says ?? `it reported ${status}`}`,
		description:
			`Nothing was created. Fix what Snapchat names and run again.` +
			(fields.debug_message && fields.debug_message !== says ? ` Snapchat says: ${fields.debug_message}.` : '') +
			(refs.length > 0 ? ` (${refs.join(', ')})` : ''),
		itemIndex,
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { eventDetailAdAccountLocator, eventDetailLocator, eventDetailPath, forEachEventDetail } from './shared';

export const properties: INodeProperties[] = [
	{
		displayName:
			'Deleting is permanent. Make sure no active reminder ad still uses the event detail before you delete it.',
		name: 'deleteNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { resource: ['eventDetail'], operation: ['delete'] } },
	},
	eventDetailAdAccountLocator(['delete'], false),
	eventDetailLocator(['delete']),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await forEachEventDetail(this, items, async (client, id, subject, i) => {
		const body = await client.request({
			method: 'DELETE',
			path: eventDetailPath(id),
			kind: 'delete',
			subject,
			itemIndex: i,
			notFoundMessage: `Event detail ${id} is already gone: it was deleted before, never existed, or belongs to an ad account the connected user cannot see`,
			// An earlier attempt whose answer was lost (timeout, 5xx after the work) already deleted it.
			notFoundOnRetry: { request_status: 'success', ads: [] },
		});
		const { requestStatus, requestId } = client.envelope(body, 'ads', 'ad', subject, i);
		if (requestStatus !== 'SUCCESS') {
			throw new NodeApiError(this.getNode(), (requestId ? { request_id: requestId } : {}) as JsonObject, {
				message: `Snapchat did not confirm deleting ${subject}: it reported ${requestStatus}`,
				description: 'Run Get on the event detail to see whether it still exists, then try again.',
				itemIndex: i,
			});
		}
		return [{ json: { id, deleted: true }, pairedItem: { item: i } }];
	});
}

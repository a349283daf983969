import type { IExecuteFunctions, INodeExecutionData, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { createClient } from '../../transport';
import { forEachItem } from '../common/items';
import { readSegmentId, RESOURCE, segmentAdAccountLocator, segmentLocator, segmentPath } from './shared';

export const properties: INodeProperties[] = [
	{
		displayName: 'Deleting is permanent: ads that target the segment lose this audience.',
		name: 'deleteNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { resource: [RESOURCE], operation: ['delete'] } },
	},
	segmentAdAccountLocator(['delete'], false),
	segmentLocator(['delete']),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	return await forEachItem(this, items, async (i) => {
		const id = readSegmentId(this, i);
		const subject = `audience segment ${id}`;
		const body = await client.request({
			method: 'DELETE',
			path: segmentPath(id),
			kind: 'delete',
			subject,
			itemIndex: i,
			notFoundMessage: `Audience segment ${id} is already gone: it was deleted before, never existed, or belongs to an ad account the connected user cannot see`,
			// An earlier attempt whose answer was lost already deleted it.
			notFoundOnRetry: { request_status: 'SUCCESS', segments: [] },
		});
		const { requestStatus, requestId } = client.envelope(body, 'segments', 'segment', subject, i);
		if (requestStatus !== 'SUCCESS') {
			throw new NodeApiError(this.getNode(), (requestId ? { request_id: requestId } : {}) as JsonObject, {
				message: `Snapchat did not confirm deleting ${subject}: it reported ${requestStatus}`,
				description: 'Run Get on the segment to see whether it still exists, then try again.',
				itemIndex: i,
			});
		}
		return [{ json: { id, deleted: true }, pairedItem: { item: i } }];
	});
}

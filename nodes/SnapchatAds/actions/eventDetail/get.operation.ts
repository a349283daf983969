import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { NodeApiError } from 'n8n-workflow';

import { adAccountLocator, eventDetailLocator, eventDetailPath, forEachEventDetail } from './shared';

export const properties: INodeProperties[] = [adAccountLocator(['get'], false), eventDetailLocator(['get'])];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await forEachEventDetail(this, items, async (client, id, subject, i) => {
		const body = await client.request({
			method: 'GET',
			path: eventDetailPath(id),
			kind: 'read',
			subject,
			itemIndex: i,
			notFoundMessage: `Event detail ${id} was not found: it does not exist, was deleted, or belongs to an ad account the connected user cannot see`,
		});
		const [eventDetail] = client.entities(body, 'event_details', 'event_detail', subject, i);
		if (!eventDetail) {
			throw new NodeApiError(this.getNode(), {}, { message: `Snapchat's answer for ${subject} held no event detail`, itemIndex: i });
		}
		return [{ json: eventDetail as INodeExecutionData['json'], pairedItem: { item: i } }];
	});
}

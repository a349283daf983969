import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { createClient } from '../../transport';
import { forEachCheckedItem, outputItem } from '../common/items';
import { readAdAccountId } from '../common/locators';
import { readListSize, returnAllAndLimit } from '../common/paging';
import { adAccountEventsPath, eventDetailAdAccountLocator, RESOURCE } from './shared';

export const properties: INodeProperties[] = [
	eventDetailAdAccountLocator(['getAll'], true),
	...returnAllAndLimit(RESOURCE, ['getAll']),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const read = (i: number) => ({ adAccountId: readAdAccountId(this, i), ...readListSize(this, i) });
	return await forEachCheckedItem(this, items, read, async ({ adAccountId, limit, pageSize }, i) => {
		const eventDetails = await client.listAll(
			{ path: adAccountEventsPath(adAccountId), subject: `ad account ${adAccountId}`, itemIndex: i },
			'event_details',
			'event_detail',
			pageSize,
			limit,
		);
		return eventDetails.map((eventDetail) => outputItem(eventDetail, i));
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeListUnder } from '../common/entities';
import { readAdAccountId } from '../common/locators';
import { returnAllAndLimit } from '../common/paging';
import { adAccountEventsPath, eventDetailAdAccountLocator, eventDetailOutput, RESOURCE } from './shared';

export const properties: INodeProperties[] = [
	eventDetailAdAccountLocator(['getAll'], true),
	...returnAllAndLimit(RESOURCE, ['getAll']),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeListUnder(this, items, {
		output: eventDetailOutput,
		readParentId: readAdAccountId,
		path: adAccountEventsPath,
		subject: (adAccountId) => `ad account ${adAccountId}`,
		listKey: 'event_details',
		entityKey: 'event_detail',
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeListUnder } from '../common/entities';
import { readAdAccountId } from '../common/locators';
import { returnAllAndLimit } from '../common/paging';
import { eventDetailAdAccountLocator, RESOURCE } from './shared';
import { AD_ACCOUNT, childrenPath, EVENT_DETAIL } from '../../api';

export const properties: INodeProperties[] = [
	eventDetailAdAccountLocator(['getAll'], true),
	...returnAllAndLimit(RESOURCE, ['getAll']),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeListUnder(this, items, {
		readParentId: readAdAccountId,
		path: (adAccountId) => childrenPath(AD_ACCOUNT, adAccountId, EVENT_DETAIL),
		subject: (adAccountId) => `ad account ${adAccountId}`,
		listKey: 'event_details',
		entityKey: 'event_detail',
	});
}

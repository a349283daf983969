import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeListUnder } from '../common/entities';
import { readAdAccountId } from '../common/locators';
import { returnAllAndLimit } from '../common/paging';
import { adAccountMediaPath, mediaAdAccountLocator, RESOURCE } from './shared';

export const properties: INodeProperties[] = [mediaAdAccountLocator(['getAll'], true), ...returnAllAndLimit(RESOURCE, ['getAll'])];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeListUnder(this, items, {
		readParentId: readAdAccountId,
		path: adAccountMediaPath,
		subject: (adAccountId) => `the media of ad account ${adAccountId}`,
		listKey: 'media',
		entityKey: 'media',
	});
}

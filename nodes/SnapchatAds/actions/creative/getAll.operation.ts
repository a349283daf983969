import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeListUnder } from '../common/entities';
import { readAdAccountId } from '../common/locators';
import { returnAllAndLimit } from '../common/paging';
import { adAccountCreativesPath, creativeAdAccountLocator, RESOURCE } from './shared';

export const properties: INodeProperties[] = [creativeAdAccountLocator(['getAll'], true), ...returnAllAndLimit(RESOURCE, ['getAll'])];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeListUnder(this, items, {
		readParentId: readAdAccountId,
		path: adAccountCreativesPath,
		subject: (adAccountId) => `the creatives of ad account ${adAccountId}`,
		listKey: 'creatives',
		entityKey: 'creative',
	});
}

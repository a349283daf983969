import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeListUnder } from '../common/entities';
import { readAdAccountId } from '../common/locators';
import { returnAllAndLimit } from '../common/paging';
import { adAccountSegmentsPath, RESOURCE, segmentAdAccountLocator } from './shared';

export const properties: INodeProperties[] = [
	segmentAdAccountLocator(['getAll'], true),
	...returnAllAndLimit(RESOURCE, ['getAll']),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeListUnder(this, items, {
		readParentId: readAdAccountId,
		path: adAccountSegmentsPath,
		subject: (adAccountId) => `the audience segments of ad account ${adAccountId}`,
		listKey: 'segments',
		entityKey: 'segment',
	});
}

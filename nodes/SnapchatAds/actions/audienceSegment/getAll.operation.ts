import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { createClient } from '../../transport';
import { forEachItem, outputItem } from '../common/items';
import { readAdAccountId } from '../common/locators';
import { readListSize, returnAllAndLimit } from '../common/paging';
import { adAccountSegmentsPath, RESOURCE, segmentAdAccountLocator } from './shared';

export const properties: INodeProperties[] = [
	segmentAdAccountLocator(['getAll'], true),
	...returnAllAndLimit(RESOURCE, ['getAll']),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	return await forEachItem(this, items, async (i) => {
		const adAccountId = readAdAccountId(this, i);
		const { limit, pageSize } = readListSize(this, i);
		const segments = await client.listAll(
			{ path: adAccountSegmentsPath(adAccountId), subject: `the audience segments of ad account ${adAccountId}`, itemIndex: i },
			'segments',
			'segment',
			pageSize,
			limit,
		);
		return segments.map((segment) => outputItem(segment, i));
	});
}

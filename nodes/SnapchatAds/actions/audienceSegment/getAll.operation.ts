import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeListUnder } from '../common/entities';
import { readAdAccountId } from '../common/locators';
import { returnAllAndLimit } from '../common/paging';
import { compactSegment, outputShapeField } from '../common/compact';
import { listPagingFields } from '../common/listPaging';
import { RESOURCE, segmentAdAccountLocator } from './shared';
import { AD_ACCOUNT, AUDIENCE_SEGMENT, childrenPath } from '../../api';

export const properties: INodeProperties[] = [
	segmentAdAccountLocator(['getAll'], true),
	...returnAllAndLimit(RESOURCE, ['getAll']),
	outputShapeField(RESOURCE, ['getAll']),
	...listPagingFields(RESOURCE, ['getAll']),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeListUnder(this, items, {
		readParentId: readAdAccountId,
		path: (adAccountId) => childrenPath(AD_ACCOUNT, adAccountId, AUDIENCE_SEGMENT),
		subject: (adAccountId) => `the audience segments of ad account ${adAccountId}`,
		listKey: 'segments',
		entityKey: 'segment',
		compact: compactSegment,
		paging: true,
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeDeleteById } from '../common/entities';
import { readSegmentId, RESOURCE, segmentAdAccountLocator, segmentLocator } from './shared';
import { AUDIENCE_SEGMENT, entityPath } from '../../api';

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
	return await executeDeleteById(this, items, {
		readId: readSegmentId,
		path: (id) => entityPath(AUDIENCE_SEGMENT, id),
		what: 'audience segment',
		listKey: 'segments',
		entityKey: 'segment',
	});
}

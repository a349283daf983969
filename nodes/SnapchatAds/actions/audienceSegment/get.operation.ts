import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeGetById } from '../common/entities';
import { readSegmentId, segmentAdAccountLocator, segmentLocator } from './shared';
import { AUDIENCE_SEGMENT, entityPath } from '../../api';

export const properties: INodeProperties[] = [segmentAdAccountLocator(['get'], false), segmentLocator(['get'])];

export const notFoundMessage = (id: string) =>
	`Audience segment ${id} was not found: it does not exist, was deleted, or belongs to an ad account the connected user cannot see`;

/** The output shows upload_status, targetable_status and approximate_number_users: matching is asynchronous at Snap. */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeGetById(this, items, {
		readId: readSegmentId,
		path: (id) => entityPath(AUDIENCE_SEGMENT, id),
		listKey: 'segments',
		entityKey: 'segment',
		what: 'audience segment',
		notFoundMessage,
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeDeleteById } from '../common/entities';
import { eventDetailAdAccountLocator, eventDetailLocator, readEventDetailId } from './shared';
import { entityPath, EVENT_DETAIL } from '../../api';

export const properties: INodeProperties[] = [
	{
		displayName:
			'Deleting is permanent. Make sure no active reminder ad still uses the event detail before you delete it.',
		name: 'deleteNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { resource: ['eventDetail'], operation: ['delete'] } },
	},
	eventDetailAdAccountLocator(['delete'], false),
	eventDetailLocator(['delete']),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	// Snap answers an event detail delete with an (empty) `ads` list.
	return await executeDeleteById(this, items, {
		readId: readEventDetailId,
		path: (id) => entityPath(EVENT_DETAIL, id),
		what: 'event detail',
		listKey: 'ads',
		entityKey: 'ad',
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeGetById } from '../common/entities';
import { eventDetailAdAccountLocator, eventDetailLocator, readEventDetailId } from './shared';
import { entityPath, EVENT_DETAIL } from '../../api';

export const properties: INodeProperties[] = [eventDetailAdAccountLocator(['get'], false), eventDetailLocator(['get'])];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeGetById(this, items, {
		readId: readEventDetailId,
		path: (id) => entityPath(EVENT_DETAIL, id),
		listKey: 'event_details',
		entityKey: 'event_detail',
		what: 'event detail',
		notFoundMessage: (id) =>
			`Event detail ${id} was not found: it does not exist, was deleted, or belongs to an ad account the connected user cannot see`,
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeGetById } from '../common/entities';
import { mediaAdAccountLocator, mediaLocator, mediaPath, readMediaId } from './shared';

export const properties: INodeProperties[] = [mediaAdAccountLocator(['get'], false), mediaLocator(['get'])];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeGetById(this, items, {
		readId: readMediaId,
		path: mediaPath,
		listKey: 'media',
		entityKey: 'media',
		what: 'media',
		notFoundMessage: (id) =>
			`Media ${id} was not found: it does not exist, or belongs to an ad account the connected user cannot see`,
	});
}

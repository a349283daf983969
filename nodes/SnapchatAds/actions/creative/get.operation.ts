import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeGetById } from '../common/entities';
import { creativeAdAccountLocator, creativeLocator, creativePath, readCreativeId } from './shared';

export const properties: INodeProperties[] = [creativeAdAccountLocator(['get'], false), creativeLocator(['get'])];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeGetById(this, items, {
		readId: readCreativeId,
		path: creativePath,
		listKey: 'creatives',
		entityKey: 'creative',
		what: 'creative',
		notFoundMessage: (id) =>
			`Creative ${id} was not found: it does not exist, or belongs to an ad account the connected user cannot see`,
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeGetById } from '../common/entities';
import { adAccountLocator, readAdAccountId } from '../common/locators';
import { RESOURCE } from './shared';
import { AD_ACCOUNT, entityPath } from '../../api';

export const properties: INodeProperties[] = [
	adAccountLocator(RESOURCE, ['get'], {
		required: true,
		description: 'The ad account to get. The list shows every ad account the connected user can see, in all organizations.',
	}),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeGetById(this, items, {
		readId: readAdAccountId,
		path: (id) => entityPath(AD_ACCOUNT, id),
		listKey: 'adaccounts',
		entityKey: 'adaccount',
		what: 'ad account',
		notFoundMessage: (id) => `Ad account ${id} was not found, or the connected Snapchat user cannot see it`,
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeGetById } from '../common/entities';
import { organizationLocator, organizationPath, readOrganizationId, RESOURCE } from './shared';

export const properties: INodeProperties[] = [
	organizationLocator(RESOURCE, ['get'], 'The organization to get. The list shows the organizations of the connected user.'),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeGetById(this, items, {
		readId: readOrganizationId,
		path: organizationPath,
		listKey: 'organizations',
		entityKey: 'organization',
		what: 'organization',
		notFoundMessage: (id) => `Organization ${id} was not found, or the connected Snapchat user cannot see it`,
	});
}

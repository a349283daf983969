import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { executeGetById } from '../common/entities';
import { organizationLocator, readOrganizationId, RESOURCE } from './shared';
import { entityPath, ORGANIZATION } from '../../api';

export const properties: INodeProperties[] = [
	organizationLocator(RESOURCE, ['get'], 'The organization to get. The list shows the organizations of the connected user.'),
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await executeGetById(this, items, {
		readId: readOrganizationId,
		path: (id) => entityPath(ORGANIZATION, id),
		listKey: 'organizations',
		entityKey: 'organization',
		what: 'organization',
		notFoundMessage: (id) => `Organization ${id} was not found, or the connected Snapchat user cannot see it`,
	});
}

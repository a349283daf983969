import type { INodeProperties } from 'n8n-workflow';

import type { ResourceModule } from '../node.type';
import { operationSelector } from '../node.type';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import { RESOURCE } from './shared';

export const resource: ResourceModule<'organization'>['resource'] = {
	name: 'Organization',
	value: RESOURCE,
	description: 'The businesses in Snap Business Manager that hold ad accounts',
};

export const operations: ResourceModule<'organization'>['operations'] = { get, getAll };

export const description: INodeProperties[] = [
	operationSelector(
		RESOURCE,
		[
			{ name: 'Get', value: 'get', description: 'Get an organization by ID', action: 'Get an organization' },
			{ name: 'Get Many', value: 'getAll', description: 'List the organizations of the connected user', action: 'Get many organizations' },
		],
		'getAll',
	),
	...get.properties,
	...getAll.properties,
];

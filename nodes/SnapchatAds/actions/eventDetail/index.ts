import type { INodeProperties } from 'n8n-workflow';

import type { ResourceModule } from '../node.type';
import { operationSelector } from '../node.type';
import * as create from './create.operation';
import * as deleteOperation from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import { RESOURCE } from './shared';

export const resource: ResourceModule<'eventDetail'>['resource'] = {
	name: 'Event Detail',
	value: RESOURCE,
	description: 'The events that reminder ads count down to',
};

export const operations: ResourceModule<'eventDetail'>['operations'] = { create, delete: deleteOperation, get, getAll };

export const description: INodeProperties[] = [
	operationSelector(
		RESOURCE,
		[
			{ name: 'Create', value: 'create', description: 'Create event details for reminder ads', action: 'Create an event detail' },
			{ name: 'Delete', value: 'delete', description: 'Delete an event detail permanently', action: 'Delete an event detail' },
			{ name: 'Get', value: 'get', description: 'Get an event detail by ID', action: 'Get an event detail' },
			{ name: 'Get Many', value: 'getAll', description: 'List the event details of an ad account', action: 'Get many event details' },
		],
		'create',
	),
	...create.properties,
	...get.properties,
	...getAll.properties,
	...deleteOperation.properties,
];

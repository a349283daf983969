import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as deleteOperation from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';

export { create, deleteOperation as delete, get, getAll };

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['eventDetail'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Create event details for reminder ads',
				action: 'Create an event detail',
			},
			{
				name: 'Delete',
				value: 'delete',
				description: 'Delete an event detail permanently',
				action: 'Delete an event detail',
			},
			{
				name: 'Get',
				value: 'get',
				description: 'Get an event detail by ID',
				action: 'Get an event detail',
			},
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List the event details of an ad account',
				action: 'Get many event details',
			},
		],
		default: 'create',
	},
	...create.properties,
	...get.properties,
	...getAll.properties,
	...deleteOperation.properties,
];

import type { INodeProperties } from 'n8n-workflow';

import type { ResourceModule } from '../node.type';
import { operationSelector } from '../node.type';
import * as addUsers from './addUsers.operation';
import * as create from './create.operation';
import * as createLookalike from './createLookalike.operation';
import * as del from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as removeUsers from './removeUsers.operation';
import { RESOURCE } from './shared';
import * as update from './update.operation';

export const resource: ResourceModule<'audienceSegment'>['resource'] = {
	name: 'Audience Segment',
	value: RESOURCE,
	description: 'Customer-list audiences and their lookalikes: create them and add or remove users by hashed email, phone or mobile ad ID',
};

export const operations: ResourceModule<'audienceSegment'>['operations'] = {
	addUsers,
	create,
	createLookalike,
	delete: del,
	get,
	getAll,
	removeUsers,
	update,
};

export const description: INodeProperties[] = [
	operationSelector(
		RESOURCE,
		[
			{ name: 'Add Users', value: 'addUsers', description: 'Add customers to a segment, hashed in n8n', action: 'Add users to an audience segment' },
			{ name: 'Create', value: 'create', description: 'Create an empty customer-list segment', action: 'Create an audience segment' },
			{ name: 'Create Lookalike', value: 'createLookalike', description: 'Create a segment of people similar to a customer list, in chosen countries', action: 'Create a lookalike audience segment' },
			{ name: 'Delete', value: 'delete', description: 'Delete a segment', action: 'Delete an audience segment' },
			{ name: 'Get', value: 'get', description: 'Get a segment with its upload and targeting status', action: 'Get an audience segment' },
			{ name: 'Get Many', value: 'getAll', description: "List an ad account's segments", action: 'Get many audience segments' },
			{ name: 'Remove Users', value: 'removeUsers', description: 'Remove customers from a segment, hashed in n8n', action: 'Remove users from an audience segment' },
			{ name: 'Update', value: 'update', description: 'Change the name, description or retention', action: 'Update an audience segment' },
		],
		'addUsers',
	),
	...create.properties,
	...createLookalike.properties,
	...get.properties,
	...getAll.properties,
	...update.properties,
	...del.properties,
	...addUsers.properties,
	...removeUsers.properties,
];

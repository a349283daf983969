import type { INodeProperties } from 'n8n-workflow';

import type { ResourceModule } from '../node.type';
import { operationSelector } from '../node.type';
import * as create from './create.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import { RESOURCE } from './shared';

export const resource: ResourceModule<'creative'>['resource'] = {
	name: 'Creative',
	value: RESOURCE,
	description: 'What an ad shows: the Top Snap media, brand name, headline and what a swipe up opens',
};

export const operations: ResourceModule<'creative'>['operations'] = { create, get, getAll };

export const description: INodeProperties[] = [
	operationSelector(
		RESOURCE,
		[
			{ name: 'Create', value: 'create', description: 'Create creatives around ready media', action: 'Create a creative' },
			{ name: 'Get', value: 'get', description: 'Get a creative by ID', action: 'Get a creative' },
			{ name: 'Get Many', value: 'getAll', description: 'List the creatives of an ad account', action: 'Get many creatives' },
		],
		'create',
	),
	...create.properties,
	...get.properties,
	...getAll.properties,
];

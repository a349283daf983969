import type { INodeProperties } from 'n8n-workflow';

import type { ResourceModule } from '../node.type';
import { operationSelector } from '../node.type';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import { RESOURCE } from './shared';

export const resource: ResourceModule<'adAccount'>['resource'] = {
	name: 'Ad Account',
	value: RESOURCE,
	description: 'Ad accounts with their time zone, currency and status',
};

export const operations: ResourceModule<'adAccount'>['operations'] = { get, getAll };

export const description: INodeProperties[] = [
	operationSelector(
		RESOURCE,
		[
			{ name: 'Get', value: 'get', description: 'Get an ad account with its time zone and currency', action: 'Get an ad account' },
			{
				name: 'Get Many',
				value: 'getAll',
				description: 'List ad accounts, across all your organizations or of one',
				action: 'Get many ad accounts',
			},
		],
		'getAll',
	),
	...get.properties,
	...getAll.properties,
];

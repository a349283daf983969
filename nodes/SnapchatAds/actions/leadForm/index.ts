import type { INodeProperties } from 'n8n-workflow';

import type { ResourceModule } from '../node.type';
import { operationSelector } from '../node.type';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import { RESOURCE } from './shared';

export const resource: ResourceModule<'leadForm'>['resource'] = {
	name: 'Lead Form',
	value: RESOURCE,
	description: 'The forms of lead generation ads, with their questions',
};

export const operations: ResourceModule<'leadForm'>['operations'] = { get, getAll };

export const description: INodeProperties[] = [
	operationSelector(
		RESOURCE,
		[
			{ name: 'Get', value: 'get', description: 'Get a lead form and its questions', action: 'Get a lead form' },
			{ name: 'Get Many', value: 'getAll', description: 'List the lead forms of an ad account, with their questions', action: 'Get many lead forms' },
		],
		'getAll',
	),
	...get.properties,
	...getAll.properties,
];

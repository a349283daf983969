import type { INodeProperties } from 'n8n-workflow';

import type { ResourceModule } from '../node.type';
import { operationSelector } from '../node.type';
import * as getByEntity from './byEntity.operation';
import * as get from './get.operation';
import { RESOURCE } from './levels';

export const resource: ResourceModule<'stats'>['resource'] = {
	name: 'Stats',
	value: RESOURCE,
	description: "Spend and delivery reports, cut in the ad account's own days",
};

export const operations: ResourceModule<'stats'>['operations'] = { get, getByEntity };

export const description: INodeProperties[] = [
	operationSelector(
		RESOURCE,
		[
			{
				name: 'Get',
				value: 'get',
				description: 'Get stats of an ad account, campaign, ad squad or ad, one row per entity and period',
				action: 'Get stats',
			},
			{
				name: 'Get Spend and Results by Entity',
				value: 'getByEntity',
				description: 'Spend, results and cost per result of every campaign, ad squad or ad of an ad account for a date range, one row per entity, in a few requests',
				action: 'Get spend and results by entity',
			},
		],
		'get',
	),
	...get.properties,
	...getByEntity.properties,
];

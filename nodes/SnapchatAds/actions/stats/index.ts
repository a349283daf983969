import type { INodeProperties } from 'n8n-workflow';

import type { ResourceModule } from '../node.type';
import { operationSelector } from '../node.type';
import * as get from './get.operation';
import { RESOURCE } from './levels';

export const resource: ResourceModule<'stats'>['resource'] = {
	name: 'Stats',
	value: RESOURCE,
	description: "Spend and delivery reports, cut in the ad account's own days",
};

export const operations: ResourceModule<'stats'>['operations'] = { get };

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
		],
		'get',
	),
	...get.properties,
];

import type { ResourceModule } from '../node.type';
import * as create from './create.operation';
import * as duplicate from './duplicate.operation';
import * as estimateAudience from './estimateAudience.operation';
import { AD_SQUAD } from '../common/entityTypes';
import { adsDescription } from '../adsEntities/resource';
import * as deleteOperation from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as getBidEstimate from './getBidEstimate.operation';
import * as update from './update.operation';

export const resource: ResourceModule<'adSquad'>['resource'] = {
	name: 'Ad Squad',
	value: 'adSquad',
	description: 'Ad squads of a campaign: status, name, end time, budgets and bid',
};

export const operations: ResourceModule<'adSquad'>['operations'] = { get, getAll, update, delete: deleteOperation, create, duplicate, estimateAudience, getBidEstimate };

export const description = adsDescription(AD_SQUAD, operations, [
	{ option: { name: 'Create', value: 'create', description: 'Create an ad squad in a campaign with targeting, budget and bid, Paused unless chosen otherwise; Preview Only shows it without creating', action: 'Create an ad squad' }, properties: create.properties },
	{
		option: { name: 'Estimate Audience', value: 'estimateAudience', description: 'How many people a planned or existing ad squad can reach (minimum and maximum); nothing is created', action: 'Estimate the audience of an ad squad' },
		properties: estimateAudience.properties,
	},
	{
		option: {
			name: 'Get Bid Estimate',
			value: 'getBidEstimate',
			description: "Snapchat's minimum and maximum bid for a planned or existing ad squad's goal and targeting, and what a bid means for it; nothing is changed",
			action: 'Get the bid estimate of an ad squad',
		},
		properties: getBidEstimate.properties,
	},
	{ option: { name: 'Duplicate', value: 'duplicate', description: 'Copy an ad squad with its ads into the same or another campaign, optionally to other countries (Paused unless chosen otherwise)', action: 'Duplicate an ad squad' }, properties: duplicate.properties },
]);

import type { ResourceModule } from '../node.type';
import { CAMPAIGN } from '../adsEntities/entityTypes';
import { adsDescription } from '../adsEntities/resource';
import * as deleteOperation from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const resource: ResourceModule<'campaign'>['resource'] = {
	name: 'Campaign',
	value: 'campaign',
	description: 'Campaigns of an ad account: status, name, end time and budgets',
};

export const operations: ResourceModule<'campaign'>['operations'] = { get, getAll, update, delete: deleteOperation };

export const description = adsDescription(CAMPAIGN, operations);

import type { ResourceModule } from '../node.type';
import { AD_SQUAD } from '../adsEntities/entityTypes';
import { adsDescription } from '../adsEntities/resource';
import * as deleteOperation from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const resource: ResourceModule<'adSquad'>['resource'] = {
	name: 'Ad Squad',
	value: 'adSquad',
	description: 'Ad squads of a campaign: status, name, end time, budgets and bid',
};

export const operations: ResourceModule<'adSquad'>['operations'] = { get, getAll, update, delete: deleteOperation };

export const description = adsDescription(AD_SQUAD, operations);

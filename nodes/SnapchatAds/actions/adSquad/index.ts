import type { ResourceModule } from '../node.type';
import * as create from './create.operation';
import { AD_SQUAD } from '../adsEntities/entityTypes';
import { adsDescription, adsOperations } from '../adsEntities/resource';

export const resource: ResourceModule<'adSquad'>['resource'] = {
	name: 'Ad Squad',
	value: 'adSquad',
	description: 'Ad squads of a campaign: status, name, end time, budgets and bid',
};

export const operations: ResourceModule<'adSquad'>['operations'] = { ...adsOperations(AD_SQUAD), create };

export const description = adsDescription(AD_SQUAD, operations, [
	{ option: { name: 'Create', value: 'create', description: 'Create an ad squad in a campaign with targeting, budget and bid, Paused unless chosen otherwise; Preview Only shows it without creating', action: 'Create an ad squad' }, properties: create.properties },
]);

import type { ResourceModule } from '../node.type';
import { AD_SQUAD } from '../adsEntities/entityTypes';
import { adsDescription, adsOperations } from '../adsEntities/resource';

export const resource: ResourceModule<'adSquad'>['resource'] = {
	name: 'Ad Squad',
	value: 'adSquad',
	description: 'Ad squads of a campaign: status, name, end time, budgets and bid',
};

export const operations: ResourceModule<'adSquad'>['operations'] = adsOperations(AD_SQUAD);

export const description = adsDescription(AD_SQUAD, operations);

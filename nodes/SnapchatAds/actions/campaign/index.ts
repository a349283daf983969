import type { ResourceModule } from '../node.type';
import { CAMPAIGN } from '../adsEntities/entityTypes';
import { adsDescription, adsOperations } from '../adsEntities/resource';

export const resource: ResourceModule<'campaign'>['resource'] = {
	name: 'Campaign',
	value: 'campaign',
	description: 'Campaigns of an ad account: status, name, end time and budgets',
};

export const operations: ResourceModule<'campaign'>['operations'] = adsOperations(CAMPAIGN);

export const description = adsDescription(CAMPAIGN, operations);

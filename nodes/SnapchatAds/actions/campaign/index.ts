import type { ResourceModule } from '../node.type';
import * as create from './create.operation';
import { CAMPAIGN } from '../adsEntities/entityTypes';
import { adsDescription, adsOperations } from '../adsEntities/resource';

export const resource: ResourceModule<'campaign'>['resource'] = {
	name: 'Campaign',
	value: 'campaign',
	description: 'Campaigns of an ad account: status, name, end time and budgets',
};

export const operations: ResourceModule<'campaign'>['operations'] = { ...adsOperations(CAMPAIGN), create };

export const description = adsDescription(CAMPAIGN, operations, [
	{ option: { name: 'Create', value: 'create', description: 'Create a campaign in an ad account, Paused unless chosen otherwise; Preview Only shows it without creating', action: 'Create a campaign' }, properties: create.properties },
]);

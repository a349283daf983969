import type { ResourceModule } from '../node.type';
import * as create from './create.operation';
import * as duplicate from './duplicate.operation';
import { CAMPAIGN } from '../common/entityTypes';
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

export const operations: ResourceModule<'campaign'>['operations'] = { get, getAll, update, delete: deleteOperation, create, duplicate };

export const description = adsDescription(CAMPAIGN, operations, [
	{ option: { name: 'Create', value: 'create', description: 'Create a campaign in an ad account, Paused unless chosen otherwise; Preview Only shows it without creating', action: 'Create a campaign' }, properties: create.properties },
	{ option: { name: 'Duplicate', value: 'duplicate', description: 'Copy a campaign with its ad squads and ads (Paused unless chosen otherwise); Preview Only shows the copy without creating', action: 'Duplicate a campaign' }, properties: duplicate.properties },
]);

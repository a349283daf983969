import type { ResourceModule } from '../node.type';
import * as create from './create.operation';
import * as duplicate from './duplicate.operation';
import { AD } from '../common/entityTypes';
import { adsDescription } from '../adsEntities/resource';
import * as deleteOperation from './delete.operation';
import * as get from './get.operation';
import * as getAll from './getAll.operation';
import * as update from './update.operation';

export const resource: ResourceModule<'ad'>['resource'] = {
	name: 'Ad',
	value: 'ad',
	description: 'Ads of an ad squad: status and name',
};

export const operations: ResourceModule<'ad'>['operations'] = { get, getAll, update, delete: deleteOperation, create, duplicate };

export const description = adsDescription(AD, operations, [
	{ option: { name: 'Create', value: 'create', description: 'Create an ad in an ad squad from an existing creative, Paused unless chosen otherwise; Preview Only shows it without creating', action: 'Create an ad' }, properties: create.properties },
	{ option: { name: 'Duplicate', value: 'duplicate', description: 'Copy an ad (same creative) into the same or another ad squad (Paused unless chosen otherwise)', action: 'Duplicate an ad' }, properties: duplicate.properties },
]);

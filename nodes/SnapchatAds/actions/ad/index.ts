import type { ResourceModule } from '../node.type';
import { AD } from '../adsEntities/entityTypes';
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

export const operations: ResourceModule<'ad'>['operations'] = { get, getAll, update, delete: deleteOperation };

export const description = adsDescription(AD, operations);

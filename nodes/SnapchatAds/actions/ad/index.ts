import type { ResourceModule } from '../node.type';
import { AD } from '../adsEntities/entityTypes';
import { adsDescription, adsOperations } from '../adsEntities/resource';

export const resource: ResourceModule<'ad'>['resource'] = {
	name: 'Ad',
	value: 'ad',
	description: 'Ads of an ad squad: status and name',
};

export const operations: ResourceModule<'ad'>['operations'] = adsOperations(AD);

export const description = adsDescription(AD, operations);

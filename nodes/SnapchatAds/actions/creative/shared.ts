/** What several Creative operations share: paths, the Creative locator, the ad account picker. */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { AD_ACCOUNT, childrenPath, entityPath, CREATIVE } from '../../api';
import { adAccountLocator, readLocatorId, uuidLocator } from '../common/locators';

export const RESOURCE = 'creative' as const;
export const CREATIVE_FIELD = 'Creative';

export function adAccountCreativesPath(adAccountId: string): string {
	return childrenPath(AD_ACCOUNT, adAccountId, CREATIVE);
}

export function creativePath(creativeId: string): string {
	return entityPath(CREATIVE, creativeId);
}

export function creativeAdAccountLocator(operations: string[], required: boolean): INodeProperties {
	return adAccountLocator(RESOURCE, operations, {
		required,
		description: required
			? 'The ad account that owns the creatives'
			: 'Only used to fill the Creative list below. Not needed when you enter the creative by ID.',
	});
}

export function creativeLocator(operations: string[]): INodeProperties {
	return uuidLocator({
		displayName: CREATIVE_FIELD,
		name: 'creativeId',
		what: 'creative',
		searchListMethod: 'searchCreatives',
		required: true,
		description: 'The creative to use. The list shows the creatives of the ad account chosen above.',
		resource: RESOURCE,
		operations,
	});
}

export function readCreativeId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readLocatorId(ctx, itemIndex, 'creativeId', CREATIVE_FIELD, 'creative');
}

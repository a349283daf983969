/** What several Media operations share: paths, the Media locator, the ad account picker. */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { AD_ACCOUNT, childrenPath, entityPath, MEDIA } from '../../api';
import { adAccountLocator, readLocatorId, uuidLocator } from '../common/locators';

export const RESOURCE = 'media' as const;
export const MEDIA_FIELD = 'Media';

export function adAccountMediaPath(adAccountId: string): string {
	return childrenPath(AD_ACCOUNT, adAccountId, MEDIA);
}

export function mediaPath(mediaId: string): string {
	return entityPath(MEDIA, mediaId);
}

export function mediaAdAccountLocator(operations: string[], required: boolean): INodeProperties {
	return adAccountLocator(RESOURCE, operations, {
		required,
		description: required
			? 'The ad account that owns the media'
			: 'Only used to fill the Media list below. Not needed when you enter the media by ID.',
	});
}

export function mediaLocator(operations: string[]): INodeProperties {
	return uuidLocator({
		displayName: MEDIA_FIELD,
		name: 'mediaId',
		what: 'media',
		searchListMethod: 'searchMedia',
		required: true,
		description: 'The media to use. The list shows the media of the ad account chosen above.',
		resource: RESOURCE,
		operations,
	});
}

export function readMediaId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readLocatorId(ctx, itemIndex, 'mediaId', MEDIA_FIELD, 'media');
}

/** Reading and checking one Creative → Create item into the element Snapchat takes; nothing is sent. */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { locatorId } from '../../../shared/input/adsManagerLink';
import { readBoolean } from '../../../shared/input/booleans';
import { checkId } from '../../../shared/input/validation';
import { convertInputErrors } from '../../../shared/items/items';
import { readAdAccountId, readLocatorId } from '../common/locators';
import {
	APP_NAME_MAX,
	BRAND_NAME_MAX,
	checkAppIds,
	checkCallToAction,
	checkText,
	checkType,
	checkUrl,
	HEADLINE_MAX,
	NAME_MAX,
	type CreativeType,
} from './rules';

export interface PreparedCreative {
	itemIndex: number;
	adAccountId: string;
	name: string;
	element: IDataObject;
}

function appProperties(ctx: IExecuteFunctions, i: number): IDataObject {
	const appName = checkText(ctx.getNodeParameter('appName', i, ''), 'App Name', APP_NAME_MAX, { required: true });
	const ids = checkAppIds(ctx.getNodeParameter('iosAppId', i, ''), ctx.getNodeParameter('androidAppUrl', i, ''));
	// A locator since this version; a plain ID saved by an earlier one is read as By ID.
	const icon = locatorId(ctx.getNodeParameter('iconMediaId', i, ''), 'Icon Media', 'media');
	return { app_name: appName, ...ids, icon_media_id: icon };
}

function attachment(ctx: IExecuteFunctions, i: number, type: CreativeType, options: IDataObject): IDataObject {
	switch (type) {
		case 'WEB_VIEW':
			return { web_view_properties: { url: checkUrl(ctx.getNodeParameter('url', i, ''), 'Web Page URL') } };
		case 'APP_INSTALL':
			return { app_install_properties: appProperties(ctx, i) };
		case 'DEEP_LINK': {
			const uri = checkUrl(ctx.getNodeParameter('deepLinkUri', i, ''), 'Deep Link URI', { anyScheme: true });
			const fallback = typeof options.webViewFallbackUrl === 'string' && options.webViewFallbackUrl.trim() !== '' ? checkUrl(options.webViewFallbackUrl, 'Deep Link Fallback URL') : undefined;
			return {
				deep_link_properties: {
					deep_link_uri: uri,
					...appProperties(ctx, i),
					...(fallback ? { fallback_type: 'WEB', web_view_fallback_url: fallback } : {}),
				},
			};
		}
		case 'LEAD_GENERATION':
			// A locator since this version; a plain ID saved by an earlier one is read as By ID.
			return { lead_generation_properties: { lead_generation_form_id: locatorId(ctx.getNodeParameter('leadFormId', i, ''), 'Lead Form', 'lead form') } };
		default:
			return {};
	}
}

export function prepareCreative(ctx: IExecuteFunctions, i: number): PreparedCreative {
	const adAccountId = readAdAccountId(ctx, i);
	const topSnapMediaId = readLocatorId(ctx, i, 'topSnapMediaId', 'Top Snap Media', 'media');
	return convertInputErrors(ctx, i, () => {
		const options = ctx.getNodeParameter('options', i, {}) as IDataObject;
		const type = checkType(ctx.getNodeParameter('type', i, 'WEB_VIEW'));
		const name = checkText(ctx.getNodeParameter('name', i, ''), 'Name', NAME_MAX, { required: true }) as string;
		const profileId =
			typeof options.profileId === 'string' && options.profileId.trim() !== '' ? checkId(options.profileId.trim(), 'Public Profile ID', 'public profile', 'uuid') : undefined;
		const brandName = checkText(ctx.getNodeParameter('brandName', i, ''), 'Brand Name', BRAND_NAME_MAX, { required: profileId === undefined });
		const headline = checkText(ctx.getNodeParameter('headline', i, ''), 'Headline', HEADLINE_MAX, { required: true });
		const callToAction = checkCallToAction(ctx.getNodeParameter(`callToAction${type}`, i, ''), type);
		const shareable = readBoolean(ctx, 'shareable', i, true, 'Shareable');
		const element: IDataObject = {
			ad_account_id: adAccountId,
			name,
			type,
			...(brandName ? { brand_name: brandName } : {}),
			headline,
			shareable,
			top_snap_media_id: topSnapMediaId,
			...(callToAction ? { call_to_action: callToAction } : {}),
			...attachment(ctx, i, type, options),
			...(profileId ? { profile_properties: { profile_id: profileId } } : {}),
		};
		if (typeof options.topSnapCropPosition === 'string' && options.topSnapCropPosition !== '') element.top_snap_crop_position = options.topSnapCropPosition;
		return { itemIndex: i, adAccountId, name, element };
	});
}

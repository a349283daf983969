/** The fields of Creative → Create (read by createInput.ts). */
import type { INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../shared/input/fields';
import { uuidLocator } from '../common/locators';
import { BRAND_NAME_MAX, CALLS_TO_ACTION, CREATIVE_TYPES, ctaLabel, HEADLINE_MAX, NAME_MAX, type CreativeType } from './rules';
import { creativeAdAccountLocator, RESOURCE } from './shared';

const show = { resource: [RESOURCE], operation: ['create'] };
const forTypes = (...types: CreativeType[]) => ({ show: { ...show, type: types } });

/** One Call to Action dropdown per type: each offers only what Snapchat allows for it. */
function callToAction(type: CreativeType): INodeProperties {
	return {
		displayName: 'Call to Action',
		name: `callToAction${type}`,
		type: 'options',
		default: '',
		description: 'The button text shown on the ad. Only the calls to action Snapchat allows for this creative type are listed.',
		options: [{ name: 'Snapchat Default', value: '' }, ...CALLS_TO_ACTION[type].map((value) => ({ name: ctaLabel(value), value }))],
		displayOptions: forTypes(type),
	};
}

function appFields(types: CreativeType[]): INodeProperties[] {
	return [
		{
			displayName: 'App Name',
			name: 'appName',
			type: 'string',
			default: '',
			required: true,
			placeholder: 'e.g. Snapchat',
			description: 'The app\'s name as the ad shows it, at most 30 characters',
			displayOptions: { show: { ...show, type: types } },
		},
		{
			displayName: 'iOS App ID',
			name: 'iosAppId',
			type: 'string',
			default: '',
			placeholder: 'e.g. 447188370',
			description: 'The App Store number of the app (the digits in its App Store link, e.g. apps.apple.com/app/id447188370). Set this, the Android App URL, or both.',
			displayOptions: { show: { ...show, type: types } },
		},
		{
			displayName: 'Android App URL',
			name: 'androidAppUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. com.snapchat.android',
			description: 'The Google Play package name (the last part of its Play Store link, e.g. com.snapchat.android). Set this, the iOS App ID, or both.',
			displayOptions: { show: { ...show, type: types } },
		},
		// A locator since this version; a plain ID saved by an earlier one is read as By ID (same name).
		uuidLocator({
			displayName: 'Icon Media',
			name: 'iconMediaId',
			what: 'media',
			searchListMethod: 'searchReadyMedia',
			required: true,
			description:
				'The app icon: a ready square image of this ad account (upload it with Media → Upload, Intended Use: App Icon). The list shows the ready media of the ad account chosen above; after an upload step, choose By ID and map the ID field of its output.',
			resource: RESOURCE,
			operations: ['create'],
			show: { type: types },
		}),
	];
}

export const createProperties: INodeProperties[] = [
	creativeAdAccountLocator(['create'], true),
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. Summer Sale - Video 1',
		description: `The creative's name in Ads Manager (not shown to Snapchatters), at most ${NAME_MAX} characters`,
		displayOptions: { show },
	},
	{
		displayName: 'Type',
		name: 'type',
		type: 'options',
		default: 'WEB_VIEW',
		description: 'What a swipe up on the ad opens',
		options: CREATIVE_TYPES,
		displayOptions: { show },
	},
	uuidLocator({
		displayName: 'Top Snap Media',
		name: 'topSnapMediaId',
		what: 'media',
		searchListMethod: 'searchReadyMedia',
		required: true,
		description: 'The full-screen image or video of the ad: a ready media file of this ad account. After a Media → Upload step, choose By ID and map the ID field of its output.',
		resource: RESOURCE,
		operations: ['create'],
	}),
	{
		displayName: 'Brand Name',
		name: 'brandName',
		type: 'string',
		default: '',
		placeholder: 'e.g. Acme Shoes',
		description: `Shown at the top of the ad, at most ${BRAND_NAME_MAX} characters. Needed unless Options → Public Profile ID is set (then the profile's name is shown).`,
		displayOptions: { show },
	},
	{
		displayName: 'Headline',
		name: 'headline',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 50% off all summer styles',
		description: `Shown under the brand name, at most ${HEADLINE_MAX} characters`,
		displayOptions: { show },
	},
	{
		displayName: 'Web Page URL',
		name: 'url',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. https://example.com/summer-sale',
		description: 'The page a swipe up opens',
		displayOptions: forTypes('WEB_VIEW'),
	},
	{
		displayName: 'Deep Link URI',
		name: 'deepLinkUri',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. myapp://product/42',
		description: 'The link that opens the place in the app',
		displayOptions: forTypes('DEEP_LINK'),
	},
	...appFields(['APP_INSTALL', 'DEEP_LINK']),
	uuidLocator({
		displayName: 'Lead Form',
		name: 'leadFormId',
		what: 'lead form',
		searchListMethod: 'searchLeadForms',
		required: true,
		description: 'The lead form a swipe up opens. The list shows the lead forms of the ad account chosen above, with their status.',
		resource: RESOURCE,
		operations: ['create'],
		show: { type: ['LEAD_GENERATION'] },
	}),
	...CREATIVE_TYPES.filter((t) => CALLS_TO_ACTION[t.value].length > 0).map((t) => callToAction(t.value)),
	{
		displayName: 'Shareable',
		name: 'shareable',
		type: 'boolean',
		default: true,
		description: 'Whether Snapchatters may send the ad to friends',
		displayOptions: { show },
	},
	optionsCollection(show, [
		{
			displayName: 'Deep Link Fallback URL',
			name: 'webViewFallbackUrl',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/product/42',
			description: 'Deep Link only: the web page opened when the app is not installed',
		},
		{
			displayName: 'Public Profile ID',
			name: 'profileId',
			type: 'string',
			default: '',
			placeholder: 'e.g. 5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60',
			description: 'The public profile the ad is shown from (Snapchat then shows its name when Brand Name is empty)',
		},
		{
			displayName: 'Top Snap Crop Position',
			name: 'topSnapCropPosition',
			type: 'options',
			default: 'OPTIMIZED',
			description: 'Which part of the media stays visible on screens of another shape',
			options: [
				{ name: 'Bottom', value: 'BOTTOM' },
				{ name: 'Middle', value: 'MIDDLE' },
				{ name: 'Optimized (Snapchat Chooses)', value: 'OPTIMIZED' },
				{ name: 'Top', value: 'TOP' },
			],
		},
	]),
];

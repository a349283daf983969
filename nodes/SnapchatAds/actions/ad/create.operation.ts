/**
 * Ad → Create: one ad per item in the chosen ad squad, showing an existing creative, Paused unless
 * chosen otherwise. Body per Snap docs, "Ads": ad_squad_id, creative_id, name, type, status; the new
 * ad goes to review (`review_status`). Items of one ad squad go out 30 per request.
 */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { adAccountLocator, readAdAccountId, readLocatorId, uuidLocator } from '../common/locators';
import { checkName, NAME_MAX } from '../creation/checks';
import { previewField, readStatus, statusField } from '../creation/fields';
import { runCreates } from '../creation/run';

const show = { resource: ['ad'], operation: ['create'] };
const CREATIVE_FIELD = 'Creative';

/** Snap docs, "Ads", type: the ad types that match the common creative types. */
export const AD_TYPES = [
	{ name: 'Snap Ad', value: 'SNAP_AD', description: 'An image or video, optionally with a swipe-up to a website' },
	{ name: 'Website', value: 'REMOTE_WEBPAGE', description: 'Swipe up opens a website' },
	{ name: 'App Install', value: 'APP_INSTALL', description: 'Swipe up opens the app store' },
	{ name: 'Deep Link', value: 'DEEP_LINK', description: 'Swipe up opens the app' },
	{ name: 'Lead Form', value: 'LEAD_GENERATION', description: 'Swipe up opens an instant form' },
	{ name: 'Story', value: 'STORY', description: 'A story ad (a tile in Discover)' },
	{ name: 'Collection', value: 'COLLECTION', description: 'A collection ad with product tiles' },
];

export const properties: INodeProperties[] = [
	adAccountLocator('ad', ['create'], { required: true, description: 'The ad account of the ad squad' }),
	uuidLocator({
		displayName: 'Ad Squad',
		name: 'adSquadId',
		what: 'ad squad',
		searchListMethod: 'searchAdSquads',
		required: true,
		description: 'The ad squad to create the ad in; the list shows the ad squads of the ad account above',
		resource: 'ad',
		operations: ['create'],
	}),
	{ displayName: 'Name', name: 'name', type: 'string', default: '', required: true, placeholder: 'e.g. Summer video 15s', description: `1 to ${NAME_MAX} characters`, displayOptions: { show } },
	// A locator since this version (was the text field Creative ID); the parameter name is kept, so a
	// plain ID saved by an earlier version is read as By ID.
	uuidLocator({
		displayName: CREATIVE_FIELD,
		name: 'creativeId',
		what: 'creative',
		searchListMethod: 'searchCreatives',
		required: true,
		description:
			"The creative the ad shows. The list shows the creatives of the ad account above with their type; choose a Type below that fits it. After a Creative → Create step, choose By ID and map the ID field of its output.",
		resource: 'ad',
		operations: ['create'],
	}),
	{ displayName: 'Type', name: 'adType', type: 'options', default: 'SNAP_AD', description: "The ad's type; it must fit the creative's type", options: AD_TYPES, displayOptions: { show } },
	statusField(show, 'ad'),
	previewField(show),
];

interface AdInput {
	itemIndex: number;
	adAccountId: string;
	adSquadId: string;
	element: Record<string, unknown>;
}

function read(ctx: IExecuteFunctions, i: number): AdInput {
	const adAccountId = readAdAccountId(ctx, i);
	const adSquadId = readLocatorId(ctx, i, 'adSquadId', 'Ad Squad', 'ad squad');
	const type = ctx.getNodeParameter('adType', i, 'SNAP_AD');
	if (!AD_TYPES.some((t) => t.value === type)) throw new InputError('Type', `Type ${showValue(type)} is not one of the choices`, `Use one of ${AD_TYPES.map((t) => t.value).join(', ')}.`);
	return {
		itemIndex: i,
		adAccountId,
		adSquadId,
		element: {
			ad_squad_id: adSquadId,
			name: checkName(ctx.getNodeParameter('name', i, ''), 'Name'),
			creative_id: readLocatorId(ctx, i, 'creativeId', CREATIVE_FIELD, 'creative'),
			type,
			status: readStatus(ctx, i),
		},
	};
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	return await runCreates(this, items, {
		level: 'ad',
		read,
		// An ad has no money or times: no ad account lookup, nothing but the create is sent.
		async prepare(input, { itemIndex }) {
			return await Promise.resolve({ parentId: input.adSquadId, element: input.element, itemIndex, adAccountId: input.adAccountId });
		},
	});
}

/**
 * The fields of Ad Squad → Create and the code that reads them: targeting from countries,
 * person-readable demographics and the pickers of targetingFields.ts (raw JSON for the rest), placement (placement.ts), optimization goal, bid strategy and a daily or lifetime
 * budget. Snap docs, "Ad Squads" (required fields, minimums) and shared/spec/creation.md.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { additionalFieldsCollection } from '../../../shared/input/fields';
import { InputError, UUID_PATTERN } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { readAdAccountId, readLocatorId, uuidLocator, adAccountLocator } from '../common/locators';
import { checkName, NAME_MAX } from './checks';
import { DATE_ONLY_END_HINT } from '../../../shared/time/format';
import { estimateField, previewField, readStatus, statusField, TIMES_ZONE_OPTION } from './fields';
import { readZoneOption } from '../../../shared/time/zones';
import { OPTIMIZATION_GOALS } from '../../api/objectives';
import { CONVERSION_WINDOWS, DEFAULT_CONVERSION_WINDOW } from '../../api/conversionWindows';
import { placementProperties, readPlacement } from './placement';
import { buildTargeting, COUNTRIES_FIELD } from '../targeting/targeting';
import { expansionField } from '../targeting/expansion';
import { applyTargetingEdit, editedSegmentIds, readTargetingEdit, targetingEditFields } from '../targeting/targetingEdit';
import { interestsField, metroIdsField, postalCodesField, readTargetingPicks, regionIdsField, typedRegionsField } from '../targeting/targetingFields';
import { lookupCheckOf, type LookupCheck } from '../targeting/lookupCheck';

const show = { resource: ['adSquad'], operation: ['create'] };
const TIME_HINT = "Without an offset it is read in the ad account's time zone (or Times Are In), daylight saving included";

export const adSquadCreateProperties: INodeProperties[] = [
	adAccountLocator('adSquad', ['create'], { required: true, description: "The ad account of the campaign; its currency and time zone apply" }),
	uuidLocator({
		displayName: 'Campaign',
		name: 'campaignId',
		what: 'campaign',
		searchListMethod: 'searchCampaigns',
		required: true,
		description: 'The campaign to create the ad squad in; the list shows the campaigns of the ad account above',
		resource: 'adSquad',
		operations: ['create'],
	}),
	{ displayName: 'Name', name: 'name', type: 'string', default: '', required: true, placeholder: 'e.g. US – Women 18-34', description: `1 to ${NAME_MAX} characters`, displayOptions: { show } },
	{
		displayName: COUNTRIES_FIELD,
		name: 'countries',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. US, CA',
		description: 'Where to show the ads: two-letter country codes (ISO 3166-1), separated by commas',
		displayOptions: { show },
	},
	...targetingEditFields(show, false),
	{ ...expansionField(), displayOptions: { show } },
	{
		displayName: 'Optimization Goal Name or ID',
		name: 'optimizationGoal',
		type: 'options',
		default: 'SWIPES',
		// The list shows only the goals eligible for the chosen campaign's objective; the run checks again.
		description:
			'What Snapchat optimizes delivery for. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		hint: "Only goals eligible for the campaign's objective are accepted (checked before sending, with the eligible ones listed)",
		typeOptions: { loadOptionsMethod: 'getEligibleGoals', loadOptionsDependsOn: ['campaignId.value'] },
		displayOptions: { show },
	},
	{
		displayName: 'Budget Type',
		name: 'budgetType',
		type: 'options',
		default: 'daily',
		description: 'Whether the budget is spent per day, or in total until the end time',
		options: [
			{ name: 'Daily', value: 'daily', description: 'Spent per day (at least 5 in any currency)' },
			{ name: 'Lifetime', value: 'lifetime', description: 'Spent in total; needs an End Time' },
		],
		displayOptions: { show },
	},
	{
		displayName: 'Budget',
		name: 'budget',
		type: 'number',
		typeOptions: { numberPrecision: 2, minValue: 0 },
		default: 20,
		description: "The budget in the ad account's currency, e.g. 50 or 49.99",
		displayOptions: { show },
	},
	{
		displayName: 'Bid Strategy',
		name: 'bidStrategy',
		type: 'options',
		default: 'AUTO_BID',
		description: 'How Snapchat bids in the auction',
		options: [
			{ name: 'Auto Bid', value: 'AUTO_BID', description: 'Snapchat sets the bid to get the most results for the budget' },
			{ name: 'Max Bid', value: 'LOWEST_COST_WITH_MAX_BID', description: 'Never bid more than the amount you set' },
			{ name: 'Target Cost', value: 'TARGET_COST', description: 'Keep the average cost per result near the amount you set' },
		],
		displayOptions: { show },
	},
	{
		displayName: 'Bid Amount',
		name: 'bidAmount',
		type: 'number',
		typeOptions: { numberPrecision: 2, minValue: 0 },
		default: 0,
		description: "The max bid or target cost per result, in the ad account's currency",
		displayOptions: { show: { ...show, bidStrategy: ['LOWEST_COST_WITH_MAX_BID', 'TARGET_COST'] } },
	},
	...placementProperties,
	{ displayName: 'Start Time', name: 'startTime', type: 'dateTime', default: '', description: 'When the ad squad starts; empty starts it now', hint: TIME_HINT, displayOptions: { show } },
	statusField(show, 'ad squad'),
	previewField(show),
	estimateField(show),
	additionalFieldsCollection(show, [
		{
			// Issue 46, point 2: Snap's two windows (docs, "Ad Squads"); sent only when added here, Snap's default otherwise.
			displayName: 'Conversion Window',
			name: 'conversionWindow',
			type: 'options',
			default: DEFAULT_CONVERSION_WINDOW,
			description:
				"Which conversions count for the ad squad and what Snapchat optimizes on. Not added: Snapchat's default, 28-day swipe and 1-day view. With a pixel goal, Snapchat must find the pixel eligible for the window (checked before sending).",
			options: CONVERSION_WINDOWS.map((w) => ({ name: w.name, value: w.value, description: w.description })),
		},
		{ displayName: 'End Time', name: 'endTime', type: 'dateTime', default: '', description: 'When the ad squad stops; needed with a lifetime budget', hint: `${TIME_HINT}. ${DATE_ONLY_END_HINT}` },
		{ displayName: 'Gender', name: 'gender', type: 'options', default: 'ALL', description: 'Who to show the ads to', options: [{ name: 'All', value: 'ALL' }, { name: 'Female', value: 'FEMALE' }, { name: 'Male', value: 'MALE' }] },
		interestsField,
		{ displayName: 'Languages', name: 'languages', type: 'string', default: '', placeholder: 'e.g. en, es', description: 'Two-letter language codes (ISO 639-1), separated by commas' },
		{
			// Issue 46, point 4: Snap targets up to the open top band "55+" since March 2025 (targeting.ts says what is assumed).
			displayName: 'Maximum Age',
			name: 'maxAge',
			type: 'number',
			typeOptions: { minValue: 13, maxValue: 55 },
			default: 55,
			description: 'Oldest age to reach, 13 to 55. 55 means 55 and older (Snapchat\'s top band, sent as "55+"); 50 means 50 and older, as before Snapchat raised the top band.',
		},
		metroIdsField,
		{ displayName: 'Minimum Age', name: 'minAge', type: 'number', typeOptions: { minValue: 13, maxValue: 55 }, default: 18, description: 'Youngest age to reach, 13 to 55 (55 with no Maximum Age reaches 55 and older)' },
		{ displayName: 'Operating System', name: 'operatingSystem', type: 'options', default: 'ALL', description: 'Devices to reach', options: [{ name: 'All', value: 'ALL' }, { name: 'Android', value: 'ANDROID' }, { name: 'iOS', value: 'iOS' }] },
		{
			// A list of the ad account's pixels (issue 42, point 4); the name pixelId stays, so saved IDs are read as before.
			displayName: 'Pixel Name or ID',
			name: 'pixelId',
			type: 'options',
			default: '',
			typeOptions: { loadOptionsMethod: 'getPixels', loadOptionsDependsOn: ['adAccountId.value'] },
			description:
				'The Snap Pixel that measures pixel goals (Pixel Purchases and the like). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
		},
		postalCodesField,
		typedRegionsField,
		regionIdsField,
		{
			displayName: 'Targeting JSON',
			name: 'targetingJson',
			type: 'json',
			default: '{}',
			description:
				'Anything else in Snap\'s targeting format (locations, other interest kinds). Its top-level keys replace the ones built from the fields above; "geos", "interests" or "segments" here is refused while a picker above (or Audience Segments) sets them.',
		},
		TIMES_ZONE_OPTION,
	]),
];

export interface AdSquadInput {
	itemIndex: number;
	adAccountId: string;
	campaignId: string;
	base: Record<string, unknown>;
	budgetType: 'daily' | 'lifetime';
	budget: unknown;
	bidStrategy: unknown;
	bidAmount: unknown;
	start: unknown;
	end: unknown;
	zone?: string;
	/** The audience segments the targeting names (checked against the ad account before sending). */
	segmentIds: string[];
	/** The interests, regions and metros picked (checked against Snap's lookups before sending). */
	lookups: LookupCheck;
	/** What the node changed in what was picked (Chat Feed added to Positions), for the item's warnings. */
	warnings: string[];
}

export function readAdSquadCreate(ctx: IExecuteFunctions, i: number): AdSquadInput {
	const adAccountId = readAdAccountId(ctx, i);
	const campaignId = readLocatorId(ctx, i, 'campaignId', 'Campaign', 'campaign');
	const extra = ctx.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const goal = ctx.getNodeParameter('optimizationGoal', i, 'SWIPES') as string;
	if (!OPTIMIZATION_GOALS.some((g) => g.value === goal)) {
		throw new InputError('Optimization Goal', `Optimization Goal ${showValue(goal)} is not one of the choices`, `Use one of ${OPTIMIZATION_GOALS.map((g) => g.value).join(', ')}.`);
	}
	const placement = ctx.getNodeParameter('placement', i, 'AUTOMATIC');
	// Positions is shown (and readable) only with a custom placement.
	const { placementV2, warnings } = readPlacement(placement, placement === 'CUSTOM' ? ctx.getNodeParameter('positions', i, []) : undefined, goal);
	const pixelId = typeof extra.pixelId === 'string' ? extra.pixelId.trim() : '';
	if (pixelId !== '' && !new RegExp(UUID_PATTERN).test(pixelId)) throw new InputError('Pixel ID', `Pixel ID ${showValue(pixelId)} is not a pixel ID`, 'A pixel ID looks like 5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60 (Events Manager shows it).');
	const window = extra.conversionWindow;
	if (window !== undefined && !CONVERSION_WINDOWS.some((w) => w.value === window)) {
		throw new InputError('Conversion Window', `Conversion Window ${showValue(window)} is not one of the choices`, `Use ${CONVERSION_WINDOWS.map((w) => w.value).join(' or ')}.`);
	}
	const edit = readTargetingEdit(ctx, i, false);
	// Additional Fields' targeting keys have TargetingFields' names (regions, regionIds, metroIds, postalCodes, interests, ages, gender, languages, operatingSystem).
	const built = buildTargeting({
		...extra,
		countries: ctx.getNodeParameter('countries', i, ''),
		expansion: ctx.getNodeParameter('audienceExpansion', i, 'both'),
		raw: extra.targetingJson === '{}' ? undefined : extra.targetingJson,
		segmentsPicked: editedSegmentIds(edit).length > 0,
	});
	const targeting = applyTargetingEdit(built, edit);
	const bidStrategy = ctx.getNodeParameter('bidStrategy', i, 'AUTO_BID');
	// Bid Amount is shown (and readable) only for the strategies that need it.
	const bidAmount = bidStrategy === 'AUTO_BID' ? undefined : ctx.getNodeParameter('bidAmount', i, undefined);
	const budgetType = ctx.getNodeParameter('budgetType', i, 'daily');
	if (budgetType !== 'daily' && budgetType !== 'lifetime') throw new InputError('Budget Type', `Budget Type ${showValue(budgetType)} is not one of the choices`, 'Use daily or lifetime.');
	if (budgetType === 'lifetime' && (extra.endTime === undefined || extra.endTime === '')) {
		throw new InputError('End Time', 'A lifetime budget needs an End Time', 'Add End Time under Additional Fields, or choose a Daily budget.');
	}
	return {
		itemIndex: i,
		adAccountId,
		campaignId,
		base: {
			campaign_id: campaignId,
			name: checkName(ctx.getNodeParameter('name', i, ''), 'Name'),
			type: 'SNAP_ADS',
			status: readStatus(ctx, i),
			targeting,
			optimization_goal: goal,
			billing_event: 'IMPRESSION',
			placement_v2: placementV2,
			...(pixelId !== '' ? { pixel_id: pixelId.toLowerCase() } : {}),
			...(window !== undefined ? { conversion_window: window } : {}),
		},
		budgetType,
		budget: ctx.getNodeParameter('budget', i, undefined),
		bidStrategy,
		bidAmount,
		start: ctx.getNodeParameter('startTime', i, ''),
		end: extra.endTime,
		zone: readZoneOption(extra.timeZone, TIMES_ZONE_OPTION.displayName),
		segmentIds: editedSegmentIds(edit),
		lookups: lookupCheckOf(readTargetingPicks(extra), built),
		warnings,
	};
}

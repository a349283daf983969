/** The fields of Stats -> Get. */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { adAccountLocator, uuidLocator } from '../common/locators';
import { CONVERSION_METRICS, metricOptions } from '../../api/stats/metrics';
import { optionsField } from './options';
import { LEVELS, RESOURCE, type BreakdownName, type StatsLevelName } from './levels';

const OPS = ['get'];
const show = (extra: Record<string, Array<string | boolean>>) => ({ show: { resource: [RESOURCE], operation: OPS, ...extra } });

/** Date Range choices, nearest period first, custom last (see the Date Range field). */
export const DATE_RANGE_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Today', value: 'today', description: 'Today, midnight to midnight (not final yet)' },
	{ name: 'Yesterday', value: 'yesterday', description: 'Yesterday, midnight to midnight' },
	{ name: 'Last 7 Days', value: 'last7Days', description: 'The 7 whole days before today (today not included), as in Ads Manager' },
	{ name: 'Last 14 Days', value: 'last14Days', description: 'The 14 whole days before today (today not included)' },
	{ name: 'Last 30 Days', value: 'last30Days', description: 'The 30 whole days before today (today not included)' },
	{ name: 'This Month', value: 'thisMonth', description: 'From the 1st of this month to the end of today' },
	{ name: 'Last Month', value: 'lastMonth', description: 'The previous calendar month' },
	{ name: 'Custom', value: 'custom', description: 'Choose the start and end yourself' },
];

function entityLocator(level: Exclude<StatsLevelName, 'adAccount'>): INodeProperties {
	const info = LEVELS[level];
	return uuidLocator({
		displayName: info.label,
		name: info.parameter,
		what: info.what,
		searchListMethod: 'searchStatsEntities',
		required: true,
		description: `The ${info.what} to report on. The list shows the ${info.what}s of the ad account chosen above; its time zone and currency are looked up by the node.`,
		resource: RESOURCE,
		operations: OPS,
		show: { level: [level] },
	});
}

const BREAKDOWN_CHOICES: Record<Exclude<BreakdownName, 'none'>, INodePropertyOptions> = {
	campaign: { name: 'By Campaign', value: 'campaign', description: 'One row per campaign and period, with its name' },
	adsquad: { name: 'By Ad Squad', value: 'adsquad', description: "One row per ad squad and period, with its name and its campaign's" },
	ad: { name: 'By Ad', value: 'ad', description: "One row per ad and period, with its name and its ad squad's" },
};

/**
 * One Breakdown field per level (an ad has nothing below it, so none), each listing only the
 * entities below its level, in the order of Level (not alphabetical; at most 4 options, below the
 * 5 from which n8n's sorting rule applies). Separate parameter names, so a choice made at one level
 * is dropped by the editor when Level changes instead of staying selected where it cannot work.
 */
function breakdownFields(): INodeProperties[] {
	return (Object.keys(LEVELS) as StatsLevelName[]).flatMap((level): INodeProperties[] => {
		const info = LEVELS[level];
		if (!info.breakdownParameter) return [];
		return [
			{
				displayName: 'Breakdown',
				name: info.breakdownParameter,
				type: 'options',
				options: [
					{ name: 'None', value: 'none', description: `One row per period for the ${info.what} itself` },
					...info.breakdowns.filter((b): b is Exclude<BreakdownName, 'none'> => b !== 'none').map((b) => BREAKDOWN_CHOICES[b]),
				],
				default: 'none',
				description: `Split the stats of the ${info.what} by the entities below it. Names are read once per run (one list per entity type). To split by country, region, age, gender or device, use Options → Report Dimension.`,
				// Snapchat gives no breakdown by hour: hidden with Hour instead of refused at run time.
				displayOptions: { ...show({ level: [level] }), hide: { granularity: ['HOUR'] } },
			},
		];
	});
}

/** The zone custom dates are read in: one wording for the hint and the errors (statsCustom.ts). */
const RANGE_HINT = "A calendar day such as 2025-07-01, typed or picked, read in the ad account's time zone (for Total, the Time Zone option's when set)";

export const properties: INodeProperties[] = [
	{
		displayName: 'Level',
		name: 'level',
		type: 'options',
		noDataExpression: true,
		// From the whole account down to one ad, as in Ads Manager, not alphabetical. n8n's sorting
		// rule only applies to lists of 5 or more options, so this one needs no exemption.
		options: [
			{
				name: 'Ad Account',
				value: 'adAccount',
				description: 'Stats of a whole ad account. Without a Breakdown, metrics other than Spend are added up from its campaigns.',
			},
			{ name: 'Campaign', value: 'campaign', description: 'Stats of one campaign' },
			{ name: 'Ad Squad', value: 'adSquad', description: 'Stats of one ad squad' },
			{ name: 'Ad', value: 'ad', description: 'Stats of one ad' },
		],
		default: 'adAccount',
		description: 'Which kind of entity to report on',
		displayOptions: show({}),
	},
	adAccountLocator(RESOURCE, OPS, {
		required: true,
		description: "The ad account to report on. Days are cut at midnight in its time zone, and money is in its currency.",
		show: { level: ['adAccount'] },
	}),
	adAccountLocator(RESOURCE, OPS, {
		required: false,
		description: 'Only used to fill the list below. Not needed when you enter the ID: the node finds the ad account itself.',
		show: { level: ['campaign', 'adSquad', 'ad'] },
	}),
	entityLocator('campaign'),
	entityLocator('adSquad'),
	entityLocator('ad'),
	{
		displayName: 'Granularity',
		name: 'granularity',
		type: 'options',
		options: [
			{ name: 'Day', value: 'DAY', description: 'One row per day (days start at midnight in the time zone)' },
			{ name: 'Hour', value: 'HOUR', description: 'One row per hour. Reach, frequency and breakdowns are not available; for a whole ad account, Spend only.' },
			{ name: 'Lifetime', value: 'LIFETIME', description: 'One row for the whole life of the entity; no date range' },
			{ name: 'Total', value: 'TOTAL', description: 'One row for the whole date range (one per 32 days for longer ranges)' },
		],
		default: 'DAY',
		description: 'How the period is cut into rows',
		displayOptions: show({}),
	},
	{
		displayName: 'Date Range',
		name: 'dateRange',
		type: 'options',
		// In the order people think of periods (issue 21), not alphabetically (Last 14 / 30 / 7 Days).
		// n8n's sorting rule checks option lists written inline; n8n's own nodes exempt such lists with
		// an eslint-disable comment, which n8n's community scanner ignores, so the list is a named
		// constant (DATE_RANGE_OPTIONS, above) that the rule does not reorder.
		options: DATE_RANGE_OPTIONS,
		default: 'yesterday',
		description: "The period to report on. Days are read in the ad account's time zone, daylight saving included.",
		displayOptions: show({ granularity: ['DAY', 'TOTAL', 'HOUR'] }),
	},
	{
		displayName: 'Start Date',
		name: 'startDate',
		// A string, not dateTime: n8n's date picker drops a typed date it cannot parse as a date-time
		// (issue 31 point 5); the node reads the calendar date itself (statsCustom.ts).
		type: 'string',
		default: '',
		required: true,
		description: 'The first day to include (YYYY-MM-DD), or an expression such as {{ $today.minus({ days: 7 }) }}',
		hint: RANGE_HINT,
		placeholder: 'e.g. 2025-07-01',
		displayOptions: show({ granularity: ['DAY', 'TOTAL'], dateRange: ['custom'] }),
	},
	{
		displayName: 'End Date',
		name: 'endDate',
		// A string, not dateTime: n8n's date picker drops a typed date it cannot parse as a date-time
		// (issue 31 point 5); the node reads the calendar date itself (statsCustom.ts).
		type: 'string',
		default: '',
		required: true,
		description: 'The last day to include (YYYY-MM-DD; this day is included), or an expression such as {{ $today.minus({ days: 1 }) }}',
		hint: RANGE_HINT,
		placeholder: 'e.g. 2025-07-31',
		displayOptions: show({ granularity: ['DAY', 'TOTAL'], dateRange: ['custom'] }),
	},
	// Start Time and End Time are the Hour forms of Start Date and End Date: the same parameters
	// (n8n keeps a value while one field of its name is shown), so switching Day to Hour keeps the
	// dates already typed, and a date alone is read as that whole day (statsWindows.ts).
	{
		displayName: 'Start Time',
		name: 'startDate',
		type: 'string', // as Start Date: typed text is kept
		default: '',
		required: true,
		description: 'The first hour to include, on a whole hour; a date alone (2025-07-01) starts at its midnight',
		hint: 'With Z or an offset it is that instant; otherwise read in the time zone. Times skipped by a clock change are refused; repeated ones take the earlier.',
		placeholder: 'e.g. 2025-07-01T00:00',
		displayOptions: show({ granularity: ['HOUR'], dateRange: ['custom'] }),
	},
	{
		displayName: 'End Time',
		name: 'endDate',
		type: 'string', // as Start Date: typed text is kept
		default: '',
		required: true,
		description: 'Where the range ends, on a whole hour; this hour is not included (00:00 to 06:00 gives 6 hours). A date alone (2025-07-01) is included, as End Date: the range ends at the midnight after it.',
		hint: 'With Z or an offset it is that instant; otherwise read in the time zone',
		placeholder: 'e.g. 2025-07-02T00:00',
		displayOptions: show({ granularity: ['HOUR'], dateRange: ['custom'] }),
	},
	{
		displayName: 'Metrics',
		name: 'metrics',
		type: 'multiOptions',
		options: metricOptions(),
		default: ['impressions', 'swipes', 'spend'],
		description: 'The numbers to report. Money (spend, values) is an exact amount in the account currency (spend, with currency beside it), and as Snapchat sends it in micro-currency (spend_micro): round the amount where you display it. Every other conversion event is under Conversion Metrics.',
		displayOptions: show({}),
	},
	// Issue 46, point 6: the conversion events and their values in a picker of their own (n8n's lists
	// have no groups; type in the list to search it), so Metrics stays short and every saved Metrics
	// value keeps working. Both are asked for in one request (metrics.ts, chosenMetrics).
	{
		displayName: 'Conversion Metrics',
		name: 'conversionMetrics',
		type: 'multiOptions',
		options: metricOptions(CONVERSION_METRICS),
		default: [],
		description:
			'Conversions attributed to the ads, per event (purchases, sign-ups, add to cart, custom events …), each as a count and as a value (money, like Spend: the amount, and Snapchat\'s micro-currency in …_value_micro). Type to search the list. To split each by where it happened, add Options → Conversion Source Types: Web and App give e.g. conversion_save_web and conversion_save_app beside the total.',
		displayOptions: show({}),
	},
	...breakdownFields(),
	optionsField(show({})),
];

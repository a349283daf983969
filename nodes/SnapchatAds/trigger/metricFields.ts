/** The fields of Metric Passed a Threshold (shown only for that event). */
import type { INodeProperties } from 'n8n-workflow';

import { RESULT_METRICS, type ResultKey } from '../api/stats/results';

const on = (more: Record<string, string[]> = {}) => ({ show: { event: ['metricPassedThreshold'], ...more } });

/** The trigger's selection of the one list of results (api/stats/results.ts): all of them. */
const RESULT_KEYS = ['purchases', 'sign_ups', 'swipes', 'installs', 'leads', 'add_to_cart', 'start_checkout', 'subscribes', 'start_trial', 'app_opens', 'page_views'] as const satisfies readonly ResultKey[];

/** What counts as a result for Cost per Result; the option value saved is the result's Snap field. */
export const RESULTS = RESULT_KEYS.map((key) => RESULT_METRICS[key]);

export const metricProperties: INodeProperties[] = [
	{
		displayName: 'Level',
		name: 'metricLevel',
		type: 'options',
		default: 'adSquad',
		options: [
			{ name: 'Campaign', value: 'campaign' },
			{ name: 'Ad Squad', value: 'adSquad' },
			{ name: 'Ad', value: 'ad' },
		],
		description: 'Whether to judge each campaign, each ad squad or each ad on its own',
		displayOptions: on(),
	},
	{
		displayName: 'Watch',
		name: 'metricWatch',
		type: 'options',
		default: 'active',
		options: [
			{ name: 'Active Ones', value: 'active', description: 'Every campaign, ad squad or ad of the ad account whose status is Active' },
			{ name: 'Picked Ones', value: 'picked', description: 'Only the IDs you enter, whatever their status' },
		],
		description: 'Which campaigns, ad squads or ads to judge',
		displayOptions: on(),
	},
	{
		displayName: 'IDs',
		name: 'metricIds',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60, 6a1f…',
		description: 'The IDs of the campaigns, ad squads or ads to judge (of the chosen Level), separated by commas or new lines. Copy an ID from Ads Manager or from a Get Many of the Snapchat Ads node.',
		displayOptions: on({ metricWatch: ['picked'] }),
	},
	{
		displayName: 'Metric',
		name: 'metric',
		type: 'options',
		default: 'costPerResult',
		options: [
			{ name: 'Cost per Result Above', value: 'costPerResult', description: 'Spend divided by the chosen result (e.g. cost per purchase) is over the limit' },
			{ name: 'CPM Above', value: 'cpm', description: 'Spend per 1,000 impressions is over the limit' },
			{ name: 'Return on Ad Spend Below', value: 'roas', description: 'Purchase value divided by spend is under the limit (e.g. 2 for 200%)' },
			{ name: 'Swipe-Up Rate Below', value: 'swipeUpRate', description: 'Swipe ups per impression, in percent, is under the limit' },
		],
		description: 'What to judge, and on which side of the limit the workflow starts',
		displayOptions: on(),
	},
	{
		displayName: 'Result',
		name: 'resultField',
		type: 'options',
		default: 'conversion_purchases',
		options: [...RESULTS].sort((a, b) => (a.many < b.many ? -1 : 1)).map(({ many, field }) => ({ name: many, value: field })),
		description: 'What one result is: cost per result is spend divided by how many of these Snapchat counted',
		displayOptions: on({ metric: ['costPerResult'] }),
	},
	{
		displayName: 'Limit',
		name: 'metricLimit',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 2 },
		default: 30,
		description:
			"The line. Cost per Result and CPM: an amount in the ad account's currency (e.g. 30 for $30.00). Return on Ad Spend: a ratio (2 means purchase value is twice the spend). Swipe-Up Rate: a percentage (0.5 for 0.5%).",
		displayOptions: on(),
	},
	{
		displayName: 'Over the Last',
		name: 'metricDays',
		type: 'options',
		default: 3,
		options: [
			{ name: 'Today So Far', value: 0 },
			{ name: '1 Day (Yesterday)', value: 1 },
			{ name: '3 Days', value: 3 },
			{ name: '7 Days', value: 7 },
			{ name: '14 Days', value: 14 },
			{ name: '28 Days', value: 28 },
		],
		description: "The window judged: the last whole days of the ad account's own days (its time zone), today not included, or today so far. Snapchat's figures of the last two days can still change a little.",
		displayOptions: on(),
	},
	{
		displayName: 'Minimum Spend',
		name: 'minSpend',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 2 },
		default: 50,
		description: "Judge only what spent at least this much in the window, in the ad account's currency, so a few early figures cannot start the workflow",
		displayOptions: on(),
	},
	{
		displayName: 'Minimum Results',
		name: 'minResults',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 0,
		description: 'Judge only what has at least this many results in the window (purchases for Return on Ad Spend). With 0, spend without any result counts as a cost per result above every limit.',
		displayOptions: on({ metric: ['costPerResult', 'roas'] }),
	},
	{
		displayName: 'Minimum Impressions',
		name: 'minImpressions',
		type: 'number',
		typeOptions: { minValue: 0 },
		default: 1000,
		description: 'Judge only what was shown at least this many times in the window',
		displayOptions: on({ metric: ['swipeUpRate', 'cpm'] }),
	},
	{
		displayName: 'Recovery Margin (%)',
		name: 'recoveryMargin',
		type: 'number',
		typeOptions: { minValue: 0, maxValue: 90 },
		default: 10,
		description:
			'The workflow starts once when something passes the line, and again only after it came back by this much: with a limit of 30 and 10%, a cost per result must fall to 27 or less first. 0 means back on the right side of the line.',
		displayOptions: on(),
	},
];

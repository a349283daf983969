/** The trigger's fields: the event, the ad account, and each event's options. */
import type { INodeProperties } from 'n8n-workflow';

import { adAccountLocator, uuidLocator } from '../actions/common/locators';
import { pixelHealthFields } from './pixelHealth/fields';
import { metricProperties } from './metricFields';

export const EVENTS = ['adReviewStatusChanged', 'deliveryStatusChanged', 'spendPassedLimit', 'audienceSegmentReady', 'pixelHealthChanged', 'metricPassedThreshold'] as const;
export type TriggerEvent = (typeof EVENTS)[number];

const on = (event: TriggerEvent) => ({ show: { event: [event] } });

export const properties: INodeProperties[] = [
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		default: 'adReviewStatusChanged',
		description: 'What starts the workflow. Snapchat is checked at the times set under Poll Times (every 5 minutes unless you change it).',
		options: [
			{
				name: 'Ad Review Status Changed',
				value: 'adReviewStatusChanged',
				description: 'An ad was rejected (with Snapchat\'s reasons) or approved',
			},
			{
				name: 'Audience Segment Ready',
				value: 'audienceSegmentReady',
				description: 'A customer list became ready to target, or its upload finished',
			},
			{
				name: 'Delivery Status Changed',
				value: 'deliveryStatusChanged',
				description: 'A campaign, ad squad or ad was paused or resumed, or stopped or started delivering',
			},
			{
				name: 'Metric Passed a Threshold',
				value: 'metricPassedThreshold',
				description: 'A campaign, ad squad or ad\'s cost per result, CPM, return on ad spend or swipe-up rate over the last days passed a limit (once, again after it recovered)',
			},
			{
				name: 'Pixel Health Changed',
				value: 'pixelHealthChanged',
				description: 'A Snap Pixel went quiet or came back, an event type stopped, its data quality dropped, or it lost eligibility for a goal live ad squads use',
			},
			{
				name: 'Spend Passed a Limit',
				value: 'spendPassedLimit',
				description: 'Today\'s spend of the ad account or of a campaign went over an amount (once per day)',
			},
		],
	},
	adAccountLocator(undefined, undefined, {
		required: true,
		description: 'The ad account to watch',
	}),
	{
		displayName: 'Review Status',
		name: 'reviewStatus',
		type: 'options',
		default: 'rejected',
		options: [
			{ name: 'Rejected', value: 'rejected', description: 'Start the workflow when an ad is rejected' },
			{ name: 'Approved', value: 'approved', description: 'Start the workflow when an ad is approved' },
			{ name: 'Rejected or Approved', value: 'either', description: 'Start the workflow for both' },
		],
		description: 'Which review result starts the workflow',
		displayOptions: on('adReviewStatusChanged'),
	},
	{
		displayName: 'Level',
		name: 'level',
		type: 'options',
		default: 'campaign',
		options: [
			{ name: 'Campaign', value: 'campaign' },
			{ name: 'Ad Squad', value: 'adSquad' },
			{ name: 'Ad', value: 'ad' },
		],
		description: 'Whether to watch campaigns, ad squads or ads',
		displayOptions: on('deliveryStatusChanged'),
	},
	uuidLocator({
		displayName: 'Campaign',
		name: 'campaignId',
		what: 'campaign',
		searchListMethod: 'searchCampaigns',
		required: false,
		description: 'Only watch this campaign (and its ad squads or ads). Leave empty to watch the whole ad account.',
		show: { event: ['deliveryStatusChanged'] },
	}),
	{
		displayName: 'Watch',
		name: 'watch',
		type: 'options',
		default: 'any',
		options: [
			{
				name: 'Status or Delivery Status',
				value: 'any',
				description: 'Someone paused or resumed it, or Snapchat started or stopped delivering it',
			},
			{ name: 'Status Only', value: 'status', description: 'Someone paused or resumed it (ACTIVE / PAUSED)' },
			{
				name: 'Delivery Status Only',
				value: 'deliveryStatus',
				description: 'Snapchat started or stopped delivering it, e.g. the budget ran out',
			},
		],
		description: 'Which change starts the workflow; the output has the old and the new values',
		displayOptions: on('deliveryStatusChanged'),
	},
	{
		displayName: 'Spend Of',
		name: 'spendOf',
		type: 'options',
		default: 'adAccount',
		options: [
			{ name: 'Ad Account', value: 'adAccount', description: 'The whole ad account\'s spend today' },
			{ name: 'Each Campaign', value: 'campaign', description: 'Each campaign\'s own spend today' },
		],
		description: 'Whose spend to compare with the limit. "Today" is the ad account\'s own day, in its time zone.',
		displayOptions: on('spendPassedLimit'),
	},
	{
		displayName: 'Spend Limit',
		name: 'spendLimit',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 2 },
		default: 100,
		description: 'Start the workflow when today\'s spend goes over this amount, in the ad account\'s currency (e.g. 100 for $100.00). At most once per ad account or campaign and day.',
		displayOptions: on('spendPassedLimit'),
	},
	{
		displayName: 'Ready When',
		name: 'segmentReady',
		type: 'options',
		default: 'targetable',
		options: [
			{ name: 'Ready to Target', value: 'targetable', description: 'Snapchat matched enough users to use it in ads (targetable status READY)' },
			{ name: 'Upload Finished', value: 'uploadComplete', description: 'Snapchat finished processing an upload (upload status COMPLETE)' },
			{ name: 'Either', value: 'either', description: 'Start the workflow for both' },
		],
		description: 'Which change of a customer list starts the workflow',
		displayOptions: on('audienceSegmentReady'),
	},
	...pixelHealthFields(on('pixelHealthChanged')),
	...metricProperties,
];

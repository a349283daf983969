/**
 * The fields of Stats -> Get Spend and Results by Entity (issue 47 point 3, issue 49 point 7) and
 * their reader: one ad account, the entity level of the rows, a date range in the account's days,
 * the result counted, whether days are given, and the cost-per-result filter. Everything is
 * checked here, before any request; the range itself is resolved once the account's zone is known.
 */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { toMicro } from '../../../shared/input/money';
import { convertInputErrors } from '../../../shared/items/items';
import { adAccountLocator, readAdAccountId } from '../common/locators';
import { oneOf } from '../common/choice';
import { DATE_PRESETS, resolveStatsRange, type DatePreset } from '../../time/statsWindows';
import { RESULT_METRICS, type ResultKey } from '../../api/stats/results';
import { DATE_RANGE_OPTIONS, RANGE_HINT } from './fields';
import { RESOURCE } from './levels';

export const OPERATION = 'getByEntity';
const OPS = [OPERATION];
const show = (extra: Record<string, string[]> = {}) => ({ show: { resource: [RESOURCE], operation: OPS, ...extra } });

export type EntityLevel = 'campaign' | 'adsquad' | 'ad';
export type DaysShape = 'none' | 'inside' | 'rows';

/**
 * The results a row can count, from the one list (api/stats/results.ts), in this order; the option
 * values are its keys. Fewer than the trigger offers: start checkout, subscribes and start trial are
 * not among them (as before the list was shared).
 */
export const RESULT_NAMES = ['purchases', 'sign_ups', 'swipes', 'installs', 'leads', 'app_opens', 'add_to_cart', 'page_views'] as const satisfies readonly ResultKey[];
export type ResultName = (typeof RESULT_NAMES)[number];

const LEVEL_CHOICES: EntityLevel[] = ['campaign', 'adsquad', 'ad'];
const DAYS_CHOICES: DaysShape[] = ['none', 'inside', 'rows'];
const IDLE_CHOICES = ['leaveOut', 'include'] as const;

const FIELD = {
	level: 'Rows For',
	result: 'Result',
	days: 'Days',
	above: 'Only Where Cost per Result Is Above',
	minSpend: 'Minimum Spend',
	idle: 'Entities Without Delivery',
} as const;

export const properties: INodeProperties[] = [
	adAccountLocator(RESOURCE, OPS, {
		required: true,
		description: 'The ad account to report on. Days are cut at midnight in its time zone, and money is in its currency.',
	}),
	{
		displayName: FIELD.level,
		name: 'entityLevel',
		type: 'options',
		// From the top down, as in Ads Manager (3 options: n8n's sorting rule starts at 5).
		options: [
			{ name: 'Campaigns', value: 'campaign', description: 'One row per campaign of the ad account' },
			{ name: 'Ad Squads', value: 'adsquad', description: 'One row per ad squad, with its campaign_id' },
			{ name: 'Ads', value: 'ad', description: 'One row per ad, with its ad_squad_id' },
		],
		default: 'campaign',
		description: 'Which entities of the ad account get a row. The whole account is read in one stats request (Snapchat\'s breakdown) and one list request for the names.',
		displayOptions: show(),
	},
	{
		displayName: 'Date Range',
		name: 'dateRange',
		type: 'options',
		options: DATE_RANGE_OPTIONS,
		default: 'yesterday',
		description: "The period to report on, in the ad account's days (its time zone, daylight saving included)",
		displayOptions: show(),
	},
	{
		displayName: 'Start Date',
		name: 'startDate',
		type: 'string',
		default: '',
		required: true,
		description: 'The first day to include (YYYY-MM-DD)',
		hint: RANGE_HINT,
		placeholder: 'e.g. 2025-07-01',
		displayOptions: show({ dateRange: ['custom'] }),
	},
	{
		displayName: 'End Date',
		name: 'endDate',
		type: 'string',
		default: '',
		required: true,
		description: 'The last day to include (YYYY-MM-DD; this day is included)',
		hint: RANGE_HINT,
		placeholder: 'e.g. 2025-07-31',
		displayOptions: show({ dateRange: ['custom'] }),
	},
	{
		displayName: FIELD.result,
		name: 'result',
		type: 'options',
		// The most asked first (not alphabetical): a named constant would be reordered by nobody, but
		// n8n's sorting rule checks inline lists of 5 or more, so the list is built from RESULT_METRICS.
		options: RESULT_NAMES.map((value) => ({ name: RESULT_METRICS[value].many, value, description: `Counts ${RESULT_METRICS[value].field} as the result; cost_per_result is spend ÷ that count` })),
		default: 'purchases',
		description: 'What counts as a result: each row gives results, cost_per_result (spend ÷ results, in the account currency) and, for purchases, sign-ups and add to cart, result_value',
		displayOptions: show(),
	},
	{
		displayName: FIELD.days,
		name: 'days',
		type: 'options',
		options: [
			{ name: 'Totals Only', value: 'none', description: 'One row per entity with the totals of the range' },
			{
				name: 'Totals, Each Day Inside',
				value: 'inside',
				description: 'One row per entity with the totals, and daily_spend and daily_results: one number per day from start_date on (compact, for AI assistants)',
			},
			{ name: 'One Row per Entity and Day', value: 'rows', description: 'One row per entity and day with a date column, ready for a sheet' },
		],
		default: 'none',
		description: 'Whether the rows also give each day',
		displayOptions: show(),
	},
	{
		displayName: FIELD.above,
		name: 'costPerResultAbove',
		type: 'number',
		typeOptions: { minValue: 0, numberPrecision: 2 },
		default: 0,
		description:
			'Only entities whose cost per result is above this amount (account currency), e.g. for an alert; entities without results count when their spend alone is above it. 0 gives every entity.',
		displayOptions: show(),
	},
	{
		displayName: 'Options',
		name: 'byEntityOptions',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: show(),
		options: [
			{
				displayName: FIELD.idle,
				name: 'idle',
				type: 'options',
				options: [
					{ name: 'Leave Out', value: 'leaveOut', description: 'Only entities with spend, impressions or results in the range' },
					{ name: 'Include', value: 'include', description: 'Every entity Snapchat reports, with zeros' },
				],
				default: 'leaveOut',
				description: 'Whether entities that did not deliver in the range get a row',
			},
			{
				displayName: FIELD.minSpend,
				name: 'minimumSpend',
				type: 'number',
				typeOptions: { minValue: 0, numberPrecision: 2 },
				default: 0,
				description: 'Only entities that spent at least this much in the range (account currency), so one early result cannot make a row stand out',
			},
		],
	},
];

export interface ByEntityInput {
	adAccountId: string;
	level: EntityLevel;
	preset: DatePreset;
	customStart?: unknown;
	customEnd?: unknown;
	result: ResultName;
	days: DaysShape;
	/** Cost-per-result filter in micro; 0: none. */
	aboveMicro: number;
	minSpendMicro: number;
	includeIdle: boolean;
}

/** A money filter: an amount of 0 or more (empty counts as 0: no filter). */
function amountOrZero(value: unknown, field: string): number {
	if (value === undefined || value === null || value === '') return 0;
	return toMicro(value, field, { allowZero: true });
}

/** The item's fields, checked; throws the item's NodeOperationError naming the field. */
export function readByEntityInput(ctx: IExecuteFunctions, i: number): ByEntityInput {
	const adAccountId = readAdAccountId(ctx, i);
	return convertInputErrors(ctx, i, () => {
		const options = ctx.getNodeParameter('byEntityOptions', i, {}) as Record<string, unknown>;
		const input: ByEntityInput = {
			adAccountId,
			level: oneOf(ctx.getNodeParameter('entityLevel', i, 'campaign'), LEVEL_CHOICES, FIELD.level),
			preset: oneOf(ctx.getNodeParameter('dateRange', i, 'yesterday'), DATE_PRESETS, 'Date Range'),
			result: oneOf(ctx.getNodeParameter('result', i, 'purchases'), RESULT_NAMES, FIELD.result),
			days: oneOf(ctx.getNodeParameter('days', i, 'none'), DAYS_CHOICES, FIELD.days),
			aboveMicro: amountOrZero(ctx.getNodeParameter('costPerResultAbove', i, 0), FIELD.above),
			minSpendMicro: amountOrZero(options.minimumSpend, FIELD.minSpend),
			includeIdle: oneOf(options.idle ?? 'leaveOut', IDLE_CHOICES, FIELD.idle) === 'include',
		};
		if (input.preset === 'custom') {
			input.customStart = ctx.getNodeParameter('startDate', i, '');
			input.customEnd = ctx.getNodeParameter('endDate', i, '');
			// Syntax, order and length of the dates, before any request (the zone comes later).
			resolveByEntityRange(input, 'UTC', 0);
		}
		return input;
	});
}

/** The item's range in the account's zone: Day boundaries, whatever the Days field says. Throws InputError. */
export function resolveByEntityRange(input: ByEntityInput, zone: string, nowMs: number) {
	if (!zone) throw new InputError('Ad Account', 'Snapchat did not give the time zone of the ad account', 'Check the ad account in Ads Manager: it needs a time zone');
	return resolveStatsRange({ preset: input.preset, granularity: 'DAY', zone, nowMs, customStart: input.customStart, customEnd: input.customEnd });
}

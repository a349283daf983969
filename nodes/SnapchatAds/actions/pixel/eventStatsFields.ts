/**
 * The fields of Get Event Stats and their reading, checked before any request: the domains (empty:
 * those Snap's domain stats list), the date range in the ad account's days, at most
 * MAX_EVENT_STATS_DAYS (Snap's DAY limit) and a bounded number of domains (one request each).
 */
import type { IExecuteFunctions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { MAX_EVENT_STATS_DAYS } from '../../api/pixel/eventStats';
import { addDays, daysBetween, formatDate } from '../../time/localCalendar';
import { calendarDateOf } from '../../time/statsCustom';
import type { DatePreset } from '../../time/statsWindows';
import { InputError } from '../../../shared/input/validation';
import { RESOURCE } from './shared';

/** Our bound, not Snap's: each domain costs one request. */
export const MAX_DOMAINS = 25;
const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const show = (extra: Record<string, string[]> = {}) => ({ show: { resource: [RESOURCE], operation: ['getEventStats'], ...extra } });

// In the order people think of periods (not alphabetically), as the Stats resource's list.
const RANGE_OPTIONS: INodePropertyOptions[] = [
	{ name: 'Yesterday', value: 'yesterday', description: 'Yesterday, midnight to midnight in the ad account\'s time zone' },
	{ name: 'Last 7 Days', value: 'last7Days', description: 'The 7 whole days before today (today not included)' },
	{ name: 'Last 14 Days', value: 'last14Days', description: 'The 14 whole days before today (today not included)' },
	{ name: 'Last 30 Days', value: 'last30Days', description: 'The 30 whole days before today (today not included)' },
	{ name: 'Today', value: 'today', description: 'Today so far (counts still growing)' },
	{ name: 'Custom', value: 'custom', description: `Choose the first and last day yourself (at most ${MAX_EVENT_STATS_DAYS} days)` },
];
const PRESETS = RANGE_OPTIONS.map((o) => o.value as string);

export const eventStatsFields: INodeProperties[] = [
	{
		displayName: 'Domains',
		name: 'domains',
		type: 'string',
		default: '',
		placeholder: 'e.g. shop.example.com, www.example.com',
		description: `The website domains to read, separated by commas (one request each, at most ${MAX_DOMAINS}). Empty: every domain that fired the pixel in Snap's rolling 7-day window (one more request).`,
		displayOptions: show(),
	},
	{
		displayName: 'Date Range',
		name: 'dateRange',
		type: 'options',
		options: RANGE_OPTIONS,
		default: 'last7Days',
		description: `The days to read, cut at midnight in the ad account's time zone, daylight saving included. Snap gives at most ${MAX_EVENT_STATS_DAYS} days per request.`,
		displayOptions: show(),
	},
	{
		displayName: 'Start Date',
		name: 'startDate',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 2026-06-01',
		description: 'The first day to include (YYYY-MM-DD, a day of the ad account\'s time zone), or an expression such as {{ $today.minus({ days: 14 }) }}',
		displayOptions: show({ dateRange: ['custom'] }),
	},
	{
		displayName: 'End Date',
		name: 'endDate',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 2026-06-14',
		description: `The last day to include (YYYY-MM-DD; this day is included), at most ${MAX_EVENT_STATS_DAYS} days after the start`,
		displayOptions: show({ dateRange: ['custom'] }),
	},
];

export interface EventStatsInput {
	/** Empty: the domains of Snap's domain stats. */
	domains: string[];
	preset: DatePreset;
	customStart?: unknown;
	customEnd?: unknown;
}

function readDomains(raw: unknown): string[] {
	const text = typeof raw === 'string' ? raw : '';
	const list = [...new Set(text.split(/[,\n]/).map((d) => d.trim().toLowerCase()).filter((d) => d !== ''))];
	const bad = list.find((d) => !HOSTNAME.test(d));
	if (bad !== undefined) {
		throw new InputError('Domains', `Domains: "${bad.slice(0, 60)}" is not a domain name`, 'Give domains as Snap lists them, e.g. shop.example.com, without https:// or a path, separated by commas');
	}
	if (list.length > MAX_DOMAINS) {
		throw new InputError('Domains', `Domains lists ${list.length} domains, more than ${MAX_DOMAINS}`, `Each domain costs one request: split them over several items of at most ${MAX_DOMAINS}`);
	}
	return list;
}

/** The item's input, checked: a custom range over Snap's limit is refused here, before any request. */
export function readEventStatsInput(ctx: IExecuteFunctions, i: number): EventStatsInput {
	const domains = readDomains(ctx.getNodeParameter('domains', i, ''));
	const preset = ctx.getNodeParameter('dateRange', i, 'last7Days') as string;
	if (!PRESETS.includes(preset)) throw new InputError('Date Range', `Date Range "${String(preset).slice(0, 30)}" is not one of the choices`, 'Choose one of the listed ranges, or Custom');
	if (preset !== 'custom') return { domains, preset: preset as DatePreset };
	const customStart = ctx.getNodeParameter('startDate', i, '') as unknown;
	const customEnd = ctx.getNodeParameter('endDate', i, '') as unknown;
	// Calendar dates are the same in every zone: counted here (zone stand-in UTC) before the account is read.
	const from = calendarDateOf(customStart, 'UTC', 'Start Date', 'start');
	const last = calendarDateOf(customEnd, 'UTC', 'End Date', 'end');
	const days = daysBetween(from, last) + 1;
	if (days < 1) throw new InputError('End Date', `End Date (${formatDate(last)}) is before Start Date (${formatDate(from)})`, `Choose an End Date on or after ${formatDate(from)}; the end date is included`);
	if (days > MAX_EVENT_STATS_DAYS) {
		throw new InputError(
			'End Date',
			`The range ${formatDate(from)} to ${formatDate(last)} spans ${days} days, more than the ${MAX_EVENT_STATS_DAYS} Snap gives per request`,
			`Choose an End Date no later than ${formatDate(addDays(from, MAX_EVENT_STATS_DAYS - 1))}, or split the range over several items`,
		);
	}
	return { domains, preset: 'custom', customStart, customEnd };
}

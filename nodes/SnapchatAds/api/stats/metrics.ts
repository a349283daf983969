/**
 * The stats metrics the node offers (spec/stats.md, "Common metric names"), with display names and
 * descriptions, and the rules that depend on the metric: which are money (micro-currency), which
 * HOUR granularity cannot give and which cannot be added up across campaigns.
 *
 * Refused before sending is only what a public source states (issue 18):
 * - Hour with reach, frequency, uniques or a breakdown dimension: a public data connector's
 *   documentation (shared/spec/stats.md, "HOUR granularity", seen in clients). Conversion metrics
 *   are NOT refused with Hour: another public client requests them hourly. Whatever else Snapchat
 *   refuses is sent, and Snapchat's own reason is passed through.
 * - An ad account without a breakdown serves only `spend` (live answer E1008, "Unsupported Stats
 *   Query: Only field 'spend' should be used when querying AdAccount stats", reported by several
 *   public clients): the node asks with a campaign breakdown and adds the campaigns up, which it
 *   cannot do for reach and frequency.
 *
 * Conversion metrics (their names and what is known of them): conversionEvents.ts.
 */
import type { INodePropertyOptions } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { CONVERSION_EVENTS } from './conversionEvents';

export interface MetricInfo {
	value: string;
	name: string;
	description: string;
	/** HOUR granularity cannot give it (a public data connector: reach, frequency, uniques). */
	notHourly?: boolean;
	/** Cannot be added up across campaigns (one person can see several). */
	notAdditive?: boolean;
}

export const METRICS: readonly MetricInfo[] = Object.freeze([
	{ value: 'impressions', name: 'Impressions', description: 'How many times the ads were shown' },
	{ value: 'swipes', name: 'Swipe Ups', description: 'How many times people swiped up on the ads' },
	{
		value: 'spend',
		name: 'Spend',
		description: 'Amount spent in the account currency (spend), and in micro-currency as Snapchat sends it (spend_micro)',
	},
	{ value: 'quartile_1', name: 'Video Views to 25%', description: 'Video views that reached 25% of the video' },
	{ value: 'quartile_2', name: 'Video Views to 50%', description: 'Video views that reached 50% of the video' },
	{ value: 'quartile_3', name: 'Video Views to 75%', description: 'Video views that reached 75% of the video' },
	{ value: 'view_completion', name: 'Video Completions', description: 'Video views watched to the end' },
	{ value: 'video_views', name: 'Video Views', description: 'Video views of at least 2 seconds, or a swipe up' },
	{
		value: 'screen_time_millis',
		// Not "Screen Time (ms)" (issue 21): n8n's lint wants title case ("Ms"), and its community
		// scanner ignores eslint-disable comments, so the unit is written out.
		name: 'Screen Time (Milliseconds)',
		description: 'Total time the ads were on screen, in milliseconds',
	},
	{
		value: 'uniques',
		name: 'Reach',
		description: "Distinct Snapchatters who saw the ads (Snapchat's field uniques). Not available with Hour granularity, nor for a whole ad account without a Breakdown.",
		notHourly: true,
		notAdditive: true,
	},
	{
		value: 'frequency',
		name: 'Frequency',
		description: 'Average times each Snapchatter saw the ads. Not available with Hour granularity, nor for a whole ad account without a Breakdown.',
		notHourly: true,
		notAdditive: true,
	},
	{
		value: 'conversion_purchases',
		name: 'Purchases',
		description: 'Purchase conversions',
	},
	{
		value: 'conversion_purchases_value',
		name: 'Purchase Value',
		description:
			'Value of purchase conversions in the account currency, and in micro-currency (_micro)',
	},
	{
		value: 'conversion_sign_ups',
		name: 'Sign Ups',
		description: 'Sign-up conversions',
	},
	{
		value: 'conversion_add_cart',
		name: 'Add to Cart',
		description: 'Add-to-cart conversions',
	},
	{
		value: 'conversion_page_views',
		name: 'Page Views',
		description: 'Page-view conversions',
	},
	{
		value: 'conversion_app_opens',
		name: 'App Opens',
		description: 'App-open conversions',
	},
	{
		value: 'total_installs',
		name: 'App Installs',
		description: 'App installs attributed to the ads',
	},
]);

export const DEFAULT_METRICS = ['impressions', 'swipes', 'spend'];

/** The Conversion Metrics picker: each event's count and value (`<field>_value`, money). */
export const CONVERSION_METRICS: readonly MetricInfo[] = Object.freeze(
	CONVERSION_EVENTS.flatMap(({ field, count, value, what }): MetricInfo[] => [
		{ value: field, name: count, description: `Number of ${what} attributed to the ads (${field})` },
		{ value: `${field}_value`, name: value, description: `Value of ${what} in the account currency, and in micro-currency (${field}_value_micro)` },
	]),
);

/** Every metric the node knows, Metrics' and Conversion Metrics' (one entry per Snap field). */
const ALL_METRICS: ReadonlyMap<string, MetricInfo> = new Map([...CONVERSION_METRICS, ...METRICS].map((m) => [m.value, m]));

/** Metrics that cannot be added up across campaigns (one person can see several). */
export function isNotAdditive(metric: string): boolean {
	return ALL_METRICS.get(metric)?.notAdditive === true;
}

/**
 * Options for the n8n multi-select, sorted by display name as n8n's lint rules ask. Compared as
 * lower-case text, not with localeCompare: this runs when the node is loaded, and the first
 * localeCompare of a process sets up ICU's collator (about 5 ms, an eighth of the node's load time).
 */
export function metricOptions(list: readonly MetricInfo[] = METRICS): INodePropertyOptions[] {
	const key = (name: string) => name.toLowerCase();
	return [...list]
		.sort((a, b) => (key(a.name) < key(b.name) ? -1 : key(a.name) > key(b.name) ? 1 : 0))
		.map(({ name, value, description }) => ({ name, value, description }));
}

/**
 * True for fields Snap gives in micro-currency: `spend`, every `*_value`, and a value's split by
 * source with Conversion Source Types (`conversion_purchases_value_web`, `_app`, `_offline`: the
 * names of a public connector's schema, FROM A CLIENT ONLY).
 */
export function isMicroField(field: string): boolean {
	return field === 'spend' || /_value(?:_(?:web|app|offline))?$/.test(field);
}

/** A refused choice of metrics (field 'Metrics') or breakdown (field 'Breakdown'). */
export class MetricsError extends InputError {
	constructor(message: string, hint: string, field = 'Metrics') {
		super(field, message, hint);
		this.name = 'MetricsError';
	}
}

/**
 * The metrics of both pickers, Metrics first, once each: Conversion Metrics (an optional field, so
 * saved workflows without it read as before) is checked here against its own list, naming its field.
 */
export function chosenMetrics(metrics: unknown, conversionMetrics: unknown): unknown {
	const conversions = conversionMetrics === undefined || conversionMetrics === null || conversionMetrics === '' ? [] : conversionMetrics;
	const FIELD = 'Conversion Metrics';
	if (!Array.isArray(conversions)) {
		throw new MetricsError(`${FIELD} must be a list of metric names, not ${JSON.stringify(conversions)}`, 'Pick them from the list, or give an expression that returns a list such as ["conversion_save"]', FIELD);
	}
	const offered = new Set(CONVERSION_METRICS.map((m) => m.value));
	const unknown = conversions.filter((m) => typeof m !== 'string' || !offered.has(m));
	if (unknown.length > 0) {
		throw new MetricsError(
			`Unknown conversion metric${unknown.length > 1 ? 's' : ''}: ${unknown.map((m) => JSON.stringify(m)).join(', ')}`,
			'Use names from the Conversion Metrics list, such as conversion_purchases or conversion_add_cart_value',
			FIELD,
		);
	}
	// A Metrics value that is not a list is left to checkMetrics, whose words it had before.
	if (metrics !== undefined && metrics !== null && !Array.isArray(metrics)) return metrics;
	const all = [...new Set([...(metrics ?? []), ...conversions])];
	if (all.length === 0) {
		throw new MetricsError('No metrics are chosen', `Choose at least one metric in Metrics (e.g. ${DEFAULT_METRICS.join(', ')}) or in Conversion Metrics`);
	}
	return all;
}

/**
 * Checks the chosen metrics and breakdown against the granularity. Throws MetricsError naming what
 * is wrong; returns the metrics, de-duplicated in the order given.
 */
export function checkMetrics(metrics: unknown, granularity: string, breakdown: string, level = 'campaign'): string[] {
	if (!Array.isArray(metrics) || metrics.length === 0) {
		throw new MetricsError(
			'No metrics are chosen',
			`Choose at least one metric, e.g. ${DEFAULT_METRICS.join(', ')}`,
		);
	}
	const known = ALL_METRICS;
	const unknown = metrics.filter((m) => typeof m !== 'string' || !known.has(m));
	if (unknown.length > 0) {
		throw new MetricsError(
			`Unknown metric${unknown.length > 1 ? 's' : ''}: ${unknown.map((m) => JSON.stringify(m)).join(', ')}`,
			`Use metric names from the list, such as ${DEFAULT_METRICS.join(', ')}`,
		);
	}
	const chosen = [...new Set(metrics as string[])];
	if (granularity === 'HOUR') {
		const refused = chosen.filter((m) => known.get(m)?.notHourly);
		if (refused.length > 0) {
			const names = refused.map((m) => nameOf(m, known)).join(', ');
			throw new MetricsError(
				`Hour granularity cannot give ${names}: Snapchat does not report ${refused.length > 1 ? 'these metrics' : 'this metric'} per hour`,
				'Remove them from Metrics, or choose Day, Total or Lifetime granularity',
			);
		}
		if (breakdown && breakdown !== 'none') {
			throw new MetricsError(
				'Hour granularity cannot be combined with a Breakdown',
				'Set Breakdown to None, or choose Day, Total or Lifetime granularity',
				'Breakdown',
			);
		}
	}
	if (level === 'adAccount' && (!breakdown || breakdown === 'none') && chosen.some((m) => m !== 'spend')) {
		if (granularity === 'HOUR') {
			throw new MetricsError(
				`At Ad Account level with Hour granularity only Spend can be given: Snapchat reports other metrics of a whole ad account only broken down by campaign, and Hour takes no breakdown`,
				'Choose only Spend in Metrics, choose Day or Total granularity, or report on one Campaign',
			);
		}
		const refused = chosen.filter((m) => known.get(m)?.notAdditive);
		if (refused.length > 0) {
			throw new MetricsError(
				`At Ad Account level without a Breakdown, ${refused.map((m) => nameOf(m, known)).join(', ')} cannot be given: Snapchat reports only Spend for a whole ad account, the node adds the other metrics up from its campaigns, and ${refused.length > 1 ? 'these do' : 'this does'} not add up (one person can see several campaigns)`,
				'Choose Breakdown By Campaign to get them per campaign, report on one Campaign, or remove them from Metrics',
			);
		}
	}
	return chosen;
}

/** "Reach (uniques)": the display name and Snapchat's field, once each. */
function nameOf(metric: string, known: ReadonlyMap<string, MetricInfo>): string {
	return `${known.get(metric)?.name ?? metric} (${metric})`;
}

/** True when an ad account report without a breakdown is added up from its campaigns (see above). */
export function addsUpCampaigns(level: string, breakdown: string, metrics: readonly string[]): boolean {
	return level === 'adAccount' && breakdown === 'none' && metrics.some((m) => m !== 'spend');
}

/**
 * The stats metrics the node offers (spec/stats.md, "Common metric names"), with display names and
 * descriptions, and the rules that depend on the metric: which are money (micro-currency) and which
 * HOUR granularity cannot give.
 */
import type { INodePropertyOptions } from 'n8n-workflow';

import { InputError } from '../../helpers/validation';

export interface MetricInfo {
	value: string;
	name: string;
	description: string;
	/** HOUR granularity cannot give it (spec: uniques, frequency, reach, conversion metrics). */
	notHourly?: boolean;
}

export const METRICS: readonly MetricInfo[] = Object.freeze([
	{ value: 'impressions', name: 'Impressions', description: 'How many times the ads were shown' },
	{ value: 'swipes', name: 'Swipe Ups', description: 'How many times people swiped up on the ads' },
	{
		value: 'spend',
		name: 'Spend',
		description: 'Amount spent; output as micro-currency (spend) and in currency units (spend_amount)',
	},
	{ value: 'quartile_1', name: 'Video Views to 25%', description: 'Video views that reached 25% of the video' },
	{ value: 'quartile_2', name: 'Video Views to 50%', description: 'Video views that reached 50% of the video' },
	{ value: 'quartile_3', name: 'Video Views to 75%', description: 'Video views that reached 75% of the video' },
	{ value: 'view_completion', name: 'Video Completions', description: 'Video views watched to the end' },
	{ value: 'video_views', name: 'Video Views', description: 'Video views of at least 2 seconds, or a swipe up' },
	{
		value: 'screen_time_millis',
		name: 'Screen Time (Ms)',
		description: 'Total time the ads were on screen, in milliseconds',
	},
	{
		value: 'uniques',
		name: 'Reach (Uniques)',
		description: 'Distinct Snapchatters who saw the ads. Not available with Hour granularity.',
		notHourly: true,
	},
	{
		value: 'frequency',
		name: 'Frequency',
		description: 'Average times each Snapchatter saw the ads. Not available with Hour granularity.',
		notHourly: true,
	},
	{
		value: 'conversion_purchases',
		name: 'Purchases',
		description: 'Purchase conversions. Not available with Hour granularity.',
		notHourly: true,
	},
	{
		value: 'conversion_purchases_value',
		name: 'Purchase Value',
		description:
			'Value of purchase conversions; output as micro-currency and in currency units (_amount). Not available with Hour granularity.',
		notHourly: true,
	},
	{
		value: 'conversion_sign_ups',
		name: 'Sign Ups',
		description: 'Sign-up conversions. Not available with Hour granularity.',
		notHourly: true,
	},
	{
		value: 'conversion_add_cart',
		name: 'Add to Cart',
		description: 'Add-to-cart conversions. Not available with Hour granularity.',
		notHourly: true,
	},
	{
		value: 'conversion_page_views',
		name: 'Page Views',
		description: 'Page-view conversions. Not available with Hour granularity.',
		notHourly: true,
	},
	{
		value: 'conversion_app_opens',
		name: 'App Opens',
		description: 'App-open conversions. Not available with Hour granularity.',
		notHourly: true,
	},
	{
		// Inferred: installs are attributed conversions, so treated as one for the Hour rule.
		value: 'total_installs',
		name: 'App Installs',
		description: 'App installs attributed to the ads. Not available with Hour granularity.',
		notHourly: true,
	},
]);

export const DEFAULT_METRICS = ['impressions', 'swipes', 'spend'];

/**
 * Options for the n8n multi-select, sorted by display name as n8n's lint rules ask. Compared as
 * lower-case text, not with localeCompare: this runs when the node is loaded, and the first
 * localeCompare of a process sets up ICU's collator (about 5 ms, an eighth of the node's load time).
 */
export function metricOptions(): INodePropertyOptions[] {
	const key = (name: string) => name.toLowerCase();
	return [...METRICS]
		.sort((a, b) => (key(a.name) < key(b.name) ? -1 : key(a.name) > key(b.name) ? 1 : 0))
		.map(({ name, value, description }) => ({ name, value, description }));
}

/** True for fields Snap gives in micro-currency: `spend` and every `*_value`. */
export function isMicroField(field: string): boolean {
	return field === 'spend' || field.endsWith('_value');
}

/** A refused choice of metrics (field 'Metrics') or breakdown (field 'Breakdown'). */
export class MetricsError extends InputError {
	constructor(message: string, hint: string, field = 'Metrics') {
		super(field, message, hint);
		this.name = 'MetricsError';
	}
}

/**
 * Checks the chosen metrics and breakdown against the granularity. Throws MetricsError naming what
 * is wrong; returns the metrics, de-duplicated in the order given.
 */
export function checkMetrics(metrics: unknown, granularity: string, breakdown: string): string[] {
	if (!Array.isArray(metrics) || metrics.length === 0) {
		throw new MetricsError(
			'No metrics are chosen',
			`Choose at least one metric, e.g. ${DEFAULT_METRICS.join(', ')}`,
		);
	}
	const known = new Map(METRICS.map((m) => [m.value, m]));
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
			const names = refused.map((m) => `${known.get(m)?.name} (${m})`).join(', ');
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
	return chosen;
}

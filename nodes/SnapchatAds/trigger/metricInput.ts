/**
 * Metric Passed a Threshold, the settings: read and checked before any call, each refusal naming
 * its field and what would be right. Pure apart from reading the parameters.
 */
import { toMicro } from '../../shared/input/money';
import { checkUuid, InputError } from '../../shared/input/validation';
import { showValue } from '../../shared/input/values';
import type { MetricLevel } from './metricRead';
import type { MetricKind, MetricRule } from './metricRule';
import { RESULTS } from './metricFields';

export interface MetricSettings {
	rule: MetricRule;
	level: MetricLevel;
	picked?: Set<string>;
	days: number;
	/** The limit as typed (currency units, ratio or percent), for items. */
	limitShown: number;
	minSpend: number;
}

const KINDS: readonly MetricKind[] = ['costPerResult', 'roas', 'swipeUpRate', 'cpm'];
const LEVELS: readonly MetricLevel[] = ['campaign', 'adSquad', 'ad'];
export const WINDOW_DAYS: readonly number[] = [0, 1, 3, 7, 14, 28];

function oneOf<T>(value: unknown, allowed: readonly T[], field: string): T {
	if (allowed.includes(value as T)) return value as T;
	throw new InputError(field, `${field} ${showValue(value)} is not one of the choices`, `Choose one from the list, or make the expression give one of: ${allowed.join(', ')}.`);
}

/** A positive number (ratio or percent), at most `max`. */
function positive(value: unknown, field: string, hint: string, max?: number): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0 || (max !== undefined && n > max)) {
		throw new InputError(field, `${field} ${showValue(value)} is not a number above 0${max === undefined ? '' : ` and at most ${max}`}`, hint);
	}
	return n;
}

function wholeNumber(value: unknown, field: string, min: number, max: number): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min || n > max) {
		throw new InputError(field, `${field} ${showValue(value)} is not a whole number from ${min} to ${max}`, `Enter a whole number from ${min} to ${max}.`);
	}
	return n;
}

function percent(value: unknown, field: string, max: number): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > max) {
		throw new InputError(field, `${field} ${showValue(value)} is not a percentage from 0 to ${max}`, `Enter a number from 0 to ${max}, e.g. 10 for 10%.`);
	}
	return n;
}

/** The picked IDs: UUIDs separated by commas, spaces or new lines; at least one. */
export function pickedIds(value: unknown): Set<string> {
	const field = 'IDs';
	const parts = (typeof value === 'string' ? value : Array.isArray(value) ? value.join(',') : '').split(/[\s,;]+/).filter((p) => p !== '');
	if (parts.length === 0) {
		throw new InputError(field, 'IDs is empty', 'Enter the IDs of the campaigns, ad squads or ads to judge, separated by commas, or choose Watch: Active Ones.');
	}
	return new Set(parts.map((p) => checkUuid(p, field, 'campaign, ad squad or ad').toLowerCase()));
}

/** `get(name, fallback)`: the node parameter. */
export function readMetricSettings(get: (name: string, fallback: unknown) => unknown): MetricSettings {
	const kind = oneOf(get('metric', 'costPerResult'), KINDS, 'Metric');
	const level = oneOf(get('metricLevel', 'adSquad'), LEVELS, 'Level');
	const watch = oneOf(get('metricWatch', 'active'), ['active', 'picked'] as const, 'Watch');
	const picked = watch === 'picked' ? pickedIds(get('metricIds', '')) : undefined;
	const days = oneOf(Number(get('metricDays', 3)), WINDOW_DAYS, 'Over the Last');
	const resultField = kind === 'costPerResult' ? oneOf(get('resultField', 'conversion_purchases'), RESULTS.map((r) => r.field), 'Result') : 'conversion_purchases';
	const rawLimit = get('metricLimit', 30);
	let limit: number;
	if (kind === 'costPerResult' || kind === 'cpm') {
		limit = toMicro(rawLimit, 'Limit');
	} else if (kind === 'roas') {
		limit = positive(rawLimit, 'Limit', 'Enter the return on ad spend as a ratio above 0, e.g. 2 for purchase value twice the spend (200%).');
	} else {
		limit = positive(rawLimit, 'Limit', 'Enter the swipe-up rate as a percentage above 0 and at most 100, e.g. 0.5 for 0.5%.', 100);
	}
	const minSpend = get('minSpend', 50);
	const minSpendMicro = toMicro(minSpend, 'Minimum Spend', { allowZero: true });
	const minCount =
		kind === 'costPerResult' || kind === 'roas'
			? wholeNumber(get('minResults', 0), 'Minimum Results', 0, 1_000_000_000)
			: wholeNumber(get('minImpressions', 1000), 'Minimum Impressions', 0, 1_000_000_000_000);
	const recoveryMarginPercent = percent(get('recoveryMargin', 10), 'Recovery Margin (%)', 90);
	return {
		rule: { kind, resultField, limit, minSpendMicro, minCount, recoveryMarginPercent },
		level,
		picked,
		days,
		limitShown: Number(rawLimit),
		minSpend: Number(minSpend),
	};
}

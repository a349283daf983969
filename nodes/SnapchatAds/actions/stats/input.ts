/**
 * Reading Stats -> Get's fields for one item. Everything that does not need the ad account's time
 * zone is checked here, before any call; the range itself is resolved once the zone is known.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { convertInputErrors } from '../../../shared/items/items';
import { readAdAccountId, readLocatorId } from '../common/locators';
import { readInstant } from '../../../shared/time/readInstant';
import { customFieldLabels, DATE_PRESETS, resolveStatsRange, type DatePreset, type StatsWindow } from '../../time/statsWindows';
import type { StatsGranularity } from '../../api/stats/flatten';
import { BREAKDOWN_LABELS, isLevel, LEVELS, type BreakdownName, type StatsLevelName } from './levels';
import { checkMetrics, chosenMetrics } from '../../api/stats/metrics';
import { DIMENSIONS, refusedWithDimension, type ReportDimension } from '../../api/stats/dimensions';
import { oneOf } from '../common/choice';
import { readOptions, type StatsOptions } from './options';

const GRANULARITIES: StatsGranularity[] = ['TOTAL', 'DAY', 'HOUR', 'LIFETIME'];

export interface StatsInput extends StatsOptions {
	level: StatsLevelName;
	entityId: string;
	granularity: StatsGranularity;
	preset: DatePreset;
	customStart?: unknown;
	customEnd?: unknown;
	metrics: string[];
	breakdown: BreakdownName;
}

/**
 * What Snapchat refuses with a report dimension, refused before any request (a data connector's
 * documentation): Hour, and the metrics it lists. Anything else is sent, and Snapchat's words passed on.
 */
function checkDimension(dimension: ReportDimension, granularity: StatsGranularity, metrics: readonly string[]): void {
	if (dimension === 'none') return;
	const name = DIMENSIONS[dimension].name;
	if (granularity === 'HOUR') {
		throw new InputError('Report Dimension', `Hour granularity cannot be split by ${name}: Snapchat gives report dimensions by day or for a whole range only`, 'Choose Day or Total granularity, or set Report Dimension to None');
	}
	const refused = metrics.filter(refusedWithDimension);
	if (refused.length > 0) {
		throw new InputError('Metrics', `${refused.join(', ')} cannot be split by ${name}: Snapchat does not report ${refused.length > 1 ? 'these metrics' : 'this metric'} with a report dimension`, 'Remove them from Metrics, or set Report Dimension to None');
	}
}

/** Every Breakdown value of any level (the rest of the check is per level, below). */
const BREAKDOWNS: readonly BreakdownName[] = ['none', 'campaign', 'adsquad', 'ad'];

/**
 * The Breakdown of an item. A value outside every level's choices (set by expression, e.g. `country`)
 * is answered with the level's own choices, and where a split by country and the like is found.
 */
function readBreakdown(value: unknown, allowed: BreakdownName[]): BreakdownName {
	if (typeof value === 'string' && (BREAKDOWNS as readonly string[]).includes(value)) return value as BreakdownName;
	const choices = ['none', ...allowed.filter((b) => b !== 'none')];
	throw new InputError(
		'Breakdown',
		`Breakdown ${showValue(value)} is not one of the choices`,
		`Use one of: ${choices.join(', ')}. To split by country, region, age, gender or device, use Options → Report Dimension instead.`,
	);
}

/** The item's fields, checked; throws the item's NodeOperationError naming the field. */
export function readStatsInput(ctx: IExecuteFunctions, i: number): StatsInput {
	const level = convertInputErrors(ctx, i, () => {
		const value = ctx.getNodeParameter('level', i, 'adAccount');
		if (!isLevel(value)) throw new InputError('Level', `Level ${showValue(value)} is not one of the choices`, 'Use Ad Account, Campaign, Ad Squad or Ad');
		return value;
	});
	const info = LEVELS[level];
	const entityId = level === 'adAccount' ? readAdAccountId(ctx, i) : readLocatorId(ctx, i, info.parameter, info.label, info.what);
	return convertInputErrors(ctx, i, () => {
		const granularity = oneOf(ctx.getNodeParameter('granularity', i, 'DAY'), GRANULARITIES, 'Granularity');
		// The level's own Breakdown field (fields.ts); the check below stays as a backstop for values
		// set by expression or in a workflow's JSON.
		const rawBreakdown = info.breakdownParameter ? ctx.getNodeParameter(info.breakdownParameter, i, 'none') : 'none';
		const breakdown = readBreakdown(rawBreakdown, info.breakdowns);
		if (breakdown !== 'none' && !info.breakdowns.includes(breakdown)) {
			throw new InputError(
				'Breakdown',
				`Breakdown by ${BREAKDOWN_LABELS[breakdown]} is not below the level ${info.label}`,
				info.breakdowns.length > 0
					? `At ${info.label} level choose None or ${info.breakdowns.map((b) => `By ${BREAKDOWN_LABELS[b as Exclude<BreakdownName, 'none'>]}`).join(', ')}`
					: 'An ad has nothing below it: choose None',
			);
		}
		// Metrics and Conversion Metrics (fields.ts) are asked for together, in one request.
		const metrics = checkMetrics(chosenMetrics(ctx.getNodeParameter('metrics', i, []), ctx.getNodeParameter('conversionMetrics', i, [])), granularity, breakdown, level);
		const preset = granularity === 'LIFETIME' ? 'custom' : oneOf(ctx.getNodeParameter('dateRange', i, 'yesterday'), DATE_PRESETS, 'Date Range');
		const options = readOptions(ctx.getNodeParameter('options', i, {}) as IDataObject);
		checkDimension(options.dimension, granularity, metrics);
		const input: StatsInput = { level, entityId, granularity, preset, metrics, breakdown, ...options };
		if (granularity === 'LIFETIME' || preset !== 'custom') return input;
		const hourly = granularity === 'HOUR';
		// Hour's Start Time and End Time are the same parameters as Start Date and End Date (fields.ts).
		input.customStart = ctx.getNodeParameter('startDate', i, '');
		input.customEnd = ctx.getNodeParameter('endDate', i, '');
		// What needs no zone is checked now, before any call: dates (syntax, order, length) and the
		// syntax of date-times (gaps and whole hours depend on the zone: checked once it is known).
		const labels = customFieldLabels(granularity);
		if (!hourly) resolveRange(input, 'UTC', 0);
		else {
			for (const [value, label] of [[input.customStart, labels.start], [input.customEnd, labels.end]] as const) {
				readInstant(value, 'UTC', { field: label, noun: label.toLowerCase(), zoneWords: input.zoneOverride ?? "the ad account's time zone" });
			}
		}
		if (input.zoneOverride) resolveRange(input, input.zoneOverride, 0);
		return input;
	});
}

/** The range of the item in `zone` (the account's, or the override). Throws InputError. */
export function resolveRange(input: StatsInput, zone: string, nowMs: number): StatsWindow {
	return resolveStatsRange({
		preset: input.preset,
		granularity: input.granularity as 'TOTAL' | 'DAY' | 'HOUR',
		zone,
		nowMs,
		customStart: input.customStart,
		customEnd: input.customEnd,
	});
}

/**
 * Reading Stats -> Get's fields for one item. Everything that does not need the ad account's time
 * zone is checked here, before any call; the range itself is resolved once the zone is known.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { readZoneOption } from '../eventDetail/createInput';
import { convertInputErrors } from '../../../shared/items/items';
import { readAdAccountId, readLocatorId } from '../common/locators';
import { resolveStartTime } from '../../../shared/time/startTime';
import { customFieldLabels, DATE_PRESETS, resolveStatsRange, ZONE_FIELD, type DatePreset, type StatsWindow } from '../../time/statsWindows';
import type { StatsGranularity } from './flatten';
import { BREAKDOWN_LABELS, isLevel, LEVELS, type BreakdownName, type StatsLevelName } from './levels';
import { checkMetrics } from './metrics';

const GRANULARITIES: StatsGranularity[] = ['TOTAL', 'DAY', 'HOUR', 'LIFETIME'];

export interface StatsInput {
	level: StatsLevelName;
	entityId: string;
	granularity: StatsGranularity;
	preset: DatePreset;
	customStart?: unknown;
	customEnd?: unknown;
	metrics: string[];
	breakdown: BreakdownName;
	/** Query parameters from the options (attribution windows, ...). */
	extraQuery: IDataObject;
	zoneOverride?: string;
	raw: boolean;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], field: string): T {
	if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
	throw new InputError(field, `${field} ${showValue(value)} is not one of the choices`, `Use one of: ${allowed.join(', ')}`);
}

function readOptions(options: IDataObject): { extraQuery: IDataObject; zoneOverride?: string; raw: boolean } {
	const extraQuery: IDataObject = {};
	if (options.swipeUpAttributionWindow) extraQuery.swipe_up_attribution_window = oneOf(options.swipeUpAttributionWindow, ['1_DAY', '7_DAY', '28_DAY'], 'Swipe Up Attribution Window');
	if (options.viewAttributionWindow) {
		extraQuery.view_attribution_window = oneOf(options.viewAttributionWindow, ['none', '1_HOUR', '3_HOUR', '6_HOUR', '1_DAY', '7_DAY', '28_DAY'], 'View Attribution Window');
	}
	if (options.actionReportTime) extraQuery.action_report_time = oneOf(options.actionReportTime, ['conversion', 'impression'], 'Action Report Time');
	const sources = options.conversionSourceTypes;
	if (Array.isArray(sources) && sources.length > 0) {
		extraQuery.conversion_source_types = sources.map((s) => oneOf(s, ['web', 'app', 'offline', 'total'], 'Conversion Source Types')).join(',');
	}
	if (options.omitEmpty === true) extraQuery.omit_empty = 'true';
	const raw = oneOf(options.output ?? 'rows', ['rows', 'raw'], 'Output') === 'raw';
	return { extraQuery, zoneOverride: readZoneOption(options.timeZone, ZONE_FIELD), raw };
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
		const breakdown = oneOf(ctx.getNodeParameter('breakdown', i, 'none'), ['none', 'campaign', 'adsquad', 'ad'] as BreakdownName[], 'Breakdown');
		if (breakdown !== 'none' && !info.breakdowns.includes(breakdown)) {
			throw new InputError(
				'Breakdown',
				`Breakdown by ${BREAKDOWN_LABELS[breakdown]} is not below the level ${info.label}`,
				info.breakdowns.length > 0
					? `At ${info.label} level choose None or ${info.breakdowns.map((b) => `By ${BREAKDOWN_LABELS[b as Exclude<BreakdownName, 'none'>]}`).join(', ')}`
					: 'An ad has nothing below it: choose None',
			);
		}
		const metrics = checkMetrics(ctx.getNodeParameter('metrics', i, []), granularity, breakdown, level);
		const preset = granularity === 'LIFETIME' ? 'custom' : oneOf(ctx.getNodeParameter('dateRange', i, 'yesterday'), DATE_PRESETS, 'Date Range');
		const options = readOptions(ctx.getNodeParameter('options', i, {}) as IDataObject);
		const input: StatsInput = { level, entityId, granularity, preset, metrics, breakdown, ...options };
		if (granularity === 'LIFETIME' || preset !== 'custom') return input;
		const hourly = granularity === 'HOUR';
		input.customStart = ctx.getNodeParameter(hourly ? 'startTime' : 'startDate', i, '');
		input.customEnd = ctx.getNodeParameter(hourly ? 'endTime' : 'endDate', i, '');
		// What needs no zone is checked now, before any call: dates (syntax, order, length) and the
		// syntax of date-times (gaps and whole hours depend on the zone: checked once it is known).
		const labels = customFieldLabels(granularity);
		if (!hourly) resolveRange(input, 'UTC', 0);
		else for (const [value, label] of [[input.customStart, labels.start], [input.customEnd, labels.end]]) resolveStartTime(value, 'UTC', label as string);
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

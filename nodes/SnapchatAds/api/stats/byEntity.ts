/**
 * Spend and results by entity (issue 47 point 3, issue 49 point 7): Snap's ad account stats with a
 * breakdown by campaign, ad squad or ad (spec/stats.md, "breakdown"), added up per entity over the
 * windows of the range, with the chosen result's count and cost. Pure: no I/O; reads answers with
 * flatten.ts's readers, so the shapes it survives are the same (times with or without offsets,
 * `success` in lowercase, a breakdown answer without a top-level timeseries).
 */
import { DateTime } from 'luxon';

import { entityOf, instantOf, isObject, periodsOf, statsOf, StatsAnswerError, type FlattenContext } from './flatten';

/** One entity's sums over the range: micro-currency for money, as Snap sends it. */
export interface EntitySums {
	id: string;
	spendMicro: number;
	impressions: number;
	swipes: number;
	results: number;
	/** The result's value (purchase value …), micro; undefined when the result has none. */
	valueMicro?: number;
	/** By local date (yyyy-MM-dd): that day's spend (micro) and results. Day answers only. */
	days: Map<string, { spendMicro: number; results: number }>;
}

export interface ByEntitySums {
	entities: Map<string, EntitySums>;
	/** The earliest `finalized_data_end_time` of the answers (ms), when they give one. */
	finalizedEndMs?: number;
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Adds one answer (TOTAL or DAY, with `breakdown_stats`) into `into`. `resultField` is Snap's
 * metric counted as the result; `valueField` its value (micro), when it has one. The account's own
 * numbers in the answer are not used: only the breakdown entries name entities.
 */
export function addByEntity(into: ByEntitySums, body: unknown, context: FlattenContext, resultField: string, valueField?: string): void {
	statsOf(body, context.granularity).forEach((stat, index) => {
		entityOf(stat, `Stats element ${index}`);
		const finalized = instantOf(stat.finalized_data_end_time, context, 'finalized_data_end_time', index)?.toMillis();
		if (finalized !== undefined) into.finalizedEndMs = Math.min(into.finalizedEndMs ?? finalized, finalized);
		const breakdown = stat.breakdown_stats;
		if (breakdown === undefined || breakdown === null) return;
		if (!isObject(breakdown)) throw new StatsAnswerError(`The breakdown_stats of stats element ${index} is not an object, so the entities cannot be read`);
		// Snap keys the entries by level (`campaign`, `adsquad`, `ad`); every key is read, defensively.
		for (const [level, entries] of Object.entries(breakdown)) {
			if (!Array.isArray(entries)) continue;
			entries.forEach((entry, position) => {
				if (!isObject(entry)) return;
				const { id } = entityOf(entry, `Breakdown entry ${position} (${level}) of stats element ${index}`);
				let sums = into.entities.get(id);
				if (!sums) {
					sums = { id, spendMicro: 0, impressions: 0, swipes: 0, results: 0, days: new Map() };
					if (valueField) sums.valueMicro = 0;
					into.entities.set(id, sums);
				}
				for (const period of periodsOf(entry, stat)) {
					const stats = isObject(period.stats) ? period.stats : {};
					const spend = num(stats.spend);
					const results = num(stats[resultField]);
					sums.spendMicro += spend;
					sums.impressions += num(stats.impressions);
					sums.swipes += num(stats.swipes);
					sums.results += results;
					if (valueField) sums.valueMicro = (sums.valueMicro ?? 0) + num(stats[valueField]);
					if (context.granularity !== 'DAY') continue;
					const start = instantOf(period.start_time, context, 'start_time', index);
					if (!start) continue;
					const date = start.setZone(context.zone).toFormat('yyyy-MM-dd');
					const day = sums.days.get(date) ?? { spendMicro: 0, results: 0 };
					day.spendMicro += spend;
					day.results += results;
					sums.days.set(date, day);
				}
			});
		}
	});
}

/** The local dates of [startMs, endMs) in `zone`, in order (days of 23 or 25 hours included). */
export function datesOf(startMs: number, endMs: number, zone: string): string[] {
	const dates: string[] = [];
	let day = DateTime.fromMillis(startMs, { zone }).startOf('day');
	while (day.toMillis() < endMs) {
		dates.push(day.toFormat('yyyy-MM-dd'));
		day = day.plus({ days: 1 }).startOf('day');
	}
	return dates;
}

/**
 * Cost per result in micro-currency, rounded to the micro; null without results (a cost per
 * nothing is no number).
 */
export function costPerResultMicro(spendMicro: number, results: number): number | null {
	return results > 0 ? Math.round(spendMicro / results) : null;
}

/**
 * Whether an entity's cost per result is above `limitMicro`: with results, spend ÷ results above
 * it; without any, when its spend alone is above it (even one result would then cost more).
 */
export function isCostAbove(spendMicro: number, results: number, limitMicro: number): boolean {
	const cost = costPerResultMicro(spendMicro, results);
	return cost === null ? spendMicro > limitMicro : cost > limitMicro;
}

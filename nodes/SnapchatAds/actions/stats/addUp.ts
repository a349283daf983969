/**
 * An ad account's stats added up from its campaigns (Snap serves the account itself only `spend`
 * without a breakdown, E1008). Pure: no I/O; reads answers with flatten.ts's readers.
 */
import type { IDataObject } from 'n8n-workflow';

import { dimensionKey } from '../../api/stats/dimensions';
import { byDimension, entityOf, instantOf, isObject, periodsOf, rowOf, statsOf, type FlattenContext, type Period } from '../../api/stats/flatten';
import { isNotAdditive } from '../../api/stats/metrics';

/**
 * Whether a field of a campaign's stats is added into the ad account's row: a chosen metric that
 * adds up, or one of Snap's splits of it (`conversion_purchases_web`, `_app`, `_offline` with
 * Conversion Source Types). Other fields are left out, not guessed at.
 */
function addsUp(field: string, metrics: readonly string[]): boolean {
	if (isNotAdditive(field)) return false;
	return metrics.some((m) => !isNotAdditive(m) && (field === m || field.startsWith(`${m}_`)));
}

function isTimeseries(granularity: string): boolean {
	return granularity === 'DAY' || granularity === 'HOUR';
}

/**
 * Snapchat serves an ad account's stats without a breakdown for `spend` only (live answer E1008,
 * reported by several public clients); the node asks with a campaign breakdown and adds the
 * campaigns up here: one row per period of the ad account, as the account itself would have it.
 * The account's own numbers in such an answer are ignored; its periods are kept, so an account
 * without campaigns still gives its periods, with zeros (inferred: what Snap puts at the top of a
 * breakdown answer is not documented).
 */
export function addUpStats(body: unknown, context: FlattenContext, metrics: readonly string[]): IDataObject[] {
	const rows: IDataObject[] = [];
	statsOf(body, context.granularity).forEach((stat, index) => {
		const entity = entityOf(stat, `Stats element ${index}`);
		// One sum per period and, with a report dimension, per dimension value (in the order first seen).
		const byStart = new Map<string, { at: number; period: Period; sums: Record<string, number> }>();
		const zeros = () => Object.fromEntries(metrics.filter((m) => !isNotAdditive(m)).map((m) => [m, 0]));
		const slot = (period: Period) => {
			const start = instantOf(period.start_time, context, 'start_time', index);
			const at = start?.toMillis() ?? Number.NEGATIVE_INFINITY;
			const key = `${at}|${dimensionKey(period.dimension)}`;
			let found = byStart.get(key);
			if (!found) {
				found = { at, period: { start_time: period.start_time, end_time: period.end_time, dimension: period.dimension }, sums: zeros() };
				byStart.set(key, found);
			}
			return found;
		};
		// The account's own periods only when it lists them: a Day/Hour answer with a breakdown may
		// carry no top-level `timeseries` (recorded answers), and its one range-long period would
		// then take the place of the first day. The periods come from the breakdown entries instead.
		// With a report dimension the values are known only from the campaigns: no zero rows of the account's own.
		const ownPeriods = !context.dimension && (Array.isArray(stat.timeseries) || !isTimeseries(context.granularity));
		if (ownPeriods) for (const period of periodsOf(stat, stat)) slot(period);
		const breakdown = isObject(stat.breakdown_stats) ? stat.breakdown_stats : {};
		for (const entries of Object.values(breakdown)) {
			if (!Array.isArray(entries)) continue;
			for (const entry of entries.filter(isObject)) {
				for (const period of periodsOf(entry, stat).flatMap((p) => byDimension(p, context))) {
					const { sums } = slot(period);
					for (const [field, value] of Object.entries(isObject(period.stats) ? period.stats : {})) {
						if (typeof value === 'number' && Number.isFinite(value) && addsUp(field, metrics)) sums[field] = (sums[field] ?? 0) + value;
					}
				}
			}
		}
		// Stable sort: by period, dimension values in the order first seen.
		for (const { period, sums } of [...byStart.values()].sort((a, b) => a.at - b.at)) {
			rows.push(rowOf(entity, { ...period, stats: sums }, stat, context, index));
		}
	});
	return rows;
}

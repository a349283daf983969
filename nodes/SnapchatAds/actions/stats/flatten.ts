/**
 * Snap's stats answers (TOTAL, DAY/HOUR timeseries, LIFETIME, with or without breakdown_stats)
 * flattened into one row per entity and period, the shape a spreadsheet "append row" wants.
 * Pure: no I/O. Answers this code cannot read are reported, never guessed around.
 */
import type { IDataObject } from 'n8n-workflow';
import { DateTime } from 'luxon';

import { microToAmount } from '../../helpers/money';
import { isMicroField } from './metrics';

export type StatsGranularity = 'TOTAL' | 'DAY' | 'HOUR' | 'LIFETIME';

export interface FlattenContext {
	granularity: StatsGranularity;
	/** The zone the local `date` (and `hour`) are read in: the range's zone. */
	zone: string;
	/** ISO 4217 code of the ad account's currency, when known. */
	currency?: string;
	/** Names the node already knows, by entity id. */
	names?: ReadonlyMap<string, string>;
}

export class StatsAnswerError extends Error {
	constructor(message: string) {
		super(message);
		this.name = 'StatsAnswerError';
	}
}

const LIST_KEYS: Record<StatsGranularity, [string, string]> = {
	TOTAL: ['total_stats', 'total_stat'],
	DAY: ['timeseries_stats', 'timeseries_stat'],
	HOUR: ['timeseries_stats', 'timeseries_stat'],
	LIFETIME: ['lifetime_stats', 'lifetime_stat'],
};

interface Period {
	start_time?: unknown;
	end_time?: unknown;
	stats?: unknown;
}

function isObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every stat object of one answer, in the order Snap gave them. */
export function statsOf(body: unknown, granularity: StatsGranularity): IDataObject[] {
	const [listKey, itemKey] = LIST_KEYS[granularity];
	const list = isObject(body) ? body[listKey] : undefined;
	if (!Array.isArray(list)) {
		throw new StatsAnswerError(
			`Snapchat's answer has no "${listKey}" list, so its stats cannot be read (it has: ${isObject(body) ? Object.keys(body).join(', ') || 'nothing' : typeof body})`,
		);
	}
	return list.map((element, index) => {
		const status = isObject(element) ? element.sub_request_status : undefined;
		if (status !== undefined && status !== 'SUCCESS') {
			const reason = isObject(element) ? element.sub_request_reason : undefined;
			throw new StatsAnswerError(
				`Snapchat answered ${String(status)} for stats element ${index}${reason ? `: ${String(reason)}` : ''}`,
			);
		}
		const stat = isObject(element) ? element[itemKey] : undefined;
		if (!isObject(stat)) {
			throw new StatsAnswerError(`Stats element ${index} of Snapchat's answer has no "${itemKey}"`);
		}
		return stat;
	});
}

function entityOf(value: IDataObject, where: string): { id: string; type: string } {
	if (typeof value.id !== 'string' || value.id === '') {
		throw new StatsAnswerError(`${where} of Snapchat's answer has no entity id; which entity it is about is unknown`);
	}
	return { id: value.id, type: typeof value.type === 'string' ? value.type : '' };
}

/** The periods of a stat (or breakdown entry): its timeseries, or one period for TOTAL/LIFETIME. */
function periodsOf(entry: IDataObject, parent: IDataObject): Period[] {
	if (Array.isArray(entry.timeseries)) return entry.timeseries.filter(isObject) as Period[];
	return [
		{
			start_time: entry.start_time ?? parent.start_time,
			end_time: entry.end_time ?? parent.end_time,
			stats: entry.stats,
		},
	];
}

function isFinalized(endTime: unknown, finalizedEnd: unknown): boolean {
	if (typeof endTime !== 'string' || typeof finalizedEnd !== 'string') return false;
	const end = Date.parse(endTime);
	const finalized = Date.parse(finalizedEnd);
	return Number.isFinite(end) && Number.isFinite(finalized) && end <= finalized;
}

function rowOf(
	entity: { id: string; type: string },
	period: Period,
	stat: IDataObject,
	context: FlattenContext,
	parent?: { id: string; type: string },
): IDataObject {
	const row: IDataObject = { id: entity.id, type: entity.type };
	const name = context.names?.get(entity.id);
	if (name !== undefined) row.name = name;
	if (parent) {
		row.parent_id = parent.id;
		row.parent_type = parent.type;
	}
	row.granularity = context.granularity;
	if (period.start_time !== undefined) row.start_time = period.start_time;
	if (period.end_time !== undefined) row.end_time = period.end_time;
	if (context.granularity === 'DAY' || context.granularity === 'HOUR') {
		const start = typeof period.start_time === 'string' ? DateTime.fromISO(period.start_time, { zone: context.zone }) : undefined;
		if (start?.isValid) {
			row.date = start.toFormat('yyyy-MM-dd');
			if (context.granularity === 'HOUR') row.hour = start.hour;
		}
	}
	let money = false;
	for (const [field, value] of Object.entries(isObject(period.stats) ? period.stats : {})) {
		row[field] = value as IDataObject[string];
		if (isMicroField(field)) {
			money = true;
			// Exact for integer micro (helpers/money); a non-number is reported as no amount.
			row[`${field}_amount`] = typeof value === 'number' && Number.isFinite(value) ? microToAmount(value) : null;
		}
	}
	if (money || context.currency !== undefined) row.currency = context.currency ?? null;
	row.finalized = isFinalized(period.end_time, stat.finalized_data_end_time);
	return row;
}

/**
 * One row per entity and period. With breakdown_stats, one row per broken-down entity and period,
 * carrying the entity it belongs to as parent_id / parent_type.
 */
export function flattenStats(body: unknown, context: FlattenContext): IDataObject[] {
	const rows: IDataObject[] = [];
	statsOf(body, context.granularity).forEach((stat, index) => {
		const entity = entityOf(stat, `Stats element ${index}`);
		const breakdown = stat.breakdown_stats;
		if (isObject(breakdown)) {
			for (const [level, entries] of Object.entries(breakdown)) {
				if (!Array.isArray(entries)) continue;
				entries.forEach((entry, position) => {
					if (!isObject(entry)) return;
					const child = entityOf(entry, `Breakdown entry ${position} (${level}) of stats element ${index}`);
					for (const period of periodsOf(entry, stat)) rows.push(rowOf(child, period, stat, context, entity));
				});
			}
			return;
		}
		for (const period of periodsOf(stat, stat)) rows.push(rowOf(entity, period, stat, context));
	});
	return rows;
}

/**
 * The rows of consecutive windows merged as one answer over the whole range would give them: per
 * entity (in the order entities first appear), its periods in time order. Without this, a breakdown
 * over more than one window would list every entity for window 1, then every entity again.
 */
export function mergeWindowRows(windows: IDataObject[][]): IDataObject[] {
	const byEntity = new Map<string, IDataObject[]>();
	for (const rows of windows) {
		for (const row of rows) {
			const key = `${String(row.parent_id ?? '')}|${String(row.id)}`;
			const list = byEntity.get(key);
			if (list) list.push(row);
			else byEntity.set(key, [row]);
		}
	}
	return [...byEntity.values()].flat();
}

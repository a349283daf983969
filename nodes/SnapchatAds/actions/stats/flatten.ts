/**
 * Snap's stats answers (TOTAL, DAY/HOUR timeseries, LIFETIME, with or without breakdown_stats)
 * flattened into one row per entity and period, the shape a spreadsheet "append row" wants.
 * Pure: no I/O. Answers this code cannot read are reported, never guessed around.
 */
import type { IDataObject } from 'n8n-workflow';
import { DateTime } from 'luxon';

import { microToAmount } from '../../../shared/input/money';
import { isMicroField } from './metrics';

export type StatsGranularity = 'TOTAL' | 'DAY' | 'HOUR' | 'LIFETIME';

export interface FlattenContext {
	granularity: StatsGranularity;
	/** The zone the local `date` (and `hour`) are read in: the range's zone. */
	zone: string;
	/**
	 * The ad account's zone: a time Snapchat sends without an offset (`2017-04-28T00:00:00.000`, seen
	 * in Snap's documentation samples) is a local time of the ad account. Default: `zone`.
	 */
	accountZone?: string;
	/** ISO 4217 code of the ad account's currency, when known. */
	currency?: string;
	/** Names the node already knows, by entity id. */
	names?: ReadonlyMap<string, string>;
	/**
	 * What a breakdown row carries about its entity, by entity id: its name and, for ad squads and
	 * ads, its parent's id and name. Added after `type`, in the order given.
	 */
	labels?: ReadonlyMap<string, IDataObject>;
	/** What a breakdown row carries when its entity is not in `labels` (nulls: the columns stay the same). */
	missingLabel?: IDataObject;
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

export interface Period {
	start_time?: unknown;
	end_time?: unknown;
	stats?: unknown;
}

export function isObject(value: unknown): value is IDataObject {
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
	const requestId = isObject(body) && typeof body.request_id === 'string' && body.request_id !== '' ? body.request_id : undefined;
	return list.map((element, index) => {
		const status = isObject(element) ? element.sub_request_status : undefined;
		// Snap's documentation samples answer `success` in lowercase; recorded answers in capitals.
		if (status !== undefined && String(status).toUpperCase() !== 'SUCCESS') {
			// Snap names a failed element's reason `sub_request_error_reason` ("Error code: E3004, message: ...").
			const reason = isObject(element) ? (element.sub_request_error_reason ?? element.sub_request_reason) : undefined;
			throw new StatsAnswerError(
				`Snapchat answered ${String(status)} for stats element ${index}${reason ? `: ${String(reason)}` : ''}${requestId ? ` (request ID ${requestId})` : ''}`,
			);
		}
		const stat = isObject(element) ? element[itemKey] : undefined;
		if (!isObject(stat)) {
			throw new StatsAnswerError(`Stats element ${index} of Snapchat's answer has no "${itemKey}"`);
		}
		return stat;
	});
}

export function entityOf(value: IDataObject, where: string): { id: string; type: string } {
	if (typeof value.id !== 'string' || value.id === '') {
		throw new StatsAnswerError(`${where} of Snapchat's answer has no entity id; which entity it is about is unknown`);
	}
	return { id: value.id, type: typeof value.type === 'string' ? value.type : '' };
}

/** The periods of a stat (or breakdown entry): its timeseries, or one period for TOTAL/LIFETIME. */
export function periodsOf(entry: IDataObject, parent: IDataObject): Period[] {
	if (Array.isArray(entry.timeseries)) return entry.timeseries.filter(isObject) as Period[];
	return [
		{
			start_time: entry.start_time ?? parent.start_time,
			end_time: entry.end_time ?? parent.end_time,
			stats: entry.stats,
		},
	];
}

/**
 * The instant of a time in Snap's answer: with `Z` or an offset (`-07:00`, and `-0800` as some
 * answers write it) that instant; without one, a local time of the ad account (Snap's samples).
 * Undefined when absent; a StatsAnswerError when it is not a date-time (never copied as it came).
 */
export function instantOf(value: unknown, context: FlattenContext, field: string, element: number): DateTime | undefined {
	if (value === undefined || value === null) return undefined;
	const parsed = typeof value === 'string' ? DateTime.fromISO(value, { zone: context.accountZone ?? context.zone }) : undefined;
	if (!parsed?.isValid) {
		throw new StatsAnswerError(`The ${field} ${JSON.stringify(value)} of stats element ${element} is not a date-time this node can read, so its period is unknown`);
	}
	return parsed;
}

/** A time of the answer as UTC ISO (e.g. 2025-03-08T08:00:00.000Z), whatever way Snap wrote it. */
function utcOf(time: DateTime | undefined): string | undefined {
	return time?.toUTC().toISO() ?? undefined;
}

function isFinalized(end: DateTime | undefined, finalizedEnd: DateTime | undefined): boolean {
	return end !== undefined && finalizedEnd !== undefined && end.toMillis() <= finalizedEnd.toMillis();
}

export function rowOf(
	entity: { id: string; type: string },
	period: Period,
	stat: IDataObject,
	context: FlattenContext,
	/** The index of the stats element, for messages. */
	element: number,
	parent?: { id: string; type: string },
): IDataObject {
	const row: IDataObject = { id: entity.id, type: entity.type };
	const name = context.names?.get(entity.id);
	if (name !== undefined) row.name = name;
	if (parent && context.labels) Object.assign(row, context.labels.get(entity.id) ?? context.missingLabel);
	if (parent) {
		row.parent_id = parent.id;
		row.parent_type = parent.type;
	}
	row.granularity = context.granularity;
	const start = instantOf(period.start_time, context, 'start_time', element);
	const end = instantOf(period.end_time, context, 'end_time', element);
	if (start) row.start_time = utcOf(start);
	if (end) row.end_time = utcOf(end);
	if (start && (context.granularity === 'DAY' || context.granularity === 'HOUR')) {
		const local = start.setZone(context.zone);
		row.date = local.toFormat('yyyy-MM-dd');
		if (context.granularity === 'HOUR') row.hour = local.hour;
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
	row.finalized = isFinalized(end, instantOf(stat.finalized_data_end_time, context, 'finalized_data_end_time', element));
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
					for (const period of periodsOf(entry, stat)) rows.push(rowOf(child, period, stat, context, index, entity));
				});
			}
			return;
		}
		for (const period of periodsOf(stat, stat)) rows.push(rowOf(entity, period, stat, context, index));
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

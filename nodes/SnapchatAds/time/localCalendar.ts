/**
 * Local calendar days in an IANA zone, and instants written with the zone's offset at that instant.
 * Pure helpers for the stats windows (statsWindows.ts) and their custom values (statsCustom.ts).
 */
import { DateTime } from 'luxon';

import { InputError } from '../../shared/input/validation';
import { formatOffset, MINUTE } from '../../shared/time/format';

const HOUR_MS = 3_600_000;

/** Which input a range error is about: the custom start, the custom end, or the zone. */
export type RangeField = 'start' | 'end' | 'zone';

/** A bad custom range or zone: an InputError naming the field by its display name. */
export class StatsRangeError extends InputError {
	constructor(
		message: string,
		hint: string,
		readonly which: RangeField,
		label: string,
	) {
		super(label, message, hint);
		this.name = 'StatsRangeError';
	}
}

export interface CalendarDate {
	year: number;
	month: number;
	day: number;
}

// ---------------------------------------------------------------------------------------------
// Calendar arithmetic (on dates, independent of any zone)

export function addDays(date: CalendarDate, days: number): CalendarDate {
	const moved = DateTime.utc(date.year, date.month, date.day).plus({ days });
	return { year: moved.year, month: moved.month, day: moved.day };
}

export function formatDate(date: CalendarDate): string {
	const pad = (n: number, w = 2) => String(n).padStart(w, '0');
	return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
	const a = DateTime.utc(from.year, from.month, from.day);
	const b = DateTime.utc(to.year, to.month, to.day);
	return Math.round(b.diff(a, 'days').days);
}

/** The local calendar date of an instant in a zone. */
export function localDateOf(ms: number, zone: string): CalendarDate {
	const local = DateTime.fromMillis(ms, { zone });
	return { year: local.year, month: local.month, day: local.day };
}

/** The first instant of a local day: local midnight, or the end of a gap that swallows midnight. */
export function startOfLocalDay(date: CalendarDate, zone: string): number {
	// Luxon moves a wall time inside a gap forward by the gap's length: for a day whose midnight is
	// skipped (e.g. 00:00 -> 01:00) that is 01:00, the day's first instant.
	const ms = DateTime.fromObject(
		{ year: date.year, month: date.month, day: date.day },
		{ zone },
	).toMillis();
	// When a change moves midnight back (24:00 -> 23:00), 00:00 happens twice: take the earlier.
	const earlier = ms - HOUR_MS;
	const d = localDateOf(earlier, zone);
	return d.year === date.year && d.month === date.month && d.day === date.day ? earlier : ms;
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** 'YYYY-MM-DDTHH:mm:ss±HH:MM' with the zone's offset at that instant ('+00:00' for UTC). */
export function formatInZone(ms: number, zone: string): string {
	const local = DateTime.fromMillis(ms, { zone });
	return `${local.toFormat("yyyy-MM-dd'T'HH:mm:ss")}${formatOffset(local.offset * MINUTE)}`;
}

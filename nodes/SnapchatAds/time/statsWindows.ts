/**
 * Stats date ranges: presets and custom ranges resolved in a zone at a given "now", and their split
 * into windows the stats endpoint accepts. Pure: no I/O, no clock (the caller passes `nowMs`).
 *
 * - Day and Total boundaries are the start of a local day (local midnight; where a clock change
 *   skips midnight, the first instant of that day). Hour boundaries are whole local hours.
 * - Every boundary is written in ISO 8601 with the offset of THAT instant in the zone, so a range
 *   across a change reads e.g. 2025-03-09T00:00:00-08:00 to 2025-03-10T00:00:00-07:00.
 * - The end is exclusive. A custom end date (Day, Total) is inclusive for the user: the range ends
 *   at the start of the following day.
 * - "Last N Days" is the N whole days before today (today excluded), as in Ads Manager.
 *   "This Month" runs from the 1st to the end of today; "Today" is the whole of today.
 */
import { DateTime } from 'luxon';

import { resolveStartTime, StartTimeError } from './startTime';
import { isValidIanaZone } from './timeZones';

export const DATE_PRESETS = [
	'today',
	'yesterday',
	'last7Days',
	'last14Days',
	'last30Days',
	'thisMonth',
	'lastMonth',
	'custom',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export type WindowGranularity = 'TOTAL' | 'DAY' | 'HOUR';

/** Snap refuses DAY ranges over 32 days (spec); Total is split the same way, defensively. */
export const MAX_DAYS_PER_WINDOW = 32;
/** Public connectors split HOUR ranges into 7-day windows (spec: inferred limit). 168 real hours. */
export const MAX_HOURS_PER_WINDOW = 7 * 24;
/** Sanity limits so a typo (year 1900) cannot fire thousands of calls. Our choice, not Snap's. */
export const MAX_RANGE_DAYS = 3700;
export const MAX_HOUR_RANGE_DAYS = 366;

const HOUR_MS = 3_600_000;

/** A time range; `start`/`end` in ISO 8601 with the zone's offset at that instant. End exclusive. */
export interface StatsWindow {
	start: string;
	end: string;
	startMs: number;
	endMs: number;
}

/** Which input a range error is about: the custom start, the custom end, or the zone. */
export type RangeField = 'start' | 'end' | 'zone';

export class StatsRangeError extends Error {
	constructor(
		message: string,
		readonly hint: string,
		readonly field: RangeField,
	) {
		super(message);
		this.name = 'StatsRangeError';
	}
}

export interface CalendarDate {
	year: number;
	month: number;
	day: number;
}

export interface RangeRequest {
	preset: DatePreset;
	granularity: WindowGranularity;
	/** IANA zone the range is read in (the ad account's, unless overridden). */
	zone: string;
	/** The current instant, epoch milliseconds. */
	nowMs: number;
	/** Custom only: a date (Day, Total) or a date-time (Hour). */
	customStart?: unknown;
	customEnd?: unknown;
}

/** Display names of the custom fields, used in error messages. */
export function customFieldLabels(granularity: WindowGranularity): { start: string; end: string } {
	return granularity === 'HOUR'
		? { start: 'Start Time', end: 'End Time' }
		: { start: 'Start Date', end: 'End Date' };
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

function daysBetween(from: CalendarDate, to: CalendarDate): number {
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
	const offset = local.offset;
	const sign = offset < 0 ? '-' : '+';
	const abs = Math.abs(offset);
	const pad = (n: number) => String(n).padStart(2, '0');
	return (
		`${local.toFormat("yyyy-MM-dd'T'HH:mm:ss")}` +
		`${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
	);
}

function windowOf(startMs: number, endMs: number, zone: string): StatsWindow {
	return { start: formatInZone(startMs, zone), end: formatInZone(endMs, zone), startMs, endMs };
}

// ---------------------------------------------------------------------------------------------
// Presets and custom ranges

/** The first day and the day after the last (exclusive) of a preset, in local calendar dates. */
export function presetDays(preset: Exclude<DatePreset, 'custom'>, today: CalendarDate) {
	const firstOfMonth = { ...today, day: 1 };
	switch (preset) {
		case 'today':
			return { from: today, until: addDays(today, 1) };
		case 'yesterday':
			return { from: addDays(today, -1), until: today };
		case 'last7Days':
			return { from: addDays(today, -7), until: today };
		case 'last14Days':
			return { from: addDays(today, -14), until: today };
		case 'last30Days':
			return { from: addDays(today, -30), until: today };
		case 'thisMonth':
			return { from: firstOfMonth, until: addDays(today, 1) };
		case 'lastMonth': {
			const lastMonth = DateTime.utc(today.year, today.month, 1).minus({ months: 1 });
			return { from: { year: lastMonth.year, month: lastMonth.month, day: 1 }, until: firstOfMonth };
		}
	}
}

/** Resolves a preset or a custom range into one range of instants. Throws StatsRangeError. */
export function resolveStatsRange(request: RangeRequest): StatsWindow {
	const { zone, granularity } = request;
	if (typeof zone !== 'string' || !isValidIanaZone(zone)) {
		throw new StatsRangeError(
			`"${String(zone)}" is not a time zone this node knows`,
			'Use an IANA time zone such as America/Los_Angeles, Europe/Berlin or UTC',
			'zone',
		);
	}
	if (request.preset !== 'custom') {
		const { from, until } = presetDays(request.preset, localDateOf(request.nowMs, zone));
		return windowOf(startOfLocalDay(from, zone), startOfLocalDay(until, zone), zone);
	}
	const labels = customFieldLabels(granularity);
	if (granularity === 'HOUR') {
		const startMs = wholeHourInstant(request.customStart, zone, labels.start, 'start');
		const endMs = wholeHourInstant(request.customEnd, zone, labels.end, 'end');
		checkOrder(startMs, endMs, labels, zone);
		if (endMs - startMs > MAX_HOUR_RANGE_DAYS * 24 * HOUR_MS) {
			throw new StatsRangeError(
				`The range from ${labels.start} to ${labels.end} is longer than ${MAX_HOUR_RANGE_DAYS} days`,
				'Hourly stats are limited to one year per run here; use Day granularity for longer ranges',
				'end',
			);
		}
		return windowOf(startMs, endMs, zone);
	}
	const from = calendarDateOf(request.customStart, zone, labels.start, 'start');
	const last = calendarDateOf(request.customEnd, zone, labels.end, 'end');
	const days = daysBetween(from, last) + 1;
	if (days < 1) {
		throw new StatsRangeError(
			`${labels.end} (${formatDate(last)}) is before ${labels.start} (${formatDate(from)})`,
			`Choose an ${labels.end} on or after ${formatDate(from)}; the end date is included`,
			'end',
		);
	}
	if (days > MAX_RANGE_DAYS) {
		throw new StatsRangeError(
			`The range ${formatDate(from)} to ${formatDate(last)} spans ${days} days, more than ${MAX_RANGE_DAYS}`,
			'Choose a range of at most about ten years',
			'start',
		);
	}
	return windowOf(startOfLocalDay(from, zone), startOfLocalDay(addDays(last, 1), zone), zone);
}

function checkOrder(
	startMs: number,
	endMs: number,
	labels: { start: string; end: string },
	zone: string,
): void {
	if (endMs <= startMs) {
		throw new StatsRangeError(
			`${labels.end} (${formatInZone(endMs, zone)}) is not after ${labels.start} (${formatInZone(startMs, zone)})`,
			`Choose an ${labels.end} at least one hour after the ${labels.start}; the end is not included`,
			'end',
		);
	}
}

const DATE_PREFIX = /^\s*(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

/** A custom Day/Total date: the calendar date as written (a string), or of a value in its zone. */
export function calendarDateOf(
	value: unknown,
	zone: string,
	label: string,
	field: RangeField,
): CalendarDate {
	const hint = `Give a date such as 2025-07-01 (read as a day in ${zone}) or an expression like {{ $today.minus({ days: 7 }) }}`;
	if (typeof value === 'string') {
		const match = DATE_PREFIX.exec(value);
		if (match) {
			const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
			if (DateTime.utc(date.year, date.month, date.day).isValid) return date;
			throw new StatsRangeError(`${label} "${value.trim()}" is not a valid calendar date`, hint, field);
		}
		const shown = value.trim() === '' ? 'is empty' : `"${value.trim().slice(0, 60)}" is not a date`;
		throw new StatsRangeError(`${label} ${shown}`, hint, field);
	}
	const asDateTime = value as { isLuxonDateTime?: unknown; year?: unknown; month?: unknown; day?: unknown; isValid?: unknown };
	if (typeof value === 'object' && value !== null && asDateTime.isLuxonDateTime === true) {
		if (asDateTime.isValid !== false && typeof asDateTime.year === 'number') {
			// A DateTime's own calendar date, as the user sees it in its zone.
			return { year: asDateTime.year, month: Number(asDateTime.month), day: Number(asDateTime.day) };
		}
		throw new StatsRangeError(`${label} is an invalid Luxon DateTime`, hint, field);
	}
	const resolved = instantOf(value, zone, label, field);
	if (resolved instanceof StatsRangeError) throw new StatsRangeError(resolved.message, hint, field);
	return localDateOf(resolved, zone);
}

/** The start-time rules applied to a custom value; a failure is returned, not thrown. */
function instantOf(value: unknown, zone: string, label: string, field: RangeField): number | StatsRangeError {
	try {
		return Date.parse(resolveStartTime(value, zone).utc);
	} catch (error) {
		if (error instanceof StartTimeError) {
			const message = error.message.replace(/^The start time/, 'It');
			return new StatsRangeError(`${label}: ${message}`, error.hint, field);
		}
		return new StatsRangeError(`${label}: ${String(error)}`, 'Give a date-time such as 2025-07-01T09:00', field);
	}
}

/** A custom Hour boundary: the start-time rules, then a whole hour in the zone. */
export function wholeHourInstant(
	value: unknown,
	zone: string,
	label: string,
	field: RangeField,
): number {
	const ms = instantOf(value, zone, label, field);
	if (ms instanceof StatsRangeError) throw ms;
	const local = DateTime.fromMillis(ms, { zone });
	if (local.minute !== 0 || local.second !== 0 || local.millisecond !== 0) {
		const floor = local.startOf('hour');
		throw new StatsRangeError(
			`${label} ${formatInZone(ms, zone)} is not on a whole hour in ${zone} (it is ${local.toFormat('HH:mm:ss')} there)`,
			`Hourly stats start and end on whole hours, e.g. ${formatInZone(floor.toMillis(), zone)} or ${formatInZone(floor.plus({ hours: 1 }).toMillis(), zone)}`,
			field,
		);
	}
	return ms;
}

// ---------------------------------------------------------------------------------------------
// Windows

/**
 * Splits a range into windows Snap accepts, in order: Day/Total into at most 32 local days, each
 * boundary the start of a local day; Hour into at most 168 hours. Windows are contiguous.
 */
export function splitStatsRange(
	range: { startMs: number; endMs: number },
	granularity: WindowGranularity,
	zone: string,
): StatsWindow[] {
	const windows: StatsWindow[] = [];
	if (granularity === 'HOUR') {
		for (let from = range.startMs; from < range.endMs; from += MAX_HOURS_PER_WINDOW * HOUR_MS) {
			windows.push(windowOf(from, Math.min(range.endMs, from + MAX_HOURS_PER_WINDOW * HOUR_MS), zone));
		}
		return windows;
	}
	const firstDay = localDateOf(range.startMs, zone);
	let from = range.startMs;
	for (let step = 1; from < range.endMs; step++) {
		const next = Math.min(range.endMs, startOfLocalDay(addDays(firstDay, step * MAX_DAYS_PER_WINDOW), zone));
		windows.push(windowOf(from, next, zone));
		from = next;
	}
	return windows;
}

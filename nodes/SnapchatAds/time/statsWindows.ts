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

import {
	addDays,
	daysBetween,
	formatDate,
	formatInZone,
	localDateOf,
	startOfLocalDay,
	StatsRangeError,
	type CalendarDate,
} from './localCalendar';
import { calendarDateOf, hourBoundary } from './statsCustom';
import { isValidIanaZone } from './timeZones';

export { formatInZone, StatsRangeError } from './localCalendar';

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

/** Snap refuses DAY ranges over 32 days (spec), also kept within 32 x 24 hours; Total is split the same way, defensively. */
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

/** Display name of the time-zone option, used in error messages. */
export const ZONE_FIELD = 'Time Zone';

/** Display names of the custom fields, used in error messages. */
export function customFieldLabels(granularity: WindowGranularity): { start: string; end: string } {
	return granularity === 'HOUR'
		? { start: 'Start Time', end: 'End Time' }
		: { start: 'Start Date', end: 'End Date' };
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
			ZONE_FIELD,
		);
	}
	if (request.preset !== 'custom') {
		const { from, until } = presetDays(request.preset, localDateOf(request.nowMs, zone));
		return windowOf(startOfLocalDay(from, zone), startOfLocalDay(until, zone), zone);
	}
	const labels = customFieldLabels(granularity);
	if (granularity === 'HOUR') {
		const startMs = hourBoundary(request.customStart, zone, labels.start, 'start');
		const endMs = hourBoundary(request.customEnd, zone, labels.end, 'end');
		checkOrder(startMs, endMs, labels, zone);
		if (endMs - startMs > MAX_HOUR_RANGE_DAYS * 24 * HOUR_MS) {
			throw new StatsRangeError(
				`The range from ${labels.start} to ${labels.end} is longer than ${MAX_HOUR_RANGE_DAYS} days`,
				'Hourly stats are limited to one year per run here; use Day granularity for longer ranges',
				'end',
				labels.end,
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
			labels.end,
		);
	}
	if (days > MAX_RANGE_DAYS) {
		throw new StatsRangeError(
			`The range ${formatDate(from)} to ${formatDate(last)} spans ${days} days, more than ${MAX_RANGE_DAYS}`,
			'Choose a range of at most about ten years',
			'start',
			labels.start,
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
			labels.end,
		);
	}
}

// ---------------------------------------------------------------------------------------------
// Windows

/** The latest instant at or before `ms` that is a whole hour on the zone's clock. */
function wholeLocalHourAtOrBefore(ms: number, zone: string): number {
	let at = ms;
	// A step back can cross a clock change and land off the hour again; a few steps always settle.
	for (let step = 0; step < 4; step++) {
		const local = DateTime.fromMillis(at, { zone });
		const past = (local.minute * 60 + local.second) * 1000 + local.millisecond;
		if (past === 0) break;
		at -= past;
	}
	return at;
}

/**
 * Splits a range into windows Snap accepts, in order: Day/Total into at most 32 local days and
 * 32 x 24 hours, each boundary the start of a local day; Hour into at most 168 hours, each
 * boundary a whole local hour in every zone (a half-hour change included). Windows are contiguous.
 */
export function splitStatsRange(
	range: { startMs: number; endMs: number },
	granularity: WindowGranularity,
	zone: string,
): StatsWindow[] {
	const windows: StatsWindow[] = [];
	if (granularity === 'HOUR') {
		for (let from = range.startMs; from < range.endMs; ) {
			// 168 real hours after a whole local hour, across a half-hour change (Australia/Lord_Howe),
			// is a half hour there, which Snap refuses: such a window ends on the whole local hour before.
			const next = Math.min(range.endMs, wholeLocalHourAtOrBefore(from + MAX_HOURS_PER_WINDOW * HOUR_MS, zone));
			windows.push(windowOf(from, next, zone));
			from = next;
		}
		return windows;
	}
	for (let from = range.startMs; from < range.endMs; ) {
		const day = localDateOf(from, zone);
		let next = startOfLocalDay(addDays(day, MAX_DAYS_PER_WINDOW), zone);
		// 32 local days across an autumn change last 32 days and an hour: in case Snap counts hours
		// (not known: inferred), such a window is one day shorter. A year is still 12 calls.
		if (next - from > MAX_DAYS_PER_WINDOW * 24 * HOUR_MS) next = startOfLocalDay(addDays(day, MAX_DAYS_PER_WINDOW - 1), zone);
		next = Math.min(range.endMs, next);
		windows.push(windowOf(from, next, zone));
		from = next;
	}
	return windows;
}

/**
 * The window a rule is judged over: the last N whole days of the ad account (today left out, as
 * Ads Manager's "Last 7 Days"), or today so far. Days are the account's own, cut at its local
 * midnight, daylight saving included (a window across a change is 23 or 25 hours longer or
 * shorter). Pure: the caller passes "now".
 */
import { addDays, formatDate, formatInZone, localDateOf, startOfLocalDay } from './localCalendar';

export interface DaysWindow {
	/** ISO 8601 with the zone's offset at each instant; end exclusive. */
	start: string;
	end: string;
	/** The local dates it covers, first and last (inclusive). */
	firstDay: string;
	lastDay: string;
	/** Whole days covered (1 for today so far). */
	days: number;
	todaySoFar: boolean;
}

/** `days` 0: today so far (from today's local midnight; Snap counts up to now). */
export function lastDaysWindow(days: number, zone: string, nowMs: number): DaysWindow {
	const today = localDateOf(nowMs, zone);
	const todaySoFar = days === 0;
	const from = todaySoFar ? today : addDays(today, -days);
	const until = todaySoFar ? addDays(today, 1) : today;
	return {
		start: formatInZone(startOfLocalDay(from, zone), zone),
		end: formatInZone(startOfLocalDay(until, zone), zone),
		firstDay: formatDate(from),
		lastDay: formatDate(addDays(until, -1)),
		days: todaySoFar ? 1 : days,
		todaySoFar,
	};
}

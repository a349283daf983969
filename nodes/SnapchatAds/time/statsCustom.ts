/**
 * The custom values of a stats range: a calendar date for Day/Total, a whole local hour for Hour
 * (with the start-time rules: an offset or Z is an instant, a wall clock is read in the zone, a
 * time skipped by the clocks is refused, a repeated one takes the earlier instant).
 */
import { DateTime } from 'luxon';

import { addDays, formatInZone, localDateOf, startOfLocalDay, StatsRangeError, type CalendarDate, type RangeField } from './localCalendar';
import { InputError } from '../../shared/input/validation';
import { readInstant } from '../../shared/time/readInstant';

const DATE_PREFIX = /^\s*(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const DATE_ONLY = /^\s*\d{4}-\d{2}-\d{2}\s*$/;

/** A custom Day/Total date: the calendar date as written (a string), or of a value in its zone. */
export function calendarDateOf(
	value: unknown,
	zone: string,
	label: string,
	field: RangeField,
): CalendarDate {
	// The same words as the field's hint: the zone is the ad account's (or the Time Zone option's,
	// for Total); `zone` may be a stand-in here (dates are checked before the account is read).
	const hint = `Give a calendar day such as 2025-07-01 (read in the ad account's time zone) or an expression like {{ $today.minus({ days: 7 }) }}`;
	if (typeof value === 'string') {
		const match = DATE_PREFIX.exec(value);
		if (match) {
			const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
			if (DateTime.utc(date.year, date.month, date.day).isValid) return date;
			throw new StatsRangeError(`${label} "${value.trim()}" is not a valid calendar date`, hint, field, label);
		}
		const shown = value.trim() === '' ? 'is empty' : `"${value.trim().slice(0, 60)}" is not a date`;
		throw new StatsRangeError(`${label} ${shown}`, hint, field, label);
	}
	const asDateTime = value as { isLuxonDateTime?: unknown; year?: unknown; month?: unknown; day?: unknown; isValid?: unknown };
	if (typeof value === 'object' && value !== null && asDateTime.isLuxonDateTime === true) {
		if (asDateTime.isValid !== false && typeof asDateTime.year === 'number') {
			// A DateTime's own calendar date, as the user sees it in its zone.
			return { year: asDateTime.year, month: Number(asDateTime.month), day: Number(asDateTime.day) };
		}
		throw new StatsRangeError(`${label} is an invalid Luxon DateTime`, hint, field, label);
	}
	const resolved = instantOf(value, zone, label, field);
	if (resolved instanceof StatsRangeError) throw new StatsRangeError(resolved.message, hint, field, label);
	return localDateOf(resolved, zone);
}

/** The instant rules applied to a custom value, in the words of its field; a failure is returned, not thrown. */
function instantOf(value: unknown, zone: string, label: string, field: RangeField): number | StatsRangeError {
	let refused: unknown;
	try {
		return readInstant(value, zone, { field: label, noun: label.toLowerCase() }).ms;
	} catch (error) {
		refused = error;
	}
	if (!(refused instanceof InputError)) throw refused;
	return new StatsRangeError(refused.message, refused.hint, field, label);
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
			label,
		);
	}
	return ms;
}

/**
 * A custom Hour boundary. A date alone (what Start Date and End Date hold when Granularity switches
 * from Day to Hour) is that whole day, as with Day: the start at its first instant, the end at the
 * first instant of the day after (the end date is included). Anything else: wholeHourInstant.
 */
export function hourBoundary(value: unknown, zone: string, label: string, field: RangeField): number {
	if (typeof value !== 'string' || !DATE_ONLY.test(value)) return wholeHourInstant(value, zone, label, field);
	const date = calendarDateOf(value, zone, label, field);
	return startOfLocalDay(field === 'end' ? addDays(date, 1) : date, zone);
}

/**
 * Date-times given as text: ISO 8601 dates and date-times, with or without an offset. A text
 * without an offset is a wall-clock time, resolved in a zone here: a time skipped by a forward
 * change of the clocks is an error naming the gap; one that happens twice (clocks turned back)
 * takes the earlier instant. Both are decided from the zone's offsets, never left to Luxon.
 */
import { DateTime, IANAZone } from 'luxon';

import type { InputError } from '../input/validation';
import type { Instant, Reading } from './format';
import { clockOf, dayOf, formatOffset, formatUtc, HOUR, MAX_MS, MAX_SHOWN, MIN_MS, MINUTE, pad2, shorten } from './format';
import { inRange, readEpoch } from './instant';
import { isValidIanaZone } from './zones';

// Date, then optionally (T or a space) hours:minutes[:seconds[.fraction]], then optionally Z or an
// offset (+01:00, +0100, -05). Two-digit fields only: 2026-2-3 is refused, not guessed at.
const ISO_TEXT =
	/^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)?$/;
const EPOCH_TEXT = /^[+-]?\d+(?:\.\d*)?$/;

interface WallClock {
	year: number;
	month: number;
	day: number;
	hour: number;
	minute: number;
	second: number;
	millisecond: number;
}

export function readText(raw: string, r: Reading): Instant {
	const text = raw.trim();
	if (text === '') {
		throw r.fail(`The ${r.noun} is empty`, r.exampleHint());
	}
	const shown = shorten(text);
	if (EPOCH_TEXT.test(text)) {
		const ms = Number(text);
		return readEpoch(ms, `"${shown}"`, r);
	}
	const match = ISO_TEXT.exec(text);
	if (!match) {
		throw r.fail(`"${shown}" is not ${r.aNoun} this node can read`, r.exampleHint());
	}
	const [, y, mo, d, h, mi, s, frac, zulu, sign, offH, offM] = match;
	if (h === undefined && (zulu !== undefined || sign !== undefined)) {
		throw r.fail(`"${shown}" has an offset but no time of day`, r.exampleHint());
	}
	const wall: WallClock = {
		year: Number(y),
		month: Number(mo),
		day: Number(d),
		hour: h === undefined ? 0 : Number(h),
		minute: mi === undefined ? 0 : Number(mi),
		second: s === undefined ? 0 : Number(s),
		// Milliseconds: the first three fraction digits; further digits are dropped (as Luxon does).
		millisecond: frac === undefined ? 0 : Number(frac.slice(0, 3).padEnd(3, '0')),
	};
	const problem = calendarProblem(wall);
	if (problem) {
		throw r.fail(`"${shown}" is not a valid date-time: ${problem}`, r.exampleHint());
	}
	const localMs = wallAsUtcMs(wall);

	if (zulu !== undefined || sign !== undefined) {
		let offsetMinutes = 0;
		if (sign !== undefined) {
			const hours = Number(offH);
			const minutes = offM === undefined ? 0 : Number(offM);
			if (hours > 23 || minutes > 59) {
				throw r.fail(
					`"${shown}" has an impossible UTC offset (${sign}${offH}${offM === undefined ? '' : `:${offM}`})`,
					'Write the offset as +HH:MM or -HH:MM, e.g. 2026-12-24T18:00:00+01:00, or use Z for UTC',
				);
			}
			offsetMinutes = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
		}
		return inRange(localMs - offsetMinutes * MINUTE, `"${shown}"`, r);
	}
	return readWallClock(localMs, text, shown, r);
}

function daysInMonth(year: number, month: number): number {
	if (month === 2) {
		const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
		return leap ? 29 : 28;
	}
	return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const MONTH_NAMES = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
];

function calendarProblem(w: WallClock): string | undefined {
	if (w.month < 1 || w.month > 12) return `month ${pad2(w.month)} does not exist (use 01 to 12)`;
	const days = daysInMonth(w.year, w.month);
	if (w.day < 1 || w.day > days) {
		return `${MONTH_NAMES[w.month - 1]} ${w.year} has no day ${pad2(w.day)} (it has ${days} days)`;
	}
	if (w.hour > 23) return `hour ${pad2(w.hour)} does not exist (use 00 to 23; midnight is 00:00 of the next day)`;
	if (w.minute > 59) return `minute ${pad2(w.minute)} does not exist (use 00 to 59)`;
	if (w.second > 59) return `second ${pad2(w.second)} does not exist (use 00 to 59)`;
	return undefined;
}

/** The wall-clock fields read as if they were UTC (Date.UTC would move years 0-99 to 19xx). */
function wallAsUtcMs(w: WallClock): number {
	const date = new Date(0);
	date.setUTCFullYear(w.year, w.month - 1, w.day);
	date.setUTCHours(w.hour, w.minute, w.second, w.millisecond);
	return date.getTime();
}


// ---------------------------------------------------------------------------------------------
// Wall-clock time in a zone

function readWallClock(localMs: number, text: string, shown: string, r: Reading): Instant {
	const zoneName = r.zone;
	if (typeof zoneName !== 'string' || !isValidIanaZone(zoneName)) {
		throw r.fail(
			`"${shown}" has no UTC offset, and the time zone to read it in (${shorten(String(zoneName))}) is not a valid IANA time zone`,
			`Choose a time zone such as Europe/Berlin, America/New_York or UTC, or give the ${r.noun} with Z or an offset, e.g. 2026-12-24T18:00:00Z`,
		);
	}
	const zone = IANAZone.create(zoneName);
	const offsetAt = (t: number): number => Math.round(zone.offset(t) * MINUTE);

	// Every offset the zone uses around this wall-clock time. The instant lies within about
	// -14 h to +12 h of `localMs` (the widest offsets in use), so sampling every 6 h from -18 h to
	// +18 h, then closing the set under "offset at localMs - candidate", finds each of them.
	const candidates = new Set<number>();
	for (let h = -18; h <= 18; h += 6) candidates.add(offsetAt(localMs + h * HOUR));
	for (let grew = true; grew; ) {
		grew = false;
		for (const o of [...candidates]) {
			const next = offsetAt(localMs - o);
			if (!candidates.has(next)) {
				candidates.add(next);
				grew = true;
			}
		}
	}

	// An offset o fits when the instant localMs - o really has offset o in this zone.
	const fitting = [...candidates].filter((o) => offsetAt(localMs - o) === o);
	if (fitting.length > 0) {
		// Twice the same wall clock (clocks turned back): the larger offset is the earlier instant.
		const offset = Math.max(...fitting);
		const ms = checkedRange(localMs - offset, shown, r);
		const result: Instant = { ms, iso: formatUtc(ms), kind: 'wallClock', zone: zoneName };
		if (fitting.length > 1) result.ambiguous = true;
		return result;
	}
	throw gapError(localMs, [...candidates], offsetAt, text, shown, r);
}

function checkedRange(ms: number, shown: string, r: Reading): number {
	if (ms < MIN_MS || ms > MAX_MS) {
		throw r.fail(`"${shown}" read in ${r.zone} falls outside the years 0000 to 9999 in UTC`, r.exampleHint());
	}
	return ms;
}

/** The wall-clock time falls in a gap: find the change of offset that skips it and name it. */
function gapError(
	localMs: number,
	candidates: number[],
	offsetAt: (t: number) => number,
	text: string,
	shown: string,
	r: Reading,
): InputError {
	const zoneName = r.zone;
	// wall(t) = t + offsetAt(t) is below localMs at lo and above it at hi; find where it jumps over.
	let lo = localMs - Math.max(...candidates);
	let hi = localMs - Math.min(...candidates);
	while (hi - lo > 1) {
		const mid = Math.floor((lo + hi) / 2);
		if (mid + offsetAt(mid) > localMs) hi = mid;
		else lo = mid;
	}
	const before = offsetAt(lo);
	const after = offsetAt(hi);
	const from = hi + before; // the wall clock the change skips from (e.g. 02:00)...
	const to = hi + after; // ...and to (e.g. 03:00)
	const sameDay = dayOf(from) === dayOf(localMs) && dayOf(to) === dayOf(localMs);
	const fromText = sameDay ? clockOf(from) : `${dayOf(from)}T${clockOf(from)}`;
	const toText = sameDay ? clockOf(to) : `${dayOf(to)}T${clockOf(to)}`;
	const dstStarts =
		!DateTime.fromMillis(lo, { zone: zoneName }).isInDST &&
		DateTime.fromMillis(hi, { zone: zoneName }).isInDST;
	const why = dstStarts
		? 'daylight saving time starts'
		: `the UTC offset changes from ${formatOffset(before)} to ${formatOffset(after)}`;
	const name = text.length <= MAX_SHOWN ? text : shown;
	return r.fail(
		`${name} does not exist in ${zoneName}: clocks jump from ${fromText} to ${toText}${sameDay ? ' that day' : ''} (${why})`,
		`Choose a time before ${fromText} or from ${toText} on, or give the instant with an offset, e.g. ${dayOf(to)}T${clockOf(to)}${formatOffset(after)}`,
	);
}

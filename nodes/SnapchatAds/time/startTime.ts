/**
 * Event start time: turns whatever an n8n user or expression gives (ISO text, a Luxon DateTime,
 * a JavaScript Date, epoch milliseconds) into the UTC instant the API is sent. Pure: no I/O, no
 * clock, no state. See DESIGN.md, "Start time".
 *
 * - A value with `Z` or an offset, a DateTime, a Date or epoch milliseconds is that instant.
 * - A value without an offset is a wall-clock time, read in the zone the caller names.
 *   A wall-clock time skipped by a forward change of the clocks is an error naming the gap; one that
 *   happens twice (clocks turned back) takes the earlier instant. Both cases are decided here from
 *   the zone's offsets, never left to Luxon, which picks one of two repeated instants on its own terms.
 */
import { DateTime, IANAZone } from 'luxon';

import { isValidIanaZone } from './timeZones';

export class StartTimeError extends Error {
	/**
	 * @param message what is wrong, naming the value
	 * @param hint what a good value looks like
	 */
	constructor(
		message: string,
		readonly hint: string,
	) {
		super(message);
		this.name = 'StartTimeError';
	}
}

export interface ResolvedStartTime {
	/** The instant, always 'YYYY-MM-DDTHH:mm:ss.SSSZ', e.g. '2026-11-01T05:30:00.000Z'. */
	utc: string;
	/** 'instant': the value carried its own instant; 'wallClock': it was read in `zone`. */
	kind: 'instant' | 'wallClock';
	/** For wallClock: the zone it was read in. */
	zone?: string;
	/** For wallClock: the time happens twice in the zone (clocks turned back); the earlier was taken. */
	ambiguous?: boolean;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z: the range the output format can write. */
const MIN_MS = -62_167_219_200_000;
const MAX_MS = 253_402_300_799_999;
/** Epoch values below this (1973-03-03 in milliseconds) are taken to be seconds. */
const SECONDS_THRESHOLD = 1e11;
const MAX_SHOWN = 60;

/** 'YYYY-MM-DDTHH:mm:ss.SSSZ' for an instant in epoch milliseconds (years 0000 to 9999). */
export function formatUtc(ms: number): string {
	if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) {
		throw new RangeError(`formatUtc: ${String(ms)} is outside years 0000 to 9999`);
	}
	return new Date(Math.trunc(ms)).toISOString();
}

/** The hint shown under the n8n field (at most 300 characters). */
export function describeStartTimeRules(): string {
	return (
		'With Z or an offset (2026-12-24T18:00:00Z) it is that instant. Otherwise it is read in ' +
		'"Start Time Is In", else the Event Time Zone, else the workflow\'s time zone. ' +
		'Times skipped by a clock change are an error; repeated times take the earlier one.'
	);
}

export function resolveStartTime(value: unknown, wallClockZone: string): ResolvedStartTime {
	if (typeof value === 'string') return resolveString(value, wallClockZone);
	if (typeof value === 'number') return resolveEpoch(value, String(value));
	if (typeof value === 'bigint') {
		return resolveEpoch(Number(value), String(value));
	}
	if (isLuxonDateTime(value)) return resolveDateTime(value, wallClockZone);
	if (isJsDate(value)) return resolveDate(value, wallClockZone);
	throw unsupported(value, wallClockZone);
}

// ---------------------------------------------------------------------------------------------
// Values that carry their own instant

interface DateTimeLike {
	isValid?: unknown;
	invalidExplanation?: unknown;
	invalidReason?: unknown;
	toMillis: () => unknown;
}

/** A Luxon DateTime, also one made by another copy of Luxon (n8n may hand over its own). */
function isLuxonDateTime(value: unknown): value is DateTimeLike {
	if (typeof value !== 'object' || value === null) return false;
	const candidate = value as { isLuxonDateTime?: unknown; toMillis?: unknown };
	// DateTime.isDateTime only reads the isLuxonDateTime flag, so toMillis is checked in both cases.
	return (
		(DateTime.isDateTime(value) || candidate.isLuxonDateTime === true) &&
		typeof candidate.toMillis === 'function'
	);
}

/** A JavaScript Date, also one from another realm (a sandboxed expression). */
function isJsDate(value: unknown): value is { getTime: () => unknown } {
	if (value instanceof Date) return true;
	return (
		Object.prototype.toString.call(value) === '[object Date]' &&
		typeof (value as { getTime?: unknown }).getTime === 'function'
	);
}

function resolveDateTime(value: DateTimeLike, zone: string): ResolvedStartTime {
	if (value.isValid === false) {
		const why = [value.invalidReason, value.invalidExplanation]
			.filter((part): part is string => typeof part === 'string' && part !== '')
			.join(': ');
		throw new StartTimeError(
			`The start time is an invalid Luxon DateTime${why ? ` (${shorten(why)})` : ''}`,
			`Build it from a valid value, e.g. {{ DateTime.fromISO('2026-12-24T18:00', { zone: '${zone}' }) }} or {{ $now.plus({ days: 7 }) }}`,
		);
	}
	const ms = value.toMillis();
	if (typeof ms !== 'number' || !Number.isFinite(ms)) {
		throw new StartTimeError(
			'The start time is a DateTime that has no valid instant',
			exampleHint(zone),
		);
	}
	return instant(ms, 'The start time DateTime', zone);
}

function resolveDate(value: { getTime: () => unknown }, zone: string): ResolvedStartTime {
	const ms = value.getTime();
	if (typeof ms !== 'number' || !Number.isFinite(ms)) {
		throw new StartTimeError(
			'The start time is an Invalid Date (a JavaScript Date built from a value it could not read)',
			exampleHint(zone),
		);
	}
	return instant(ms, 'The start time Date', zone);
}

function resolveEpoch(ms: number, shown: string): ResolvedStartTime {
	const epochHint =
		'Use epoch milliseconds such as 1798135200000 (= 2026-12-24T18:00:00.000Z), e.g. {{ $now.toMillis() }}, or an ISO date-time such as 2026-12-24T18:00:00Z';
	if (!Number.isFinite(ms)) {
		throw new StartTimeError(`${shorten(shown)} is not a start time (not a finite number)`, epochHint);
	}
	if (!Number.isInteger(ms)) {
		throw new StartTimeError(
			`${shorten(shown)} is not a whole number of epoch milliseconds`,
			epochHint,
		);
	}
	if (ms < 0) {
		throw new StartTimeError(
			`${shorten(shown)} is a negative epoch timestamp (before 1970), not a plausible start time`,
			epochHint,
		);
	}
	if (ms < SECONDS_THRESHOLD) {
		const asSeconds = ms * 1000 <= MAX_MS ? ` (as seconds it would be ${formatUtc(ms * 1000)})` : '';
		throw new StartTimeError(
			`${shorten(shown)} looks like epoch seconds, not milliseconds: as milliseconds it is ${formatUtc(ms)}${asSeconds}. Multiply it by 1000`,
			`Use epoch milliseconds, e.g. {{ $json.startSeconds * 1000 }} or {{ $now.toMillis() }}`,
		);
	}
	if (ms > MAX_MS) {
		throw new StartTimeError(
			`${shorten(shown)} is too large for epoch milliseconds (after the year 9999); if it is microseconds, divide it by 1000`,
			epochHint,
		);
	}
	return { utc: formatUtc(ms), kind: 'instant' };
}

function instant(ms: number, what: string, zone: string): ResolvedStartTime {
	if (ms < MIN_MS || ms > MAX_MS) {
		throw new StartTimeError(
			`${what} is outside the years 0000 to 9999 (epoch milliseconds ${ms})`,
			exampleHint(zone),
		);
	}
	return { utc: formatUtc(ms), kind: 'instant' };
}

// ---------------------------------------------------------------------------------------------
// Text

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

function resolveString(raw: string, zone: string): ResolvedStartTime {
	const text = raw.trim();
	if (text === '') {
		throw new StartTimeError('The start time is empty', exampleHint(zone));
	}
	const shown = shorten(text);
	if (EPOCH_TEXT.test(text)) {
		const ms = Number(text);
		return resolveEpoch(ms, `"${shown}"`);
	}
	const match = ISO_TEXT.exec(text);
	if (!match) {
		throw new StartTimeError(
			`"${shown}" is not a start time this node can read`,
			exampleHint(zone),
		);
	}
	const [, y, mo, d, h, mi, s, frac, zulu, sign, offH, offM] = match;
	if (h === undefined && (zulu !== undefined || sign !== undefined)) {
		throw new StartTimeError(
			`"${shown}" has an offset but no time of day`,
			exampleHint(zone),
		);
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
		throw new StartTimeError(`"${shown}" is not a valid date-time: ${problem}`, exampleHint(zone));
	}
	const localMs = wallAsUtcMs(wall);

	if (zulu !== undefined || sign !== undefined) {
		let offsetMinutes = 0;
		if (sign !== undefined) {
			const hours = Number(offH);
			const minutes = offM === undefined ? 0 : Number(offM);
			if (hours > 23 || minutes > 59) {
				throw new StartTimeError(
					`"${shown}" has an impossible UTC offset (${sign}${offH}${offM === undefined ? '' : `:${offM}`})`,
					'Write the offset as +HH:MM or -HH:MM, e.g. 2026-12-24T18:00:00+01:00, or use Z for UTC',
				);
			}
			offsetMinutes = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
		}
		return instant(localMs - offsetMinutes * MINUTE, `"${shown}"`, zone);
	}
	return resolveWallClock(localMs, text, shown, zone);
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

function resolveWallClock(
	localMs: number,
	text: string,
	shown: string,
	zoneName: string,
): ResolvedStartTime {
	if (typeof zoneName !== 'string' || !isValidIanaZone(zoneName)) {
		throw new StartTimeError(
			`"${shown}" has no UTC offset, and the time zone to read it in (${shorten(String(zoneName))}) is not a valid IANA time zone`,
			'Choose a time zone such as Europe/Berlin, America/New_York or UTC, or give the start time with Z or an offset, e.g. 2026-12-24T18:00:00Z',
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
		const result: ResolvedStartTime = {
			utc: formatUtc(checkedRange(localMs - offset, shown, zoneName)),
			kind: 'wallClock',
			zone: zoneName,
		};
		if (fitting.length > 1) result.ambiguous = true;
		return result;
	}
	throw gapError(localMs, [...candidates], offsetAt, text, shown, zoneName);
}

function checkedRange(ms: number, shown: string, zone: string): number {
	if (ms < MIN_MS || ms > MAX_MS) {
		throw new StartTimeError(
			`"${shown}" read in ${zone} falls outside the years 0000 to 9999 in UTC`,
			exampleHint(zone),
		);
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
	zoneName: string,
): StartTimeError {
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
	return new StartTimeError(
		`${name} does not exist in ${zoneName}: clocks jump from ${fromText} to ${toText}${sameDay ? ' that day' : ''} (${why})`,
		`Choose a time before ${fromText} or from ${toText} on, or give the instant with an offset, e.g. ${dayOf(to)}T${clockOf(to)}${formatOffset(after)}`,
	);
}

// ---------------------------------------------------------------------------------------------
// Messages

function exampleHint(zone: string): string {
	return `Use an ISO date-time such as 2026-12-24T18:00 (read in ${shorten(String(zone))}) or 2026-12-24T18:00:00Z, a date such as 2026-12-24, or an expression like {{ $now.plus({ days: 7 }) }}`;
}

function unsupported(value: unknown, zone: string): StartTimeError {
	if (value === null || value === undefined) {
		return new StartTimeError(`No start time was given (the value is ${String(value)})`, exampleHint(zone));
	}
	if (typeof value === 'boolean') {
		return new StartTimeError(`${String(value)} (a boolean) is not a start time`, exampleHint(zone));
	}
	if (Array.isArray(value)) {
		return new StartTimeError(
			`A list (${shorten(preview(value))}) is not a start time; pick one element of it`,
			exampleHint(zone),
		);
	}
	const kind = typeof value === 'object' ? 'An object' : `A value of type ${typeof value}`;
	return new StartTimeError(
		`${kind} (${shorten(preview(value))}) is not a start time; it is neither a date-time text, a Luxon DateTime, a JavaScript Date nor epoch milliseconds`,
		exampleHint(zone),
	);
}

function preview(value: unknown): string {
	if (typeof value === 'function' || typeof value === 'symbol') return String(value);
	const seen = new WeakSet<object>();
	const json = JSON.stringify(value, (_key, v: unknown) => {
		if (typeof v === 'bigint') return v.toString();
		if (typeof v === 'object' && v !== null) {
			if (seen.has(v)) return '[circular]';
			seen.add(v);
		}
		return v;
	});
	return json === undefined ? String(value) : json;
}

/** Shortens a value for a message to about 60 characters. */
function shorten(text: string): string {
	const oneLine = text.replace(/\s+/g, ' ');
	return oneLine.length <= MAX_SHOWN ? oneLine : `${oneLine.slice(0, MAX_SHOWN - 1)}…`;
}

function pad2(n: number): string {
	return String(n).padStart(2, '0');
}

/** 'YYYY-MM-DD' of a wall-clock time held as if UTC. */
function dayOf(wallMs: number): string {
	return new Date(wallMs).toISOString().slice(0, 10);
}

/** 'HH:mm', or 'HH:mm:ss' when the seconds are not zero, of a wall-clock time held as if UTC. */
function clockOf(wallMs: number): string {
	const iso = new Date(wallMs).toISOString();
	return iso.slice(17, 19) === '00' ? iso.slice(11, 16) : iso.slice(11, 19);
}

function formatOffset(offsetMs: number): string {
	const minutes = Math.round(Math.abs(offsetMs) / MINUTE);
	const sign = offsetMs < 0 ? '-' : '+';
	return `${sign}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
import * as vm from 'vm';
import fc from 'fast-check';
import { DateTime } from 'luxon';

import { zoneFormatter } from '../emulator/localTime';
import { InputError } from '../../nodes/shared/input/validation';
import { formatUtc, readInstant } from '../../nodes/shared/time/readInstant';
import { describeStartTimeRules } from '../../nodes/SnapchatAds/actions/eventDetail/createInput';
import { EVENT_TIME_ZONES } from '../../nodes/SnapchatAds/time/timeZones';

const UTC_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const GENERIC_HINT = (zone: string) =>
	`Use an ISO date-time such as 2026-12-24T18:00 (read in ${zone}) or 2026-12-24T18:00:00Z, a date such as 2026-12-24, or an expression like {{ $now.plus({ days: 7 }) }}`;

const START_TIME = { field: 'Event Start Time', noun: 'start time' };

/**
 * readInstant in a start time's words. Checks that its milliseconds and ISO text are the same
 * instant, and gives the ISO text as `utc`, the shape these cases are written in.
 */
function readStartTime(value: unknown, zone: string): { utc: string; kind: string; zone?: string; ambiguous?: boolean } {
	const { ms, iso, ...rest } = readInstant(value, zone, START_TIME);
	expect(ms).toBe(Date.parse(iso));
	return { utc: iso, ...rest };
}

/** Runs `fn`, expects an InputError naming the start time's field and returns it. */
function startTimeError(fn: () => unknown): InputError {
	let caught: unknown;
	try {
		fn();
	} catch (error) {
		caught = error;
	}
	expect(caught).toBeInstanceOf(InputError);
	expect((caught as InputError).field).toBe('Event Start Time');
	return caught as InputError;
}

describe('readInstant: wall-clock times around daylight saving changes', () => {
	it.each([
		// zone, input, expected UTC, ambiguous
		['America/New_York', '2026-11-01T01:30', '2026-11-01T05:30:00.000Z', true],
		['America/New_York', '2026-11-01T01:00', '2026-11-01T05:00:00.000Z', true],
		['America/New_York', '2026-11-01T01:59:59.999', '2026-11-01T05:59:59.999Z', true],
		['America/New_York', '2026-11-01T00:59:59.999', '2026-11-01T04:59:59.999Z', false],
		['America/New_York', '2026-11-01T02:00', '2026-11-01T07:00:00.000Z', false],
		['America/New_York', '2026-03-08T01:59:59.999', '2026-03-08T06:59:59.999Z', false],
		['America/New_York', '2026-03-08T03:00', '2026-03-08T07:00:00.000Z', false],
		['Europe/London', '2026-10-25T01:30', '2026-10-25T00:30:00.000Z', true],
		['Europe/Berlin', '2026-10-25T02:30', '2026-10-25T00:30:00.000Z', true],
		['Europe/Berlin', '2027-03-28T03:00', '2027-03-28T01:00:00.000Z', false],
		['Australia/Sydney', '2026-04-05T02:30', '2026-04-04T15:30:00.000Z', true],
		['Australia/Sydney', '2026-04-05T03:00', '2026-04-04T17:00:00.000Z', false],
		['Australia/Lord_Howe', '2026-04-05T01:45', '2026-04-04T14:45:00.000Z', true], // 30-minute repeat
		['Pacific/Auckland', '2026-04-05T02:30', '2026-04-04T13:30:00.000Z', true],
	])('%s %s -> %s (ambiguous: %s)', (zone, input, utc, ambiguous) => {
		const result = readStartTime(input, zone);
		expect(result).toEqual({
			utc,
			kind: 'wallClock',
			zone,
			...(ambiguous ? { ambiguous: true } : {}),
		});
	});

	it.each([
		[
			'Europe/Berlin',
			'2027-03-28T02:30',
			'2027-03-28T02:30 does not exist in Europe/Berlin: clocks jump from 02:00 to 03:00 that day (daylight saving time starts)',
			'Choose a time before 02:00 or from 03:00 on, or give the instant with an offset, e.g. 2027-03-28T03:00+02:00',
		],
		[
			'America/New_York',
			'2026-03-08T02:15',
			'2026-03-08T02:15 does not exist in America/New_York: clocks jump from 02:00 to 03:00 that day (daylight saving time starts)',
			'Choose a time before 02:00 or from 03:00 on, or give the instant with an offset, e.g. 2026-03-08T03:00-04:00',
		],
		[
			'America/New_York',
			'2026-03-08T02:00',
			'2026-03-08T02:00 does not exist in America/New_York: clocks jump from 02:00 to 03:00 that day (daylight saving time starts)',
			'Choose a time before 02:00 or from 03:00 on, or give the instant with an offset, e.g. 2026-03-08T03:00-04:00',
		],
		[
			'Australia/Sydney',
			'2026-10-04T02:30',
			'2026-10-04T02:30 does not exist in Australia/Sydney: clocks jump from 02:00 to 03:00 that day (daylight saving time starts)',
			'Choose a time before 02:00 or from 03:00 on, or give the instant with an offset, e.g. 2026-10-04T03:00+11:00',
		],
		[
			// A 30-minute change: the gap is computed from the zone's offsets, not assumed to be an hour.
			'Australia/Lord_Howe',
			'2026-10-04T02:10',
			'2026-10-04T02:10 does not exist in Australia/Lord_Howe: clocks jump from 02:00 to 02:30 that day (daylight saving time starts)',
			'Choose a time before 02:00 or from 02:30 on, or give the instant with an offset, e.g. 2026-10-04T02:30+11:00',
		],
		[
			'Europe/Berlin',
			'2027-03-28 02:59:59.999',
			'2027-03-28 02:59:59.999 does not exist in Europe/Berlin: clocks jump from 02:00 to 03:00 that day (daylight saving time starts)',
			'Choose a time before 02:00 or from 03:00 on, or give the instant with an offset, e.g. 2027-03-28T03:00+02:00',
		],
		[
			// Not a daylight saving change: Samoa moved across the date line and skipped a whole day.
			'Pacific/Apia',
			'2011-12-30T12:00',
			'2011-12-30T12:00 does not exist in Pacific/Apia: clocks jump from 2011-12-30T00:00 to 2011-12-31T00:00 (the UTC offset changes from -10:00 to +14:00)',
			'Choose a time before 2011-12-30T00:00 or from 2011-12-31T00:00 on, or give the instant with an offset, e.g. 2011-12-31T00:00+14:00',
		],
	])('%s %s is in a gap: an error that names it', (zone, input, message, hint) => {
		const error = startTimeError(() => readStartTime(input, zone));
		expect(error.message).toBe(message);
		expect(error.hint).toBe(hint);
		expect(error.name).toBe('InputError');
		expect(error).toBeInstanceOf(Error);
	});

	it('uses the zone for non-hour offsets (Asia/Kolkata +05:30, Asia/Kathmandu +05:45)', () => {
		expect(readStartTime('2026-12-24T18:00', 'Asia/Kolkata').utc).toBe('2026-12-24T12:30:00.000Z');
		expect(readStartTime('2026-12-24T18:00', 'Asia/Kathmandu').utc).toBe(
			'2026-12-24T12:15:00.000Z',
		);
	});

	it('reads the same wall clock differently in different zones', () => {
		expect(readStartTime('2026-07-01T12:00', 'UTC').utc).toBe('2026-07-01T12:00:00.000Z');
		expect(readStartTime('2026-07-01T12:00', 'Europe/Berlin').utc).toBe('2026-07-01T10:00:00.000Z');
		expect(readStartTime('2026-07-01T12:00', 'America/Los_Angeles').utc).toBe(
			'2026-07-01T19:00:00.000Z',
		);
		expect(readStartTime('2026-07-01T12:00', 'Asia/Shanghai').utc).toBe('2026-07-01T04:00:00.000Z');
	});
});

describe('readInstant: wall-clock formats', () => {
	it.each([
		['2026-12-24', 'Europe/Berlin', '2026-12-23T23:00:00.000Z'],
		['2026-12-24', 'UTC', '2026-12-24T00:00:00.000Z'],
		['2026-06-24', 'America/New_York', '2026-06-24T04:00:00.000Z'],
		['2026-12-24T18:00', 'Europe/Berlin', '2026-12-24T17:00:00.000Z'],
		['2026-12-24 18:00', 'Europe/Berlin', '2026-12-24T17:00:00.000Z'],
		['2026-12-24T18:00:07', 'Europe/Berlin', '2026-12-24T17:00:07.000Z'],
		['2026-12-24T18:00:07.5', 'Europe/Berlin', '2026-12-24T17:00:07.500Z'],
		['2026-12-24T18:00:07.05', 'Europe/Berlin', '2026-12-24T17:00:07.050Z'],
		['2026-12-24T18:00:07.123', 'Europe/Berlin', '2026-12-24T17:00:07.123Z'],
		['2026-12-24T18:00:07.123999', 'Europe/Berlin', '2026-12-24T17:00:07.123Z'],
		['2026-12-24 18:00:07.123', 'Europe/Berlin', '2026-12-24T17:00:07.123Z'],
		['  2026-12-24T18:00\n', 'Europe/Berlin', '2026-12-24T17:00:00.000Z'],
		['2028-02-29T12:00', 'UTC', '2028-02-29T12:00:00.000Z'],
		['2000-02-29', 'UTC', '2000-02-29T00:00:00.000Z'],
		['2026-12-31T23:59:59.999', 'UTC', '2026-12-31T23:59:59.999Z'],
		['2026-01-01T00:30', 'Asia/Tokyo', '2025-12-31T15:30:00.000Z'],
	])('%j read in %s -> %s', (input, zone, utc) => {
		expect(readStartTime(input, zone)).toEqual({ utc, kind: 'wallClock', zone });
	});
});

describe('readInstant: values that are an instant', () => {
	const zone = 'Europe/Berlin'; // never used for these

	it.each([
		['2026-12-24T18:00:00Z', '2026-12-24T18:00:00.000Z'],
		['2026-12-24T18:00Z', '2026-12-24T18:00:00.000Z'],
		['2026-12-24T18:00:00.000Z', '2026-12-24T18:00:00.000Z'],
		['2026-12-24T18:00:00.5z', '2026-12-24T18:00:00.500Z'],
		['2026-12-24T18:00:00+05:30', '2026-12-24T12:30:00.000Z'],
		['2026-12-24T18:00+0530', '2026-12-24T12:30:00.000Z'],
		['2026-12-24T18:00:00-0800', '2026-12-25T02:00:00.000Z'],
		['2026-12-24T18:00:00.123-08:00', '2026-12-25T02:00:00.123Z'],
		['2026-12-24T18:00-05', '2026-12-24T23:00:00.000Z'],
		['2026-12-24 18:00:00+01:00', '2026-12-24T17:00:00.000Z'],
		['2026-12-24T00:30:00+14:00', '2026-12-23T10:30:00.000Z'],
		// Offsets fix the instant even inside a gap or a repeat of the zone.
		['2027-03-28T02:30:00+01:00', '2027-03-28T01:30:00.000Z'],
		['2026-11-01T01:30:00-05:00', '2026-11-01T06:30:00.000Z'],
	])('%s -> %s', (input, utc) => {
		expect(readStartTime(input, zone)).toEqual({ utc, kind: 'instant' });
	});

	it('takes a Luxon DateTime as its instant, whatever its zone', () => {
		const dt = DateTime.fromISO('2026-12-24T18:00', { zone: 'Asia/Kolkata' });
		expect(readStartTime(dt, zone)).toEqual({ utc: '2026-12-24T12:30:00.000Z', kind: 'instant' });
		const later = DateTime.fromISO('2026-12-24T18:00:00.250', { zone: 'America/New_York' }).plus({
			days: 7,
		});
		expect(readStartTime(later, zone).utc).toBe('2026-12-31T23:00:00.250Z');
	});

	it('takes a DateTime made by another copy of Luxon (duck-typed)', () => {
		const foreign = {
			isLuxonDateTime: true,
			isValid: true,
			toMillis: () => Date.UTC(2026, 11, 24, 18),
		};
		expect(readStartTime(foreign, zone)).toEqual({
			utc: '2026-12-24T18:00:00.000Z',
			kind: 'instant',
		});
	});

	it('takes a JavaScript Date, also one from another realm', () => {
		expect(readStartTime(new Date(Date.UTC(2026, 11, 24, 18, 0, 0, 42)), zone)).toEqual({
			utc: '2026-12-24T18:00:00.042Z',
			kind: 'instant',
		});
		const otherRealm: unknown = vm.runInNewContext('new Date(Date.UTC(2026, 11, 24, 18))');
		expect(otherRealm instanceof Date).toBe(false);
		expect(readStartTime(otherRealm, zone).utc).toBe('2026-12-24T18:00:00.000Z');
	});

	it('takes epoch milliseconds as a number, a numeric string or a bigint', () => {
		const expected = { utc: '2026-12-24T18:00:00.000Z', kind: 'instant' };
		expect(readStartTime(1798135200000, zone)).toEqual(expected);
		expect(readStartTime('1798135200000', zone)).toEqual(expected);
		expect(readStartTime(' 1798135200000 ', zone)).toEqual(expected);
		expect(readStartTime(BigInt(1798135200000), zone)).toEqual(expected);
		expect(readStartTime(1798135200123, zone).utc).toBe('2026-12-24T18:00:00.123Z');
	});

	it('does not need a valid wall-clock zone for an instant', () => {
		expect(readStartTime('2026-12-24T18:00:00Z', 'Not/A_Zone').utc).toBe('2026-12-24T18:00:00.000Z');
	});
});

describe('readInstant: values it refuses', () => {
	const zone = 'Europe/Berlin';

	it.each([
		['2026-02-30', '"2026-02-30" is not a valid date-time: February 2026 has no day 30 (it has 28 days)'],
		['2026-02-29', '"2026-02-29" is not a valid date-time: February 2026 has no day 29 (it has 28 days)'],
		['2100-02-29', '"2100-02-29" is not a valid date-time: February 2100 has no day 29 (it has 28 days)'],
		['2026-04-31T10:00', '"2026-04-31T10:00" is not a valid date-time: April 2026 has no day 31 (it has 30 days)'],
		['2026-12-00', '"2026-12-00" is not a valid date-time: December 2026 has no day 00 (it has 31 days)'],
		['2026-13-01', '"2026-13-01" is not a valid date-time: month 13 does not exist (use 01 to 12)'],
		['2026-00-10', '"2026-00-10" is not a valid date-time: month 00 does not exist (use 01 to 12)'],
		[
			'2026-12-24T24:00',
			'"2026-12-24T24:00" is not a valid date-time: hour 24 does not exist (use 00 to 23; midnight is 00:00 of the next day)',
		],
		['2026-12-24T12:60', '"2026-12-24T12:60" is not a valid date-time: minute 60 does not exist (use 00 to 59)'],
		['2026-12-24T12:00:60', '"2026-12-24T12:00:60" is not a valid date-time: second 60 does not exist (use 00 to 59)'],
		['2026-12-24T12:00:60Z', '"2026-12-24T12:00:60Z" is not a valid date-time: second 60 does not exist (use 00 to 59)'],
		['2026-2-3', '"2026-2-3" is not a start time this node can read'],
		['2026-12-24T9:00', '"2026-12-24T9:00" is not a start time this node can read'],
		['2026-12-24T18', '"2026-12-24T18" is not a start time this node can read'],
		['24/12/2026', '"24/12/2026" is not a start time this node can read'],
		['next friday at 6pm', '"next friday at 6pm" is not a start time this node can read'],
		['2026-12-24T18:00:00 Z', '"2026-12-24T18:00:00 Z" is not a start time this node can read'],
		['2026-W52-4', '"2026-W52-4" is not a start time this node can read'],
		['2026-12-24Z', '"2026-12-24Z" has an offset but no time of day'],
		['', 'The start time is empty'],
		['   \t', 'The start time is empty'],
	])('%j', (input, message) => {
		const error = startTimeError(() => readStartTime(input, zone));
		expect(error.message).toBe(message);
		expect(error.hint).toBe(GENERIC_HINT(zone));
	});

	it('names the zone it would read the value in, in the hint', () => {
		const error = startTimeError(() => readStartTime('soon', 'America/Chicago'));
		expect(error.hint).toContain('2026-12-24T18:00 (read in America/Chicago)');
		expect(error.hint).toContain('2026-12-24T18:00:00Z');
		expect(error.hint).toContain('{{ $now.plus({ days: 7 }) }}');
	});

	it('shortens a long value in the message to about 60 characters', () => {
		const long = `not a date ${'x'.repeat(500)}`;
		const error = startTimeError(() => readStartTime(long, zone));
		expect(error.message).toBe(`"not a date ${'x'.repeat(48)}…" is not a start time this node can read`);
		expect(error.message.length).toBeLessThan(120);
	});

	it('refuses an impossible offset', () => {
		const error = startTimeError(() => readStartTime('2026-12-24T18:00+25:00', zone));
		expect(error.message).toBe('"2026-12-24T18:00+25:00" has an impossible UTC offset (+25:00)');
		expect(error.hint).toBe(
			'Write the offset as +HH:MM or -HH:MM, e.g. 2026-12-24T18:00:00+01:00, or use Z for UTC',
		);
		expect(startTimeError(() => readStartTime('2026-12-24T18:00+01:60', zone)).message).toContain(
			'impossible UTC offset (+01:60)',
		);
	});

	it.each([
		[null, 'No start time was given (the value is null)'],
		[undefined, 'No start time was given (the value is undefined)'],
		[true, 'true (a boolean) is not a start time'],
		[false, 'false (a boolean) is not a start time'],
		[[], 'A list ([]) is not a start time; pick one element of it'],
		[['2026-12-24'], 'A list (["2026-12-24"]) is not a start time; pick one element of it'],
		[
			{},
			'An object ({}) is not a start time; it is neither a date-time text, a Luxon DateTime, a JavaScript Date nor epoch milliseconds',
		],
		[
			{ date: '2026-12-24' },
			'An object ({"date":"2026-12-24"}) is not a start time; it is neither a date-time text, a Luxon DateTime, a JavaScript Date nor epoch milliseconds',
		],
		[
			// Looks a little like a DateTime but is not one.
			{ isLuxonDateTime: true },
			'An object ({"isLuxonDateTime":true}) is not a start time; it is neither a date-time text, a Luxon DateTime, a JavaScript Date nor epoch milliseconds',
		],
	])('%j', (input, message) => {
		const error = startTimeError(() => readStartTime(input, zone));
		expect(error.message).toBe(message);
		expect(error.hint).toBe(GENERIC_HINT(zone));
	});

	it('refuses a circular object without failing on it', () => {
		const circular: Record<string, unknown> = { a: 1 };
		circular.self = circular;
		expect(startTimeError(() => readStartTime(circular, zone)).message).toContain(
			'An object ({"a":1,"self":"[circular]"}) is not a start time',
		);
	});

	it('refuses an invalid Luxon DateTime, saying why', () => {
		const invalid = DateTime.fromISO('2026-02-30');
		const error = startTimeError(() => readStartTime(invalid, zone));
		expect(error.message).toMatch(/^The start time is an invalid Luxon DateTime \(unit out of range/);
		expect(error.hint).toContain("DateTime.fromISO('2026-12-24T18:00', { zone: 'Europe/Berlin' })");
	});

	it('refuses a duck-typed DateTime that says it is invalid', () => {
		const error = startTimeError(() =>
			readStartTime({ isLuxonDateTime: true, isValid: false, toMillis: () => NaN }, zone),
		);
		expect(error.message).toBe('The start time is an invalid Luxon DateTime');
	});

	it('refuses an Invalid Date', () => {
		const error = startTimeError(() => readStartTime(new Date('not a date'), zone));
		expect(error.message).toBe(
			'The start time is an Invalid Date (a JavaScript Date built from a value it could not read)',
		);
		expect(error.hint).toBe(GENERIC_HINT(zone));
	});

	it.each([
		[1798135200, '1798135200 looks like epoch seconds, not milliseconds: as milliseconds it is 1970-01-21T19:28:55.200Z (as seconds it would be 2026-12-24T18:00:00.000Z). Multiply it by 1000'],
		['1798135200', '"1798135200" looks like epoch seconds, not milliseconds: as milliseconds it is 1970-01-21T19:28:55.200Z (as seconds it would be 2026-12-24T18:00:00.000Z). Multiply it by 1000'],
		[0, '0 looks like epoch seconds, not milliseconds: as milliseconds it is 1970-01-01T00:00:00.000Z (as seconds it would be 1970-01-01T00:00:00.000Z). Multiply it by 1000'],
		[99_999_999_999, '99999999999 looks like epoch seconds, not milliseconds: as milliseconds it is 1973-03-03T09:46:39.999Z (as seconds it would be 5138-11-16T09:46:39.000Z). Multiply it by 1000'],
	])('refuses epoch seconds %j', (input, message) => {
		const error = startTimeError(() => readStartTime(input, zone));
		expect(error.message).toBe(message);
		expect(error.hint).toBe('Use epoch milliseconds, e.g. {{ $json.startSeconds * 1000 }} or {{ $now.toMillis() }}');
	});

	const EPOCH_HINT =
		'Use epoch milliseconds such as 1798135200000 (= 2026-12-24T18:00:00.000Z), e.g. {{ $now.toMillis() }}, or an ISO date-time such as 2026-12-24T18:00:00Z';

	it.each([
		[NaN, 'NaN is not a start time (not a finite number)'],
		[Infinity, 'Infinity is not a start time (not a finite number)'],
		[-Infinity, '-Infinity is not a start time (not a finite number)'],
		[1798135200000.5, '1798135200000.5 is not a whole number of epoch milliseconds'],
		['1798135200000.5', '"1798135200000.5" is not a whole number of epoch milliseconds'],
		[-1, '-1 is a negative epoch timestamp (before 1970), not a plausible start time'],
		['-1798135200000', '"-1798135200000" is a negative epoch timestamp (before 1970), not a plausible start time'],
		[
			1798135200000000,
			'1798135200000000 is too large for epoch milliseconds (after the year 9999); if it is microseconds, divide it by 1000',
		],
	])('refuses the number %j', (input, message) => {
		const error = startTimeError(() => readStartTime(input, zone));
		expect(error.message).toBe(message);
		expect(error.hint).toBe(EPOCH_HINT);
	});

	it('refuses a wall-clock time when the zone to read it in is not valid', () => {
		const error = startTimeError(() => readStartTime('2026-12-24T18:00', 'Mars/Olympus_Mons'));
		expect(error.message).toBe(
			'"2026-12-24T18:00" has no UTC offset, and the time zone to read it in (Mars/Olympus_Mons) is not a valid IANA time zone',
		);
		expect(error.hint).toBe(
			'Choose a time zone such as Europe/Berlin, America/New_York or UTC, or give the start time with Z or an offset, e.g. 2026-12-24T18:00:00Z',
		);
		expect(startTimeError(() => readStartTime('2026-12-24', '')).message).toContain(
			'the time zone to read it in () is not a valid IANA time zone',
		);
	});

	it('refuses instants the output format cannot write', () => {
		const error = startTimeError(() => readStartTime('0000-01-01T00:30', 'Europe/Berlin'));
		expect(error.message).toBe('"0000-01-01T00:30" read in Europe/Berlin falls outside the years 0000 to 9999 in UTC');
		expect(startTimeError(() => readStartTime('9999-12-31T23:30-01:00', zone)).message).toBe(
			'"9999-12-31T23:30-01:00" is outside the years 0000 to 9999 (epoch milliseconds 253402302600000)',
		);
	});
});

describe('formatUtc', () => {
	it('always writes YYYY-MM-DDTHH:mm:ss.SSSZ', () => {
		expect(formatUtc(0)).toBe('1970-01-01T00:00:00.000Z');
		expect(formatUtc(1798135200007)).toBe('2026-12-24T18:00:00.007Z');
		expect(formatUtc(-62167219200000)).toBe('0000-01-01T00:00:00.000Z');
		expect(formatUtc(253402300799999)).toBe('9999-12-31T23:59:59.999Z');
	});

	it('refuses what that format cannot write', () => {
		expect(() => formatUtc(NaN)).toThrow(RangeError);
		expect(() => formatUtc(253402300800000)).toThrow(RangeError);
		expect(() => formatUtc(-62167219200001)).toThrow(RangeError);
	});
});

describe('describeStartTimeRules', () => {
	it('is a short hint naming the rules', () => {
		const text = describeStartTimeRules();
		expect(text.length).toBeLessThanOrEqual(300);
		expect(text).toContain('Z or an offset');
		expect(text).toContain('"Start Time Is In"');
		expect(text).toContain('Event Time Zone');
		expect(text).toContain("ad account's zone");
		expect(text).not.toContain('workflow');
		expect(text).toMatch(/skipped .* error/);
		expect(text).toMatch(/repeated .* earlier/);
	});
});

// -------------------------------------------------------------------------------------------------
// Property tests over the contract's 67 zones. The oracle does not use Luxon: it reads wall clocks
// through Intl directly and tries every quarter-hour offset from -12:00 to +14:00 (every offset these
// zones use in 2000-2037 is a multiple of 15 minutes), so it finds every instant that shows a given
// wall clock.

function wallClockAt(ms: number, zone: string): string {
	const dtf = zoneFormatter(zone);
	// 'MM/DD/YYYY, HH:mm:ss' (format is about three times faster than formatToParts)
	const m = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/.exec(dtf.format(new Date(ms)));
	if (!m) throw new Error(`Unexpected Intl output for ${ms} in ${zone}`);
	const millis = String(((ms % 1000) + 1000) % 1000).padStart(3, '0');
	return `${m[3]}-${m[1]}-${m[2]}T${m[4]}:${m[5]}:${m[6]}.${millis}`;
}

/** Every instant (epoch ms) at which `zone` shows the wall clock `wall` ('YYYY-MM-DDTHH:mm:ss.SSS'). */
function instantsShowing(wall: string, zone: string): number[] {
	const asUtc = Date.parse(`${wall}Z`);
	const found: number[] = [];
	for (let quarter = -48; quarter <= 56; quarter++) {
		const t = asUtc - quarter * 15 * 60_000;
		if (wallClockAt(t, zone) === wall) found.push(t);
	}
	return found.sort((a, b) => a - b);
}

function offsetMinutes(ms: number, zone: string): number {
	return (Date.parse(`${wallClockAt(ms, zone)}Z`) - ms) / 60_000;
}

/** The instants in `year` at which `zone` changes its offset (scanned weekly, then bisected). */
const transitionCache = new Map<string, number[]>();
function transitionsIn(zone: string, year: number): number[] {
	const key = `${zone} ${year}`;
	const cached = transitionCache.get(key);
	if (cached) return cached;
	const found: number[] = [];
	const end = Date.UTC(year + 1, 0, 1);
	const week = 7 * 24 * 3_600_000;
	let offsetAtT = offsetMinutes(Date.UTC(year, 0, 1), zone);
	for (let t = Date.UTC(year, 0, 1); t < end; t += week) {
		const offsetNextWeek = offsetMinutes(t + week, zone);
		if (offsetAtT !== offsetNextWeek) {
			let lo = t; // shows offsetAtT
			let hi = t + week; // shows another offset
			while (hi - lo > 60_000) {
				const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
				if (offsetMinutes(mid, zone) === offsetAtT) lo = mid;
				else hi = mid;
			}
			found.push(hi); // changes happen on whole minutes
		}
		offsetAtT = offsetNextWeek;
	}
	transitionCache.set(key, found);
	return found;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
function wallString(ms: number): string {
	return new Date(ms).toISOString().slice(0, 23);
}

type Outcome = 'single' | 'ambiguous' | 'gap';

/** Checks readInstant against the oracle for one wall clock; returns what kind of time it was. */
function checkAgainstOracle(wall: string, zone: string, input: string): Outcome {
	const instants = instantsShowing(wall, zone);
	if (instants.length === 0) {
		const error = startTimeError(() => readStartTime(input, zone));
		expect(error.message).toContain(`${input} does not exist in ${zone}: clocks jump from `);
		return 'gap';
	}
	const result = readStartTime(input, zone);
	expect(result.utc).toMatch(UTC_FORMAT);
	expect(result.kind).toBe('wallClock');
	expect(result.zone).toBe(zone);
	// The earliest instant showing that wall clock, and it maps back to the same wall clock.
	expect(result.utc).toBe(formatUtc(instants[0]));
	expect(wallClockAt(Date.parse(result.utc), zone)).toBe(wall);
	expect(DateTime.fromISO(result.utc, { zone }).toFormat("yyyy-MM-dd'T'HH:mm:ss.SSS")).toBe(wall);
	if (instants.length > 1) {
		expect(instants).toHaveLength(2);
		expect(result.ambiguous).toBe(true);
		return 'ambiguous';
	}
	expect(result.ambiguous).toBeUndefined();
	return 'single';
}

const zoneArb = fc.constantFrom(...EVENT_TIME_ZONES);

describe('readInstant properties (all 67 event time zones)', () => {
	it('any wall clock in 2000-2037 resolves to the earliest instant showing it, or is a gap error', () => {
		fc.assert(
			fc.property(
				zoneArb,
				fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31, 23, 59) }),
				fc.boolean(),
				(zone, anyMinute, withSeconds) => {
					const ms = anyMinute - (anyMinute % 60_000) + (withSeconds ? anyMinute % 60_000 : 0);
					const wall = wallString(ms);
					const input = withSeconds ? wall : wall.slice(0, 16);
					checkAgainstOracle(wall, zone, input);
				},
			),
			{ numRuns: 400 },
		);
	});

	it('near every offset change: gaps are errors, repeats take the earlier instant', () => {
		const seen: Record<Outcome, number> = { single: 0, ambiguous: 0, gap: 0 };
		fc.assert(
			fc.property(
				zoneArb,
				fc.integer({ min: 2000, max: 2037 }),
				fc.nat(),
				fc.integer({ min: -150, max: 150 }),
				(zone, year, pick, minutesAway) => {
					const changes = transitionsIn(zone, year);
					// A zone without changes that year still gets a (plain) check, at noon of 1 July.
					const at = changes.length > 0 ? changes[pick % changes.length] : Date.UTC(year, 6, 1, 12);
					// The wall clock just before the change, moved by up to 2.5 h either way.
					const wallBefore = at - 1000 + offsetMinutes(at - 1000, zone) * 60_000 + 1000;
					const wall = wallString(wallBefore + minutesAway * 60_000);
					const input = `${wall.slice(0, 10)} ${wall.slice(11, 16)}`; // the space form n8n users type
					seen[checkAgainstOracle(wall, zone, input)]++;
				},
			),
			{ numRuns: 600 },
		);
		expect(seen.gap).toBeGreaterThan(10);
		expect(seen.ambiguous).toBeGreaterThan(10);
		expect(seen.single).toBeGreaterThan(10);
	});

	it('an instant with Z or an offset is taken as is', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31) }),
				fc.integer({ min: -12 * 4, max: 14 * 4 }),
				fc.constantFrom('colon', 'compact', 'Z'),
				(ms, quarters, style) => {
					const offset = style === 'Z' ? 0 : quarters * 15;
					const local = wallString(ms + offset * 60_000);
					const abs = Math.abs(offset);
					const sign = offset < 0 ? '-' : '+';
					const suffix =
						style === 'Z'
							? 'Z'
							: style === 'colon'
								? `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
								: `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
					expect(readStartTime(`${local}${suffix}`, 'Pacific/Honolulu')).toEqual({
						utc: formatUtc(ms),
						kind: 'instant',
					});
				},
			),
			{ numRuns: 300 },
		);
	});

	it('a Luxon DateTime, a Date and epoch milliseconds give the same instant', () => {
		fc.assert(
			fc.property(
				fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 11, 31) }),
				zoneArb,
				(ms, zone) => {
					const expected = { utc: new Date(ms).toISOString(), kind: 'instant' };
					expect(readStartTime(DateTime.fromMillis(ms, { zone }), 'UTC')).toEqual(expected);
					expect(readStartTime(new Date(ms), zone)).toEqual(expected);
					expect(readStartTime(ms, zone)).toEqual(expected);
					expect(readStartTime(String(ms), zone)).toEqual(expected);
				},
			),
			{ numRuns: 200 },
		);
	});
});

/**
 * The instant reader speaks in its caller's words: the field it names, the noun in every message
 * ("The end time is empty", "is not an event time"), the zone as the caller names it, and the
 * caller's way out at the end of every hint. The DST rules are the same for every noun.
 */
import { DateTime } from 'luxon';

import { StatsRangeError } from '../../nodes/SnapchatAds/time/localCalendar';
import { calendarDateOf, wholeHourInstant } from '../../nodes/SnapchatAds/time/statsCustom';
import { eventTimeSeconds } from '../../nodes/SnapchatConversions/actions/send/eventTime';
import { readInstant } from '../../nodes/shared/time/readInstant';
import { inputError } from './inputError';

const END_TIME = { field: 'End Time', noun: 'end time', orElse: 'remove End Time to keep the current one' };
const NOW = Date.parse('2026-11-20T12:00:00Z');

describe('readInstant: messages in the caller\'s noun', () => {
	it.each([
		['', 'The end time is empty'],
		['tomorrow', '"tomorrow" is not an end time this node can read'],
		[null, 'No end time was given (the value is null)'],
		[true, 'true (a boolean) is not an end time'],
		[['2026-12-24'], 'A list (["2026-12-24"]) is not an end time; pick one element of it'],
		[NaN, 'NaN is not an end time (not a finite number)'],
		[-1, '-1 is a negative epoch timestamp (before 1970), not a plausible end time'],
		[new Date('nope'), 'The end time is an Invalid Date (a JavaScript Date built from a value it could not read)'],
		[DateTime.invalid('broken'), 'The end time is an invalid Luxon DateTime (broken)'],
	])('End Time %p', (value, message) => {
		const error = inputError(() => readInstant(value, 'Europe/Berlin', END_TIME));
		expect(error.field).toBe('End Time');
		expect(error.message).toBe(message);
		expect(error.message).not.toMatch(/start time/i);
		expect(error.hint).toMatch(/, or remove End Time to keep the current one\.$/);
	});

	it('names the zone as the caller does when the zone given is a stand-in', () => {
		const error = inputError(() => readInstant('soon', 'UTC', { ...END_TIME, zoneWords: "the ad account's time zone" }));
		expect(error.hint).toContain("2026-12-24T18:00 (read in the ad account's time zone)");
		expect(error.hint).not.toContain('(read in UTC)');
	});

	it('an invalid zone asks for the value in the noun\'s words', () => {
		const error = inputError(() => readInstant('2026-12-24T18:00', 'Mars/Olympus_Mons', { field: 'Event Time', noun: 'event time' }));
		expect(error.field).toBe('Event Time');
		expect(error.hint).toContain('or give the event time with Z or an offset');
	});

	it('a DST gap in an end time is refused naming the field, with the way out', () => {
		const error = inputError(() => readInstant('2027-03-28T02:30', 'Europe/Berlin', END_TIME));
		expect(error.field).toBe('End Time');
		expect(error.message).toBe(
			'2027-03-28T02:30 does not exist in Europe/Berlin: clocks jump from 02:00 to 03:00 that day (daylight saving time starts)',
		);
		expect(error.hint).toBe(
			'Choose a time before 02:00 or from 03:00 on, or give the instant with an offset, e.g. 2027-03-28T03:00+02:00, or remove End Time to keep the current one.',
		);
	});

	it('a repeated hour in an end time takes the earlier instant, as for a start time', () => {
		const read = readInstant('2026-10-25T02:30', 'Europe/Berlin', END_TIME);
		expect(read).toEqual({ ms: Date.parse('2026-10-25T00:30:00.000Z'), iso: '2026-10-25T00:30:00.000Z', kind: 'wallClock', zone: 'Europe/Berlin', ambiguous: true });
	});
});

describe('Event Time (Conversions) through the reader', () => {
	function eventTimeError(value: unknown, zone = 'UTC') {
		return inputError(() => eventTimeSeconds(value, zone, NOW));
	}

	it('speaks of an event time, with an example from the past', () => {
		const error = eventTimeError('yesterday');
		expect(error.field).toBe('Event Time');
		expect(error.message).toBe('"yesterday" is not an event time this node can read');
		expect(error.hint).toContain('{{ $now.minus({ minutes: 10 }) }}');
		expect(eventTimeError({}).message).toMatch(/^An object \(\{\}\) is not an event time;/);
	});

	it('a DST gap is refused; a repeated hour takes the earlier instant', () => {
		const gap = eventTimeError('2026-03-08T02:30', 'America/New_York');
		expect(gap.message).toMatch(/^2026-03-08T02:30 does not exist in America\/New_York: clocks jump from 02:00 to 03:00/);
		// 01:30 happens twice in New York on 2026-11-01: 05:30Z (EDT) is taken, not 06:30Z (EST).
		const now = Date.parse('2026-11-01T07:00:00Z');
		expect(eventTimeSeconds('2026-11-01T01:30', 'America/New_York', now)).toBe(Date.parse('2026-11-01T05:30:00Z') / 1000);
	});

	it('a BigInt of epoch seconds is read as seconds, like a number', () => {
		expect(eventTimeSeconds(BigInt(NOW / 1000 - 60), 'UTC', NOW)).toBe(NOW / 1000 - 60);
		expect(eventTimeSeconds(BigInt(NOW - 60_000), 'UTC', NOW)).toBe(NOW / 1000 - 60);
	});
});

describe('Stats custom range values through the reader', () => {
	it('an hourly boundary speaks of its own field (start time, end time)', () => {
		const error = inputError(() => wholeHourInstant('soon', 'UTC', 'End Time', 'end'));
		expect(error).toBeInstanceOf(StatsRangeError);
		expect((error as StatsRangeError).which).toBe('end');
		expect(error.field).toBe('End Time');
		expect(error.message).toBe('"soon" is not an end time this node can read');
	});

	it('a day boundary given as a Date speaks of the date', () => {
		const error = inputError(() => calendarDateOf(new Date('nope'), 'UTC', 'Start Date', 'start'));
		expect(error.field).toBe('Start Date');
		expect(error.message).toBe('The start date is an Invalid Date (a JavaScript Date built from a value it could not read)');
	});

	it('a DST gap in an hourly end is refused; a repeated hour takes the earlier instant', () => {
		const gap = inputError(() => wholeHourInstant('2025-03-09T02:00', 'America/Los_Angeles', 'End Time', 'end'));
		expect(gap.field).toBe('End Time');
		expect(gap.message).toMatch(/^2025-03-09T02:00 does not exist in America\/Los_Angeles/);
		expect(wholeHourInstant('2025-11-02T01:00', 'America/Los_Angeles', 'End Time', 'end')).toBe(Date.parse('2025-11-02T08:00:00Z'));
	});
});

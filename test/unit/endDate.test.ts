/**
 * A date-only end is inclusive (issue 37, 6): "2025-07-31" as an end means through the whole of
 * that day in the zone it is read in, i.e. the first instant of the next day there (the first
 * instant, also where midnight is skipped by a clock change); anything with a time is unchanged.
 */
import { readEnd } from '../../nodes/shared/time/readEnd';

const END = { field: 'End Time', noun: 'end time' };

describe('readEnd', () => {
	it('a date alone runs through that day: the next midnight in the zone', () => {
		expect(readEnd('2025-07-31', 'America/Los_Angeles', END)).toMatchObject({ iso: '2025-08-01T07:00:00.000Z', kind: 'wallClock', dateOnly: true });
		expect(readEnd(' 2025-12-31 ', 'Europe/Berlin', END).iso).toBe('2025-12-31T23:00:00.000Z');
		expect(readEnd('2025-07-31', 'UTC', END).iso).toBe('2025-08-01T00:00:00.000Z');
	});

	it('across a clock change the day is still whole: the last day before spring-forward ends 23 hours after it began', () => {
		expect(readEnd('2026-03-07', 'America/Los_Angeles', END).iso).toBe('2026-03-08T08:00:00.000Z');
		expect(readEnd('2026-03-08', 'America/Los_Angeles', END).iso).toBe('2026-03-09T07:00:00.000Z');
	});

	it('where the next midnight does not exist (Havana skips 00:00 to 01:00), the end is the first instant of the next day', () => {
		expect(readEnd('2026-03-07', 'America/Havana', END).iso).toBe('2026-03-08T05:00:00.000Z');
		// The day whose own midnight is skipped is a whole day too (not a gap error).
		expect(readEnd('2026-03-08', 'America/Havana', END).iso).toBe('2026-03-09T04:00:00.000Z');
	});

	it('a date and a time, a value with an offset, epoch milliseconds: the instant as before', () => {
		expect(readEnd('2025-07-31T00:00', 'America/Los_Angeles', END).iso).toBe('2025-07-31T07:00:00.000Z');
		expect(readEnd('2025-07-31T18:00:00Z', 'America/Los_Angeles', END).iso).toBe('2025-07-31T18:00:00.000Z');
		expect(readEnd(Date.parse('2025-07-31T00:00:00Z'), 'America/Los_Angeles', END).iso).toBe('2025-07-31T00:00:00.000Z');
		expect(readEnd('2025-07-31T00:00', 'America/Los_Angeles', END).dateOnly).toBeUndefined();
	});

	it('a bad date is refused in the end time\'s words, naming the field', () => {
		expect(() => readEnd('2025-02-30', 'America/Los_Angeles', END)).toThrow(/February 2025 has no day 30/);
		expect(() => readEnd('2025-07-31', 'Mars/Base', END)).toThrow(/not a valid IANA time zone/);
	});
});

/**
 * The end reader: an end time ("End Time", "New End Time") read as the instant reader reads it,
 * except that a date alone is inclusive. "2025-07-31" as an end means through the whole of that
 * day in the zone it is read in, so the end is the first instant of the next day there (midnight,
 * or the first instant after it where a clock change skips midnight), as Stats' Custom End Date.
 * A value with a time of day, an offset, a DateTime, a Date or epoch milliseconds is unchanged.
 */
import { DateTime } from 'luxon';

import type { Instant, InstantWords } from './readInstant';
import { formatUtc, readInstant } from './readInstant';
import { isValidIanaZone } from './zones';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The end `value` stands for, read in `zone`; a date alone ends at the start of the next day there. */
export function readEnd(value: unknown, zone: string, words: InstantWords): Instant & { dateOnly?: true } {
	const date = typeof value === 'string' ? DATE_ONLY.exec(value.trim()) : null;
	if (!date || !isValidIanaZone(zone)) return readInstant(value, zone, words);
	// The calendar checks, in the field's words; the day's own midnight may be skipped by a clock
	// change (Havana), which does not matter: the end is the next day's first instant.
	readInstant(value, 'UTC', { ...words, zoneWords: words.zoneWords ?? zone });
	const next = DateTime.fromObject({ year: Number(date[1]), month: Number(date[2]), day: Number(date[3]) }, { zone }).plus({ days: 1 }).startOf('day');
	const ms = next.toMillis();
	return { ms, iso: formatUtc(ms), kind: 'wallClock', zone, dateOnly: true };
}

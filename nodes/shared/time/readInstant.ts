/**
 * The instant reader: turns whatever an n8n user or expression gives (ISO text, a Luxon DateTime,
 * a JavaScript Date, epoch milliseconds) into an instant, in epoch milliseconds and as ISO UTC text.
 * Pure: no I/O, no clock, no state. Every message is written here once, in the caller's words
 * ("The end time is empty", "The event time is an Invalid Date ..."), naming the caller's field.
 *
 * - A value with `Z` or an offset, a DateTime, a Date or epoch milliseconds is that instant.
 * - A value without an offset is a wall-clock time, read in the zone the caller names.
 *   A wall-clock time skipped by a forward change of the clocks is an error naming the gap; one that
 *   happens twice (clocks turned back) takes the earlier instant. Both cases are decided here from
 *   the zone's offsets, never left to Luxon, which picks one of two repeated instants on its own terms.
 */
import { InputError } from '../input/validation';
import type { Instant, InstantWords } from './format';
import { Reading } from './format';
import { isJsDate, isLuxonDateTime, readDate, readDateTime, readEpoch, unsupported } from './instant';
import { readText } from './wallClock';

export { formatUtc } from './format';
export type { Instant, InstantWords } from './format';

/**
 * The instant `value` stands for. A wall-clock value is read in `zone`. Errors are InputErrors
 * naming `words.field`, in the words of `words.noun`.
 */
export function readInstant(value: unknown, zone: string, words: InstantWords): Instant {
	const reading = new Reading(zone, words);
	let failure: unknown;
	try {
		return readAny(value, reading);
	} catch (error) {
		failure = error;
	}
	if (failure instanceof InputError) throw failure;
	// Not one of the reader's own refusals (e.g. a duck-typed DateTime whose toMillis throws).
	throw reading.fail(`The ${words.noun} cannot be read: ${String(failure)}`, 'Check the value');
}

function readAny(value: unknown, r: Reading): Instant {
	if (typeof value === 'string') return readText(value, r);
	if (typeof value === 'number') return readEpoch(value, String(value), r);
	if (typeof value === 'bigint') return readEpoch(Number(value), String(value), r);
	if (isLuxonDateTime(value)) return readDateTime(value, r);
	if (isJsDate(value)) return readDate(value, r);
	throw unsupported(value, r);
}

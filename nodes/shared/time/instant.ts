/**
 * Values that carry their own instant (a Luxon DateTime, a JavaScript Date, epoch milliseconds),
 * and the messages for values that are no date-time at all, in the caller's words.
 */
import { DateTime } from 'luxon';

import type { InputError } from '../input/validation';
import type { Instant, Reading } from './format';
import { formatUtc, MAX_MS, MIN_MS, preview, SECONDS_THRESHOLD, shorten } from './format';

interface DateTimeLike {
	isValid?: unknown;
	invalidExplanation?: unknown;
	invalidReason?: unknown;
	toMillis: () => unknown;
}

/** A Luxon DateTime, also one made by another copy of Luxon (n8n may hand over its own). */
export function isLuxonDateTime(value: unknown): value is DateTimeLike {
	if (typeof value !== 'object' || value === null) return false;
	const candidate = value as { isLuxonDateTime?: unknown; toMillis?: unknown };
	// DateTime.isDateTime only reads the isLuxonDateTime flag, so toMillis is checked in both cases.
	return (
		(DateTime.isDateTime(value) || candidate.isLuxonDateTime === true) &&
		typeof candidate.toMillis === 'function'
	);
}

/** A JavaScript Date, also one from another realm (a sandboxed expression). */
export function isJsDate(value: unknown): value is { getTime: () => unknown } {
	if (value instanceof Date) return true;
	return (
		Object.prototype.toString.call(value) === '[object Date]' &&
		typeof (value as { getTime?: unknown }).getTime === 'function'
	);
}

export function readDateTime(value: DateTimeLike, r: Reading): Instant {
	if (value.isValid === false) {
		const why = [value.invalidReason, value.invalidExplanation]
			.filter((part): part is string => typeof part === 'string' && part !== '')
			.join(': ');
		throw r.fail(
			`The ${r.noun} is an invalid Luxon DateTime${why ? ` (${shorten(why)})` : ''}`,
			`Build it from a valid value, e.g. {{ DateTime.fromISO('2026-12-24T18:00', { zone: '${r.zone}' }) }} or ${r.example}`,
		);
	}
	const ms = value.toMillis();
	if (typeof ms !== 'number' || !Number.isFinite(ms)) {
		throw r.fail(`The ${r.noun} is a DateTime that has no valid instant`, r.exampleHint());
	}
	return inRange(ms, `The ${r.noun} DateTime`, r);
}

export function readDate(value: { getTime: () => unknown }, r: Reading): Instant {
	const ms = value.getTime();
	if (typeof ms !== 'number' || !Number.isFinite(ms)) {
		throw r.fail(
			`The ${r.noun} is an Invalid Date (a JavaScript Date built from a value it could not read)`,
			r.exampleHint(),
		);
	}
	return inRange(ms, `The ${r.noun} Date`, r);
}

export function readEpoch(ms: number, shown: string, r: Reading): Instant {
	const epochHint =
		'Use epoch milliseconds such as 1798135200000 (= 2026-12-24T18:00:00.000Z), e.g. {{ $now.toMillis() }}, or an ISO date-time such as 2026-12-24T18:00:00Z';
	if (!Number.isFinite(ms)) {
		throw r.fail(`${shorten(shown)} is not ${r.aNoun} (not a finite number)`, epochHint);
	}
	if (!Number.isInteger(ms)) {
		throw r.fail(`${shorten(shown)} is not a whole number of epoch milliseconds`, epochHint);
	}
	if (ms < 0) {
		throw r.fail(
			`${shorten(shown)} is a negative epoch timestamp (before 1970), not a plausible ${r.noun}`,
			epochHint,
		);
	}
	if (ms < SECONDS_THRESHOLD) {
		const asSeconds = ms * 1000 <= MAX_MS ? ` (as seconds it would be ${formatUtc(ms * 1000)})` : '';
		throw r.fail(
			`${shorten(shown)} looks like epoch seconds, not milliseconds: as milliseconds it is ${formatUtc(ms)}${asSeconds}. Multiply it by 1000`,
			`Use epoch milliseconds, e.g. {{ $json.startSeconds * 1000 }} or {{ $now.toMillis() }}`,
		);
	}
	if (ms > MAX_MS) {
		throw r.fail(
			`${shorten(shown)} is too large for epoch milliseconds (after the year 9999); if it is microseconds, divide it by 1000`,
			epochHint,
		);
	}
	return r.instant(ms);
}

/** An instant the output format can write (years 0000 to 9999); `what` names the value. */
export function inRange(ms: number, what: string, r: Reading): Instant {
	if (ms < MIN_MS || ms > MAX_MS) {
		throw r.fail(`${what} is outside the years 0000 to 9999 (epoch milliseconds ${ms})`, r.exampleHint());
	}
	return r.instant(ms);
}

export function unsupported(value: unknown, r: Reading): InputError {
	if (value === null || value === undefined) {
		return r.fail(`No ${r.noun} was given (the value is ${String(value)})`, r.exampleHint());
	}
	if (typeof value === 'boolean') {
		return r.fail(`${String(value)} (a boolean) is not ${r.aNoun}`, r.exampleHint());
	}
	if (Array.isArray(value)) {
		return r.fail(`A list (${shorten(preview(value))}) is not ${r.aNoun}; pick one element of it`, r.exampleHint());
	}
	const kind = typeof value === 'object' ? 'An object' : `A value of type ${typeof value}`;
	return r.fail(
		`${kind} (${shorten(preview(value))}) is not ${r.aNoun}; it is neither a date-time text, a Luxon DateTime, a JavaScript Date nor epoch milliseconds`,
		r.exampleHint(),
	);
}

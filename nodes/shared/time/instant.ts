/**
 * Start-time values that carry their own instant (a Luxon DateTime, a JavaScript Date, epoch
 * milliseconds), and the messages for values that are no start time at all.
 */
import { DateTime } from 'luxon';

import type { ResolvedStartTime } from './format';
import { formatUtc, MAX_MS, MIN_MS, preview, SECONDS_THRESHOLD, shorten, StartTimeError } from './format';

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

export function resolveDateTime(value: DateTimeLike, zone: string): ResolvedStartTime {
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

export function resolveDate(value: { getTime: () => unknown }, zone: string): ResolvedStartTime {
	const ms = value.getTime();
	if (typeof ms !== 'number' || !Number.isFinite(ms)) {
		throw new StartTimeError(
			'The start time is an Invalid Date (a JavaScript Date built from a value it could not read)',
			exampleHint(zone),
		);
	}
	return instant(ms, 'The start time Date', zone);
}

export function resolveEpoch(ms: number, shown: string): ResolvedStartTime {
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

export function instant(ms: number, what: string, zone: string): ResolvedStartTime {
	if (ms < MIN_MS || ms > MAX_MS) {
		throw new StartTimeError(
			`${what} is outside the years 0000 to 9999 (epoch milliseconds ${ms})`,
			exampleHint(zone),
		);
	}
	return { utc: formatUtc(ms), kind: 'instant' };
}


export function exampleHint(zone: string): string {
	return `Use an ISO date-time such as 2026-12-24T18:00 (read in ${shorten(String(zone))}) or 2026-12-24T18:00:00Z, a date such as 2026-12-24, or an expression like {{ $now.plus({ days: 7 }) }}`;
}

export function unsupported(value: unknown, zone: string): StartTimeError {
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

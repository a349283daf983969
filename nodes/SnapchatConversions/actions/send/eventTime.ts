/**
 * Event Time: whatever an n8n user or expression gives (ISO text, a Luxon DateTime, a JavaScript
 * Date, epoch milliseconds or seconds) as the Unix seconds Snap wants (spec: `event_time` in
 * seconds, docs example 1705508777; the page claiming milliseconds is taken to be wrong).
 * Pure: the clock is passed in.
 *
 * Snap does not report events older than 37 days (docs, v2 page; one CDP says 28: the docs win),
 * and an event from the future is no conversion: more than 5 minutes ahead (clock skew allowance,
 * inferred) is refused. Both before any request, with the reason.
 */
import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { SECONDS_THRESHOLD } from '../../../shared/time/format';
import { readInstant } from '../../../shared/time/readInstant';

export const MAX_EVENT_AGE_DAYS = 37;
export const MAX_AHEAD_MINUTES = 5;
const DAY_MS = 86_400_000;
const FIELD = 'Event Time';

export const EVENT_TIME_HINT =
	'Use when the conversion happened: an ISO date-time such as 2026-11-20T14:03:00Z, {{ $now }}, a JavaScript Date, or epoch seconds or milliseconds. Empty means the time the node runs.';

/**
 * n8n shows some error messages as HTML, where a pasted placeholder such as `<now>` would vanish as
 * an unknown tag: angle brackets are shown as ‹ › instead.
 */
function htmlSafe(text: string): string {
	return text.replace(/</g, '‹').replace(/>/g, '›');
}

function fromEpoch(n: number): number {
	// Below 1e11 (1973 in ms, year 5138 in s) a number is seconds: the value Snap's docs show.
	return Math.abs(n) < SECONDS_THRESHOLD ? n * 1000 : n;
}

/** The event's instant in milliseconds; empty means `nowMs`. Wall-clock text is read in `zone`. */
export function eventTimeMs(given: unknown, zone: string, nowMs: number): number {
	// A BigInt (e.g. from a database node) is a number too: epoch seconds or milliseconds alike.
	const value = typeof given === 'bigint' ? Number(given) : given;
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return nowMs;
	if (typeof value === 'number') {
		if (!Number.isFinite(value) || value <= 0) throw new InputError(FIELD, `${FIELD} ${showValue(value)} is not a time`, EVENT_TIME_HINT);
		return Math.floor(fromEpoch(value));
	}
	if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Math.floor(fromEpoch(Number(value.trim())));
	// The shared instant reader, in this field's words, with an example from the past.
	let refused: unknown;
	try {
		return readInstant(value, zone, { field: FIELD, noun: 'event time', example: '{{ $now.minus({ minutes: 10 }) }}' }).ms;
	} catch (error) {
		refused = error;
	}
	if (!(refused instanceof InputError)) throw refused;
	throw new InputError(FIELD, htmlSafe(refused.message), htmlSafe(refused.hint));
}

/** Unix seconds of the event, refused when older than Snap's window or ahead of `nowMs`. */
export function eventTimeSeconds(value: unknown, zone: string, nowMs: number): number {
	const ms = eventTimeMs(value, zone, nowMs);
	const iso = new Date(ms).toISOString();
	if (ms < nowMs - MAX_EVENT_AGE_DAYS * DAY_MS) {
		const days = Math.floor((nowMs - ms) / DAY_MS);
		throw new InputError(
			FIELD,
			`${FIELD} ${iso} is ${days} days ago; Snapchat does not take events older than ${MAX_EVENT_AGE_DAYS} days`,
			`Send conversions within ${MAX_EVENT_AGE_DAYS} days of when they happened. If the value is epoch seconds or milliseconds, check which one it is.`,
		);
	}
	if (ms > nowMs + MAX_AHEAD_MINUTES * 60_000) {
		throw new InputError(
			FIELD,
			`${FIELD} ${iso} is in the future; a conversion can only be sent after it happened`,
			`Use the time the conversion happened (at most ${MAX_AHEAD_MINUTES} minutes ahead of n8n's clock is tolerated). Text without Z or an offset is read in the workflow's time zone (${zone}).`,
		);
	}
	return Math.floor(ms / 1000);
}

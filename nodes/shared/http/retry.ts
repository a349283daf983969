/**
 * Pure retry decisions: which failures are worth repeating, and how long to wait before the next
 * attempt (exponential backoff with jitter, Retry-After honoured, bounded attempts and total wait).
 */
import type { HttpFailure } from './failure';
import { failureMeaning } from './meaning';

export interface RetryPolicy {
	/** Attempts in all, the first one included. */
	maxAttempts: number;
	baseDelayMs: number;
	maxDelayMs: number;
	/** Sum of all waits of one call; a wait that would pass it is not made. */
	maxTotalWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
	maxAttempts: 5,
	baseDelayMs: 500,
	maxDelayMs: 8_000,
	maxTotalWaitMs: 30_000,
};

/**
 * Whether a failed attempt may still have been processed by Snapchat: a 5xx (the work may precede
 * the failure), a timeout, a connection dropped after sending, an answer cut after its status line
 * or one that could not be read. Never a 429 (the one answer that says the request was not
 * processed), another 4xx, or a connection refused before sending (meaning.ts).
 */
export function mayHaveBeenProcessed(failure: HttpFailure): boolean {
	return failureMeaning(failure).outcome === 'unknown';
}

/**
 * Whether the failure may be repeated at all, as meaning.ts says: any request after a 429 (not
 * processed) or a connection never made (it never left, so a repeat cannot write twice); an
 * idempotent request (a read, a PUT of a whole entity, a delete, events that all carry an Event ID)
 * also after a 5xx, a timeout, a dropped connection or a cut answer; any other may have been
 * processed then, and is not.
 */
export function isRetryable(failure: HttpFailure, idempotent: boolean): boolean {
	const { repeat } = failureMeaning(failure);
	return repeat === 'any' || (repeat === 'idempotent' && idempotent);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH = MONTHS.join('|');
const TIME = '(\\d{2}):(\\d{2}):(\\d{2})';
/** RFC 9110 5.6.7: IMF-fixdate, and the obsolete RFC 850 and asctime forms a recipient must accept. */
const IMF_FIXDATE = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\\d{2}) (${MONTH}) (\\d{4}) ${TIME} GMT$`);
const RFC_850 = new RegExp(`^(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (\\d{2})-(${MONTH})-(\\d{2}) ${TIME} GMT$`);
const ASCTIME = new RegExp(`^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) (${MONTH}) ([ \\d]\\d) ${TIME} (\\d{4})$`);

function utc(year: number, month: string, day: string, h: string, m: string, s: string): number | undefined {
	const monthIndex = MONTHS.indexOf(month);
	const ms = Date.UTC(year, monthIndex, Number(day), Number(h), Number(m), Number(s));
	const date = new Date(ms);
	// 31 Feb or 25:00 would roll over into another day: not a real date.
	if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== monthIndex || Number(h) > 23 || Number(m) > 59 || Number(s) > 60) {
		return undefined;
	}
	return ms;
}

/** An HTTP-date in milliseconds, or undefined when `value` is not one (Date.parse accepts far too much). */
export function parseHttpDate(value: string, nowMs: number): number | undefined {
	let match = IMF_FIXDATE.exec(value);
	if (match) return utc(Number(match[3]), match[2], match[1], match[4], match[5], match[6]);
	match = RFC_850.exec(value);
	if (match) {
		// A two-digit year more than 50 years in the future is in the past century (RFC 9110).
		const nowYear = new Date(nowMs).getUTCFullYear();
		let year = Math.floor(nowYear / 100) * 100 + Number(match[3]);
		if (year > nowYear + 50) year -= 100;
		return utc(year, match[2], match[1], match[4], match[5], match[6]);
	}
	match = ASCTIME.exec(value);
	if (match) return utc(Number(match[6]), match[1], match[2].trim(), match[3], match[4], match[5]);
	return undefined;
}

/**
 * Retry-After as milliseconds: delta-seconds (digits only) or an HTTP-date. Undefined when absent
 * or unreadable ("soon 2", "-5", "5,6", "1.5"): the caller then uses its own backoff.
 */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
	if (value === undefined) return undefined;
	const trimmed = value.trim();
	if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
	const date = parseHttpDate(trimmed, nowMs);
	return date === undefined ? undefined : Math.max(0, date - nowMs);
}

/**
 * How long to wait before attempt `attempts + 1`, or undefined when the call must fail now.
 * `random` is in [0, 1): the wait is between half and all of the exponential step.
 */
export function nextRetryDelay(
	failure: HttpFailure,
	idempotent: boolean,
	attempts: number,
	waitedMs: number,
	policy: RetryPolicy = DEFAULT_RETRY_POLICY,
	random: number = Math.random(),
	nowMs: number = Date.now(),
): number | undefined {
	if (!isRetryable(failure, idempotent) || attempts >= policy.maxAttempts) return undefined;
	const retryAfter = parseRetryAfter(failure.headers['retry-after'], nowMs);
	const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempts - 1));
	const backoff = Math.round(step / 2 + random * (step / 2));
	// Retry-After is the least to wait: `0` or a date in the past still waits the backoff, so five
	// attempts never go out at once (issue 40, point 9).
	const delay = retryAfter === undefined ? backoff : Math.max(retryAfter, backoff);
	if (waitedMs + delay > policy.maxTotalWaitMs) return undefined;
	return delay;
}

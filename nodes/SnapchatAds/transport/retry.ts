/**
 * Pure retry decisions: which failures are worth repeating, and how long to wait before the next
 * attempt (exponential backoff with jitter, Retry-After honoured, bounded attempts and total wait).
 */
import type { HttpFailure, RequestKind } from './errors';

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

export function isNetworkFailure(failure: HttpFailure): boolean {
	return failure.status === undefined && failure.code !== undefined;
}

/**
 * Whether the failure may be repeated at all. Reads and deletes are idempotent, so 429, 5xx and
 * network failures are retried. A create is retried only on 429, the one answer that says the
 * request was not processed; after a 5xx, a timeout or a dropped connection it may have been.
 */
export function isRetryable(failure: HttpFailure, kind: RequestKind): boolean {
	if (failure.status === 429) return true;
	if (kind === 'create') return false;
	if (failure.status !== undefined) return failure.status >= 500 && failure.status <= 599;
	return isNetworkFailure(failure);
}

/** Retry-After as milliseconds: delta-seconds or an HTTP date. Undefined when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, nowMs: number): number | undefined {
	if (value === undefined || value.trim() === '') return undefined;
	const trimmed = value.trim();
	if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
	const date = Date.parse(trimmed);
	if (Number.isNaN(date)) return undefined;
	return Math.max(0, date - nowMs);
}

/**
 * How long to wait before attempt `attempts + 1`, or undefined when the call must fail now.
 * `random` is in [0, 1): the wait is between half and all of the exponential step.
 */
export function nextRetryDelay(
	failure: HttpFailure,
	kind: RequestKind,
	attempts: number,
	waitedMs: number,
	policy: RetryPolicy = DEFAULT_RETRY_POLICY,
	random: number = Math.random(),
	nowMs: number = Date.now(),
): number | undefined {
	if (!isRetryable(failure, kind) || attempts >= policy.maxAttempts) return undefined;
	const retryAfter = parseRetryAfter(failure.headers['retry-after'], nowMs);
	let delay: number;
	if (retryAfter !== undefined) {
		delay = retryAfter;
	} else {
		const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempts - 1));
		delay = Math.round(step / 2 + random * (step / 2));
	}
	if (waitedMs + delay > policy.maxTotalWaitMs) return undefined;
	return delay;
}

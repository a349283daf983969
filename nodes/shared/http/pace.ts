/**
 * Pacing: keeps the requests of one run (one credential, all its items and operations) within an
 * API's documented rate, so they are sent at the limit instead of against it. A token bucket of
 * `perWindow` tokens in which each token comes back `windowMs` after it was taken: a run of a few
 * requests is never slowed, a long run is sent at `perWindow` per `windowMs`, and no window of that
 * length ever holds more than `perWindow` of its requests (the strictest reading of "an average of
 * N per second"). Slots are reserved before waiting, so requests sent side by side are paced too.
 *
 * The bucket is made per run by the transport's client (no module-level state: queue mode, several
 * workers). What it cannot see (other workflows, other workers, the same token elsewhere) still
 * ends in a 429, honoured by the retry policy (retry.ts: Retry-After, then backoff).
 */
import { sleep } from 'n8n-workflow';

export interface Pace {
	/** Requests a window may hold. */
	perWindow: number;
	/** The window, in milliseconds (a second plus a margin for the way there). */
	windowMs: number;
}

export interface Pacer {
	/** Waits until the next request may be sent; resolves with the milliseconds waited. */
	take(): Promise<number>;
}

export interface PaceClock {
	now(): number;
	sleep(ms: number): Promise<void>;
}

const REAL_CLOCK: PaceClock = { now: () => Date.now(), sleep: async (ms) => await sleep(ms) };

/** The send time of request `n`, given the send times of the requests before it (pure). */
export function nextSlot(sent: readonly number[], pace: Pace, nowMs: number): number {
	if (sent.length < pace.perWindow) return nowMs;
	return Math.max(nowMs, sent[sent.length - pace.perWindow] + pace.windowMs);
}

export function createPacer(pace: Pace, clock: PaceClock = REAL_CLOCK): Pacer {
	// The send times of the last `perWindow` requests, in order: the tokens still out of the bucket.
	const sent: number[] = [];
	return {
		async take() {
			const now = clock.now();
			const slot = nextSlot(sent, pace, now);
			sent.push(slot);
			if (sent.length > pace.perWindow) sent.shift();
			if (slot > now) await clock.sleep(slot - now);
			return slot - now;
		},
	};
}

/**
 * Pacing: keeps the requests of one run (one credential, all its items and operations) within an
 * API's documented rate, so they are sent at the limit instead of against it. A token bucket of
 * `perWindow` tokens: a request takes one, and the token comes back `windowMs` after the request's
 * answer (or failure) arrived. The server counted the request before it answered, so no window of
 * that length, as the server sees it, ever holds more than `perWindow` of the run's requests, however
 * late or early each one travelled (the strictest reading of "an average of N per second"). A run of a
 * few requests is never slowed; a long one goes at about `perWindow` per `windowMs` plus one answer's
 * time. Requests sent side by side wait for tokens in turn.
 *
 * Time is read from a monotonic clock (performance.now: a wall clock set back by NTP, a resumed VM
 * or a person would otherwise make a request sleep for the whole step, issue 45 point 12), and no
 * token is ever further than one window away: a wait is at most `windowMs`, whatever a clock does.
 *
 * The bucket is made per run by the transport's client (no module-level state: queue mode, several
 * workers). What it cannot see (other workflows, other workers, the same token elsewhere) still
 * ends in a 429, honoured by the retry policy (retry.ts: Retry-After, then backoff).
 */
import { sleep } from 'n8n-workflow';

export interface Pace {
	/** Requests a window may hold. */
	perWindow: number;
	/** The window, in milliseconds. */
	windowMs: number;
}

export interface Pacer {
	/** Sends `send` when a token is free, and gives the token back `windowMs` after it settled. */
	run<T>(send: () => Promise<T>): Promise<T>;
}

export interface PaceClock {
	/** Milliseconds on a clock that only moves forward (any origin). */
	now(): number;
	sleep(ms: number): Promise<void>;
}

/** performance.now(): monotonic, not the wall clock; n8n's community rules allow it (unlike process.hrtime). */
export const REAL_CLOCK: PaceClock = { now: () => performance.now(), sleep: async (ms) => await sleep(ms) };

export function createPacer(pace: Pace, clock: PaceClock = REAL_CLOCK): Pacer {
	// Tokens taken and not yet back (in flight, or cooling until a time in `back`).
	let out = 0;
	const back: number[] = [];
	// Requests waiting while every token is in flight: woken when one settles.
	const waiting: Array<() => void> = [];

	const returned = (now: number) => {
		// A token is never due later than one window from now: a clock that went back cannot hold it longer.
		for (let k = 0; k < back.length; k++) back[k] = Math.min(back[k], now + pace.windowMs);
		while (back.length > 0 && back[0] <= now) {
			back.shift();
			out--;
		}
	};
	const take = async () => {
		for (;;) {
			const now = clock.now();
			returned(now);
			if (out < pace.perWindow) {
				out++;
				return;
			}
			if (back.length > 0) await clock.sleep(Math.min(pace.windowMs, back[0] - now));
			else await new Promise<void>((wake) => waiting.push(wake));
		}
	};
	const settle = () => {
		back.push(clock.now() + pace.windowMs);
		waiting.shift()?.();
	};
	return {
		async run(send) {
			await take();
			try {
				return await send();
			} finally {
				settle();
			}
		},
	};
}

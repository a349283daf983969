/**
 * The attempt loop every transport runs (one per API host: the Marketing API in the Ads node, the
 * Conversions API in the Conversions node). Each attempt sends once and says whether the call is
 * done or must wait and repeat; the loop counts attempts and the time waited (what the retry policy
 * and the messages need), waits with n8n's `sleep` (timers are banned in community nodes) and logs
 * each repeat without the URL's query, which may hold a token. Whether a failure may be repeated is
 * the transport's decision (nodes/shared/http/retry.ts); the state lives for one call only.
 */
import type { INode, JsonObject, Logger } from 'n8n-workflow';
import { NodeApiError, sleep } from 'n8n-workflow';

import type { HttpFailure } from './failure';

/** What the loop knows about one call so far; an attempt may read it and set `processedMaybe`. */
export interface AttemptState {
	/** Attempts made, the current one included. */
	attempts: number;
	/** Milliseconds waited between attempts so far. */
	waitedMs: number;
	/** Whether an earlier failed attempt may have been processed (a 5xx, a timeout, a dropped connection). */
	processedMaybe: boolean;
}

/** The end of one attempt: the call's result, or a failure to repeat after `retryInMs`. */
export type AttemptStep<T> = { done: T } | { failure: HttpFailure; retryInMs: number };

/**
 * Runs `attempt` until it returns `{ done }` (or throws), waiting `retryInMs` between attempts.
 * `label` names the call in the debug log, e.g. "Snapchat GET /v1/me": method and path, no query.
 */
export async function runAttempts<T>(
	logger: Logger,
	label: string,
	attempt: (state: AttemptState) => Promise<AttemptStep<T>>,
): Promise<T> {
	const state: AttemptState = { attempts: 0, waitedMs: 0, processedMaybe: false };
	for (;;) {
		state.attempts++;
		const step = await attempt(state);
		if ('done' in step) return step.done;
		const why = step.failure.status ?? step.failure.code ?? 'error';
		logger.debug(`${label} failed (${why}); retrying in ${step.retryInMs} ms`);
		await sleep(step.retryInMs);
		state.waitedMs += step.retryInMs;
	}
}

/**
 * A failure that is no HTTP exchange at all (no status, no network code: e.g. a URL n8n refused to
 * build) as a NodeApiError about `subject`; undefined for any other failure. The request is left out
 * of the error: it holds the token.
 */
export function notAnExchange(node: INode, failure: HttpFailure, subject: string, itemIndex?: number): NodeApiError | undefined {
	if (failure.status !== undefined || failure.code !== undefined) return undefined;
	return new NodeApiError(node, {} as JsonObject, {
		message: `The request to Snapchat for ${subject} failed: ${failure.message || 'unknown error'}`,
		itemIndex,
	});
}

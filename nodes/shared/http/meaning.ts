/**
 * What a failed exchange means, decided in this one place for every node (issue 40): whether the
 * request left n8n, whether it may have been applied, whose problem it is and whether trying again
 * can help. The retry policy (retry.ts), both transports' words, the write runner, Update,
 * Conversions and Add Users read these answers and never re-derive them from a status or a code.
 */
import type { HttpFailure } from './failure';

/**
 * What became of the request: `notSent` it never left n8n (nothing can have happened); `answered`
 * Snapchat answered without processing it (a 4xx, a 429); `maybe` it may have been processed (a
 * 5xx, a timeout, a connection dropped after sending).
 */
export type Delivery = 'notSent' | 'answered' | 'maybe';

/** Whose problem it is, which says what the user does: fix a value, reconnect, ask for access, wait, check the network. */
export type Fault = 'input' | 'credential' | 'access' | 'notFound' | 'rateLimit' | 'service' | 'network' | 'unexpected';

export interface FailureMeaning {
	delivery: Delivery;
	fault: Fault;
	/** Whether the same request may succeed later without any change (rate limit, service trouble, network). */
	passing: boolean;
}

/**
 * Network failures that happen before anything is sent (no connection was ever made): the server
 * cannot have seen the request. A timeout or a reset may come after the request left: not here.
 */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'UND_ERR_CONNECT_TIMEOUT']);

export function failureMeaning(failure: HttpFailure): FailureMeaning {
	const { status, code } = failure;
	if (status === undefined) {
		// No status and no network code: no exchange at all (e.g. a URL n8n refused to build).
		if (code === undefined) return { delivery: 'notSent', fault: 'unexpected', passing: false };
		return { delivery: NOT_SENT_CODES.has(code) ? 'notSent' : 'maybe', fault: 'network', passing: true };
	}
	if (status === 429) return { delivery: 'answered', fault: 'rateLimit', passing: true };
	if (status >= 500) return { delivery: 'maybe', fault: 'service', passing: true };
	if (status === 401) return { delivery: 'answered', fault: 'credential', passing: false };
	if (status === 403) return { delivery: 'answered', fault: 'access', passing: false };
	if (status === 404) return { delivery: 'answered', fault: 'notFound', passing: false };
	// Snap refuses values with a 400 (422 from some gateways); another status is nothing the user can fix by a value.
	if (status === 400 || status === 422) return { delivery: 'answered', fault: 'input', passing: false };
	return { delivery: 'answered', fault: 'unexpected', passing: false };
}

/**
 * What became of a call that failed for good: `notSent` (nothing reached Snapchat: safe to run
 * again), `refused` (Snapchat answered and did not apply it), `unknown` (it may have been applied:
 * check before running again). Read from its last failure and whether an earlier attempt may have
 * been processed: a later rate limit or refused connection does not undo an earlier 5xx, but Snap's
 * refusal of the content (a 4xx) says it was not applied.
 */
export type CallOutcome = 'notSent' | 'refused' | 'unknown';

export function callOutcome(last: HttpFailure, earlierMaybe: boolean): CallOutcome {
	const { delivery } = failureMeaning(last);
	if (delivery === 'maybe') return 'unknown';
	if (earlierMaybe && (delivery === 'notSent' || last.status === 429)) return 'unknown';
	return delivery === 'notSent' ? 'notSent' : 'refused';
}

/** The words every node uses for a call that never reached Snapchat. */
export const NOTHING_SENT = 'Nothing was sent to Snapchat, so nothing was created or changed: it is safe to run again once the connection works.';

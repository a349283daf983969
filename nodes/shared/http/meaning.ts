/**
 * What a failed exchange means, decided in this one place for every node (issue 40; made total
 * over stage and status by issue 45): whether the request left n8n, whether it may have been
 * applied, whose problem it is, whether it may be sent again and whether running the item again is
 * safe. The retry policy (retry.ts), both transports' words, the write runner, Update, Conversions
 * and Add Users read these answers and never re-derive them from a status or a code. The table of
 * every stage and status is test/unit/failureTable.test.ts; docs/failures.md tells it in words.
 */
import type { HttpFailure, Stage } from './failure';

/**
 * What became of a call that failed: `notSent` (nothing reached Snapchat: safe to run again),
 * `refused` (Snapchat answered and did not apply it), `unknown` (it may have been applied: check
 * before running again).
 */
export type CallOutcome = 'notSent' | 'refused' | 'unknown';

/** Whose problem it is, which says what the user does: fix a value, reconnect, ask for access, wait, check the network. */
export type Fault = 'input' | 'credential' | 'access' | 'notFound' | 'rateLimit' | 'service' | 'network' | 'unexpected';

/**
 * Which requests may be sent again after this failure (within the retry policy's bounds): `any`
 * (it was not processed: a 429, a connection never made), `idempotent` (only a request that does
 * no harm twice: a read, a PUT of a whole entity, a delete, events that all carry an Event ID),
 * `never` (the same request will get the same answer).
 */
export type Repeat = 'any' | 'idempotent' | 'never';

export interface FailureMeaning {
	/** The stage as read: a status proves the status line came back (statusThenCut at least); none proves no answer came. */
	stage: Stage;
	/** What became of a write that failed so (a single attempt). */
	outcome: CallOutcome;
	/** Whether running the same write again cannot make a duplicate: everything but `unknown`. */
	rerunSafe: boolean;
	fault: Fault;
	/** Whether the same request may succeed later without any change (rate limit, service trouble, network). */
	passing: boolean;
	repeat: Repeat;
}

/**
 * The stage a failure is read at. A stage that contradicts the status is read the safe way: a
 * status came with a stage claiming no answer, so the status line arrived and the rest is in doubt
 * (statusThenCut); an answer claimed without a status is no answer that can be read (sentNoAnswer).
 */
function readStage(failure: HttpFailure): Stage {
	const { stage, status } = failure;
	if (status !== undefined) return stage === 'fullAnswer' || stage === 'statusThenCut' ? stage : 'statusThenCut';
	return stage === 'notConnected' ? 'notConnected' : 'sentNoAnswer';
}

const meaning = (stage: Stage, outcome: CallOutcome, fault: Fault, passing: boolean, repeat: Repeat): FailureMeaning => ({
	stage,
	outcome,
	rerunSafe: outcome !== 'unknown',
	fault,
	passing,
	repeat,
});

/** What Snapchat's status line says, whole answer or cut: the 4xx it refuses with, a 429, a 5xx. */
function statusMeaning(stage: Stage, status: number): FailureMeaning | undefined {
	// A 429 is the one answer that says the request was not processed: anything may go again.
	if (status === 429) return meaning(stage, 'refused', 'rateLimit', true, 'any');
	// The work may precede a 5xx.
	if (status >= 500 && status < 600) return meaning(stage, 'unknown', 'service', true, 'idempotent');
	if (status === 401) return meaning(stage, 'refused', 'credential', false, 'never');
	if (status === 403) return meaning(stage, 'refused', 'access', false, 'never');
	if (status === 404) return meaning(stage, 'refused', 'notFound', false, 'never');
	// Snap refuses values with a 400 (422 from some gateways). Its batch answer with per-element
	// results comes as a 400 only when every element is refused (200 PARTIAL otherwise), so a 400
	// whose body was cut still stored nothing (inferred from Snap's documented envelope and clients).
	if (status === 400 || status === 422) return meaning(stage, 'refused', 'input', false, 'never');
	// Any other 4xx (405, 409, 413, ...) refuses the request; nothing a value fixes by itself.
	if (status >= 400 && status < 500) return meaning(stage, 'refused', 'unexpected', false, 'never');
	return undefined;
}

export function failureMeaning(failure: HttpFailure): FailureMeaning {
	const stage = readStage(failure);
	const { status, code } = failure;
	if (stage === 'notConnected') {
		// No code: no exchange at all (e.g. a URL n8n refused to build), which waiting does not change.
		return code === undefined ? meaning(stage, 'notSent', 'unexpected', false, 'never') : meaning(stage, 'notSent', 'network', true, 'any');
	}
	if (stage === 'sentNoAnswer' || status === undefined) return meaning(stage, 'unknown', 'network', true, 'idempotent');
	const said = statusMeaning(stage, status);
	if (said) return said;
	// A status below 400 (or past 599) never says "refused". Cut after its status line, the answer
	// was lost on the way (issue 45, point 2: Snap had stored the create); whole, it could not be
	// read (HTML from a proxy, JSON that does not parse) or is a redirect n8n did not follow, which
	// may come after the work (303). Either way a write may have been applied.
	if (stage === 'statusThenCut') return meaning(stage, 'unknown', 'network', true, 'idempotent');
	const redirect = status >= 300 && status < 400;
	return meaning(stage, 'unknown', 'unexpected', !redirect && status < 600, !redirect && status < 600 ? 'idempotent' : 'never');
}

/**
 * What became of a call that failed for good, from its last failure and whether an earlier attempt
 * may have been processed: a later rate limit or refused connection does not undo an earlier 5xx,
 * but Snap's refusal of the content (a 4xx) says it was not applied.
 */
export function callOutcome(last: HttpFailure, earlierMaybe: boolean): CallOutcome {
	const { outcome, fault } = failureMeaning(last);
	if (outcome === 'unknown') return 'unknown';
	if (earlierMaybe && (outcome === 'notSent' || fault === 'rateLimit')) return 'unknown';
	return outcome;
}

/** The words every node uses for a call that never reached Snapchat. */
export const NOTHING_SENT = 'Nothing was sent to Snapchat, so nothing was created or changed: it is safe to run again once the connection works.';

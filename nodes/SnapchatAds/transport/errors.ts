/**
 * Pure mapping from a failed HTTP exchange to words a user can act on. No I/O here: the request
 * module hands in what it caught, and gets back a message, a description and a sanitised summary
 * that is safe to show (no headers, no request options, no tokens).
 */
import { snapErrorFields, type HttpFailure, type SnapErrorFields } from '../../shared/http/failure';
import { redact } from '../../shared/http/redact';
import { parseRetryAfter } from '../../shared/http/retry';
import { snapCodeAdvice } from './codeWords';
import { callOutcome, failureMeaning, NOTHING_SENT, type CallOutcome } from '../../shared/http/meaning';

export interface FailureContext {
	/** Whether the call may be sent twice without harm; one that may not is worded as a create whose outcome may be unknown. */
	idempotent: boolean;
	/** What the call was about, in the operation's words, e.g. 'event detail 5d2e…'. */
	subject: string;
	/** How many times the call was sent. */
	attempts: number;
	/** Replaces the generic 404 wording. */
	notFoundMessage?: string;
	/** For creates whose outcome is unknown: what may have happened, e.g. 'the events may or may not have been created'. */
	unknownOutcome?: string;
	/** For creates whose outcome is unknown: how to check what exists before running again. */
	checkHint?: string;
	/** Added to the rate-limit advice, e.g. 'raise the Batch Size'. */
	rateLimitHint?: string;
	/** How long the node waited between attempts in all, and at most would (the retry policy's budget). */
	waitedMs?: number;
	maxWaitMs?: number;
	/** The time the failure was read, for "try again after" (default: now). */
	nowMs?: number;
	/** What became of the call (shared/http/meaning.ts), when earlier attempts count too; default: read from this failure alone. */
	outcome?: CallOutcome;
}

export interface DescribedFailure {
	message: string;
	description: string;
	httpCode?: string;
	/** Safe to attach to the error: Snap's fields, the status, a short body excerpt. */
	details: Record<string, string | number>;
}

/** Text ending in one full stop: Snap's messages come with or without their own. */
function sentence(text: string): string {
	return /[.!?]$/.test(text) ? text : `${text}.`;
}

function snapSays(fields: SnapErrorFields): string {
	return fields.display_message ?? fields.debug_message ?? '';
}

function references(failure: HttpFailure, fields: SnapErrorFields, attempts: number): string {
	const parts: string[] = [];
	if (fields.error_code) parts.push(`Snap error code ${fields.error_code}`);
	if (fields.request_id) parts.push(`request ID ${fields.request_id}`);
	if (failure.status) parts.push(`HTTP ${failure.status}`);
	if (attempts > 1) parts.push(`sent ${attempts} times`);
	return parts.length ? ` (${parts.join(', ')})` : '';
}

function seconds(ms: number): number {
	return Math.ceil(ms / 1000);
}

/** "2 minutes", "1 hour": a wait in words, rounded up, for waits of a minute or more. */
function roughly(ms: number): string | undefined {
	const s = seconds(ms);
	if (s < 60) return undefined;
	const [n, unit] = s < 3600 ? [Math.ceil(s / 60), 'minute'] : [Math.ceil(s / 3600), 'hour'];
	return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/**
 * What the node really did about a 429: whether it waited and retried, and when to try again. A
 * Retry-After past the wait budget is never waited for, so the first 429 may be the only attempt.
 */
function rateLimitStory(failure: HttpFailure, ctx: FailureContext): string {
	const now = ctx.nowMs ?? Date.now();
	const retryAfter = parseRetryAfter(failure.headers['retry-after'], now);
	const waited = ctx.waitedMs ?? 0;
	const budget = ctx.maxWaitMs;
	const tooLong = retryAfter !== undefined && budget !== undefined && waited + retryAfter > budget;
	const tryAgain =
		retryAfter !== undefined && retryAfter > 0
			? `Try again after ${new Date(now + retryAfter).toISOString().replace(/\.\d{3}Z$/, 'Z')}.`
			: 'Try again in a minute.';
	const asked = retryAfter === undefined ? '' : `${seconds(retryAfter)} seconds${roughly(retryAfter) ? ` (${roughly(retryAfter)})` : ''}`;
	if (ctx.attempts <= 1) {
		if (tooLong) {
			return (
				`Snapchat asked to wait ${asked} before trying again, longer than the node waits (at most ${seconds(budget)} seconds per request), ` +
				`so the node did not wait and nothing was retried. ${tryAgain}`
			);
		}
		return `The request was sent once and not retried. ${tryAgain}`;
	}
	const sent = `${waited >= 1000 ? `The node waited ${seconds(waited)} seconds and sent` : 'The node sent'} the request ${ctx.attempts} times; Snapchat refused every attempt with its rate limit.`;
	if (tooLong) return `${sent} Its last answer asked to wait ${asked} more, past the node's limit of ${seconds(budget)} seconds per request. ${tryAgain}`;
	return `${sent} ${tryAgain}`;
}

export function describeFailure(failure: HttpFailure, ctx: FailureContext): DescribedFailure {
	const fields = snapErrorFields(failure.body);
	const says = snapSays(fields);
	const status = failure.status;
	const refs = references(failure, fields, ctx.attempts);
	let message: string;
	let description: string;

	const { fault, stage } = failureMeaning(failure);
	const outcome = ctx.outcome ?? callOutcome(failure, false);
	// A status below 400 never refuses: the answer was cut after its status line, or could not be read.
	const lostAnswer = status !== undefined && status < 400 ? (stage === 'statusThenCut' ? 'was cut off after its status line' : 'could not be read') : undefined;
	if (outcome === 'notSent' && fault === 'network') {
		// The network code stays out of the message: n8n replaces a message holding one with generic text.
		message = `Could not reach Snapchat for ${ctx.subject}: nothing was sent`;
		description =
			`The connection could not be opened${failure.code ? ` (${failure.code})` : ''}, so the request never left n8n. ${NOTHING_SENT} ` +
			'Check the network connection of your n8n instance and that the credential points at the Snapchat API.' +
			(ctx.attempts > 1 ? ` The node tried ${ctx.attempts} times.` : '');
	} else if (!ctx.idempotent && outcome === 'unknown') {
		const outcome = ctx.unknownOutcome ?? 'it may or may not have been created';
		message =
			status === undefined
				? `The connection to Snapchat failed while creating ${ctx.subject}: ${outcome}`
				: lostAnswer
					? `Snapchat's answer to creating ${ctx.subject} ${lostAnswer} (HTTP ${status}): ${outcome}`
					: `Snapchat failed while creating ${ctx.subject} (HTTP ${status}): ${outcome}`;
		description =
			'The request was not repeated, so that nothing is created twice. ' +
			(ctx.checkHint ?? 'Check in Snapchat what exists before running again.');
	} else if (status === undefined) {
		// A network failure after the request may have left (a read's; a write's is "unknown" above).
		message = `Could not reach Snapchat for ${ctx.subject}`;
		description =
			`${failure.code ? `The connection failed (${failure.code}). ` : ''}` +
			'Check the network connection of your n8n instance and that the credential points at the Snapchat API. ' +
			(ctx.attempts > 1 ? `The request was tried ${ctx.attempts} times.` : '');
	} else if (lostAnswer) {
		message = `Snapchat's answer for ${ctx.subject} ${lostAnswer} (HTTP ${status})`;
		description =
			(stage === 'statusThenCut'
				? 'The connection failed while the answer was arriving: check the network connection of your n8n instance and try again. '
				: 'The answer was not the JSON Snapchat sends: check that the credential points at the Snapchat API, and try again. ') +
			(ctx.attempts > 1 ? `The request was tried ${ctx.attempts} times.` : '');
	} else if (fault === 'input') {
		message = `Snapchat rejected the request for ${ctx.subject}${says ? `: ${says}` : ''}`;
		description = snapCodeAdvice(fields.error_code ?? says) ?? 'Check the values of the fields named in the message.';
	} else if (fault === 'credential') {
		message = 'Snapchat did not accept the credential';
		description =
			'Open the Snapchat Ads credential and click Switch account (n8n 1.x: Reconnect). This happens when access was revoked in Snap Business Manager, the refresh token expired, or the OAuth app was changed.';
	} else if (fault === 'access') {
		message = `The connected Snapchat user has no access to ${ctx.subject}${says ? `: ${says}` : ''}`;
		description =
			'Pick it from the list (lists only show what the user can access), or ask an Organization Admin in Snap Business Manager to give the connected user a role that covers it.';
	} else if (fault === 'notFound') {
		message = ctx.notFoundMessage ?? `Snapchat could not find ${ctx.subject}`;
		description = 'Check the ID (or pick it from the list), and that the connected Snapchat user can access it.';
	} else if (fault === 'rateLimit') {
		message = `Snapchat's rate limit was reached for ${ctx.subject}`;
		description =
			`${rateLimitStory(failure, ctx)} Snapchat allows about 10 requests per second per user: lower the number of items per run` +
			(ctx.rateLimitHint ? `, ${ctx.rateLimitHint},` : '') +
			' or add a Wait node between runs.';
	} else if (fault === 'service') {
		message = `Snapchat had a temporary problem with ${ctx.subject} (HTTP ${status})`;
		description = 'The node retried with increasing waits. Try again in a few minutes.';
	} else {
		message = `Snapchat answered HTTP ${status} for ${ctx.subject}${says ? `: ${says}` : ''}`;
		description = 'This was unexpected; check the inputs and try again.';
	}

	// On a 404 the headline already says what happened; Snap's display message there is generic ("We're
	// sorry, but something went wrong. Please try again later.") and would contradict it. It stays in
	// the error's details, with the request ID.
	if (says && !message.includes(says) && status !== 401 && status !== 404) {
		description = `${description} Snapchat says: ${sentence(says)}`;
	}
	// A generic display_message ("The request is invalid.") hides what was wrong: debug_message says it.
	const detail = fields.debug_message;
	if (detail && detail !== says && !message.includes(detail) && status !== 401) description = `${description} Snapchat's details: ${detail}`;
	description = `${description}${refs}`.trim();

	const details: Record<string, string | number> = {};
	if (status !== undefined) details.httpCode = status;
	if (failure.code) details.networkError = failure.code;
	for (const [key, value] of Object.entries(fields)) {
		if (value !== undefined) details[key] = value;
	}
	if (typeof failure.body === 'string' && failure.body.trim() !== '') {
		details.body = redact(failure.body.trim().slice(0, 300));
	}
	return { message, description, httpCode: status !== undefined ? String(status) : undefined, details };
}

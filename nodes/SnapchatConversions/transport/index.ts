/**
 * The one place that talks HTTP to Snap's Conversions API host (`tr.snapchat.com`, or what the
 * credential's hidden Base URL says). It knows nothing of events: it sends a request, retries what
 * may be retried, and hands back Snap's answer, an "outcome unknown", or a NodeApiError.
 *
 * The token travels in the query string (added by the credential, never by this module): no URL
 * is ever put in an error, a log line or an output, and every text taken from a failure is redacted.
 * No state outlives a call (queue mode).
 */
import type { IDataObject, IExecuteFunctions, IHttpRequestOptions, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { isRecord } from '../../shared/input/values';
import { normaliseBaseUrl } from '../../shared/http/baseUrl';
import type { HttpFailure } from '../../shared/http/failure';
import { toHttpFailure } from '../../shared/http/failure';
import { redact } from '../../shared/http/redact';
import { unwrap } from '../../shared/http/unwrap';
import type { AttemptStep } from '../../shared/http/attempts';
import { notAnExchange, runAttempts } from '../../shared/http/attempts';
import type { RetryPolicy } from '../../shared/http/retry';
import { DEFAULT_RETRY_POLICY, mayHaveBeenProcessed, nextRetryDelay } from '../../shared/http/retry';
import { callOutcome, failureMeaning, NOTHING_SENT } from '../../shared/http/meaning';
import { markOutcome } from '../../shared/items/errors';
import { snapWords } from './answers';

export { snapWords } from './answers';
export type { SnapWords } from './answers';

import { CONVERSIONS_CREDENTIAL } from './credential';

export { CONVERSIONS_CREDENTIAL };
export const DEFAULT_CONVERSIONS_BASE_URL = 'https://tr.snapchat.com';

const TIMEOUT_MS = 120_000;

export interface ConversionsRequest {
	method: 'GET' | 'POST';
	/** Path on the Conversions API host, starting with /v3/. */
	path: string;
	body?: IDataObject;
	qs?: IDataObject;
	/**
	 * Whether sending it twice cannot do harm: reads, and sends whose every event has an Event ID
	 * (Snap deduplicates by it). Only those are repeated after a 5xx, a timeout, a dropped
	 * connection or an unreadable answer; everything is repeated after a 429 (not processed).
	 */
	idempotent: boolean;
	/** What the call is about, in the operation's words, for messages. */
	subject: string;
	itemIndex?: number;
	/**
	 * Whether a 400 with a JSON body is an answer to read (a send: Snap words a refused event batch
	 * so, per event). Otherwise, as for the test tool's reads, it is Snap's refusal: an error.
	 */
	answersRefusals?: boolean;
}

/** Snap answered (2xx, or a 400 whose JSON body says why): the body, to be read by the caller. */
export interface Answered {
	kind: 'answer';
	status: number;
	body: Record<string, unknown>;
	attempts: number;
}

/** The request may or may not have been processed, and it was not (or no longer) repeated. */
export interface OutcomeUnknown {
	kind: 'unknown';
	/** What happened, without URL or token, e.g. "Snapchat answered HTTP 503". */
	why: string;
	attempts: number;
}

export type Exchange = Answered | OutcomeUnknown;

export interface ConversionsClient {
	/** The Default Pixel ID of the credential ('' when none). */
	readonly defaultPixelId: string;
	request(req: ConversionsRequest): Promise<Exchange>;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function failureWhy(failure: HttpFailure): string {
	const { stage, status } = failure;
	if (status !== undefined && status < 400 && stage === 'statusThenCut') return `Snapchat's answer was cut off after its status line (HTTP ${status})`;
	if (status !== undefined && status < 400) return "Snapchat's answer could not be read";
	if (status !== undefined) return `Snapchat answered HTTP ${status}`;
	// axios words its own timeout ECONNABORTED.
	if (failure.code === 'ETIMEDOUT' || failure.code === 'ESOCKETTIMEDOUT' || failure.code === 'ECONNABORTED') return 'Snapchat did not answer in time';
	return `the connection to Snapchat failed${failure.code ? ` (${failure.code})` : ''}`;
}

export async function createConversionsClient(ctx: IExecuteFunctions, policy: RetryPolicy = DEFAULT_RETRY_POLICY): Promise<ConversionsClient> {
	const credentials = await ctx.getCredentials(CONVERSIONS_CREDENTIAL);
	const node = ctx.getNode();
	const baseUrl = normaliseBaseUrl(credentials.baseUrl ?? DEFAULT_CONVERSIONS_BASE_URL);
	if (!baseUrl) {
		throw new NodeOperationError(node, 'The Snapchat Conversions API credential has an invalid Base URL', {
			description: `Open the credential and restore it to ${DEFAULT_CONVERSIONS_BASE_URL}.`,
		});
	}
	const defaultPixelId = typeof credentials.pixelId === 'string' ? credentials.pixelId.trim() : '';

	const apiError = (failure: HttpFailure, req: ConversionsRequest, attempts: number): NodeApiError => {
		const says = snapWords(failure.body);
		const words = says.messages.length > 0 ? says.messages.join('; ') : (says.reason ?? '');
		const refs = [failure.status ? `HTTP ${failure.status}` : undefined, attempts > 1 ? `sent ${attempts} times` : undefined]
			.filter((r) => r !== undefined)
			.join(', ');
		let message: string;
		let description: string;
		const { fault, outcome } = failureMeaning(failure);
		if (fault === 'credential') {
			message = 'Snapchat did not accept the Conversions API token';
			description =
				'Open the Snapchat Conversions API credential and paste the token again: generate one in Snap Ads Manager → Events Manager → your Pixel → Setup → Conversions API.';
		} else if (fault === 'access' || fault === 'notFound') {
			message = `Snapchat refused ${req.subject}${words ? `: ${words}` : ''}`;
			description =
				'Check the Pixel ID (or Snap App ID) and that the token was generated for it: a token belongs to one Pixel in Events Manager.';
		} else if (fault === 'rateLimit') {
			message = `Snapchat's rate limit was reached for ${req.subject}`;
			description =
				attempts > 1
					? 'Nothing was processed: Snapchat answered 429 each time. The node waited and retried; run it again later or add a Wait node.'
					: `Nothing was processed: Snapchat answered 429 and asked to wait longer than the node waits (${Math.ceil(policy.maxTotalWaitMs / 1000)} seconds per request), so it was not sent again. Run it again later or add a Wait node.`;
		} else if (outcome === 'notSent') {
			// Only a connection that never opened ends here; one that may have been processed is "unknown".
			message = `Could not reach Snapchat for ${req.subject}: nothing was sent`;
			description = `${capitalised(failureWhy(failure))} before the request left n8n. ${NOTHING_SENT} Check the network connection of your n8n instance.`;
		} else {
			message = `Snapchat answered HTTP ${failure.status} for ${req.subject}${words ? `: ${words}` : ''}`;
			description = 'Check the values named in the message.';
		}
		if (says.codes.length > 0) description += ` Snap's codes: ${says.codes.join(', ')}.`;
		if (refs) description += ` (${refs})`;
		const details: JsonObject = {};
		if (failure.status !== undefined) details.httpCode = failure.status;
		if (failure.code) details.networkError = failure.code;
		if (says.reason) details.reason = says.reason;
		const error = new NodeApiError(node, details, {
			message: redact(message),
			description: redact(description),
			httpCode: failure.status !== undefined ? String(failure.status) : undefined,
			itemIndex: req.itemIndex,
		});
		return markOutcome(error, callOutcome(failure, false));
	};

	const request = async (req: ConversionsRequest): Promise<Exchange> => {
		const options: IHttpRequestOptions = {
			method: req.method,
			url: `${baseUrl}${req.path}`,
			json: true,
			timeout: TIMEOUT_MS,
			returnFullResponse: true,
		};
		if (req.qs) options.qs = req.qs;
		if (req.body) options.body = req.body;
		return runAttempts(ctx.logger, `Snapchat Conversions ${req.method} ${req.path}`, async (state): Promise<AttemptStep<Exchange>> => {
			const { attempts } = state;
			let failure: HttpFailure;
			try {
				const response = (await ctx.helpers.httpRequestWithAuthentication.call(ctx, CONVERSIONS_CREDENTIAL, { ...options })) as {
					statusCode?: number;
					body?: unknown;
				};
				const body = typeof response.body === 'string' ? parseJson(response.body) : response.body;
				const status = response.statusCode ?? 200;
				if (isRecord(body)) return { done: { kind: 'answer', status, body, attempts } };
				// A whole 2xx whose body is no JSON object: Snap may have processed the events (meaning.ts).
				failure = { stage: 'fullAnswer', status, body: undefined, headers: {}, message: 'unreadable answer' };
			} catch (caught) {
				const error = unwrap(caught);
				if (error instanceof NodeOperationError) throw new NodeOperationError(node, redact(error.message), { itemIndex: req.itemIndex });
				failure = toHttpFailure(error);
				const unsent = notAnExchange(node, failure, req.subject, req.itemIndex);
				if (unsent) throw unsent;
				// Snap words a refused event batch as a 400 with a JSON body: that is an answer.
				if (req.answersRefusals && failure.status === 400 && isRecord(failure.body)) return { done: { kind: 'answer', status: 400, body: failure.body, attempts } };
			}
			const earlierMaybe = state.processedMaybe;
			state.processedMaybe ||= mayHaveBeenProcessed(failure);
			const delay = nextRetryDelay(failure, req.idempotent, attempts, state.waitedMs, policy);
			if (delay === undefined) {
				if (callOutcome(failure, earlierMaybe) === 'unknown') {
					return { done: { kind: 'unknown', why: failureWhy(failure), attempts } };
				}
				throw apiError(failure, req, attempts);
			}
			return { failure, retryInMs: delay };
		});
	};

	return { defaultPixelId, request };
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return undefined;
	}
}

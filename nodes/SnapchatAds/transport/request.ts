/**
 * The one module that speaks HTTP. Every call goes through n8n's
 * `httpRequestWithAuthentication` with the Snapchat Ads credential, so n8n signs it, and on the
 * expired-token 401 refreshes the token and repeats the call. Nothing is cached here and no state
 * outlives the client, made per run: the node works unchanged with many queue-mode workers. Every
 * attempt first waits its turn in the run's pace (Snap's rate per token, pace.ts).
 */
import type {
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
	IHookFunctions,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	IPollFunctions,
	JsonObject,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { markOutcome, toNodeError } from '../../shared/items/errors';
import { describeFailure } from './errors';
import { callOutcome } from '../../shared/http/meaning';
import type { HttpFailure } from '../../shared/http/failure';
import { toHttpFailure } from '../../shared/http/failure';
import { redact } from '../../shared/http/redact';
import type { Envelope } from './envelope';
import { EnvelopeError, nextPageQuery, readEnvelope, requireAllSucceeded } from './envelope';
import type { RetryPolicy } from '../../shared/http/retry';
import { DEFAULT_RETRY_POLICY, mayHaveBeenProcessed, nextRetryDelay } from '../../shared/http/retry';
import type { ListPage } from './pages';
import { collectPages, pagingError } from './pages';
import { DEFAULT_TOKEN_URL, isNotConnected, isTokenEndpointFailure, isTokenRefreshFailure, notConnected, refreshFailed } from './refresh';
import { unwrap } from '../../shared/http/unwrap';
import { notAnExchange, runAttempts } from '../../shared/http/attempts';
import { normaliseBaseUrl } from '../../shared/http/baseUrl';
import { CREDENTIAL_TYPE } from './credential';
import { createPacer } from '../../shared/http/pace';
import { SNAP_TOKEN_PACE } from './pace';

export { CREDENTIAL_TYPE };
export type { ListPage };

export type SnapContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions | IHookFunctions;

const READ_TIMEOUT_MS = 60_000;
const CREATE_TIMEOUT_MS = 120_000;

export interface SnapRequest {
	method: IHttpRequestMethods;
	/** Path on the API host, starting with /v1/. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	/**
	 * A body that is not JSON (a media upload's multipart form): sent as these bytes with this
	 * Content-Type. A Buffer, not a stream, so n8n can send it again after refreshing the token.
	 */
	rawBody?: { contentType: string; data: Buffer };
	/** Overrides the timeout (a large upload needs longer than a JSON create). */
	timeoutMs?: number;
	/**
	 * Whether sending it twice does no harm (reads, PUTs of a whole entity, deletes). Only such a
	 * request is repeated after a 5xx, a timeout or a dropped connection; any request after a 429 or
	 * a connection that never opened (shared/http/meaning.ts).
	 */
	idempotent: boolean;
	/** What the call is about, in the operation's words, for messages. */
	subject: string;
	itemIndex?: number;
	notFoundMessage?: string;
	/** Creates: what may have happened when the outcome is unknown ("the events may or may not have been created"). */
	unknownOutcome?: string;
	/** Creates: how to check what exists before running again. */
	checkHint?: string;
	/** Added to the rate-limit advice ("raise the Batch Size"). */
	rateLimitHint?: string;
	/** Return the failure's body instead of failing (e.g. a create's per-element 400). */
	acceptFailure?: (failure: HttpFailure) => boolean;
	/**
	 * For deletes: a 404 on a repeated attempt means an earlier attempt did the work (its answer
	 * was lost). Return this instead of failing, but only when an earlier attempt may have been
	 * processed (a 5xx, a timeout, a connection dropped after sending); after a 429 or a refused
	 * connection a 404 is a plain 404.
	 */
	notFoundOnRetry?: IDataObject;
}

export interface SnapClient {
	readonly baseUrl: string;
	request(req: SnapRequest): Promise<unknown>;
	/** One page of a list: `listKey`/`entityKey` name the envelope's array and wrapper key. */
	listPage(
		req: Omit<SnapRequest, 'method' | 'idempotent'>,
		listKey: string,
		entityKey: string,
	): Promise<ListPage>;
	/**
	 * Pages through a list until `max` entities are collected or the last page is reached. `req.qs`
	 * is sent with every page; `limit` and the cursor of `paging.next_link` are added.
	 */
	listAll(
		req: Omit<SnapRequest, 'method' | 'idempotent'>,
		listKey: string,
		entityKey: string,
		pageSize: number,
		max?: number,
	): Promise<Array<Record<string, unknown>>>;
	/** Reads an answer's envelope; one that is not an envelope becomes a NodeApiError about `subject`. */
	envelope(body: unknown, listKey: string, entityKey: string, subject: string, itemIndex?: number): Envelope;
	/** The entities of an answer whose request and elements all succeeded; otherwise a NodeApiError. */
	entities(
		body: unknown,
		listKey: string,
		entityKey: string,
		subject: string,
		itemIndex?: number,
	): Array<Record<string, unknown>>;
}

export async function createClient(ctx: SnapContext, policy: RetryPolicy = DEFAULT_RETRY_POLICY): Promise<SnapClient> {
	const credentials = await ctx.getCredentials(CREDENTIAL_TYPE);
	const baseUrl = normaliseBaseUrl(credentials.apiBaseUrl ?? 'https://adsapi.snapchat.com');
	if (!baseUrl) {
		throw new NodeOperationError(ctx.getNode(), 'The Snapchat Ads credential has an invalid API Base URL', {
			description: 'Open the credential and restore the API Base URL to https://adsapi.snapchat.com.',
		});
	}
	const node = ctx.getNode();
	// One bucket per client, and a client per run: the run's requests share Snap's pace (issue 41).
	const pacer = createPacer(SNAP_TOKEN_PACE);
	// The token endpoint is the credential's own (issue 38, point 1): a failure naming it is a failed refresh.
	const tokenUrl = typeof credentials.accessTokenUrl === 'string' && credentials.accessTokenUrl !== '' ? credentials.accessTokenUrl : DEFAULT_TOKEN_URL;

	/** The error of a call that failed for good, marked with what became of it (shared/http/meaning.ts). */
	const apiError = (failure: HttpFailure, req: SnapRequest, attempts: number, waitedMs: number, earlierMaybe: boolean) => {
		const outcome = callOutcome(failure, earlierMaybe);
		const described = describeFailure(failure, {
			outcome,
			idempotent: req.idempotent,
			subject: req.subject,
			attempts,
			waitedMs,
			maxWaitMs: policy.maxTotalWaitMs,
			notFoundMessage: req.notFoundMessage,
			unknownOutcome: req.unknownOutcome,
			checkHint: req.checkHint,
			rateLimitHint: req.rateLimitHint,
		});
		const error = new NodeApiError(node, described.details as JsonObject, {
			message: described.message,
			description: described.description,
			httpCode: described.httpCode,
			itemIndex: req.itemIndex,
		});
		return markOutcome(error, outcome);
	};

	const request = async (req: SnapRequest): Promise<unknown> => {
		const options: IHttpRequestOptions = {
			method: req.method,
			url: `${baseUrl}${req.path}`,
			json: true,
			timeout: req.timeoutMs ?? (req.idempotent ? READ_TIMEOUT_MS : CREATE_TIMEOUT_MS),
		};
		if (req.qs) options.qs = req.qs;
		if (req.body) options.body = req.body;
		if (req.rawBody) {
			options.body = req.rawBody.data;
			options.headers = { 'Content-Type': req.rawBody.contentType, 'Content-Length': String(req.rawBody.data.length) };
		}
		return runAttempts(ctx.logger, `Snapchat ${req.method} ${req.path}`, async (state) => {
			try {
				return {
					done: (await pacer.run(async () => await ctx.helpers.httpRequestWithAuthentication.call(ctx, CREDENTIAL_TYPE, { ...options }))) as unknown,
				};
			} catch (caught) {
				const error = unwrap(caught);
				// n8n's own errors (e.g. "the credential needs to be reconnected") carry no request data.
				if (error instanceof NodeOperationError) throw toNodeError(node, error, req.itemIndex);
				if (isTokenRefreshFailure(error)) {
					throw new NodeApiError(node, { httpCode: 401 } as JsonObject, {
						message: 'Snapchat refused to refresh the access token: the credential needs to be reconnected',
						description: `Open the Snapchat Ads credential and click Switch account (n8n 1.x: Reconnect). (${redact((error as Error).message).slice(0, 200)})`,
						httpCode: '401',
						itemIndex: req.itemIndex,
					});
				}
				if (isNotConnected(error)) throw notConnected(node, req.itemIndex);
				const failure = toHttpFailure(error);
				if (isTokenEndpointFailure(error, tokenUrl)) throw refreshFailed(node, error, failure, req.itemIndex);
				const unsent = notAnExchange(node, failure, req.subject, req.itemIndex);
				if (unsent) throw unsent;
				if (req.acceptFailure?.(failure)) return { done: failure.body };
				if (failure.status === 404 && state.processedMaybe && req.notFoundOnRetry) return { done: req.notFoundOnRetry };
				const earlierMaybe = state.processedMaybe;
				state.processedMaybe ||= mayHaveBeenProcessed(failure);
				const delay = nextRetryDelay(failure, req.idempotent, state.attempts, state.waitedMs, policy);
				if (delay === undefined) throw apiError(failure, req, state.attempts, state.waitedMs, earlierMaybe);
				return { failure, retryInMs: delay };
			}
		});
	};

	const envelopeError = (error: EnvelopeError, subject: string, itemIndex?: number) =>
		new NodeApiError(node, (error.requestId ? { request_id: error.requestId } : {}) as JsonObject, {
			message: `Snapchat could not complete the request for ${subject}: ${error.message}`,
			description: `Try again; if it keeps failing, contact Snap support${error.requestId ? ` with request ID ${error.requestId}` : ''}.`,
			itemIndex,
		});

	/** Runs a pure envelope reader, turning its EnvelopeError into a NodeApiError about `subject`. */
	const readSafely = <T>(read: () => T, subject: string, itemIndex?: number): T => {
		try {
			return read();
		} catch (error) {
			if (error instanceof EnvelopeError) throw envelopeError(error, subject, itemIndex);
			throw toNodeError(node, error, itemIndex);
		}
	};

	const envelope: SnapClient['envelope'] = (body, listKey, entityKey, subject, itemIndex) =>
		readSafely(() => readEnvelope(body, listKey, entityKey), subject, itemIndex);

	const entities: SnapClient['entities'] = (body, listKey, entityKey, subject, itemIndex) =>
		readSafely(() => requireAllSucceeded(readEnvelope(body, listKey, entityKey)), subject, itemIndex);

	const listPage: SnapClient['listPage'] = async (req, listKey, entityKey) => {
		const body = await request({ ...req, method: 'GET', idempotent: true });
		return readSafely(
			() => {
				const read = readEnvelope(body, listKey, entityKey);
				const found = requireAllSucceeded(read);
				return { entities: found, next: read.nextLink ? nextPageQuery(read.nextLink) : undefined, requestId: read.requestId };
			},
			req.subject,
			req.itemIndex,
		);
	};

	const listAll: SnapClient['listAll'] = async (req, listKey, entityKey, pageSize, max) =>
		await collectPages((qs) => listPage({ ...req, qs }, listKey, entityKey), req.qs ?? {}, pageSize, max, (problem) =>
			pagingError(node, problem, req.subject, listKey, req.itemIndex),
		);

	return { baseUrl, request, listPage, listAll, envelope, entities };
}

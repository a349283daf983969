/**
 * Telling a failed token refresh from a failed API call. n8n refreshes the OAuth2 token when the
 * API answers 401 and then repeats the call; when the refresh fails, what reaches the node is the
 * token endpoint's failure, which must not be blamed on the API (issue 15, item 7).
 */
import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { isRecord } from '../../shared/input/values';
import type { HttpFailure } from '../../shared/http/failure';
import { redact } from '../../shared/http/redact';

const REFUSED_GRANT = /invalid_grant|invalid_client|unauthorized_client/;

/**
 * The token endpoint refused the refresh (an OAuth error): the credential must be reconnected.
 * n8n 2.x's OAuth2 client throws an AuthError; n8n 1.x's throws a plain Error with code EAUTH whose
 * message is the standard long text and whose `body` holds the OAuth `error`.
 */
export function isTokenRefreshFailure(error: unknown): boolean {
	if (!(error instanceof Error)) return false;
	if (error.name === 'AuthError' || REFUSED_GRANT.test(error.message)) return true;
	const { code, body } = error as { code?: unknown; body?: unknown };
	return code === 'EAUTH' || (isRecord(body) && typeof body.error === 'string' && REFUSED_GRANT.test(body.error));
}

/** Snap's token endpoint, the Access Token URL a credential holds unless it was pointed elsewhere. */
export const DEFAULT_TOKEN_URL = 'https://accounts.snapchat.com/login/oauth2/access_token';

/** Origin and path of a URL, without query or trailing slash; undefined when it is none. */
function endpoint(url: string): string | undefined {
	if (!URL.canParse(url)) return undefined;
	const parsed = new URL(url);
	return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

/**
 * A failure of the token refresh rather than of the API call, recognised by what the token endpoint
 * is (issue 38, point 1): the HTTP client's error names the credential's Access Token URL (n8n's
 * OAuth2 client requests it with axios), or it is that client's own ResponseError (a 3xx, a 4xx
 * without an OAuth error, or a body that is no token), which no other request throws. A Marketing
 * API path of any shape (/v1/..., /us/v1/... for media parts) is never taken for it.
 */
export function isTokenEndpointFailure(error: unknown, tokenUrl: string): boolean {
	if (!isRecord(error)) return false;
	if (error.constructor?.name === 'ResponseError' || error.code === 'ESTATUS') return true;
	const response = isRecord(error.response) ? error.response : undefined;
	const config = isRecord(error.config) ? error.config : isRecord(response?.config) ? response.config : undefined;
	const token = endpoint(tokenUrl);
	return typeof config?.url === 'string' && token !== undefined && endpoint(config.url) === token;
}

/** The status a token endpoint answered: the OAuth2 client's ResponseError carries it itself, axios' error in its response. */
function tokenEndpointStatus(error: unknown, failure: HttpFailure): number | undefined {
	const own = isRecord(error) ? Number(error.status) : Number.NaN;
	return Number.isInteger(own) && own > 0 ? own : failure.status;
}

/** What the token endpoint answered, in words; `passing` when trying again later may help (5xx, 429, no connection). */
function tokenAnswer(error: unknown, failure: HttpFailure): { what: string; passing: boolean; excerpt?: string } {
	const status = tokenEndpointStatus(error, failure);
	const body = isRecord(error) && typeof error.body === 'string' ? error.body : typeof failure.body === 'string' ? failure.body : undefined;
	const excerpt = body && body.trim() !== '' ? redact(body.trim().slice(0, 120)) : undefined;
	if (status === undefined) return { what: 'the token endpoint could not be reached', passing: true };
	if (status >= 500 || status === 429) return { what: `the token endpoint answered HTTP ${status}`, passing: true };
	if (status >= 300 && status < 400) return { what: `the token endpoint answered HTTP ${status} (a redirect)`, passing: false, excerpt };
	if (status < 300) return { what: `the token endpoint answered HTTP ${status} with something that is not a token`, passing: false, excerpt };
	return { what: `the token endpoint answered HTTP ${status}`, passing: false, excerpt };
}

/**
 * The API refused the call (its 401 is what makes n8n refresh), then the refresh itself failed. The
 * call was not processed, and it is not repeated. A 5xx, a 429 or no connection is a passing problem
 * of Snap's login service; a 4xx, a redirect or an answer that is no token will not change by
 * waiting (issue 40, point 4): the credential must be reconnected, or its URLs checked.
 */
export function refreshFailed(node: INode, error: unknown, failure: HttpFailure, itemIndex?: number): NodeApiError {
	const answer = tokenAnswer(error, failure);
	const status = tokenEndpointStatus(error, failure);
	const nothing = 'Nothing was created or changed: Snapchat refused the request before the refresh (the access token had expired), and it was not sent again. ';
	const todo = answer.passing
		? "This is usually a passing problem of Snapchat's login service: Try again in a few minutes; if it keeps failing, open the Snapchat Ads credential and click Switch account (n8n 1.x: Reconnect)."
		: `Waiting will not change this answer: open the Snapchat Ads credential and click Switch account (n8n 1.x: Reconnect); if that fails too, the credential's Access Token URL may not be Snapchat's token endpoint (${DEFAULT_TOKEN_URL}).`;
	return new NodeApiError(node, (status ? { httpCode: status } : {}) as JsonObject, {
		message: `Snapchat Ads could not refresh the access token: ${answer.what}`,
		description: `${nothing}${todo}${failure.code ? ` (${failure.code})` : ''}${answer.excerpt ? ` The token endpoint's answer began with: ${answer.excerpt}` : ''}`,
		itemIndex,
	});
}

/**
 * The credential was never connected (no token at all): n8n-core says "OAuth credentials not
 * connected" when it holds no token data, its OAuth2 client "Unable to sign without access token"
 * when the token data lacks an access token. Nothing was sent.
 */
export function isNotConnected(error: unknown): boolean {
	return error instanceof Error && /OAuth credentials not connected|Unable to sign without access token/.test(error.message);
}

export function notConnected(node: INode, itemIndex?: number): NodeOperationError {
	return new NodeOperationError(node, 'The Snapchat Ads credential is not connected to a Snapchat account yet', {
		description: 'Open the Snapchat Ads credential and click "Connect my account" (or choose a credential that is connected). Nothing was sent to Snapchat.',
		itemIndex,
	});
}

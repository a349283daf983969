/**
 * Telling a failed token refresh from a failed API call. n8n refreshes the OAuth2 token when the
 * API answers 401 and then repeats the call; when the refresh fails, what reaches the node is the
 * token endpoint's failure, which must not be blamed on the API (issue 15, item 7).
 */
import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { isRecord } from '../../shared/input/values';
import type { HttpFailure } from '../../shared/http/failure';

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

/**
 * A failure of the token refresh rather than of the API call: the HTTP client's error names a URL
 * outside the API's /v1/ (n8n's OAuth2 client requests the token endpoint with axios), or it is the
 * OAuth2 client's own ResponseError (status 3xx/4xx without an OAuth error, or a non-JSON body).
 */
export function isTokenEndpointFailure(error: unknown, apiBaseUrl: string): boolean {
	if (!isRecord(error)) return false;
	if (error.constructor?.name === 'ResponseError' || error.code === 'ESTATUS') return true;
	const response = isRecord(error.response) ? error.response : undefined;
	const config = isRecord(error.config) ? error.config : isRecord(response?.config) ? response.config : undefined;
	return typeof config?.url === 'string' && !config.url.startsWith(`${apiBaseUrl}/v1/`);
}

/**
 * The API refused the call (its 401 is what makes n8n refresh), then the refresh itself failed (a
 * 5xx or non-JSON answer of the token endpoint, or no connection to it). The call was not
 * processed, and it is not repeated.
 */
export function refreshFailed(node: INode, failure: HttpFailure, itemIndex?: number): NodeApiError {
	const what = failure.status ? `the token endpoint answered HTTP ${failure.status}` : 'the token endpoint could not be reached';
	return new NodeApiError(node, (failure.status ? { httpCode: failure.status } : {}) as JsonObject, {
		message: `Snapchat Ads could not refresh the access token: ${what}`,
		description:
			'Nothing was created or changed: Snapchat refused the request before the refresh (the access token had expired), and it was not sent again. ' +
			"This is usually a passing problem of Snapchat's login service: Try again in a few minutes; if it keeps failing, open the Snapchat Ads credential and click Switch account (n8n 1.x: Reconnect)." +
			(failure.code ? ` (${failure.code})` : ''),
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

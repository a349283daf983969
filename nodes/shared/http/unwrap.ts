import { NodeApiError } from 'n8n-workflow';

/**
 * n8n's `httpRequestWithAuthentication` wraps every failure in a NodeApiError whose `cause` is what
 * really happened: the HTTP client's error (with the response), or n8n's own error when the token
 * could not be refreshed. The transport decides on the original.
 */
export function unwrap(error: unknown): unknown {
	if (error instanceof NodeApiError && error.cause !== undefined) return error.cause;
	return error;
}

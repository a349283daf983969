/** What a person could see of a node's error: every field, own properties included (security tests). */
import type { RunNodeResult } from '../harness';

export function errorView(error: RunNodeResult['error']): Record<string, unknown> | undefined {
	if (!error) return undefined;
	return {
		message: error.message,
		description: error.description,
		context: error.context,
		httpCode: error.httpCode,
		stack: error.stack,
		own: Object.fromEntries(Object.getOwnPropertyNames(error).map((k) => [k, (error as unknown as Record<string, unknown>)[k]])),
	};
}

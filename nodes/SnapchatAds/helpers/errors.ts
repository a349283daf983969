import type { INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

/**
 * The error to throw from a catch block: n8n errors pass through unchanged (they already carry
 * their message, description and HTTP context); anything else becomes a NodeOperationError for
 * the item, so n8n shows it in the node's error view.
 */
export function toNodeError(node: INode, error: unknown, itemIndex?: number): NodeApiError | NodeOperationError {
	if (error instanceof NodeApiError || error instanceof NodeOperationError) return error;
	return new NodeOperationError(node, error instanceof Error ? error : String(error), { itemIndex });
}

/**
 * A create whose request may have been processed (a 5xx, a timeout, a dropped connection, an
 * unreadable answer) is marked on its error, so the operation reports its items as "outcome
 * unknown" rather than "not created": the difference between checking first and a duplicate.
 */
export function markOutcomeUnknown<T extends NodeApiError | NodeOperationError>(error: T): T {
	error.context.outcomeUnknown = true;
	return error;
}

export function isOutcomeUnknown(error: unknown): boolean {
	return (error instanceof NodeApiError || error instanceof NodeOperationError) && error.context.outcomeUnknown === true;
}

/**
 * The n8n errors of the package, decided once: what a catch block throws, how an input problem (an
 * InputError from a check) becomes the item's NodeOperationError, the same in an operation's
 * execute, in the trigger's poll and in a list search, and the mark of a write whose outcome is unknown.
 */
import type { INode } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { CallOutcome } from '../http/meaning';
import { InputError } from '../input/validation';

/** What every n8n function context offers: execute, poll, load options. */
export interface HasNode {
	getNode(): INode;
}

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
 * An input problem as an n8n error: names the item (when there are items), the field, the value
 * and the fix. A poll or a list search has no item: "Invalid Review Status: …".
 */
export function inputError(ctx: HasNode, error: InputError, itemIndex?: number): NodeOperationError {
	const where = itemIndex === undefined ? '' : ` in item ${itemIndex}`;
	const converted = new NodeOperationError(ctx.getNode(), `${error.heading} ${error.field}${where}: ${error.message}`, {
		...(itemIndex === undefined ? {} : { itemIndex }),
		description: error.hint,
	});
	// Which field and words, for a node that runs as a tool to name its argument instead (toolWords.ts).
	converted.context.inputError = { field: error.field, ...(itemIndex === undefined ? {} : { itemIndex }) };
	converted.context.inputMessage = error.message;
	return converted;
}

/**
 * Runs `read` (reading and checking parameters) and converts what it throws into an n8n error: an
 * InputError becomes a NodeOperationError naming the item (if any) and the field.
 */
export function convertInputErrors<T>(ctx: HasNode, itemIndex: number | undefined, read: () => T): T {
	try {
		return read();
	} catch (error) {
		if (error instanceof InputError) throw inputError(ctx, error, itemIndex);
		throw toNodeError(ctx.getNode(), error, itemIndex);
	}
}

/**
 * What became of the call an error is about (shared/http/meaning.ts), marked on the error by the
 * transport, so a write reports its items as done-not, unknown or never sent without reading the
 * error's words: the difference between running again, checking first, and a duplicate. An error
 * without a mark was answered (refused): nothing was applied.
 */
export function markOutcome<T extends NodeApiError | NodeOperationError>(error: T, outcome: CallOutcome): T {
	if (outcome === 'refused') return error;
	error.context.outcome = outcome;
	return error;
}

/**
 * A write whose request may have been processed (a 5xx, a timeout, a dropped connection, an
 * unreadable answer) is marked on its error, so the operation reports its items as "outcome
 * unknown" rather than "not done".
 */
export function markOutcomeUnknown<T extends NodeApiError | NodeOperationError>(error: T): T {
	return markOutcome(error, 'unknown');
}

/** The outcome marked on an error: 'refused' when it carries none (or is no n8n error). */
export function errorOutcome(error: unknown): CallOutcome {
	if (!(error instanceof NodeApiError || error instanceof NodeOperationError)) return 'refused';
	const marked = error.context.outcome;
	return marked === 'unknown' || marked === 'notSent' ? marked : 'refused';
}

export function isOutcomeUnknown(error: unknown): boolean {
	return errorOutcome(error) === 'unknown';
}

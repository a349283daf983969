/**
 * The one error of a batched write that stops without Continue On Fail: what failed and why, what
 * was done (so nothing is lost or written twice), what may have happened, what was not sent.
 */
import type { IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { itemRanges } from './batches';
import { toNodeError } from './errors';
import type { WriteOutcome } from './outcomes';

/** How many item reasons or IDs a message lists before pointing at the error's details. */
export const LISTED_IN_MESSAGE = 20;

export interface WriteWords {
	/** The entity in running text: 'event detail' / 'event details'. */
	one: string;
	many: string;
	/** 'create' / 'created'. */
	verb: string;
	past: string;
	/** The operation to check with before acting on an unknown outcome: 'Get Many'. */
	checkWith: string;
	/** With report 'items' or by group: the names of the outcomes in the progress sentence (default done/refused/unknown). */
	outcomes?: { done: string; refused: string; unknown: string };
}

export interface Finished {
	itemIndex: number;
	outcome: WriteOutcome;
}

interface Run {
	what: WriteWords;
	idempotent: boolean;
}

type Failed = Finished & { outcome: Exclude<WriteOutcome, { status: 'done' }> };

const sorted = (list: number[]) => itemRanges([...list].sort((a, b) => a - b));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "1 of 8 event details could not be created (items 3); the outcome of 1 of 8 … is unknown (items 5)". */
function whatFailed(what: WriteWords, failed: Failed[], total: number): string {
	const unknownItems = failed.filter((f) => f.outcome.status === 'unknown').map((f) => f.itemIndex);
	const notDone = failed.filter((f) => f.outcome.status !== 'unknown').map((f) => f.itemIndex);
	const parts: string[] = [];
	if (notDone.length > 0) parts.push(`${notDone.length} of ${total} ${what.many} could not be ${what.past} (items ${sorted(notDone)})`);
	if (unknownItems.length > 0) parts.push(`the outcome of ${unknownItems.length} of ${total} ${what.many} is unknown (items ${sorted(unknownItems)})`);
	return capitalised(parts.join('; '));
}

/** What was done before the failure: for a write that must not be repeated, with the IDs not to write again. */
function doneSentence(run: Run, doneItems: Finished[], someUnknown: boolean): string {
	const { what } = run;
	// With an outcome unknown, "none was created" would contradict it: one may have been.
	if (doneItems.length === 0) return someUnknown ? `No ${what.one} was confirmed as ${what.past} in this run.` : `No ${what.one} was ${what.past} in this run.`;
	const withIds = doneItems.filter((d) => d.outcome.status === 'done' && d.outcome.id !== undefined);
	if (run.idempotent || withIds.length === 0) return `${capitalised(what.past)} in this run: items ${sorted(doneItems.map((d) => d.itemIndex))}.`;
	const shown = withIds
		.slice(0, LISTED_IN_MESSAGE)
		.map((d) => `item ${d.itemIndex} → ${(d.outcome as { id: string }).id}`)
		.join(', ');
	const more = withIds.length > LISTED_IN_MESSAGE ? ` and ${withIds.length - LISTED_IN_MESSAGE} more (all in the error details)` : '';
	return `Already ${what.past} in this run, do not ${what.verb} them again: ${shown}${more}.`;
}

/** The run error: stops the run after the first chunk that did not fully succeed. */
export function runFailure(ctx: IExecuteFunctions, run: Run, finished: Finished[], notSent: number[], total: number): NodeApiError {
	const failed = finished.filter((f): f is Failed => f.outcome.status !== 'done');
	const doneItems = finished.filter((f) => f.outcome.status === 'done');
	const [first] = failed;
	const firstError = first.outcome.error as Error & { description?: string | null; httpCode?: string | null };
	const sameError = failed.every((f) => f.outcome.error === firstError);
	const reasons = sameError
		? firstError.message
		: failed
				.slice(0, LISTED_IN_MESSAGE)
				.map((f) => f.outcome.error.message)
				.join(' | ');
	const alone = failed.length === 1 && notSent.length === 0 && (doneItems.length > 0 || total === 1);
	const unknownItems = failed.filter((f) => f.outcome.status === 'unknown').map((f) => f.itemIndex);
	const description = [
		sameError && firstError.description ? firstError.description : undefined,
		!sameError && unknownItems.length > 0 ? `Outcome unknown (check with ${run.what.checkWith} before acting): items ${sorted(unknownItems)}.` : undefined,
		doneSentence(run, doneItems, unknownItems.length > 0),
		notSent.length > 0 ? `Not sent because of the failure: items ${sorted(notSent)}.` : undefined,
		'Turn on Continue On Fail to get one output item per input item, with the failed ones as error items.',
	];
	return new NodeApiError(
		ctx.getNode(),
		{
			failedItems: failed.map((f) => {
				const { message, description } = f.outcome.error as Error & { description?: string | null };
				return { item: f.itemIndex, reason: message, ...(description ? { description } : {}) };
			}),
			doneItems: doneItems.map((d) => ({ item: d.itemIndex, ...(d.outcome.status === 'done' && d.outcome.id ? { id: d.outcome.id } : {}) })),
			unknownItems,
			notSentItems: notSent,
		} as unknown as JsonObject,
		{
			message: alone ? firstError.message : `${whatFailed(run.what, failed, total)}: ${reasons}`,
			description: description.filter((d) => d !== undefined).join(' '),
			httpCode: firstError.httpCode ?? undefined,
			itemIndex: first.itemIndex,
		},
	);
}

/**
 * With report 'items': a chunk that failed as a whole stops the run with its own error, saying
 * what the earlier chunks' answers were, so only the other items are sent again.
 */
export function chunkFailure(ctx: IExecuteFunctions, what: WriteWords, error: unknown, itemIndex: number, finished: Finished[]): Error {
	return withEarlierAnswers(toNodeError(ctx.getNode(), error, itemIndex), what, finished);
}

/** Adds to a run error what the earlier requests of the run answered (by item), so only the other items are sent again. */
export function withEarlierAnswers(nodeError: NodeApiError | NodeOperationError, what: WriteWords, finished: Finished[]): Error {
	const names = what.outcomes ?? { done: 'done', refused: 'refused', unknown: 'unknown' };
	const parts = (['done', 'refused', 'unknown'] as const)
		.map((status) => ({ status, items: finished.filter((f) => f.outcome.status === status).map((f) => f.itemIndex) }))
		.filter(({ items }) => items.length > 0)
		.map(({ status, items }) => `${names[status]}: items ${sorted(items)}`);
	if (parts.length > 0) {
		nodeError.description = `${nodeError.description ?? ''} Earlier requests of this run were already answered (${parts.join('; ')}); send only the other items again.`.trim();
	}
	return nodeError;
}

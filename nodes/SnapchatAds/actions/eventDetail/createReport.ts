/** The one error of a failed Create run: what failed and why, what was created (so nothing is lost), what was not sent. */
import type { IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { itemRanges } from '../common/batches';
import type { Created } from '../common/created';
import { alreadyCreated, LISTED_IN_MESSAGE } from '../common/created';

export type { Created };

export interface Failed {
	itemIndex: number;
	error: Error & { description?: string | null };
	/** Snapchat's answer does not say whether it was created: it may exist. */
	unknown?: boolean;
}

/** What the message says failed: 'could not be created' and/or 'outcome unknown', by items. */
function whatFailed(failed: Failed[], total: number): string {
	const unknown = failed.filter((f) => f.unknown).map((f) => f.itemIndex);
	const notCreated = failed.filter((f) => !f.unknown).map((f) => f.itemIndex);
	const parts: string[] = [];
	if (notCreated.length > 0) {
		parts.push(`${notCreated.length} of ${total} event details could not be created (items ${itemRanges(notCreated)})`);
	}
	if (unknown.length > 0) {
		parts.push(`the outcome of ${unknown.length} of ${total} event details is unknown (items ${itemRanges(unknown)})`);
	}
	const text = parts.join('; ');
	return text.charAt(0).toUpperCase() + text.slice(1);
}

function listCreated(created: Created[]): string {
	return created.length === 0 ? 'No event detail was created in this run.' : alreadyCreated(created);
}

export function createFailure(
	ctx: IExecuteFunctions,
	failed: Failed[],
	created: Created[],
	notSent: number[],
	total: number,
): NodeApiError {
	const first = failed[0];
	const sameError = failed.every((f) => f.error === first.error);
	const reasons = sameError
		? first.error.message
		: failed
				.slice(0, LISTED_IN_MESSAGE)
				.map((f) => f.error.message)
				.join(' | ');
	const message =
		failed.length === 1 && total === 1
			? first.error.message
			: `${whatFailed(failed, total)}: ${reasons}`;
	const unknown = failed.filter((f) => f.unknown).map((f) => f.itemIndex);
	const parts = [
		sameError && first.error.description ? first.error.description : undefined,
		!sameError && unknown.length > 0
			? `Items ${itemRanges(unknown)} may have been created: check with Get Many (the error details list what Snapchat returned) before sending them again.`
			: undefined,
		listCreated(created),
		notSent.length > 0 ? `Not sent because of the failure: items ${itemRanges(notSent)}.` : undefined,
		'Turn on Continue On Fail to get one output item per input item, with the failed ones as error items.',
	];
	return new NodeApiError(
		ctx.getNode(),
		{
			failedItems: failed.map((f) => ({ item: f.itemIndex, reason: f.error.message, ...(f.error.description ? { description: f.error.description } : {}) })),
			createdEventDetails: created.map((c) => ({ item: c.itemIndex, id: c.id })),
			unknownItems: unknown,
			notSentItems: notSent,
		} as unknown as JsonObject,
		{
			message,
			description: parts.filter((p) => p !== undefined).join(' '),
			httpCode: (first.error as { httpCode?: string | null }).httpCode ?? undefined,
			itemIndex: first.itemIndex,
		},
	);
}

/**
 * Sending checked creatives: grouped by ad account, 10 per request (Snap's limit for creatives),
 * `POST /v1/adaccounts/{id}/creatives` with `{ creatives: [...] }`, each answer element matched to
 * its item. An element lines up with its item when the answer has one element per creative sent
 * and its name is the item's (where names repeat in the request, only what tells the creatives
 * apart pairs them: shared/items/pairing.ts); otherwise (and after a 5xx, a timeout or an unreadable answer) the
 * item's outcome is unknown: a create is never sent again blindly.
 */
import type { IExecuteFunctions } from 'n8n-workflow';

import { isOutcomeUnknown, toNodeError } from '../../../shared/items/errors';
import type { HttpFailure, SnapClient } from '../../transport';
import { itemRanges } from '../../../shared/items/batches';
import { pairAnswers } from '../../../shared/items/pairing';
import type { PreparedCreative } from './createInput';
import { adAccountCreativesPath } from './shared';

export type CreativeOutcome =
	| { kind: 'created'; itemIndex: number; id: string; entity: Record<string, unknown> }
	| { kind: 'refused'; itemIndex: number; reason: string }
	| { kind: 'unknown'; itemIndex: number; why: string };

function hasElementResults(failure: HttpFailure): boolean {
	const body = failure.body as { creatives?: unknown } | undefined;
	return failure.status === 400 && Array.isArray(body?.creatives);
}

/** One request for `part` (creatives of one ad account); one outcome per item, in order. */
export async function sendCreatives(
	ctx: IExecuteFunctions,
	client: SnapClient,
	adAccountId: string,
	part: PreparedCreative[],
): Promise<CreativeOutcome[]> {
	const subject = `${part.length} creative${part.length === 1 ? '' : 's'} in ad account ${adAccountId}`;
	let body: unknown;
	try {
		body = await client.request({
			method: 'POST',
			path: adAccountCreativesPath(adAccountId),
			body: { creatives: part.map((p) => p.element) },
			idempotent: false,
			subject,
			itemIndex: part[0].itemIndex,
			unknownOutcome: 'the creatives may or may not have been created',
			checkHint: `Run Creative → Get Many on ad account ${adAccountId} and look for the names of items ${itemRanges(part.map((p) => p.itemIndex))} before running again.`,
			acceptFailure: hasElementResults,
		});
	} catch (error) {
		if (!isOutcomeUnknown(error)) throw toNodeError(ctx.getNode(), error, part[0].itemIndex);
		const why = (error as Error).message;
		return part.map((p) => ({ kind: 'unknown', itemIndex: p.itemIndex, why }));
	}
	let elements;
	try {
		elements = client.envelope(body, 'creatives', 'creative', subject, part[0].itemIndex).elements;
	} catch (error) {
		// The request was processed but its answer cannot be read: the creatives may exist.
		const why = (error as Error).message;
		return part.map((p) => ({ kind: 'unknown', itemIndex: p.itemIndex, why }));
	}
	const lined = elements.length === part.length && part.every((p, k) => elements[k].entity?.name === undefined || elements[k].entity?.name === p.name);
	// Lined up: each item with its position, but where names repeat only on what tells the creatives apart.
	const pairs = lined ? pairAnswers(part.map((p) => p.element), elements) : [];
	return part.map((p, k): CreativeOutcome => {
		if (!lined) {
			return {
				kind: 'unknown',
				itemIndex: p.itemIndex,
				why: `Snapchat answered with ${elements.length} result${elements.length === 1 ? '' : 's'} for ${part.length} creatives, not one per creative in the order sent`,
			};
		}
		const element = pairs[k].element;
		if (!element) return { kind: 'unknown', itemIndex: p.itemIndex, why: `Snapchat's answer held no result that is clearly this creative's: ${pairs[k].why ?? 'no result at its place'}` };
		const id = element.entity?.id;
		if (element.ok && typeof id === 'string' && id !== '') return { kind: 'created', itemIndex: p.itemIndex, id, entity: element.entity as Record<string, unknown> };
		if (element.ok) return { kind: 'unknown', itemIndex: p.itemIndex, why: 'Snapchat reported it created but returned no ID' };
		return { kind: 'refused', itemIndex: p.itemIndex, reason: element.reason ?? 'Snapchat did not return the creative' };
	});
}

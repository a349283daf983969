/**
 * Sending one chunk of merged entities (one PUT under one parent) and turning Snapchat's answer
 * into one result per item, matched by entity ID (answers.ts). PUT is idempotent, so the transport
 * retries 429, 5xx and network failures like reads.
 */
import type { IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { toNodeError } from '../../helpers/errors';
import { isRecord } from '../../helpers/values';
import type { HttpFailure, SnapClient } from '../../transport';
import { EnvelopeError, readEnvelope } from '../../transport';
import { itemRanges } from '../common/batches';
import { matchUpdateAnswer, unknownOutcomeHint } from './answers';
import type { AdsEntityType } from './entityTypes';
import { childrenPath } from './entityTypes';

export interface ChunkEntry {
	itemIndex: number;
	id: string;
	element: Record<string, unknown>;
}

export type ItemResult =
	| { itemIndex: number; id: string; ok: true; entity: Record<string, unknown> }
	| { itemIndex: number; id: string; ok: false; unknown: boolean; error: Error };

function unknownError(ctx: IExecuteFunctions, type: AdsEntityType, entry: ChunkEntry, why: string, details: JsonObject = {}): NodeApiError {
	return new NodeApiError(ctx.getNode(), details, {
		message: `The outcome of updating ${type.label} ${entry.id} (item ${entry.itemIndex}) is unknown: ${why}`,
		// The request ID is what Snap support asks for: shown, not only kept in the details.
		description: `${unknownOutcomeHint(type, entry.id)}${typeof details.request_id === 'string' ? ` (request ID ${details.request_id})` : ''}`,
		itemIndex: entry.itemIndex,
	});
}

/** Whether a failed request may still have been applied: no HTTP answer, or a 5xx after the retries. */
function mayHaveApplied(error: unknown): boolean {
	if (!(error instanceof NodeApiError)) return false;
	const code = Number(error.httpCode ?? Number.NaN);
	return Number.isNaN(code) || code >= 500;
}

export async function sendUpdateChunk(
	ctx: IExecuteFunctions,
	client: SnapClient,
	type: AdsEntityType,
	parentId: string,
	part: ChunkEntry[],
): Promise<ItemResult[]> {
	const subject = `${part.length} ${type.label}${part.length === 1 ? '' : 's'} (items ${itemRanges(part.map((p) => p.itemIndex).sort((a, b) => a - b))})`;
	let body: unknown;
	try {
		body = await client.request({
			method: 'PUT',
			path: childrenPath(type.putParentPlural, parentId, type),
			body: { [type.plural]: part.map((p) => p.element) },
			kind: 'update',
			subject,
			itemIndex: part[0].itemIndex,
			rateLimitHint: 'raise the Batch Size',
			// A 400 that carries per-element results is an answer to read element by element.
			acceptFailure: (failure: HttpFailure) => failure.status === 400 && isRecord(failure.body) && Array.isArray(failure.body[type.plural]),
		});
	} catch (error) {
		const unknown = mayHaveApplied(error);
		return part.map((entry) => ({
			itemIndex: entry.itemIndex,
			id: entry.id,
			ok: false,
			unknown,
			// Refused as a whole (e.g. 403): every item of the chunk shares the transport's error.
			error: unknown ? unknownError(ctx, type, entry, (error as Error).message) : (error as Error),
		}));
	}
	let elements;
	try {
		elements = readEnvelope(body, type.plural, type.singular).elements;
	} catch (error) {
		if (!(error instanceof EnvelopeError)) throw toNodeError(ctx.getNode(), error, part[0].itemIndex);
		const details = (error.requestId ? { request_id: error.requestId } : {}) as JsonObject;
		return part.map((entry) => ({ ...entry, ok: false, unknown: true, error: unknownError(ctx, type, entry, error.message, details) }));
	}
	const outcomes = matchUpdateAnswer(
		type,
		part.map((p) => p.id),
		elements,
	);
	return part.map((entry, k): ItemResult => {
		const outcome = outcomes[k];
		const base = { itemIndex: entry.itemIndex, id: entry.id };
		if (outcome.status === 'updated') return { ...base, ok: true, entity: outcome.entity };
		if (outcome.status === 'unknown') return { ...base, ok: false, unknown: true, error: unknownError(ctx, type, entry, outcome.reason) };
		return {
			...base,
			ok: false,
			unknown: false,
			error: new NodeApiError(ctx.getNode(), { reason: outcome.reason } as JsonObject, {
				message: `Snapchat did not update ${type.label} ${entry.id} (item ${entry.itemIndex}): ${outcome.reason}`,
				description: `Nothing was changed in this ${type.label}. Fix the value Snapchat names and run this item again; the other items were not affected.`,
				itemIndex: entry.itemIndex,
			}),
		};
	});
}

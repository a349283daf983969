/**
 * Sending one chunk of merged entities (one PUT under one parent) and turning Snapchat's answer
 * into one result per item, matched by entity ID (answers.ts). PUT is idempotent, so the transport
 * retries 429, 5xx and network failures like reads.
 */
import type { IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { errorOutcome, toNodeError } from '../../../shared/items/errors';
import type { CallOutcome } from '../../../shared/http/meaning';
import { isRecord, nonEmptyText } from '../../../shared/input/values';
import type { HttpFailure, SnapClient } from '../../transport';
import { EnvelopeError, readEnvelope } from '../../transport';
import { itemRanges } from '../../../shared/items/batches';
import type { AnswerElement } from './answers';
import { matchUpdateAnswer, unknownOutcomeHint } from './answers';
import type { AdsEntityType } from '../common/entityTypes';
import { childrenPath } from '../../api';
import { snapCodeAdvice } from '../../transport/codeWords';
import { SMART_BUDGET_SQUAD_HINT } from '../common/smartBudget';

export interface ChunkEntry {
	itemIndex: number;
	id: string;
	element: Record<string, unknown>;
	/** An ad squad of a Smart Budget campaign whose budget this update changes (a refusal is then explained as such). */
	smartBudgetEdit?: boolean;
}

export type ItemResult =
	| { itemIndex: number; id: string; ok: true; entity: Record<string, unknown> }
	| { itemIndex: number; id: string; ok: false; outcome: CallOutcome; error: Error; refusal?: string };

function unknownError(ctx: IExecuteFunctions, type: AdsEntityType, entry: ChunkEntry, why: string, details: JsonObject = {}): NodeApiError {
	return new NodeApiError(ctx.getNode(), details, {
		message: `The outcome of updating ${type.label} ${entry.id} (item ${entry.itemIndex}) is unknown: ${why}`,
		// The request ID is what Snap support asks for: shown, not only kept in the details.
		description: `${unknownOutcomeHint(type, entry.id)}${typeof details.request_id === 'string' ? ` (request ID ${details.request_id})` : ''}`,
		itemIndex: entry.itemIndex,
	});
}

/**
 * What to do about a refusal Snap gives for reasons of its own, not of the values sent. E2025: a
 * squad created with the newer placement settings (seen in clients; the node sends placement_v2
 * back, so this means Snap refuses the squad itself), in the words of transport/codeWords.ts. E4001
 * about catalogVertical: catalogue (collection) squads refuse budget, bid and status edits (seen in
 * clients). A budget edit of a squad in a Smart Budget campaign: Snap's code for it is unpublished,
 * so any refusal of one is explained so (common/smartBudget.ts).
 */
function refusalHint(type: AdsEntityType, reason: string, entry: ChunkEntry): string | undefined {
	// E2025 is worded once, in codeWords.ts (Create and Duplicate say the same). Its other codes speak of
	// Create's fields (Positions), which Update has not: they keep the general hint below.
	if (/\bE2025\b/.test(reason)) return `${snapCodeAdvice(reason) ?? ''} Nothing was changed; the other items were not affected.`;
	if (/\bE4001\b/.test(reason) && /catalog/i.test(reason)) {
		return (
			`This is a catalogue (collection) ${type.label}: Snapchat does not accept budget, bid or status changes for it through the API. ` +
			`Nothing was changed. Edit this ${type.label}'s budget, bid or status in Ads Manager; a name or end time can still be changed here.`
		);
	}
	if (entry.smartBudgetEdit) return SMART_BUDGET_SQUAD_HINT;
	return undefined;
}

/** The answer's elements, each with Snap's own reason when its status reads ERROR (in any case). */
function answerElements(body: unknown, type: AdsEntityType, elements: AnswerElement[]): AnswerElement[] {
	const raw = isRecord(body) && Array.isArray(body[type.plural]) ? (body[type.plural] as unknown[]) : [];
	return elements.map((element, k) => {
		const wrapper = raw[k];
		if (element.ok || !isRecord(wrapper) || nonEmptyText(wrapper.sub_request_status)?.toUpperCase() !== 'ERROR') return element;
		const refusal = nonEmptyText(wrapper.sub_request_error_reason);
		return refusal === undefined ? element : { ...element, refusal };
	});
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
			path: childrenPath(type.putParent, parentId, type),
			body: { [type.plural]: part.map((p) => p.element) },
			idempotent: true,
			subject,
			itemIndex: part[0].itemIndex,
			rateLimitHint: 'raise the Batch Size',
			// A 400 that carries per-element results is an answer to read element by element.
			acceptFailure: (failure: HttpFailure) => failure.status === 400 && isRecord(failure.body) && Array.isArray(failure.body[type.plural]),
		});
	} catch (error) {
		// What became of the PUT is the transport's verdict (shared/http/meaning.ts): a 5xx or a lost
		// answer may have applied it; a refused connection or a failed token refresh did not (issue 40, point 5).
		const outcome = errorOutcome(error);
		return part.map((entry) => ({
			itemIndex: entry.itemIndex,
			id: entry.id,
			ok: false,
			outcome,
			// Refused as a whole (e.g. 403) or never sent: every item of the chunk shares the transport's error.
			error: outcome === 'unknown' ? unknownError(ctx, type, entry, (error as Error).message) : toNodeError(ctx.getNode(), error, entry.itemIndex),
		}));
	}
	let elements: AnswerElement[];
	let requestId: string | undefined;
	try {
		const envelope = readEnvelope(body, type.plural, type.singular);
		elements = answerElements(body, type, envelope.elements);
		requestId = envelope.requestId;
	} catch (error) {
		if (!(error instanceof EnvelopeError)) throw toNodeError(ctx.getNode(), error, part[0].itemIndex);
		const details = (error.requestId ? { request_id: error.requestId } : {}) as JsonObject;
		return part.map((entry) => ({ ...entry, ok: false, outcome: 'unknown', error: unknownError(ctx, type, entry, error.message, details) }));
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
		if (outcome.status === 'unknown') {
			const details = (requestId ? { request_id: requestId } : {}) as JsonObject;
			return { ...base, ok: false, outcome: 'unknown', error: unknownError(ctx, type, entry, outcome.reason, details) };
		}
		const hint =
			refusalHint(type, outcome.reason, entry) ??
			`Nothing was changed in this ${type.label}. Fix the value Snapchat names and run this item again; the other items were not affected.`;
		return {
			...base,
			ok: false,
			outcome: 'refused',
			// Snap's own reason for refusing this element: a field it names may be left out and the element sent again (update.ts).
			refusal: outcome.reason,
			error: new NodeApiError(ctx.getNode(), { reason: outcome.reason, ...(requestId ? { request_id: requestId } : {}) } as JsonObject, {
				message: `Snapchat did not update ${type.label} ${entry.id} (item ${entry.itemIndex}): ${outcome.reason}`,
				description: requestId ? `${hint} (Snapchat request ID ${requestId}.)` : hint,
				itemIndex: entry.itemIndex,
			}),
		};
	});
}

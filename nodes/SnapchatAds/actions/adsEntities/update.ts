/**
 * Update: get, merge, put, batched. Per ad account, the current entities are read once from the
 * account's list pages (stopping when every wanted ID was seen), each item's changes are merged
 * into its entity, and the merged entities go out in PUT chunks per parent, every answer element
 * matched back to its item by ID. Bad input, an entity missing from the account and an end time
 * before the start are refused before any PUT.
 */
import type { IExecuteFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { toNodeError } from '../../../shared/items/errors';
import { createClient } from '../../transport';
import { createAdAccountLookup } from '../common/accounts';
import { groupedChunks, itemRanges } from '../../../shared/items/batches';
import { readBatchSize } from '../common/batchSize';
import { convertInputErrors, errorItem } from '../../../shared/items/items';
import { MAX_PAGE_SIZE } from '../common/paging';
import type { AdsEntityType } from './entityTypes';
import { mergeUpdate } from './merge';
import { addPlacementV2 } from './placementV2';
import { findInPages, rounds } from './plan';
import { entityOutput, pageReader } from './read';
import type { UpdateInput } from './updateInput';
import { readUpdateInput, resolveWallClockEnd } from './updateInput';
import type { ItemResult } from './updateSend';
import { sendUpdateChunk } from './updateSend';
import { AD_ACCOUNT, childrenPath } from '../../api';

type Entity = Record<string, unknown>;

export async function executeUpdate(ctx: IExecuteFunctions, items: INodeExecutionData[], type: AdsEntityType): Promise<INodeExecutionData[]> {
	const continueOnFail = ctx.continueOnFail();
	const results: Array<INodeExecutionData | undefined> = new Array(items.length);
	/** Before any PUT: without Continue On Fail the first problem stops the run, nothing written. */
	const refuse = (itemIndex: number, error: unknown) => {
		if (!continueOnFail) throw toNodeError(ctx.getNode(), error, itemIndex);
		results[itemIndex] = errorItem(error, itemIndex);
	};
	const done = () => results.filter((r): r is INodeExecutionData => r !== undefined);

	let inputs: UpdateInput[] = [];
	for (let i = 0; i < items.length; i++) {
		try {
			inputs.push(readUpdateInput(ctx, type, i));
		} catch (error) {
			refuse(i, error);
		}
	}
	if (inputs.length === 0) return done();
	const batchSize = readBatchSize(ctx);
	const client = await createClient(ctx);

	const lookup = createAdAccountLookup(client);
	const keep = async (input: UpdateInput, step: () => Promise<void> | void): Promise<boolean> => {
		try {
			await step();
			return true;
		} catch (error) {
			refuse(input.itemIndex, error);
			return false;
		}
	};
	const kept: UpdateInput[] = [];
	for (const input of inputs) if (await keep(input, async () => await resolveWallClockEnd(ctx, input, lookup))) kept.push(input);
	inputs = kept;

	// The current entities, one list walk per ad account. INFERRED: list pages carry whole entities,
	// the same fields as a GET of one (the spec's list and get answers share the entity shape).
	const state = new Map<string, Entity>();
	/** The ad account each entity was read in: an item naming another account is refused (its currency and zone would apply). */
	const readIn = new Map<string, string>();
	for (const { key: adAccountId, part } of groupedChunks(inputs, (p) => p.adAccountId, Number.MAX_SAFE_INTEGER)) {
		const reader = pageReader(ctx, client, type, {
			path: childrenPath(AD_ACCOUNT, adAccountId, type),
			subject: `the ${type.label}s of ad account ${adAccountId}`,
			itemIndex: part[0].itemIndex,
			pageSize: MAX_PAGE_SIZE,
		});
		try {
			for (const [id, entity] of await findInPages(part.map((p) => p.id), reader)) {
				state.set(id, entity);
				readIn.set(id, adAccountId);
			}
		} catch (error) {
			for (const p of part) refuse(p.itemIndex, error);
		}
	}
	const pending = inputs.filter((input) => !results[input.itemIndex] && readIn.get(input.id) === input.adAccountId);
	await addPlacementV2(ctx, client, type, state, pending, (id, error) => {
		for (const input of pending) if (input.id === id) refuse(input.itemIndex, error);
	});
	const ready: UpdateInput[] = [];
	for (const input of inputs) {
		if (results[input.itemIndex]) continue;
		const ok = await keep(input, () => {
			const current = state.get(input.id);
			if (!current || readIn.get(input.id) !== input.adAccountId) {
				throw new NodeApiError(ctx.getNode(), {} as JsonObject, {
					message: `${type.displayName} ${input.id} (item ${input.itemIndex}) is not in ad account ${input.adAccountId}`,
					description: `Nothing was changed. Pick the ${type.label} from the list, or choose the ad account that holds it (its currency and time zone apply to the new values).`,
					httpCode: '404',
					itemIndex: input.itemIndex,
				});
			}
			convertInputErrors(ctx, input.itemIndex, () => mergeUpdate(type, current, input.changes));
		});
		if (ok) ready.push(input);
	}
	await sendRounds(ctx, type, ready, state, batchSize, async (parentId, part) => await sendUpdateChunk(ctx, client, type, parentId, part), results);
	return done();
}

/**
 * Sends the merged entities round by round (an entity changed by several items once per round,
 * each merged on the previous answer). Without Continue On Fail, the first chunk with a failure
 * stops the run with one error saying what was updated, what failed and what was not sent.
 */
async function sendRounds(
	ctx: IExecuteFunctions,
	type: AdsEntityType,
	ready: UpdateInput[],
	state: Map<string, Entity>,
	batchSize: number,
	send: (parentId: string, part: Array<{ itemIndex: number; id: string; element: Entity }>) => Promise<ItemResult[]>,
	results: Array<INodeExecutionData | undefined>,
): Promise<void> {
	const continueOnFail = ctx.continueOnFail();
	const updated: number[] = [];
	const failed: Array<ItemResult & { ok: false }> = [];
	/** Entities whose last update has an unknown outcome: later changes to them are not sent. */
	const unsure = new Map<string, number>();
	const chunks = rounds(ready).flatMap((round) =>
		groupedChunks(round, (p) => String(state.get(p.id)?.[type.putParentKey] ?? ''), batchSize),
	);
	for (let c = 0; c < chunks.length; c++) {
		const part = [];
		for (const input of chunks[c].part) {
			const earlier = unsure.get(input.id);
			const problem =
				earlier !== undefined
					? `not sent: the earlier update of this ${type.label} by item ${earlier} has an unknown outcome`
					: chunks[c].key === ''
						? `Snapchat's copy of the ${type.label} names no ${type.putParentKey.replace(/_id$/, '').replace('_', ' ')}, so it cannot be put back`
						: undefined;
			if (problem) {
				failed.push({ itemIndex: input.itemIndex, id: input.id, ok: false, unknown: false, error: new Error(`${type.displayName} ${input.id} (item ${input.itemIndex}): ${problem}`) });
				continue;
			}
			part.push({ itemIndex: input.itemIndex, id: input.id, element: mergeUpdate(type, state.get(input.id) as Entity, input.changes) });
		}
		const answers = part.length > 0 ? await send(chunks[c].key, part) : [];
		const sent = new Map(part.map((p) => [p.id, p.element]));
		for (const answer of answers) {
			if (answer.ok) {
				// The next round of this entity merges onto what was sent, overlaid with Snap's answer: an
				// answer that echoes fewer fields (its shape is INFERRED) must not make that round clear them.
				state.set(answer.id, { ...sent.get(answer.id), ...answer.entity });
				updated.push(answer.itemIndex);
				results[answer.itemIndex] = entityOutput(type, answer.entity, answer.itemIndex);
			} else {
				if (answer.unknown) unsure.set(answer.id, answer.itemIndex);
				failed.push(answer);
			}
		}
		if (failed.length > 0 && !continueOnFail) {
			const notSent = chunks.slice(c + 1).flatMap((later) => later.part.map((p) => p.itemIndex));
			throw runFailure(ctx, type, failed, updated, notSent);
		}
	}
	for (const f of failed) results[f.itemIndex] = errorItem(f.error, f.itemIndex);
}

function runFailure(
	ctx: IExecuteFunctions,
	type: AdsEntityType,
	failed: Array<ItemResult & { ok: false }>,
	updated: number[],
	notSent: number[],
): NodeApiError {
	const sorted = (list: number[]) => itemRanges([...list].sort((a, b) => a - b));
	const [first] = failed;
	const unknown = failed.filter((f) => f.unknown).map((f) => f.itemIndex);
	const description = [
		failed.length === 1 ? (first.error as { description?: string }).description : undefined,
		updated.length > 0 ? `Updated in this run: items ${sorted(updated)}.` : `No ${type.label} was updated in this run.`,
		unknown.length > 0 ? `Outcome unknown (check with Get before acting): items ${sorted(unknown)}.` : undefined,
		notSent.length > 0 ? `Not sent because of the failure: items ${sorted(notSent)}.` : undefined,
		'Turn on Continue On Fail to get one output item per input item, with the failed ones as error items.',
	];
	return new NodeApiError(
		ctx.getNode(),
		{ failedItems: failed.map((f) => ({ item: f.itemIndex, id: f.id, reason: f.error.message })), updatedItems: updated, notSentItems: notSent } as unknown as JsonObject,
		{
			message: failed.length === 1 ? first.error.message : `${failed.length} ${type.label} updates failed: ${failed.slice(0, 5).map((f) => f.error.message).join(' | ')}`,
			description: description.filter((d) => d !== undefined).join(' '),
			httpCode: (first.error as { httpCode?: string | null }).httpCode ?? undefined,
			itemIndex: first.itemIndex,
		},
	);
}

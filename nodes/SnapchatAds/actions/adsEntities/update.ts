/**
 * Update: get, merge, put, batched. Per ad account, the current entities are read once from the
 * account's list pages (stopping when every wanted ID was seen), each item's changes are merged
 * into its entity, and the merged entities go out in PUT chunks per parent, every answer element
 * matched back to its item by ID. Bad input, an entity missing from the account and an end time
 * before the start are refused before any PUT.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { convertInputErrors } from '../../../shared/items/errors';
import { done, notSent, refused, runWrites, unknown, type WriteEntry, type WriteOutcome } from '../../../shared/items/writes';
import { createClient, type SnapClient } from '../../transport';
import { createAdAccountLookup, type AdAccountInfo } from '../common/accounts';
import { groupedChunks } from '../../../shared/items/batches';
import { readBatchSize } from '../common/batchSize';
import { MAX_PAGE_SIZE } from '../common/paging';
import type { AdsEntityType } from '../common/entityTypes';
import { mergeUpdate } from './merge';
import { addPlacementV2, keepPlacementV2WhereNeeded, placementQuery, withPlacementSent } from './placementV2';
import { findInPages, rounds } from './plan';
import { pageReader } from './read';
import type { UpdateInput } from './updateInput';
import { readUpdateInput, resolveWallClockEnd } from './updateInput';
import { sendUpdateChunk, type ChunkEntry, type ItemResult } from './updateSend';
import { afterRefusal, MAX_REFUSAL_RESENDS, NO_TRIM, type Trim } from './refusedFields';
import { diffUpdate, updateOutput, type UpdateDiff } from './updateOutcome';
import { AD_ACCOUNT, childrenPath } from '../../api';
import { createRunCache } from '../../../shared/items/runCache';
import { warningsJson } from '../common/warnings';
import { checkSegmentEdits, targetingFor } from './updateTargeting';
import { changesSquadBudget, inSmartBudgetCampaign } from '../common/smartBudget';
import { holdToLimits } from './updateLimits';

type Entity = Record<string, unknown>;

export async function executeUpdate(ctx: IExecuteFunctions, items: INodeExecutionData[], type: AdsEntityType): Promise<INodeExecutionData[]> {
	let client: SnapClient | undefined;
	const connect = async () => (client ??= await createClient(ctx));
	/** The entities as read, then as each round's answer left them. */
	const state = new Map<string, Entity>();
	/** Entities whose last update has an unknown outcome: later changes to them are not sent. */
	const unsure = new Map<string, number>();
	/** The ad accounts' currency and time zone, for the output. */
	const accounts = new Map<string, AdAccountInfo>();
	/** Per item: segments it names that are not ready or too small (said in its output, not refused). */
	const warnings = new Map<number, string[]>();
	const segmentLists = createRunCache<Map<string, Entity>>();
	/** Per item: the owner's limits it was held to (a resume, a new bid or budget), said in its output. */
	const limitsSaid = new Map<number, IDataObject>();
	return await runWrites<UpdateInput>(ctx, items, {
		what: { one: type.label, many: `${type.label}s`, verb: 'update', past: 'updated', checkWith: 'Get' },
		idempotent: true,
		read: (i) => {
			const input = readUpdateInput(ctx, type, i);
			return { group: input.adAccountId, input };
		},
		chunkSize: () => Math.min(readBatchSize(ctx), type.writeLimit ?? Number.MAX_SAFE_INTEGER),
		check: async (entries, refuse) => {
			const ready = await readCurrent(ctx, await connect(), type, entries, state, accounts, refuse);
			const refusedNow = new Set<number>();
			await checkSegmentEdits(ctx, await connect(), ready, segmentLists, warnings, (i, error) => {
				refusedNow.add(i);
				refuse(i, error);
			});
			const said = { warnings, limits: limitsSaid };
			return await holdToLimits({ ctx, client: await connect(), type, state, accounts, said }, ready.filter((e) => !refusedNow.has(e.itemIndex)), refuse);
		},
		// An entity changed by several items goes out once per round, each merged on the previous answer;
		// each round is cut by the parent the PUT goes to.
		plan: (entries, size) =>
			rounds(entries.map((e) => ({ ...e, id: e.input.id }))).flatMap((round) =>
				groupedChunks(round, (e) => String(state.get(e.input.id)?.[type.putParentKey] ?? ''), size).map(({ key, part }) => ({ group: key, part })),
			),
		send: async (parentId, part) => {
			const outcomes = new Map<number, WriteOutcome>();
			const sendable: ChunkEntry[] = [];
			const asked = new Map<number, { diff: UpdateDiff; adAccountId: string }>();
			const output = (entity: Entity, itemIndex: number, diff: UpdateDiff, adAccountId: string) =>
				({ ...updateOutput(type, entity, itemIndex, diff, accounts.get(adAccountId)).json, ...limitsSaid.get(itemIndex), ...warningsJson(warnings.get(itemIndex)) });
			const inputs = new Map(part.map((e) => [e.itemIndex, e.input]));
			/** What was last sent for each entity (after a resend, the trimmed element). */
			const sent = new Map<string, Entity>();
			const record = (answer: ItemResult) => {
				if (answer.ok) {
					// The next round of this entity merges onto what was sent, overlaid with Snap's answer: an
					// answer that echoes fewer fields (its shape is INFERRED) must not make that round clear them.
					state.set(answer.id, { ...sent.get(answer.id), ...answer.entity });
					const { diff, adAccountId } = asked.get(answer.itemIndex) as { diff: UpdateDiff; adAccountId: string };
					outcomes.set(answer.itemIndex, done(output(withPlacementSent(answer.entity, sent.get(answer.id)), answer.itemIndex, diff, adAccountId), answer.id));
				} else if (answer.outcome === 'unknown') {
					unsure.set(answer.id, answer.itemIndex);
					outcomes.set(answer.itemIndex, unknown(answer.error));
				} else if (answer.outcome === 'notSent') {
					outcomes.set(answer.itemIndex, notSent(answer.error));
				} else {
					outcomes.set(answer.itemIndex, refused(answer.error));
				}
			};
			for (const { itemIndex, input } of part) {
				const earlier = unsure.get(input.id);
				if (earlier !== undefined) {
					outcomes.set(itemIndex, notSent(new Error(`${type.displayName} ${input.id} (item ${itemIndex}): not sent: the earlier update of this ${type.label} by item ${earlier} has an unknown outcome`)));
				} else if (parentId === '') {
					const parent = type.putParentKey.replace(/_id$/, '').replace('_', ' ');
					outcomes.set(itemIndex, refused(new Error(`${type.displayName} ${input.id} (item ${itemIndex}): Snapchat's copy of the ${type.label} names no ${parent}, so it cannot be put back`)));
				} else {
					const current = state.get(input.id) as Entity;
					const targeting = targetingFor(input, current);
					const diff = diffUpdate(current, targeting ? { ...input.changes, targeting } : input.changes);
					if (diff.changed.length === 0) {
						// Already as asked: nothing to send, the entity as it is.
						outcomes.set(itemIndex, done(output(current, itemIndex, diff, input.adAccountId), input.id));
						continue;
					}
					asked.set(itemIndex, { diff, adAccountId: input.adAccountId });
					sendable.push({ itemIndex, id: input.id, element: mergeUpdate(type, current, input.changes, targeting), smartBudgetEdit: smartBudgetEdit(type, current, input) });
				}
			}
			// A refused element whose refusal names a field the node only carried along (or names no field)
			// goes out once more, trimmed (refusedFields.ts); only the refused ones, at most MAX_REFUSAL_RESENDS times.
			const trims = new Map<number, Trim>();
			let pending = sendable;
			for (let resends = 0; pending.length > 0; resends++) {
				const answers = await sendUpdateChunk(ctx, await connect(), type, parentId, pending);
				for (const p of pending) sent.set(p.id, p.element);
				const again: ChunkEntry[] = [];
				for (const answer of answers) {
					if (!answer.ok && answer.outcome === 'refused' && answer.refusal !== undefined && resends < MAX_REFUSAL_RESENDS) {
						const resend = afterRefusal(type, sent.get(answer.id) as Entity, answer.refusal, trims.get(answer.itemIndex) ?? NO_TRIM, resends === MAX_REFUSAL_RESENDS - 1);
						if (resend) {
							trims.set(answer.itemIndex, resend.trim);
							warnings.set(answer.itemIndex, [...(warnings.get(answer.itemIndex) ?? []), resend.warning]);
							const input = inputs.get(answer.itemIndex) as UpdateInput;
							const current = state.get(input.id) as Entity;
							again.push({
								itemIndex: answer.itemIndex,
								id: answer.id,
								element: mergeUpdate(type, current, input.changes, targetingFor(input, current), resend.trim),
								smartBudgetEdit: smartBudgetEdit(type, current, input),
							});
							continue;
						}
					}
					record(answer);
				}
				pending = again;
			}
			return part.map((e) => outcomes.get(e.itemIndex) as WriteOutcome);
		},
	});
}

/** Whether an item changes the budget of an ad squad in a Smart Budget campaign (a refusal is then explained so). */
function smartBudgetEdit(type: AdsEntityType, current: Entity, input: UpdateInput): boolean {
	return type.kind === 'adSquad' && inSmartBudgetCampaign(current) && changesSquadBudget(input.changes);
}

/**
 * Before any PUT: end times without an offset read in the account's zone, the current entities read
 * (one list walk per ad account), placement_v2 added where Snap needs it back, and every change
 * merged once to check it. An item that fails any of these is refused; the others are returned.
 */
async function readCurrent(
	ctx: IExecuteFunctions,
	client: SnapClient,
	type: AdsEntityType,
	entries: Array<WriteEntry<UpdateInput>>,
	state: Map<string, Entity>,
	accounts: Map<string, AdAccountInfo>,
	refuse: (itemIndex: number, error: unknown) => void,
): Promise<Array<WriteEntry<UpdateInput>>> {
	const refused = new Set<number>();
	const drop = (itemIndex: number, error: unknown) => {
		refuse(itemIndex, error);
		refused.add(itemIndex);
	};
	const lookup = createAdAccountLookup(client);
	for (const { itemIndex, input } of entries) {
		try {
			await resolveWallClockEnd(ctx, input, lookup);
		} catch (error) {
			drop(itemIndex, error);
		}
	}
	const live = () => entries.filter((e) => !refused.has(e.itemIndex));

	// The current entities, one list walk per ad account. INFERRED: list pages carry whole entities,
	// the same fields as a GET of one (the spec's list and get answers share the entity shape).
	/** The ad account each entity was read in: an item naming another account is refused (its currency and zone would apply). */
	const readIn = new Map<string, string>();
	for (const { key: adAccountId, part } of groupedChunks(live(), (e) => e.group, Number.MAX_SAFE_INTEGER)) {
		const reader = pageReader(ctx, client, type, {
			path: childrenPath(AD_ACCOUNT, adAccountId, type),
			subject: `the ${type.label}s of ad account ${adAccountId}`,
			itemIndex: part[0].itemIndex,
			pageSize: MAX_PAGE_SIZE,
			qs: placementQuery(type),
		});
		try {
			for (const [id, entity] of await findInPages(part.map((e) => e.input.id), reader)) {
				state.set(id, keepPlacementV2WhereNeeded(type, entity));
				readIn.set(id, adAccountId);
			}
		} catch (error) {
			for (const e of part) drop(e.itemIndex, error);
		}
	}
	const pending = live().filter((e) => readIn.get(e.input.id) === e.input.adAccountId);
	await addPlacementV2(ctx, client, type, state, pending.map((e) => ({ id: e.input.id, itemIndex: e.itemIndex })), (id, error) => {
		for (const e of pending) if (e.input.id === id) drop(e.itemIndex, error);
	});
	for (const { itemIndex, input } of live()) {
		try {
			const current = state.get(input.id);
			if (!current || readIn.get(input.id) !== input.adAccountId) {
				throw new NodeApiError(ctx.getNode(), {} as JsonObject, {
					message: `${type.displayName} ${input.id} (item ${itemIndex}) is not in ad account ${input.adAccountId}`,
					description: `Nothing was changed. Pick the ${type.label} from the list, or choose the ad account that holds it (its currency and time zone apply to the new values).`,
					httpCode: '404',
					itemIndex,
				});
			}
			convertInputErrors(ctx, itemIndex, () => mergeUpdate(type, current, input.changes, targetingFor(input, current)));
		} catch (error) {
			drop(itemIndex, error);
		}
	}
	// The ad accounts' currency and time zone for the output (one read per account and run, shared
	// with the end-time reading above); an account that cannot be read leaves them out, nothing more.
	for (const adAccountId of new Set(live().filter((e) => showsAccount(e.input)).map((e) => e.input.adAccountId))) {
		try {
			accounts.set(adAccountId, await lookup.get(adAccountId));
		} catch {
			// The entities were read in this account a moment ago: the update goes on without currency and local times.
		}
	}
	return live();
}

/**
 * Whether an item's output needs its ad account read (currency, local times). Issue 42, point 5: an
 * Update that only edits audience segments ("exclude the buyers from these 60 live ad squads") costs
 * 2 reads, the ad squads and the ad account's segments, and no read of the ad account. Every read of
 * such a run is needed for a behaviour the issue asks for, but this one: the ad squads, to write each
 * targeting back whole (Snap's PUT replaces it, point 5); the segments, to refuse an unknown one
 * before any PUT and to say which is not READY or under about 1,000 users (point 1, by name and
 * status, which only Snap's segment list holds). The ad account adds only the output's `currency` and
 * `<time>_local` twins, and nothing in a segment edit is an amount or a time: so those items leave the
 * twins out (Snap's `*_micro` fields, their plain amounts and the UTC times are there). An item that
 * changes anything else (status, name, budget, end time) is as before: its account is read, and a run
 * that mixes both reads it once for all its items.
 */
export function showsAccount(input: UpdateInput): boolean {
	return input.targetingEdit === undefined || Object.keys(input.changes).length > 0 || input.wallClockEnd !== undefined;
}

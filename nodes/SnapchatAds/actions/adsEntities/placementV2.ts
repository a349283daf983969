/**
 * Ad squads created with Snap's newer placement settings read `placement: "UNSUPPORTED"` on a plain
 * read, and Snap refuses a PUT of them without their `placement_v2` (E2025), which only a read with
 * `return_placement_v2=true` returns (seen in clients: undocumented, from Snap support). Before an
 * update the list read already asks for it (as Duplicate's read of a campaign's squads does), so 60
 * such squads cost one read, not 61. Snap answering that flag on a list is INFERRED (the clients ask
 * it of one squad): a squad the list brings without it is read again alone, one GET each, and its
 * placement_v2 joins what was read, so the PUT sends it back unchanged either way.
 */
import type { IExecuteFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { isRecord } from '../../../shared/input/values';
import type { SnapClient } from '../../transport';
import type { AdsEntityType } from './entityTypes';
import { entityPath } from '../../api';

type Entity = Record<string, unknown>;

export function needsPlacementV2(type: AdsEntityType, entity: Entity | undefined): boolean {
	return type.kind === 'adSquad' && typeof entity?.placement === 'string' && entity.placement.toUpperCase() === 'UNSUPPORTED';
}

/** The query of a list read of `type` that brings ad squads' placement settings along. */
export function placementQuery(type: AdsEntityType): Record<string, string> | undefined {
	return type.kind === 'adSquad' ? { return_placement_v2: 'true' } : undefined;
}

/**
 * A written ad squad as an output shows it. Snap's answer to a create or a PUT reads `placement:
 * "UNSUPPORTED"` (its word for "set with the newer placement settings") and carries no placement_v2
 * unless the request asked for it (seen in clients), which says nothing about where the squad runs:
 * the placement_v2 that was sent is what the squad now has, so it is shown beside Snap's fields. An
 * answer that carries placement_v2 itself is left as Snap gave it; a write that sent none adds none.
 */
export function withPlacementSent(entity: Entity, sent: Entity | undefined): Entity {
	if (entity.placement_v2 !== undefined || !isRecord(sent?.placement_v2)) return entity;
	return { ...entity, placement_v2: sent.placement_v2 };
}

/** Whether the squad reads a classic placement (a `placement` other than UNSUPPORTED). */
function hasClassicPlacement(entity: Entity): boolean {
	return typeof entity.placement === 'string' && entity.placement.trim() !== '' && entity.placement.toUpperCase() !== 'UNSUPPORTED';
}

/**
 * `entity` as an update starts from, after the flagged read: its placement_v2 is kept and sent back
 * unless the squad reads a classic `placement` (anything but UNSUPPORTED). Snap's own example of an ad
 * squad carries placement_v2 and no `placement` field at all (fixtures/snap-responses/
 * yassineazimani-SnapAds4J/getSnapSpecificAdSquad.json); left out, the PUT would be refused (E2025) or
 * reset a custom placement. An older squad's PUT stays what it was before the list asked for it:
 * sending placement settings to a squad that reads a classic placement is unverified, so it is not done.
 */
export function keepPlacementV2WhereNeeded(type: AdsEntityType, entity: Entity): Entity {
	if (type.kind !== 'adSquad' || !('placement_v2' in entity)) return entity;
	if (isRecord(entity.placement_v2) && !hasClassicPlacement(entity)) return entity;
	const rest = { ...entity };
	delete rest.placement_v2;
	return rest;
}

/**
 * Adds `placement_v2` to each squad of `state` that needs it, for the items in `wanted` (ID and
 * the first item naming it). A squad whose read fails, or whose answer carries no placement_v2, is
 * refused through `refuse` for every item naming it: sent without it, Snap would refuse it anyway.
 */
export async function addPlacementV2(
	ctx: IExecuteFunctions,
	client: SnapClient,
	type: AdsEntityType,
	state: Map<string, Entity>,
	wanted: Array<{ id: string; itemIndex: number }>,
	refuse: (id: string, error: unknown) => void,
): Promise<void> {
	const seen = new Set<string>();
	for (const { id, itemIndex } of wanted) {
		const current = state.get(id);
		if (seen.has(id) || !needsPlacementV2(type, current) || isRecord(current?.placement_v2)) continue;
		seen.add(id);
		try {
			const page = await client.listPage(
				{ path: entityPath(type, id), qs: { return_placement_v2: 'true' }, subject: `the placement settings of ${type.label} ${id}`, itemIndex },
				type.plural,
				type.singular,
			);
			const placement = page.entities.find((e) => e.id === id)?.placement_v2;
			if (!isRecord(placement)) {
				throw new NodeApiError(ctx.getNode(), (page.requestId ? { request_id: page.requestId } : {}) as JsonObject, {
					message: `${type.displayName} ${id} (item ${itemIndex}) was created with Snapchat's newer placement settings, and Snapchat did not return them`,
					description:
						'Nothing was changed. Snapchat refuses an update of such an ad squad without its placement settings (placement_v2), and sending it without them could change where it runs. Make this change in Ads Manager.',
					itemIndex,
				});
			}
			state.set(id, { ...current, placement_v2: placement });
		} catch (error) {
			refuse(id, error);
		}
	}
}

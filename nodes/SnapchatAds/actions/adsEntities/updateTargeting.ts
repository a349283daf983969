/**
 * Update of an ad squad's audience segments (issue 42, points 1 and 5): the edit read by the shared
 * targeting reader (creation/targetingEdit.ts) is applied to the squad's targeting as read, so every
 * other targeting key goes back as it was (Snap's PUT replaces the whole object); the named segments
 * are checked against the ad account's list (one read per ad account and run) before any PUT, except
 * those a Remove takes out (a segment deleted since must still be removable: editedSegmentIds).
 */
import type { IExecuteFunctions } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { isRecord } from '../../../shared/input/values';
import { convertInputErrors } from '../../../shared/items/errors';
import type { WriteEntry } from '../../../shared/items/writes';
import type { SnapClient } from '../../transport';
import { accountSegments, segmentWarnings, type SegmentLists } from '../creation/segmentCheck';
import { applyTargetingEdit, editedSegmentIds, SEGMENTS_FIELD } from '../creation/targetingEdit';
import type { UpdateInput } from './updateInput';

type Entity = Record<string, unknown>;

/** The squad's new targeting object, or undefined when the item does not edit it. */
export function targetingFor(input: UpdateInput, current: Entity): Entity | undefined {
	if (!input.targetingEdit) return undefined;
	if (!isRecord(current.targeting) || Object.keys(current.targeting).length === 0) {
		// Snap leaves targeting of more than 500 criteria out of a read (spec creation.md, a secondary
		// source): writing back only the segments would drop the rest of it.
		throw new InputError(
			SEGMENTS_FIELD,
			`Snapchat's read of ad squad ${String(current.id)} carries no targeting, so its segments cannot be changed without losing the rest of it`,
			'Nothing was changed. Edit the segments of this ad squad in Ads Manager.',
		);
	}
	return applyTargetingEdit(current.targeting, input.targetingEdit, `ad squad ${String(current.id)}`);
}

/**
 * Checks every item's segment edit against its ad account's segments: an unknown segment refuses the
 * item (`drop`), a segment not ready or too small becomes a warning of the item.
 */
export async function checkSegmentEdits(
	ctx: IExecuteFunctions,
	client: SnapClient,
	entries: Array<WriteEntry<UpdateInput>>,
	lists: SegmentLists,
	warnings: Map<number, string[]>,
	drop: (itemIndex: number, error: unknown) => void,
): Promise<void> {
	for (const { itemIndex, input } of entries) {
		const ids = editedSegmentIds(input.targetingEdit);
		if (ids.length === 0) continue;
		try {
			const segments = await accountSegments(client, lists, input.adAccountId, itemIndex);
			warnings.set(itemIndex, convertInputErrors(ctx, itemIndex, () => segmentWarnings(ids, segments, input.adAccountId)));
		} catch (error) {
			drop(itemIndex, error);
		}
	}
}

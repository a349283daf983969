/**
 * Checks the audience segments a targeting edit names against the ad account's own segments, before
 * anything is sent: one list read per ad account and run (cached), an unknown segment refused by ID,
 * and a segment that is not READY or has fewer than about 1,000 matched users named in a warning
 * (not refused: whether Snap refuses such a squad is not documented, shared/spec/
 * targeting-and-audiences.md §1, "Readiness"; the 1,000 floor is from secondary sources).
 */
import { InputError } from '../../../shared/input/validation';
import type { RunCache } from '../../../shared/items/runCache';
import { listAccountSegments, type Segment } from '../common/segments';
import type { SnapClient } from '../../transport';
import { SEGMENTS_FIELD } from './targetingEdit';

/** About this many matched users are needed before Snap delivers to a segment (secondary sources, spec §1). */
export const TARGETABLE_MIN_USERS = 1000;

export type SegmentLists = RunCache<Map<string, Segment>>;

/** The ad account's segments by ID, read once per run. */
export async function accountSegments(client: SnapClient, cache: SegmentLists, adAccountId: string, itemIndex: number): Promise<Map<string, Segment>> {
	return await cache(adAccountId, async () => new Map((await listAccountSegments(client, adAccountId, itemIndex)).map((s) => [String(s.id), s])));
}

function tail(id: string): string {
	return id.length > 6 ? `…${id.slice(-6)}` : id;
}

/** The warnings for the segments `ids` (all known), or an InputError naming the unknown ones. */
export function segmentWarnings(ids: string[], segments: Map<string, Segment>, adAccountId: string): string[] {
	const unknown = ids.filter((id) => !segments.has(id));
	if (unknown.length > 0) {
		throw new InputError(
			SEGMENTS_FIELD,
			`ad account ${adAccountId} has no audience segment ${unknown.join(', ')}`,
			'Pick the segments from the list, which shows the segments of the chosen ad account, or check the IDs in Ads Manager (Audiences).',
		);
	}
	const warnings: string[] = [];
	for (const id of ids) {
		const s = segments.get(id) as Segment;
		const name = `Segment ${JSON.stringify(s.name ?? id)} (${tail(id)})`;
		const status = typeof s.targetable_status === 'string' ? s.targetable_status : undefined;
		const users = typeof s.approximate_number_users === 'number' ? s.approximate_number_users : undefined;
		if (status !== undefined && status !== 'READY') {
			warnings.push(`${name} is ${status}, not READY: Snapchat may not deliver to it until it is (sent anyway)`);
		} else if (users !== undefined && users < TARGETABLE_MIN_USERS) {
			warnings.push(`${name} has about ${users} matched users; Snapchat needs about ${TARGETABLE_MIN_USERS} to deliver to it (sent anyway)`);
		}
	}
	return warnings;
}

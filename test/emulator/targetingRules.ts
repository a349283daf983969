/**
 * The emulator's rule for segments in an ad squad's targeting (shared/spec/targeting-and-audiences.md
 * §1): every `targeting.segments[].segment_id` must be a segment of the squad's ad account. Used by
 * ad squad create (adsCreate.ts), PUT (adsRoutes.ts) and the audience size (targeting.ts).
 */
import { adsReason } from './adsEntityRules';
import type { EmulatorState } from './state';

type El = Record<string, unknown>;

/** The segment ids a targeting object names (`segments[].segment_id`), as strings. */
export function segmentIdsOf(targeting: unknown): string[] {
	const segments = (targeting as El | null | undefined)?.segments;
	if (!Array.isArray(segments)) return [];
	return segments.flatMap((s) => (Array.isArray((s as El | null)?.segment_id) ? ((s as El).segment_id as unknown[]).map(String) : []));
}

/**
 * The refusal for an ad squad whose targeting names a segment ad account `adAccountId` does not hold.
 * Snap's wording is not recorded anywhere (spec §1, "Errors"): E3004, its words for an entity that
 * does not exist or cannot be seen, is ASSUMED.
 */
export function unknownSegmentProblem(state: EmulatorState, adAccountId: string, targeting: unknown): string | undefined {
	const unknown = segmentIdsOf(targeting).filter((id) => state.segments.adAccountOf(id) !== adAccountId);
	if (unknown.length === 0) return undefined;
	return adsReason('E3004', `Segment ${unknown.join(', ')} does not exist or you do not have permission to access it`, 'targeting.segments.segment_id');
}


/**
 * The emulator's rules for what an ad squad's targeting names (shared/spec/targeting-and-audiences.md
 * §1, §3): every `targeting.segments[].segment_id` must be a segment of the squad's ad account, and
 * every `geos[].region_id` / `metro_id` a region / metro of that geo's country, every
 * `interests[].category_id` a lifestyle category the lookups list (targetingLists.ts), every age one
 * Snap targets (up to "55+"). Used by ad
 * squad create (adsCreate.ts), PUT (adsRoutes.ts) and the audience size (targeting.ts).
 */
import { adsReason } from './adsEntityRules';
import type { EmulatorState } from './state';
import { METROS, REGIONS, SCLS } from './targetingLists';

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


const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/**
 * The refusal for targeting that names a region, metro or interest the lookups do not list.
 * ASSUMED: Snap's answer to such IDs is not recorded anywhere (no client or page shows one); the
 * emulator answers like any other property value Snap does not allow (E2002) and names the IDs and
 * the property, as its other refusals do.
 */
export function unknownLookupProblem(targeting: unknown): string | undefined {
	const t = (targeting ?? {}) as El;
	for (const geo of Array.isArray(t.geos) ? (t.geos as El[]) : []) {
		const country = String(geo?.country_code ?? '').toLowerCase();
		const regions = new Set((REGIONS[country] ?? []).map((r) => r.id));
		const metros = new Set((METROS[country] ?? []).map((m) => m.id));
		const badRegions = ids(geo?.region_id).filter((id) => !regions.has(id));
		if (badRegions.length > 0) return adsReason('E2002', `Property value is not allowed: region ${badRegions.join(', ')} is not a region of ${country}`, 'targeting.geos.region_id');
		const badMetros = ids(geo?.metro_id).filter((id) => !metros.has(id));
		if (badMetros.length > 0) return adsReason('E2002', `Property value is not allowed: metro ${badMetros.join(', ')} is not a metro of ${country}`, 'targeting.geos.metro_id');
	}
	const categories = new Set(SCLS.map((c) => c.id));
	const badInterests = (Array.isArray(t.interests) ? (t.interests as El[]) : []).flatMap((i) => ids(i?.category_id)).filter((id) => !categories.has(id));
	if (badInterests.length > 0) return adsReason('E2002', `Property value is not allowed: interest ${badInterests.join(', ')} is not a targetable category`, 'targeting.interests.category_id');
	return undefined;
}

/**
 * Ages in `demographics[]` (issue 46, point 4). Snap's Announcements (March 2025): targeting goes up
 * to the open top band "55+". ASSUMED / FROM CLIENTS: the strings themselves are on no Snap page;
 * "55+" follows the announcement's wording and "50+" is what live clients sent as the open top
 * before (shared spec targeting-and-audiences.md), so the emulator takes both and a whole age 13 to
 * 55; anything else (older, another band) is refused like any property value Snap does not allow.
 */
const OPEN_BANDS = ['50+', '55+'];
const AGE_RANGE = '13 to 55, 50+ or 55+';

function ageOf(value: unknown): number | undefined {
	const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
	if (OPEN_BANDS.includes(text)) return Number(text.slice(0, -1));
	if (!/^\d+$/.test(text)) return undefined;
	const n = Number(text);
	return n >= 13 && n <= 55 ? n : undefined;
}

export function ageProblem(targeting: unknown): string | undefined {
	const demographics = (targeting as El | null | undefined)?.demographics;
	for (const d of Array.isArray(demographics) ? (demographics as Array<El | null>) : []) {
		const ages: Record<string, number | undefined> = {};
		for (const key of ['min_age', 'max_age']) {
			const value = d?.[key];
			if (value === undefined || value === null) continue;
			ages[key] = ageOf(value);
			// A band is the top of a range: a minimum takes one age.
			if (ages[key] === undefined || (key === 'min_age' && typeof value === 'string' && value.endsWith('+'))) {
				return adsReason('E2002', `Property value is not allowed: ${key} ${JSON.stringify(String(value))} is not an age Snapchat targets (${AGE_RANGE})`, `targeting.demographics.${key}`);
			}
		}
		if (ages.min_age !== undefined && ages.max_age !== undefined && ages.max_age < ages.min_age) {
			return adsReason('E2002', `Property value is not allowed: max_age ${JSON.stringify(String(d?.max_age))} is below min_age ${JSON.stringify(String(d?.min_age))}`, 'targeting.demographics.max_age');
		}
	}
	return undefined;
}

/** Every targeting rule: segments of the ad account, then regions, metros and interests, then ages. */
export function unknownTargetingProblem(state: EmulatorState, adAccountId: string, targeting: unknown): string | undefined {
	return unknownSegmentProblem(state, adAccountId, targeting) ?? unknownLookupProblem(targeting) ?? ageProblem(targeting);
}

/**
 * Where an ad squad's ads can show (Snap's `placement_v2.snapchat_positions`), as the editor lists them:
 * a fact about Snap's entities, so it lives in the catalogue beside the objectives.
 */
/**
 * Snap's nine positions (shared/spec/snap-api-changes-2025-2026.md §4). The list of values is from
 * public clients quoting Snap's "Ad Squads" page (not stored here); the names shown are read from the
 * values (INFERRED, e.g. POST_CAPTURE_CAROUSEL as the carousel shown after taking a Snap). There is no
 * `SPOTLIGHT`: placement.ts refuses a workflow saved with it, saying what to pick.
 */
export const POSITIONS = [
	{ name: 'Between Friends’ Stories', value: 'INTERSTITIAL_USER' },
	{ name: 'Between Publisher and Creator Stories', value: 'INTERSTITIAL_CONTENT' },
	// Builders' notes (secondary): video only, and not on its own.
	{ name: 'Between Spotlight Videos', value: 'INTERSTITIAL_SPOTLIGHT', description: 'Video ads only; pick it with at least one other position' },
	{ name: 'Within Content (In-Stream)', value: 'INSTREAM' },
	{ name: 'Within Public Stories (In-Stream)', value: 'PUBLIC_STORIES_INSTREAM' },
	{ name: 'Chat Feed (Sponsored Snaps)', value: 'CHAT_FEED' },
	{ name: 'Discover Feed', value: 'FEED' },
	{ name: 'Camera (AR Lenses)', value: 'CAMERA' },
	{ name: 'After Taking a Snap (Post-Capture Carousel)', value: 'POST_CAPTURE_CAROUSEL' },
];

export function positionName(value: string): string {
	return POSITIONS.find((p) => p.value === value)?.name ?? value;
}

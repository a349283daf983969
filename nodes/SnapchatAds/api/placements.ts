/**
 * Where an ad squad's ads can show (Snap's `placement_v2.snapchat_positions`), as the editor lists them:
 * a fact about Snap's entities, so it lives in the catalogue beside the objectives.
 */
/** Snap docs, "Ad Squads", placement_v2 snapchat_positions. */
export const POSITIONS = [
	{ name: 'Between Friends’ Stories', value: 'INTERSTITIAL_USER' },
	{ name: 'Between Publisher and Creator Stories', value: 'INTERSTITIAL_CONTENT' },
	{ name: 'Within Content (In-Stream)', value: 'INSTREAM' },
	{ name: 'Discover Feed', value: 'FEED' },
	{ name: 'Chat Feed (Sponsored Snaps)', value: 'CHAT_FEED' },
	{ name: 'Spotlight', value: 'SPOTLIGHT' },
	{ name: 'Camera (AR Lenses)', value: 'CAMERA' },
];

/**
 * The floor of a deep duplicate's requests (issue 39, 4), printed as the goal by `npm run
 * bench:creates`: the reads (the campaign, its ad squads, their ads when any has some, the ad
 * account's zone and currency), one campaign create, the ad squads in creates of at most 30, and
 * the ads of each ad squad that has ads in creates of at most 30 under it (Snap creates ads under
 * one ad squad per request, POST /adsquads/{id}/ads; an account-level ads create is not documented).
 */
const PER_CREATE = 30;

export interface DeepFloor {
	reads: number;
	creates: number;
	total: number;
	/** The floor in words, for the bench's goal line. */
	words: string;
}

/** `adsPerSquad`: how many ads each ad squad of the campaign has. */
export function deepDuplicateFloor(adsPerSquad: number[]): DeepFloor {
	const withAds = adsPerSquad.filter((n) => n > 0);
	const reads = 3 + (withAds.length > 0 ? 1 : 0);
	const squadCreates = Math.ceil(adsPerSquad.length / PER_CREATE);
	const adCreates = withAds.reduce((sum, n) => sum + Math.ceil(n / PER_CREATE), 0);
	const creates = 1 + squadCreates + adCreates;
	const words =
		`${reads} reads, 1 campaign create, ${squadCreates} ad squad create${squadCreates === 1 ? '' : 's'}, ` +
		`${adCreates} ads create${adCreates === 1 ? '' : 's'}, one per ad squad that has ads`;
	return { reads, creates, total: reads + creates, words };
}

/**
 * Issue 42, point 3: the interests, regions and metros an item picked are checked against Snap's
 * lookups before anything is sent, and unknown IDs are refused by name (item and field). Each list
 * is read once per run: the `LookupCache` is created in the operation's execute (adSquadPreparer)
 * and shared by its items, keyed by lookup path (so N items of one country cost one request per
 * list). Only what will be sent is checked: a typed region the Targeting JSON's geos replace is not.
 *
 * When the interests lookup cannot be read at all (404 on both spellings, see
 * actions/common/targetingLookups.ts) the item is refused with a message saying so, and nothing is
 * sent for it: guessing that the IDs are right would send a squad Snap may refuse or, worse, accept
 * with targeting nobody checked; sending it without the interests would reach people the user did
 * not ask for. Any other failure of a lookup is Snap's error as the transport reports it (the run
 * cache keeps it, so later items fail at once instead of repeating the retries).
 */
import { InputError } from '../../../shared/input/validation';
import { isRecord } from '../../../shared/input/values';
import { geoLookup, interestLookup, type LookupCache, type LookupEntry } from '../common/targetingLookups';
import type { SnapClient } from '../../transport';
import { INTERESTS_FIELD, METROS_FIELD, REGIONS_FIELD, TYPED_REGIONS_FIELD, type TargetingPicks } from './targetingFields';

export type LookupKind = 'interest' | 'region' | 'metro';

/** What one item needs checked: the IDs of each field, by the list they belong to. */
export interface LookupCheck {
	/** The one country of the geo (lower case), for regions and metros. */
	country?: string;
	wanted: Array<{ field: string; kind: LookupKind; ids: string[] }>;
}

/** The lists one item needs, read (or taken from the run's cache); `undefined`: that list could not be read. */
export type LookupLists = Partial<Record<LookupKind, LookupEntry[] | undefined>>;

/** The checks for the picks of one item, given the targeting built from them. */
export function lookupCheckOf(picks: TargetingPicks, targeting: Record<string, unknown>): LookupCheck {
	const geos = Array.isArray(targeting.geos) ? targeting.geos.filter(isRecord) : [];
	const geo = geos.length === 1 ? geos[0] : undefined;
	const sentRegions = Array.isArray(geo?.region_id) ? geo.region_id.map(String) : [];
	const wanted: LookupCheck['wanted'] = [
		{ field: INTERESTS_FIELD, kind: 'interest', ids: picks.interests },
		{ field: REGIONS_FIELD, kind: 'region', ids: picks.regionIds },
		{ field: TYPED_REGIONS_FIELD, kind: 'region', ids: picks.typedRegions.filter((id) => sentRegions.includes(id)) },
		{ field: METROS_FIELD, kind: 'metro', ids: picks.metros },
	];
	return { country: typeof geo?.country_code === 'string' ? geo.country_code : undefined, wanted: wanted.filter((w) => w.ids.length > 0) };
}

/** Reads the lists `check` needs (each once per run through `cache`). */
export async function readLookupLists(client: SnapClient, cache: LookupCache, check: LookupCheck, itemIndex: number): Promise<LookupLists> {
	const lists: LookupLists = {};
	for (const kind of new Set(check.wanted.map((w) => w.kind))) {
		if (kind === 'interest') lists.interest = await interestLookup(client, itemIndex, cache);
		// A geo pick always comes with exactly one country (buildTargeting refuses otherwise).
		else if (check.country !== undefined) lists[kind] = await geoLookup(client, kind, check.country, itemIndex, cache);
	}
	return lists;
}

const WHAT: Record<LookupKind, { one: string; many: string }> = {
	interest: { one: 'interest', many: 'interests' },
	region: { one: 'region', many: 'regions' },
	metro: { one: 'metro (DMA)', many: 'metros (DMAs)' },
};

/** Refuses the first field that names an ID its list does not hold (naming them all), or whose list could not be read. */
export function refuseUnknownIds(check: LookupCheck, lists: LookupLists): void {
	for (const { field, kind, ids } of check.wanted) {
		const list = lists[kind];
		const where = kind === 'interest' || check.country === undefined ? '' : ` in country ${check.country.toUpperCase()}`;
		if (list === undefined) {
			throw new InputError(
				field,
				`Snapchat's list of ${WHAT[kind].many} could not be read (its lookup answered 404 Not Found at every known address), so ${ids.join(', ')} cannot be checked and nothing was sent for this item`,
				`Try again later. If it persists, remove ${field} and put the IDs in Targeting JSON (sent unchecked), and report it: Snapchat may have moved the lookup.`,
			);
		}
		const known = new Set(list.map((e) => e.id));
		const unknown = ids.filter((id) => !known.has(id));
		if (unknown.length > 0) {
			throw new InputError(
				field,
				`Snapchat has no ${unknown.length === 1 ? WHAT[kind].one : WHAT[kind].many} ${unknown.join(', ')}${where}`,
				`Pick the ${WHAT[kind].many} from the list of ${field}${kind === 'interest' ? '' : ', which shows those of the one country in Countries'}, or check the IDs.`,
			);
		}
	}
}

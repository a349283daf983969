/**
 * Snap's targeting lookups read as plain lists of `{ id, name }`: the regions and the metros (DMAs)
 * of one country, and the Snap Lifestyle Categories (interests). Shared by the pickers
 * (methods/loadOptions, one read when a list opens) and by Ad Squad Create's check of the picked IDs
 * (targeting/lookupCheck.ts, each list read once per run through a `LookupCache` the operation creates
 * in its execute: no module-level state, queue mode).
 *
 * Envelope and paths (shared/spec/targeting-and-audiences.md §3, from clients, not Snap's pages):
 * `targeting_dimensions[].{sub_request_status, <kind>: {...}}`, paged like other lists, where a geo
 * record nests the region or metro one level down and an interest record is flat (lookupEntries);
 * the transport reads `request_status` case-insensitively (a Go client saw it in lower case on the
 * geo lookups).
 */
import { isRecord, nonEmptyText } from '../../../shared/input/values';
import type { RunCache } from '../../../shared/items/runCache';
import { createRunCache } from '../../../shared/items/runCache';
import { targetingGeoPath, targetingInterestsPath, type GeoLookupKind } from '../../api';
import type { SnapClient } from '../../transport';

/** One choice of a lookup: Snap's ID (sent) and its name (shown). */
export interface LookupEntry {
	id: string;
	name: string;
}

/** The lookup lists of one run, keyed by lookup path. `undefined`: the list could not be read (interests: 404 on both spellings). */
export type LookupCache = RunCache<LookupEntry[] | undefined>;

export function createLookupCache(): LookupCache {
	return createRunCache<LookupEntry[] | undefined>();
}

const LIST_KEY = 'targeting_dimensions';
/** Page size asked for (cesteral sends 50..1000 for interests; Snap's usual list maximum is 1000). */
const PAGE_SIZE = 1000;

/**
 * The entries of a lookup's records (each already taken from under its `<kind>` key by the
 * transport). Both forms are read (issue 45, point 4): a geo record (regions, metros) has no
 * top-level `id`; it holds the continent, the country and the record itself again under `<kind>`
 * (spec §3's example: `targeting_dimensions[].region.region.id`; metros likewise, INFERRED from the
 * spec's rule, no metro example is public); an interest (scls) record is flat. A record without an
 * ID in either place is skipped.
 */
export function lookupEntries(records: Array<Record<string, unknown>>, kind: string): LookupEntry[] {
	const out: LookupEntry[] = [];
	for (const r of records) {
		const nested = r[kind];
		const record = isRecord(nested) ? nested : r;
		const id = typeof record.id === 'number' ? String(record.id) : nonEmptyText(record.id);
		if (id === undefined) continue;
		out.push({ id, name: nonEmptyText(record.name) ?? id });
	}
	return out;
}

async function cached(cache: LookupCache | undefined, key: string, load: () => Promise<LookupEntry[] | undefined>): Promise<LookupEntry[] | undefined> {
	return cache ? await cache(key, load) : await load();
}

/** The regions or metros of `country` (ISO-2, any case). */
export async function geoLookup(client: SnapClient, kind: GeoLookupKind, country: string, itemIndex?: number, cache?: LookupCache): Promise<LookupEntry[]> {
	const path = targetingGeoPath(country, kind);
	const subject = `the ${kind === 'region' ? 'regions' : 'metros (DMAs)'} of country ${country.toUpperCase()}`;
	const list = await cached(cache, path, async () => lookupEntries(await client.listAll({ path, subject, itemIndex }, LIST_KEY, kind, PAGE_SIZE), kind));
	return list ?? [];
}

function isNotFound(error: unknown): boolean {
	return String((error as { httpCode?: unknown } | null)?.httpCode) === '404';
}

/**
 * The Snap Lifestyle Categories, or `undefined` when neither spelling of the lookup exists (404 on
 * both). ASSUMED (spec §3, a conflict between public clients): the `v1` form is asked first, the
 * other only after a 404; any other failure is Snap's error as it is. No `country_code` is sent
 * (singer-io's tap reads the list without one; cesteral adds it): the list is taken as the same for
 * every country.
 */
export async function interestLookup(client: SnapClient, itemIndex?: number, cache?: LookupCache): Promise<LookupEntry[] | undefined> {
	const first = targetingInterestsPath('scls', 'v1');
	return await cached(cache, first, async () => {
		for (const path of [first, targetingInterestsPath('scls', 'plain')]) {
			// The transport's error (a NodeApiError naming the subject) is kept as it is, unless it is a 404.
			const read = await client.listAll({ path, subject: "Snap's list of interests (Snap Lifestyle Categories)", itemIndex }, LIST_KEY, 'scls', PAGE_SIZE).then(
				(records) => ({ records }),
				(error: unknown) => ({ error }),
			);
			if ('records' in read) return lookupEntries(read.records, 'scls');
			if (!isNotFound(read.error)) return await Promise.reject(read.error);
		}
		return undefined;
	});
}

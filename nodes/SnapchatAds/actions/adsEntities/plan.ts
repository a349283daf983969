/**
 * Planning a batched update, pure parts:
 * - `rounds`: items that change the same entity go out in successive rounds, the later one merged
 *   on top of the earlier one's answer. Sent together, both would be merged from the same read and
 *   the second would undo the first (item 1 renames, item 2 pauses with the old name).
 * - `findInPages`: the current entities, read from the parent's list pages until every wanted ID
 *   was seen, so N updates in one ad account cost ceil(entities / page size) reads at most, not N.
 */

import { walkPages } from '../../transport/pages';

export interface Keyed {
	/** The entity the item changes. */
	id: string;
}

/** Splits `items` (in input order) into rounds in which each entity appears at most once. */
export function rounds<T extends Keyed>(items: T[]): T[][] {
	const out: T[][] = [];
	const seen = new Map<string, number>();
	for (const item of items) {
		const round = seen.get(item.id) ?? 0;
		seen.set(item.id, round + 1);
		(out[round] ??= []).push(item);
	}
	return out;
}

export interface Page<N = Record<string, string>> {
	entities: Array<Record<string, unknown>>;
	/** Present when there is another page; passed back to `fetchPage`. */
	next?: N;
}

/**
 * Reads pages until every ID of `wanted` was found or the list ends. Returns the entities found
 * by ID; a wanted ID missing from the map is not in the list.
 */
export async function findInPages<N>(
	wanted: Iterable<string>,
	fetchPage: (next: N | undefined) => Promise<Page<N>>,
): Promise<Map<string, Record<string, unknown>>> {
	const missing = new Set(wanted);
	const found = new Map<string, Record<string, unknown>>();
	if (missing.size === 0) return found;
	await walkPages(fetchPage, (entity) => {
		const id = entity.id;
		if (typeof id === 'string' && missing.delete(id)) found.set(id, entity);
		return missing.size > 0;
	});
	return found;
}

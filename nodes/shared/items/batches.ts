/** Grouping items by their parent entity and cutting the groups into request-sized chunks. */

export function chunk<T>(list: T[], size: number): T[][] {
	const out: T[][] = [];
	for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
	return out;
}

/** Items grouped by `key`, groups and their items in first-seen order. */
export function groupBy<T>(list: T[], key: (item: T) => string): Map<string, T[]> {
	const groups = new Map<string, T[]>();
	for (const entry of list) {
		const k = key(entry);
		const group = groups.get(k);
		if (group) group.push(entry);
		else groups.set(k, [entry]);
	}
	return groups;
}

/** Items grouped by `key` (first-seen order), each group cut into chunks of `size`. */
export function groupedChunks<T>(list: T[], key: (item: T) => string, size: number): Array<{ key: string; part: T[] }> {
	return [...groupBy(list, key).entries()].flatMap(([k, group]) => chunk(group, size).map((part) => ({ key: k, part })));
}

/** '0-3, 7, 9-10' for item indexes in ascending order. */
export function itemRanges(indexes: number[]): string {
	if (indexes.length === 0) return '';
	const parts: string[] = [];
	let start = indexes[0];
	let prev = indexes[0];
	for (const index of [...indexes.slice(1), Number.NaN]) {
		if (index === prev + 1) {
			prev = index;
			continue;
		}
		parts.push(start === prev ? `${start}` : `${start}-${prev}`);
		start = index;
		prev = index;
	}
	return parts.join(', ');
}

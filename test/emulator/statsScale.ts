/**
 * Test control for rules on results (issue 49): scale an entity's stats fields, e.g. an ad squad's
 * spend tenfold, so its cost per result crosses a line, and back (factor 1, or `undefined` to clear)
 * so it recovers. Applies to the entity's own figures wherever they are served (its own stats and
 * its entry in a parent's breakdown), over any period; its parents' figures are not changed (the
 * emulator's levels are computed independently, as addSpend leaves them). Kept per emulator (keyed
 * by its ads store); `reset()` clears it. Values are rounded to whole numbers (Snap's counts and
 * micro-currency are integers).
 */
const scales = new WeakMap<object, Map<string, Record<string, number>>>();

export function setStatsScale(store: object, entityId: string, factors: Record<string, number> | undefined): void {
	const map = scales.get(store) ?? new Map<string, Record<string, number>>();
	scales.set(store, map);
	if (factors === undefined) map.delete(entityId.toLowerCase());
	else map.set(entityId.toLowerCase(), { ...factors });
}

export function resetStatsScale(store: object): void {
	scales.delete(store);
}

/** Applies the entity's factors to `stats` in place (fields not asked for stay absent). */
export function applyStatsScale(store: object, entityId: string, stats: Record<string, number>): void {
	const factors = scales.get(store)?.get(entityId.toLowerCase());
	if (!factors) return;
	for (const [field, factor] of Object.entries(factors)) {
		if (typeof stats[field] === 'number') stats[field] = Math.round(stats[field] * factor);
	}
}

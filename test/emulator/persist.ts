/**
 * The emulator's data as JSON and back, so `npm run dev` keeps what was created between restarts
 * (issue 35): campaigns, ad squads, ads, event details, audience segments, media, creatives, lead
 * forms and webhooks keep their IDs, which saved workflows name. Each store dumps its own containers
 * with `toPlain` and loads them with `fromPlain`; Maps, Sets and Buffers survive the round trip.
 * Tokens, faults, logs and pending timers are not data and are not kept.
 */

/** A value with its Maps, Sets and Buffers tagged, ready for JSON.stringify. */
export function toPlain(value: unknown): unknown {
	if (value instanceof Map) return { $map: [...value.entries()].map(([k, v]) => [toPlain(k), toPlain(v)]) };
	if (value instanceof Set) return { $set: [...value].map(toPlain) };
	if (Buffer.isBuffer(value)) return { $buffer: value.toString('base64') };
	if (Array.isArray(value)) return value.map(toPlain);
	if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
	return value;
}

/** The value `toPlain` was given (after a JSON round trip). */
export function fromPlain(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(fromPlain);
	if (value !== null && typeof value === 'object') {
		const tagged = value as { $map?: Array<[unknown, unknown]>; $set?: unknown[]; $buffer?: string };
		if (tagged.$map !== undefined) return new Map(tagged.$map.map(([k, v]) => [fromPlain(k), fromPlain(v)]));
		if (tagged.$set !== undefined) return new Set(tagged.$set.map(fromPlain));
		if (tagged.$buffer !== undefined) return Buffer.from(tagged.$buffer, 'base64');
		return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromPlain(v)]));
	}
	return value;
}

/** Replaces the entries of `target` with those of `source` (the store keeps its own Map object). */
export function refill<K, V>(target: Map<K, V>, source: unknown): void {
	target.clear();
	if (source instanceof Map) for (const [k, v] of source) target.set(k as K, v as V);
}

/** One store's data: what `dump` returns, `load` takes back. */
export interface Persistent {
	dump(): unknown;
	load(data: unknown): void;
}

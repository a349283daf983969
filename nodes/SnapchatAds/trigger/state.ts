/**
 * What the trigger remembers between polls, kept small enough for n8n's workflow static data (it is
 * saved with the workflow): under 100 kB for an ad account with 5,000 ads.
 *
 * A snapshot holds, per entity, a short hash of its ID (8 base64url characters, 48 bits: the chance
 * that two of 5,000 IDs share one is about 1 in 20 million) and an index into a dictionary of the
 * distinct values seen (e.g. "REJECTED", or "PAUSED|INVALID_BUDGET"), all in one string. IDs never
 * come back out of it: only "what was this entity's value last time?" is asked. Pure: no I/O.
 */
import { createHash } from 'crypto';

export const STATE_VERSION = 1;
const HASH_LENGTH = 8;
const INDEX = /^[0-9a-z]+$/;

/** The stored form of one poll's view of a list of entities. */
export interface Snapshot {
	/** Dictionary of the distinct values. */
	d: string[];
	/** Width of a dictionary index in base 36. */
	w: number;
	/** Records: hash + index, HASH_LENGTH + w characters each, no separator. */
	r: string;
}

/** What is kept in static data: the settings it belongs to, and the event's own part. */
export interface TriggerState<P> {
	v: number;
	/** The trigger's settings when it was recorded: other settings start afresh. */
	k: string;
	p: P;
}

export function idHash(id: string): string {
	return createHash('sha256').update(id.toLowerCase(), 'utf8').digest('base64url').slice(0, HASH_LENGTH);
}

function indexWidth(size: number): number {
	let width = 1;
	for (let capacity = 36; capacity < size; capacity *= 36) width++;
	return width;
}

/** The snapshot of entities' current values (entity ID -> value). */
export function encodeSnapshot(values: Iterable<[string, string]>): Snapshot {
	const dictionary = new Map<string, number>();
	const entries: Array<[string, number]> = [];
	for (const [id, value] of values) {
		let index = dictionary.get(value);
		if (index === undefined) {
			index = dictionary.size;
			dictionary.set(value, index);
		}
		entries.push([idHash(id), index]);
	}
	const w = indexWidth(dictionary.size);
	let r = '';
	for (const [hash, index] of entries) r += hash + index.toString(36).padStart(w, '0');
	return { d: [...dictionary.keys()], w, r };
}

/** Entity hash -> value of a stored snapshot; undefined when the stored data is not a snapshot. */
export function decodeSnapshot(stored: unknown): Map<string, string> | undefined {
	if (typeof stored !== 'object' || stored === null) return undefined;
	const { d, w, r } = stored as Partial<Snapshot>;
	if (!Array.isArray(d) || typeof w !== 'number' || w < 1 || typeof r !== 'string') return undefined;
	const size = HASH_LENGTH + w;
	if (r.length % size !== 0) return undefined;
	const values = new Map<string, string>();
	for (let at = 0; at < r.length; at += size) {
		const digits = r.slice(at + HASH_LENGTH, at + size);
		const value = INDEX.test(digits) ? d[parseInt(digits, 36)] : undefined;
		if (typeof value !== 'string') return undefined;
		values.set(r.slice(at, at + HASH_LENGTH), value);
	}
	return values;
}

/** A set of entity hashes as one string (spend: who already passed the limit today). */
export function encodeHashes(ids: Iterable<string>): string {
	let out = '';
	for (const id of ids) out += idHash(id);
	return out;
}

export function decodeHashes(stored: unknown): Set<string> {
	const hashes = new Set<string>();
	if (typeof stored !== 'string' || stored.length % HASH_LENGTH !== 0) return hashes;
	for (let at = 0; at < stored.length; at += HASH_LENGTH) hashes.add(stored.slice(at, at + HASH_LENGTH));
	return hashes;
}

/** The stored state when it belongs to these settings; undefined means: record a baseline. */
export function stateFor<P>(stored: unknown, key: string): TriggerState<P> | undefined {
	if (typeof stored !== 'object' || stored === null) return undefined;
	const state = stored as Partial<TriggerState<P>>;
	if (state.v !== STATE_VERSION || state.k !== key || state.p === undefined) return undefined;
	return state as TriggerState<P>;
}

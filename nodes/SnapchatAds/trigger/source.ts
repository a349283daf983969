/**
 * What every event of the trigger provides, and the reads they share. An event reads what is there
 * now (one list walk per entity type, 1,000 per page), compares it with what the last poll
 * recorded and returns the new record and the events; nothing is written until every read has
 * succeeded (the poll writes the state), so a poll that fails half way changes nothing.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import type { SnapClient } from '../transport';
import { MAX_PAGE_SIZE } from '../actions/common/paging';

export interface PollOutcome<P> {
	/** What to remember for the next poll. */
	state: P;
	/** One output item each; none on a baseline. */
	events: IDataObject[];
}

export interface EventSource<P> {
	/** The settings this state belongs to: another ad account or option starts afresh. */
	key: string;
	/** `previous` undefined: the first poll, which records a baseline and emits nothing. */
	poll(previous: P | undefined): Promise<PollOutcome<P>>;
	/** Fetch Test Event: one recent real example, or undefined when there is none. */
	example(): Promise<IDataObject | undefined>;
	/** Why there is no example, and what to do, for Fetch Test Event. */
	noExample: { message: string; description: string };
}

export interface SourceContext {
	ctx: IPollFunctions;
	client: SnapClient;
	adAccountId: string;
	/** The poll's "now", epoch ms, and as ISO text for `detected_at`. */
	nowMs: number;
}

export function adAccountSubject(adAccountId: string): { subject: string; notFoundMessage: string } {
	return {
		subject: `ad account ${adAccountId}`,
		notFoundMessage: `Ad account ${adAccountId} was not found, or the connected Snapchat user cannot see it: pick the ad account from the list`,
	};
}

/** Every entity of a list (one walk, pages of 1,000), those without an ID left out. */
export async function listEvery(
	source: SourceContext,
	path: string,
	keys: { plural: string; singular: string },
	about: { subject: string; notFoundMessage: string },
): Promise<Array<Record<string, unknown> & { id: string }>> {
	const entities = await source.client.listAll({ path, ...about }, keys.plural, keys.singular, MAX_PAGE_SIZE);
	return entities.filter((e): e is Record<string, unknown> & { id: string } => typeof e.id === 'string' && e.id !== '');
}

export function text(value: unknown): string | null {
	return typeof value === 'string' ? value : null;
}

export function textList(value: unknown): string[] {
	return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The most recently updated of `entities` (by `updated_at`, else the last listed). */
export function mostRecent<T extends Record<string, unknown>>(entities: T[]): T | undefined {
	let best: T | undefined;
	let bestMs = -Infinity;
	for (const entity of entities) {
		const ms = typeof entity.updated_at === 'string' ? Date.parse(entity.updated_at) : NaN;
		const at = Number.isFinite(ms) ? ms : -Infinity;
		if (best === undefined || at >= bestMs) {
			best = entity;
			bestMs = at;
		}
	}
	return best;
}

/**
 * What every event of the trigger provides, and the reads they share. An event reads what is there
 * now (one list walk per entity type, 1,000 per page), compares it with what the last poll
 * recorded and returns the new record and the events; nothing is written until every read has
 * succeeded (the poll writes the state), so a poll that fails half way changes nothing.
 */
import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import type { SnapClient } from '../transport';
import { MAX_PAGE_SIZE } from '../actions/common/paging';
import { withAmounts } from '../helpers/money';
import { localIso, withLocalTimes } from '../time/localTime';
import type { PollLookups } from './lookups';

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
	/**
	 * Fetch Test Event when there is no real example: an item of the event's shape with made-up
	 * values, so the next node can be built (marked `_sample: true` by the poll).
	 */
	sample(): Promise<IDataObject>;
}

export interface SourceContext {
	ctx: IPollFunctions;
	client: SnapClient;
	adAccountId: string;
	/** The poll's "now", epoch ms, and as ISO text for `detected_at`. */
	nowMs: number;
	/** Names, time zone and currency, read once per poll and only when something is reported. */
	lookups: PollLookups;
}

/** `detected_at` (UTC) and `detected_at_local` (the ad account's zone). */
export function detectedAt(source: SourceContext, zone: string | undefined): IDataObject {
	const utc = new Date(source.nowMs).toISOString();
	const local = localIso(source.nowMs, zone);
	return local === undefined ? { detected_at: utc } : { detected_at: utc, detected_at_local: local };
}

/** `time_zone` of the ad account, `detected_at` and `detected_at_local` (reads the ad account once per poll). */
export async function zoneAndDetectedAt(source: SourceContext): Promise<IDataObject> {
	const { timezone } = await source.lookups.account();
	return { time_zone: timezone ?? null, ...detectedAt(source, timezone) };
}

/** The times of Snap's entities that people read, each given a `_local` twin in items. */
export const ENTITY_TIMES = ['start_time', 'end_time', 'created_at', 'updated_at'] as const;

/** A Snap entity as carried in an item: plain amounts beside micro fields, local times beside UTC. */
export function entityInItem(entity: Record<string, unknown>, microFields: readonly string[], account: { currency?: string; timezone?: string }): IDataObject {
	const withMoney = microFields.length > 0 ? withAmounts(entity, microFields, account.currency) : entity;
	return withLocalTimes(withMoney, ENTITY_TIMES, account.timezone) as IDataObject;
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

/**
 * Which domains fired a pixel, and how many events each: `GET /v1/pixels/{id}/domains/stats`
 * (spec pixel-health.md §2). FROM CLIENTS, no Snap page text: no parameters are sent (Snap picks
 * the window; a recorded answer shows one 7-day bucket ending on a whole hour), the answer is
 * `timeseries_stats[].timeseries_stat.{id, type, start_time, end_time, domains[].{domain_name,
 * total_events}}`. The window is read from the answer, never assumed, so a change at Snap shows.
 */
import type { SnapClient } from '../../transport';
import { isRecord, nonEmptyText } from '../../../shared/input/values';
import { pixelPath } from './pixels';

export function domainStatsPath(pixelId: string): string {
	return `${pixelPath(pixelId)}/domains/stats`;
}

export interface DomainCount {
	domain: string;
	totalEvents: number;
}

export interface DomainStats {
	pixelId: string;
	/** Snap's rolling window as it answered it (ISO with Snap's offset); absent when Snap gave none. */
	windowStart?: string;
	windowEnd?: string;
	/** Most events first; a domain Snap lists twice is added up. */
	domains: DomainCount[];
}

/** A count Snap sent as a number or a numeric string; anything else is 0. */
export function countOf(value: unknown): number {
	const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
	return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The domain stats of one `timeseries_stat` (pure: the tests and the trigger read answers with it). */
export function domainStatsOf(pixelId: string, stats: Array<Record<string, unknown>>): DomainStats {
	const totals = new Map<string, number>();
	let windowStart: string | undefined;
	let windowEnd: string | undefined;
	for (const stat of stats) {
		windowStart ??= nonEmptyText(stat.start_time);
		windowEnd ??= nonEmptyText(stat.end_time);
		const domains = Array.isArray(stat.domains) ? (stat.domains as unknown[]) : [];
		for (const entry of domains) {
			if (!isRecord(entry)) continue;
			const domain = nonEmptyText(typeof entry.domain_name === 'string' ? entry.domain_name.trim().toLowerCase() : undefined);
			if (!domain) continue;
			totals.set(domain, (totals.get(domain) ?? 0) + countOf(entry.total_events));
		}
	}
	const domains = [...totals].map(([domain, totalEvents]) => ({ domain, totalEvents }));
	domains.sort((a, b) => b.totalEvents - a.totalEvents || (a.domain < b.domain ? -1 : 1));
	return { pixelId, windowStart, windowEnd, domains };
}

/** One request: the domains that fired the pixel in Snap's rolling window. */
export async function readDomainStats(client: SnapClient, pixelId: string, itemIndex?: number): Promise<DomainStats> {
	const subject = `the domain stats of pixel ${pixelId}`;
	const body = await client.request({
		method: 'GET',
		path: domainStatsPath(pixelId),
		idempotent: true,
		subject,
		itemIndex,
		notFoundMessage: `Pixel ${pixelId} was not found, or the connected Snapchat user cannot see it`,
	});
	return domainStatsOf(pixelId, client.entities(body, 'timeseries_stats', 'timeseries_stat', subject, itemIndex));
}

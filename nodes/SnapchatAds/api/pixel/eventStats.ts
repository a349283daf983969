/**
 * A pixel's events per day on one domain, by event type (and OS / browser where Snap gives them):
 * `GET /v1/pixels/{id}/stats?domain=&granularity=DAY&start_time=&end_time=` (spec pixel-health.md
 * §3). FROM CLIENTS, no Snap page text: the query is the one SnapAds4J sends (no `fields`, so the
 * OS and browser breakdowns of its recorded answer come too); one request per domain (`domain` may
 * not be optional: unknown, so it is always sent). Days start at midnight in the ad account's zone;
 * the DAY limit of the stats endpoint (32 days) is ASSUMED to hold here too (MAX_EVENT_STATS_DAYS).
 *
 * The breakdowns sit in each `timeseries[]` entry (recorded answer) or under its `stats` (a live
 * client's fake): both are read. An event type with no fires that day is absent in Snap's answer;
 * here it is absent too (a count of 0 is never invented).
 */
import type { SnapClient } from '../../transport';
import { isRecord, nonEmptyText } from '../../../shared/input/values';
import { countOf } from './domainStats';
import { pixelPath } from './pixels';

/** ASSUMED: the stats endpoint's DAY limit (spec stats.md) holds for pixel stats. */
export const MAX_EVENT_STATS_DAYS = 32;

export function eventStatsPath(pixelId: string): string {
	return `${pixelPath(pixelId)}/stats`;
}

export interface EventDay {
	/** The day's bounds as Snap answered them (ISO with the account zone's offset). */
	start: string;
	end: string;
	totalEvents: number;
	/** Events by Snap Pixel event type (PAGE_VIEW, PURCHASE, ...), only the types that fired. */
	eventTypes: Record<string, number>;
	/** Only when Snap gives them. */
	operatingSystems?: Record<string, number>;
	browsers?: Record<string, number>;
}

export interface EventStats {
	pixelId: string;
	domain: string;
	days: EventDay[];
}

function counts(value: unknown): Record<string, number> | undefined {
	if (!isRecord(value)) return undefined;
	const out: Record<string, number> = {};
	for (const [key, n] of Object.entries(value)) {
		const count = countOf(n);
		if (count > 0) out[key.toUpperCase()] = count;
	}
	return out;
}

/** The breakdown `key` of one day: directly in the entry (recorded) or under `stats` (a client's fake). */
function breakdown(entry: Record<string, unknown>, key: string): Record<string, number> | undefined {
	return counts(entry[key]) ?? (isRecord(entry.stats) ? counts(entry.stats[key]) : undefined);
}

function dayOf(entry: Record<string, unknown>): EventDay | undefined {
	const start = nonEmptyText(entry.start_time);
	const end = nonEmptyText(entry.end_time);
	if (!start || !end) return undefined;
	const eventTypes = breakdown(entry, 'event_type_breakdown') ?? {};
	const summed = Object.values(eventTypes).reduce((a, b) => a + b, 0);
	const total = entry.total_events ?? (isRecord(entry.stats) ? entry.stats.total_events : undefined);
	const operatingSystems = breakdown(entry, 'os_type_breakdown');
	const browsers = breakdown(entry, 'browser_type_breakdown');
	return {
		start,
		end,
		totalEvents: total === undefined ? summed : countOf(total),
		eventTypes,
		...(operatingSystems ? { operatingSystems } : {}),
		...(browsers ? { browsers } : {}),
	};
}

/** The days of one domain's `timeseries_stat` answer, in time order (pure). */
export function eventStatsOf(pixelId: string, domain: string, stats: Array<Record<string, unknown>>): EventStats {
	const days = stats
		.flatMap((stat) => (Array.isArray(stat.timeseries) ? (stat.timeseries as unknown[]) : []))
		.filter(isRecord)
		.map(dayOf)
		.filter((d): d is EventDay => d !== undefined);
	days.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
	return { pixelId, domain, days };
}

/**
 * One request: the day-by-day events of `domain`. `start`/`end` are local midnights of the ad
 * account's zone written with their offset (time/statsWindows.ts makes them), end exclusive.
 */
export async function readEventStats(
	client: SnapClient,
	req: { pixelId: string; domain: string; start: string; end: string; itemIndex?: number },
): Promise<EventStats> {
	const subject = `the event stats of pixel ${req.pixelId} on ${req.domain}`;
	const body = await client.request({
		method: 'GET',
		path: eventStatsPath(req.pixelId),
		qs: { domain: req.domain, granularity: 'DAY', start_time: req.start, end_time: req.end },
		idempotent: true,
		subject,
		itemIndex: req.itemIndex,
		notFoundMessage: `Pixel ${req.pixelId} was not found, or the connected Snapchat user cannot see it`,
	});
	return eventStatsOf(req.pixelId, req.domain, client.entities(body, 'timeseries_stats', 'timeseries_stat', subject, req.itemIndex));
}

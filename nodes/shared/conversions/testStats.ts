/**
 * The Conversions API test tool's stats answer (`GET /v3/{asset_id}/events/validate/stats`), in the
 * shape of Snap's own SDK schema `GetStatsResponse` (spec pixel-health.md §6, Snapchat/business-sdk-v3-java
 * `api/openapi.yaml`): `{ status, reason, stats: { test: { event_count_past_hour, latest_event_ts },
 * live: { … } } }`. "Stats on test and non-test events in the past hour": `live` are the events
 * sent for real, `test` those sent to `/events/validate` or in Test Mode.
 *
 * UNKNOWN (spec open point 4): the unit of `latest_event_ts` (int64). A value from 1e12 up is read
 * as milliseconds, a smaller positive one as seconds (both land in a plausible year); 0 or none
 * means no event yet. Whether browser Snap Pixel fires count in `live` is not known either.
 * Pure: kernel code the Conversions node (and a trigger) can read the answer with.
 */
import { isRecord, nonEmptyText } from '../input/values';

export interface TestToolCounts {
	/** Events in the past hour. */
	eventsPastHour: number;
	/** The latest event's instant (ISO, UTC), when there was one. */
	latestEventAt?: string;
	/** Snap's `latest_event_ts` as sent. */
	latestEventTs?: number;
}

export interface TestToolStats {
	status?: string;
	reason?: string;
	live: TestToolCounts;
	test: TestToolCounts;
	/** Whether the answer had Snap's documented `stats.{live,test}` shape at all. */
	documentedShape: boolean;
}

/** `latest_event_ts` as epoch milliseconds: from 1e12 up read as ms, below as seconds; 0, negative or not a number: none. */
export function latestEventMs(value: unknown): number | undefined {
	const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
	if (!Number.isFinite(n) || n <= 0) return undefined;
	return n >= 1e12 ? n : n * 1000;
}

function countsOf(value: unknown): TestToolCounts {
	if (!isRecord(value)) return { eventsPastHour: 0 };
	const count = Number(value.event_count_past_hour);
	const ms = latestEventMs(value.latest_event_ts);
	return {
		eventsPastHour: Number.isFinite(count) && count > 0 ? count : 0,
		...(ms !== undefined ? { latestEventAt: new Date(ms).toISOString(), latestEventTs: Number(value.latest_event_ts) } : {}),
	};
}

export function readTestToolStats(body: unknown): TestToolStats {
	const record = isRecord(body) ? body : {};
	const stats = isRecord(record.stats) ? record.stats : undefined;
	return {
		status: nonEmptyText(record.status),
		reason: nonEmptyText(record.reason),
		live: countsOf(stats?.live),
		test: countsOf(stats?.test),
		documentedShape: stats !== undefined && (isRecord(stats.live) || isRecord(stats.test)),
	};
}

/** "3 minutes ago", "5 hours ago", "2 days ago" (whole units, rounded down); "just now" under a minute. */
export function agoWords(atMs: number, nowMs: number): string {
	const seconds = Math.max(0, Math.floor((nowMs - atMs) / 1000));
	if (seconds < 60) return 'just now';
	const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'} ago`;
	if (seconds < 3600) return unit(Math.floor(seconds / 60), 'minute');
	if (seconds < 2 * 86_400) return unit(Math.floor(seconds / 3600), 'hour');
	return unit(Math.floor(seconds / 86_400), 'day');
}

/** One sentence about live traffic: "Last live event 12 minutes ago (…); 42 live events in the past hour." */
export function liveSummary(stats: TestToolStats, nowMs: number): string {
	const { live } = stats;
	const last = live.latestEventAt
		? `Last live event ${agoWords(Date.parse(live.latestEventAt), nowMs)} (${live.latestEventAt})`
		: 'No live event has arrived yet';
	return `${last}; ${live.eventsPastHour} live event${live.eventsPastHour === 1 ? '' : 's'} in the past hour.`;
}

/**
 * Pixel Health Changed, the judging: what one poll's readings of a pixel mean against what the last
 * poll remembered. Pure (no I/O, the clock passed in), so every rule is tested on its own.
 *
 * Rules (issue 48, 6; thresholds and their defaults from spec pixel-health.md §8, ours):
 * - went quiet: the pixel's events of today (the ad account's day, summed over its domains) have not
 *   grown for `quietHours`, while it had events yesterday or earlier today; came back: they grow
 *   again after "went quiet" was told. ASSUMED: Snap's DAY bucket of today grows as events arrive
 *   (no source says how late it is). The quiet time is counted from the last poll that saw the count
 *   grow, so it is never shorter than the truth, only up to one poll longer.
 * - an event type stopped: yesterday's count of a type below `stoppedShare` of its daily mean over
 *   the 7 days before yesterday, judged once per ad account day, after SETTLE_MS into the day (so
 *   yesterday's late events have arrived: ASSUMED lag); a type whose mean is under `minDailyMean` is
 *   too small to judge. Told once: it is told again only after it recovered.
 * - quality dropped: a score worse than at the last reading of the same event type and source, or a
 *   high-priority (P0/P1) recommendation that was not there.
 * - eligibility lost: a goal and conversion window used by a live ad squad of the pixel went from
 *   eligible (or eligible with a warning) to ineligible.
 * A reading left out (quality not readable, eligibility not due) keeps what was remembered.
 */
import type { IDataObject } from 'n8n-workflow';

import { idHash } from '../state';

export const CHANGES = ['wentQuiet', 'cameBack', 'eventTypeStopped', 'qualityDropped', 'eligibilityLost'] as const;
export type ChangeKind = (typeof CHANGES)[number];
/** What the user chooses to watch; "quiet" covers went quiet and came back. */
export type Watch = 'quiet' | 'eventTypeStopped' | 'qualityDropped' | 'eligibilityLost';

const HOUR_MS = 3_600_000;
/** Yesterday is judged this long after the ad account's midnight (ASSUMED lag of Snap's pixel stats). */
export const SETTLE_MS = 2 * HOUR_MS;
const TRAILING_DAYS = 7;

export interface HealthSettings {
	watch: ReadonlySet<Watch>;
	quietHours: number;
	/** 0.3 = 30 %. */
	stoppedShare: number;
	minDailyMean: number;
	/** Event types to judge; empty: every type seen. */
	eventTypes: readonly string[];
}

/** One day of the pixel's events (all its domains), in the ad account's days. */
export interface DayCount {
	/** YYYY-MM-DD in the ad account's zone. */
	date: string;
	/** The day's local midnight, epoch ms. */
	startMs: number;
	total: number;
	types: Record<string, number>;
}

export interface QualityEntry {
	eventType: string;
	/** Snap's event source (SDK, API, ...). */
	source: string;
	score?: string;
	/** Higher is better; undefined for a score this node cannot order. */
	rank?: number;
	/** The high-priority recommendations, by code. */
	high: Array<{ code: string; priority?: string; title?: string }>;
}

export interface EligibilityEntry {
	goal: string;
	window: string;
	/** ELIGIBLE, ELIGIBLE_WARNING, INELIGIBLE (or what Snap sends). */
	status: string;
	reasons: string[];
}

export interface PixelReading {
	pixelId: string;
	/** Today in the ad account's zone, YYYY-MM-DD, and its local midnight. */
	today: string;
	todayStartMs: number;
	/** The days read (yesterday, the 7 before it, today), any order; a day Snap left out had no events. */
	days: DayCount[];
	/** undefined: not read this poll (kept as remembered). */
	quality?: QualityEntry[];
	/** undefined: not checked this poll. Only the goals and windows live ad squads use. */
	eligibility?: EligibilityEntry[];
}

/** What is remembered of one pixel (short keys: it is stored in the workflow's static data). */
export interface PixelMemo {
	/** The date of `n`. */
	t: string;
	/** Today's event count at the last poll. */
	n: number;
	/** When a poll last saw the count grow (epoch minutes); 0: never. */
	a: number;
	/** 1: "went quiet" was told (or the pixel was quiet at the baseline), not yet back. */
	q: 0 | 1;
	/** The ad account day whose yesterday was last judged for stopped event types. */
	y: string;
	/** Event types told as stopped and not recovered, as idHash of the type. */
	s: string[];
	/** Quality: per event type and source, `hash8 + rank digit` ('-' unknown), one string. */
	k: string;
	/** High-priority recommendations seen: `hash8` of type|source|code each, one string. */
	r: string;
	/** Eligibility: per goal|window, `hash8 + E|W|I|?`, one string. */
	e: string;
}

export interface Change {
	kind: ChangeKind;
	pixelId: string;
	figures: IDataObject;
	/** eligibilityLost: the goal and window lost (to find the squads using them). */
	goal?: { goal: string; window: string };
}

const MAX_STOPPED_KEPT = 8;
const MAX_QUALITY_KEPT = 16;
const MAX_HIGH_KEPT = 16;
const MAX_ELIGIBILITY_KEPT = 12;

/** The date `days` after a YYYY-MM-DD date. */
export function shiftDate(date: string, days: number): string {
	const ms = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
	return new Date(ms).toISOString().slice(0, 10);
}

const STATUS_LETTER: Record<string, string> = { ELIGIBLE: 'E', ELIGIBLE_WARNING: 'W', INELIGIBLE: 'I' };
const eligibilityKey = (goal: string, window: string) => idHash(`${goal}|${window}`);
const qualityKey = (q: { eventType: string; source: string }) => idHash(`${q.eventType.toUpperCase()}|${q.source.toUpperCase()}`);

function records(encoded: string, size: number): Map<string, string> {
	const out = new Map<string, string>();
	if (encoded.length % size !== 0) return out;
	for (let at = 0; at < encoded.length; at += size) out.set(encoded.slice(at, at + 8), encoded.slice(at + 8, at + size));
	return out;
}

function hashes(encoded: string): Set<string> {
	return new Set(records(encoded, 8).keys());
}

const minutes = (ms: number) => Math.floor(ms / 60_000);
const round1 = (n: number) => Math.round(n * 10) / 10;
const iso = (ms: number) => new Date(ms).toISOString();

function quietPart(reading: PixelReading, previous: PixelMemo | undefined, settings: HealthSettings, nowMs: number) {
	const day = (date: string) => reading.days.find((d) => d.date === date);
	const todayCount = day(reading.today)?.total ?? 0;
	const yesterdayCount = day(shiftDate(reading.today, -1))?.total ?? 0;
	let grew: boolean;
	let lastMs: number;
	if (previous === undefined) {
		grew = false;
		// The baseline does not know when the last event came: today's events, now (at the latest);
		// only yesterday's, by midnight. Never earlier than the truth, so "quiet" is never told early.
		lastMs = todayCount > 0 ? nowMs : yesterdayCount > 0 ? reading.todayStartMs : 0;
	} else {
		grew = previous.t === reading.today ? todayCount > previous.n : todayCount > 0;
		lastMs = grew ? nowMs : previous.a * 60_000;
	}
	const quietMs = lastMs === 0 ? Infinity : nowMs - lastMs;
	const quiet = quietMs >= settings.quietHours * HOUR_MS;
	const hadEvents = todayCount > 0 || yesterdayCount > 0;
	// The figures say how long it was without new events before this poll (came back: how long it was quiet).
	const beforeMs = previous === undefined || previous.a === 0 ? lastMs : previous.a * 60_000;
	const figures = {
		quiet_after_hours: settings.quietHours,
		hours_without_new_events: beforeMs === 0 ? null : round1((nowMs - beforeMs) / HOUR_MS),
		last_growth_seen_at: beforeMs === 0 ? null : iso(beforeMs),
		events_today: todayCount,
		events_yesterday: yesterdayCount,
	};
	let q: 0 | 1;
	let change: ChangeKind | undefined;
	if (previous === undefined) q = quiet && hadEvents ? 1 : 0;
	else if (previous.q === 1 && grew) {
		q = 0;
		change = 'cameBack';
	} else if (previous.q === 0 && quiet && hadEvents) {
		q = 1;
		change = 'wentQuiet';
	} else q = previous.q;
	return { memo: { t: reading.today, n: todayCount, a: lastMs === 0 ? 0 : minutes(lastMs), q }, change, figures };
}

/** Yesterday against the daily mean of the 7 days before it, per event type. */
function stoppedTypes(reading: PixelReading, settings: HealthSettings): Array<{ type: string; yesterday: number; mean: number }> {
	const yesterday = shiftDate(reading.today, -1);
	const counts = (date: string) => reading.days.find((d) => d.date === date)?.types ?? {};
	const trailing = Array.from({ length: TRAILING_DAYS }, (_, i) => counts(shiftDate(yesterday, -(i + 1))));
	const seen = new Set(trailing.flatMap((t) => Object.keys(t)));
	const wanted = settings.eventTypes.length > 0 ? settings.eventTypes.map((t) => t.toUpperCase()) : [...seen].sort();
	const out: Array<{ type: string; yesterday: number; mean: number }> = [];
	for (const type of wanted) {
		const mean = trailing.reduce((sum, t) => sum + (t[type] ?? 0), 0) / TRAILING_DAYS;
		const count = counts(yesterday)[type] ?? 0;
		if (mean >= settings.minDailyMean && count < settings.stoppedShare * mean) out.push({ type, yesterday: count, mean });
	}
	return out;
}

function stoppedPart(reading: PixelReading, previous: PixelMemo | undefined, settings: HealthSettings, nowMs: number) {
	const due = nowMs - reading.todayStartMs >= SETTLE_MS && previous?.y !== reading.today;
	if (!due) return { y: previous?.y ?? '', s: previous?.s ?? [], changes: [] as Change[] };
	const stopped = stoppedTypes(reading, settings);
	const before = new Set(previous?.s ?? []);
	const typeKey = (type: string) => idHash(`type|${type}`);
	const changes: Change[] =
		previous === undefined
			? []
			: stopped
					.filter((t) => !before.has(typeKey(t.type)))
					.map((t) => ({
						kind: 'eventTypeStopped' as const,
						pixelId: reading.pixelId,
						figures: {
							event_type: t.type,
							date: shiftDate(reading.today, -1),
							events_that_day: t.yesterday,
							daily_mean_7_days_before: round1(t.mean),
							share_of_mean_percent: t.mean > 0 ? round1((t.yesterday / t.mean) * 100) : null,
							stopped_below_percent: round1(settings.stoppedShare * 100),
						},
					}));
	return { y: reading.today, s: stopped.map((t) => typeKey(t.type)).slice(0, MAX_STOPPED_KEPT), changes };
}

function qualityPart(reading: PixelReading, previous: PixelMemo | undefined): { k: string; r: string; changes: Change[] } {
	if (reading.quality === undefined) return { k: previous?.k ?? '', r: previous?.r ?? '', changes: [] };
	const ranks = records(previous?.k ?? '', 9);
	const seenHigh = hashes(previous?.r ?? '');
	const changes: Change[] = [];
	let k = '';
	let r = '';
	for (const entry of reading.quality) {
		const key = qualityKey(entry);
		const rank = entry.rank === undefined ? '-' : String(Math.max(0, Math.min(9, entry.rank)));
		const was = ranks.get(key);
		const worse = was !== undefined && was !== '-' && rank !== '-' && Number(rank) < Number(was);
		const fresh = entry.high.filter((h) => !seenHigh.has(idHash(`${key}|${h.code}`)));
		if (previous !== undefined && (worse || fresh.length > 0)) {
			changes.push({
				kind: 'qualityDropped',
				pixelId: reading.pixelId,
				figures: {
					event_type: entry.eventType,
					event_source: entry.source,
					score: entry.score ?? null,
					score_got_worse: worse,
					new_high_priority_recommendations: fresh.map((h) => ({ code: h.code, priority: h.priority ?? null, title: h.title ?? null })),
				},
			});
		}
		if (k.length < MAX_QUALITY_KEPT * 9) k += key + rank;
		for (const h of entry.high) if (r.length < MAX_HIGH_KEPT * 8) r += idHash(`${key}|${h.code}`);
	}
	return { k, r, changes };
}

function eligibilityPart(reading: PixelReading, previous: PixelMemo | undefined): { e: string; changes: Change[] } {
	if (reading.eligibility === undefined) return { e: previous?.e ?? '', changes: [] };
	const was = records(previous?.e ?? '', 9);
	const changes: Change[] = [];
	let e = '';
	for (const entry of reading.eligibility) {
		const key = eligibilityKey(entry.goal, entry.window);
		const letter = STATUS_LETTER[entry.status.toUpperCase()] ?? '?';
		const before = was.get(key);
		if (previous !== undefined && letter === 'I' && (before === 'E' || before === 'W')) {
			changes.push({
				kind: 'eligibilityLost',
				pixelId: reading.pixelId,
				goal: { goal: entry.goal, window: entry.window },
				figures: {
					optimization_goal: entry.goal,
					conversion_window: entry.window,
					eligibility_status: entry.status,
					previous_eligibility_status: before === 'E' ? 'ELIGIBLE' : 'ELIGIBLE_WARNING',
					ineligible_reasons: entry.reasons,
				},
			});
		}
		if (e.length < MAX_ELIGIBILITY_KEPT * 9) e += key + letter;
	}
	// A goal not checked this time (no live squad uses it now) keeps its last status.
	for (const [key, letter] of was) if (!e.includes(key) && e.length < MAX_ELIGIBILITY_KEPT * 9) e += key + letter;
	return { e, changes };
}

/**
 * One pixel's poll: the new memo and the changes to tell. `previous` undefined: the baseline, which
 * remembers and tells nothing. Changes of what is not watched are judged (the memo stays right) but
 * not told.
 */
export function judgePixel(reading: PixelReading, previous: PixelMemo | undefined, settings: HealthSettings, nowMs: number): { memo: PixelMemo; changes: Change[] } {
	const quiet = quietPart(reading, previous, settings, nowMs);
	const stopped = stoppedPart(reading, previous, settings, nowMs);
	const quality = qualityPart(reading, previous);
	const eligibility = eligibilityPart(reading, previous);
	const changes: Change[] = [];
	if (quiet.change !== undefined && settings.watch.has('quiet')) changes.push({ kind: quiet.change, pixelId: reading.pixelId, figures: quiet.figures });
	if (settings.watch.has('eventTypeStopped')) changes.push(...stopped.changes);
	if (settings.watch.has('qualityDropped')) changes.push(...quality.changes);
	if (settings.watch.has('eligibilityLost')) changes.push(...eligibility.changes);
	return { memo: { ...quiet.memo, y: stopped.y, s: stopped.s, k: quality.k, r: quality.r, e: eligibility.e }, changes };
}

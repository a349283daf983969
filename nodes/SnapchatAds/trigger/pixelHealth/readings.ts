/**
 * What Pixel Health Changed reads of Snapchat, through the Pixel resource's reads (api/pixel), put in
 * the judging's terms (judge.ts). Every poll: each pixel's events per day on its domains (one request
 * per domain, 9 days: today, yesterday and the 7 before, in the ad account's days) and, when watched,
 * its event quality (one request). At the hourly refresh: the ad account (time zone), the pixels,
 * each pixel's domains, and, when eligibility is watched, the ad account's ad squads (one list walk)
 * and each used pixel's eligibility (one request, every goal and window).
 */
import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { toNodeError } from '../../../shared/items/errors';
import { readDomainStats } from '../../api/pixel/domainStats';
import { isPixelGoal, readPixelEligibility, eligibilityNotOffered } from '../../api/pixel/eligibility';
import { readEventQuality, type EventQuality } from '../../api/pixel/eventQuality';
import { readEventStats } from '../../api/pixel/eventStats';
import { getPixel, listPixels, pixelSummary, type PixelSummary } from '../../api/pixel/pixels';
import { isHighPriority, scoreRank } from '../../api/pixel/qualityWords';
import { CONVERSION_WINDOWS, DEFAULT_CONVERSION_WINDOW } from '../../api/conversionWindows';
import { AD_ACCOUNT, AD_SQUAD, childrenPath } from '../../api';
import { addDays, formatDate, formatInZone, localDateOf, startOfLocalDay } from '../../time/localCalendar';
import { adAccountSubject, listEvery, text, type SourceContext } from '../source';
import type { DayCount, EligibilityEntry, PixelReading, QualityEntry } from './judge';
import { keptDomains, MAX_PIXELS, pairHash } from './memory';

/** A live ad squad that optimises on a pixel goal. */
export interface PixelSquad {
	id: string;
	name: string | null;
	campaign_id: string | null;
	pixel_id: string;
	optimization_goal: string;
	conversion_window: string;
}

const DAYS_BEFORE_TODAY = 8;

/** The ad account's time zone (its days cut every count); none given is a failed poll. */
export async function accountZone(source: SourceContext): Promise<string> {
	const { timezone } = await source.lookups.account();
	if (timezone === undefined) {
		throw new NodeOperationError(source.ctx.getNode(), `Snapchat did not give the time zone of ad account ${source.adAccountId}, so its days cannot be cut`, {
			description: 'Try again later; if it keeps happening, contact Snap support.',
		});
	}
	return timezone;
}

/** The pixels to watch: the one picked (checked to be the ad account's), or the ad account's first MAX_PIXELS. */
export async function readPixels(source: SourceContext, pixelId: string | undefined): Promise<PixelSummary[]> {
	if (pixelId === undefined) {
		const pixels = (await listPixels(source.client, source.adAccountId)).map((p) => pixelSummary(p)).filter((p) => p.id !== '');
		if (pixels.length > MAX_PIXELS) source.ctx.logger.warn(`Snapchat Ads Trigger: ad account ${source.adAccountId} has ${pixels.length} pixels; the first ${MAX_PIXELS} are watched`);
		return pixels.slice(0, MAX_PIXELS);
	}
	const pixel = pixelSummary(await getPixel(source.client, pixelId));
	if (pixel.adAccountId !== undefined && pixel.adAccountId !== source.adAccountId.toLowerCase()) {
		throw new NodeOperationError(source.ctx.getNode(), `Pixel ${pixelId} belongs to another ad account than ${source.adAccountId}`, {
			description: 'Pick the pixel from the list of the chosen ad account (Pixel Name or ID), or choose the ad account the pixel belongs to.',
		});
	}
	return [{ ...pixel, id: pixel.id || pixelId }];
}

/** The domains of a pixel with most events first, as many as the memory keeps. */
export async function readDomains(source: SourceContext, pixelId: string): Promise<string[]> {
	const stats = await readDomainStats(source.client, pixelId);
	return keptDomains(stats.domains.filter((d) => d.totalEvents > 0).map((d) => d.domain));
}

/** Today, yesterday and the 7 days before, summed over the domains (one request per domain). */
export async function readDays(source: SourceContext, pixelId: string, domains: readonly string[], zone: string): Promise<Pick<PixelReading, 'today' | 'todayStartMs' | 'days'>> {
	const today = localDateOf(source.nowMs, zone);
	const todayStartMs = startOfLocalDay(today, zone);
	const start = formatInZone(startOfLocalDay(addDays(today, -DAYS_BEFORE_TODAY), zone), zone);
	const end = formatInZone(startOfLocalDay(addDays(today, 1), zone), zone);
	const byDate = new Map<string, DayCount>();
	for (const domain of domains) {
		const stats = await readEventStats(source.client, { pixelId, domain, start, end });
		for (const day of stats.days) {
			// Snap writes a day's start with the account zone's offset: its first 10 characters are the local date.
			const date = day.start.slice(0, 10);
			const sum = byDate.get(date) ?? { date, startMs: Date.parse(day.start), total: 0, types: {} };
			sum.total += day.totalEvents;
			for (const [type, n] of Object.entries(day.eventTypes)) sum.types[type] = (sum.types[type] ?? 0) + n;
			byDate.set(date, sum);
		}
	}
	return { today: formatDate(today), todayStartMs, days: [...byDate.values()] };
}

/**
 * Snap's quality snapshot per event type and source: the worst score of its recommendations (none:
 * nothing to fix, the best), and its P0/P1 recommendations. Not available (403/404): undefined.
 */
export function qualityEntries(quality: EventQuality): QualityEntry[] | undefined {
	if (!quality.available) return undefined;
	return quality.entries.map((entry) => {
		const ranked = entry.recommendations.map((r) => ({ r, rank: scoreRank(r.score) })).filter((x) => x.rank !== undefined);
		const worst = ranked.sort((a, b) => (a.rank as number) - (b.rank as number))[0];
		return {
			eventType: entry.eventType,
			source: entry.eventSource ?? entry.sourceKind,
			score: worst?.r.score,
			rank: entry.recommendations.length === 0 ? 9 : worst?.rank,
			high: entry.recommendations.filter((r) => isHighPriority(r.priority) && r.code !== undefined).map((r) => ({ code: r.code as string, priority: r.priority, title: r.title })),
		};
	});
}

export async function readQuality(source: SourceContext, pixelId: string): Promise<QualityEntry[] | undefined> {
	return qualityEntries(await readEventQuality(source.client, pixelId));
}

/** The ad account's live ad squads that optimise on a pixel goal (one list walk). */
export async function readPixelSquads(source: SourceContext): Promise<PixelSquad[]> {
	const squads = await listEvery(source, childrenPath(AD_ACCOUNT, source.adAccountId, AD_SQUAD), AD_SQUAD, adAccountSubject(source.adAccountId));
	return squads.flatMap((s): PixelSquad[] => {
		const pixel = text(s.pixel_id);
		const goal = text(s.optimization_goal);
		if (s.status !== 'ACTIVE' || pixel === null || goal === null || !isPixelGoal(goal)) return [];
		return [{ id: s.id, name: text(s.name), campaign_id: text(s.campaign_id), pixel_id: pixel.toLowerCase(), optimization_goal: goal, conversion_window: text(s.conversion_window) ?? DEFAULT_CONVERSION_WINDOW }];
	});
}

/**
 * The eligibility of the goals and windows the pixel's live squads use, kept as hashes (memory.ts
 * keptPairs; one request for every row); none used: no request. Snap not offering the check
 * (400/403/404): undefined, the memo is kept. A row for every window (none given) is matched against
 * the known windows: assumed to cover what squads use (an unknown window there is not judged).
 */
export async function readEligibility(source: SourceContext, pixelId: string, usedHashes: string): Promise<EligibilityEntry[] | undefined> {
	if (usedHashes === '') return [];
	let rows;
	try {
		rows = (await readPixelEligibility(source.ctx, source.client, { pixelId, adAccountId: source.adAccountId })).eligibilities;
	} catch (error) {
		if (eligibilityNotOffered(error)) return undefined;
		throw toNodeError(source.ctx.getNode(), error);
	}
	const windows = CONVERSION_WINDOWS.map((w) => w.value);
	const entries = new Map<string, EligibilityEntry>();
	for (const row of rows) {
		for (const window of row.conversion_window === '' ? windows : [row.conversion_window]) {
			const hash = pairHash(row.optimization_goal, window);
			if (!usedHashes.includes(hash) || entries.has(hash)) continue;
			entries.set(hash, { goal: row.optimization_goal, window, status: row.status, reasons: row.reasons.map((r) => r.words) });
		}
	}
	return [...entries.values()];
}

/** The squads an item names: the pixel's live pixel-goal squads (of one goal and window for eligibility). */
export function squadsOf(squads: readonly PixelSquad[], pixelId: string, goal?: { goal: string; window: string }): IDataObject[] {
	return squads
		.filter((s) => s.pixel_id === pixelId && (goal === undefined || (s.optimization_goal === goal.goal && s.conversion_window === goal.window)))
		.map((s) => ({ ...s }));
}

/**
 * Pixel Health Changed (issue 48, 6): a Snap Pixel of the ad account (one picked, or each, up to 10)
 * went quiet or came back, an event type stopped, its event quality dropped, or it lost eligibility
 * for a goal live ad squads use. Judging: pixelHealth/judge.ts; reads: pixelHealth/readings.ts;
 * what is remembered: pixelHealth/memory.ts.
 *
 * Costs: a poll reads each pixel's events per day on its domains (one request per domain) and, when
 * watched, its event quality (one request): one pixel on one domain is 2 requests, 5 such pixels 10.
 * The hourly refresh (the ad account's time zone, the pixels, each pixel's domains, the ad squads and
 * each used pixel's eligibility) adds at most one request to a poll (pixelHealth/refresh.ts): 3 and 11.
 * The first poll reads the ad account, the pixels and their domains at once. A poll that tells
 * something also reads the pixels' names and the ad squads (once each).
 */
import type { IDataObject } from 'n8n-workflow';

import { judgePixel, type Change } from './pixelHealth/judge';
import { changeItem } from './pixelHealth/items';
import { buildMemory, memoOf, readMemory, type PixelHealthMemory, type StoredPixel } from './pixelHealth/memory';
import { readDays, readPixels, readPixelSquads, readQuality, squadsOf } from './pixelHealth/readings';
import { baselineRefresh, refreshStep } from './pixelHealth/refresh';
import type { PixelHealthOptions } from './pixelHealth/settings';
import { detectedAt, zoneAndDetectedAt, type EventSource, type SourceContext } from './source';

export { REFRESH_MS } from './pixelHealth/refresh';

export function pixelHealthSource(source: SourceContext, opts: PixelHealthOptions): EventSource<PixelHealthMemory> {
	const { settings } = opts;
	const minutes = Math.floor(source.nowMs / 60_000);
	const eligibilityWatched = settings.watch.has('eligibilityLost');

	return {
		key: opts.key,
		async poll(previous) {
			const memory = readMemory(previous);
			const fresh =
				memory === undefined
					? await baselineRefresh(source, opts.pixelId, eligibilityWatched, minutes)
					: await refreshStep(source, memory, opts.pixelId, eligibilityWatched, minutes);
			const { zone } = fresh;
			let { pixels, squads } = fresh;
			// A pixel is watched once its domains are known (a newly listed one from its domains' step on).
			const watched = fresh.listed.flatMap((id) => {
				const kept = memoOf(memory, id);
				const domains = fresh.domains.get(id) ?? kept?.d;
				return domains === undefined ? [] : [{ id, domains, pairs: fresh.pairs?.get(id) ?? (fresh.pairs ? '' : kept?.u ?? '') }];
			});

			const stored: StoredPixel[] = [];
			const changes: Change[] = [];
			for (const pixel of watched) {
				const days = await readDays(source, pixel.id, pixel.domains, zone);
				const quality = settings.watch.has('qualityDropped') ? await readQuality(source, pixel.id) : undefined;
				const eligibility = fresh.eligibility.get(pixel.id);
				const judged = judgePixel({ pixelId: pixel.id, ...days, quality, eligibility }, memoOf(memory, pixel.id), settings, source.nowMs);
				stored.push({ ...judged.memo, i: pixel.id, d: pixel.domains, u: pixel.pairs });
				changes.push(...judged.changes);
			}
			const state = buildMemory(zone, { h: fresh.h, c: fresh.c, l: fresh.listed }, stored);
			if (changes.length === 0) return { state, events: [] };

			// Something to tell: the pixels' names and the squads they touch, read once each.
			pixels ??= await readPixels(source, opts.pixelId);
			squads ??= await readPixelSquads(source);
			const when = detectedAt(source, zone);
			const events = changes.map((change) =>
				changeItem(change, {
					adAccountId: source.adAccountId,
					pixel: pixels?.find((p) => p.id === change.pixelId),
					squads: squadsOf(squads ?? [], change.pixelId, change.goal),
					when,
					zone,
				}),
			);
			return { state, events };
		},
		// A change is only known by comparing two polls: there is no past one to show.
		example: async () => undefined,
		noExample: {
			message: 'A pixel health change is only seen by comparing one check with the next, so there is no past change to show',
			description: 'The trigger still works: once the workflow is published (n8n 1.x: active), its first check records how each pixel is doing, and later checks start the workflow once per change.',
		},
		async sample() {
			const pixelId = opts.pixelId ?? '00000000-0000-4000-8000-000000000001';
			const { time_zone: accountZone, ...when } = await zoneAndDetectedAt(source);
			const zone = typeof accountZone === 'string' ? accountZone : 'UTC';
			const squads: IDataObject[] = [
				{ id: '00000000-0000-4000-8000-000000000002', name: 'Sample ad squad', campaign_id: '00000000-0000-4000-8000-000000000003', pixel_id: pixelId, optimization_goal: 'PIXEL_PURCHASE', conversion_window: 'SWIPE_28DAY_VIEW_1DAY' },
			];
			const figures = { quiet_after_hours: settings.quietHours, hours_without_new_events: settings.quietHours + 0.5, last_growth_seen_at: new Date(source.nowMs - (settings.quietHours + 0.5) * 3_600_000).toISOString(), events_today: 120, events_yesterday: 2400 };
			return changeItem({ kind: 'wentQuiet', pixelId, figures }, { adAccountId: source.adAccountId, pixel: { name: 'Sample pixel', status: 'ACTIVE' }, squads, when, zone });
		},
	};
}

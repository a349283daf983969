/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Pixel routes and their test controls (pixels.ts, pixelsStore.ts): the list and one pixel in the
 * fields of Snap's recorded answer, domain stats over the 7 days to the last whole hour, event
 * stats per local day with the DAY rules, event quality, and a pixel gone quiet, a domain stopped,
 * an event type stopped, a score dropped, each seen by every read alike.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, CAPI_TOKEN, PIXEL_LA, PIXEL_NEW_YORK, PIXEL_OTHER_CO, type Emulator } from './index';
import { call, useEmulatorWithUsers } from './testkit';

const NOW = Date.parse('2026-06-15T10:30:00Z');
let clock = NOW;
let em: Emulator;
let token: string;

useEmulatorWithUsers({ now: () => clock }, (started, user1) => {
	em = started;
	token = user1;
});
beforeEach(() => {
	clock = NOW;
	em.reset();
});

const get = async (path: string) => await call(em, 'GET', path, { token });
const stat = (r: { json: { timeseries_stats: Array<{ timeseries_stat: Record<string, unknown> }> } }) => r.json.timeseries_stats[0].timeseries_stat;
const days = (from: string, to: string, domain = 'shop.acme.example') =>
	`/v1/pixels/${PIXEL_LA}/stats?domain=${domain}&granularity=DAY&start_time=${encodeURIComponent(from)}&end_time=${encodeURIComponent(to)}`;

describe('pixels', () => {
	it("lists an account's pixels and reads one, with the fields of Snap's recorded answer", async () => {
		const sample = (JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'snap-responses', 'yassineazimani-SnapAds4J', 'getSpecificPixel.json'), 'utf8')) as { pixels: Array<{ pixel: Record<string, unknown> }> }).pixels[0].pixel;
		const listed = await get(`/v1/adaccounts/${AD_ACCOUNT_LA}/pixels`);
		expect(listed.json.pixels.map((p: { pixel: { id: string } }) => p.pixel.id)).toEqual([PIXEL_LA]);
		const one = await get(`/v1/pixels/${PIXEL_LA}`);
		expect(Object.keys(one.json.pixels[0].pixel).sort()).toEqual(Object.keys(sample).sort());
		expect((await get(`/v1/adaccounts/${AD_ACCOUNT_BERLIN}/pixels`)).json.pixels).toEqual([]);
		expect((await get(`/v1/pixels/${PIXEL_OTHER_CO}`)).status).toBe(403);
		expect((await get('/v1/pixels/00000000-0000-4000-8000-000000000000')).status).toBe(404);
		expect((await get('/v1/pixels/not-a-uuid')).status).toBe(400);
	});

	it('domain stats: the 7 days to the last whole hour, in the account offset; a stopped domain falls, a quiet pixel lists none', async () => {
		const r = stat(await get(`/v1/pixels/${PIXEL_LA}/domains/stats`));
		expect(r).toMatchObject({ id: PIXEL_LA, type: 'PIXEL', start_time: '2026-06-08T03:00:00-07:00', end_time: '2026-06-15T03:00:00-07:00' });
		// 7 days of 2,400 + 480 + 96 + 48 a day, and of 1,200 + 24.
		expect(r.domains).toEqual([
			{ domain_name: 'shop.acme.example', total_events: 7 * 3024 },
			{ domain_name: 'www.acme.example', total_events: 7 * 1224 },
		]);
		em.pixels.stopDomain(PIXEL_LA, 'www.acme.example', { at: NOW - 36 * 3_600_000 });
		const stopped = stat(await get(`/v1/pixels/${PIXEL_LA}/domains/stats`)).domains as Array<{ total_events: number }>;
		expect(stopped[1].total_events).toBeLessThan(7 * 1224);
		em.pixels.goQuiet(PIXEL_LA, { at: NOW - 8 * 86_400_000 });
		expect(stat(await get(`/v1/pixels/${PIXEL_LA}/domains/stats`)).domains).toEqual([]);
	});

	it('event stats: one entry per local day with the breakdowns; a type with no fires is absent; the DAY rules hold', async () => {
		em.pixels.stopEventType(PIXEL_LA, 'PURCHASE', { at: Date.parse('2026-06-13T07:00:00Z') });
		const r = stat(await get(days('2026-06-12T00:00:00-07:00', '2026-06-14T00:00:00-07:00')));
		const series = r.timeseries as Array<Record<string, Record<string, number>>>;
		expect(series).toHaveLength(2);
		expect(series[0]).toMatchObject({ start_time: '2026-06-12T00:00:00-07:00', total_events: 3024, event_type_breakdown: { PAGE_VIEW: 2400, VIEW_CONTENT: 480, ADD_CART: 96, PURCHASE: 48 } });
		expect(series[1].event_type_breakdown).toEqual({ PAGE_VIEW: 2400, VIEW_CONTENT: 480, ADD_CART: 96 });
		expect(series[0].os_type_breakdown).toEqual(expect.objectContaining({ IOS: expect.any(Number) }));
		em.pixels.setEventStatsNesting('stats');
		const nested = stat(await get(days('2026-06-12T00:00:00-07:00', '2026-06-13T00:00:00-07:00'))).timeseries as Array<Record<string, unknown>>;
		expect(nested[0]).toMatchObject({ stats: { event_type_breakdown: expect.any(Object) } });
		expect((await get(days('2026-06-12T00:00:00Z', '2026-06-13T00:00:00Z'))).json.debug_message).toMatch(/start of day/);
		expect((await get(days('2026-05-01T00:00:00-07:00', '2026-06-13T00:00:00-07:00'))).json.debug_message).toMatch(/more than 32 days/);
		expect((await get(`/v1/pixels/${PIXEL_LA}/stats?granularity=DAY`)).status).toBe(400);
	});

	it('event quality: per event type and source; a score drops on demand; 403 / 404 on demand', async () => {
		const before = (await get(`/v1/pixels/${PIXEL_LA}/event_quality_scores`)).json.event_quality_scores;
		expect(before[0].event_quality_score).toMatchObject({ event_type: 'PURCHASE', event_source: 'API', recommendations: [{ priority: 'P1', score: 'FAIR' }] });
		em.pixels.dropScore(PIXEL_LA, { eventType: 'PURCHASE', eventSource: 'API', score: 'BAD', add: { recommendation_code: 'NEW_ONE', priority: 'P0', score: 'BAD', title: 't', description: 'd' } });
		const after = (await get(`/v1/pixels/${PIXEL_LA}/event_quality_scores?locale=en-US`)).json.event_quality_scores;
		expect(after[0].event_quality_score.recommendations.map((x: { score: string }) => x.score)).toEqual(['BAD', 'BAD']);
		em.pixels.setQualityUnavailable(PIXEL_LA, 403);
		expect((await get(`/v1/pixels/${PIXEL_LA}/event_quality_scores`)).status).toBe(403);
	});

	it("the Conversions API test stats have Snap's documented shape; a quiet pixel's live count falls to 0 and its latest event stays", async () => {
		const path = `/v3/${PIXEL_NEW_YORK}/events/validate/stats?access_token=${CAPI_TOKEN}`;
		const live = (await call(em, 'GET', path)).json;
		expect(live).toEqual({ status: 'SUCCESS', reason: '', stats: { test: { event_count_past_hour: 0, latest_event_ts: 0 }, live: { event_count_past_hour: 10, latest_event_ts: Math.floor(NOW / 1000) } } });
		em.pixels.goQuiet(PIXEL_NEW_YORK, { at: NOW - 2 * 3_600_000 });
		em.pixels.setLatestTsUnit('ms');
		const quiet = (await call(em, 'GET', path)).json.stats.live;
		expect(quiet).toEqual({ event_count_past_hour: 0, latest_event_ts: NOW - 2 * 3_600_000 - 1 });
		em.pixels.resume(PIXEL_NEW_YORK, { at: NOW - 30 * 60_000 });
		expect((await call(em, 'GET', path)).json.stats.live.event_count_past_hour).toBe(5);
	});
});

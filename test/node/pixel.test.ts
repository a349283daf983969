/**
 * The Pixel resource (issue 48, points 1–4 and 10) through n8n-core's engine against the emulator:
 * Get Many / Get with the Ads Manager link and the snippet only when asked, Get Domain Stats with
 * Snap's window said, Get Event Stats per domain and local day (one request per domain), Get Event
 * Quality in words, the Pixel list, and every refusal (a pixel of another ad account, a range past
 * Snap's 32 days, a domain or locale that is not one) with nothing sent.
 */
import { AD_ACCOUNT_LA, AD_ACCOUNT_NEW_YORK, PIXEL_LA, PIXEL_NEW_YORK } from '../emulator';
import { MISSING_ID, rl } from './params';
import { json, useRig } from './setup';

const rig = useRig();
const params = (operation: string, over: Record<string, unknown> = {}) => ({ resource: 'pixel', operation, adAccountId: rl(AD_ACCOUNT_LA), pixelId: rl(PIXEL_LA), ...over });
const paths = () => rig.apiCalls().map((c) => c.path.split('?')[0]);
const DAY = 86_400_000;

describe('Pixel → Get Many / Get', () => {
	it('lists the pixels of an ad account with status, usable and the Ads Manager link; the snippet only when asked', async () => {
		const plain = json((await rig.run(params('getAll', { returnAll: true }))).items);
		expect(plain).toEqual([
			expect.objectContaining({ id: PIXEL_LA, name: 'Acme US pixel', status: 'ACTIVE', effective_status: 'ACTIVE', usable: true, created_at: expect.any(String), ads_manager_url: `https://ads.snapchat.com/${AD_ACCOUNT_LA}/events` }),
		]);
		expect(plain[0]).not.toHaveProperty('pixel_javascript');
		const withSnippet = json((await rig.run(params('getAll', { returnAll: true, includeSnippet: true }))).items);
		expect(withSnippet[0].pixel_javascript).toMatch(/snaptr\('init', '6abc82ca/);
	});

	it('gets one pixel by ID, with or without the ad account; says when it is not found', async () => {
		rig.emulator.pixels.setStatus(PIXEL_LA, 'ACTIVE', 'PAUSED');
		const got = json((await rig.run(params('get', { adAccountId: rl('', 'list') }))).items);
		expect(got).toEqual([expect.objectContaining({ id: PIXEL_LA, effective_status: 'PAUSED', usable: false })]);
		const missing = await rig.run(params('get', { pixelId: rl(MISSING_ID) }));
		expect(missing.error?.message).toMatch(new RegExp(`Pixel ${MISSING_ID} was not found`));
	});

	it('refuses a pixel of another ad account, naming the item and the Pixel field', async () => {
		const result = await rig.run(params('get', { pixelId: rl(PIXEL_NEW_YORK) }));
		expect(result.error?.message).toMatch(new RegExp(`Pixel in item 0: Pixel ${PIXEL_NEW_YORK} is not a pixel of ad account ${AD_ACCOUNT_LA}`));
	});

	it('refuses a pixel ID that is not a UUID before any request', async () => {
		const result = await rig.run(params('getDomainStats', { pixelId: rl('={{ "../adaccounts" }}') }));
		expect(result.error?.message).toMatch(/Pixel/);
		expect(rig.apiCalls()).toEqual([]);
	});

	it("the Pixel list shows the chosen ad account's pixels with their status", async () => {
		const listed = await rig.listSearch('searchPixels', { parameters: { resource: 'pixel', operation: 'getDomainStats', adAccountId: rl(AD_ACCOUNT_NEW_YORK) } });
		expect(listed.results).toEqual([{ name: 'Acme East web pixel · Active', value: PIXEL_NEW_YORK, description: 'Active' }]);
	});
});

describe('Pixel → Get Domain Stats', () => {
	it("lists the domains that fired and their events, with Snap's window in words; one item even when none fired", async () => {
		const [item] = json((await rig.run(params('getDomainStats'))).items);
		expect(item).toMatchObject({
			pixel_id: PIXEL_LA,
			pixel_name: 'Acme US pixel',
			domain_count: 2,
			domains: [
				{ domain: 'shop.acme.example', total_events: 7 * 3024 },
				{ domain: 'www.acme.example', total_events: 7 * 1224 },
			],
			total_events: 7 * 4248,
		});
		expect(item.window).toMatch(/^Snap's rolling window: 7 days from \S+-0[78]:00 to \S+ \(Snap chooses it/);
		expect(paths()).toEqual([`/v1/adaccounts/${AD_ACCOUNT_LA}/pixels`, `/v1/pixels/${PIXEL_LA}/domains/stats`]);
		rig.emulator.pixels.goQuiet(PIXEL_LA, { at: Date.now() - 8 * DAY });
		const [quiet] = json((await rig.run(params('getDomainStats'))).items);
		expect(quiet).toMatchObject({ domain_count: 0, domains: [], total_events: 0 });
	});

	it('refuses a pixel of another ad account and never asks for its stats', async () => {
		const result = await rig.run(params('getDomainStats', { pixelId: rl(PIXEL_NEW_YORK) }));
		expect(result.error?.message).toMatch(/Pixel in item 0: Pixel .* is not a pixel of ad account/);
		expect(paths()).toEqual([`/v1/adaccounts/${AD_ACCOUNT_LA}/pixels`]);
	});
});

describe('Pixel → Get Event Stats', () => {
	it("one item per domain and local day, events by type, OS and browser; one request per domain, midnights in the account's zone", async () => {
		const result = await rig.run(params('getEventStats', { dateRange: 'last7Days' }));
		expect(result.error).toBeUndefined();
		const items = json(result.items);
		expect(items).toHaveLength(14);
		expect(items[0]).toMatchObject({
			pixel_id: PIXEL_LA,
			domain: 'shop.acme.example',
			timezone: 'America/Los_Angeles',
			total_events: 3024,
			events_by_type: { PAGE_VIEW: 2400, VIEW_CONTENT: 480, ADD_CART: 96, PURCHASE: 48 },
			operating_systems: expect.objectContaining({ IOS: expect.any(Number) }),
			browsers: expect.objectContaining({ SAFARI: expect.any(Number) }),
		});
		expect(items[0].start_time).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00-0[78]:00$/);
		expect(items[0].date).toBe(String(items[0].start_time).slice(0, 10));
		const stats = rig.apiCalls().filter((c) => c.path.startsWith(`/v1/pixels/${PIXEL_LA}/stats`));
		expect(stats.map((c) => c.query.domain)).toEqual(['shop.acme.example', 'www.acme.example']);
		expect(stats[0].query).toMatchObject({ granularity: 'DAY', start_time: items[0].start_time, end_time: items[6].end_time });
	});

	it('reads only the given domains, without the domain stats; a stopped event type is absent, not 0; both answer forms', async () => {
		rig.emulator.pixels.stopEventType(PIXEL_LA, 'PURCHASE', { at: Date.now() - 10 * DAY });
		rig.emulator.pixels.setEventStatsNesting('stats');
		const items = json((await rig.run(params('getEventStats', { dateRange: 'last7Days', domains: 'SHOP.acme.example' }))).items);
		expect(items).toHaveLength(7);
		for (const item of items) expect(item.events_by_type).toEqual({ PAGE_VIEW: 2400, VIEW_CONTENT: 480, ADD_CART: 96 });
		expect(paths().filter((p) => p.endsWith('/domains/stats'))).toEqual([]);
	});

	it('says so when no domain fired the pixel', async () => {
		rig.emulator.pixels.goQuiet(PIXEL_LA, { at: Date.now() - 9 * DAY });
		const items = json((await rig.run(params('getEventStats', { dateRange: 'yesterday' }))).items);
		expect(items).toEqual([expect.objectContaining({ domain: null, total_events: 0, note: expect.stringMatching(/No domain fired the pixel/) })]);
	});

	it("refuses a range past Snap's 32 days, a domain that is not one, and a pixel of another account, with nothing sent", async () => {
		const long = await rig.run(params('getEventStats', { dateRange: 'custom', startDate: '2026-01-01', endDate: '2026-02-15' }));
		expect(long.error?.message).toMatch(/End Date in item 0: The range 2026-01-01 to 2026-02-15 spans 46 days, more than the 32/);
		const reversed = await rig.run(params('getEventStats', { dateRange: 'custom', startDate: '2026-02-15', endDate: '2026-02-01' }));
		expect(reversed.error?.message).toMatch(/End Date in item 0/);
		const badDomain = await rig.run(params('getEventStats', { domains: 'https://shop.acme.example/cart' }));
		expect(badDomain.error?.message).toMatch(/Domains in item 0: .*is not a domain name/);
		expect(rig.apiCalls()).toEqual([]);
		const foreign = await rig.run(params('getEventStats', { pixelId: rl(PIXEL_NEW_YORK) }));
		expect(foreign.error?.message).toMatch(/Pixel in item 0/);
		expect(paths()).toEqual([`/v1/adaccounts/${AD_ACCOUNT_LA}/pixels`]);
	});
});

describe('Pixel → Get Event Quality', () => {
	it('one item per event type and source, in words, highest priority first; a dropped score reads poor', async () => {
		const items = json((await rig.run(params('getEventQuality'))).items);
		expect(items.map((i) => [i.event_type, i.source])).toEqual([
			['PURCHASE', 'Conversions API'],
			['PURCHASE', 'Snap Pixel'],
			['PAGE_VIEW', 'Snap Pixel'],
		]);
		expect(items[0]).toMatchObject({ source_kind: 'conversionsApi', highest_priority: 'P1', highest_priority_words: 'high', recommendations: [expect.objectContaining({ score: 'FAIR', score_words: 'fair', code: 'PII_COVERAGE_CAPI' })] });
		expect(items[2]).toMatchObject({ recommendation_count: 0, highest_priority_words: 'no recommendations' });
		rig.emulator.pixels.dropScore(PIXEL_LA, { eventType: 'PURCHASE', eventSource: 'API', add: { recommendation_code: 'MATCH_KEYS', priority: 'P0', score: 'BAD', title: 'Add match keys', description: 'd' } });
		const [dropped] = json((await rig.run(params('getEventQuality', { locale: 'de-DE' }))).items);
		expect(dropped).toMatchObject({ highest_priority: 'P0', highest_priority_words: 'critical: fix first' });
		expect((dropped.recommendations as Array<{ score_words: string }>).map((r) => r.score_words)).toEqual(['poor', 'poor']);
		expect(rig.apiCalls().slice(-1)[0].query).toEqual({ locale: 'de-DE' });
	});

	it("says so when Snap does not show the scores (403), instead of failing", async () => {
		rig.emulator.pixels.setQualityUnavailable(PIXEL_LA, 403);
		const items = json((await rig.run(params('getEventQuality'))).items);
		expect(items).toEqual([{ pixel_id: PIXEL_LA, available: false, reason: expect.stringMatching(/approved partners/) }]);
	});

	it('refuses a language that is not a locale before any request', async () => {
		const result = await rig.run(params('getEventQuality', { locale: 'german' }));
		expect(result.error?.message).toMatch(/Language of Recommendations in item 0/);
		expect(rig.apiCalls()).toEqual([]);
	});
});

/**
 * Issue 47, point 2: a list that stops at its Limit says so. Get Many takes a Page Cursor (the
 * `next_cursor` an earlier answer gave), says on its last item whether more exist (`more`,
 * `next_cursor`) when Output is Compact or "Say Whether More Exist" is on, and Count Only answers
 * `{ count }` from the biggest pages Snap allows. Driven through n8n-core against the emulator,
 * which pages as Snap does (limit 50..1000, paging.next_link with a cursor).
 */
import { AD_ACCOUNT_LA, AD_ACCOUNT_LONDON } from '../emulator';
import { adsGetMany } from './adsParams';
import { rl, segmentParams } from './params';
import { json, useRig } from './setup';

const rig = useRig();

/** Makes the London account hold exactly `n` paused campaigns (plus whatever active ones it has). */
function pausedCampaigns(n: number): Set<string> {
	const already = rig.emulator.ads.campaigns(AD_ACCOUNT_LONDON).filter((c) => c.status === 'PAUSED');
	const ids = new Set(already.map((c) => c.id));
	for (let k = already.length; k < n; k++) ids.add(rig.emulator.ads.addCampaign(AD_ACCOUNT_LONDON, { name: `Paused ${k}`, status: 'PAUSED' }).id);
	return ids;
}

const listCalls = () => rig.apiCalls('GET').filter((c) => c.path === `/v1/adaccounts/${AD_ACCOUNT_LONDON}/campaigns`);

const pausedPage = (over: Record<string, unknown> = {}) =>
	adsGetMany('campaign', { adAccountId: rl(AD_ACCOUNT_LONDON), returnAll: false, limit: 100, statusFilter: 'paused', output: 'compact', ...over });

describe('Get Many says whether more exist and pages on with a cursor', () => {
	it('120 paused campaigns, Limit 100, Compact: 100 items, the last says more: true with a cursor; the cursor gets the last 20 with more: false', async () => {
		const paused = pausedCampaigns(120);
		const first = await rig.run(pausedPage());
		expect(first.error).toBeUndefined();
		const page1 = json(first.items);
		expect(page1).toHaveLength(100);
		const last = page1[99];
		expect(last.more).toBe(true);
		expect(typeof last.next_cursor).toBe('string');
		expect(page1.slice(0, 99).some((c) => 'more' in c || 'next_cursor' in c)).toBe(false);

		const second = await rig.run(pausedPage({ pageCursor: last.next_cursor }));
		expect(second.error).toBeUndefined();
		const page2 = json(second.items);
		expect(page2).toHaveLength(20);
		expect(page2[19].more).toBe(false);
		expect(page2[19]).not.toHaveProperty('next_cursor');
		const seen = [...page1, ...page2].map((c) => c.id as string);
		expect(new Set(seen).size).toBe(120);
		expect(new Set(seen)).toEqual(paused);
	});

	it('without a filter, from a page boundary: Limit 50 pages through 120 campaigns in 3 answers, in Snap order', async () => {
		for (let k = 0; k < 120; k++) rig.emulator.ads.addCampaign(AD_ACCOUNT_LONDON, { name: `C ${k}`, status: k % 2 ? 'PAUSED' : 'ACTIVE' });
		const all = rig.emulator.ads.campaigns(AD_ACCOUNT_LONDON).map((c) => c.id);
		const got: string[] = [];
		let cursor = '';
		for (let answer = 0; answer < 10; answer++) {
			const result = await rig.run(adsGetMany('campaign', { adAccountId: rl(AD_ACCOUNT_LONDON), returnAll: false, limit: 50, sayMore: true, pageCursor: cursor }));
			expect(result.error).toBeUndefined();
			const items = json(result.items);
			got.push(...items.map((c) => c.id as string));
			const tail = items[items.length - 1];
			if (!tail.more) break;
			cursor = tail.next_cursor as string;
		}
		expect(got).toEqual(all);
	});

	it('Full Item with the option off (the default): the items are as before, no paging keys', async () => {
		pausedCampaigns(120);
		const items = json((await rig.run(pausedPage({ output: 'full' }))).items);
		expect(items).toHaveLength(100);
		expect(items.some((c) => 'more' in c || 'next_cursor' in c)).toBe(false);
	});

	it('Full Item with "Say Whether More Exist" on: the last item says more and next_cursor', async () => {
		pausedCampaigns(120);
		const items = json((await rig.run(pausedPage({ output: 'full', sayMore: true }))).items);
		expect(items[99]).toMatchObject({ more: true, next_cursor: expect.any(String) });
	});

	it.each([
		['a URL', 'https://evil.example/v1/adaccounts/x/campaigns?cursor=abc'],
		['an API path', '/v1/me'],
		['path characters', '../../v1/me'],
		['a cursor not made by this node', 'abc'],
		['an empty JSON', Buffer.from('{}').toString('base64url')],
		['a host inside a well-formed token', Buffer.from(JSON.stringify({ v: 1, l: 'campaigns', c: 'https://evil.example/x', s: 0 })).toString('base64url')],
	])('a tampered cursor (%s) is refused naming the field, nothing sent', async (_what, cursor) => {
		pausedCampaigns(120);
		const result = await rig.run(pausedPage({ pageCursor: cursor }));
		expect(result.error?.message).toMatch(/Page Cursor/);
		expect(listCalls()).toHaveLength(0);
	});

	it("a cursor of another list (ad squads) is refused on the campaigns' list", async () => {
		for (let k = 0; k < 120; k++) rig.emulator.ads.addCampaign(AD_ACCOUNT_LONDON, { name: `C ${k}` });
		const campaigns = json((await rig.run(pausedPage({ statusFilter: 'any' }))).items);
		const cursor = campaigns[99].next_cursor;
		const result = await rig.run(adsGetMany('adSquad', { adAccountId: rl(AD_ACCOUNT_LA), returnAll: false, limit: 10, pageCursor: cursor }));
		expect(result.error?.message).toMatch(/Page Cursor/);
	});
});

describe('Count Only', () => {
	it('counts 300 campaigns in as few requests as the biggest page implies, answering { count } only', async () => {
		for (let k = 0; k < 300; k++) rig.emulator.ads.addCampaign(AD_ACCOUNT_LONDON, { name: `C ${k}`, status: k < 120 ? 'PAUSED' : 'ACTIVE' });
		const total = rig.emulator.ads.campaigns(AD_ACCOUNT_LONDON).length;
		const result = await rig.run(adsGetMany('campaign', { adAccountId: rl(AD_ACCOUNT_LONDON), countOnly: true, output: 'compact' }));
		expect(result.error).toBeUndefined();
		expect(json(result.items)).toEqual([{ count: total }]);
		expect(total).toBeGreaterThanOrEqual(300);
		expect(listCalls().length).toBeLessThanOrEqual(Math.ceil(total / 1000));
		expect(listCalls().every((c) => c.query?.limit === '1000')).toBe(true);

		const paused = rig.emulator.ads.campaigns(AD_ACCOUNT_LONDON).filter((c) => c.status === 'PAUSED').length;
		const counted = await rig.run(adsGetMany('campaign', { adAccountId: rl(AD_ACCOUNT_LONDON), countOnly: true, statusFilter: 'paused', returnAll: false, limit: 5 }));
		expect(json(counted.items)).toEqual([{ count: paused }]);
	});
});

describe('audience segments', () => {
	it('Compact pages with a cursor and says more', async () => {
		const existing = json((await rig.run(segmentParams('getAll', { adAccountId: rl(AD_ACCOUNT_LA), returnAll: true }))).items).length;
		for (let k = existing; k < 120; k++) rig.emulator.segments.seed({ name: `S ${k}`, source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA });
		const first = json((await rig.run(segmentParams('getAll', { adAccountId: rl(AD_ACCOUNT_LA), returnAll: false, limit: 100, output: 'compact' }))).items);
		expect(first).toHaveLength(100);
		expect(first[99]).toMatchObject({ more: true, next_cursor: expect.any(String) });
		const second = json(
			(await rig.run(segmentParams('getAll', { adAccountId: rl(AD_ACCOUNT_LA), returnAll: false, limit: 100, output: 'compact', pageCursor: first[99].next_cursor }))).items,
		);
		expect(second).toHaveLength(20);
		expect(second[19].more).toBe(false);
		expect(new Set([...first, ...second].map((s) => s.id)).size).toBe(120);
	});
});

describe('ad accounts', () => {
	it('every organization: Limit 1 pages through all accounts one answer at a time, across organizations, and Count Only counts them', async () => {
		const all = json((await rig.run({ resource: 'adAccount', operation: 'getAll', scope: 'all', returnAll: true })).items).map((a) => a.id);
		expect(all.length).toBeGreaterThan(2);
		const got: unknown[] = [];
		let cursor = '';
		for (let answer = 0; answer <= all.length; answer++) {
			const result = await rig.run({ resource: 'adAccount', operation: 'getAll', scope: 'all', returnAll: false, limit: 1, output: 'compact', pageCursor: cursor });
			expect(result.error).toBeUndefined();
			const items = json(result.items);
			expect(items).toHaveLength(1);
			got.push(items[0].id);
			if (!items[0].more) break;
			cursor = items[0].next_cursor as string;
		}
		expect(got).toEqual(all);
		const counted = await rig.run({ resource: 'adAccount', operation: 'getAll', scope: 'all', countOnly: true });
		expect(json(counted.items)).toEqual([{ count: all.length }]);
	});

	it('a campaigns cursor is refused on the ad accounts, naming the field', async () => {
		for (let k = 0; k < 120; k++) rig.emulator.ads.addCampaign(AD_ACCOUNT_LONDON, { name: `C ${k}` });
		const cursor = json((await rig.run(pausedPage({ statusFilter: 'any' }))).items)[99].next_cursor as string;
		const result = await rig.run({ resource: 'adAccount', operation: 'getAll', scope: 'all', returnAll: false, limit: 1, pageCursor: cursor });
		expect(result.error?.message).toMatch(/Page Cursor/);
	});
});

describe('an empty answer still says that no more exist', () => {
	// Known defect: with Say Whether More Exist on (or Compact), an answer with no entity had no last
	// item to carry `more`, so a caller that pages (an assistant through MCP) could not tell "none"
	// from "not told". It now answers one item { more: false }, paired with its input item.
	it('Get Many of campaigns with a filter that matches none, Compact: one item { more: false }', async () => {
		expect(rig.emulator.ads.campaigns(AD_ACCOUNT_LONDON).filter((c) => c.status === 'PAUSED')).toEqual([]);
		const result = await rig.run(pausedPage());
		expect(result.error).toBeUndefined();
		expect(json(result.items)).toEqual([{ more: false }]);
	});

	it('Get Many of audience segments of an account with none, Say Whether More Exist on: one item { more: false }; off: no item, as before', async () => {
		expect(rig.emulator.segments.list(AD_ACCOUNT_LONDON)).toEqual([]);
		const on = await rig.run(segmentParams('getAll', { adAccountId: rl(AD_ACCOUNT_LONDON), returnAll: false, limit: 10, sayMore: true }));
		expect(json(on.items)).toEqual([{ more: false }]);
		const off = await rig.run(segmentParams('getAll', { adAccountId: rl(AD_ACCOUNT_LONDON), returnAll: false, limit: 10 }));
		expect(json(off.items)).toEqual([]);
	});
});

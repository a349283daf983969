/**
 * Output "Compact" of the list and stats operations (issue 36, 2): a short item an AI assistant can
 * read (ID, name, status, plain money, times, Ads Manager link), while Full Item stays the default.
 * Driven through n8n-core's engine against the emulator.
 */
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_ACCOUNT_LONDON, AD_SQUAD_LA_SUMMER_RETARGET, CAMPAIGN_LA_HOLIDAY, CAMPAIGN_LA_SUMMER } from '../emulator';
import { adsGetMany } from './adsParams';
import { rl, segmentParams } from './params';
import { json, useRig } from './setup';
import { campaignStatsParams } from './statsParams';

const rig = useRig();

describe('Output "Compact" of list operations', () => {
	it('is not the default: Get Many of campaigns gives the full item without the field', async () => {
		const full = json((await rig.run(adsGetMany('campaign'))).items);
		const summer = full.find((c) => c.id === CAMPAIGN_LA_SUMMER);
		expect(summer).toEqual({ ...rig.emulator.ads.campaign(CAMPAIGN_LA_SUMMER), daily_budget: 50 });
	});

	it('a campaign: identity, state, times, money as plain amounts, its Ads Manager link; no micro twins', async () => {
		const result = await rig.run(adsGetMany('campaign', { output: 'compact' }));
		expect(result.error).toBeUndefined();
		const summer = json(result.items).find((c) => c.id === CAMPAIGN_LA_SUMMER);
		const snap = rig.emulator.ads.campaign(CAMPAIGN_LA_SUMMER) as unknown as Record<string, unknown>;
		expect(summer).toMatchObject({ id: CAMPAIGN_LA_SUMMER, name: 'Summer Sale US', status: snap.status, daily_budget: 50 });
		expect(summer?.ads_manager_url).toBe(`https://ads.snapchat.com/${AD_ACCOUNT_LA}/campaigns/${CAMPAIGN_LA_SUMMER}`);
		expect(Object.keys(summer ?? {}).filter((k) => k.endsWith('_micro'))).toEqual([]);
		expect(Object.keys(summer ?? {}).length).toBeLessThan(Object.keys(snap).length);
	});

	it('ad squads listed from a campaign: bid and budget as plain amounts, no micro twins', async () => {
		const result = await rig.run(adsGetMany('adSquad', { output: 'compact', listFrom: 'campaign', campaignId: rl(CAMPAIGN_LA_SUMMER) }));
		expect(result.error).toBeUndefined();
		const squad = json(result.items).find((s) => s.id === AD_SQUAD_LA_SUMMER_RETARGET);
		expect(squad).toMatchObject({ id: AD_SQUAD_LA_SUMMER_RETARGET, campaign_id: CAMPAIGN_LA_SUMMER, lifetime_budget: 500, bid: 2.5 });
		expect(Object.keys(squad ?? {}).filter((k) => k.endsWith('_micro'))).toEqual([]);
	});

	it('ad accounts: ID, name, status, currency, time zone and the account\'s Ads Manager link', async () => {
		const result = await rig.run({ resource: 'adAccount', operation: 'getAll', scope: 'all', returnAll: true, output: 'compact' });
		expect(result.error).toBeUndefined();
		const la = json(result.items).find((a) => a.id === AD_ACCOUNT_LA);
		expect(la).toMatchObject({ id: AD_ACCOUNT_LA, currency: 'USD', timezone: 'America/Los_Angeles', ads_manager_url: `https://ads.snapchat.com/${AD_ACCOUNT_LA}` });
		expect(Object.keys(la ?? {}).sort()).toEqual(expect.arrayContaining(['id', 'name', 'status']));
	});

	it("an ad account's lifetime spend cap: the plain amount of Snap's lifetime_spend_cap_micro (issue 45, point 11)", async () => {
		const result = await rig.run({ resource: 'adAccount', operation: 'getAll', scope: 'all', returnAll: true, output: 'compact' });
		const london = json(result.items).find((a) => a.id === AD_ACCOUNT_LONDON);
		expect(london).toMatchObject({ currency: 'GBP', lifetime_spend_cap: 5000 });
		expect(london).not.toHaveProperty('lifetime_spend_cap_micro');
	});

	it("campaigns and ad squads carry the ad account's currency and a campaign its lifetime spend cap; the account is read once per run, whatever the items (issue 45, point 11)", async () => {
		const result = await rig.run(adsGetMany('campaign', { adAccountId: rl('={{ $json.account }}'), output: 'compact' }), {
			input: [{ account: AD_ACCOUNT_LA }, { account: AD_ACCOUNT_LA }, { account: AD_ACCOUNT_BERLIN }],
		});
		expect(result.error).toBeUndefined();
		const out = json(result.items);
		const la = out.filter((c) => c.ads_manager_url?.toString().includes(AD_ACCOUNT_LA));
		const berlin = out.filter((c) => c.ads_manager_url?.toString().includes(AD_ACCOUNT_BERLIN));
		expect(la.length).toBeGreaterThan(0);
		expect(berlin.length).toBeGreaterThan(0);
		expect(la.every((c) => c.currency === 'USD')).toBe(true);
		expect(berlin.every((c) => c.currency === 'EUR')).toBe(true);
		expect(out.find((c) => c.id === CAMPAIGN_LA_HOLIDAY)).toMatchObject({ lifetime_spend_cap: 2000, currency: 'USD' });
		const accountReads = rig.apiCalls('GET').filter((c) => /^\/v1\/adaccounts\/[^/]+$/.test(c.path)).map((c) => c.path);
		expect(accountReads.sort()).toEqual([`/v1/adaccounts/${AD_ACCOUNT_BERLIN}`, `/v1/adaccounts/${AD_ACCOUNT_LA}`].sort());

		const squads = json((await rig.run(adsGetMany('adSquad', { output: 'compact' }))).items);
		expect(squads.find((q) => q.id === AD_SQUAD_LA_SUMMER_RETARGET)).toMatchObject({ lifetime_budget: 500, bid: 2.5, currency: 'USD' });
	});

	it('audience segments: ID, name, status and size only', async () => {
		// Two segments, so the comparison below has something to compare (the account has none of its own).
		for (const name of ['Buyers', 'Newsletter']) rig.emulator.segments.seed({ name, source_type: 'FIRST_PARTY', retention_in_days: 180, ad_account_id: AD_ACCOUNT_LA });
		const full = json((await rig.run(segmentParams('getAll', { adAccountId: rl(AD_ACCOUNT_LA), returnAll: true }))).items);
		const answer = json((await rig.run(segmentParams('getAll', { adAccountId: rl(AD_ACCOUNT_LA), returnAll: true, output: 'compact' }))).items);
		expect(full).toHaveLength(2);
		// Compact says whether more exist on its last item.
		expect(answer.at(-1)?.more).toBe(false);
		const compact = answer.map((segment) => Object.fromEntries(Object.entries(segment).filter(([key]) => key !== 'more')));
		expect(compact.map((s) => s.id)).toEqual(full.map((s) => s.id));
		for (const [i, segment] of compact.entries()) {
			expect(segment).toMatchObject({ id: full[i].id, name: full[i].name });
			expect(Object.keys(segment).every((k) => k in full[i])).toBe(true);
			expect(Object.keys(segment).length).toBeLessThanOrEqual(Object.keys(full[i]).length);
		}
	});

	it('an Output value that is not a choice names the field and the choices, before any call', async () => {
		const result = await rig.run(adsGetMany('campaign', { output: '={{ "short" }}' }));
		expect(result.error?.message).toBe('Invalid Output in item 0: Output "short" is not one of the choices');
		expect(rig.apiCalls().filter((c) => c.path.includes('/campaigns'))).toEqual([]);
	});
});

describe('Output "Compact" of Stats -> Get', () => {
	it('keeps date, name, metrics as amounts, currency and finalized; drops micro twins, type, granularity and the UTC period', async () => {
		const range = { startDate: '2025-03-08', endDate: '2025-03-10' };
		const rows = json((await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, range))).items);
		const compact = json((await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, options: { output: 'compact' } }))).items);
		expect(compact).toEqual(
			rows.map((r) => ({ id: r.id, name: r.name, date: r.date, impressions: r.impressions, swipes: r.swipes, spend: r.spend, currency: 'USD', finalized: r.finalized })),
		);
	});
});

/** The campaign / ad squad / ad store: fixtures, seed, lookups, lists by parent, replace, remove, reset. */
import { createAdsStore } from './ads';
import {
	AD_ACCOUNT_BERLIN,
	AD_ACCOUNT_LA,
	AD_ACCOUNT_LONDON,
	AD_LA_SUMMER_VIDEO,
	AD_SQUAD_LA_SUMMER_BROAD,
	CAMPAIGN_BERLIN_BRAND,
	CAMPAIGN_LA_ALWAYS_ON,
	CAMPAIGN_LA_SUMMER,
	FIXTURES,
	startEmulator,
} from './index';
import { TIMESTAMP, UUID_V4 } from './testkit';

let t = Date.UTC(2026, 4, 1, 12, 0, 0);
const clock = (): number => t;

describe('fixtures', () => {
	const store = createAdsStore(clock);

	it('has ACTIVE and PAUSED campaigns with and without budgets and end times in both fixture accounts', () => {
		const la = store.campaigns(AD_ACCOUNT_LA);
		const de = store.campaigns(AD_ACCOUNT_BERLIN);
		expect(la.length).toBeGreaterThanOrEqual(3);
		expect(de.length).toBeGreaterThanOrEqual(2);
		const all = [...la, ...de];
		expect(new Set(all.map((c) => c.status))).toEqual(new Set(['ACTIVE', 'PAUSED']));
		expect(all.some((c) => c.daily_budget_micro !== undefined)).toBe(true);
		expect(all.some((c) => c.lifetime_spend_cap_micro !== undefined)).toBe(true);
		expect(all.some((c) => c.daily_budget_micro === undefined && c.lifetime_spend_cap_micro === undefined && c.end_time === undefined)).toBe(true);
		for (const c of all) {
			expect(c.created_at).toBe(FIXTURES.createdAt);
			expect(store.adSquads({ campaignId: c.id }).length).toBeGreaterThan(0);
			for (const s of store.adSquads({ campaignId: c.id })) expect(store.ads({ adSquadId: s.id }).length).toBeGreaterThan(0);
		}
		expect(store.campaigns(AD_ACCOUNT_LONDON)).toEqual([]);
	});

	it('finds any level by id with its level, ad account and parents', () => {
		expect(store.find(AD_LA_SUMMER_VIDEO)).toMatchObject({
			level: 'ad',
			adAccountId: AD_ACCOUNT_LA,
			campaignId: CAMPAIGN_LA_SUMMER,
			adSquadId: AD_SQUAD_LA_SUMMER_BROAD,
			entity: { id: AD_LA_SUMMER_VIDEO, ad_squad_id: AD_SQUAD_LA_SUMMER_BROAD, status: 'ACTIVE', review_status: 'APPROVED' },
		});
		expect(store.find(AD_SQUAD_LA_SUMMER_BROAD.toUpperCase())).toMatchObject({ level: 'adsquad', adAccountId: AD_ACCOUNT_LA, campaignId: CAMPAIGN_LA_SUMMER });
		expect(store.find(CAMPAIGN_BERLIN_BRAND)).toMatchObject({ level: 'campaign', adAccountId: AD_ACCOUNT_BERLIN, entity: { status: 'PAUSED' } });
		expect(store.find('00000000-0000-4000-8000-000000000000')).toBeUndefined();
		// Typed lookups answer only their own level.
		expect(store.campaign(AD_SQUAD_LA_SUMMER_BROAD)).toBeUndefined();
		expect(store.adSquad(AD_SQUAD_LA_SUMMER_BROAD)?.campaign_id).toBe(CAMPAIGN_LA_SUMMER);
		expect(store.ads({ adAccountId: AD_ACCOUNT_LA }).map((a) => a.id)).toContain(AD_LA_SUMMER_VIDEO);
		expect(store.adSquads({ adAccountId: AD_ACCOUNT_BERLIN }).every((s) => store.find(s.id)?.adAccountId === AD_ACCOUNT_BERLIN)).toBe(true);
	});

	it('answers copies: changing a returned entity does not change the store', () => {
		const c = store.campaign(CAMPAIGN_LA_SUMMER);
		if (!c) throw new Error('fixture missing');
		c.name = 'changed';
		c.delivery_status.push('X');
		expect(store.campaign(CAMPAIGN_LA_SUMMER)).toMatchObject({ name: 'Summer Sale US', delivery_status: ['VALID'] });
	});
});

describe('the campaign objective (issue 35)', () => {
	it('defaults the legacy objective to BRAND_AWARENESS only when no objective_v2_type is given, so a TRAFFIC campaign does not read BRAND_AWARENESS', () => {
		const store = createAdsStore(clock);
		const traffic = store.addCampaign(AD_ACCOUNT_LA, { objective_v2_properties: { objective_v2_type: 'TRAFFIC' } });
		expect(traffic.objective_v2_properties).toEqual({ objective_v2_type: 'TRAFFIC' });
		expect(traffic).not.toHaveProperty('objective');
		expect(store.addCampaign(AD_ACCOUNT_LA).objective).toBe('BRAND_AWARENESS');
		expect(store.addCampaign(AD_ACCOUNT_LA, { objective: 'WEB_CONVERSION' }).objective).toBe('WEB_CONVERSION');
	});
});

describe('seed, add, replace, remove, reset', () => {
	it('seeds a tree with defaults, in creation order, and refuses unknown parents and duplicate ids', () => {
		const store = createAdsStore(clock);
		const before = store.campaigns(AD_ACCOUNT_LA).length;
		const [c] = store.seed(AD_ACCOUNT_LA, [{ name: 'Seeded', adSquads: [{ name: 'Squad', ads: [{ name: 'One' }, { name: 'Two' }] }] }]);
		expect(c).toMatchObject({ name: 'Seeded', status: 'ACTIVE', ad_account_id: AD_ACCOUNT_LA, objective: 'BRAND_AWARENESS', buy_model: 'AUCTION' });
		expect(c.id).toMatch(UUID_V4);
		expect(c.created_at).toBe(new Date(t).toISOString());
		expect(c.start_time).toMatch(TIMESTAMP);
		expect(c.end_time).toBeUndefined();
		expect(store.campaigns(AD_ACCOUNT_LA)).toHaveLength(before + 1);
		expect(store.campaigns(AD_ACCOUNT_LA).at(-1)?.id).toBe(c.id);
		const seqs = store.campaigns(AD_ACCOUNT_LA).map((x) => store.seq(x.id) as number);
		expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
		expect(store.seq(c.id)).toBe(store.find(c.id)?.seq);
		const [squad] = store.adSquads({ campaignId: c.id });
		expect(squad).toMatchObject({ name: 'Squad', start_time: c.start_time, type: 'SNAP_ADS' });
		expect(store.ads({ adSquadId: squad.id }).map((a) => a.name)).toEqual(['One', 'Two']);
		expect(() => store.addCampaign('00000000-0000-4000-8000-000000000000')).toThrow(/unknown ad account/);
		expect(() => store.addAdSquad(AD_SQUAD_LA_SUMMER_BROAD)).toThrow(/unknown campaign/);
		expect(() => store.addAd(CAMPAIGN_LA_SUMMER)).toThrow(/unknown adsquad/);
		expect(() => store.addCampaign(AD_ACCOUNT_LA, { id: CAMPAIGN_LA_SUMMER })).toThrow(/already/);
	});

	it('replace swaps the whole entity but keeps id, parent and created_at; remove cascades; reset restores fixtures', () => {
		const store = createAdsStore(clock);
		const old = store.campaign(CAMPAIGN_LA_SUMMER);
		if (!old) throw new Error('fixture missing');
		t += 60_000;
		const rest: Omit<typeof old, 'created_at' | 'updated_at'> = { ...old };
		for (const k of ['daily_budget_micro', 'end_time', 'created_at', 'updated_at'] as const) delete (rest as Partial<typeof old>)[k];
		const next = store.replace('campaign', { ...rest, status: 'PAUSED', ad_account_id: AD_ACCOUNT_BERLIN });
		expect(next).toMatchObject({ status: 'PAUSED', ad_account_id: AD_ACCOUNT_LA, created_at: old.created_at, updated_at: new Date(t).toISOString() });
		expect(next.daily_budget_micro).toBeUndefined();
		expect(next.end_time).toBeUndefined();
		expect(() => store.replace('adsquad', { ...rest, id: CAMPAIGN_LA_SUMMER } as never)).toThrow(/unknown adsquad/);

		expect(store.remove(CAMPAIGN_LA_SUMMER)).toBe(true);
		expect(store.find(AD_SQUAD_LA_SUMMER_BROAD)).toBeUndefined();
		expect(store.find(AD_LA_SUMMER_VIDEO)).toBeUndefined();
		expect(store.remove(CAMPAIGN_LA_SUMMER)).toBe(false);
		expect(store.find(CAMPAIGN_LA_ALWAYS_ON)).toBeDefined();

		store.reset();
		expect(store.campaign(CAMPAIGN_LA_SUMMER)).toEqual(old);
		expect(store.find(AD_LA_SUMMER_VIDEO)?.level).toBe('ad');
	});

	it('is the emulator.ads of a running emulator, and emulator.reset() restores its fixtures', async () => {
		const em = await startEmulator();
		try {
			const count = em.ads.campaigns(AD_ACCOUNT_BERLIN).length;
			em.ads.addCampaign(AD_ACCOUNT_BERLIN, { name: 'Extra' });
			em.ads.remove(CAMPAIGN_BERLIN_BRAND);
			expect(em.ads.campaigns(AD_ACCOUNT_BERLIN).map((c) => c.name)).toContain('Extra');
			em.reset();
			expect(em.ads.campaigns(AD_ACCOUNT_BERLIN)).toHaveLength(count);
			expect(em.ads.find(CAMPAIGN_BERLIN_BRAND)?.level).toBe('campaign');
		} finally {
			await em.close();
		}
	});
});

/**
 * Campaign, Ad Squad and Ad: Get, Get Many (status filter with Limit while paging), Delete and the
 * list searches, driven through n8n-core's engine against the emulator (pages of 2).
 */
import {
	AD_ACCOUNT_LA,
	AD_ACCOUNT_SINGAPORE,
	AD_LA_SUMMER_VIDEO,
	AD_SQUAD_LA_SUMMER_BROAD,
	AD_SQUAD_LA_SUMMER_RETARGET,
	CAMPAIGN_LA_ALWAYS_ON,
	CAMPAIGN_LA_HOLIDAY,
	CAMPAIGN_LA_SUMMER,
} from '../emulator';
import { adsDelete, adsGet, adsGetMany } from './adsParams';
import { MISSING_ID, rl } from './params';
import { json, useRig } from './setup';

const rig = useRig({ maxPageSize: 2 });
const calls = () => rig.apiCalls().map((c) => `${c.method} ${c.path}`);

describe('Get', () => {
	it('returns the campaign with an amount beside each micro field', async () => {
		const result = await rig.run(adsGet('campaign', CAMPAIGN_LA_SUMMER));
		expect(result.error).toBeUndefined();
		const [campaign] = json(result.items);
		expect(campaign).toMatchObject({ id: CAMPAIGN_LA_SUMMER, name: 'Summer Sale US', daily_budget_micro: 50_000_000, daily_budget: 50 });
		expect(campaign).toEqual({ ...rig.emulator.ads.campaign(CAMPAIGN_LA_SUMMER), daily_budget: 50 });
		expect(calls()).toEqual([`GET /v1/campaigns/${CAMPAIGN_LA_SUMMER}`]);
	});

	it('gets an ad squad with its budget and bid amounts, and an ad', async () => {
		const squad = json((await rig.run(adsGet('adSquad', AD_SQUAD_LA_SUMMER_RETARGET))).items)[0];
		expect(squad).toMatchObject({ lifetime_budget_micro: 500_000_000, lifetime_budget: 500, bid_micro: 2_500_000, bid: 2.5 });
		const ad = json((await rig.run(adsGet('ad', AD_LA_SUMMER_VIDEO))).items)[0];
		expect(ad).toEqual(rig.emulator.ads.ad(AD_LA_SUMMER_VIDEO));
	});

	it('a missing campaign says so; with Continue On Fail it is an error item', async () => {
		const failing = await rig.run(adsGet('campaign', MISSING_ID));
		expect(failing.error?.message).toBe(
			`Campaign ${MISSING_ID} was not found: it does not exist, was deleted, or belongs to an ad account the connected user cannot see`,
		);
		const continuing = await rig.run(adsGet('campaign', MISSING_ID), { continueOnFail: true });
		expect(continuing.items).toEqual([{ json: expect.objectContaining({ error: expect.stringContaining('was not found') }), pairedItem: { item: 0 } }]);
	});

	it('an entity of an account the user cannot see is a 403 that says so', async () => {
		const other = rig.emulator.ads.addCampaign(AD_ACCOUNT_SINGAPORE, { name: 'Theirs' });
		const result = await rig.run(adsGet('campaign', other.id));
		expect(result.error?.httpCode).toBe('403');
		expect(result.error?.message).toMatch(/^The connected Snapchat user has no access to campaign/);
	});

	it('refuses an ID that is not a UUID before any call', async () => {
		const result = await rig.run(adsGet('adSquad', '={{ "../adaccounts" }}'));
		expect(result.error?.message).toBe('Invalid Ad Squad in item 0: Ad Squad "../adaccounts" is not a valid ID');
		expect(calls()).toEqual([]);
	});
});

describe('Get Many', () => {
	it('Return All reads every page of the account\'s campaigns', async () => {
		const result = await rig.run(adsGetMany('campaign'));
		expect(json(result.items).map((c) => c.id)).toEqual([CAMPAIGN_LA_SUMMER, CAMPAIGN_LA_ALWAYS_ON, CAMPAIGN_LA_HOLIDAY]);
		expect(json(result.items)[2]).toMatchObject({ lifetime_spend_cap_micro: 2_000_000_000, lifetime_spend_cap: 2000 });
		expect(rig.apiCalls().map((c) => c.query.limit)).toEqual(['1000', '1000']);
	});

	it('the status filter applies while paging: Limit counts only matching campaigns', async () => {
		const paused = await rig.run(adsGetMany('campaign', { returnAll: false, limit: 1, statusFilter: 'paused' }));
		expect(json(paused.items).map((c) => c.id)).toEqual([CAMPAIGN_LA_HOLIDAY]);
		expect(rig.apiCalls()).toHaveLength(2);
		rig.emulator.reset();
		const active = await rig.run(adsGetMany('campaign', { returnAll: false, limit: 1, statusFilter: 'active' }));
		expect(json(active.items).map((c) => c.id)).toEqual([CAMPAIGN_LA_SUMMER]);
		expect(rig.apiCalls()).toHaveLength(1);
	});

	it('a Status filter set by an expression is read in either spelling; any other value is refused, never read as Any', async () => {
		const paused = await rig.run(adsGetMany('campaign', { statusFilter: '={{ "PAUSED" }}' }));
		expect(paused.error).toBeUndefined();
		expect(json(paused.items).map((c) => c.status)).toEqual(['PAUSED']);
		rig.emulator.reset();
		const wrong = await rig.run(adsGetMany('campaign', { statusFilter: '={{ "DELETED" }}' }));
		expect(wrong.error?.message).toBe('Invalid Status in item 0: Status "DELETED" is not one of the choices');
		expect(wrong.error?.description).toBe('Use any, active or paused (pick Any, Active or Paused from the list).');
		expect(calls()).toEqual([]);
	});

	it('without a filter, Limit stops paging as soon as it is reached', async () => {
		const result = await rig.run(adsGetMany('campaign', { returnAll: false, limit: 2 }));
		expect(json(result.items)).toHaveLength(2);
		expect(rig.apiCalls()).toHaveLength(1);
	});

	it('lists ad squads per campaign and ads per ad squad, filtered by status', async () => {
		const squads = await rig.run(adsGetMany('adSquad', { listFrom: 'campaign', campaignId: rl(CAMPAIGN_LA_SUMMER), statusFilter: 'paused' }));
		expect(json(squads.items).map((s) => s.id)).toEqual([AD_SQUAD_LA_SUMMER_RETARGET]);
		expect(calls()[0]).toBe(`GET /v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`);
		const ads = await rig.run(adsGetMany('ad', { listFrom: 'adSquad', adSquadId: rl(AD_SQUAD_LA_SUMMER_BROAD) }));
		expect(json(ads.items).map((a) => a.name)).toEqual(['Summer video 15s', 'Summer story']);
	});

	it('a From set by an expression is read case-insensitively; an unknown one is refused, never read as the whole ad account', async () => {
		const squads = await rig.run(adsGetMany('adSquad', { listFrom: '={{ "Campaign" }}', campaignId: rl(CAMPAIGN_LA_SUMMER) }));
		expect(squads.error).toBeUndefined();
		expect(calls()).toEqual([`GET /v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`]);
		rig.emulator.reset();
		const wrong = await rig.run(adsGetMany('adSquad', { listFrom: '={{ "campaigns" }}', campaignId: rl(CAMPAIGN_LA_SUMMER) }));
		expect(wrong.error?.message).toBe('Invalid From in item 0: From "campaigns" is not one of the choices');
		expect(wrong.error?.description).toBe('Use adAccount or campaign (pick Ad Account or Campaign from the list).');
		expect(calls()).toEqual([]);
	});

	it('lists every ad of an ad account', async () => {
		const result = await rig.run(adsGetMany('ad'));
		expect(json(result.items).map((a) => a.id)).toEqual(rig.emulator.ads.ads({ adAccountId: AD_ACCOUNT_LA }).map((a) => a.id));
	});
});

describe('Delete', () => {
	it.each([
		['campaign', CAMPAIGN_LA_HOLIDAY],
		['adSquad', AD_SQUAD_LA_SUMMER_BROAD],
		['ad', AD_LA_SUMMER_VIDEO],
	] as const)('deletes a %s whatever empty answer Snapchat gives', async (resource, id) => {
		const result = await rig.run(adsDelete(resource, id));
		expect(result.error).toBeUndefined();
		expect(result.items).toEqual([{ json: { id, deleted: true }, pairedItem: { item: 0 } }]);
		expect(rig.emulator.ads.find(id)).toBeUndefined();
	});

	it('a delete whose first answer was lost is confirmed by the 404 of the retry', async () => {
		rig.emulator.faults.dropAfterProcessing({ method: 'DELETE' });
		const result = await rig.run(adsDelete('campaign', CAMPAIGN_LA_HOLIDAY));
		expect(result.error).toBeUndefined();
		expect(json(result.items)).toEqual([{ id: CAMPAIGN_LA_HOLIDAY, deleted: true }]);
	});
});

describe('list searches', () => {
	// n8n 2.40's resource-locator list shows only the name: the status goes into it, so an active and a
	// paused campaign of the same name can be told apart.
	it('list the account\'s campaigns with their status in the shown name, filtered by name', async () => {
		const result = await rig.listSearch('searchCampaigns', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(result.results).toEqual([
			{ name: 'Summer Sale US · Active', value: CAMPAIGN_LA_SUMMER, description: 'Status: ACTIVE' },
			{ name: 'Always On US · Active', value: CAMPAIGN_LA_ALWAYS_ON, description: 'Status: ACTIVE' },
		]);
		expect(result.paginationToken).toEqual(expect.any(String));
		const filtered = await rig.listSearch('searchAdSquads', { filter: 'retarget', parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(filtered.results).toEqual([{ name: 'Summer Sale US – Retargeting · Paused', value: AD_SQUAD_LA_SUMMER_RETARGET, description: 'Status: PAUSED' }]);
		// The filter reads the real name, not the added status: "sale ·" matches nothing.
		const none = await rig.listSearch('searchCampaigns', { filter: 'US · Active', parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(none.results).toEqual([]);
	});

	it('show an ad\'s review status in its name when it is not approved', async () => {
		const ads = await rig.listSearch('searchAds', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(ads.results.length).toBeGreaterThan(0);
		for (const r of ads.results) expect(r.name).toMatch(/ · (Active|Paused)( · (Pending review|Rejected))?$/);
	});

	it('ask for the ad account first', async () => {
		await expect(rig.listSearch('searchAds', { parameters: {} })).rejects.toThrow('Choose an Ad Account first to list its ads');
	});
});

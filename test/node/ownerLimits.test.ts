/**
 * The owner's Limits (issue 47, point 1; issue 49, point 5) through n8n-core's engine against the
 * emulator: each limit refuses its item naming the limit with nothing written, a preview shows the
 * limits that apply, a change over a limit is refused or clipped as chosen, a resume is judged by
 * what starts delivering, and a limit an assistant could set ($fromAI) is refused.
 */
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_SQUAD_LA_SUMMER_RETARGET } from '../emulator';
import { adsUpdate } from './adsParams';
import { adSquadCreate, campaignCreate, duplicate } from './createParams';
import { json, useRig } from './setup';

const rig = useRig();
const writes = () => rig.apiCalls().filter((c) => c.method !== 'GET');
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function trafficCampaign(): Promise<string> {
	const result = await rig.run(campaignCreate({ name: 'Traffic parent' }));
	if (result.error) throw new Error(result.error.message);
	rig.emulator.clearLog();
	return result.items[0].json.id as string;
}

describe('Create and Duplicate', () => {
	it('Campaign → Create with a daily spend cap over Largest Daily Budget Left Running is refused naming the limit; nothing is sent', async () => {
		const result = await rig.run(campaignCreate({ additionalFields: { dailyBudget: 500 }, limits: { maxDailyBudget: 100 } }));
		expect(result.error?.message).toBe("Over the limit Largest Daily Budget Left Running in item 0: the new campaign's daily spend cap 500.00 USD is above 100.00 USD");
		expect(result.error?.description).toMatch(/Nothing was sent/);
		expect(writes()).toEqual([]);
	});

	it('Ad Squad → Create: Preview Only shows the limits that apply; the same Active without an end time is refused', async () => {
		const campaignId = await trafficCampaign();
		const limits = { maxDailyBudget: 50, requireEndTime: true };
		const preview = await rig.run(adSquadCreate(campaignId, { preview: true, limits }));
		expect(preview.error).toBeUndefined();
		expect(json(preview.items)[0]).toMatchObject({ preview: true, sent: false, limits: { max_daily_budget: 50, resume_only_with_end_time: true, currency: 'USD' } });
		const active = await rig.run(adSquadCreate(campaignId, { status: 'ACTIVE', limits }));
		expect(active.error?.message).toBe('Over the limit Resume Only Entities With an End Time in item 0: the new ad squad would deliver without an end time: neither it nor its campaign has one');
		expect(writes()).toEqual([]);
	});

	it('Ad Squad → Duplicate of a squad whose lifetime budget is over Largest Lifetime Budget Left Running is refused, even Paused', async () => {
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_SUMMER_RETARGET, { endTime: inDays(30) }, { limits: { maxLifetimeBudget: 100 } }));
		expect(result.error?.message).toMatch(/^Over the limit Largest Lifetime Budget Left Running in item 0: the copy of ad squad .*'s lifetime budget 500\.00 USD is above 100\.00 USD$/);
		expect(writes()).toEqual([]);
	});
});

describe('Update: resume', () => {
	/** A paused campaign ending in 10 days with two active ad squads of 60 a day and a paused one of 500. */
	function pausedCampaign(): string {
		const c = rig.emulator.ads.addCampaign(AD_ACCOUNT_LA, { name: 'Paused', status: 'PAUSED', end_time: inDays(10) });
		for (const [status, budget] of [['ACTIVE', 60], ['ACTIVE', 60], ['PAUSED', 500]] as const) rig.emulator.ads.addAdSquad(c.id, { status, daily_budget_micro: budget * 1e6 });
		rig.emulator.clearLog();
		return c.id;
	}

	it('a campaign without a cap is judged by its active ad squads (one read of them): over the limit refused, within it resumed', async () => {
		const id = pausedCampaign();
		const over = await rig.run(adsUpdate('campaign', id, { status: 'ACTIVE' }, { limits: { maxDailyBudget: 100 } }));
		expect(over.error?.message).toBe(`Over the limit Largest Daily Budget Left Running in item 0: campaign ${id} could spend 120.00 USD a day (its daily spend cap, or what its active ad squads may spend), above 100.00 USD`);
		expect(writes()).toEqual([]);
		expect(rig.apiCalls().filter((c) => c.path === `/v1/campaigns/${id}/adsquads`)).toHaveLength(1);
		rig.emulator.clearLog();
		const within = await rig.run(adsUpdate('campaign', id, { status: 'ACTIVE' }, { limits: { maxDailyBudget: 150, maxLifetimeBudget: 1200 } }));
		expect(within.error).toBeUndefined();
		expect(json(within.items)[0]).toMatchObject({ status: 'ACTIVE', limits: { max_daily_budget: 150, max_lifetime_budget: 1200, currency: 'USD' } });
		expect(writes()).toHaveLength(1);
	});

	it('an ad squad without an end time (nor its campaign) is refused with an end time required, and with a lifetime limit', async () => {
		const campaign = rig.emulator.ads.addCampaign(AD_ACCOUNT_LA, { status: 'ACTIVE' });
		const squad = rig.emulator.ads.addAdSquad(campaign.id, { status: 'PAUSED', daily_budget_micro: 20e6 });
		const noEnd = await rig.run(adsUpdate('adSquad', squad.id, { status: 'ACTIVE' }, { limits: { requireEndTime: true } }));
		expect(noEnd.error?.message).toBe(`Over the limit Resume Only Entities With an End Time in item 0: ad squad ${squad.id} would deliver without an end time: neither it nor its campaign has one`);
		const total = await rig.run(adsUpdate('adSquad', squad.id, { status: 'ACTIVE' }, { limits: { maxLifetimeBudget: 5000 } }));
		expect(total.error?.message).toMatch(/^Over the limit Largest Lifetime Budget Left Running in item 0: .* could spend with no total limit/);
		expect(writes()).toEqual([]);
	});

	it('Only These Ad Accounts refuses another account before any request', async () => {
		const result = await rig.run(adsUpdate('campaign', pausedCampaign(), { status: 'ACTIVE' }, { limits: { adAccounts: AD_ACCOUNT_BERLIN } }));
		expect(result.error?.message).toMatch(/^Over the limit Only These Ad Accounts in item 0: ad account .* is not one this node may write to/);
		expect(rig.apiCalls()).toEqual([]);
	});

	it('a limit filled by $fromAI is refused, telling the owner to fix it; nothing is read or sent', async () => {
		const result = await rig.run(adsUpdate('campaign', pausedCampaign(), { status: 'ACTIVE' }, { limits: { maxDailyBudget: "={{ $fromAI('max_daily', 'the most per day', 'number') }}" } }));
		expect(result.error?.message).toBe('Invalid Largest Daily Budget Left Running in item 0: Largest Daily Budget Left Running is set by $fromAI(), so the AI assistant calling this tool could choose its own limit');
		expect(result.error?.description).toMatch(/workflow's owner: open this node and enter Largest Daily Budget Left Running as a fixed value/);
		expect(rig.apiCalls()).toEqual([]);
	});
});

describe('Update: limits on bid and budget changes (issue 49, point 5)', () => {
	function bidSquad(): string {
		const campaign = rig.emulator.ads.addCampaign(AD_ACCOUNT_LA, { status: 'ACTIVE' });
		return rig.emulator.ads.addAdSquad(campaign.id, { bid_strategy: 'LOWEST_COST_WITH_MAX_BID', bid_micro: 2e6, daily_budget_micro: 50e6 }).id;
	}
	const limits = (overLimit: string) => ({ maxRaisePercent: 20, budgetFloor: 30, overLimit });

	it('Refuse: a raise over Largest Raise per Run is refused naming the limit and the current value; nothing is sent', async () => {
		const id = bidSquad();
		const result = await rig.run(adsUpdate('adSquad', id, { bid_micro: '3' }, { limits: limits('refuse') }));
		expect(result.error?.message).toBe(`Over the limit Largest Raise per Run (%) in item 0: ad squad ${id}: Bid 3.00 USD is above the current 2.00 USD + 20% (2.40 USD)`);
		expect(writes()).toEqual([]);
	});

	it('Clip: the bid goes to the largest raise and the budget to the lowest allowed; the item says which', async () => {
		const id = bidSquad();
		const result = await rig.run(adsUpdate('adSquad', id, { bid_micro: '3', daily_budget_micro: '10' }, { limits: limits('clip') }));
		expect(result.error).toBeUndefined();
		expect(rig.emulator.ads.adSquad(id)).toMatchObject({ bid_micro: 2_400_000, daily_budget_micro: 30_000_000 });
		expect(json(result.items)[0].warnings).toEqual([
			`ad squad ${id}: Daily Budget 10.00 USD is below the lowest allowed, 30.00 USD (Lowest Budget), so it was clipped to 30.00 USD`,
			`ad squad ${id}: Bid 3.00 USD is above the current 2.00 USD + 20% (2.40 USD) (Largest Raise per Run (%)), so it was clipped to 2.40 USD`,
		]);
	});
});

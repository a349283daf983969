/**
 * Snapchat Ads Trigger → Metric Passed a Threshold through n8n-core's real poll path against the
 * emulator over HTTP: baseline, crossed once, recovered, crossed again (the emulator's scaleStats
 * moves an ad squad's cost per result across the line and back); a failed poll; the calls of a poll
 * over 20 campaigns and 200 ad squads; the levels' breakdowns; refused settings; Fetch Test Event.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { activateTrigger, runTriggerManually, type ActiveTrigger, type PollResult } from '../harness';
import { AD_ACCOUNT_LA, AD_ACCOUNT_LONDON, AD_SQUAD_LA_SUMMER_BROAD, CAMPAIGN_LA_SUMMER } from '../emulator';
import { serveRecordedStats } from '../emulator/stats';
import { useRig } from './setup';

const trigger = new SnapchatAdsTrigger();
const TYPE = 'n8n-nodes-snapchat-ads.snapchatAdsTrigger';
const rig = useRig();
const SQUAD = AD_SQUAD_LA_SUMMER_BROAD;

const account = (id: string) => ({ __rl: true, mode: 'id', value: id });
const params = (more: INodeParameters = {}): INodeParameters => ({
	event: 'metricPassedThreshold',
	adAccountId: account(AD_ACCOUNT_LA),
	metricLevel: 'adSquad',
	metricWatch: 'picked',
	metricIds: SQUAD,
	metric: 'costPerResult',
	resultField: 'swipes',
	metricDays: 3,
	minSpend: 0,
	minResults: 1,
	recoveryMargin: 10,
	...more,
});

async function activate(parameters: INodeParameters): Promise<ActiveTrigger> {
	return await activateTrigger({ nodeType: trigger, typeName: TYPE, parameters, credential: rig.credential });
}

function emitted(result: PollResult): IDataObject[] {
	expect(result.error).toBeUndefined();
	return (result.emitted?.[0] ?? []).map((item) => item.json);
}

/** The reading Fetch Test Event shows for these settings. */
async function reading(parameters: INodeParameters): Promise<IDataObject> {
	const result = await runTriggerManually({ nodeType: trigger, typeName: TYPE, parameters, credential: rig.credential });
	expect(result.error).toBeUndefined();
	return result.items[0].json;
}

/** A limit twice the squad's cost per swipe now, to the cent: crossed when its spend is scaled 4x. */
async function lineAboveNow(): Promise<number> {
	const now = await reading(params({ metricLimit: 1_000_000 }));
	expect(now.value).toBeGreaterThan(0);
	return Math.round((now.value as number) * 200) / 100;
}

describe('Metric Passed a Threshold', () => {
	it('baseline, crossed once, recovered, crossed again; one campaign stats call with an ad squad breakdown over the last 3 local days', async () => {
		const limit = await lineAboveNow();
		const active = await activate(params({ metricLimit: limit }));
		expect(active.activation.error).toBeUndefined();
		expect(active.activation.emitted).toBeUndefined();
		rig.emulator.clearLog();
		expect(emitted(await active.poll())).toEqual([]);
		const stats = rig.apiCalls().filter((c) => c.path.endsWith('/stats'));
		expect(stats.map((c) => c.path)).toEqual([`/v1/campaigns/${CAMPAIGN_LA_SUMMER}/stats`]);
		expect(stats[0].query).toMatchObject({ granularity: 'TOTAL', breakdown: 'adsquad', fields: 'spend,impressions,swipes' });
		// Whole local days of Los Angeles: from a local midnight to today's local midnight.
		expect(stats[0].query.start_time).toMatch(/T00:00:00-0[78]:00$/);
		expect(stats[0].query.end_time).toMatch(/T00:00:00-0[78]:00$/);

		rig.emulator.scaleStats(SQUAD, { spend: 4 });
		const crossed = emitted(await active.poll());
		expect(crossed).toHaveLength(1);
		const item = crossed[0];
		expect(item).toMatchObject({
			event: 'metricPassedThreshold',
			level: 'adSquad',
			id: SQUAD,
			name: rig.emulator.ads.adSquad(SQUAD)?.name,
			campaign_id: CAMPAIGN_LA_SUMMER,
			campaign_name: 'Summer Sale US',
			metric: 'cost_per_result',
			metric_name: 'Cost per Swipe Up',
			direction: 'above',
			result: 'swipes',
			limit,
			limit_micro: Math.round(limit * 1_000_000),
			currency: 'USD',
			window_days: 3,
			time_zone: 'America/Los_Angeles',
			ads_manager_url: `https://ads.snapchat.com/${AD_ACCOUNT_LA}/adsquads/${SQUAD}`,
		});
		// The figures judged, money as the package's convention (amount beside micro).
		expect(item.spend).toBe((item.spend_micro as number) / 1_000_000);
		expect(item.value_micro).toBe(Math.round((item.spend_micro as number) / (item.results as number)));
		expect(item.value).toBe((item.value_micro as number) / 1_000_000);
		expect(item.value as number).toBeGreaterThan(limit);
		expect(item.window_start).toBe(stats[0].query.start_time);
		expect(emitted(await active.poll())).toEqual([]);

		// Back under the line by more than the margin: recovered, nothing told; then across again: told again.
		rig.emulator.scaleStats(SQUAD, undefined);
		expect(emitted(await active.poll())).toEqual([]);
		rig.emulator.scaleStats(SQUAD, { spend: 4 });
		expect(emitted(await active.poll()).map((e) => e.id)).toEqual([SQUAD]);
	});

	it('between the line and the recovery margin is not a recovery: no second alert', async () => {
		const limit = await lineAboveNow();
		const active = await activate(params({ metricLimit: limit, recoveryMargin: 60 }));
		rig.emulator.scaleStats(SQUAD, { spend: 4 });
		expect(emitted(await active.poll())).toHaveLength(1);
		// Half the limit is above 40% of it: not recovered with a 60% margin.
		rig.emulator.scaleStats(SQUAD, undefined);
		expect(emitted(await active.poll())).toEqual([]);
		rig.emulator.scaleStats(SQUAD, { spend: 4 });
		expect(emitted(await active.poll())).toEqual([]);
	});

	it('what is already past the line at activation is the baseline, not an alert', async () => {
		const limit = await lineAboveNow();
		rig.emulator.scaleStats(SQUAD, { spend: 4 });
		const active = await activate(params({ metricLimit: limit }));
		expect(active.activation.emitted).toBeUndefined();
		expect(emitted(await active.poll())).toEqual([]);
	});

	it('a failed poll emits nothing and keeps the state; the next poll catches up', async () => {
		const limit = await lineAboveNow();
		const active = await activate(params({ metricLimit: limit }));
		const before = active.savedStaticData();
		rig.emulator.scaleStats(SQUAD, { spend: 4 });
		// An answer the node cannot read fails the poll at once (a retried 5xx takes the same path, only slower to test).
		serveRecordedStats(rig.emulator, { request_status: 'SUCCESS', request_id: 'r1' });
		const failed = await active.poll();
		expect(failed.error).toBeDefined();
		expect(failed.emitted).toBeUndefined();
		expect(active.savedStaticData()).toEqual(before);
		rig.emulator.faults.clear();
		expect(emitted(await active.poll()).map((e) => e.id)).toEqual([SQUAD]);
	});

	it('an ad account of 20 campaigns and 200 active ad squads: at most 25 calls a poll, one stats call per campaign', async () => {
		const squads: string[] = [];
		for (let c = 0; c < 20; c++) {
			const campaign = rig.emulator.ads.addCampaign(AD_ACCOUNT_LONDON, { name: `Campaign ${c}` });
			for (let s = 0; s < 10; s++) squads.push(rig.emulator.ads.addAdSquad(campaign.id, { name: `Squad ${c}.${s}` }).id);
		}
		rig.emulator.clearLog();
		// The poll at activation (the baseline) reads all there is to read.
		const active = await activate(params({ adAccountId: account(AD_ACCOUNT_LONDON), metricWatch: 'active', metricLimit: 100 }));
		expect(active.activation.error).toBeUndefined();
		const baseline = rig.apiCalls();
		expect(baseline.filter((c) => c.path.startsWith('/v1/campaigns/') && c.path.endsWith('/stats'))).toHaveLength(20);
		expect(baseline.length).toBeLessThanOrEqual(25);
		rig.emulator.scaleStats(squads[123], { spend: 10_000 });
		rig.emulator.clearLog();
		const told = emitted(await active.poll());
		expect(told.map((e) => [e.id, e.campaign_name])).toEqual([[squads[123], 'Campaign 12']]);
		expect(rig.apiCalls().length).toBeLessThanOrEqual(25);
	});

	it('campaigns: the ad account\'s stats with a campaign breakdown, one call; ads: each campaign\'s stats with an ad breakdown', async () => {
		await activate(params({ metricLevel: 'campaign', metricWatch: 'active', metricLimit: 10_000 }));
		rig.emulator.clearLog();
		await reading(params({ metricLevel: 'campaign', metricWatch: 'active', metricLimit: 10_000 }));
		const stats = rig.apiCalls().filter((c) => c.path.endsWith('/stats'));
		expect(stats.map((c) => [c.path, c.query.breakdown])).toEqual([[`/v1/adaccounts/${AD_ACCOUNT_LA}/stats`, 'campaign']]);
		rig.emulator.clearLog();
		const ad = await reading(params({ metricLevel: 'ad', metricWatch: 'active', metricLimit: 10_000 }));
		expect(ad).toMatchObject({ level: 'ad', ads_manager_url: expect.stringContaining('/ads/') });
		expect(ad.ad_squad_id).toEqual(expect.any(String));
		const adStats = rig.apiCalls().filter((c) => c.path.endsWith('/stats'));
		expect(adStats.length).toBeGreaterThan(0);
		expect(adStats.every((c) => c.path.startsWith('/v1/campaigns/') && c.query.breakdown === 'ad')).toBe(true);
	});

	it('return on ad spend: purchase value over spend, below the limit; Fetch Test Event says whether it passed', async () => {
		const below = await reading(params({ metric: 'roas', metricLimit: 1000, minResults: 0 }));
		expect(below).toMatchObject({ metric: 'return_on_ad_spend', direction: 'below', passed: true, limit: 1000 });
		expect(below.value).toBeCloseTo((below.purchase_value_micro as number) / (below.spend_micro as number), 4);
		expect(below._note).toMatch(/^TEST EVENT: a real reading that is past the line now/);
		const above = await reading(params({ metric: 'roas', metricLimit: 0.0001, minResults: 0, recoveryMargin: 0 }));
		expect(above.passed).toBe(false);
		expect(above._note).toMatch(/has NOT passed it/);
	});

	it('Fetch Test Event with a picked ID that is not of the level says which and what to check', async () => {
		const result = await runTriggerManually({ nodeType: trigger, typeName: TYPE, parameters: params({ metricIds: `${SQUAD}, ${CAMPAIGN_LA_SUMMER}` }), credential: rig.credential });
		expect(result.error?.message).toBe(`IDs: ${CAMPAIGN_LA_SUMMER} is not one of the ad squads of ad account ${AD_ACCOUNT_LA}`);
	});

	it('a bad threshold is refused naming the field, before any call', async () => {
		rig.emulator.clearLog();
		const active = await activate(params({ metricLimit: -3 }));
		expect(active.activation.error?.message).toMatch(/Limit/);
		const rate = await activate(params({ metric: 'swipeUpRate', metricLimit: 150 }));
		expect(rate.activation.error?.message).toMatch(/Limit/);
		const ids = await activate(params({ metricIds: 'not-an-id' }));
		expect(ids.activation.error?.message).toMatch(/IDs/);
		expect(rig.apiCalls()).toEqual([]);
	});
});

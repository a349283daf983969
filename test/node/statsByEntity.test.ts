/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Stats -> Get Spend and Results by Entity through n8n-core's engine against the emulator (issue 47
 * point 3, issue 49 point 7): a month of 50 campaigns in 3 requests and under 10,000 tokens of
 * answer (estimated as characters ÷ 4 of the items' JSON, as an MCP client receives them), totals
 * that agree with Stats -> Get, each day inside a row or as rows, the cost-per-result filter, and
 * refusals before any request.
 */
import { readFileSync } from 'fs';
import path from 'path';
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LA, CAMPAIGN_LA_SUMMER } from '../emulator';
import { serveRecordedStats } from '../emulator/stats';
import { runTool } from '../harness';
import { json, node, useRig } from './setup';
import { byEntityParams, campaignStatsParams } from './statsParams';

const NOW = Date.UTC(2025, 6, 20, 12);
const rig = useRig({ now: () => NOW });

// 30 days of Los Angeles across the spring change (2025-03-09 has 23 hours).
const MONTH = { startDate: '2025-03-01', endDate: '2025-03-30' };
const TOKEN_GOAL = 10_000;
/** The emulator computes 50 x 30 days hour by hour: a few seconds, far more on a loaded machine. */
const MONTH_OF_50_MS = 120_000;
const tokens = (rows: unknown[]) => Math.ceil(JSON.stringify(rows).length / 4);
const calls = () => rig.apiCalls().map((c) => `${c.method} ${c.path}`);

/** The LA fixture account with campaigns added up to `count`, each with an ad squad (the emulator's month of 50 is slow: once). */
function campaigns(count: number): void {
	for (let k = rig.emulator.ads.campaigns(AD_ACCOUNT_LA).length; k < count; k++) {
		const campaign = rig.emulator.ads.addCampaign(AD_ACCOUNT_LA, { name: `Month campaign ${k + 1}` });
		rig.emulator.ads.addAdSquad(campaign.id, { name: `Month squad ${k + 1}` });
	}
}

describe('Stats -> Get Spend and Results by Entity', () => {
	it('gives a month of 50 campaigns, each day inside, in 3 requests and under 10,000 tokens', async () => {
		campaigns(50);
		const result = await rig.run(byEntityParams(AD_ACCOUNT_LA, { ...MONTH, days: 'inside' }));
		expect(result.error).toBeUndefined();
		expect(calls()).toEqual([`GET /v1/adaccounts/${AD_ACCOUNT_LA}`, `GET /v1/adaccounts/${AD_ACCOUNT_LA}/stats`, `GET /v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`]);
		expect(rig.apiCalls()[1].query).toMatchObject({ granularity: 'DAY', breakdown: 'campaign', start_time: '2025-03-01T00:00:00-08:00', end_time: '2025-03-31T00:00:00-07:00' });
		const rows = json(result.items);
		expect(rows).toHaveLength(50);
		expect(tokens(rows)).toBeLessThanOrEqual(TOKEN_GOAL);
		for (const row of rows) {
			expect(row).toMatchObject({ start_date: '2025-03-01', end_date: '2025-03-30', currency: 'USD', result: 'purchases', finalized: true });
			expect(Object.keys(row).some((k) => k.endsWith('_micro'))).toBe(false);
			expect(row.daily_spend).toHaveLength(30);
			expect((row.daily_results as number[]).reduce((a, b) => a + b, 0)).toBe(row.results);
			expect(row.cost_per_result).toBeCloseTo((row.spend as number) / (row.results as number), 5);
		}
		const spends = rows.map((r) => r.spend as number);
		expect(spends).toEqual([...spends].sort((a, b) => b - a));
		expect(rows.find((r) => r.id === CAMPAIGN_LA_SUMMER)).toMatchObject({ name: 'Summer Sale US', status: expect.any(String) });
	}, MONTH_OF_50_MS);

	it('agrees with Stats -> Get of one campaign over the same days, and Totals Only is one Total request', async () => {
		campaigns(12);
		const [summer] = json((await rig.run(byEntityParams(AD_ACCOUNT_LA, { ...MONTH, costPerResultAbove: 0 }))).items).filter((r) => r.id === CAMPAIGN_LA_SUMMER);
		expect(rig.apiCalls().filter((c) => c.path.endsWith('/stats')).map((c) => c.query.granularity)).toEqual(['TOTAL']);
		expect(tokens(json((await rig.run(byEntityParams(AD_ACCOUNT_LA, MONTH))).items))).toBeLessThanOrEqual(TOKEN_GOAL / 8);
		const [total] = json(
			(await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...MONTH, granularity: 'TOTAL', metrics: ['impressions', 'swipes', 'spend', 'conversion_purchases', 'conversion_purchases_value'] }))).items,
		);
		expect(summer).toMatchObject({
			impressions: total.impressions,
			swipes: total.swipes,
			spend: total.spend,
			results: total.conversion_purchases,
			result_value: total.conversion_purchases_value,
		});
	});

	it('gives one row per entity and day with One Row per Entity and Day, adding up to the totals', async () => {
		campaigns(6);
		const totals = json((await rig.run(byEntityParams(AD_ACCOUNT_LA, { ...MONTH, entityLevel: 'adsquad' }))).items);
		const days = json((await rig.run(byEntityParams(AD_ACCOUNT_LA, { ...MONTH, entityLevel: 'adsquad', days: 'rows' }))).items);
		expect(days).toHaveLength(totals.length * 30);
		const first = totals[0];
		const mine = days.filter((r) => r.id === first.id);
		expect(mine.map((r) => r.date)).toEqual(Array.from({ length: 30 }, (_, k) => `2025-03-${String(k + 1).padStart(2, '0')}`));
		expect(mine.reduce((a, r) => a + (r.results as number), 0)).toBe(first.results);
		expect(mine.reduce((a, r) => a + Math.round((r.spend as number) * 1e6), 0)).toBe(Math.round((first.spend as number) * 1e6));
		expect(first).toMatchObject({ campaign_id: expect.any(String), name: expect.any(String) });
	});

	it('keeps only the entities whose cost per result is above the limit, in one stats request', async () => {
		campaigns(12);
		const all = json((await rig.run(byEntityParams(AD_ACCOUNT_LA, { ...MONTH, entityLevel: 'adsquad', result: 'sign_ups' }))).items);
		const costs = all.map((r) => r.cost_per_result as number).filter((c) => c !== null).sort((a, b) => a - b);
		const limit = costs[Math.floor(costs.length / 2)];
		rig.emulator.clearLog();
		const over = json((await rig.run(byEntityParams(AD_ACCOUNT_LA, { ...MONTH, entityLevel: 'adsquad', result: 'sign_ups', costPerResultAbove: limit }))).items);
		expect(rig.apiCalls().filter((c) => c.path.endsWith('/stats'))).toHaveLength(1);
		const expected = all.filter((r) => (r.results === 0 ? (r.spend as number) > limit : (r.cost_per_result as number) > limit)).map((r) => r.id);
		expect(over.map((r) => r.id)).toEqual(expected);
		expect(over.length).toBeGreaterThan(0);
		expect(over.length).toBeLessThan(all.length);
		expect(over.every((r) => r.result === 'sign_ups')).toBe(true);
	});

	it('reads a breakdown answer whose periods are only in its entries (spec: real answers), lowercase success, offsets and no offset', async () => {
		const [summer, always] = rig.emulator.ads.campaigns(AD_ACCOUNT_LA);
		const day = (start: string, end: string, spend: number, purchases: number) => ({ start_time: start, end_time: end, stats: { spend, impressions: 10, swipes: 1, conversion_purchases: purchases } });
		serveRecordedStats(rig.emulator, {
			request_status: 'success',
			timeseries_stats: [
				{
					sub_request_status: 'success',
					timeseries_stat: {
						id: AD_ACCOUNT_LA,
						type: 'AD_ACCOUNT',
						granularity: 'DAY',
						finalized_data_end_time: '2025-03-03T00:00:00.000-08:00',
						breakdown_stats: {
							campaign: [
								{ id: summer.id, type: 'CAMPAIGN', timeseries: [day('2025-03-01T00:00:00.000-08:00', '2025-03-02T00:00:00.000-08:00', 1_500_000, 1), day('2025-03-02T00:00:00.000', '2025-03-03T00:00:00.000', 2_250_000, 2)] },
								{ id: always.id, type: 'CAMPAIGN', timeseries: [day('2025-03-01T08:00:00.000Z', '2025-03-02T08:00:00.000Z', 9_000_000, 0)] },
							],
						},
					},
				},
			],
		});
		const rows = json((await rig.run(byEntityParams(AD_ACCOUNT_LA, { startDate: '2025-03-01', endDate: '2025-03-02', days: 'inside' }))).items);
		expect(rows.map((r) => [r.id, r.spend, r.results, r.cost_per_result, r.daily_spend, r.daily_results, r.finalized])).toEqual([
			[always.id, 9, 0, null, [9, 0], [0, 0], true],
			[summer.id, 3.75, 3, 1.25, [1.5, 2.25], [1, 2], true],
		]);
	});

	it('reads nothing but the stats when no entity is over the limit, and refuses a negative limit before any request', async () => {
		const none = await rig.run(byEntityParams(AD_ACCOUNT_LA, { ...MONTH, costPerResultAbove: 1_000_000 }));
		expect(none.items).toEqual([]);
		expect(calls()).toEqual([`GET /v1/adaccounts/${AD_ACCOUNT_LA}`, `GET /v1/adaccounts/${AD_ACCOUNT_LA}/stats`]);
		rig.emulator.clearLog();
		const bad = await rig.run(byEntityParams(AD_ACCOUNT_LA, { ...MONTH, costPerResultAbove: -5 }));
		expect(bad.error?.message).toMatch(/Only Where Cost per Result Is Above.*negative/);
		const early = await rig.run(byEntityParams(AD_ACCOUNT_LA, { startDate: '2025-03-30', endDate: '2025-03-01' }));
		expect(early.error?.message).toMatch(/End Date|Start Date/);
		expect(rig.apiCalls()).toEqual([]);
	});
});

/** The MCP example's tools (examples/snapchat-ads-mcp-server.json), run as tools through n8n-core. */
const example = JSON.parse(readFileSync(path.join(__dirname, '../../examples/snapchat-ads-mcp-server.json'), 'utf8')) as { nodes: Array<{ name: string; parameters: INodeParameters }> };
const tool = async (name: string, args: Record<string, unknown>) => {
	const found = example.nodes.find((n) => n.name === name);
	if (!found) throw new Error(`no tool ${name} in the MCP example`);
	return await runTool({ nodeType: node, parameters: found.parameters, args: args as IDataObject, credential: rig.credential, toolName: name });
};

describe('the MCP example: a month by campaign in one answer, ad squads over a cost per result in one call', () => {
	it('get_spend_and_results_by_entity answers 50 campaigns x 30 days, each day inside, in 3 requests and under 10,000 tokens', async () => {
		campaigns(50);
		const result = await tool('get_spend_and_results_by_entity', { ad_account_id: AD_ACCOUNT_LA, level: 'campaign', start_date: MONTH.startDate, end_date: MONTH.endDate, result: 'purchases', per_day: 'inside' });
		expect(result.error).toBeUndefined();
		const rows = JSON.parse(result.answer as string) as Array<Record<string, unknown>>;
		expect(rows).toHaveLength(50);
		expect(rows.every((r) => (r.daily_spend as number[]).length === 30)).toBe(true);
		expect(Math.ceil((result.answer as string).length / 4)).toBeLessThanOrEqual(TOKEN_GOAL);
		expect(rig.apiCalls()).toHaveLength(3);
	}, MONTH_OF_50_MS);

	it('find_ad_squads_over_cost_per_result answers only the ad squads over the limit; a level it does not offer is named', async () => {
		campaigns(8);
		const args = { ad_account_id: AD_ACCOUNT_LA, start_date: MONTH.startDate, end_date: MONTH.endDate, result: 'purchases' };
		const all = json((await rig.run(byEntityParams(AD_ACCOUNT_LA, { ...MONTH, entityLevel: 'adsquad' }))).items);
		const limit = all.map((r) => r.cost_per_result as number).sort((a, b) => a - b)[Math.floor(all.length / 2)];
		rig.emulator.clearLog();
		const result = await tool('find_ad_squads_over_cost_per_result', { ...args, cost_per_result_above: limit });
		const over = JSON.parse(result.answer as string) as Array<Record<string, unknown>>;
		expect(over.map((r) => r.id)).toEqual(all.filter((r) => (r.cost_per_result as number) > limit).map((r) => r.id));
		expect(rig.apiCalls().filter((c) => c.path.endsWith('/stats'))).toHaveLength(1);
		const wrong = await tool('get_spend_and_results_by_entity', { ...args, level: 'country', per_day: 'rows' });
		expect(wrong.error).toMatch(/Invalid argument level in item 0: level "country" is not one of the choices[\s\S]*Use one of: campaign, adsquad, ad$/);
		const days = await tool('get_spend_and_results_by_entity', { ...args, level: 'campaign', per_day: 'daily' });
		expect(days.error).toMatch(/Invalid argument per_day[\s\S]*Use one of: none, inside$/);
	});
});

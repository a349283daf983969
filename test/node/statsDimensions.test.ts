/**
 * Stats by report dimension (issue 30) through n8n-core's engine against the emulator, whose
 * dimension elements add up exactly to the report without a dimension per period and entity: so
 * must the node's rows. Labels beside codes, names, money and days as without a dimension, and
 * refusals before any request.
 */
/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
import { readFileSync } from 'fs';
import path from 'path';

import type { IDataObject } from 'n8n-workflow';

import { AD_ACCOUNT_LA, CAMPAIGN_LA_SUMMER } from '../emulator';
import { json, useRig } from './setup';
import { accountStatsParams, campaignStatsParams } from './statsParams';

const NOW = Date.UTC(2025, 6, 20, 12);
const rig = useRig({ now: () => NOW });
const statsCalls = () => rig.apiCalls().filter((c) => c.path.endsWith('/stats'));
const METRICS = ['impressions', 'swipes', 'spend', 'conversion_purchases', 'conversion_purchases_value'];
const ADDITIVE = ['impressions', 'swipes', 'spend_micro', 'conversion_purchases', 'conversion_purchases_value_micro'];

/** Sums of the additive metrics per key (entity and period). */
function sums(rows: IDataObject[], key: (r: IDataObject) => string): Map<string, Record<string, number>> {
	const out = new Map<string, Record<string, number>>();
	for (const row of rows) {
		const sum = out.get(key(row)) ?? Object.fromEntries(ADDITIVE.map((m) => [m, 0]));
		for (const m of ADDITIVE) sum[m] += row[m] as number;
		out.set(key(row), sum);
	}
	return out;
}
const byEntityDay = (r: IDataObject) => `${String(r.id)} ${String(r.date ?? r.start_time)}`;

describe('Stats -> Get with a Report Dimension', () => {
	it('a campaign by country over the spring change: rows per day and country, adding up exactly to the report without dimension', async () => {
		const range = { startDate: '2025-03-08', endDate: '2025-03-10', metrics: METRICS };
		const plain = json((await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, range))).items);
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, options: { reportDimension: 'country' } }));
		expect(result.error).toBeUndefined();
		expect(statsCalls().at(-1)?.query).toMatchObject({ granularity: 'DAY', report_dimension: 'country', start_time: '2025-03-08T00:00:00-08:00', end_time: '2025-03-11T00:00:00-07:00' });
		const rows = json(result.items);
		expect(new Set(rows.map((r) => r.date))).toEqual(new Set(['2025-03-08', '2025-03-09', '2025-03-10']));
		expect(rows.find((r) => r.country === 'us')).toMatchObject({
			id: CAMPAIGN_LA_SUMMER,
			name: 'Summer Sale US',
			country: 'us',
			country_name: 'United States',
			dimension_label: 'United States',
			currency: 'USD',
			finalized: true,
		});
		for (const row of rows) expect(row.spend).toBe((row.spend_micro as number) / 1_000_000);
		expect(sums(rows, byEntityDay)).toEqual(sums(plain, byEntityDay));
	});

	it('an ad account by gender and age, added up from its campaigns per value, equals its campaigns by gender and age', async () => {
		const range = { granularity: 'TOTAL', startDate: '2025-07-01', endDate: '2025-07-07', metrics: ['impressions', 'spend'], options: { reportDimension: 'gender,age' } };
		const account = json((await rig.run(accountStatsParams(AD_ACCOUNT_LA, range))).items);
		expect(statsCalls().at(-1)?.query).toMatchObject({ breakdown: 'campaign', report_dimension: 'gender,age' });
		const campaigns = json((await rig.run(accountStatsParams(AD_ACCOUNT_LA, { ...range, breakdown: 'campaign' }))).items);
		expect(account.every((r) => r.id === AD_ACCOUNT_LA && r.type === 'AD_ACCOUNT' && r.name === 'Acme US')).toBe(true);
		expect(account[0]).toMatchObject({ gender: expect.any(String), age: expect.any(String), dimension_label: expect.stringMatching(/^(Female|Male|Unknown), /) });
		const byValue = (r: IDataObject) => `${String(r.gender)} ${String(r.age)}`;
		const fromCampaigns = sums(campaigns, byValue);
		expect(account.map((r) => [byValue(r), r.impressions, r.spend_micro])).toEqual([...fromCampaigns.entries()].map(([k, s]) => [k, s.impressions, s.spend_micro]));
		// And the account's values add up to the account without dimension.
		const plain = json((await rig.run(accountStatsParams(AD_ACCOUNT_LA, { ...range, options: {} }))).items);
		expect(account.reduce((a, r) => a + (r.spend_micro as number), 0)).toBe(plain[0].spend_micro);
	});

	it('a breakdown by ad squad and operating system: the entity, its parent and the label', async () => {
		const result = await rig.run(
			campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'TOTAL', campaignBreakdown: 'adsquad', startDate: '2025-07-01', endDate: '2025-07-07', options: { reportDimension: 'os' } }),
		);
		expect(result.error).toBeUndefined();
		const rows = json(result.items);
		expect(rows.length).toBeGreaterThan(1);
		expect(rows[0]).toMatchObject({ type: 'AD_SQUAD', parent_id: CAMPAIGN_LA_SUMMER, name: expect.any(String), operating_system: expect.any(String) });
		expect(new Set(rows.map((r) => r.dimension_label))).toEqual(new Set(['iOS', 'Android']));
	});

	it('a campaign by age (issue 46, point 4): Snapchat\'s buckets as given, the open top band "55+" kept as text', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'TOTAL', startDate: '2025-07-01', endDate: '2025-07-07', metrics: ['impressions', 'spend'], options: { reportDimension: 'age' } }));
		expect(result.error).toBeUndefined();
		expect(statsCalls().at(-1)?.query).toMatchObject({ report_dimension: 'age' });
		const rows = json(result.items);
		const top = rows.find((r) => r.age === '55+');
		expect(top).toMatchObject({ id: CAMPAIGN_LA_SUMMER, age: '55+', dimension_label: '55+', impressions: expect.any(Number) });
		expect(rows.every((r) => typeof r.age === 'string')).toBe(true);
		// The rows are Snapchat's buckets in Snapchat's order, none renamed, merged or dropped: the old
		// "35+" bucket, which Snap still sends at 0 since March 2025 (spec snap-api-changes §8), too.
		expect(rows.map((r) => r.age)).toEqual(['13-17', '18-20', '21-24', '25-34', '35+', '35-44', '45-54', '55+']);
		expect(rows.find((r) => r.age === '35+')).toMatchObject({ age: '35+', dimension_label: '35+', impressions: 0, spend: 0 });
	});

	it('refuses Hour with a dimension before any request', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'HOUR', startDate: '2025-07-01T00:00', endDate: '2025-07-01T06:00', options: { reportDimension: 'country' } }));
		expect(result.error?.message).toMatch(/Report Dimension.*item 0.*Hour granularity cannot be split by Country/);
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it("passes Snapchat's own words for what only Snapchat refuses (conversions by device make)", async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'TOTAL', startDate: '2025-07-01', endDate: '2025-07-07', metrics: ['conversion_purchases'], options: { reportDimension: 'make' } }));
		expect(`${result.error?.message} ${(result.error as { description?: string })?.description}`).toMatch(/delivery metrics only/);
		expect(statsCalls()).toHaveLength(1);
	});

	it('runs the Stats node of examples/last-week-spend-and-purchases-by-country.json: one row per country, adding up to the account', async () => {
		const example = JSON.parse(readFileSync(path.join(__dirname, '../../examples/last-week-spend-and-purchases-by-country.json'), 'utf8'));
		const statsNode = example.nodes.find((n: { type: string }) => n.type === 'n8n-nodes-snapchat-ads.snapchatAds');
		const result = await rig.run(statsNode.parameters);
		expect(result.error).toBeUndefined();
		expect(statsCalls().at(-1)?.query).toMatchObject({ granularity: 'TOTAL', report_dimension: 'country', breakdown: 'campaign' });
		const rows = json(result.items);
		expect(new Set(rows.map((r) => r.country)).size).toBe(rows.length);
		expect(rows.every((r) => typeof r.country_name === 'string' && typeof r.spend === 'number' && typeof r.conversion_purchases === 'number' && r.currency === 'USD')).toBe(true);
		const plain = json((await rig.run({ ...statsNode.parameters, options: {} })).items);
		expect(rows.reduce((a, r) => a + (r.spend_micro as number), 0)).toBe(plain[0]?.spend_micro);
		const set = example.nodes.find((n: { type: string }) => n.type === 'n8n-nodes-base.set');
		const columns = Object.fromEntries(set.parameters.assignments.assignments.map((a: { name: string; value: string }) => [a.name, a.value]));
		expect(columns).toMatchObject({ Country: '={{ $json.country_name }}', Spend: '={{ Math.round($json.spend * 100) / 100 }}' });
	});
});

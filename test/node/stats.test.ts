/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Stats -> Get through n8n-core's engine against the emulator: the account's zone found from the
 * entity, days across daylight saving, windows of 32 days, Hour refusals before any call,
 * breakdowns, raw answers and the finalized flag.
 */
import { readFileSync } from 'fs';
import path from 'path';

import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_SQUAD_LA_SUMMER_BROAD, CAMPAIGN_LA_SUMMER, AD_LA_SUMMER_VIDEO } from '../emulator';
import { dateKey, shiftKey } from '../emulator/localTime';
import { MISSING_ID, rl } from './params';
import { json, useRig } from './setup';
import { accountStatsParams, campaignStatsParams } from './statsParams';

const NOW = Date.UTC(2025, 6, 20, 12);
const rig = useRig({ now: () => NOW });

const calls = () => rig.apiCalls().map((c) => `${c.method} ${c.path}`);
const statsCalls = () => rig.apiCalls().filter((c) => c.path.endsWith('/stats'));
const sum = (rows: Array<Record<string, unknown>>, field: string) => rows.reduce((acc, r) => acc + (r[field] as number), 0);

describe('Stats -> Get', () => {
	it('cuts days at midnight in the campaign account zone across the spring change, with each offset', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { startDate: '2025-03-08', endDate: '2025-03-10' }));
		expect(result.error).toBeUndefined();
		expect(calls()).toEqual([
			`GET /v1/campaigns/${CAMPAIGN_LA_SUMMER}`,
			`GET /v1/adaccounts/${AD_ACCOUNT_LA}`,
			`GET /v1/campaigns/${CAMPAIGN_LA_SUMMER}/stats`,
		]);
		expect(statsCalls()[0].query).toMatchObject({
			granularity: 'DAY',
			start_time: '2025-03-08T00:00:00-08:00',
			end_time: '2025-03-11T00:00:00-07:00',
			fields: 'impressions,swipes,spend',
		});
		const rows = json(result.items);
		expect(rows.map((r) => [r.date, r.start_time, r.end_time])).toEqual([
			['2025-03-08', '2025-03-08T08:00:00.000Z', '2025-03-09T08:00:00.000Z'],
			['2025-03-09', '2025-03-09T08:00:00.000Z', '2025-03-10T07:00:00.000Z'],
			['2025-03-10', '2025-03-10T07:00:00.000Z', '2025-03-11T07:00:00.000Z'],
		]);
		expect(rows[0]).toMatchObject({ id: CAMPAIGN_LA_SUMMER, type: 'CAMPAIGN', name: 'Summer Sale US', currency: 'USD', finalized: true });
		for (const row of rows) {
			const digits = String(row.spend_micro).padStart(7, '0');
			expect(row.spend).toBe(Number(`${digits.slice(0, -6)}.${digits.slice(-6)}`));
		}
		expect(result.items.every((i) => (i.pairedItem as { item: number }).item === 0)).toBe(true);
	});

	it('splits 90 days of Day into three windows of at most 32 days, merged in order, adding up to the totals', async () => {
		const range = { startDate: '2025-01-01', endDate: '2025-03-31' };
		const days = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, range));
		expect(statsCalls().map((c) => [c.query.start_time, c.query.end_time])).toEqual([
			['2025-01-01T00:00:00-08:00', '2025-02-02T00:00:00-08:00'],
			['2025-02-02T00:00:00-08:00', '2025-03-06T00:00:00-08:00'],
			['2025-03-06T00:00:00-08:00', '2025-04-01T00:00:00-07:00'],
		]);
		const rows = json(days.items);
		expect(rows).toHaveLength(90);
		expect(rows.map((r) => r.date)).toEqual(Array.from({ length: 90 }, (_, k) => shiftKey('2025-01-01', k)));
		rig.emulator.clearLog();
		const totals = json((await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...range, granularity: 'TOTAL' }))).items);
		expect(totals).toHaveLength(3);
		for (const field of ['impressions', 'swipes', 'spend_micro']) expect([field, sum(rows, field)]).toEqual([field, sum(totals, field)]);
	});

	it('keeps every Day window within 32 x 24 hours across the autumn change: a year is still 12 calls', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { startDate: '2025-01-01', endDate: '2025-12-31', options: { output: 'raw' } }));
		expect(result.error).toBeUndefined();
		const windows = statsCalls().map((c) => [c.query.start_time, c.query.end_time]);
		expect(windows).toHaveLength(12);
		expect(windows[9]).toEqual(['2025-10-16T00:00:00-07:00', '2025-11-16T00:00:00-08:00']);
	});

	it('7 Day rows of an ad add up to the Total of the same week', async () => {
		const week = { level: 'ad', adId: rl(AD_LA_SUMMER_VIDEO), startDate: '2025-06-02', endDate: '2025-06-08' };
		const days = json((await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, week))).items);
		const [total] = json((await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { ...week, granularity: 'TOTAL' }))).items);
		expect(days).toHaveLength(7);
		expect(sum(days, 'spend_micro')).toBe(total.spend_micro);
		expect(total).toMatchObject({ type: 'AD', start_time: '2025-06-02T07:00:00.000Z', end_time: '2025-06-09T07:00:00.000Z' });
	});

	it('refuses Hour with reach or frequency before any request, naming them once each', async () => {
		const result = await rig.run(
			campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'HOUR', startDate: '2025-03-09T00:00', endDate: '2025-03-09T06:00', metrics: ['impressions', 'uniques', 'frequency', 'conversion_purchases'] }),
		);
		expect(result.error?.message).toBe(
			'Invalid Metrics in item 0: Hour granularity cannot give Reach (uniques), Frequency (frequency): Snapchat does not report these metrics per hour',
		);
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('sends Hour with conversion metrics (a public client asks for them hourly) and gives their rows', async () => {
		const result = await rig.run(
			campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'HOUR', startDate: '2025-07-01T00:00', endDate: '2025-07-01T03:00', metrics: ['impressions', 'conversion_purchases'] }),
		);
		expect(result.error).toBeUndefined();
		expect(statsCalls()[0].query.fields).toBe('impressions,conversion_purchases');
		expect(json(result.items).map((r) => [r.hour, typeof r.conversion_purchases])).toEqual([
			[0, 'number'],
			[1, 'number'],
			[2, 'number'],
		]);
	});

	it('an ad account with the default metrics and no breakdown: asks by campaign and adds the campaigns up', async () => {
		const range = { startDate: '2025-07-01', endDate: '2025-07-03' };
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_LA, range));
		expect(result.error).toBeUndefined();
		expect(statsCalls()[0].query).toMatchObject({ fields: 'impressions,swipes,spend', breakdown: 'campaign' });
		const rows = json(result.items);
		rig.emulator.clearLog();
		const campaigns = json((await rig.run(accountStatsParams(AD_ACCOUNT_LA, { ...range, breakdown: 'campaign' }))).items);
		expect(rows.map((r) => [r.id, r.type, r.name, r.date])).toEqual([
			[AD_ACCOUNT_LA, 'AD_ACCOUNT', 'Acme US', '2025-07-01'],
			[AD_ACCOUNT_LA, 'AD_ACCOUNT', 'Acme US', '2025-07-02'],
			[AD_ACCOUNT_LA, 'AD_ACCOUNT', 'Acme US', '2025-07-03'],
		]);
		for (const row of rows) {
			const same = campaigns.filter((c) => c.date === row.date);
			for (const field of ['impressions', 'swipes', 'spend_micro']) expect([row.date, field, row[field]]).toEqual([row.date, field, sum(same, field)]);
			expect(row).toMatchObject({ currency: 'USD', finalized: true });
			expect(row).not.toHaveProperty('parent_id');
		}
	});

	it('an ad account with Spend alone is asked as it is, without a breakdown', async () => {
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { granularity: 'TOTAL', metrics: ['spend'], startDate: '2025-07-01', endDate: '2025-07-03' }));
		expect(result.error).toBeUndefined();
		expect(statsCalls()[0].query.breakdown).toBeUndefined();
		expect(json(result.items)).toEqual([expect.objectContaining({ id: AD_ACCOUNT_LA, type: 'AD_ACCOUNT', spend: expect.any(Number), spend_micro: expect.any(Number) })]);
	});

	it('refuses reach for a whole ad account without a breakdown before any request, saying what to do', async () => {
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { granularity: 'TOTAL', metrics: ['impressions', 'uniques'], startDate: '2025-07-01', endDate: '2025-07-03' }));
		expect(result.error?.message).toMatch(/^Invalid Metrics in item 0: At Ad Account level without a Breakdown, Reach \(uniques\) cannot be given/);
		expect((result.error as { description?: string }).description).toMatch(/Breakdown By Campaign/);
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('breakdown rows carry the name of each entity and of its parent, at one list read per entity type and run', async () => {
		const params = accountStatsParams(AD_ACCOUNT_LA, { granularity: 'TOTAL', breakdown: 'adsquad', startDate: '2025-07-01', endDate: '2025-07-07' });
		const result = await rig.run(params, { input: [{}, {}] });
		expect(result.error).toBeUndefined();
		const squads = rig.emulator.ads.adSquads({ adAccountId: AD_ACCOUNT_LA });
		const campaigns = new Map(rig.emulator.ads.campaigns(AD_ACCOUNT_LA).map((c) => [c.id, c.name]));
		const rows = json(result.items);
		expect(rows).toHaveLength(squads.length * 2);
		expect(rows.slice(0, squads.length).map((r) => [r.id, r.name, r.campaign_id, r.campaign_name])).toEqual(
			squads.map((s) => [s.id, s.name, s.campaign_id, campaigns.get(s.campaign_id)]),
		);
		expect(calls().filter((c) => !c.endsWith('/stats')).sort()).toEqual([
			`GET /v1/adaccounts/${AD_ACCOUNT_LA}`,
			`GET /v1/adaccounts/${AD_ACCOUNT_LA}/adsquads`,
			`GET /v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`,
		]);
		expect(rig.apiCalls().find((c) => c.path.endsWith('/adsquads'))?.query.limit).toBe('1000');
	});

	it('ad rows carry their ad squad; campaign rows their name only', async () => {
		const ads = json((await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'TOTAL', campaignBreakdown: 'ad', startDate: '2025-07-01', endDate: '2025-07-07' }))).items);
		const squads = new Map(rig.emulator.ads.adSquads({ adAccountId: AD_ACCOUNT_LA }).map((s) => [s.id, s.name]));
		expect(ads.length).toBeGreaterThan(0);
		for (const row of ads) {
			const ad = rig.emulator.ads.ads({ adAccountId: AD_ACCOUNT_LA }).find((a) => a.id === row.id);
			expect(row).toMatchObject({ name: ad?.name, ad_squad_id: ad?.ad_squad_id, ad_squad_name: squads.get(ad?.ad_squad_id as string) });
		}
		const byCampaign = json((await rig.run(accountStatsParams(AD_ACCOUNT_LA, { granularity: 'TOTAL', breakdown: 'campaign', startDate: '2025-07-01', endDate: '2025-07-07' }))).items);
		expect(byCampaign.map((r) => r.name)).toEqual(rig.emulator.ads.campaigns(AD_ACCOUNT_LA).map((c) => c.name));
		expect(byCampaign[0]).not.toHaveProperty('campaign_id');
	});

	it('Hour across the spring change: the skipped hour is absent, local hours are given', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'HOUR', startDate: '2025-03-09T00:00', endDate: '2025-03-09T06:00' }));
		expect(statsCalls()[0].query).toMatchObject({ start_time: '2025-03-09T00:00:00-08:00', end_time: '2025-03-09T06:00:00-07:00' });
		expect(json(result.items).map((r) => r.hour)).toEqual([0, 1, 3, 4, 5]);
	});

	it('refuses an Hour start inside the gap before any request', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'HOUR', startDate: '2025-03-09T02:00', endDate: '2025-03-09T06:00' }));
		expect(result.error?.message).toMatch(/^Invalid Start Time in item 0: 2025-03-09T02:00 does not exist in America\/Los_Angeles/);
		expect(statsCalls()).toHaveLength(0);
	});

	it('breaks an ad account down by campaign: one row per campaign, with its parent', async () => {
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { granularity: 'TOTAL', breakdown: 'campaign', startDate: '2025-07-01', endDate: '2025-07-07' }));
		const rows = json(result.items);
		const campaigns = rig.emulator.ads.campaigns(AD_ACCOUNT_LA).map((c) => c.id);
		expect(rows.map((r) => r.id)).toEqual(campaigns);
		expect(rows[0]).toMatchObject({ type: 'CAMPAIGN', parent_id: AD_ACCOUNT_LA, parent_type: 'AD_ACCOUNT', currency: 'USD' });
		expect(statsCalls()[0].query.breakdown).toBe('campaign');
	});

	it('merges a breakdown over several windows as one answer would give it: per entity, every day in order', async () => {
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { breakdown: 'campaign', startDate: '2025-01-01', endDate: '2025-02-10' }));
		expect(statsCalls()).toHaveLength(2);
		const campaigns = rig.emulator.ads.campaigns(AD_ACCOUNT_LA).map((c) => c.id);
		const days = Array.from({ length: 41 }, (_, k) => shiftKey('2025-01-01', k));
		expect(json(result.items).map((r) => `${r.id} ${r.date}`)).toEqual(campaigns.flatMap((id) => days.map((d) => `${id} ${d}`)));
	});

	it('refuses a breakdown that is not below the level, before any request', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { campaignBreakdown: 'campaign', startDate: '2025-07-01', endDate: '2025-07-07' }));
		expect(result.error?.message).toBe('Invalid Breakdown in item 0: Breakdown by Campaign is not below the level Campaign');
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it("outputs Snapchat's answers as they are, one item per call", async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { startDate: '2025-01-01', endDate: '2025-03-31', options: { output: 'raw' } }));
		const items = json(result.items);
		expect(items).toHaveLength(3);
		expect(items[0]).toMatchObject({ request_status: 'SUCCESS' });
		expect((items[2].timeseries_stats as Array<{ timeseries_stat: { end_time: string } }>)[0].timeseries_stat.end_time).toBe('2025-04-01T07:00:00.000Z');
	});

	it('flags a day finalized only when it ended by finalized_data_end_time', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { startDate: '2025-07-15', endDate: '2025-07-19' }));
		expect(json(result.items).map((r) => [r.date, r.finalized])).toEqual([
			['2025-07-15', true],
			['2025-07-16', true],
			['2025-07-17', true],
			['2025-07-18', false],
			['2025-07-19', false],
		]);
	});

	it('sends "+" offsets so Snapchat reads them (Berlin), and reads presets in the account zone', async () => {
		const yesterdayNow = () => shiftKey(dateKey(Date.now(), 'Europe/Berlin'), -1);
		const before = yesterdayNow();
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_BERLIN, { dateRange: 'yesterday' }));
		expect(result.error).toBeUndefined();
		const rows = json(result.items);
		// The run may cross midnight in Berlin: either reading of "yesterday" is right then.
		const yesterday = rows[0]?.date === before ? before : yesterdayNow();
		expect(rows.map((r) => [r.date, r.currency])).toEqual([[yesterday, 'EUR']]);
		expect(statsCalls()[0].query.start_time).toMatch(new RegExp(`^${yesterday}T00:00:00\\+0[12]:00$`));
	});

	it('reads "now" once per run: items of a run crossing midnight in the account zone report the same day', async () => {
		const beforeMidnight = Date.UTC(2025, 6, 21, 6, 59, 59, 500); // 23:59:59.5 on 20 July in Los Angeles
		const clock = jest.spyOn(Date, 'now').mockImplementation(() => (statsCalls().length === 0 ? beforeMidnight : beforeMidnight + 1000));
		try {
			const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { dateRange: 'yesterday' }), { input: [{}, {}] });
			expect(json(result.items).map((r) => r.date)).toEqual(['2025-07-19', '2025-07-19']);
		} finally {
			clock.mockRestore();
		}
	});

	it('follows an ad squad to its account once per run, for every item', async () => {
		const params = campaignStatsParams(CAMPAIGN_LA_SUMMER, { level: 'adSquad', adSquadId: rl(AD_SQUAD_LA_SUMMER_BROAD), granularity: 'LIFETIME' });
		const result = await rig.run(params, { input: [{}, {}] });
		expect(json(result.items).map((r) => [r.id, r.granularity])).toEqual([
			[AD_SQUAD_LA_SUMMER_BROAD, 'LIFETIME'],
			[AD_SQUAD_LA_SUMMER_BROAD, 'LIFETIME'],
		]);
		expect(calls().filter((c) => !c.endsWith('/stats'))).toEqual([
			`GET /v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}`,
			`GET /v1/campaigns/${CAMPAIGN_LA_SUMMER}`,
			`GET /v1/adaccounts/${AD_ACCOUNT_LA}`,
		]);
		expect(statsCalls()[0].query.start_time).toBeUndefined();
	});

	it('refuses a Day time-zone override other than the account zone; takes it for Total', async () => {
		const day = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { startDate: '2025-07-01', endDate: '2025-07-01', options: { timeZone: 'Europe/Berlin' } }));
		expect(day.error?.message).toBe(
			"Invalid Time Zone in item 0: Day rows cannot be cut in Europe/Berlin: Snapchat cuts days at midnight in the ad account's zone, America/Los_Angeles",
		);
		expect(statsCalls()).toHaveLength(0);
		const total = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'TOTAL', startDate: '2025-07-01', endDate: '2025-07-01', options: { timeZone: 'Europe/Berlin' } }));
		expect(total.error).toBeUndefined();
		expect(statsCalls()[0].query).toMatchObject({ start_time: '2025-07-01T00:00:00+02:00', end_time: '2025-07-02T00:00:00+02:00' });
	});

	it('refuses a Time Zone whose hours are not whole hours in the account zone, before any stats call', async () => {
		const hour = await rig.run(
			campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'HOUR', startDate: '2025-07-01T00:00', endDate: '2025-07-01T06:00', options: { timeZone: 'Asia/Kolkata' } }),
		);
		expect(hour.error?.message).toBe(
			'Invalid Time Zone in item 0: 2025-07-01T00:00:00+05:30 is not on a whole hour in the ad account\'s zone, America/Los_Angeles (it is 11:30 there)',
		);
		const total = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'TOTAL', startDate: '2025-07-01', endDate: '2025-07-01', options: { timeZone: 'Asia/Kolkata' } }));
		expect(total.error?.message).toMatch(/^Invalid Time Zone in item 0: /);
		expect(statsCalls()).toHaveLength(0);
	});

	it('refuses bad dates and IDs before any request, naming item and field', async () => {
		const before = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { startDate: '2025-07-02', endDate: '2025-07-01' }));
		expect(before.error?.message).toBe('Invalid End Date in item 0: End Date (2025-07-01) is before Start Date (2025-07-02)');
		const badId = await rig.run(campaignStatsParams('={{ "summer" }}', { startDate: '2025-07-01', endDate: '2025-07-01' }));
		expect(badId.error?.message).toMatch(/^Invalid Campaign in item 0: /);
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('says when the campaign does not exist, and passes options through', async () => {
		const missing = await rig.run(campaignStatsParams(MISSING_ID, { startDate: '2025-07-01', endDate: '2025-07-01' }));
		expect(missing.error?.message).toMatch(`Campaign ${MISSING_ID} was not found`);
		rig.emulator.clearLog();
		await rig.run(
			campaignStatsParams(CAMPAIGN_LA_SUMMER, {
				startDate: '2025-07-01',
				endDate: '2025-07-01',
				options: { swipeUpAttributionWindow: '7_DAY', viewAttributionWindow: 'none', actionReportTime: 'impression', conversionSourceTypes: ['web', 'app'], omitEmpty: true },
			}),
		);
		expect(statsCalls()[0].query).toMatchObject({
			swipe_up_attribution_window: '7_DAY',
			view_attribution_window: 'none',
			action_report_time: 'impression',
			conversion_source_types: 'web,app',
			omit_empty: 'true',
		});
	});

	it('with Continue On Fail, a bad item becomes an error item and the others run', async () => {
		const params = campaignStatsParams(CAMPAIGN_LA_SUMMER, { startDate: '={{ $json.from }}', endDate: '2025-07-01' });
		const result = await rig.run(params, { input: [{ from: 'soon' }, { from: '2025-07-01' }], continueOnFail: true });
		const items = json(result.items);
		expect(items[0].error).toBe('Invalid Start Date in item 0: Start Date "soon" is not a date');
		expect(items[1]).toMatchObject({ date: '2025-07-01' });
		expect(result.items.map((i) => (i.pairedItem as { item: number }).item)).toEqual([0, 1]);
	});

	it('runs the Stats node of examples/yesterday-spend-per-campaign.json: one row per campaign', async () => {
		const example = JSON.parse(readFileSync(path.join(__dirname, '../../examples/yesterday-spend-per-campaign.json'), 'utf8'));
		const statsNode = example.nodes.find((n: { type: string }) => n.type === 'n8n-nodes-snapchat-ads.snapchatAds');
		const result = await rig.run(statsNode.parameters);
		expect(result.error).toBeUndefined();
		const rows = json(result.items);
		expect(rows.map((r) => [r.id, r.name])).toEqual(rig.emulator.ads.campaigns(AD_ACCOUNT_LA).map((c) => [c.id, c.name]));
		expect(rows.every((r) => typeof r.date === 'string' && typeof r.spend === 'number' && r.currency === 'USD')).toBe(true);
		// The sheet shows the campaign name and rounds the exact amount where people read it.
		const set = example.nodes.find((n: { type: string }) => n.type === 'n8n-nodes-base.set');
		const columns = Object.fromEntries(set.parameters.assignments.assignments.map((a: { name: string; value: string }) => [a.name, a.value]));
		expect(columns).toMatchObject({ Campaign: '={{ $json.name }}', Spend: '={{ Math.round($json.spend * 100) / 100 }}' });
	});
});

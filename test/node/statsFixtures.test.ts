/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Stats -> Get over Snap's own answers (issue 18 part 4): every stats body in
 * test/fixtures/snap-responses/ (copied from shared/fixtures; see its PROVENANCE.md) is served by the emulator at the stats
 * endpoint of its entity type, for a request the emulator's checks accept, and the operation's rows
 * are asserted: lowercase statuses, times with Z, with an offset, with `-0800` and with no offset at
 * all (a local time of the ad account), money amounts and the finalized flag.
 */
import { readdirSync, readFileSync } from 'fs';
import type { INodeParameters } from 'n8n-workflow';
import path from 'path';

import { AD_ACCOUNT_LA, AD_LA_SUMMER_VIDEO, AD_SQUAD_LA_SUMMER_BROAD, CAMPAIGN_LA_SUMMER } from '../emulator';
import { serveRecordedStats } from '../emulator/stats';
import { rl } from './params';
import { json, useRig } from './setup';
import { accountStatsParams, campaignStatsParams } from './statsParams';

const FIXTURES = path.join(__dirname, '../fixtures/snap-responses');
const NOW = Date.UTC(2025, 6, 20, 12);
const rig = useRig({ now: () => NOW });

const fixture = (file: string): unknown => JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8'));
const statsPaths = () => rig.apiCalls().filter((c) => c.path.endsWith('/stats')).map((c) => c.path);

/** Pixel stats are not a Stats -> Get answer: the node reports on ad accounts, campaigns, ad squads and ads. */
const NOT_NODE_STATS = ['yassineazimani-SnapAds4J/getStatsPixelDomains.json', 'yassineazimani-SnapAds4J/getStatsSpecificPixelDomain.json'];

const TOTAL_METRICS = ['impressions', 'swipes', 'spend', 'quartile_1', 'quartile_2', 'quartile_3', 'view_completion', 'screen_time_millis'];
const ZERO_TOTAL = Object.fromEntries(TOTAL_METRICS.map((m) => [m, 0]));

interface Case {
	file: string;
	endpoint: string;
	params: INodeParameters;
	rows: Array<Record<string, unknown>>;
}

const CASES: Case[] = [
	{
		file: 'yassineazimani-SnapAds4J/getStatsAdAccountStats.json',
		endpoint: `/v1/adaccounts/${AD_ACCOUNT_LA}/stats`,
		params: accountStatsParams(AD_ACCOUNT_LA, { granularity: 'TOTAL', metrics: ['spend'], startDate: '2019-08-01', endDate: '2019-08-27' }),
		// lowercase "success"; no period in the answer, so none in the row, and not finalized.
		rows: [{ id: '22335ba6-7558-4100-9663-baca7adff5f2', type: 'AD_ACCOUNT', granularity: 'TOTAL', spend: 89.19629, spend_micro: 89196290, currency: 'USD', finalized: false }],
	},
	{
		file: 'yassineazimani-SnapAds4J/getStatsCampaignTotal.json',
		endpoint: `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/stats`,
		params: campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'TOTAL', metrics: TOTAL_METRICS, startDate: '2016-08-01', endDate: '2016-08-15' }),
		rows: [{ id: '69d120bd-b319-4201-9a2a-0e64b2ee5411', type: 'CAMPAIGN', granularity: 'TOTAL', ...ZERO_TOTAL, spend_micro: 0, currency: 'USD', finalized: false }],
	},
	{
		file: 'yassineazimani-SnapAds4J/getStatsAdSquadStats.json',
		endpoint: `/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}/stats`,
		params: campaignStatsParams(CAMPAIGN_LA_SUMMER, { level: 'adSquad', adSquadId: rl(AD_SQUAD_LA_SUMMER_BROAD), granularity: 'TOTAL', metrics: TOTAL_METRICS, startDate: '2016-08-01', endDate: '2016-08-15' }),
		rows: [{ id: '23995202-bfbc-45a0-9702-dd6841af52fe', type: 'AD_SQUAD', granularity: 'TOTAL', ...ZERO_TOTAL, spend_micro: 0, currency: 'USD', finalized: false }],
	},
	{
		file: 'yassineazimani-SnapAds4J/getStatsAdStats.json',
		endpoint: `/v1/ads/${AD_LA_SUMMER_VIDEO}/stats`,
		params: campaignStatsParams(CAMPAIGN_LA_SUMMER, { level: 'ad', adId: rl(AD_LA_SUMMER_VIDEO), granularity: 'TOTAL', metrics: TOTAL_METRICS, startDate: '2016-08-01', endDate: '2016-08-15' }),
		rows: [{ id: 'e8d6217f-32ab-400f-9e54-39a86a7963e4', type: 'AD', granularity: 'TOTAL', ...ZERO_TOTAL, spend_micro: 0, currency: 'USD', finalized: false }],
	},
	{
		// Periods and finalized_data_end_time without an offset: local times of the (Los Angeles) account.
		file: 'yassineazimani-SnapAds4J/getStatsCampaignDay.json',
		endpoint: `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/stats`,
		params: campaignStatsParams(CAMPAIGN_LA_SUMMER, { metrics: ['impressions', 'swipes', 'conversion_purchases', 'conversion_sign_ups'], startDate: '2017-04-28', endDate: '2017-04-29' }),
		rows: ['2017-04-28', '2017-04-29'].map((date, k) => ({
			id: '69d120bd-b319-4201-9a2a-0e64b2ee5411',
			type: 'CAMPAIGN',
			granularity: 'DAY',
			start_time: `2017-04-2${8 + k}T07:00:00.000Z`,
			end_time: `2017-04-${k === 0 ? '29' : '30'}T07:00:00.000Z`,
			date,
			impressions: 7715,
			swipes: 57,
			conversion_purchases: 200,
			conversion_save: 150,
			conversion_start_checkout: 300,
			conversion_add_cart: 500,
			conversion_view_content: 785,
			conversion_add_billing: 666,
			conversion_sign_ups: 1000,
			conversion_searches: 1500,
			conversion_level_completes: 450,
			conversion_app_opens: 800,
			conversion_page_views: 1500,
			currency: 'USD',
			finalized: true,
		})),
	},
	{
		// -08:00 offsets, source-split conversions, finalized after the last day.
		file: 'yassineazimani-SnapAds4J/getStatsCampaignDayOmittingRecords.json',
		endpoint: `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/stats`,
		params: campaignStatsParams(CAMPAIGN_LA_SUMMER, {
			metrics: ['impressions', 'swipes', 'spend', 'conversion_purchases'],
			startDate: '2019-11-12',
			endDate: '2019-11-15',
			options: { omitEmpty: true, conversionSourceTypes: ['web', 'app'], swipeUpAttributionWindow: '28_DAY', viewAttributionWindow: '7_DAY' },
		}),
		rows: [
			['2019-11-12', 0, 0, 0, 0, 0],
			['2019-11-13', 0, 0, 0, 0, 0],
			['2019-11-14', 599725, 594736665, 594.736665, 62, 42],
			['2019-11-15', 670692, 716170632, 716.170632, 125, 82],
		].map(([date, impressions, spend, amount, purchases, web]) =>
			expect.objectContaining({
				id: '69d120bd-b319-4201-9a2a-0e64b2ee5411',
				date,
				start_time: `${date as string}T08:00:00.000Z`,
				impressions,
				spend: amount,
				spend_micro: spend,
				conversion_purchases: purchases,
				conversion_purchases_web: web,
				finalized: true,
			}),
		),
	},
	{
		file: 'airbytehq-airbyte/stats_lifetime.json',
		endpoint: `/v1/adaccounts/${AD_ACCOUNT_LA}/stats`,
		params: accountStatsParams(AD_ACCOUNT_LA, { granularity: 'LIFETIME', metrics: ['spend'] }),
		rows: [
			{
				id: 'test_entity_id',
				type: 'AD_ACCOUNT',
				granularity: 'LIFETIME',
				impressions: 100000,
				swipes: 5000,
				spend: 500,
				spend_micro: 500000000,
				video_views: 80000,
				android_installs: 1000,
				ios_installs: 1500,
				total_installs: 2500,
				coupon_used_local: 123456,
				coupon_used_usd: 7890,
				currency: 'USD',
				finalized: false,
			},
		],
	},
	{
		// Offsets written without a colon (-0800).
		file: 'airbytehq-airbyte/stats_timeseries.json',
		endpoint: `/v1/adaccounts/${AD_ACCOUNT_LA}/stats`,
		params: accountStatsParams(AD_ACCOUNT_LA, { granularity: 'HOUR', metrics: ['spend'], startDate: '2024-01-15T00:00', endDate: '2024-01-15T01:00' }),
		rows: [
			expect.objectContaining({
				id: 'test_entity_id',
				granularity: 'HOUR',
				start_time: '2024-01-15T08:00:00.000Z',
				end_time: '2024-01-15T09:00:00.000Z',
				date: '2024-01-15',
				hour: 0,
				spend: 5,
				spend_micro: 5000000,
				total_installs: 25,
				finalized: false,
			}),
		],
	},
];

describe('Stats -> Get over the stats answers in test/fixtures', () => {
	it('covers every stats fixture (a new one must be added here)', () => {
		const all = readdirSync(FIXTURES, { withFileTypes: true })
			.filter((d) => d.isDirectory())
			.flatMap((d) => readdirSync(path.join(FIXTURES, d.name)).map((f) => `${d.name}/${f}`))
			.filter((f) => /stats/i.test(path.basename(f)));
		expect(all.sort()).toEqual([...CASES.map((c) => c.file), ...NOT_NODE_STATS].sort());
	});

	it.each(CASES.map((c) => [c.file, c] as const))('%s', async (_, { file, endpoint, params, rows }) => {
		serveRecordedStats(rig.emulator, fixture(file));
		const result = await rig.run(params);
		expect(result.error).toBeUndefined();
		expect(statsPaths()).toEqual([endpoint]);
		expect(json(result.items)).toEqual(rows);
	});

	it("a failed element's reason reaches the user with the request ID", async () => {
		serveRecordedStats(rig.emulator, {
			request_status: 'error',
			request_id: 'req-e3004',
			total_stats: [{ sub_request_status: 'error', sub_request_error_reason: 'Error code: E3004, message: Resource not found' }],
		});
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'TOTAL', startDate: '2025-07-01', endDate: '2025-07-01' }));
		expect(result.error?.message).toBe('Snapchat answered error for stats element 0: Error code: E3004, message: Resource not found (request ID req-e3004)');
	});
});

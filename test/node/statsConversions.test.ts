/**
 * Report metrics through n8n-core against the emulator (issue 46, point 6): a Stats call asking for
 * conversion events of the Conversion Metrics picker, their value variants and (Options → Conversion
 * Source Types) their web and app splits returns them flattened, money in the package's convention.
 */
import { AD_ACCOUNT_LA, CAMPAIGN_LA_SUMMER } from '../emulator';
import { json, useRig } from './setup';
import { accountStatsParams, campaignStatsParams } from './statsParams';

const rig = useRig({ now: () => Date.UTC(2025, 6, 20, 12) });
const statsCalls = () => rig.apiCalls().filter((c) => c.path.endsWith('/stats'));

const CONVERSIONS = ['conversion_add_cart', 'conversion_add_cart_value', 'conversion_start_checkout', 'conversion_rate', 'custom_event_2', 'custom_event_2_value'];

describe('conversion metrics in Stats (issue 46, 6)', () => {
	it('asks Snap for both pickers in one fields list and returns counts, values and their web/app splits flattened', async () => {
		rig.emulator.clearLog();
		const result = await rig.run(
			campaignStatsParams(CAMPAIGN_LA_SUMMER, {
				granularity: 'TOTAL',
				startDate: '2025-07-01',
				endDate: '2025-07-14',
				metrics: ['impressions', 'spend'],
				conversionMetrics: CONVERSIONS,
				options: { conversionSourceTypes: ['web', 'app', 'total'] },
			}),
		);
		expect(result.error).toBeUndefined();
		const [call] = statsCalls();
		expect(String(call.query.fields).split(',')).toEqual(['impressions', 'spend', ...CONVERSIONS]);
		const [row] = json(result.items);
		for (const count of ['conversion_add_cart', 'conversion_start_checkout', 'conversion_rate', 'custom_event_2']) {
			expect(Number.isInteger(row[count])).toBe(true);
			// The splits add up to the total (the emulator has no offline conversions).
			expect((row[`${count}_web`] as number) + (row[`${count}_app`] as number)).toBe(row[count]);
		}
		for (const value of ['conversion_add_cart_value', 'custom_event_2_value']) {
			const micro = row[`${value}_micro`] as number;
			expect(Number.isInteger(micro)).toBe(true);
			expect(micro).toBeGreaterThan(0);
			expect(row[value]).toBe(micro / 1_000_000);
			for (const source of ['web', 'app']) {
				expect(row[`${value}_${source}`]).toBe((row[`${value}_${source}_micro`] as number) / 1_000_000);
			}
			expect((row[`${value}_web_micro`] as number) + (row[`${value}_app_micro`] as number)).toBe(micro);
		}
		expect(row.currency).toBe('USD');
	});

	it('an ad account without a breakdown adds the new metrics up from its campaigns', async () => {
		const params = { granularity: 'TOTAL', startDate: '2025-07-01', endDate: '2025-07-07' };
		const account = json((await rig.run(accountStatsParams(AD_ACCOUNT_LA, { ...params, metrics: [], conversionMetrics: ['conversion_save', 'conversion_save_value'] }))).items);
		const byCampaign = json((await rig.run(accountStatsParams(AD_ACCOUNT_LA, { ...params, metrics: [], conversionMetrics: ['conversion_save', 'conversion_save_value'], breakdown: 'campaign' }))).items);
		expect(account).toHaveLength(1);
		const sum = (field: string) => byCampaign.reduce((total, r) => total + (r[field] as number), 0);
		expect(account[0].conversion_save).toBe(sum('conversion_save'));
		expect(account[0].conversion_save_value_micro).toBe(sum('conversion_save_value_micro'));
	});

	it('a saved workflow without the new field asks exactly what it asked before', async () => {
		rig.emulator.clearLog();
		await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'TOTAL', startDate: '2025-07-01', endDate: '2025-07-07', metrics: ['impressions', 'conversion_purchases_value'] }));
		expect(statsCalls()[0].query.fields).toBe('impressions,conversion_purchases_value');
	});
});

/**
 * Report metrics (issue 46, point 6; spec pixel-health.md §7): the 31 conversion metrics a public
 * client knows, each with its value variant, are offered in Stats; their `_web` / `_app` splits come
 * with Options → Conversion Source Types; money (every value, also a split one) is flattened in the
 * package's convention (amount in the account currency, Snap's micro integer in `<field>_micro`).
 */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { addUpStats } from '../../nodes/SnapchatAds/actions/stats/addUp';
import { flattenStats } from '../../nodes/SnapchatAds/api/stats/flatten';
import { checkMetrics, chosenMetrics, isMicroField, MetricsError } from '../../nodes/SnapchatAds/api/stats/metrics';

/** The events of pixel-health.md §7, in its order (its 31 names: these 30 and conversion_purchases_value). */
const SPEC_31 = [
	'conversion_purchases',
	'conversion_add_cart',
	'conversion_view_content',
	'conversion_add_billing',
	'conversion_sign_ups',
	'conversion_searches',
	'conversion_level_completes',
	'conversion_app_opens',
	'conversion_page_views',
	'conversion_subscribe',
	'conversion_ad_click',
	'conversion_ad_view',
	'conversion_complete_tutorial',
	'conversion_invite',
	'conversion_login',
	'conversion_share',
	'conversion_reserve',
	'conversion_achievement_unlocked',
	'conversion_add_to_wishlist',
	'conversion_spend_credits',
	'conversion_rate',
	'conversion_start_trial',
	'conversion_list_view',
	'conversion_save',
	'conversion_start_checkout',
	'custom_event_1',
	'custom_event_2',
	'custom_event_3',
	'custom_event_4',
	'custom_event_5',
];

const { description } = new SnapchatAds();
const statsField = (name: string): INodeProperties => {
	const found = description.properties.find((p) => p.name === name && p.displayOptions?.show?.resource?.includes('stats'));
	if (!found) throw new Error(`no Stats field ${name}`);
	return found;
};
const values = (field: INodeProperties) => (field.options as INodePropertyOptions[]).map((o) => o.value);

describe('conversion metrics offered (issue 46, 6)', () => {
	it("the spec's 31 names are these 30 events and conversion_purchases_value", () => {
		expect(new Set([...SPEC_31, 'conversion_purchases_value']).size).toBe(31);
	});

	it('Conversion Metrics offers every event and its value variant, once each, each explained', () => {
		const field = statsField('conversionMetrics');
		expect(field.type).toBe('multiOptions');
		expect(field.default).toEqual([]);
		const offered = values(field);
		for (const name of SPEC_31) {
			expect(offered).toContain(name);
			expect(offered).toContain(`${name}_value`);
		}
		expect(new Set(offered).size).toBe(offered.length);
		for (const o of field.options as INodePropertyOptions[]) expect(o.description).toBeTruthy();
	});

	it('the _web and _app variants come with Options → Conversion Source Types, which says so', () => {
		const options = statsField('options').options as INodeProperties[];
		const sources = options.find((o) => o.name === 'conversionSourceTypes');
		expect(sources && values(sources)).toEqual(expect.arrayContaining(['web', 'app']));
		expect(statsField('conversionMetrics').description).toMatch(/Conversion Source Types/);
		expect(statsField('conversionMetrics').description).toMatch(/_web/);
	});

	it('Metrics keeps every value a saved workflow may hold', () => {
		const metrics = values(statsField('metrics'));
		for (const saved of ['impressions', 'swipes', 'spend', 'uniques', 'frequency', 'conversion_purchases', 'conversion_purchases_value', 'conversion_sign_ups', 'conversion_add_cart', 'conversion_page_views', 'conversion_app_opens', 'total_installs']) {
			expect(metrics).toContain(saved);
		}
	});

	it('the two pickers are read together, once each, Metrics first; either may be empty, not both', () => {
		expect(chosenMetrics(['impressions', 'conversion_purchases'], ['conversion_purchases', 'custom_event_2_value'])).toEqual(['impressions', 'conversion_purchases', 'custom_event_2_value']);
		expect(chosenMetrics([], ['conversion_save'])).toEqual(['conversion_save']);
		expect(chosenMetrics(['spend'], undefined)).toEqual(['spend']);
		expect(() => chosenMetrics([], [])).toThrow(/No metrics are chosen/);
		expect(() => chosenMetrics(['spend'], ['conversion_clicks'])).toThrow(new MetricsError('Unknown conversion metric: "conversion_clicks"', '', 'Conversion Metrics'));
		expect(() => chosenMetrics(['spend'], 'conversion_save')).toThrow(/Conversion Metrics/);
		// Conversions are not refused with Hour (a public client asks for them hourly), as before.
		expect(checkMetrics(chosenMetrics(['spend'], ['conversion_save']), 'HOUR', 'none', 'campaign')).toEqual(['spend', 'conversion_save']);
	});
});

describe('value metrics are money (issue 46, 6)', () => {
	it('every _value and its source splits are micro-currency; counts and their splits are not', () => {
		for (const name of SPEC_31) {
			expect(isMicroField(`${name}_value`)).toBe(true);
			expect(isMicroField(`${name}_value_web`)).toBe(true);
			expect(isMicroField(`${name}_value_app`)).toBe(true);
			expect(isMicroField(`${name}_value_offline`)).toBe(true);
			expect(isMicroField(name)).toBe(false);
			expect(isMicroField(`${name}_web`)).toBe(false);
		}
	});

	it('flattens values and their splits to the amount beside Snap\'s micro integer', () => {
		const body = {
			total_stats: [
				{
					sub_request_status: 'SUCCESS',
					total_stat: {
						id: 'c1',
						type: 'CAMPAIGN',
						stats: { conversion_add_cart: 3, conversion_add_cart_web: 2, conversion_add_cart_value: 29_970_000, conversion_add_cart_value_web: 19_980_000, custom_event_4_value_app: 1_500_000 },
					},
				},
			],
		};
		const [row] = flattenStats(body, { granularity: 'TOTAL', zone: 'UTC', currency: 'EUR' });
		expect(row).toMatchObject({
			conversion_add_cart: 3,
			conversion_add_cart_web: 2,
			conversion_add_cart_value: 29.97,
			conversion_add_cart_value_micro: 29_970_000,
			conversion_add_cart_value_web: 19.98,
			conversion_add_cart_value_web_micro: 19_980_000,
			custom_event_4_value_app: 1.5,
			custom_event_4_value_app_micro: 1_500_000,
			currency: 'EUR',
		});
		expect(row).not.toHaveProperty('conversion_add_cart_web_micro');
	});

	it('an ad account added up from its campaigns sums the new metrics and their splits too', () => {
		const campaign = (id: string, stats: Record<string, number>) => ({ id, type: 'CAMPAIGN', stats });
		const body = {
			total_stats: [
				{
					sub_request_status: 'SUCCESS',
					total_stat: {
						id: 'acc',
						type: 'AD_ACCOUNT',
						stats: { spend: 0 },
						breakdown_stats: { campaign: [campaign('c1', { conversion_save: 1, conversion_save_value_web: 1_000_000 }), campaign('c2', { conversion_save: 2, conversion_save_value_web: 500_000 })] },
					},
				},
			],
		};
		const [row] = addUpStats(body, { granularity: 'TOTAL', zone: 'UTC', currency: 'USD' }, ['conversion_save', 'conversion_save_value']);
		expect(row).toMatchObject({ conversion_save: 3, conversion_save_value_web: 1.5, conversion_save_value_web_micro: 1_500_000 });
	});
});

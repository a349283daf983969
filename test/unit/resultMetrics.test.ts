/**
 * What counts as a result: the trigger's Metric Passed a Threshold and Stats → Get Spend and Results
 * by Entity offer results whose option values are saved in workflows (and used by the MCP example and
 * the docs). Today's values are pinned here, so a change of the list cannot change a saved parameter.
 */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { properties as byEntityProperties, RESULT_NAMES as BY_ENTITY_RESULTS } from '../../nodes/SnapchatAds/actions/stats/byEntityFields';
import { CONVERSION_EVENTS } from '../../nodes/SnapchatAds/api/stats/conversionEvents';
import { RESULT_METRICS } from '../../nodes/SnapchatAds/api/stats/results';
import { metricProperties, RESULTS as TRIGGER_RESULTS } from '../../nodes/SnapchatAds/trigger/metricFields';

const optionsOf = (properties: INodeProperties[], name: string) => (properties.find((p) => p.name === name)?.options ?? []) as INodePropertyOptions[];

describe('result metrics: saved values', () => {
	it("the trigger's Result options keep their Snap field values and names, alphabetical", () => {
		expect(optionsOf(metricProperties, 'resultField')).toEqual([
			{ name: 'Add to Cart', value: 'conversion_add_cart' },
			{ name: 'App Installs', value: 'total_installs' },
			{ name: 'App Opens', value: 'conversion_app_opens' },
			{ name: 'Leads (Lead Forms)', value: 'native_leads' },
			{ name: 'Page Views', value: 'conversion_page_views' },
			{ name: 'Purchases', value: 'conversion_purchases' },
			{ name: 'Sign Ups', value: 'conversion_sign_ups' },
			{ name: 'Start Checkout', value: 'conversion_start_checkout' },
			{ name: 'Start Trial', value: 'conversion_start_trial' },
			{ name: 'Subscribes', value: 'conversion_subscribe' },
			{ name: 'Swipe Ups', value: 'swipes' },
		]);
	});

	it("the trigger's cost-per-result labels keep their singular words", () => {
		expect(Object.fromEntries(TRIGGER_RESULTS.map((r) => [r.field, r.one]))).toEqual({
			conversion_purchases: 'Purchase',
			conversion_sign_ups: 'Sign Up',
			swipes: 'Swipe Up',
			total_installs: 'Install',
			native_leads: 'Lead',
			conversion_add_cart: 'Add to Cart',
			conversion_start_checkout: 'Checkout Started',
			conversion_subscribe: 'Subscribe',
			conversion_start_trial: 'Trial Started',
			conversion_app_opens: 'App Open',
			conversion_page_views: 'Page View',
		});
	});

	it("Get Spend and Results by Entity's Result options keep their short keys, order and words", () => {
		const counts = (field: string) => `Counts ${field} as the result; cost_per_result is spend ÷ that count`;
		expect(optionsOf(byEntityProperties, 'result')).toEqual([
			{ name: 'Purchases', value: 'purchases', description: counts('conversion_purchases') },
			{ name: 'Sign Ups', value: 'sign_ups', description: counts('conversion_sign_ups') },
			{ name: 'Swipe Ups', value: 'swipes', description: counts('swipes') },
			{ name: 'App Installs', value: 'installs', description: counts('total_installs') },
			{ name: 'Leads (Lead Forms)', value: 'leads', description: counts('native_leads') },
			{ name: 'App Opens', value: 'app_opens', description: counts('conversion_app_opens') },
			{ name: 'Add to Cart', value: 'add_to_cart', description: counts('conversion_add_cart') },
			{ name: 'Page Views', value: 'page_views', description: counts('conversion_page_views') },
		]);
	});

	it('Get Spend and Results by Entity asks a value (result_value) for purchases, sign-ups and add to cart only', () => {
		const values = BY_ENTITY_RESULTS.map((key) => [key, (RESULT_METRICS[key] as { value?: string }).value]);
		expect(Object.fromEntries(values.filter(([, v]) => v))).toEqual({
			purchases: 'conversion_purchases_value',
			sign_ups: 'conversion_sign_ups_value',
			add_to_cart: 'conversion_add_cart_value',
		});
	});
});

describe('result metrics: one list', () => {
	const all = Object.values(RESULT_METRICS);

	it("the trigger's results are entries of the one list, its options their field and plural word", () => {
		for (const result of TRIGGER_RESULTS) expect(all).toContain(result);
		const fromList = all.filter((r) => TRIGGER_RESULTS.includes(r)).map((r) => ({ name: r.many, value: r.field }));
		expect(optionsOf(metricProperties, 'resultField')).toEqual(expect.arrayContaining(fromList));
		expect(optionsOf(metricProperties, 'resultField')).toHaveLength(fromList.length);
	});

	it("Get Spend and Results by Entity's options are keys of the one list, with its plural word and field", () => {
		expect(optionsOf(byEntityProperties, 'result').map((o) => o.value)).toEqual([...BY_ENTITY_RESULTS]);
		for (const option of optionsOf(byEntityProperties, 'result')) {
			const result = RESULT_METRICS[option.value as keyof typeof RESULT_METRICS];
			expect(option.name).toBe(result.many);
			expect(option.description).toContain(result.field);
		}
	});

	it('each operation keeps its own selection: Stats offers no start checkout, subscribes or start trial', () => {
		const onlyTrigger = TRIGGER_RESULTS.filter((r) => !BY_ENTITY_RESULTS.some((key) => RESULT_METRICS[key] === r)).map((r) => r.field);
		expect(onlyTrigger).toEqual(['conversion_start_checkout', 'conversion_subscribe', 'conversion_start_trial']);
		expect(all).toHaveLength(TRIGGER_RESULTS.length);
	});

	it('a conversion result is an event of the conversion metrics picker, its value field the one that picker names', () => {
		const events = new Set(CONVERSION_EVENTS.map((e) => e.field));
		for (const result of all) {
			if (result.field.startsWith('conversion_')) expect(events).toContain(result.field);
			if ('value' in result) expect(result.value).toBe(`${result.field}_value`);
		}
	});
});

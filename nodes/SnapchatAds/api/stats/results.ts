/**
 * What counts as a result (cost per result): the one list that Snapchat Ads Trigger's Metric Passed a
 * Threshold and Stats → Get Spend and Results by Entity both read, each offering its own selection.
 * Each result: Snap's stats field (spec/stats.md's common metrics; the `conversion_*` ones are the
 * events of conversionEvents.ts), the value field where Get Spend and Results by Entity gives a
 * result_value (`<field>_value`, FROM CLIENTS ONLY as conversionEvents.ts says), and the words: plural
 * for the pickers, singular for "Cost per Purchase". The key is Get Spend and Results by Entity's
 * saved option value; the trigger saves the Snap field.
 */

interface ResultMetric {
	field: string;
	value?: string;
	many: string;
	one: string;
}

export const RESULT_METRICS = {
	purchases: { field: 'conversion_purchases', value: 'conversion_purchases_value', many: 'Purchases', one: 'Purchase' },
	sign_ups: { field: 'conversion_sign_ups', value: 'conversion_sign_ups_value', many: 'Sign Ups', one: 'Sign Up' },
	swipes: { field: 'swipes', many: 'Swipe Ups', one: 'Swipe Up' },
	installs: { field: 'total_installs', many: 'App Installs', one: 'Install' },
	// Lead Generation ads' form submissions: `native_leads` is FROM CLIENTS ONLY (a public data
	// connector's schema names it), so Snapchat's words are passed on if it refuses it.
	leads: { field: 'native_leads', many: 'Leads (Lead Forms)', one: 'Lead' },
	app_opens: { field: 'conversion_app_opens', many: 'App Opens', one: 'App Open' },
	add_to_cart: { field: 'conversion_add_cart', value: 'conversion_add_cart_value', many: 'Add to Cart', one: 'Add to Cart' },
	page_views: { field: 'conversion_page_views', many: 'Page Views', one: 'Page View' },
	start_checkout: { field: 'conversion_start_checkout', many: 'Start Checkout', one: 'Checkout Started' },
	subscribes: { field: 'conversion_subscribe', many: 'Subscribes', one: 'Subscribe' },
	start_trial: { field: 'conversion_start_trial', many: 'Start Trial', one: 'Trial Started' },
} as const satisfies Record<string, ResultMetric>;

export type ResultKey = keyof typeof RESULT_METRICS;

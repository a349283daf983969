/**
 * Campaign objectives (`objective_v2_properties.objective_v2_type`) and which ad squad optimization
 * goals each accepts. Snap's page "Campaigns" points to its Objective V2 table; the values are those
 * Snap's Ads Manager offers since 2024 (Awareness & Engagement, Traffic, Leads, App Promotion,
 * Sales) plus ENGAGEMENT, seen on live accounts. Since 2025-09-23 Snap refuses an ad squad whose
 * optimization goal is not eligible for its campaign's objective (Snap's Announcements, June 2025).
 * For a pixel's goals and conversion windows, Snap's pixel eligibility endpoint is asked before a
 * create (api/pixel/eligibility.ts). Snap publishes no endpoint for the objective-to-goal table
 * itself, so the table below is written from Snap's "Squad Optimization Goals" list and the
 * objective descriptions (INFERRED): a goal it lets through that Snap refuses comes back as Snap's
 * own per-item refusal, nothing else is created with it.
 */

export interface Objective {
	value: string;
	name: string;
	description: string;
	/** Optimization goals an ad squad of such a campaign may use, the first one the usual choice. */
	goals: readonly string[];
}

const AWARENESS_GOALS = ['IMPRESSIONS', 'VIDEO_VIEWS', 'VIDEO_VIEWS_15_SEC', 'STORY_OPENS', 'USES', 'SWIPES'] as const;

export const OBJECTIVES: readonly Objective[] = [
	{
		value: 'AWARENESS_AND_ENGAGEMENT',
		name: 'Awareness & Engagement',
		description: 'Reach as many people as possible, or get video views, story opens and lens plays',
		goals: AWARENESS_GOALS,
	},
	{
		value: 'TRAFFIC',
		name: 'Traffic',
		description: 'Send people to a website or app: swipe-ups and landing page views',
		goals: ['SWIPES', 'LANDING_PAGE_VIEW', 'PIXEL_PAGE_VIEW'],
	},
	{
		value: 'LEADS',
		name: 'Leads',
		description: 'Collect sign-ups with an instant form or on your website (pixel sign-ups)',
		goals: ['LEAD_FORM_SUBMISSIONS', 'PIXEL_SIGNUP', 'SWIPES'],
	},
	{
		value: 'APP_PROMOTION',
		name: 'App Promotion',
		description: 'Get app installs, or purchases, sign-ups and add-to-carts in an app',
		goals: ['APP_INSTALLS', 'APP_PURCHASE', 'APP_SIGNUP', 'APP_ADD_TO_CART', 'SWIPES'],
	},
	{
		value: 'SALES',
		name: 'Sales',
		description: 'Get purchases, add-to-carts and page views on a website measured by the Snap Pixel',
		goals: ['PIXEL_PURCHASE', 'PIXEL_ADD_TO_CART', 'PIXEL_PAGE_VIEW', 'PIXEL_SIGNUP', 'LANDING_PAGE_VIEW', 'SWIPES'],
	},
	{
		value: 'ENGAGEMENT',
		name: 'Engagement',
		description: 'The older engagement objective some accounts still show; same goals as Awareness & Engagement',
		goals: AWARENESS_GOALS,
	},
];

/** Optimization goals as the Optimization Goal field offers them (Snap docs, "Ad Squads", optimization_goal). */
export const OPTIMIZATION_GOALS: ReadonlyArray<{ value: string; name: string; description: string }> = [
	{ value: 'IMPRESSIONS', name: 'Impressions', description: 'Show the ads to as many people as possible' },
	{ value: 'SWIPES', name: 'Swipes', description: 'People swiping up or tapping the attachment' },
	{ value: 'VIDEO_VIEWS', name: 'Video Views', description: 'Views of at least 2 seconds' },
	{ value: 'VIDEO_VIEWS_15_SEC', name: 'Video Views (15 Seconds)', description: 'Views of 15 seconds or to the end' },
	{ value: 'STORY_OPENS', name: 'Story Opens', description: 'Opens of a story ad' },
	{ value: 'USES', name: 'Lens Plays', description: 'People playing with an AR lens' },
	{ value: 'LANDING_PAGE_VIEW', name: 'Landing Page Views', description: 'The landing page finished loading' },
	{ value: 'PIXEL_PAGE_VIEW', name: 'Pixel Page Views', description: 'Page views measured by the Snap Pixel' },
	{ value: 'PIXEL_ADD_TO_CART', name: 'Pixel Add to Cart', description: 'Add-to-carts measured by the Snap Pixel' },
	{ value: 'PIXEL_PURCHASE', name: 'Pixel Purchases', description: 'Purchases measured by the Snap Pixel' },
	{ value: 'PIXEL_SIGNUP', name: 'Pixel Sign-Ups', description: 'Sign-ups measured by the Snap Pixel' },
	{ value: 'LEAD_FORM_SUBMISSIONS', name: 'Lead Form Submissions', description: 'Instant forms submitted' },
	{ value: 'APP_INSTALLS', name: 'App Installs', description: 'Installs of the app' },
	{ value: 'APP_PURCHASE', name: 'App Purchases', description: 'Purchases in the app' },
	{ value: 'APP_SIGNUP', name: 'App Sign-Ups', description: 'Sign-ups in the app' },
	{ value: 'APP_ADD_TO_CART', name: 'App Add to Cart', description: 'Add-to-carts in the app' },
];

/**
 * Goals for which a custom placement must include CHAT_FEED (Sponsored Snaps), enforced since
 * 2025-11-27 (Snap's Announcements, October 2025: "for specific Optimization Goals"). Snap's own list
 * is not public: this one is a secondary source's (Sprinklr, shared/spec/snap-api-changes-2025-2026.md
 * §4): Traffic's pixel page views, App Promotion's installs and purchases, Sales' pixel goals. Swipes,
 * Landing Page Views and Lead Form Submissions, listed here before, are in no source. A goal Snap
 * adds to its list comes back as Snap's E21011, worded by transport/codeWords.ts.
 */
export const CHAT_FEED_GOALS: readonly string[] = ['PIXEL_PAGE_VIEW', 'PIXEL_ADD_TO_CART', 'PIXEL_SIGNUP', 'PIXEL_PURCHASE', 'APP_INSTALLS', 'APP_PURCHASE'];

export function objectiveOf(value: unknown): Objective | undefined {
	return OBJECTIVES.find((o) => o.value === value);
}

/** The campaign's objective_v2_type, or undefined for a campaign that has only the legacy `objective`. */
export function campaignObjective(campaign: Record<string, unknown>): Objective | undefined {
	const props = campaign.objective_v2_properties;
	return props && typeof props === 'object' ? objectiveOf((props as Record<string, unknown>).objective_v2_type) : undefined;
}

export function goalName(value: string): string {
	return OPTIMIZATION_GOALS.find((g) => g.value === value)?.name ?? value;
}

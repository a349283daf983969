/**
 * The emulator's rules for creating campaigns, ad squads and ads (a POST of new elements; Snap's
 * pages "Campaigns", "Ad Squads", "Ads", the Announcements of 2025 and shared/spec/creation.md):
 * pure functions from one sent element (and, for ad squads, the parent campaign) to a refusal
 * reason in Snap's per-element words, or undefined when Snap would accept it. The emulator stands
 * for Snap, so these lists are written here independently of the node's own checks.
 */
import { ADS_NAME_MAX, adsReason, SMART_BUDGET, SNAP_SET_BID } from './adsEntityRules';
import type { Campaign } from './adsTypes';

/** Snap's per-request limit for campaign, ad squad and ad writes (secondary: "entity_request_limits"). */
export const MAX_CREATES_PER_REQUEST = 30;

/** Campaign daily spend cap minimum, micro (a secondary source: 20.00 in the account's currency). */
export const CAMPAIGN_DAILY_MIN_MICRO = 20_000_000;
/** Ad squad daily budget minimum (Snap docs, "Ad Squads": 5000000 across all supported currencies). */
export const AD_SQUAD_DAILY_MIN_MICRO = 5_000_000;

export const OBJECTIVE_V2_TYPES = ['AWARENESS_AND_ENGAGEMENT', 'TRAFFIC', 'LEADS', 'APP_PROMOTION', 'SALES', 'ENGAGEMENT'];

/**
 * Optimization goals accepted under each objective_v2_type (enforced by Snap since 2025-09-23).
 * INFERRED from Snap's "Squad Optimization Goals" table and the objective descriptions: the exact
 * table is served by Snap's eligibility endpoint, which the emulator does not model.
 */
export const ELIGIBLE_GOALS: Record<string, string[]> = {
	AWARENESS_AND_ENGAGEMENT: ['IMPRESSIONS', 'VIDEO_VIEWS', 'VIDEO_VIEWS_15_SEC', 'STORY_OPENS', 'USES', 'SWIPES'],
	ENGAGEMENT: ['IMPRESSIONS', 'VIDEO_VIEWS', 'VIDEO_VIEWS_15_SEC', 'STORY_OPENS', 'USES', 'SWIPES'],
	TRAFFIC: ['SWIPES', 'LANDING_PAGE_VIEW', 'PIXEL_PAGE_VIEW'],
	LEADS: ['LEAD_FORM_SUBMISSIONS', 'PIXEL_SIGNUP', 'SWIPES'],
	APP_PROMOTION: ['APP_INSTALLS', 'APP_PURCHASE', 'APP_SIGNUP', 'APP_ADD_TO_CART', 'SWIPES'],
	SALES: ['PIXEL_PURCHASE', 'PIXEL_ADD_TO_CART', 'PIXEL_PAGE_VIEW', 'PIXEL_SIGNUP', 'LANDING_PAGE_VIEW', 'SWIPES'],
};

/**
 * Goals for which a custom placement must include CHAT_FEED (enforced since 2025-11-27, Snap's
 * Announcements). ASSUMED: Snap's own list is not public; this is a secondary source's (Sprinklr,
 * shared/spec/snap-api-changes-2025-2026.md §4).
 */
export const CHAT_FEED_GOALS = ['PIXEL_PAGE_VIEW', 'PIXEL_ADD_TO_CART', 'PIXEL_SIGNUP', 'PIXEL_PURCHASE', 'APP_INSTALLS', 'APP_PURCHASE'];

/** Snap's nine `placement_v2.snapchat_positions` (spec §4, from clients quoting Snap's page); no SPOTLIGHT. */
export const SNAPCHAT_POSITIONS = [
	'INTERSTITIAL_USER',
	'INTERSTITIAL_CONTENT',
	'INTERSTITIAL_SPOTLIGHT',
	'INSTREAM',
	'PUBLIC_STORIES_INSTREAM',
	'CHAT_FEED',
	'FEED',
	'CAMERA',
	'POST_CAPTURE_CAROUSEL',
];

/**
 * Snap's refusals of a custom placement, codes and messages as a live client saw them (BoilerRoom);
 * the field in brackets is the emulator's usual per-element form (ASSUMED).
 */
export const E21011_CHAT_FEED = adsReason('E21011', 'For this optimization goal, you must have chat feed placement selected', 'placement_v2.snapchat_positions');
export const E2845_PLATFORM = adsReason('E2845', 'Placement platform must contain SNAPCHAT', 'placement_v2.platforms');


const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type El = Record<string, unknown>;

const missing = (field: string) => adsReason('E2001', 'Required property is missing', field);
const notAllowed = (field: string, message = 'Property value is not allowed') => adsReason('E2002', message, field);
const absent = (v: unknown) => v === undefined || v === null || v === '';

function nameProblem(el: El): string | undefined {
	if (absent(el.name)) return missing('name');
	if (typeof el.name !== 'string' || el.name.trim() === '' || [...el.name].length > ADS_NAME_MAX) return notAllowed('name');
	return undefined;
}

function statusProblem(el: El): string | undefined {
	if (absent(el.status)) return missing('status');
	return el.status === 'ACTIVE' || el.status === 'PAUSED' ? undefined : notAllowed('status');
}

/** start_time (required when `startRequired`) and end_time: ISO instants, end after start and not past. */
function timesProblem(el: El, now: number, startRequired: boolean): string | undefined {
	if (absent(el.start_time)) return startRequired ? missing('start_time') : undefined;
	for (const key of ['start_time', 'end_time']) {
		const v = el[key];
		if (!absent(v) && (typeof v !== 'string' || Number.isNaN(Date.parse(v)))) return notAllowed(key);
	}
	if (typeof el.end_time === 'string') {
		if (typeof el.start_time === 'string' && Date.parse(el.end_time) <= Date.parse(el.start_time)) {
			return notAllowed('end_time', 'End time must be after start time');
		}
		if (Date.parse(el.end_time) <= now) return notAllowed('end_time', 'End time can not be in the past');
	}
	return undefined;
}

function microProblem(el: El, key: string, min: number): string | undefined {
	const v = el[key];
	if (absent(v)) return undefined;
	if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0) return notAllowed(key, 'Budget must be a positive integer in micro-currency');
	if (v < min) return notAllowed(key, `Budget is below the minimum of ${min} micro`);
	return undefined;
}

/**
 * Smart Budgets (spec §5): `auto_bid_max_bid_micro` is Snap's to set (read only, secondary source),
 * refused at the top level and inside the settings object (where it may be read: ASSUMED);
 * `campaign_budget_optimization_properties` must be an object (its inside is unpublished: taken as
 * sent); `pacing_level` is one of the two values a secondary source lists.
 */
function smartBudgetProblem(el: El): string | undefined {
	const settings = el[SMART_BUDGET];
	if (el[SNAP_SET_BID] !== undefined) return notAllowed(SNAP_SET_BID, 'Property is read only');
	if (!absent(settings) && (typeof settings !== 'object' || Array.isArray(settings))) return notAllowed(SMART_BUDGET);
	if (!absent(settings) && SNAP_SET_BID in (settings as El)) return notAllowed(`${SMART_BUDGET}.${SNAP_SET_BID}`, 'Property is read only');
	if (!absent(el.pacing_level) && el.pacing_level !== 'CAMPAIGN' && el.pacing_level !== 'AD_SQUAD') return notAllowed('pacing_level');
	return undefined;
}

export function campaignCreateProblem(el: El, now: number): string | undefined {
	const smart = smartBudgetProblem(el);
	if (smart) return smart;
	const objective = (el.objective_v2_properties as El | undefined)?.objective_v2_type;
	if (el.objective_v2_properties !== undefined && !OBJECTIVE_V2_TYPES.includes(String(objective))) return notAllowed('objective_v2_type');
	if (!absent(el.buy_model) && el.buy_model !== 'AUCTION' && el.buy_model !== 'RESERVED') return notAllowed('buy_model');
	return (
		nameProblem(el) ??
		statusProblem(el) ??
		timesProblem(el, now, true) ??
		microProblem(el, 'daily_budget_micro', CAMPAIGN_DAILY_MIN_MICRO) ??
		microProblem(el, 'lifetime_spend_cap_micro', 1)
	);
}

/** The campaign's objective_v2_type, or undefined for a campaign with only the legacy objective. */
export function objectiveOf(campaign: Campaign): string | undefined {
	const type = (campaign.objective_v2_properties as El | undefined)?.objective_v2_type;
	return typeof type === 'string' ? type : undefined;
}

function targetingProblem(el: El): string | undefined {
	const t = el.targeting;
	if (absent(t)) return missing('targeting');
	if (typeof t !== 'object' || Array.isArray(t)) return notAllowed('targeting');
	const geos = (t as El).geos;
	if (!Array.isArray(geos) || geos.length === 0) return missing('targeting.geos');
	for (const g of geos) {
		const code = (g as El | null)?.country_code;
		if (typeof code !== 'string' || !/^[a-z]{2}$/.test(code)) return notAllowed('targeting.geos.country_code');
	}
	return undefined;
}

function placementProblem(el: El): string | undefined {
	const p = el.placement_v2 as El | undefined;
	if (absent(p)) return missing('placement_v2');
	if (typeof p !== 'object' || (p.config !== 'AUTOMATIC' && p.config !== 'CUSTOM')) return notAllowed('placement_v2.config');
	if (p.config === 'CUSTOM') {
		const positions = p.snapchat_positions;
		if (!Array.isArray(p.platforms) || !p.platforms.includes('SNAPCHAT')) return E2845_PLATFORM;
		if (!Array.isArray(positions) || positions.length === 0) return missing('placement_v2.snapchat_positions');
		if (positions.some((x) => !SNAPCHAT_POSITIONS.includes(String(x)))) return notAllowed('placement_v2.snapchat_positions');
		if (CHAT_FEED_GOALS.includes(String(el.optimization_goal)) && !positions.includes('CHAT_FEED')) return E21011_CHAT_FEED;
		// FEED beside CHAT_FEED is taken for every goal: for pixel and app goals since 6 May 2026
		// (secondary); for the others no source says Snap refuses it (ASSUMED accepted).
	}
	return undefined;
}

function budgetAndBidProblem(el: El): string | undefined {
	const daily = !absent(el.daily_budget_micro);
	const lifetime = !absent(el.lifetime_budget_micro);
	if (!daily && !lifetime) return missing('daily_budget_micro');
	if (daily && lifetime) return notAllowed('lifetime_budget_micro', 'Only one of daily_budget_micro and lifetime_budget_micro can be set');
	if (lifetime && absent(el.end_time)) return missing('end_time');
	const budget = microProblem(el, 'daily_budget_micro', AD_SQUAD_DAILY_MIN_MICRO) ?? microProblem(el, 'lifetime_budget_micro', 1);
	if (budget) return budget;
	const strategy = el.bid_strategy ?? 'AUTO_BID';
	if (!['AUTO_BID', 'LOWEST_COST_WITH_MAX_BID', 'TARGET_COST', 'MIN_ROAS'].includes(String(strategy))) return notAllowed('bid_strategy');
	if (strategy !== 'AUTO_BID' && (absent(el.bid_micro) || typeof el.bid_micro !== 'number' || el.bid_micro <= 0)) {
		return 'Error code: E2771, message: Bid is required on ad squad';
	}
	return undefined;
}

/** An ad squad under `campaign`: Snap's required fields, budget rules, bid, eligibility and CHAT_FEED. */
export function adSquadCreateProblem(el: El, campaign: Campaign, now: number): string | undefined {
	const first =
		nameProblem(el) ??
		statusProblem(el) ??
		(absent(el.type) ? missing('type') : el.type !== 'SNAP_ADS' ? notAllowed('type') : undefined) ??
		targetingProblem(el) ??
		(absent(el.optimization_goal) ? missing('optimization_goal') : undefined) ??
		(absent(el.billing_event) ? missing('billing_event') : el.billing_event !== 'IMPRESSION' ? notAllowed('billing_event') : undefined) ??
		placementProblem(el) ??
		timesProblem(el, now, false) ??
		budgetAndBidProblem(el);
	if (first) return first;
	const objective = objectiveOf(campaign);
	// INFERRED: campaigns with only the legacy objective are not checked (Snap maps them itself).
	if (objective && !(ELIGIBLE_GOALS[objective] ?? []).includes(String(el.optimization_goal))) {
		return adsReason('E2002', `Optimization goal ${String(el.optimization_goal)} is not eligible for objective ${objective}`, 'optimization_goal');
	}
	if (!absent(el.pixel_id) && (typeof el.pixel_id !== 'string' || !UUID.test(el.pixel_id))) return notAllowed('pixel_id');
	return undefined;
}

export function adCreateProblem(el: El): string | undefined {
	if (absent(el.creative_id)) return missing('creative_id');
	if (typeof el.creative_id !== 'string' || !UUID.test(el.creative_id)) return notAllowed('creative_id');
	if (absent(el.type)) return missing('type');
	return nameProblem(el) ?? statusProblem(el);
}

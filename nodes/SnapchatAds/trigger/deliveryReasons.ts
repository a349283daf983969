/**
 * Snap's delivery status codes in plain words, for the trigger's items, and which of them mean the
 * entity still delivers (spec snap-api-changes-2025-2026.md §7; Snap's Delivery Status page,
 * https://developers.snap.com/marketing-api/Ads-API/delivery-status).
 *
 * Where each code comes from (Snap's page is stored only in part):
 * - Common, organization and ad account codes: Snap's Delivery Status page; the words follow its
 *   descriptions.
 * - Campaign codes: the start of the page's campaign group (the rest is cut in the stored copy, one
 *   code's name too: `INVALID_RF_FOR_RESERVED_BUY…`, left to the unknown-code path below).
 *   INVALID_CAMPAIGN_HAS_NO_ACTIVE_AD_SQUAD: FROM A CLIENT ONLY (a live ads-manager backend).
 * - Ad squad and ad codes: enum lists copied from Snap's pages into public code (secondary, no
 *   descriptions): the words are OURS, read from the code's name.
 * - NOT_DELIVERING_AD_CONTAINS_INVALID_AUDIENCE (2026-03-30): no description from Snap; the reading
 *   "targets a deleted or unavailable audience" is FROM A CLIENT ONLY (the same backend).
 * - LEARNING_PHASE: delivering while Snapchat's system learns, not stopped (OUR reading: no source
 *   describes it, and whether Snap puts it in `delivery_status` or elsewhere is an open point).
 * - INVALID_BUDGET, INVALID_BID, INVALID_REVIEW_STATUS: found in no source, but no source says they
 *   were removed either, and a saved workflow may test for them: kept.
 * A code this list does not know (Snap adds them) keeps its raw value and gets words made from the
 * code itself, marked `known: false`, instead of being dropped or shown bare.
 */
import type { IDataObject } from 'n8n-workflow';

const REASONS: Readonly<Record<string, string>> = {
	// Common [doc]
	PENDING: 'Snapchat has not checked it for delivery yet',
	VALID: 'It can deliver',
	INVALID_NOT_ACTIVE: 'It is not active (paused)',
	INVALID_NOT_EFFECTIVE_ACTIVE: 'It is active, but something about its campaign, ad squad or ad account stops it from delivering',
	INVALID_START_TIME: 'Its start time has not come yet',
	INVALID_END_TIME: 'Its end time has passed',
	INVALID_EFFECTIVE_START_TIME: 'The start time it inherits from its campaign or ad squad has not come yet',
	INVALID_EFFECTIVE_END_TIME: 'The end time it inherits from its campaign or ad squad has passed',
	INVALID_EFFECTIVE_DELETED: 'It counts as deleted, usually because its campaign or ad squad was deleted',
	INVALID_EFFECTIVE_INVALID: 'It cannot deliver, usually because its campaign or ad squad cannot',
	INVALID_START_TIME_AFTER_END_TIME: 'Its effective start time is after its effective end time',
	// Organization [doc]
	NOT_ACTIVE_ORGANIZATION: 'The organization is not active',
	NOT_ENTERPRISE_ORGANIZATION: 'The organization is not an enterprise organization',
	// Ad account [doc]
	TEST_AD_ACCOUNT: 'The ad account is a test account, which never delivers',
	INVALID_REMAINING_AD_ACCOUNT_BUDGET: 'The ad account has no budget left',
	INVALID_AD_ACCOUNT_LIFETIME_SPEND_CAP: 'The ad account\'s lifetime spend cap is not valid',
	INVALID_OVER_BUDGET_AD_ACCOUNT_FINALIZED_LIFETIME_SPEND: 'The ad account has spent its lifetime spend cap',
	INVALID_OVER_BUDGET_AD_ACCOUNT_REALTIME_LIFETIME_SPEND: 'The ad account has spent its lifetime spend cap (live figure)',
	// Campaign [doc, the stored copy cut after these]
	INVALID_CAMPAIGN_LIFETIME_SPEND_CAP: 'The campaign\'s lifetime spend cap is not valid: check it in Ads Manager',
	INVALID_OVER_BUDGET_CAMPAIGN_FINALIZED_LIFETIME_SPEND: 'The campaign has spent its lifetime spend cap: raise the cap to deliver again',
	INVALID_OVER_BUDGET_CAMPAIGN_REALTIME_LIFETIME_SPEND: 'The campaign has spent its lifetime spend cap (live figure): raise the cap to deliver again',
	INVALID_OVER_BUDGET_CAMPAIGN_DAILY_SPEND: 'The campaign has spent its daily budget: it delivers again tomorrow, or raise its daily budget',
	NO_VALID_AD_SQUAD: 'The campaign has no ad squad that can deliver',
	// Campaign: FROM A CLIENT ONLY (a live ads-manager backend)
	INVALID_CAMPAIGN_HAS_NO_ACTIVE_AD_SQUAD: 'The campaign has no active ad squad: set one of its ad squads to Active',
	// Ad squad: the codes from enum lists copied from Snap's pages [2nd]; the words are ours
	INVALID_TARGETING_REACH_STATUS: 'The ad squad\'s targeting reaches too few people: widen the audience',
	INVALID_PENDING_TARGETING_REACH_STATUS: 'Snapchat is still working out how many people the ad squad\'s targeting reaches',
	INVALID_AD_SQUAD_HAS_NO_ACTIVE_ADS: 'The ad squad has no active ad: set one of its ads to Active, or add one',
	INVALID_AD_SQUAD_WIREOBJECT: 'The ad squad\'s settings are not valid: open it in Ads Manager to see what to fix',
	INVALID_INTERNAL_PLACEMENT: 'The ad squad\'s placement is not valid: check its placements in Ads Manager',
	INVALID_AD_SQUAD_HAS_UNSUPPORTED_AD_TYPE: 'The ad squad holds an ad of a type it does not support',
	INVALID_UNSUPPORTED_AD_SQUAD_TYPE: 'The ad squad\'s type is not supported for delivery',
	INVALID_AD_SQUAD_LIFETIME_SPEND_CAP: 'The ad squad\'s lifetime budget is not valid: check it in Ads Manager',
	INVALID_OVER_BUDGET_AD_SQUAD_FINALIZED_LIFETIME_SPEND: 'The ad squad has spent its lifetime budget: raise it to deliver again',
	INVALID_OVER_BUDGET_AD_SQUAD_REALTIME_LIFETIME_SPEND: 'The ad squad has spent its lifetime budget (live figure): raise it to deliver again',
	INVALID_AD_SQUAD_DAILY_SPEND_CAP: 'The ad squad\'s daily budget is not valid: check it in Ads Manager',
	INVALID_OVER_BUDGET_AD_SQUAD_DAILY_SPEND: 'The ad squad has spent its daily budget: it delivers again tomorrow, or raise its daily budget',
	INVALID_AD_SQUAD_RESERVED_STATUS_NOT_ACTIVE: 'The ad squad\'s reserved (Reach and Frequency) buy is not active',
	// 2026-03-30 [2nd, quoting Snap's Change Log]; the reading FROM A CLIENT ONLY
	NOT_DELIVERING_AD_CONTAINS_INVALID_AUDIENCE:
		'The ad does not deliver: its ad squad targets an audience that is no longer valid (e.g. a deleted or too small customer list): remove it from the targeting or choose another',
	// [2nd] code; OUR reading: delivering, not stopped
	LEARNING_PHASE: 'It delivers while Snapchat still learns who responds best (learning phase); results may vary until it ends. It is not stopped.',
	// Ad: the codes from enum lists copied from Snap's pages [2nd]; the words are ours
	NOT_APPROVED_AD: 'The ad is not approved: see its review status and reasons',
	INVALID_NOT_APPROVED_REVIEW_STATUS: 'The ad was rejected in review: see its review reasons, fix the ad and submit it again',
	INVALID_PENDING_REVIEW_STATUS: 'The ad is still in review: it delivers once approved',
	INVALID_DYNAMIC_CONTENT_MARKUP: 'The ad\'s dynamic content (product template) is not valid',
	INVALID_UNSUPPORTED_AD_TYPE: 'The ad\'s type is not supported where it runs',
	INVALID_NO_CREATIVE_EFFECTIVE_ACTIVE: 'The ad\'s creative is not usable (e.g. its media is missing or not ready)',
	INVALID_DYNAMIC_FILTER: 'The ad\'s product filter (product set) is not valid',
	INVALID_CREATIVE_PACKAGING_STATUS: 'Snapchat has not finished preparing the ad\'s creative, or preparing it failed',
	INVALID_SKOV_REQUIRES_SKAN: 'The ad needs SKAdNetwork (iOS app attribution) set up for its app',
	// Found in no source; kept (see above)
	INVALID_BUDGET: 'Its budget is used up or not valid',
	INVALID_BID: 'Its bid is not valid',
	INVALID_REVIEW_STATUS: 'The ad is not approved (rejected or still in review)',
};

/** The codes under which the entity still delivers: VALID, and LEARNING_PHASE (see above). */
const DELIVERING: ReadonlySet<string> = new Set(['VALID', 'LEARNING_PHASE']);

/** One delivery status code with its reason in plain words. */
export interface DeliveryReason extends IDataObject {
	status: string;
	reason: string;
	/** false: a code this node does not know yet; `reason` is made from the code itself. */
	known: boolean;
}

/** "INVALID_AD_SQUAD_THING" -> "Invalid ad squad thing". */
function wordsOf(code: string): string {
	const words = code.toLowerCase().split('_').filter((w) => w !== '').join(' ');
	return words.charAt(0).toUpperCase() + words.slice(1);
}

export function deliveryReason(status: string): DeliveryReason {
	const known = Object.prototype.hasOwnProperty.call(REASONS, status) ? REASONS[status] : undefined;
	if (known !== undefined) return { status, reason: known, known: true };
	return {
		status,
		reason: `${wordsOf(status)} (Snapchat's code ${status}, which this node does not know yet: see Snapchat's Delivery Status page or Ads Manager)`,
		known: false,
	};
}

export function deliveryReasons(statuses: readonly string[]): DeliveryReason[] {
	return statuses.map(deliveryReason);
}

/** Whether the code means the entity still delivers (VALID, LEARNING_PHASE); an unknown code does not. */
export function isDelivering(status: string): boolean {
	return DELIVERING.has(status);
}

/**
 * The delivery statuses as compared between polls: LEARNING_PHASE read as VALID (the entity delivers
 * either way), sorted, once each. Unknown codes are kept as they are, so they count as a change.
 */
function compared(statuses: readonly string[]): string {
	return [...new Set(statuses.map((s) => (s === 'LEARNING_PHASE' ? 'VALID' : s)))].sort().join(',');
}

/**
 * Whether delivery changed from `before` to `after`: entering or leaving the learning phase is no
 * change (it delivers before and after), a stop from it or a restart into it is one.
 */
export function deliveryChanged(before: readonly string[], after: readonly string[]): boolean {
	return compared(before) !== compared(after);
}

/**
 * Snap's delivery status codes in plain words, for the trigger's items. The wording follows the
 * descriptions on Snap's Delivery Status page
 * (https://developers.snap.com/api/marketing-api/Ads-API/delivery-status).
 * NOT_DELIVERING_AD_CONTAINS_INVALID_AUDIENCE was added by Snap on 2026-03-30; its page gives no
 * description yet, so the words below are ASSUMED from the code's name. A code this list does not
 * know (Snap adds them) keeps its raw value and gets words made from the code itself, marked
 * `known: false`, instead of being dropped or shown bare.
 */
import type { IDataObject } from 'n8n-workflow';

const REASONS: Readonly<Record<string, string>> = {
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
	NOT_ACTIVE_ORGANIZATION: 'The organization is not active',
	NOT_ENTERPRISE_ORGANIZATION: 'The organization is not an enterprise organization',
	TEST_AD_ACCOUNT: 'The ad account is a test account, which never delivers',
	INVALID_REMAINING_AD_ACCOUNT_BUDGET: 'The ad account has no budget left',
	INVALID_AD_ACCOUNT_LIFETIME_SPEND_CAP: 'The ad account\'s lifetime spend cap is not valid',
	INVALID_OVER_BUDGET_AD_ACCOUNT_FINALIZED_LIFETIME_SPEND: 'The ad account has spent its lifetime spend cap',
	INVALID_OVER_BUDGET_AD_ACCOUNT_REALTIME_LIFETIME_SPEND: 'The ad account has spent its lifetime spend cap (live figure)',
	INVALID_BUDGET: 'Its budget is used up or not valid',
	INVALID_BID: 'Its bid is not valid',
	INVALID_REVIEW_STATUS: 'The ad is not approved (rejected or still in review)',
	NOT_DELIVERING_AD_CONTAINS_INVALID_AUDIENCE: 'The ad does not deliver: its ad squad targets an audience that is no longer valid (e.g. a deleted or too small customer list)',
};

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

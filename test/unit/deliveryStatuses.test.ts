/**
 * Every delivery status code Snap has published (spec snap-api-changes-2025-2026.md §7, issue 46
 * point 5) has words of its own in the trigger; LEARNING_PHASE is delivering while Snapchat learns,
 * so it never counts as a stop; codes found in no source but removed by none are kept; unknown codes
 * are still reported with their raw value.
 */
import { deliveryChanged, deliveryReason, isDelivering } from '../../nodes/SnapchatAds/trigger/deliveryReasons';

/** The codes of §7, level by level, as the spec lists them (the cut campaign code left out). */
const PUBLISHED: Record<string, readonly string[]> = {
	common: [
		'PENDING',
		'VALID',
		'INVALID_NOT_ACTIVE',
		'INVALID_NOT_EFFECTIVE_ACTIVE',
		'INVALID_START_TIME',
		'INVALID_END_TIME',
		'INVALID_EFFECTIVE_START_TIME',
		'INVALID_EFFECTIVE_END_TIME',
		'INVALID_EFFECTIVE_DELETED',
		'INVALID_EFFECTIVE_INVALID',
		'INVALID_START_TIME_AFTER_END_TIME',
	],
	organization: ['NOT_ACTIVE_ORGANIZATION', 'NOT_ENTERPRISE_ORGANIZATION'],
	adAccount: [
		'TEST_AD_ACCOUNT',
		'INVALID_REMAINING_AD_ACCOUNT_BUDGET',
		'INVALID_AD_ACCOUNT_LIFETIME_SPEND_CAP',
		'INVALID_OVER_BUDGET_AD_ACCOUNT_FINALIZED_LIFETIME_SPEND',
		'INVALID_OVER_BUDGET_AD_ACCOUNT_REALTIME_LIFETIME_SPEND',
	],
	campaign: [
		'INVALID_CAMPAIGN_LIFETIME_SPEND_CAP',
		'INVALID_OVER_BUDGET_CAMPAIGN_FINALIZED_LIFETIME_SPEND',
		'INVALID_OVER_BUDGET_CAMPAIGN_REALTIME_LIFETIME_SPEND',
		'INVALID_OVER_BUDGET_CAMPAIGN_DAILY_SPEND',
		'NO_VALID_AD_SQUAD',
		'INVALID_CAMPAIGN_HAS_NO_ACTIVE_AD_SQUAD',
	],
	adSquad: [
		'INVALID_TARGETING_REACH_STATUS',
		'INVALID_PENDING_TARGETING_REACH_STATUS',
		'INVALID_AD_SQUAD_HAS_NO_ACTIVE_ADS',
		'INVALID_AD_SQUAD_WIREOBJECT',
		'INVALID_INTERNAL_PLACEMENT',
		'INVALID_AD_SQUAD_HAS_UNSUPPORTED_AD_TYPE',
		'INVALID_UNSUPPORTED_AD_SQUAD_TYPE',
		'INVALID_AD_SQUAD_LIFETIME_SPEND_CAP',
		'INVALID_OVER_BUDGET_AD_SQUAD_FINALIZED_LIFETIME_SPEND',
		'INVALID_OVER_BUDGET_AD_SQUAD_REALTIME_LIFETIME_SPEND',
		'INVALID_AD_SQUAD_DAILY_SPEND_CAP',
		'INVALID_OVER_BUDGET_AD_SQUAD_DAILY_SPEND',
		'INVALID_AD_SQUAD_RESERVED_STATUS_NOT_ACTIVE',
		'NOT_DELIVERING_AD_CONTAINS_INVALID_AUDIENCE',
		'LEARNING_PHASE',
	],
	ad: [
		'NOT_APPROVED_AD',
		'INVALID_NOT_APPROVED_REVIEW_STATUS',
		'INVALID_PENDING_REVIEW_STATUS',
		'INVALID_DYNAMIC_CONTENT_MARKUP',
		'INVALID_UNSUPPORTED_AD_TYPE',
		'INVALID_NO_CREATIVE_EFFECTIVE_ACTIVE',
		'INVALID_DYNAMIC_FILTER',
		'INVALID_CREATIVE_PACKAGING_STATUS',
		'INVALID_SKOV_REQUIRES_SKAN',
	],
};

describe('delivery statuses Snap has published (issue 46, point 5)', () => {
	const all = Object.values(PUBLISHED).flat();

	it.each(all)('%s has words of its own, not words made from the code', (code) => {
		const reason = deliveryReason(code);
		expect(reason).toMatchObject({ status: code, known: true });
		expect(reason.reason).not.toMatch(/does not know yet/);
		expect(reason.reason.length).toBeGreaterThan(10);
	});

	it('keeps the codes no source has removed, though found in no source (saved workflows may test them)', () => {
		for (const code of ['INVALID_BUDGET', 'INVALID_BID', 'INVALID_REVIEW_STATUS']) expect(deliveryReason(code).known).toBe(true);
	});

	it('reads LEARNING_PHASE as delivering while Snapchat still learns, not as stopped', () => {
		expect(isDelivering('LEARNING_PHASE')).toBe(true);
		expect(isDelivering('VALID')).toBe(true);
		expect(deliveryReason('LEARNING_PHASE').reason).toMatch(/delivers.*learn/i);
		expect(deliveryReason('LEARNING_PHASE').reason).toMatch(/not stopped/);
		// Entering or leaving the learning phase is no change of delivery: nothing to report.
		expect(deliveryChanged(['VALID'], ['LEARNING_PHASE'])).toBe(false);
		expect(deliveryChanged(['LEARNING_PHASE'], ['VALID'])).toBe(false);
		expect(deliveryChanged(['VALID'], ['LEARNING_PHASE', 'VALID'])).toBe(false);
		// A stop from learning, or a restart into learning, is one.
		expect(deliveryChanged(['LEARNING_PHASE'], ['INVALID_OVER_BUDGET_AD_SQUAD_DAILY_SPEND'])).toBe(true);
		expect(deliveryChanged(['INVALID_AD_SQUAD_DAILY_SPEND_CAP'], ['LEARNING_PHASE'])).toBe(true);
		expect(deliveryChanged(['VALID'], ['INVALID_BUDGET', 'VALID'])).toBe(true);
	});

	it('every other published code but VALID is not delivering', () => {
		expect(all.filter(isDelivering).sort()).toEqual(['LEARNING_PHASE', 'VALID']);
	});

	it('an unknown code is still reported, with its raw value, and counts as a change', () => {
		expect(deliveryReason('NOT_DELIVERING_SOMETHING_NEW')).toMatchObject({ status: 'NOT_DELIVERING_SOMETHING_NEW', known: false, reason: expect.stringMatching(/NOT_DELIVERING_SOMETHING_NEW/) });
		expect(deliveryChanged(['VALID'], ['NOT_DELIVERING_SOMETHING_NEW'])).toBe(true);
	});
});

/** Issue 46, point 1: what an Update sends after Snap refused an element (refusedFields.ts). */
import { AD, CAMPAIGN } from '../../nodes/SnapchatAds/actions/common/entityTypes';
import { afterRefusal, carriedAlong, NO_TRIM } from '../../nodes/SnapchatAds/actions/adsEntities/refusedFields';

const ad = { id: 'a1', ad_squad_id: 's1', creative_id: 'c1', name: 'Ad', status: 'PAUSED', type: 'SNAP_AD', third_party_on_swipe_tracking_urls: ['u'], learning_score: 2 };

describe('afterRefusal', () => {
	it('names the fields the node only carried along', () => {
		expect(carriedAlong(AD, ad)).toEqual(['third_party_on_swipe_tracking_urls', 'learning_score']);
	});

	it.each([
		'Error code: E2002, message: Property is read only : [learning_score]',
		'Error code: E2023, message: Immutable : [learning_score cannot be changed once set.]',
	])('drops a carried-along field Snap names (%s)', (reason) => {
		const resend = afterRefusal(AD, ad, reason, NO_TRIM);
		expect(resend?.trim).toEqual({ without: new Set(['learning_score']), allowListOnly: false });
		expect(resend?.warning).toContain('"learning_score"');
	});

	it('on the last resend allowed, a field refused by name gives the allow-listed body, the fields left out named', () => {
		const resend = afterRefusal(AD, ad, 'Error code: E2002, message: Property is read only : [learning_score]', NO_TRIM, true);
		expect(resend?.trim.allowListOnly).toBe(true);
		expect(resend?.warning).toContain('cleared them: "third_party_on_swipe_tracking_urls"');
	});

	it('does not take a longer field name for a shorter one', () => {
		const resend = afterRefusal(AD, { ...ad, learning: 1 }, 'Error code: E2002, message: Property is read only : [learning_score]', NO_TRIM);
		expect([...(resend?.trim.without ?? [])]).toEqual(['learning_score']);
	});

	it('sends the allow-listed body once after a refusal naming no field, and lists what it leaves out', () => {
		const resend = afterRefusal(AD, ad, 'Error code: E2002, message: Invalid request', NO_TRIM);
		expect(resend?.trim.allowListOnly).toBe(true);
		expect(resend?.warning).toContain('"third_party_on_swipe_tracking_urls", "learning_score"');
		expect(afterRefusal(AD, ad, 'Error code: E2002, message: Invalid request', resend!.trim)).toBeUndefined();
	});

	it.each([
		'Error code: E2002, message: Property value is not allowed : [name]',
		'Error code: E2002, message: Property is required : [start_time]',
		'Error code: E2025, message: Update is not supported for this entity : [AdSquad was created with placement v2, please update the placement in Ads Manager]',
		'Error code: E2771, message: Bid is required on ad squad',
	])('is the answer, nothing resent, for %s', (reason) => {
		expect(afterRefusal(AD, ad, reason, NO_TRIM)).toBeUndefined();
	});

	it('resends nothing when the element carried nothing along', () => {
		const campaign = { id: 'c', name: 'C', status: 'ACTIVE', start_time: '2026-01-01T00:00:00Z' };
		expect(afterRefusal(CAMPAIGN, campaign, 'Error code: E2002, message: Invalid request', NO_TRIM)).toBeUndefined();
	});
});

/**
 * Reading a pixel's eligibility answer (api/pixel/eligibility.ts; shared/spec/pixel-health.md §5):
 * the shape a client reads (wrapped rows), the flat one read defensively, statuses and reasons in any
 * case or shape, Snap's reasons in words and unknown codes passed on as given.
 */
import {
	eligibilityFor,
	eligibilityNotOffered,
	normaliseEligibility,
	readEligibilityPage,
	reasonInWords,
} from '../../nodes/SnapchatAds/api/pixel/eligibility';

/** The spec's example row (a client's fake). */
const specRow = {
	sub_request_status: 'SUCCESS',
	campaign_eligibility: { optimization_goal: 'PIXEL_PURCHASE', conversion_window: 'SWIPE_7DAY', eligibility_status: 'INELIGIBLE', ineligible_properties: ['purchase_volume'] },
};

describe('normaliseEligibility', () => {
	it("reads the spec's wrapped row: the goal and window named, INELIGIBLE with Snap's reason in words", () => {
		const e = normaliseEligibility(specRow);
		expect(e).toMatchObject({
			optimization_goal: 'PIXEL_PURCHASE',
			goal_name: 'Pixel Purchases',
			conversion_window: 'SWIPE_7DAY',
			window_name: '7-Day Swipe',
			status: 'INELIGIBLE',
			snap_status: 'INELIGIBLE',
			reasons: [{ code: 'purchase_volume', known: true }],
		});
		expect(e?.reasons[0].words).toMatch(/too few purchases .*\(purchase_volume\)/);
		expect(e?.summary).toBe(`Pixel Purchases with the 7-Day Swipe window is not eligible: ${e?.reasons[0].words}`);
	});

	it('reads the same row flat (no campaign_eligibility wrapper) and in lower case', () => {
		const flat = { sub_request_status: 'success', optimization_goal: 'pixel_purchase', conversion_window: 'swipe_7day', eligibility_status: 'ineligible', ineligible_properties: 'purchase_volume' };
		const e = normaliseEligibility(flat);
		expect(e).toMatchObject({ optimization_goal: 'PIXEL_PURCHASE', conversion_window: 'SWIPE_7DAY', status: 'INELIGIBLE', reasons: [{ code: 'purchase_volume' }] });
	});

	it('ELIGIBLE_WARNING keeps its reasons; ELIGIBLE says so; a row with OK as its status is read', () => {
		const warn = normaliseEligibility({ sub_request_status: 'OK', campaign_eligibility: { optimization_goal: 'PIXEL_SIGNUP', conversion_window: 'SWIPE_28DAY_VIEW_1DAY', eligibility_status: 'ELIGIBLE_WARNING', ineligible_properties: ['sign_up_volume'] } });
		expect(warn?.status).toBe('ELIGIBLE_WARNING');
		expect(warn?.summary).toMatch(/^Pixel Sign-Ups with the 28-Day Swipe, 1-Day View window is eligible with a warning from Snapchat: too few sign up events/);
		const ok = normaliseEligibility({ sub_request_status: 'SUCCESS', campaign_eligibility: { optimization_goal: 'PIXEL_PAGE_VIEW', conversion_window: 'SWIPE_7DAY', eligibility_status: 'ELIGIBLE' } });
		expect(ok).toMatchObject({ status: 'ELIGIBLE', reasons: [], summary: 'Pixel Page Views with the 7-Day Swipe window is eligible' });
	});

	it('keeps a status it does not know as given (UNKNOWN), and a failed row with Snap\'s reason', () => {
		const odd = normaliseEligibility({ campaign_eligibility: { optimization_goal: 'PIXEL_PURCHASE', conversion_window: 'SWIPE_7DAY', eligibility_status: 'PENDING_REVIEW' } });
		expect(odd).toMatchObject({ status: 'UNKNOWN', snap_status: 'PENDING_REVIEW' });
		expect(odd?.summary).toMatch(/is PENDING_REVIEW, which the node does not know/);
		const failed = normaliseEligibility({ sub_request_status: 'ERROR', sub_request_error_reason: 'Error code: E3003, message: nope', campaign_eligibility: { optimization_goal: 'PIXEL_PURCHASE', eligibility_status: 'ELIGIBLE' } });
		expect(failed).toMatchObject({ status: 'UNKNOWN', snap_error: 'Error code: E3003, message: nope' });
	});

	it('reads reasons given as objects, and passes an unknown code on as given', () => {
		const e = normaliseEligibility({ optimization_goal: 'PIXEL_PURCHASE', eligibility_status: 'INELIGIBLE', ineligible_properties: [{ property: 'event_quality' }, { name: 'purchase_volume' }] });
		expect(e?.reasons.map((r) => [r.code, r.known])).toEqual([
			['event_quality', false],
			['purchase_volume', true],
		]);
		expect(e?.reasons[0].words).toBe("Snapchat's reason event_quality");
	});

	it('skips what names no goal', () => {
		expect(normaliseEligibility({ sub_request_status: 'SUCCESS' })).toBeUndefined();
		expect(normaliseEligibility('PIXEL_PURCHASE')).toBeUndefined();
	});
});

describe('reasonInWords', () => {
	it('words purchase_volume and other <event>_volume codes; passes the rest as given', () => {
		expect(reasonInWords('PURCHASE_VOLUME').known).toBe(true);
		expect(reasonInWords('add_cart_volume').words).toBe('too few add cart events measured by the pixel for this goal and window (add_cart_volume)');
		expect(reasonInWords('pixel_not_firing')).toEqual({ code: 'pixel_not_firing', words: "Snapchat's reason pixel_not_firing", known: false });
	});
});

describe('readEligibilityPage', () => {
	it("reads Snap's envelope with its next page's cursor", () => {
		const page = readEligibilityPage({ request_status: 'SUCCESS', request_id: 'r1', paging: { next_link: 'https://adsapi.snapchat.com/v1/pixels/p/campaign_eligibilities?cursor=abc&limit=50' }, campaign_eligibilities: [specRow] });
		expect(page.entities).toHaveLength(1);
		expect(page.next).toMatchObject({ cursor: 'abc' });
		expect(page.requestId).toBe('r1');
	});
	it('refuses what is not the envelope, or a request Snap failed', () => {
		expect(() => readEligibilityPage('<html>')).toThrow(/not the expected response/);
		expect(() => readEligibilityPage({ request_status: 'SUCCESS', campaign_eligibilities: {} })).toThrow(/not the expected response/);
		expect(() => readEligibilityPage({ request_status: 'ERROR', request_id: 'r9' })).toThrow(/reported ERROR .*r9/);
	});
});

describe('eligibilityFor and eligibilityNotOffered', () => {
	it('finds the row of a goal and window; a row naming no window counts for any', () => {
		const rows = [specRow, { campaign_eligibility: { optimization_goal: 'PIXEL_SIGNUP', eligibility_status: 'ELIGIBLE' } }].map((r) => normaliseEligibility(r)!);
		const result = { pixel_id: 'p', eligibilities: rows };
		expect(eligibilityFor(result, 'PIXEL_PURCHASE', 'SWIPE_7DAY')?.status).toBe('INELIGIBLE');
		expect(eligibilityFor(result, 'PIXEL_PURCHASE', 'SWIPE_28DAY_VIEW_1DAY')).toBeUndefined();
		expect(eligibilityFor(result, 'PIXEL_SIGNUP', 'SWIPE_7DAY')?.status).toBe('ELIGIBLE');
	});
	it('400, 403 and 404 mean the check is not offered; 429, 5xx and no answer do not', () => {
		for (const code of ['400', '403', '404']) expect(eligibilityNotOffered({ httpCode: code })).toBe(true);
		for (const code of ['429', '500', '503', undefined]) expect(eligibilityNotOffered({ httpCode: code })).toBe(false);
		expect(eligibilityNotOffered(new Error('socket hang up'))).toBe(false);
	});
});

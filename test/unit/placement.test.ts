/**
 * Ad Squad → Create's placement (issue 46, point 3; shared/spec/snap-api-changes-2025-2026.md §4):
 * Snap's nine positions, the Chat Feed rule for custom placements, Feed beside Chat Feed, the saved
 * SPOTLIGHT value, and Snap's placement error codes in words.
 */
import { readPlacement } from '../../nodes/SnapchatAds/actions/creation/placement';
import { CHAT_FEED_GOALS, OPTIMIZATION_GOALS } from '../../nodes/SnapchatAds/api/objectives';
import { POSITIONS } from '../../nodes/SnapchatAds/api/placements';
import { snapCodeAdvice } from '../../nodes/SnapchatAds/transport/codeWords';

describe('positions', () => {
	it("offers Snap's nine positions and no SPOTLIGHT", () => {
		expect(POSITIONS.map((p) => p.value).sort()).toEqual(
			['CAMERA', 'CHAT_FEED', 'FEED', 'INSTREAM', 'INTERSTITIAL_CONTENT', 'INTERSTITIAL_SPOTLIGHT', 'INTERSTITIAL_USER', 'POST_CAPTURE_CAROUSEL', 'PUBLIC_STORIES_INSTREAM'],
		);
	});
});

describe('the Chat Feed goal list (spec §4, Sprinklr)', () => {
	it('is the pixel web goals and the app install and purchase goals, nothing else', () => {
		expect([...CHAT_FEED_GOALS].sort()).toEqual(['APP_INSTALLS', 'APP_PURCHASE', 'PIXEL_ADD_TO_CART', 'PIXEL_PAGE_VIEW', 'PIXEL_PURCHASE', 'PIXEL_SIGNUP']);
	});
	it('every goal the list names is one the Optimization Goal field offers; saved goals stay readable', () => {
		for (const g of CHAT_FEED_GOALS) expect(OPTIMIZATION_GOALS.some((o) => o.value === g)).toBe(true);
		for (const g of ['SWIPES', 'LANDING_PAGE_VIEW', 'LEAD_FORM_SUBMISSIONS']) expect(OPTIMIZATION_GOALS.some((o) => o.value === g)).toBe(true);
	});
});

describe('readPlacement', () => {
	it('Automatic is sent as Snap\'s AUTOMATIC config, with no warning', () => {
		expect(readPlacement('AUTOMATIC', undefined, 'PIXEL_PURCHASE')).toEqual({ placementV2: { config: 'AUTOMATIC' }, warnings: [] });
	});

	it('a custom placement is sent for Snapchat with the positions as picked, the new positions included', () => {
		const r = readPlacement('CUSTOM', ['INTERSTITIAL_USER', 'INTERSTITIAL_SPOTLIGHT', 'PUBLIC_STORIES_INSTREAM', 'POST_CAPTURE_CAROUSEL'], 'SWIPES');
		expect(r).toEqual({
			placementV2: { config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: ['INTERSTITIAL_USER', 'INTERSTITIAL_SPOTLIGHT', 'PUBLIC_STORIES_INSTREAM', 'POST_CAPTURE_CAROUSEL'] },
			warnings: [],
		});
	});

	it.each(CHAT_FEED_GOALS)('for %s a custom placement without Chat Feed gets Chat Feed added, said in the warnings', (goal) => {
		const r = readPlacement('CUSTOM', ['INTERSTITIAL_USER'], goal);
		expect(r.placementV2.snapchat_positions).toEqual(['INTERSTITIAL_USER', 'CHAT_FEED']);
		expect(r.warnings).toHaveLength(1);
		expect(r.warnings[0]).toMatch(/Chat Feed .*was added to Positions/);
		expect(r.warnings[0]).toContain('custom placement');
	});

	it('goals not on the list (Swipes, Landing Page Views, Lead Form Submissions) are sent without Chat Feed as picked', () => {
		for (const goal of ['SWIPES', 'LANDING_PAGE_VIEW', 'LEAD_FORM_SUBMISSIONS', 'APP_SIGNUP']) {
			expect(readPlacement('CUSTOM', ['FEED'], goal)).toEqual({ placementV2: { config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: ['FEED'] }, warnings: [] });
		}
	});

	it('Feed beside Chat Feed is kept for pixel and app goals', () => {
		for (const goal of ['PIXEL_PURCHASE', 'APP_INSTALLS']) {
			expect(readPlacement('CUSTOM', ['CHAT_FEED', 'FEED'], goal)).toEqual({ placementV2: { config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: ['CHAT_FEED', 'FEED'] }, warnings: [] });
		}
	});

	it('a position picked twice is sent once', () => {
		expect(readPlacement('CUSTOM', ['FEED', 'FEED'], 'SWIPES').placementV2.snapchat_positions).toEqual(['FEED']);
	});

	it('a saved SPOTLIGHT is refused before sending, saying what to pick instead', () => {
		expect(() => readPlacement('CUSTOM', ['INTERSTITIAL_USER', 'SPOTLIGHT'], 'SWIPES')).toThrow(/Positions.*Spotlight.*no longer/);
		try {
			readPlacement('CUSTOM', ['SPOTLIGHT'], 'SWIPES');
		} catch (e) {
			expect((e as { hint?: string }).hint).toMatch(/Between Spotlight Videos/);
		}
	});

	it('refuses an empty custom placement, an unknown position and an unknown placement, naming the field', () => {
		expect(() => readPlacement('CUSTOM', [], 'SWIPES')).toThrow(/Positions is empty/);
		expect(() => readPlacement('CUSTOM', ['STORIES'], 'SWIPES')).toThrow(/Positions.*"STORIES" is not a position/);
		expect(() => readPlacement('CUSTOM', 'FEED', 'SWIPES')).toThrow(/Positions/);
		expect(() => readPlacement('MANUAL', [], 'SWIPES')).toThrow(/Placement "MANUAL" is not one of the choices/);
	});
});

describe("Snap's placement error codes in words", () => {
	it('E21011: Chat Feed is required for the goal, and what to change in the node', () => {
		const words = snapCodeAdvice('Error code: E21011, message: For this optimization goal, you must have chat feed placement selected');
		expect(words).toMatch(/Chat Feed/);
		expect(words).toMatch(/Positions/);
		expect(words).toMatch(/Automatic/);
	});
	it('E2845: the placement must be for Snapchat', () => {
		expect(snapCodeAdvice('Error code: E2845, message: Placement platform must contain SNAPCHAT')).toMatch(/Snapchat/);
	});
	it('E2025: a squad created with placement settings cannot be updated through the API', () => {
		expect(snapCodeAdvice('Error code: E2025, message: Update is not supported for this entity')).toMatch(/Ads Manager/);
	});
	it('other codes and texts get nothing', () => {
		expect(snapCodeAdvice('Error code: E2002, message: Property value is not allowed')).toBeUndefined();
		expect(snapCodeAdvice('E210110')).toBeUndefined();
	});
});

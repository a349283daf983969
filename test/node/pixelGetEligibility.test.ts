/**
 * Pixel → Get Eligibility (issue 48, point 5) through n8n-core's engine against the emulator: every
 * goal and window of the pixel as Snapchat judges it, in words, and, when asked, the active ad
 * squads that use the pixel with a goal and window it no longer can serve.
 */
import { AD_ACCOUNT_LA, AD_SQUAD_LA_SUMMER_BROAD, AD_SQUAD_LA_SUMMER_RETARGET, PIXEL_LA, PIXEL_NEW_YORK } from '../emulator';
import { setPixelEligibility } from '../emulator/pixelEligibility';
import { rl } from './params';
import { json, useRig } from './setup';

const rig = useRig();
const params = (over: Record<string, unknown> = {}) => ({ resource: 'pixel', operation: 'getEligibility', adAccountId: rl(AD_ACCOUNT_LA), pixelId: rl(PIXEL_LA), ...over });
const squadsRead = () => rig.apiCalls().filter((c) => c.path.startsWith(`/v1/adaccounts/${AD_ACCOUNT_LA}/adsquads`));

describe('Pixel → Get Eligibility', () => {
	beforeEach(() => {
		const purchase = { optimization_goal: 'PIXEL_PURCHASE', pixel_id: PIXEL_LA, conversion_window: 'SWIPE_7DAY' };
		rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_BROAD, { ...purchase, status: 'ACTIVE' });
		rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_RETARGET, { ...purchase, status: 'PAUSED' });
		setPixelEligibility(rig.emulator, PIXEL_LA, 'PIXEL_PURCHASE', 'SWIPE_7DAY', 'INELIGIBLE', ['purchase_volume']);
	});

	it('one item per goal and window, with the status and reasons in words; no ad squad read unless asked', async () => {
		const items = json((await rig.run(params())).items);
		expect(items.length).toBeGreaterThan(2);
		const purchase7 = items.find((i) => i.optimization_goal === 'PIXEL_PURCHASE' && i.conversion_window === 'SWIPE_7DAY');
		expect(purchase7).toMatchObject({ status: 'INELIGIBLE', eligible: false, reasons: [{ code: 'purchase_volume', words: expect.stringMatching(/too few purchases/) }], summary: expect.stringMatching(/is not eligible/) });
		expect(purchase7).not.toHaveProperty('affected_ad_squads');
		expect(items.find((i) => i.optimization_goal === 'PIXEL_PAGE_VIEW')).toMatchObject({ status: 'ELIGIBLE', eligible: true });
		expect(squadsRead()).toEqual([]);
	});

	it('with Include Affected Ad Squads: the active squads using a goal and window no longer eligible, with their links', async () => {
		const items = json((await rig.run(params({ includeAffectedSquads: true }))).items);
		const purchase7 = items.find((i) => i.optimization_goal === 'PIXEL_PURCHASE' && i.conversion_window === 'SWIPE_7DAY');
		expect(purchase7?.affected_ad_squads).toEqual([
			{ id: AD_SQUAD_LA_SUMMER_BROAD, name: expect.any(String), optimization_goal: 'PIXEL_PURCHASE', conversion_window: 'SWIPE_7DAY', ads_manager_url: `https://ads.snapchat.com/${AD_ACCOUNT_LA}/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}` },
		]);
		for (const other of items.filter((i) => i !== purchase7)) expect(other.affected_ad_squads).toEqual([]);
		expect(squadsRead()).toHaveLength(1);
	});

	it('refuses a pixel of another ad account and never asks for its eligibility', async () => {
		const result = await rig.run(params({ pixelId: rl(PIXEL_NEW_YORK) }));
		expect(result.error?.message).toMatch(/Pixel in item 0: Pixel .* is not a pixel of ad account/);
		expect(rig.apiCalls().map((c) => c.path)).toEqual([`/v1/adaccounts/${AD_ACCOUNT_LA}/pixels`]);
	});
});

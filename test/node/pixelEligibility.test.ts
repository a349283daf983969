/**
 * Issue 46, point 2: Snap's pixel eligibility before Ad Squad Create and Duplicate, through n8n-core
 * against the emulator (test/emulator/pixelEligibility.ts): INELIGIBLE refused with nothing created,
 * ELIGIBLE_WARNING passed on, one request per pixel, goal and window per run, Preview Only showing
 * it, a failed read never taken for eligible, and the Conversion Window field sent and copied.
 */
import type { FaultPropertyModule } from './faultProperty';

jest.mock('n8n-workflow', () => jest.requireActual<FaultPropertyModule>('./faultProperty').fastSleep());

import { AD_SQUAD_LA_SUMMER_BROAD, CAMPAIGN_LA_SUMMER } from '../emulator';
import { setEligibilityAnswerForm, setPixelEligibility } from '../emulator/pixelEligibility';
import { adSquadCreate, duplicate } from './createParams';
import { json, useRig } from './setup';

const PIXEL = '6abc82ca-4a3a-4391-98ba-0317a8471234';
const rig = useRig();
const posts = () => rig.apiCalls('POST');
const asks = () => rig.apiCalls('GET').filter((e) => e.path.endsWith('/campaign_eligibilities'));
const squadsNamed = (name: string) => rig.emulator.ads.adSquads({ campaignId: CAMPAIGN_LA_SUMMER }).filter((s) => s.name === name);

/** A squad of the Summer Sale campaign (its legacy objective is not in the goal table) with a pixel goal. */
const pixelSquad = (over: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
	adSquadCreate(CAMPAIGN_LA_SUMMER, { name: 'Pixel buyers', optimizationGoal: 'PIXEL_PURCHASE', additionalFields: { pixelId: PIXEL, ...extra }, ...over });

describe('Ad Squad → Create asks the pixel eligibility first', () => {
	it('INELIGIBLE refuses the item naming the goal, the window and the reason in words; nothing is created', async () => {
		setPixelEligibility(rig.emulator, PIXEL, 'PIXEL_PURCHASE', 'SWIPE_7DAY', 'INELIGIBLE', ['purchase_volume']);
		const result = await rig.run(pixelSquad({}, { conversionWindow: 'SWIPE_7DAY' }));
		expect(result.error?.message).toMatch(/Conversion Window in item 0.*not eligible for Pixel Purchases with the 7-Day Swipe window: too few purchases .*\(purchase_volume\)/);
		expect(result.error?.description).toMatch(/Nothing was created/);
		expect(posts()).toHaveLength(0);
		expect(asks()).toHaveLength(1);
		expect(asks()[0].query).toMatchObject({ optimization_goal: 'PIXEL_PURCHASE', conversion_window: 'SWIPE_7DAY', ad_account_id: expect.any(String) });
	});

	it('ELIGIBLE_WARNING creates the squad and says Snap\'s warning; the default window is asked when none is chosen, and not sent', async () => {
		setPixelEligibility(rig.emulator, PIXEL, 'PIXEL_PURCHASE', 'SWIPE_28DAY_VIEW_1DAY', 'ELIGIBLE_WARNING', ['purchase_volume']);
		const result = await rig.run(pixelSquad());
		expect(result.error).toBeUndefined();
		const [out] = json(result.items);
		expect(out.warnings).toEqual([expect.stringMatching(/eligible for Pixel Purchases with the 28-Day Swipe, 1-Day View window, with a warning: too few purchases/)]);
		expect(asks()[0].query).toMatchObject({ conversion_window: 'SWIPE_28DAY_VIEW_1DAY' });
		expect((posts()[0].body as { adsquads: Array<Record<string, unknown>> }).adsquads[0]).not.toHaveProperty('conversion_window');
		expect(squadsNamed('Pixel buyers')).toHaveLength(1);
	});

	it('asks once per pixel, goal and window in a run: four items, two combinations, two requests; Conversion Window is sent', async () => {
		const input = [{ w: 'SWIPE_7DAY' }, { w: 'SWIPE_7DAY' }, { w: 'SWIPE_28DAY_VIEW_1DAY' }, { w: 'SWIPE_28DAY_VIEW_1DAY' }];
		const result = await rig.run(pixelSquad({ name: '={{ "Pixel " + $itemIndex }}' }, { conversionWindow: '={{ $json.w }}' }), { input });
		expect(result.error).toBeUndefined();
		expect(asks()).toHaveLength(2);
		const sent = (posts()[0].body as { adsquads: Array<Record<string, unknown>> }).adsquads;
		expect(sent.map((s) => s.conversion_window)).toEqual(input.map((i) => i.w));
		expect(json(result.items).every((o) => o.warnings === undefined)).toBe(true);
	});

	it('a goal Snap does not check against the pixel asks nothing', async () => {
		const result = await rig.run(adSquadCreate(CAMPAIGN_LA_SUMMER, { additionalFields: { pixelId: PIXEL } }));
		expect(result.error).toBeUndefined();
		expect(asks()).toHaveLength(0);
	});

	it('Preview Only shows the eligibility and refuses an ineligible item as a create would; the flat answer form is read too', async () => {
		setEligibilityAnswerForm(rig.emulator, 'flat');
		const ok = await rig.run(pixelSquad({ preview: true }));
		expect(ok.error).toBeUndefined();
		expect(json(ok.items)[0]).toMatchObject({ preview: true, pixel_eligibility: [{ optimization_goal: 'PIXEL_PURCHASE', status: 'ELIGIBLE', summary: 'Pixel Purchases with the 28-Day Swipe, 1-Day View window is eligible' }] });
		setPixelEligibility(rig.emulator, PIXEL, 'PIXEL_PURCHASE', 'SWIPE_28DAY_VIEW_1DAY', 'INELIGIBLE', ['purchase_volume']);
		const refused = await rig.run(pixelSquad({ preview: true }), { continueOnFail: true });
		expect(json(refused.items)[0].error).toMatch(/Optimization Goal.*not eligible for Pixel Purchases/);
		expect(posts()).toHaveLength(0);
	});

	it('a read that keeps failing (500) refuses the item, nothing created, saying to run it again; a 404 sends it with a warning', async () => {
		rig.emulator.faults.failNext({ status: 500, count: 20, pathPrefix: `/v1/pixels/${PIXEL}` });
		const failed = await rig.run(pixelSquad());
		expect(failed.error?.message).toMatch(/eligibility of pixel .* could not be read, so the ad squad of item 0 was not sent/);
		expect(failed.error?.description).toMatch(/Nothing was created for this item.*run this item again/);
		expect(posts()).toHaveLength(0);
		rig.emulator.reset();
		// Snap's 404 for a path it does not know (the path is from clients).
		rig.emulator.faults.serve({ method: 'GET', path: `/v1/pixels/${PIXEL}/campaign_eligibilities`, status: 404, body: { request_status: 'ERROR', request_id: 'r404', debug_message: 'Resource can not be found', error_code: 'E3003' } });
		const unavailable = await rig.run(pixelSquad());
		expect(unavailable.error).toBeUndefined();
		expect(json(unavailable.items)[0].warnings).toEqual([expect.stringMatching(/could not be asked .*; the ad squad was sent anyway, and Snapchat checks the goal itself/)]);
		expect(squadsNamed('Pixel buyers')).toHaveLength(1);
	});
});

describe('Duplicate asks the pixel eligibility of every ad squad copy', () => {
	beforeEach(() => rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_BROAD, { optimization_goal: 'PIXEL_PURCHASE', pixel_id: PIXEL, conversion_window: 'SWIPE_7DAY' }));

	it('an ineligible copy is refused before anything is created, in an ad squad and in a campaign duplicate', async () => {
		setPixelEligibility(rig.emulator, PIXEL, 'PIXEL_PURCHASE', 'SWIPE_7DAY', 'INELIGIBLE', ['purchase_volume']);
		const squad = await rig.run(duplicate('adSquad', AD_SQUAD_LA_SUMMER_BROAD));
		expect(squad.error?.message).toMatch(/not eligible for Pixel Purchases with the 7-Day Swipe window/);
		const campaign = await rig.run(duplicate('campaign', CAMPAIGN_LA_SUMMER, { endTime: '2031-01-01' }));
		expect(campaign.error?.message).toMatch(/not eligible for Pixel Purchases with the 7-Day Swipe window/);
		expect(posts()).toHaveLength(0);
		expect(asks()).toHaveLength(2);
	});

	it('a warning is passed on, and the copy keeps the conversion window', async () => {
		setPixelEligibility(rig.emulator, PIXEL, 'PIXEL_PURCHASE', 'SWIPE_7DAY', 'ELIGIBLE_WARNING', ['purchase_volume']);
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, {}, { preview: false }));
		expect(result.error).toBeUndefined();
		const [out] = json(result.items);
		expect(out.warnings).toEqual([expect.stringMatching(/with a warning: too few purchases/)]);
		expect(rig.emulator.ads.adSquad(out.id as string)).toMatchObject({ conversion_window: 'SWIPE_7DAY', optimization_goal: 'PIXEL_PURCHASE' });
	});
});

/**
 * The emulator's pixel eligibility (pixelEligibility.ts; shared/spec/pixel-health.md §5): the spec's
 * shape, the filters, paging, access, the test hooks, and the create refusal of an ineligible goal.
 */
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, CAMPAIGN_LA_SUMMER, type Emulator } from './index';
import { setEligibilityAnswerForm, setPixelEligibility } from './pixelEligibility';
import { call, useEmulatorWithUsers } from './testkit';

const PIXEL = '6abc82ca-4a3a-4391-98ba-0317a8471234';
const path = (query = '') => `/v1/pixels/${PIXEL}/campaign_eligibilities${query}`;

let em: Emulator;
let token: string;
let otherUser: string;

useEmulatorWithUsers({}, (started, user1, user2) => {
	em = started;
	token = user1;
	otherUser = user2;
});
beforeEach(() => em.reset());

type Row = { sub_request_status: string; campaign_eligibility?: Record<string, unknown> } & Record<string, unknown>;

describe('GET /v1/pixels/{id}/campaign_eligibilities', () => {
	it("answers the spec's shape: every pixel goal with both windows, ELIGIBLE by default", async () => {
		const r = await call(em, 'GET', path(), { token });
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('SUCCESS');
		const rows = r.json.campaign_eligibilities as Row[];
		expect(rows).toHaveLength(10);
		expect(rows[0]).toEqual({ sub_request_status: 'SUCCESS', campaign_eligibility: { optimization_goal: 'PIXEL_PAGE_VIEW', conversion_window: 'SWIPE_28DAY_VIEW_1DAY', eligibility_status: 'ELIGIBLE' } });
	});

	it('filters by goal and window; a test makes one ineligible with reasons, or the answer flat', async () => {
		setPixelEligibility(em, PIXEL, 'PIXEL_PURCHASE', 'SWIPE_7DAY', 'INELIGIBLE', ['purchase_volume']);
		const r = await call(em, 'GET', path(`?ad_account_id=${AD_ACCOUNT_LA}&optimization_goal=PIXEL_PURCHASE&conversion_window=SWIPE_7DAY`), { token });
		expect(r.json.campaign_eligibilities).toEqual([
			{ sub_request_status: 'SUCCESS', campaign_eligibility: { optimization_goal: 'PIXEL_PURCHASE', conversion_window: 'SWIPE_7DAY', eligibility_status: 'INELIGIBLE', ineligible_properties: ['purchase_volume'] } },
		]);
		setEligibilityAnswerForm(em, 'flat');
		const flat = await call(em, 'GET', path('?optimization_goal=PIXEL_PURCHASE&conversion_window=SWIPE_7DAY'), { token });
		expect(flat.json.campaign_eligibilities[0]).toMatchObject({ sub_request_status: 'SUCCESS', optimization_goal: 'PIXEL_PURCHASE', eligibility_status: 'INELIGIBLE' });
		em.reset();
		const again = await call(em, 'GET', path('?optimization_goal=PIXEL_PURCHASE&conversion_window=SWIPE_7DAY'), { token });
		expect(again.json.campaign_eligibilities[0].campaign_eligibility.eligibility_status).toBe('ELIGIBLE');
	});

	it('pages like every list', async () => {
		const first = await call(em, 'GET', path('?limit=50'), { token });
		expect(first.json.paging).toEqual({});
		const small = await import('./index').then(async (m) => await m.startEmulator({ maxPageSize: 4 }));
		try {
			const t = small.issueTokens('user-1').accessToken;
			const p1 = await call(small, 'GET', path(), { token: t });
			expect(p1.json.campaign_eligibilities).toHaveLength(4);
			const p2 = await call(small, 'GET', p1.json.paging.next_link, { token: t });
			expect(p2.json.campaign_eligibilities).toHaveLength(4);
		} finally {
			await small.close();
		}
	});

	it('refuses an unknown pixel (404), one the user cannot see (403), another account, a goal or window it does not check (400)', async () => {
		expect((await call(em, 'GET', '/v1/pixels/0b1c2d3e-0000-4000-8000-000000000000/campaign_eligibilities', { token })).status).toBe(404);
		expect((await call(em, 'GET', path(), { token: otherUser })).status).toBe(403);
		expect((await call(em, 'GET', path(`?ad_account_id=${AD_ACCOUNT_BERLIN}`), { token })).status).toBe(400);
		expect((await call(em, 'GET', path('?optimization_goal=SWIPES'), { token })).status).toBe(400);
		expect((await call(em, 'GET', path('?conversion_window=SWIPE_1DAY'), { token })).status).toBe(400);
	});
});

describe('an ad squad create', () => {
	const squad = (extra: Record<string, unknown>) => ({
		name: 'Pixel squad',
		type: 'SNAP_ADS',
		status: 'PAUSED',
		targeting: { geos: [{ country_code: 'us' }] },
		optimization_goal: 'PIXEL_PURCHASE',
		billing_event: 'IMPRESSION',
		bid_strategy: 'AUTO_BID',
		daily_budget_micro: 20_000_000,
		placement_v2: { config: 'AUTOMATIC' },
		pixel_id: PIXEL,
		...extra,
	});
	const create = async (extra: Record<string, unknown>) => await call(em, 'POST', `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`, { token, body: { adsquads: [squad(extra)] } });

	it('refuses an ineligible goal and window, and a window Snap does not list; takes an eligible one', async () => {
		setPixelEligibility(em, PIXEL, 'PIXEL_PURCHASE', 'SWIPE_7DAY', 'INELIGIBLE', ['purchase_volume']);
		const refused = await create({ conversion_window: 'SWIPE_7DAY' });
		expect(refused.json.adsquads[0].sub_request_error_reason).toMatch(/E2002.*PIXEL_PURCHASE with conversion window SWIPE_7DAY is not eligible.*purchase_volume/);
		expect((await create({ conversion_window: 'SWIPE_1DAY' })).json.adsquads[0].sub_request_error_reason).toMatch(/E2002.*conversion_window/);
		const ok = await create({});
		expect(ok.json.adsquads[0].sub_request_status).toBe('SUCCESS');
	});
});

/** The test hooks the trigger's tests drive between polls: ads.patch() and addSpend(). */
import { AD_ACCOUNT_LA, AD_LA_SUMMER_VIDEO, CAMPAIGN_LA_SUMMER, startEmulator, type Emulator } from './index';
import { call } from './testkit';

let em: Emulator;
let token: string;
let now = Date.UTC(2025, 6, 20, 12);

beforeAll(async () => {
	em = await startEmulator({ now: () => now });
	token = em.issueTokens('user-1').accessToken;
});
afterAll(async () => {
	await em.close();
});
beforeEach(() => em.reset());

const TODAY_LA = '?granularity=TOTAL&fields=spend&start_time=2025-07-20T00:00:00-07:00&end_time=2025-07-21T00:00:00-07:00';

describe('ads.patch', () => {
	it('changes only the given fields and updated_at, as the review system would', async () => {
		const before = em.ads.ad(AD_LA_SUMMER_VIDEO)!;
		now += 60_000;
		em.ads.patch(AD_LA_SUMMER_VIDEO, { review_status: 'REJECTED', review_status_reasons: ['Too loud'] });
		const r = await call(em, 'GET', `/v1/ads/${AD_LA_SUMMER_VIDEO}`, { token });
		const ad = r.json.ads[0].ad;
		expect(ad).toEqual({ ...before, review_status: 'REJECTED', review_status_reasons: ['Too loud'], updated_at: new Date(now).toISOString() });
	});

	it('refuses an unknown id', () => {
		expect(() => em.ads.patch('00000000-0000-4000-8000-000000000000', { status: 'PAUSED' })).toThrow(/unknown/);
	});
});

describe('addSpend', () => {
	it('adds spend to the period holding the instant, for that entity only, until reset', async () => {
		const read = async (path: string, more = '') => (await call(em, 'GET', `${path}/stats${TODAY_LA}${more}`, { token })).json.total_stats[0].total_stat;
		const account = (await read(`/v1/adaccounts/${AD_ACCOUNT_LA}`)).stats.spend as number;
		const campaign = (await read(`/v1/campaigns/${CAMPAIGN_LA_SUMMER}`)).stats.spend as number;
		em.addSpend(CAMPAIGN_LA_SUMMER, 5_000_000);
		em.addSpend(CAMPAIGN_LA_SUMMER, 7_000_000, Date.UTC(2025, 6, 1));
		expect((await read(`/v1/campaigns/${CAMPAIGN_LA_SUMMER}`)).stats.spend).toBe(campaign + 5_000_000);
		expect((await read(`/v1/adaccounts/${AD_ACCOUNT_LA}`)).stats.spend).toBe(account);
		const breakdown = (await read(`/v1/adaccounts/${AD_ACCOUNT_LA}`, '&breakdown=campaign')).breakdown_stats.campaign;
		expect(breakdown.find((e: { id: string }) => e.id === CAMPAIGN_LA_SUMMER).stats.spend).toBe(campaign + 5_000_000);
		em.reset();
		expect((await read(`/v1/campaigns/${CAMPAIGN_LA_SUMMER}`)).stats.spend).toBe(campaign);
	});
});

/** GET /v1/{adaccounts|campaigns|adsquads|ads}/{id}/stats over HTTP: routing, access, the account's zone. */
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_DUBAI, AD_ACCOUNT_LA, AD_ACCOUNT_SINGAPORE, AD_ACCOUNT_SYDNEY, startEmulator, type Emulator } from './index';
import { AD_LA_SUMMER_VIDEO, AD_SQUAD_LA_SUMMER_BROAD, CAMPAIGN_BERLIN_SALE, CAMPAIGN_LA_SUMMER } from './adsFixtures';
import { call } from './testkit';

let em: Emulator;
let user1: string;
let user2: string;

beforeAll(async () => {
	em = await startEmulator({ now: () => Date.UTC(2025, 6, 20, 12) });
	user1 = em.issueTokens('user-1').accessToken;
	user2 = em.issueTokens('user-2').accessToken;
});
afterAll(async () => {
	await em.close();
});

const q = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;
const WEEK_LA = { granularity: 'DAY', start_time: '2025-07-01T00:00:00-07:00', end_time: '2025-07-08T00:00:00-07:00' };

describe('stats over HTTP', () => {
	it.each([
		['adaccounts', AD_ACCOUNT_LA, 'AD_ACCOUNT'],
		['campaigns', CAMPAIGN_LA_SUMMER, 'CAMPAIGN'],
		['adsquads', AD_SQUAD_LA_SUMMER_BROAD, 'AD_SQUAD'],
		['ads', AD_LA_SUMMER_VIDEO, 'AD'],
	])('answers DAY stats of %s in the account zone', async (plural, id, type) => {
		// An ad account's stats without a breakdown serve spend only (E1008 otherwise, as Snap).
		const r = await call(em, 'GET', `/v1/${plural}/${id}/stats${q({ ...WEEK_LA, ...(type === 'AD_ACCOUNT' ? { fields: 'spend' } : {}) })}`, { token: user1 });
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('SUCCESS');
		const stat = r.json.timeseries_stats[0].timeseries_stat;
		expect(stat).toMatchObject({ id, type, granularity: 'DAY', start_time: '2025-07-01T07:00:00.000Z', finalized_data_end_time: '2025-07-18T07:00:00.000Z' });
		expect(stat.timeseries).toHaveLength(7);
	});

	it('holds DAY to midnight in the entity account zone (Berlin), with the live message', async () => {
		const r = await call(em, 'GET', `/v1/campaigns/${CAMPAIGN_BERLIN_SALE}/stats${q(WEEK_LA)}`, { token: user1 });
		expect(r.status).toBe(400);
		expect(r.json).toMatchObject({ request_status: 'ERROR', error_code: 'E1001' });
		expect(r.json.debug_message).toMatch(/This account's timezone is: Europe\/Berlin$/);
		const ok = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_BERLIN}/stats${q({ ...WEEK_LA, fields: 'spend', start_time: '2025-07-01T00:00:00+02:00', end_time: '2025-07-02T00:00:00+02:00' })}`, { token: user1 });
		expect(ok.status).toBe(200);
	});

	it('answers E1008 when the end is not after the start', async () => {
		const r = await call(em, 'GET', `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/stats${q({ ...WEEK_LA, granularity: 'TOTAL', end_time: WEEK_LA.start_time })}`, { token: user1 });
		expect([r.status, r.json.error_code]).toEqual([400, 'E1008']);
	});

	it('breaks a campaign down by ad squad from the ads store', async () => {
		const r = await call(em, 'GET', `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/stats${q({ ...WEEK_LA, granularity: 'TOTAL', breakdown: 'adsquad' })}`, { token: user1 });
		const ids = r.json.total_stats[0].total_stat.breakdown_stats.adsquad.map((e: { id: string }) => e.id);
		expect(ids).toContain(AD_SQUAD_LA_SUMMER_BROAD);
		expect(ids).toHaveLength(em.ads.adSquads({ campaignId: CAMPAIGN_LA_SUMMER }).length);
	});

	it('403 for an entity of an account the user cannot see, 404 for an unknown one, 400 for a bad id', async () => {
		const foreign = await call(em, 'GET', `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/stats${q(WEEK_LA)}`, { token: user2 });
		expect([foreign.status, foreign.json.error_code]).toEqual([403, 'E3002']);
		const foreignAccount = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_SINGAPORE}/stats${q(WEEK_LA)}`, { token: user1 });
		expect(foreignAccount.status).toBe(403);
		const unknown = await call(em, 'GET', `/v1/ads/${CAMPAIGN_LA_SUMMER}/stats${q(WEEK_LA)}`, { token: user1 });
		expect([unknown.status, unknown.json.error_code]).toEqual([404, 'E3003']);
		const bad = await call(em, 'GET', `/v1/adsquads/not-a-uuid/stats${q(WEEK_LA)}`, { token: user1 });
		expect(bad.status).toBe(400);
	});

	it('serves a campaign with its ad account id (the node follows it to the zone)', async () => {
		const r = await call(em, 'GET', `/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}`, { token: user1 });
		expect(r.json.adsquads[0].adsquad).toMatchObject({ id: AD_SQUAD_LA_SUMMER_BROAD, campaign_id: CAMPAIGN_LA_SUMMER });
	});

	it('cuts days in southern-hemisphere and no-DST zones too (Sydney 25-hour day, Dubai)', async () => {
		const sydney = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_SYDNEY}/stats${q({ granularity: 'DAY', fields: 'spend', start_time: '2025-04-05T00:00:00+11:00', end_time: '2025-04-07T00:00:00+10:00' })}`, { token: user2 });
		expect(sydney.status).toBe(200);
		const hours = sydney.json.timeseries_stats[0].timeseries_stat.timeseries.map(
			(p: { start_time: string; end_time: string }) => (Date.parse(p.end_time) - Date.parse(p.start_time)) / 3_600_000,
		);
		expect(hours).toEqual([24, 25]);
		const dubai = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_DUBAI}/stats${q({ granularity: 'DAY', fields: 'spend', start_time: '2025-04-05T00:00:00+04:00', end_time: '2025-04-06T00:00:00+04:00' })}`, { token: user2 });
		expect(dubai.status).toBe(200);
		const wrong = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_DUBAI}/stats${q({ granularity: 'DAY', fields: 'spend', start_time: '2025-04-05T00:00:00+03:00', end_time: '2025-04-06T00:00:00+04:00' })}`, { token: user2 });
		expect(wrong.json.debug_message).toMatch(/This account's timezone is: Asia\/Dubai$/);
	});
});

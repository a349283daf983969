/** The test control that moves an entity's figures across a line and back: scaleStats (issue 49). */
import { AD_ACCOUNT_LA, AD_SQUAD_LA_SUMMER_BROAD, CAMPAIGN_LA_SUMMER, type Emulator } from './index';
import { call, useEmulatorWithUsers } from './testkit';

let em: Emulator;
let token: string;

useEmulatorWithUsers({ now: () => Date.UTC(2025, 6, 20, 12) }, (emulator, user1) => {
	em = emulator;
	token = user1;
});

const LAST_3_DAYS = 'granularity=TOTAL&fields=spend,swipes,native_leads&start_time=2025-07-17T00:00:00-07:00&end_time=2025-07-20T00:00:00-07:00';

async function squadInBreakdown(): Promise<Record<string, number>> {
	const r = await call(em, 'GET', `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/stats?${LAST_3_DAYS}&breakdown=adsquad`, { token });
	expect(r.status).toBe(200);
	return r.json.total_stats[0].total_stat.breakdown_stats.adsquad.find((e: { id: string }) => e.id === AD_SQUAD_LA_SUMMER_BROAD).stats;
}

it('scales the ad squad\'s own figures in its campaign\'s breakdown and its own stats, and back; reset clears it', async () => {
	const accountSpend = async () => (await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA}/stats?granularity=TOTAL&fields=spend&start_time=2025-07-17T00:00:00-07:00&end_time=2025-07-20T00:00:00-07:00`, { token })).json.total_stats;
	const before = await squadInBreakdown();
	const accountBefore = await accountSpend();
	expect(before.native_leads).toEqual(expect.any(Number));
	em.scaleStats(AD_SQUAD_LA_SUMMER_BROAD, { spend: 4 });
	const scaled = await squadInBreakdown();
	expect(scaled).toEqual({ ...before, spend: before.spend * 4 });
	const own = await call(em, 'GET', `/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}/stats?${LAST_3_DAYS}`, { token });
	expect(own.json.total_stats[0].total_stat.stats.spend).toBe(before.spend * 4);
	// Its campaign and ad account are computed on their own, unchanged.
	expect(await accountSpend()).toEqual(accountBefore);
	em.scaleStats(AD_SQUAD_LA_SUMMER_BROAD, undefined);
	expect(await squadInBreakdown()).toEqual(before);
	em.scaleStats(AD_SQUAD_LA_SUMMER_BROAD, { spend: 4 });
	em.reset();
	expect(await squadInBreakdown()).toEqual(before);
});

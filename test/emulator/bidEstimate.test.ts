/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Bid estimates (bidEstimate.ts): the recorded answer's shape, by ad squad and by targeting spec, the
 * spec taken by POST (JSON body) and by GET (query), as the clients disagree; refusals of a spec
 * without a goal or countries; an ad squad of an account the user cannot see.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import { AD_ACCOUNT_LA, AD_SQUAD_LA_SUMMER_BROAD, type Emulator } from './index';
import { call, useEmulatorWithUsers } from './testkit';

let em: Emulator;
let token: string;

useEmulatorWithUsers({}, (started, user1) => {
	em = started;
	token = user1;
});
beforeEach(() => em.reset());

const recorded = (name: string) =>
	(JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'snap-responses', 'yassineazimani-SnapAds4J', name), 'utf8')) as { bid_estimate: Record<string, unknown> }).bid_estimate;
const keysOf = (o: Record<string, unknown>) => Object.keys(o).sort();
const SPEC = { optimization_goal: 'IMPRESSIONS', targeting: { geos: [{ country_code: 'us' }] } };
const BY_SPEC = `/v1/adaccounts/${AD_ACCOUNT_LA}/bid_estimate`;

describe('bid estimates', () => {
	it("answers a targeting spec in the recorded shape, by POST and by GET alike, IMPRESSIONS at Snap's sample numbers", async () => {
		const posted = await call(em, 'POST', BY_SPEC, { token, body: SPEC });
		expect(posted.status).toBe(200);
		expect(keysOf(posted.json.bid_estimate)).toEqual(keysOf(recorded('getSnapBidEstimateBySquadSpec.json')));
		expect(posted.json.bid_estimate).toEqual({ optimization_goal: 'IMPRESSIONS', bid_estimate_minimum: 8_000_000, bid_estimate_maximum: 9_000_000 });
		const query = `optimization_goal=IMPRESSIONS&targeting=${encodeURIComponent(JSON.stringify(SPEC.targeting))}`;
		const got = await call(em, 'GET', `${BY_SPEC}?${query}`, { token });
		expect(got.json.bid_estimate).toEqual(posted.json.bid_estimate);
	});

	it('a narrower targeting costs more; another goal has its own range', async () => {
		const narrow = await call(em, 'POST', BY_SPEC, { token, body: { ...SPEC, targeting: { ...SPEC.targeting, demographics: [{ min_age: '18' }] } } });
		expect(narrow.json.bid_estimate.bid_estimate_minimum).toBeGreaterThan(8_000_000);
		const swipes = await call(em, 'POST', BY_SPEC, { token, body: { ...SPEC, optimization_goal: 'SWIPES' } });
		expect(swipes.json.bid_estimate).toMatchObject({ optimization_goal: 'SWIPES', bid_estimate_minimum: 400_000 });
	});

	it('refuses a spec without a goal or without countries (E2001), and an unknown segment', async () => {
		const noGoal = await call(em, 'POST', BY_SPEC, { token, body: { targeting: SPEC.targeting } });
		expect(noGoal.status).toBe(400);
		expect(JSON.stringify(noGoal.json)).toMatch(/E2001.*optimization_goal/);
		const noGeos = await call(em, 'POST', BY_SPEC, { token, body: { optimization_goal: 'SWIPES', targeting: {} } });
		expect(noGeos.status).toBe(400);
		const unknown = await call(em, 'POST', BY_SPEC, { token, body: { ...SPEC, targeting: { ...SPEC.targeting, segments: [{ segment_id: ['999'], operation: 'INCLUDE' }] } } });
		expect(unknown.status).toBe(400);
	});

	it("answers an existing ad squad with its ID and goal, in the recorded shape", async () => {
		const r = await call(em, 'GET', `/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}/bid_estimate`, { token });
		expect(r.status).toBe(200);
		expect(keysOf(r.json.bid_estimate)).toEqual(keysOf(recorded('getSnapBidEstimateByAdSquadID.json')));
		expect(r.json.bid_estimate.ad_squad_id).toBe(AD_SQUAD_LA_SUMMER_BROAD);
		expect(r.json.bid_estimate.bid_estimate_maximum).toBeGreaterThan(r.json.bid_estimate.bid_estimate_minimum);
		expect((await call(em, 'GET', '/v1/adsquads/00000000-0000-4000-8000-000000000000/bid_estimate', { token })).status).toBe(404);
	});
});

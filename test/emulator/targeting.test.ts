/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Targeting lookups, pixels, audience size, lookalike creation and the segment, region, metro and
 * interest rules for ad squads (targeting.ts, targetingRules.ts, targetingLists.ts, segments.ts). The audience size and pixel answers are checked
 * against the shapes Snap's recorded answers have (test/fixtures/snap-responses).
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_SQUAD_LA_SUMMER_BROAD, CAMPAIGN_LA_SUMMER, type Emulator } from './index';
import { call, useEmulatorWithUsers } from './testkit';

let em: Emulator;
let token: string;

useEmulatorWithUsers({}, (started, user1) => {
	em = started;
	token = user1;
});
beforeEach(() => em.reset());

interface Recorded {
	pixels: Array<{ pixel: Record<string, unknown> }>;
	audience_size: Record<string, unknown>;
	segments: Array<{ segment: Record<string, unknown> }>;
}
const recorded = (name: string) => JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'snap-responses', 'yassineazimani-SnapAds4J', name), 'utf8')) as Recorded;
const keysOf = (o: Record<string, unknown>) => Object.keys(o).sort();
const list = (name: string, account = AD_ACCOUNT_LA) => em.segments.seed({ name, source_type: 'FIRST_PARTY', retention_in_days: 180, ad_account_id: account });
const squad = (targeting: Record<string, unknown>) => ({
	name: 'Squad',
	type: 'SNAP_ADS',
	status: 'PAUSED',
	targeting,
	optimization_goal: 'SWIPES',
	billing_event: 'IMPRESSION',
	bid_strategy: 'AUTO_BID',
	daily_budget_micro: 20_000_000,
	placement_v2: { config: 'AUTOMATIC' },
});

describe('targeting lookups', () => {
	it('answers regions, metros and lifestyle categories in the targeting_dimensions envelope', async () => {
		const regions = await call(em, 'GET', '/v1/targeting/geo/us/region', { token });
		expect(regions.status).toBe(200);
		expect(regions.json.targeting_dimensions[0]).toEqual({ sub_request_status: 'SUCCESS', region: expect.objectContaining({ region: expect.objectContaining({ id: '3201', name: 'California' }) }) });
		const metros = await call(em, 'GET', '/v1/targeting/geo/us/metro', { token });
		expect(metros.json.targeting_dimensions.map((d: { metro: { metro: { name: string } } }) => d.metro.metro.name)).toEqual(['Los Angeles', 'New York']);
		const scls = await call(em, 'GET', '/v1/targeting/v1/interests/scls?country_code=us', { token });
		expect(scls.json.targeting_dimensions[0].scls).toMatchObject({ id: 'SLC_1', name: 'Adventure Seekers' });
		expect((await call(em, 'GET', '/v1/targeting/geo/fr/region', { token })).json.targeting_dimensions).toEqual([]);
	});

	it("issue 45, point 4: answers a geo record in Snap's nested shape (no top-level id; continent, country and the record again: spec §3, test/fixtures/spec)", async () => {
		const example = (JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'spec', 'targeting-geo-region.json'), 'utf8')) as { targeting_dimensions: Array<Record<string, Record<string, Record<string, unknown>>>> })
			.targeting_dimensions[0];
		const shape = (d: Record<string, Record<string, Record<string, unknown>>>, kind: string) => ({
			element: keysOf(d),
			record: keysOf(d[kind]),
			...Object.fromEntries(Object.keys(d[kind]).map((k) => [k, keysOf(d[kind][k])])),
		});
		const [region] = (await call(em, 'GET', '/v1/targeting/geo/us/region', { token })).json.targeting_dimensions;
		expect(shape(region, 'region')).toEqual(shape(example, 'region'));
		expect(region.region).not.toHaveProperty('id');
		expect(region.region.country).toEqual(example.region.country);
		expect(typeof region.region.region.id).toBe('string');
		const [metro] = (await call(em, 'GET', '/v1/targeting/geo/us/metro', { token })).json.targeting_dimensions;
		// INFERRED (spec §3: every geo record nests the same way; no metro example is public).
		expect(keysOf(metro.metro)).toEqual(['continent', 'country', 'metro']);
		expect(metro.metro.metro).toEqual({ id: '803', name: 'Los Angeles' });
		const [berlin] = (await call(em, 'GET', '/v1/targeting/geo/de/region', { token })).json.targeting_dimensions;
		expect(berlin.region).toMatchObject({ country: { code: 'de', code2: 'DE' }, region: { id: '4101', name: 'Berlin', code: 'BE' } });
	});

	it('needs a token', async () => {
		expect((await call(em, 'GET', '/v1/targeting/geo/us/region')).status).toBe(401);
	});
});

describe('pixels', () => {
	it("lists the ad account's pixel with the fields of Snap's recorded answer", async () => {
		const r = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA}/pixels`, { token });
		const sample = recorded('getPixelAssociatedWithAdAccount.json').pixels[0].pixel;
		const pixel = r.json.pixels[0].pixel;
		for (const key of ['id', 'name', 'status', 'effective_status', 'ad_account_id']) expect(pixel).toHaveProperty(key);
		expect(pixel.id).toBe(sample.id);
		expect((await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_BERLIN}/pixels`, { token })).json.pixels).toEqual([]);
	});
});

describe('audience size', () => {
	it('by spec and by ad squad, with the keys of the recorded answers', async () => {
		const bySpec = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/audience_size_v2`, { token, body: squad({ geos: [{ country_code: 'us' }] }) });
		expect(bySpec.status).toBe(200);
		expect(keysOf(bySpec.json.audience_size)).toEqual(keysOf(recorded('getSnapAudienceSizeBySquadSpec.json').audience_size));
		expect(bySpec.json.audience_size.audience_size_maximum).toBeGreaterThan(bySpec.json.audience_size.audience_size_minimum);
		const bySquad = await call(em, 'GET', `/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}/audience_size_v2`, { token });
		expect(keysOf(bySquad.json.audience_size)).toEqual(keysOf(recorded('getSnapAudienceSizeByAdSquadID.json').audience_size));
		expect(bySquad.json.audience_size.ad_squad_id).toBe(AD_SQUAD_LA_SUMMER_BROAD);
	});

	it('refuses a spec without countries, or naming a segment the account does not have', async () => {
		expect((await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/audience_size_v2`, { token, body: squad({}) })).status).toBe(400);
		const other = list('Berlin list', AD_ACCOUNT_BERLIN);
		const r = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/audience_size_v2`, {
			token,
			body: squad({ geos: [{ country_code: 'us' }], segments: [{ segment_id: [other.id], operation: 'INCLUDE' }] }),
		});
		expect(r.status).toBe(400);
		expect(r.json.debug_message).toMatch(new RegExp(`Segment ${String(other.id)}`));
	});
});

describe('lookalikes', () => {
	const lookalike = (spec: unknown, over: Record<string, unknown> = {}) => ({
		segments: [{ name: 'LAL', source_type: 'LOOKALIKE', retention_in_days: 180, ad_account_id: AD_ACCOUNT_LA, creation_spec: spec, ...over }],
	});

	it('creates one from a customer list of the account, with the fields of the recorded answer', async () => {
		const seed = list('Customers');
		const r = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/segments`, { token, body: lookalike({ seed_segment_id: seed.id, countries: ['US', 'GB'], type: 'SIMILARITY' }) });
		expect(r.status).toBe(200);
		const made = r.json.segments[0].segment;
		const sample = recorded('getSnapSamLookalikesCreated.json').segments[0].segment;
		for (const key of Object.keys(sample)) if (key !== 'description') expect(made).toHaveProperty(key);
		expect(made).toMatchObject({ source_type: 'LOOKALIKE', creation_spec: { seed_segment_id: seed.id, countries: ['US', 'GB'], type: 'SIMILARITY' } });
	});

	it('refuses no countries, a seed of another account, a lookalike seed and retention over 180', async () => {
		const seed = list('Customers');
		const post = async (body: unknown) => (await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/segments`, { token, body })).json.debug_message as string;
		expect(await post(lookalike({ seed_segment_id: seed.id }))).toMatch(/creation_spec.countries/);
		expect(await post(lookalike({ seed_segment_id: list('B', AD_ACCOUNT_BERLIN).id, countries: ['US'] }))).toMatch(/seed_segment_id/);
		expect(await post(lookalike({ seed_segment_id: seed.id, countries: ['US'] }, { retention_in_days: 181 }))).toMatch(/retention_in_days/);
		const made = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/segments`, { token, body: lookalike({ seed_segment_id: seed.id, countries: ['US'] }) });
		expect(await post(lookalike({ seed_segment_id: made.json.segments[0].segment.id, countries: ['US'] }))).toMatch(/seed_segment_id/);
	});
});

describe('segments in ad squad targeting', () => {
	it('creates a squad naming segments of its account and refuses one naming another account’s', async () => {
		const ours = list('Buyers');
		const theirs = list('Elsewhere', AD_ACCOUNT_BERLIN);
		const path = `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`;
		const ok = await call(em, 'POST', path, { token, body: { adsquads: [squad({ geos: [{ country_code: 'us' }], segments: [{ segment_id: [ours.id], operation: 'EXCLUDE' }] })] } });
		expect(ok.status).toBe(200);
		const bad = await call(em, 'POST', path, { token, body: { adsquads: [squad({ geos: [{ country_code: 'us' }], segments: [{ segment_id: [theirs.id, '999'], operation: 'INCLUDE' }] })] } });
		expect(bad.status).toBe(400);
		expect(bad.json.adsquads[0].sub_request_error_reason).toMatch(new RegExp(`E3004.*${String(theirs.id)}, 999`));
	});
});

describe('regions, metros and interests in ad squad targeting', () => {
	const path = `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`;
	const create = async (targeting: Record<string, unknown>) => await call(em, 'POST', path, { token, body: { adsquads: [squad(targeting)] } });
	const reason = (r: Awaited<ReturnType<typeof create>>) => r.json.adsquads[0].sub_request_error_reason as string;

	it('creates a squad naming listed regions, metros and interests (and any postal code)', async () => {
		const ok = await create({ geos: [{ country_code: 'us', region_id: ['3201'], metro_id: ['803'], postal_code: ['94105'] }], interests: [{ category_id: ['SLC_1', 'SLC_7'] }] });
		expect(ok.status).toBe(200);
	});

	it('refuses an unknown region or metro of the country and an unknown interest, naming the IDs and the property (E2002, assumed)', async () => {
		const region = await create({ geos: [{ country_code: 'us', region_id: ['3201', '4101'] }] });
		expect(region.status).toBe(400);
		expect(reason(region)).toBe('Error code: E2002, message: Property value is not allowed: region 4101 is not a region of us : [targeting.geos.region_id]');
		expect(reason(await create({ geos: [{ country_code: 'de', metro_id: ['803'] }] }))).toMatch(/metro 803 is not a metro of de : \[targeting.geos.metro_id\]/);
		expect(reason(await create({ geos: [{ country_code: 'us' }], interests: [{ category_id: ['SLC_1', 'SLC_999'] }] }))).toMatch(/interest SLC_999 .*\[targeting.interests.category_id\]/);
	});

	it('refuses the same on a PUT and in an audience-size spec', async () => {
		const current: Record<string, unknown> = { ...em.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)! };
		for (const key of ['delivery_status', 'creation_state', 'created_at', 'updated_at', 'review_status', 'review_status_reasons', 'placement']) delete current[key];
		const targeting = (t: Record<string, unknown>) => ({ adsquads: [{ ...current, targeting: t }] });
		const fine = await call(em, 'PUT', path, { token, body: targeting({ geos: [{ country_code: 'us', metro_id: ['501'] }] }) });
		expect([fine.status, fine.json.adsquads?.[0]?.sub_request_error_reason]).toEqual([200, undefined]);
		const put = await call(em, 'PUT', path, { token, body: targeting({ geos: [{ country_code: 'us', metro_id: ['1'] }] }) });
		expect(put.status).toBe(400);
		expect(put.json.adsquads[0].sub_request_error_reason).toMatch(/metro 1 is not a metro of us/);
		const size = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/audience_size_v2`, { token, body: squad({ geos: [{ country_code: 'us' }], interests: [{ category_id: ['SLC_0'] }] }) });
		expect(size.status).toBe(400);
		expect(size.json.debug_message).toMatch(/interest SLC_0/);
		const known = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/audience_size_v2`, { token, body: squad({ geos: [{ country_code: 'us', region_id: ['3202'] }], interests: [{ category_id: ['SLC_8'] }] }) });
		expect(known.status).toBe(200);
	});

	it('takes ages up to "55+" on a PUT and in an audience-size spec, and refuses an older one with E2002 naming the property (issue 46, point 4)', async () => {
		const current: Record<string, unknown> = { ...em.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)! };
		for (const key of ['delivery_status', 'creation_state', 'created_at', 'updated_at', 'review_status', 'review_status_reasons', 'placement']) delete current[key];
		const ages = (max: string) => ({ geos: [{ country_code: 'us' }], demographics: [{ min_age: '18', max_age: max }] });
		const put = await call(em, 'PUT', path, { token, body: { adsquads: [{ ...current, targeting: ages('55+') }] } });
		expect([put.status, put.json.adsquads?.[0]?.sub_request_error_reason]).toEqual([200, undefined]);
		expect(em.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)?.targeting.demographics).toEqual([{ min_age: '18', max_age: '55+' }]);
		const top = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/audience_size_v2`, { token, body: squad(ages('55+')) });
		expect(top.status).toBe(200);
		const older = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/audience_size_v2`, { token, body: squad(ages('65+')) });
		expect([older.status, older.json.error_code]).toEqual([400, 'E2002']);
		expect(older.json.debug_message).toMatch(/max_age "65\+" is not an age Snapchat targets .*\[targeting.demographics.max_age\]/);
	});
});

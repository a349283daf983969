/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 42, point 3, through n8n-core's engine against the emulator: Ad Squad → Create's Interests,
 * Regions, Metros / DMAs and Postal Codes (what is sent), unknown IDs refused before anything is
 * sent, each lookup list read once per run (point 8: the bench counts the same), the lookup's
 * fallback spelling, older workflows' typed regions, Estimate Audience's planned squad, and the
 * pickers' lists (loadOptions).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { adSquadCreate, campaignCreate, TARGETING_LOOKUPS_US, TARGETING_PICKS_US } from './createParams';
import { json, node, useRig } from './setup';
import { runListSearch } from '../harness';

const rig = useRig();
const calls = () => rig.apiCalls().map((c) => `${c.method} ${c.path}`);
const lookups = () => calls().filter((c) => c.startsWith('GET /v1/targeting/'));
const squadPosts = () => rig.apiCalls('POST').filter((c) => c.path.endsWith('/adsquads'));
const sentTargeting = (k = 0) => (squadPosts()[0].body as { adsquads: Array<Record<string, unknown>> }).adsquads[k].targeting as Record<string, unknown>;

const INTERESTS = 'GET /v1/targeting/v1/interests/scls';
const US_REGIONS = 'GET /v1/targeting/geo/us/region';
const US_METROS = 'GET /v1/targeting/geo/us/metro';

async function trafficCampaign(): Promise<string> {
	const result = await rig.run(campaignCreate({ name: 'Traffic parent' }));
	expect(result.error).toBeUndefined();
	rig.emulator.clearLog();
	return json(result.items)[0].id as string;
}

const withPicks = (campaignId: string, extra: Record<string, unknown>, over: Record<string, unknown> = {}) => adSquadCreate(campaignId, { additionalFields: extra, ...over });

describe('Ad Squad → Create with interests, regions, metros and postal codes', () => {
	it('sends picked interests and regions, metros and postal codes of the one country, and creates the squad', async () => {
		const campaignId = await trafficCampaign();
		const result = await rig.run(withPicks(campaignId, { interests: ['SLC_1', 'SLC_24'], regionIds: ['3201', '3203'], metroIds: ['803'], postalCodes: '94105\n90001' }));
		expect(result.error).toBeUndefined();
		expect(sentTargeting()).toMatchObject({
			geos: [{ country_code: 'us', region_id: ['3201', '3203'], metro_id: ['803'], postal_code: ['94105', '90001'] }],
			interests: [{ category_id: ['SLC_1', 'SLC_24'] }],
		});
		const [out] = json(result.items);
		expect(out.status).toBe('PAUSED');
		expect(rig.emulator.ads.adSquad(out.id as string)!.targeting).toMatchObject({ interests: [{ category_id: ['SLC_1', 'SLC_24'] }] });
	});

	it('reads each lookup list once per run: 3 items, one request per list', async () => {
		const campaignId = await trafficCampaign();
		const result = await rig.run(withPicks(campaignId, { interests: ['SLC_7'], regionIds: '={{ $json.region }}', metroIds: ['501'] }, { name: '={{ $json.name }}' }), {
			input: [
				{ name: 'A', region: '3201' },
				{ name: 'B', region: '3202' },
				{ name: 'C', region: ['3201', '3203'] },
			],
		});
		expect(result.error).toBeUndefined();
		expect(json(result.items)).toHaveLength(3);
		expect(lookups().sort()).toEqual([US_REGIONS, US_METROS, INTERESTS].sort());
		expect(squadPosts()).toHaveLength(1);
		expect((squadPosts()[0].body as { adsquads: Array<{ targeting: { geos: unknown } }> }).adsquads.map((s) => s.targeting.geos)).toEqual([
			[{ country_code: 'us', region_id: ['3201'], metro_id: ['501'] }],
			[{ country_code: 'us', region_id: ['3202'], metro_id: ['501'] }],
			[{ country_code: 'us', region_id: ['3201', '3203'], metro_id: ['501'] }],
		]);
	});

	it('refuses an unknown interest ID naming it, item and field, and creates nothing', async () => {
		const campaignId = await trafficCampaign();
		const result = await rig.run(withPicks(campaignId, { interests: '={{ ["SLC_1", "SLC_999"] }}' }));
		expect(result.error?.message).toMatch(/Interest Names or IDs in item 0: Snapchat has no interest SLC_999/);
		expect(squadPosts()).toEqual([]);
	});

	it('refuses an unknown region of the country, and regions with several countries before any request', async () => {
		const campaignId = await trafficCampaign();
		const unknown = await rig.run(withPicks(campaignId, { regionIds: ['3201', '4101'] }));
		expect(unknown.error?.message).toMatch(/Region Names or IDs in item 0: Snapchat has no region 4101 in country US/);
		expect(squadPosts()).toEqual([]);
		rig.emulator.clearLog();
		const several = await rig.run(withPicks(campaignId, { metroIds: ['803'] }, { countries: 'US, CA' }));
		expect(several.error?.message).toMatch(/Metro \/ DMA Names or IDs in item 0: .*single country/);
		expect(rig.apiCalls()).toEqual([]);
	});

	it('point 8: a run over N items issues one request per lookup list (N = 1 and N = 25)', async () => {
		const campaignId = await trafficCampaign();
		for (const n of [1, 25]) {
			rig.emulator.clearLog();
			const input = Array.from({ length: n }, (_, k) => ({ name: `Squad ${k}` }));
			const result = await rig.run(withPicks(campaignId, TARGETING_PICKS_US, { name: '={{ $json.name }}' }), { input });
			expect(result.error).toBeUndefined();
			expect(json(result.items)).toHaveLength(n);
			expect(lookups().sort()).toEqual([...TARGETING_LOOKUPS_US].sort());
		}
	});

	it("with Continue On Fail, only the item with an unknown ID fails; the list is still read once", async () => {
		const campaignId = await trafficCampaign();
		const result = await rig.run(withPicks(campaignId, { interests: '={{ $json.interest }}' }, { name: '={{ $json.interest }}' }), {
			input: [{ interest: 'SLC_1' }, { interest: 'SLC_0' }, { interest: 'SLC_8' }],
			continueOnFail: true,
		});
		const out = json(result.items);
		expect(out[1].error).toMatch(/Snapchat has no interest SLC_0/);
		expect([out[0].name, out[2].name]).toEqual(['SLC_1', 'SLC_8']);
		expect(lookups()).toEqual([INTERESTS]);
		expect((squadPosts()[0].body as { adsquads: unknown[] }).adsquads).toHaveLength(2);
	});

	it('keeps reading the typed regions of older workflows (additionalFields.regions "3201, 3202"), checked like the picker', async () => {
		const campaignId = await trafficCampaign();
		const old = await rig.run(withPicks(campaignId, { regions: '3201, 3202' }));
		expect(old.error).toBeUndefined();
		expect(sentTargeting().geos).toEqual([{ country_code: 'us', region_id: ['3201', '3202'] }]);
		rig.emulator.clearLog();
		const unknown = await rig.run(withPicks(campaignId, { regions: '3201, 77' }));
		expect(unknown.error?.message).toMatch(/Region IDs \(Typed\) in item 0: Snapchat has no region 77 in country US/);
		expect(squadPosts()).toEqual([]);
	});

	it("issue 45, point 4: picked and typed regions and picked metros of Snap's nested geo records pass the check and are sent", async () => {
		const campaignId = await trafficCampaign();
		const result = await rig.run(withPicks(campaignId, { regionIds: ['3201'], regions: '3203', metroIds: ['803', '501'] }));
		expect(result.error).toBeUndefined();
		expect(lookups().sort()).toEqual([US_METROS, US_REGIONS]);
		expect(sentTargeting().geos).toEqual([{ country_code: 'us', region_id: ['3201', '3203'], metro_id: ['803', '501'] }]);
		const [out] = json(result.items);
		expect(rig.emulator.ads.adSquad(out.id as string)!.targeting).toMatchObject({ geos: [{ country_code: 'us', region_id: ['3201', '3203'], metro_id: ['803', '501'] }] });
	});

	it("asks the other spelling of the interests lookup after a 404 on the v1 form; with both missing, refuses saying so and sends nothing", async () => {
		const campaignId = await trafficCampaign();
		const notFound = { status: 404, body: { request_status: 'ERROR', request_id: 'r-404', debug_message: 'Resource can not be found', display_message: 'Not found' } };
		rig.emulator.faults.serve({ method: 'GET', path: '/v1/targeting/v1/interests/scls', ...notFound });
		const fallback = await rig.run(withPicks(campaignId, { interests: ['SLC_7'] }));
		expect(fallback.error).toBeUndefined();
		expect(lookups()).toEqual([INTERESTS, 'GET /v1/targeting/interests/scls']);
		expect(sentTargeting().interests).toEqual([{ category_id: ['SLC_7'] }]);
		rig.emulator.clearLog();
		rig.emulator.faults.serve({ method: 'GET', path: /^\/v1\/targeting\/(v1\/)?interests\/scls$/, count: 2, ...notFound });
		const missing = await rig.run(withPicks(campaignId, { interests: ['SLC_7'] }, { name: '={{ $json.name }}' }), { input: [{ name: 'A' }, { name: 'B' }] });
		expect(missing.error?.message).toMatch(/Interest Names or IDs in item 0: Snapchat's list of interests could not be read .*nothing was sent for this item/);
		expect(lookups()).toHaveLength(2);
		expect(squadPosts()).toEqual([]);
	});
});

describe('Ad Squad → Estimate Audience with the pickers (same fields as Create)', () => {
	const planned = (campaignId: string, extra: Record<string, unknown>) => ({ ...withPicks(campaignId, extra), operation: 'estimateAudience', estimateFor: 'planned' });

	it('estimates with picked interests and regions, and refuses an unknown metro before asking', async () => {
		const campaignId = await trafficCampaign();
		const result = await rig.run(planned(campaignId, { interests: ['SLC_1'], regionIds: ['3202'] }));
		expect(result.error).toBeUndefined();
		expect(json(result.items)[0].targeting).toMatchObject({ geos: [{ country_code: 'us', region_id: ['3202'] }], interests: [{ category_id: ['SLC_1'] }] });
		rig.emulator.clearLog();
		const unknown = await rig.run(planned(campaignId, { metroIds: ['999'] }));
		expect(unknown.error?.message).toMatch(/Metro \/ DMA Names or IDs in item 0: Snapchat has no metro \(DMA\) 999 in country US/);
		expect(rig.apiCalls('POST')).toEqual([]);
	});
});

describe('the pickers’ lists (loadOptions)', () => {
	const load = async (methodName: string, over: Record<string, unknown> = {}) =>
		(await runListSearch({ nodeType: node, group: 'loadOptions', methodName, credential: rig.credential, parameters: adSquadCreate('5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60', over) })) as unknown as Array<{
			name: string;
			value: string;
			description: string;
		}>;

	it('lists interests by name with the ID beneath, in one request', async () => {
		const listed = await load('getInterests');
		expect(listed).toContainEqual({ name: 'Adventure Seekers', value: 'SLC_1', description: 'SLC_1' });
		expect(listed.map((o) => o.name)).toEqual(['Adventure Seekers', 'Beauty Mavens', 'Fashion & Style Gurus', 'Sports Fans']);
		expect(calls()).toEqual([INTERESTS]);
	});

	it('lists the regions and metros of the one chosen country', async () => {
		expect(await load('getRegions', { countries: 'us' })).toEqual([
			{ name: 'California', value: '3201', description: '3201' },
			{ name: 'New York', value: '3202', description: '3202' },
			{ name: 'Texas', value: '3203', description: '3203' },
		]);
		expect((await load('getRegions', { countries: 'DE' })).map((o) => o.name)).toEqual(['Bayern', 'Berlin']);
		expect((await load('getMetros', { countries: 'US' })).map((o) => o.value)).toEqual(['803', '501']);
		expect(calls()).toEqual([US_REGIONS, 'GET /v1/targeting/geo/de/region', US_METROS]);
	});

	it("reads a geo lookup whose statuses are in lower case (a Go client saw Snap answer so, spec §3)", async () => {
		rig.emulator.faults.serve({
			method: 'GET',
			path: '/v1/targeting/geo/us/region',
			body: { request_status: 'success', request_id: 'r-1', targeting_dimensions: [{ sub_request_status: 'success', region: { id: 3201, name: 'California' } }] },
		});
		expect(await load('getRegions', { countries: 'US' })).toEqual([{ name: 'California', value: '3201', description: '3201' }]);
	});

	it("issue 45, point 4: lists the regions of Snap's answer as its geo lookup nests them (spec §3's example, test/fixtures/spec)", async () => {
		const example = JSON.parse(readFileSync(join(__dirname, '../fixtures/spec/targeting-geo-region.json'), 'utf8')) as Record<string, unknown>;
		rig.emulator.faults.serve({ method: 'GET', path: '/v1/targeting/geo/us/region', body: example });
		expect(await load('getRegions', { countries: 'US' })).toEqual([{ name: 'California', value: '3', description: '3' }]);
	});

	it('gives an empty list, without a request, when no single country is chosen', async () => {
		expect(await load('getRegions', { countries: 'US, CA' })).toEqual([]);
		expect(await load('getMetros', { countries: '' })).toEqual([]);
		expect(await load('getRegions', { countries: '={{ $json.country }}' })).toEqual([]);
		expect(rig.apiCalls()).toEqual([]);
	});
});

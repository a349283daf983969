/**
 * Issue 42, point 1: audience segments (Include / Exclude) in Ad Squad Create, Duplicate's changes
 * and Update, through n8n-core's engine against the emulator: what is sent as `targeting.segments`,
 * the warning for a segment that is not ready or too small, the refusal of a segment the ad account
 * does not have (before anything is sent), and (point 5) Update keeping every other targeting key.
 */
import { createHash } from 'crypto';

import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_SQUAD_LA_SUMMER_BROAD, CAMPAIGN_LA_SUMMER } from '../emulator';
import { adsUpdate } from './adsParams';
import { adSquadCreate, campaignCreate, duplicate } from './createParams';
import { rl } from './params';
import { runListSearch } from '../harness';
import { json, node, useRig } from './setup';

const rig = useRig();
const posts = () => rig.apiCalls('POST');
const calls = () => rig.apiCalls().map((c) => `${c.method} ${c.path}`);

/** A customer list of `users` matched users, processing done (READY from 1,000 on). */
export function listWith(name: string, users: number, adAccountId = AD_ACCOUNT_LA): string {
	const segment = rig.emulator.segments.seed({ name, source_type: 'FIRST_PARTY', retention_in_days: 180, ad_account_id: adAccountId });
	const id = String(segment.id);
	if (users > 0) {
		const hashes = Array.from({ length: users }, (_, k) => createHash('sha256').update(`${name}${k}`).digest('hex'));
		rig.emulator.segments.addUsers(id, 'EMAIL_SHA256', hashes);
	}
	return id;
}

/** What Audience Expansion's default sends (point 2): Snap's own default, explicitly. */
const SNAP_DEFAULT_EXPANSION = { enable_targeting_expansion: true, auto_expansion_options: { interest_expansion_option: { enabled: true }, custom_audience_expansion_option: { enabled: true } } };
const pick = (...ids: string[]) => ids.map((id) => ({ segment: rl(id, 'list') }));

async function trafficCampaign(): Promise<string> {
	const result = await rig.run(campaignCreate({ name: 'Traffic parent' }));
	expect(result.error).toBeUndefined();
	return json(result.items)[0].id as string;
}

describe('Ad Squad → Create with audience segments', () => {
	it('sends included and excluded segments as targeting.segments, and names a segment that is not ready', async () => {
		const customers = listWith('Customers', 1200);
		const buyers = listWith('Buyers', 0);
		rig.emulator.advanceTime(61);
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const result = await rig.run(adSquadCreate(campaignId, { audienceSegments: { include: pick(customers), exclude: pick(buyers) } }));
		expect(result.error).toBeUndefined();
		const sent = (posts()[0].body as { adsquads: Array<Record<string, unknown>> }).adsquads[0];
		expect(sent.targeting).toEqual({
			geos: [{ country_code: 'us' }],
			...SNAP_DEFAULT_EXPANSION,
			segments: [
				{ segment_id: [customers], operation: 'INCLUDE' },
				{ segment_id: [buyers], operation: 'EXCLUDE' },
			],
		});
		const [out] = json(result.items);
		expect(out.warnings).toEqual([expect.stringMatching(/^Segment "Buyers" \(…\d{6}\) is NOT_READY, not READY/)]);
		expect(calls().filter((c) => c.endsWith('/segments'))).toEqual([`GET /v1/adaccounts/${AD_ACCOUNT_LA}/segments`]);
	});

	it('says when a segment has fewer than about 1,000 matched users, and reads the segment list once for many items', async () => {
		const small = listWith('Small', 400);
		rig.emulator.advanceTime(61);
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const result = await rig.run(adSquadCreate(campaignId, { name: '={{ $json.name }}', audienceSegments: { include: pick(small) } }), {
			input: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
		});
		expect(result.error).toBeUndefined();
		expect(json(result.items).map((o) => o.warnings)).toEqual(Array(3).fill([expect.stringMatching(/"Small".*TOO_FEW_USERS/)]));
		expect(calls().filter((c) => c.endsWith('/segments'))).toHaveLength(1);
	});

	it('refuses a segment of another ad account or an unknown one before anything is created, naming item and field', async () => {
		const elsewhere = listWith('Berlin list', 0, AD_ACCOUNT_BERLIN);
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const result = await rig.run(adSquadCreate(campaignId, { audienceSegments: { exclude: pick(elsewhere, '123456789') } }));
		expect(result.error?.message).toMatch(new RegExp(`Audience Segments in item 0: .*has no audience segment ${elsewhere}, 123456789`));
		expect(posts()).toEqual([]);
	});

	it('refuses a segment both included and excluded, and a segment ID that is not one, before any request', async () => {
		const id = listWith('Both', 0);
		rig.emulator.clearLog();
		const both = await rig.run(adSquadCreate('5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60', { audienceSegments: { include: pick(id), exclude: pick(id) } }));
		expect(both.error?.message).toMatch(/Audience Segments.*both included and excluded/);
		const bad = await rig.run(adSquadCreate('5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60', { audienceSegments: { include: [{ segment: rl('={{ "12ab" }}') }] } }));
		expect(bad.error?.message).toMatch(/Segment to Include/);
		expect(rig.apiCalls()).toEqual([]);
	});
});

describe('Ad Squad → Create: Audience Segments beside "segments" in Targeting JSON (issue 45, point 7)', () => {
	it("refuses both together naming both fields, before any request, instead of letting the picked segments replace the JSON's exclusion", async () => {
		const customers = listWith('Customers', 1200);
		const buyers = listWith('Buyers', 1200);
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const targetingJson = JSON.stringify({ segments: [{ segment_id: [buyers], operation: 'EXCLUDE' }] });
		const result = await rig.run(adSquadCreate(campaignId, { audienceSegments: { include: pick(customers) }, additionalFields: { targetingJson } }));
		expect(result.error?.message).toMatch(/Audience Segments in item 0: Audience Segments and the "segments" key of Targeting JSON are both set, and Audience Segments would replace the JSON's "segments"/);
		expect(rig.apiCalls()).toEqual([]);
		// The same for Estimate Audience's planned squad (it reads Create's fields).
		const planned = await rig.run({ ...adSquadCreate(campaignId, { audienceSegments: { exclude: pick(buyers) }, additionalFields: { targetingJson } }), operation: 'estimateAudience', estimateFor: 'planned' });
		expect(planned.error?.message).toMatch(/Audience Segments in item 0: .*"segments" key of Targeting JSON/);
		expect(rig.apiCalls()).toEqual([]);
	});

	it('still sends the segments of Targeting JSON when no segment is picked', async () => {
		const buyers = listWith('Buyers', 1200);
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const targetingJson = JSON.stringify({ segments: [{ segment_id: [buyers], operation: 'EXCLUDE' }] });
		const alone = await rig.run(adSquadCreate(campaignId, { additionalFields: { targetingJson } }));
		expect(alone.error).toBeUndefined();
		expect((posts()[0].body as { adsquads: Array<{ targeting: Record<string, unknown> }> }).adsquads[0].targeting.segments).toEqual([{ segment_id: [buyers], operation: 'EXCLUDE' }]);
	});
});

describe('Ad Squad → Update of audience segments', () => {
	const update = (id: string, segments: Record<string, unknown>, mode = 'add', over: Record<string, unknown> = {}) =>
		adsUpdate('adSquad', id, {}, { audienceSegments: segments, segmentMode: mode, ...over });

	it('adds an exclusion and keeps every other targeting key and every other field (point 5)', async () => {
		const buyers = listWith('Buyers', 1500);
		rig.emulator.advanceTime(61);
		const before = rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!;
		const result = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { exclude: pick(buyers) }));
		expect(result.error).toBeUndefined();
		const after = rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!;
		expect({ ...after, updated_at: before.updated_at }).toEqual({
			...before,
			targeting: { ...before.targeting, segments: [{ segment_id: [buyers], operation: 'EXCLUDE' }] },
		});
		expect(json(result.items)[0]).toMatchObject({ changed: true, changed_fields: ['targeting'] });
		expect(json(result.items)[0]).not.toHaveProperty('warnings');
	});

	it('Add keeps segments already there, Remove takes one out, Replace sets exactly the lists', async () => {
		const a = listWith('A', 0);
		const b = listWith('B', 0);
		const c = listWith('C', 0);
		const targetingNow = () => rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!.targeting as Record<string, unknown>;
		expect((await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { include: pick(a) }))).error).toBeUndefined();
		const added = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { include: pick(b), exclude: pick(c) }));
		expect(json(added.items)[0].warnings).toHaveLength(2);
		expect(targetingNow().segments).toEqual([
			{ segment_id: [a, b], operation: 'INCLUDE' },
			{ segment_id: [c], operation: 'EXCLUDE' },
		]);
		await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { include: pick(a) }, 'remove'));
		expect(targetingNow().segments).toEqual([
			{ segment_id: [b], operation: 'INCLUDE' },
			{ segment_id: [c], operation: 'EXCLUDE' },
		]);
		// Replace with none takes out its included segment B: only with Allow No Included Segment (issue 45, point 8).
		expect((await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, {}, 'replace'))).error?.message).toMatch(/no included segment/);
		expect(targetingNow().segments).toHaveLength(2);
		await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, {}, 'replace', { allowNoInclude: true }));
		expect(targetingNow()).not.toHaveProperty('segments');
		expect(targetingNow()).toHaveProperty('demographics');
	});

	it('refuses a segment the ad account does not have, before any PUT', async () => {
		const result = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { exclude: pick('123456789') }));
		expect(result.error?.message).toMatch(/Audience Segments in item 0: .*has no audience segment 123456789/);
		expect(rig.apiCalls('PUT')).toEqual([]);
	});

	it('excluding one segment from 60 live ad squads of one campaign stays within its budget: 2 reads (the ad squads, the segments) and 2 PUTs (point 5)', async () => {
		const buyers = listWith('Buyers', 1500);
		rig.emulator.advanceTime(61);
		const ids = Array.from({ length: 60 }, (_, k) =>
			rig.emulator.ads.addAdSquad(CAMPAIGN_LA_SUMMER, {
				name: `Live ${k}`,
				status: 'ACTIVE',
				targeting: { geos: [{ country_code: 'us' }], interests: [{ category_id: ['SLC_7'] }] },
				daily_budget_micro: 20_000_000,
				optimization_goal: 'SWIPES',
			} as never).id,
		);
		rig.emulator.clearLog();
		const result = await rig.run(update('={{ $json.id }}', { exclude: pick(buyers) }), { input: ids.map((id) => ({ id })) });
		expect(result.error).toBeUndefined();
		const reads = calls().filter((c) => c.startsWith('GET'));
		const writes = rig.apiCalls().filter((c) => c.method !== 'GET');
		// The budget of issue 42, point 5 (request counts, not time): at most 2 reads and 2 writes.
		expect(reads.length).toBeLessThanOrEqual(2);
		expect(writes.length).toBeLessThanOrEqual(2);
		expect(reads).toEqual([`GET /v1/adaccounts/${AD_ACCOUNT_LA}/adsquads`, `GET /v1/adaccounts/${AD_ACCOUNT_LA}/segments`]);
		expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual(Array(2).fill(`PUT /v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`));
		// The ad account is not read: the items leave out its currency and local times, Snap's fields stay.
		const out = json(result.items);
		expect(out).toHaveLength(60);
		expect(out[0]).toMatchObject({ changed: true, changed_fields: ['targeting'], daily_budget_micro: 20_000_000, daily_budget: 20 });
		expect(out[0]).not.toHaveProperty('currency');
		expect(out[0]).not.toHaveProperty('warnings');
		for (const id of ids) {
			expect(rig.emulator.ads.adSquad(id)!.targeting).toEqual({
				geos: [{ country_code: 'us' }],
				interests: [{ category_id: ['SLC_7'] }],
				segments: [{ segment_id: [buyers], operation: 'EXCLUDE' }],
			});
		}
	});
});

describe('Ad Squad → Update: the ad account is read when an item needs it', () => {
	const update = (id: string, segments: Record<string, unknown>, fields: Record<string, unknown> = {}) =>
		adsUpdate('adSquad', id, fields, { audienceSegments: segments, segmentMode: 'add' });

	it('a segment edit with another change reads the ad account once, and the item shows its currency and local times as before', async () => {
		const buyers = listWith('Buyers', 1500);
		rig.emulator.advanceTime(61);
		rig.emulator.clearLog();
		const result = await rig.run(update('={{ $json.id }}', { exclude: pick(buyers) }, { status: '={{ $json.status }}' }), {
			input: [{ id: AD_SQUAD_LA_SUMMER_BROAD, status: 'PAUSED' }],
		});
		expect(result.error).toBeUndefined();
		expect(calls().filter((c) => c === `GET /v1/adaccounts/${AD_ACCOUNT_LA}`)).toHaveLength(1);
		expect(json(result.items)[0]).toMatchObject({ currency: 'USD', changed_fields: expect.arrayContaining(['status', 'targeting']) });
		expect(json(result.items)[0]).toHaveProperty('updated_at_local');
	});

	it('a segment edit that names an unknown segment is still refused before any PUT, and a not-ready one still warns by name (point 1)', async () => {
		const fresh = listWith('Fresh', 0);
		rig.emulator.clearLog();
		const refused = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { exclude: pick('123456789') }));
		expect(refused.error?.message).toMatch(/Audience Segments in item 0: .*has no audience segment 123456789/);
		expect(rig.apiCalls('PUT')).toEqual([]);
		const warned = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { exclude: pick(fresh) }));
		expect(json(warned.items)[0].warnings).toEqual([expect.stringMatching(/^Segment "Fresh" \(…\d{6}\) is NOT_READY, not READY/)]);
	});
});

describe('Ad Squad → Update: Segment Change never silently leaves a squad without its includes (issue 45, points 8 to 10)', () => {
	const update = (id: string, segments: Record<string, unknown>, mode: string, over: Record<string, unknown> = {}) =>
		adsUpdate('adSquad', id, {}, { audienceSegments: segments, segmentMode: mode, ...over });
	/** The Broad squad targeting exactly these segments (the rest of its targeting as in the fixtures). */
	const withSegments = (segments: Array<Record<string, unknown>>) => {
		const targeting = rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!.targeting;
		rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_BROAD, { targeting: { ...targeting, segments } });
		rig.emulator.clearLog();
		return rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!;
	};

	it('Add of its only included segment under Exclude is refused, naming the item, the field, the segment and the squad; nothing is sent (point 8)', async () => {
		const buyers = listWith('Buyers', 1500);
		const before = withSegments([{ segment_id: [buyers], operation: 'INCLUDE' }]);
		const result = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { exclude: pick(buyers) }, 'add'));
		expect(result.error?.message).toMatch(new RegExp(`^Invalid Audience Segments in item 0: .*segment ${buyers}\\b.*ad squad ${AD_SQUAD_LA_SUMMER_BROAD}.*no included segment`));
		expect(result.error?.description).toMatch(/Allow No Included Segment/);
		expect(rig.apiCalls('PUT')).toEqual([]);
		expect(rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)).toEqual(before);
	});

	it('Remove of the last include is refused too; with Allow No Included Segment on (also the text "true" from an expression) it goes through', async () => {
		const buyers = listWith('Buyers', 1500);
		withSegments([{ segment_id: [buyers], operation: 'INCLUDE' }]);
		const refused = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { include: pick(buyers) }, 'remove'));
		expect(refused.error?.message).toMatch(new RegExp(`^Invalid Audience Segments in item 0: .*segment ${buyers}\\b`));
		expect(rig.apiCalls('PUT')).toEqual([]);
		const allowed = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { include: pick(buyers) }, 'remove', { allowNoInclude: '={{ "true" }}' }));
		expect(allowed.error).toBeUndefined();
		expect(rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!.targeting).not.toHaveProperty('segments');
	});

	it('Allow No Included Segment given a text that is not true or false is refused naming the field, before any call', async () => {
		const buyers = listWith('Buyers', 1500);
		withSegments([{ segment_id: [buyers], operation: 'INCLUDE' }]);
		const result = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { include: pick(buyers) }, 'remove', { allowNoInclude: '={{ "yes" }}' }));
		expect(result.error?.message).toMatch(/^Invalid Allow No Included Segment in item 0: /);
		expect(rig.apiCalls()).toEqual([]);
	});

	it('Remove of a segment named under Exclude takes it out of EXCLUDE only, never out of INCLUDE (point 8)', async () => {
		const a = listWith('A', 1500);
		const b = listWith('B', 1500);
		withSegments([
			{ segment_id: [a, b], operation: 'INCLUDE' },
			{ segment_id: [b], operation: 'EXCLUDE' },
		]);
		const result = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { exclude: pick(b) }, 'remove'));
		expect(result.error).toBeUndefined();
		expect(rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!.targeting.segments).toEqual([{ segment_id: [a, b], operation: 'INCLUDE' }]);
	});

	it('Remove of a segment the ad account no longer lists takes it out, and reads no segment list (point 9)', async () => {
		const a = listWith('A', 1500);
		withSegments([{ segment_id: [a, '123456789'], operation: 'INCLUDE' }]);
		const result = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { include: pick('123456789') }, 'remove'));
		expect(result.error).toBeUndefined();
		expect(rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!.targeting.segments).toEqual([{ segment_id: [a], operation: 'INCLUDE' }]);
		expect(calls().filter((c) => c.includes('/segments'))).toEqual([]);
	});

	it('Add of a segment the squad already has, its targeting read with keys in another order: changed false and no PUT (point 10)', async () => {
		const buyers = listWith('Buyers', 1500);
		const targeting = rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!.targeting;
		// The segments first, then the rest: a read whose key order differs from what an edit builds.
		rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_BROAD, { targeting: { segments: [{ operation: 'INCLUDE', segment_id: [buyers] }], ...targeting } });
		rig.emulator.clearLog();
		const result = await rig.run(update(AD_SQUAD_LA_SUMMER_BROAD, { include: pick(buyers) }, 'add'));
		expect(result.error).toBeUndefined();
		expect(json(result.items)[0]).toMatchObject({ changed: false, changed_fields: [], already_as_asked: ['targeting'] });
		expect(rig.apiCalls('PUT')).toEqual([]);
	});
});

describe('Ad Squad → Duplicate with audience segments', () => {
	it("adds an exclusion to the copy's targeting, keeping the original's, and warns about a segment not ready", async () => {
		const buyers = listWith('Buyers', 0);
		const before = rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!;
		const result = await rig.run(
			duplicate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, { includeChildren: false }, { audienceSegments: { exclude: pick(buyers) }, segmentMode: 'add' }),
		);
		expect(result.error).toBeUndefined();
		const sent = (posts()[0].body as { adsquads: Array<Record<string, unknown>> }).adsquads[0];
		expect(sent.targeting).toEqual({ ...before.targeting, segments: [{ segment_id: [buyers], operation: 'EXCLUDE' }] });
		expect(rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!.targeting).toEqual(before.targeting);
		expect(json(result.items)[0].warnings).toEqual([expect.stringMatching(/"Buyers".*NOT_READY/)]);
	});

	it('Preview shows the targeting it would send and the warning, and sends nothing', async () => {
		const buyers = listWith('Buyers', 0);
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, {}, { preview: true, audienceSegments: { include: pick(buyers) }, segmentMode: 'replace' }));
		expect(result.error).toBeUndefined();
		expect(JSON.stringify(json(result.items)[0])).toContain(`"segments":[{"segment_id":["${buyers}"],"operation":"INCLUDE"}]`);
		expect(json(result.items)[0].warnings).toHaveLength(1);
		expect(posts()).toEqual([]);
	});

	it('refuses an unknown segment before anything is created', async () => {
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, {}, { audienceSegments: { include: pick('123456789') } }));
		expect(result.error?.message).toMatch(/Audience Segments.*no audience segment 123456789/);
		expect(posts()).toEqual([]);
	});
});

describe('Ad Squad → Create, audience expansion (point 2)', () => {
	const sentTargeting = () => ((rig.apiCalls('POST').at(-1)?.body as { adsquads: Array<Record<string, unknown>> }).adsquads[0].targeting as Record<string, unknown>);

	it("sends Snap's default explicitly, and each choice as both keys", async () => {
		const campaignId = await trafficCampaign();
		await rig.run(adSquadCreate(campaignId));
		expect(sentTargeting()).toMatchObject(SNAP_DEFAULT_EXPANSION);
		const none = await rig.run(adSquadCreate(campaignId, { audienceExpansion: 'none' }));
		expect(sentTargeting()).toMatchObject({ enable_targeting_expansion: false, auto_expansion_options: { interest_expansion_option: { enabled: false }, custom_audience_expansion_option: { enabled: false } } });
		expect(json(none.items)[0]).not.toHaveProperty('warnings');
		await rig.run(adSquadCreate(campaignId, { audienceExpansion: 'interests' }));
		expect(sentTargeting()).toMatchObject({ enable_targeting_expansion: true, auto_expansion_options: { interest_expansion_option: { enabled: true }, custom_audience_expansion_option: { enabled: false } } });
	});

	it("says so when Snap's answer shows another expansion than the one sent", async () => {
		const leads = await rig.run(campaignCreate({ name: 'Leads parent', objective: 'LEADS' }));
		const campaignId = json(leads.items)[0].id as string;
		const result = await rig.run(adSquadCreate(campaignId, { optimizationGoal: 'LEAD_FORM_SUBMISSIONS', audienceExpansion: 'none' }));
		expect(result.error).toBeUndefined();
		expect(json(result.items)[0].warnings).toEqual([expect.stringMatching(/Snapchat's answer shows Smart Audience \(audience expansion\) on: enable_targeting_expansion true, SMART_TARGETING.*not what was sent \(Smart Audience off\)/)]);
	});

	it('refuses an unknown choice from an expression, naming the field', async () => {
		const result = await rig.run(adSquadCreate('5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60', { audienceExpansion: '={{ "some" }}' }));
		expect(result.error?.message).toMatch(/Smart Audience in item 0/);
		expect(rig.apiCalls()).toEqual([]);
	});
});

describe('Ad Squad → Create, Pixel picker (point 4)', () => {
	const pixels = async (adAccountId: string) =>
		(await runListSearch({ nodeType: node, group: 'loadOptions', methodName: 'getPixels', credential: rig.credential, parameters: { ...adSquadCreate('5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60'), adAccountId: rl(adAccountId) } })) as unknown as Array<{ name: string; value: string }>;

	it("lists the ad account's pixels in one request, and a chosen one is sent as pixel_id", async () => {
		const listed = await pixels(AD_ACCOUNT_LA);
		expect(listed).toEqual([{ name: 'Acme US pixel · ACTIVE', value: '6abc82ca-4a3a-4391-98ba-0317a8471234', description: '6abc82ca-4a3a-4391-98ba-0317a8471234' }]);
		expect(rig.apiCalls()).toHaveLength(1);
		expect(await pixels(AD_ACCOUNT_BERLIN)).toEqual([]);
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const result = await rig.run(adSquadCreate(campaignId, { additionalFields: { pixelId: listed[0].value } }));
		expect(result.error).toBeUndefined();
		expect((posts()[0].body as { adsquads: Array<Record<string, unknown>> }).adsquads[0].pixel_id).toBe(listed[0].value);
	});
});

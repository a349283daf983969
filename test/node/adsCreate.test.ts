/**
 * Campaign, Ad Squad and Ad → Create through n8n-core's engine against the emulator: what is sent,
 * checks before any request, Preview, and batching of many rows.
 */
import { AD_ACCOUNT_LA, AD_LA_SUMMER_VIDEO, AD_SQUAD_LA_SUMMER_BROAD } from '../emulator';
import { E21011_CHAT_FEED } from '../emulator/adsCreateRules';
import { adCreate, adSquadCreate, campaignCreate, duplicate } from './createParams';
import { runListSearch } from '../harness';
import { rl } from './params';
import { json, node, useRig } from './setup';

const rig = useRig();
const posts = () => rig.apiCalls('POST');

async function trafficCampaign(): Promise<string> {
	const result = await rig.run(campaignCreate({ name: 'Traffic parent' }));
	expect(result.error).toBeUndefined();
	return json(result.items)[0].id as string;
}

describe('Preview Only is read per item (issue 37, 9)', () => {
	const input = [{ name: 'Real A', preview: false }, { name: 'Real B', preview: false }, { name: 'Only a look', preview: true }];

	it('Create: an expression false for items 0 and 1 and true for item 2 creates 0 and 1 in one request and only previews 2', async () => {
		const result = await rig.run(campaignCreate({ name: '={{ $json.name }}', preview: '={{ $json.preview }}' }), { input });
		expect(result.error).toBeUndefined();
		const out = json(result.items);
		expect(out.map((o) => [o.name ?? (o.would_create as { name: string }).name, o.preview === true])).toEqual([
			['Real A', false],
			['Real B', false],
			['Only a look', true],
		]);
		expect(out[2]).toMatchObject({ sent: false });
		expect(posts()).toHaveLength(1);
		expect((posts()[0].body as { campaigns: Array<{ name: string }> }).campaigns.map((c) => c.name)).toEqual(['Real A', 'Real B']);
		expect(rig.emulator.ads.campaigns(AD_ACCOUNT_LA).some((c) => c.name === 'Only a look')).toBe(false);
	});

	it('Duplicate: the item whose Preview Only is true is only previewed, the other is copied', async () => {
		const result = await rig.run(
			{ ...duplicate('ad', AD_LA_SUMMER_VIDEO, { newName: '={{ $json.name }}' }), preview: '={{ $json.preview }}' },
			{ input: [{ name: 'Copy for real', preview: false }, { name: 'Copy to look at', preview: true }] },
		);
		expect(result.error).toBeUndefined();
		const out = json(result.items);
		expect(out[0]).toMatchObject({ name: 'Copy for real' });
		expect(out[1]).toMatchObject({ preview: true, sent: false, would_create: { name: 'Copy to look at' } });
		expect(posts()).toHaveLength(1);
	});
});

describe('same-named elements of one request are paired on what tells them apart (issue 37, 3)', () => {
	const CREATIVE_A = 'c0c0c001-1111-4a11-8a11-000000000001';
	const CREATIVE_B = 'c0c0c002-1111-4a11-8a11-000000000002';
	const twins = [{ creative: CREATIVE_A }, { creative: CREATIVE_B }];

	it('two ads of one name with different creatives, answered in the other order: each item gets its own ad (by the creative)', async () => {
		rig.emulator.faults.reshapeCreateAnswer({ answer: [1, 0] });
		const result = await rig.run(adCreate(AD_SQUAD_LA_SUMMER_BROAD, { name: 'Twin', creativeId: '={{ $json.creative }}' }), { input: twins });
		expect(result.error).toBeUndefined();
		const out = json(result.items);
		expect(out.map((o) => o.creative_id)).toEqual([CREATIVE_A, CREATIVE_B]);
		for (const o of out) expect(rig.emulator.ads.ad(o.id as string)!.creative_id).toBe(o.creative_id);
		expect(posts()).toHaveLength(1);
	});

	it('two campaigns of one name with different spend caps, answered in the other order: each item gets its own campaign (by the cap)', async () => {
		rig.emulator.faults.reshapeCreateAnswer({ answer: [1, 0] });
		const result = await rig.run(campaignCreate({ name: 'Twin', additionalFields: { dailyBudget: '={{ $json.cap }}' } }), { input: [{ cap: 30 }, { cap: 40 }], continueOnFail: true });
		const out = json(result.items);
		expect(out.map((o) => o.daily_budget_micro)).toEqual([30_000_000, 40_000_000]);
		for (const o of out) expect(rig.emulator.ads.campaign(o.id as string)!.daily_budget_micro).toBe(o.daily_budget_micro);
	});
});

describe('Campaign → Create', () => {
	it('creates a Paused campaign, the start read in the account zone (Los Angeles, summer time), the cap exact in micro', async () => {
		const result = await rig.run(campaignCreate({ additionalFields: { dailyBudget: 25.5, endTime: '2030-07-01T00:00' } }));
		expect(result.error).toBeUndefined();
		const [out] = json(result.items);
		expect(out).toMatchObject({
			name: 'Launch US',
			status: 'PAUSED',
			start_time: '2030-06-01T16:00:00.000Z',
			end_time: '2030-07-01T07:00:00.000Z',
			daily_budget_micro: 25_500_000,
			daily_budget: 25.5,
			currency: 'USD',
			objective_v2_properties: { objective_v2_type: 'TRAFFIC' },
			ads_manager_url: `https://ads.snapchat.com/${AD_ACCOUNT_LA}/campaigns/${String(out.id)}`,
		});
		expect(rig.emulator.ads.campaign(out.id as string)).toMatchObject({ name: 'Launch US', status: 'PAUSED' });
		expect(posts()).toHaveLength(1);
	});

	it('refuses bad input before any create, naming the item and the field', async () => {
		const long = await rig.run(campaignCreate({ name: 'x'.repeat(376) }));
		expect(long.error?.message).toMatch(/item 0.*Name.*376 characters/);
		const cap = await rig.run(campaignCreate({ additionalFields: { dailyBudget: 19.99 } }));
		expect(cap.error?.message).toMatch(/Daily Spend Cap.*below Snapchat's minimum of 20.00 USD/);
		const ended = await rig.run(campaignCreate({ additionalFields: { endTime: '2030-05-01T00:00' } }));
		expect(ended.error?.message).toMatch(/End Time .* is not after Start Time/);
		const decimals = await rig.run(campaignCreate({ additionalFields: { dailyBudget: '25.555' } }));
		expect(decimals.error?.message).toMatch(/more decimals than USD has \(2\)/);
		expect(posts()).toEqual([]);
	});

	it('Preview returns what would be created and sends nothing', async () => {
		const before = rig.emulator.ads.campaigns(AD_ACCOUNT_LA).length;
		const result = await rig.run(campaignCreate({ preview: true }));
		expect(json(result.items)[0]).toMatchObject({
			preview: true,
			sent: false,
			level: 'campaign',
			would_create: { name: 'Launch US', status: 'PAUSED', start_time: '2030-06-01T16:00:00.000Z' },
		});
		expect(posts()).toEqual([]);
		expect(rig.emulator.ads.campaigns(AD_ACCOUNT_LA)).toHaveLength(before);
	});
});

describe('Ad Squad → Create', () => {
	it('builds targeting from the fields and sends auto bid, automatic placement and the budget in micro', async () => {
		const campaignId = await trafficCampaign();
		const result = await rig.run(
			adSquadCreate(campaignId, { countries: 'us, ca', additionalFields: { minAge: 18, maxAge: 34, gender: 'FEMALE', languages: 'en', operatingSystem: 'iOS' } }),
		);
		expect(result.error).toBeUndefined();
		const sent = (posts()[1].body as { adsquads: Array<Record<string, unknown>> }).adsquads[0];
		expect(sent).toMatchObject({
			campaign_id: campaignId,
			type: 'SNAP_ADS',
			status: 'PAUSED',
			billing_event: 'IMPRESSION',
			bid_strategy: 'AUTO_BID',
			daily_budget_micro: 20_000_000,
			placement_v2: { config: 'AUTOMATIC' },
			targeting: {
				geos: [{ country_code: 'us' }, { country_code: 'ca' }],
				demographics: [{ min_age: '18', max_age: '34', gender: 'FEMALE', languages: ['en'] }],
				devices: [{ os_type: 'iOS' }],
			},
		});
		expect(sent).not.toHaveProperty('bid_micro');
		expect(json(result.items)[0]).toMatchObject({ daily_budget: 20, currency: 'USD' });
	});

	it('sends Maximum Age 55 as Snapchat\'s open top band "55+" (issue 46, point 4), and refuses an older age naming item and field before any create', async () => {
		const campaignId = await trafficCampaign();
		const result = await rig.run(adSquadCreate(campaignId, { additionalFields: { minAge: 25, maxAge: 55 } }));
		expect(result.error).toBeUndefined();
		const sent = (posts()[1].body as { adsquads: Array<Record<string, unknown>> }).adsquads[0];
		expect(sent.targeting).toMatchObject({ demographics: [{ min_age: '25', max_age: '55+' }] });
		expect(rig.emulator.ads.adSquads({ campaignId }).map((s) => s.targeting.demographics)).toEqual([[{ min_age: '25', max_age: '55+' }]]);
		rig.emulator.clearLog();
		const older = await rig.run(adSquadCreate(campaignId, { additionalFields: { maxAge: '={{ "60+" }}' } }));
		expect(older.error?.message).toMatch(/Maximum Age "60\+" is not an age Snapchat targets/);
		expect(older.error?.message).toMatch(/item 0|Item 0|\[item 0\]/);
		expect(posts()).toEqual([]);
	});

	it("shows the placement it set: Snap's answer reads placement UNSUPPORTED (its word for the newer settings) and no placement_v2, so the item carries the placement_v2 sent (issue 50, point 6)", async () => {
		const campaignId = await trafficCampaign();
		const automatic = await rig.run(adSquadCreate(campaignId));
		expect(automatic.error).toBeUndefined();
		expect(json(automatic.items)[0]).toMatchObject({ placement: 'UNSUPPORTED', placement_v2: { config: 'AUTOMATIC' } });
		const custom = await rig.run(adSquadCreate(campaignId, { name: 'US – Custom', placement: 'CUSTOM', positions: ['CHAT_FEED', 'FEED'] }));
		expect(custom.error).toBeUndefined();
		expect(json(custom.items)[0].placement_v2).toEqual({ config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: ['CHAT_FEED', 'FEED'] });
	});

	it('issue 46, point 3: a custom placement without Chat Feed for a goal Snapchat lists (Pixel Page Views) gets Chat Feed added before sending, said in the warnings', async () => {
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const result = await rig.run(adSquadCreate(campaignId, { name: 'US – Pixel', optimizationGoal: 'PIXEL_PAGE_VIEW', placement: 'CUSTOM', positions: ['INTERSTITIAL_USER', 'FEED'] }));
		expect(result.error).toBeUndefined();
		const sent = (posts()[0].body as { adsquads: Array<Record<string, unknown>> }).adsquads[0];
		expect(sent.placement_v2).toEqual({ config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: ['INTERSTITIAL_USER', 'FEED', 'CHAT_FEED'] });
		const out = json(result.items)[0];
		expect(out.warnings).toEqual([expect.stringMatching(/Chat Feed \(Sponsored Snaps\) was added to Positions.*Pixel Page Views/)]);
		// Without Chat Feed the emulator, as Snap, refuses: the node's addition is what lets it through.
		expect(rig.emulator.ads.adSquads({ campaignId }).some((s) => s.name === 'US – Pixel')).toBe(true);
	});

	it("issue 46, point 3: Snap's new positions are sent as picked (Between Spotlight Videos, Public Stories, Post-Capture Carousel)", async () => {
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const positions = ['INTERSTITIAL_USER', 'INTERSTITIAL_SPOTLIGHT', 'PUBLIC_STORIES_INSTREAM', 'POST_CAPTURE_CAROUSEL'];
		const result = await rig.run(adSquadCreate(campaignId, { name: 'US – New positions', placement: 'CUSTOM', positions }));
		expect(result.error).toBeUndefined();
		expect((posts()[0].body as { adsquads: Array<Record<string, unknown>> }).adsquads[0].placement_v2).toEqual({ config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: positions });
		expect(json(result.items)[0].warnings).toBeUndefined();
	});

	it("issue 46, point 3: Snap's E21011 (Chat Feed required for the goal) comes back in plain words saying what to change in the node", async () => {
		const campaignId = await trafficCampaign();
		// Snap's own goal list is not public: a goal Snap added to it refuses the way the emulator answers here.
		rig.emulator.faults.rejectElements({ eventName: 'US – Snap list', reason: E21011_CHAT_FEED });
		const result = await rig.run(adSquadCreate(campaignId, { name: 'US – Snap list', placement: 'CUSTOM', positions: ['FEED'] }));
		expect(result.error?.message).toMatch(/E21011/);
		expect(result.error?.description).toMatch(/Chat Feed \(Sponsored Snaps\).*Positions.*Automatic/);
		expect(result.error?.description).toMatch(/Nothing was created/);
	});

	it('refuses, before any create, a goal the campaign objective does not allow, naming the eligible ones', async () => {
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const result = await rig.run(adSquadCreate(campaignId, { optimizationGoal: 'APP_INSTALLS' }));
		expect(result.error?.message).toMatch(/Optimization Goal.*App Installs is not eligible for the campaign's objective Traffic/);
		expect(result.error?.description).toMatch(/Swipes, Landing Page Views, Pixel Page Views/);
		expect(posts()).toEqual([]);
	});

	it('refuses a saved Spotlight position or no position, a bid strategy without bid, an unknown country, a lifetime budget without end', async () => {
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const cases: Array<[Record<string, unknown>, RegExp]> = [
			[{ placement: 'CUSTOM', positions: ['FEED', 'SPOTLIGHT'] }, /Positions.*Spotlight.*no longer a position Snapchat takes/],
			[{ placement: 'CUSTOM', positions: [] }, /Positions is empty/],
			[{ bidStrategy: 'TARGET_COST', bidAmount: '' }, /Bid Amount is needed with bid strategy TARGET_COST/],
			[{ countries: 'US, UK' }, /Countries.*"UK" is not a country code/],
			[{ budgetType: 'lifetime' }, /End Time.*lifetime budget needs an End Time/],
			[{ budget: 4.99 }, /Budget.*below Snapchat's minimum of 5.00 USD/],
		];
		for (const [over, message] of cases) expect((await rig.run(adSquadCreate(campaignId, over))).error?.message).toMatch(message);
		expect(posts()).toEqual([]);
	});

	it('1,000 rows go out in at most 40 requests, every answer matched to its row', async () => {
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const input = Array.from({ length: 1000 }, (_, k) => ({ name: `Row ${k}` }));
		const result = await rig.run(adSquadCreate(campaignId, { name: '={{ $json.name }}' }), { input });
		expect(result.error).toBeUndefined();
		expect(rig.apiCalls().length).toBeLessThanOrEqual(40);
		expect(posts()).toHaveLength(34);
		const out = json(result.items);
		expect(out.map((o) => o.name)).toEqual(input.map((i) => i.name));
		expect(result.items.every((item, k) => (item.pairedItem as { item: number }).item === k)).toBe(true);
		expect(new Set(out.map((o) => o.id)).size).toBe(1000);
	}, 60_000);
});

describe('Ad → Create', () => {
	it('creates a Paused ad with one request and nothing else', async () => {
		rig.emulator.clearLog();
		const result = await rig.run(adCreate(AD_SQUAD_LA_SUMMER_BROAD));
		expect(result.error).toBeUndefined();
		expect(json(result.items)[0]).toMatchObject({ name: 'New ad', status: 'PAUSED', review_status: 'PENDING_REVIEW', ad_squad_id: AD_SQUAD_LA_SUMMER_BROAD });
		expect(rig.apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([`POST /v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}/ads`]);
	});

	it('an ad whose creative Snapchat does not know fails its own item with Snap\'s reason; the other is created', async () => {
		const input = [{ creative: 'c0c0c001-1111-4a11-8a11-000000000001' }, { creative: 'c0c0c0ff-1111-4a11-8a11-0000000000ff' }];
		const result = await rig.run(adCreate(AD_SQUAD_LA_SUMMER_BROAD, { creativeId: '={{ $json.creative }}', name: '={{ "Ad " + $itemIndex }}' }), { input, continueOnFail: true });
		expect(json(result.items).map((o) => o.error ?? o.name)).toEqual(['Ad 0', expect.stringMatching(/E3004.*Entity does not exist/)]);
		expect(rig.emulator.ads.ads({ adSquadId: AD_SQUAD_LA_SUMMER_BROAD }).map((a) => a.name)).not.toContain('Ad 1');
	});
});

describe('Ad → Create: Creative', () => {
	it("is picked from the ad account's creatives (name, type, ID's tail), by ID, by link, or kept as the plain ID an earlier version saved", async () => {
		const media = rig.emulator.media.seedReady(AD_ACCOUNT_LA).id;
		const creative = rig.emulator.media.creatives.create(AD_ACCOUNT_LA, { name: 'Spring - web', type: 'WEB_VIEW', top_snap_media_id: media }).id;
		const listed = await rig.listSearch('searchCreatives', { parameters: adCreate(AD_SQUAD_LA_SUMMER_BROAD, { creativeId: rl('', 'list') }) });
		expect(listed.results).toEqual(expect.arrayContaining([expect.objectContaining({ value: creative, name: `Spring - web · Web view · Pending review · ID …${creative.slice(-6)}` })]));
		const values = [rl(creative, 'list'), rl(creative.toUpperCase()), rl(`https://ads.snapchat.com/${AD_ACCOUNT_LA}/creatives/${creative}?ref=list`, 'url'), creative];
		rig.emulator.clearLog();
		for (const value of values) {
			const result = await rig.run(adCreate(AD_SQUAD_LA_SUMMER_BROAD, { creativeId: value }));
			expect([value, result.error?.message]).toEqual([value, undefined]);
		}
		expect(posts().map((p) => (p.body as { ads: Array<{ creative_id: unknown }> }).ads[0].creative_id)).toEqual(values.map(() => creative));
	});

	it('refuses, before any request, a creative that is no ID or a link in By ID, naming the item and the field', async () => {
		rig.emulator.clearLog();
		const cases: Array<[unknown, RegExp]> = [
			[rl('={{ "../me" }}'), /Invalid Creative in item 0/],
			// From an expression: n8n's editor checks (the modes' patterns) do not see the value, the node does.
			[rl(`={{ "https://ads.snapchat.com/${AD_ACCOUNT_LA}/creatives/c0c0c001-1111-4a11-8a11-000000000001" }}`), /Creative holds a link/],
			[rl('={{ "https://example.com/creatives/c0c0c001-1111-4a11-8a11-000000000001" }}', 'url'), /not a link to Snapchat/],
			['={{ "" }}', /Creative is empty/],
		];
		for (const [value, message] of cases) {
			const result = await rig.run(adCreate(AD_SQUAD_LA_SUMMER_BROAD, { creativeId: value }));
			expect([value, `${result.error?.message} ${result.error?.description ?? ''}`]).toEqual([value, expect.stringMatching(message)]);
		}
		expect(posts()).toHaveLength(0);
	});
});

describe('Optimization Goal list', () => {
	const goals = async (campaignId: string) =>
		(await runListSearch({ nodeType: node, group: 'loadOptions', methodName: 'getEligibleGoals', credential: rig.credential, parameters: adSquadCreate(campaignId) })) as unknown as Array<{ value: string }>;

	it("offers only the goals eligible for the chosen campaign's objective, and every goal for a legacy campaign", async () => {
		const campaignId = await trafficCampaign();
		expect((await goals(campaignId)).map((g) => g.value)).toEqual(['SWIPES', 'LANDING_PAGE_VIEW', 'PIXEL_PAGE_VIEW']);
		expect((await goals('ca000001-1111-4a11-8a11-000000000001')).length).toBeGreaterThan(10);
	});
});

/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Duplicate on Campaign (deep), Ad Squad and Ad through n8n-core's engine against the emulator:
 * read-only fields are not copied (fields no list knows are: issue 46, 1), children land under their new parents, Preview sends nothing,
 * and a duplicate that stops half-way says what was created and leaves it paused.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import {
	AD_ACCOUNT_LA,
	AD_LA_SUMMER_VIDEO,
	AD_SQUAD_LA_AUTO_BID,
	AD_SQUAD_LA_PLACEMENT_V2,
	AD_SQUAD_LA_SUMMER_BROAD,
	AD_SQUAD_LA_SUMMER_RETARGET,
	CAMPAIGN_LA_ALWAYS_ON,
	CAMPAIGN_LA_SUMMER,
} from '../emulator';
import { E21011_CHAT_FEED } from '../emulator/adsCreateRules';
import { duplicate } from './createParams';
import { rl } from './params';
import { json, useRig } from './setup';

const rig = useRig();
const posts = () => rig.apiCalls('POST');
const sent = (k: number, plural: string) => (posts()[k].body as Record<string, Array<Record<string, unknown>>>)[plural];

describe('Campaign → Duplicate (deep)', () => {
	it('copies the campaign, its four ad squads and their ads, Paused, under the new parents, a past start moved to now', async () => {
		const squads = rig.emulator.ads.adSquads({ campaignId: CAMPAIGN_LA_ALWAYS_ON });
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_ALWAYS_ON));
		expect(result.error).toBeUndefined();
		const [out] = json(result.items);
		expect(out).toMatchObject({ name: 'Always On US (copy)', status: 'PAUSED', created_counts: { campaigns: 1, ad_squads: 4, ads: 4 } });
		const copy = rig.emulator.ads.campaign(out.id as string)!;
		expect(Date.parse(copy.start_time)).toBeGreaterThan(Date.parse('2026-01-01'));
		const copies = rig.emulator.ads.adSquads({ campaignId: copy.id });
		expect(copies.map((s) => s.name)).toEqual(squads.map((s) => s.name));
		expect(copies.map((s) => s.targeting)).toEqual(squads.map((s) => s.targeting));
		const placements = rig.emulator.ads.adSquad(copies.find((s) => s.name === 'Always On US – Placements')!.id)!;
		expect(placements.placement_v2).toMatchObject({ config: 'CUSTOM', snapchat_positions: ['INTERSTITIAL_USER', 'FEED'] });
		const originalCreatives = squads.flatMap((s) => rig.emulator.ads.ads({ adSquadId: s.id }).map((a) => a.creative_id));
		expect(copies.flatMap((s) => rig.emulator.ads.ads({ adSquadId: s.id }).map((a) => a.creative_id))).toEqual(originalCreatives);
		// Only writable fields: no computed fields of the auto-bid squad, no 0 bid, no record times.
		const autoBid = sent(1, 'adsquads').find((s) => s.name === 'Always On US – Auto Bid')!;
		for (const key of ['auto_bid', 'effective_status', 'ranking_score', 'bid_micro', 'delivery_status', 'created_at', 'id', 'placement']) expect(autoBid).not.toHaveProperty(key);
		expect(sent(0, 'campaigns')[0]).not.toHaveProperty('id');
		// Reads (campaign, squads with placement_v2, the account's ads, account), 1 campaign, 1 squads and 4 ads POSTs.
		expect(rig.apiCalls('GET').find((c) => c.path.endsWith('/adsquads'))?.query).toMatchObject({ return_placement_v2: 'true' });
		expect(posts()).toHaveLength(6);
	});

	it('refuses, before any create, an original end time the copy cannot keep, naming New End Time', async () => {
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_SUMMER));
		expect(result.error?.message).toMatch(/New End Time.*end time 2026-08-31T07:00:00.000Z is not after the copy's start/);
		expect(posts()).toEqual([]);
		const fixed = await rig.run(duplicate('campaign', CAMPAIGN_LA_SUMMER, { endTime: '2031-01-01T00:00', newName: 'Summer again – {name}' }));
		expect(fixed.error).toBeUndefined();
		expect(json(fixed.items)[0]).toMatchObject({ name: 'Summer again – Summer Sale US', created_counts: { ad_squads: 2, ads: 3 } });
	});

	it('Preview returns the plan level by level and sends nothing', async () => {
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_ALWAYS_ON, {}, { preview: true }));
		const [out] = json(result.items) as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
		expect(out).toMatchObject({ preview: true, sent: false, level: 'campaign', would_create: { name: 'Always On US (copy)', status: 'PAUSED' } });
		expect(out.children).toHaveLength(4);
		expect(out.children[0].children[0]).toMatchObject({ level: 'ad', would_create: { name: 'Brand loop' } });
		expect(posts()).toEqual([]);
	});

	it('stops half-way when Snapchat refuses an ad: says what was created (IDs) and what not, and the new campaign stays Paused though Active was chosen', async () => {
		rig.emulator.faults.rejectElements({ eventName: 'Feed story', reason: 'Error code: E2002, message: Creative is not approved' });
		const before = rig.emulator.ads.campaigns(AD_ACCOUNT_LA).length;
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_ALWAYS_ON, {}, { status: 'ACTIVE' }));
		expect(result.error?.message).toMatch(/Duplicating campaign .* stopped: the ad "Feed story" was not created: Error code: E2002, message: Creative is not approved/);
		const copy = rig.emulator.ads.campaigns(AD_ACCOUNT_LA)[before];
		expect(copy).toMatchObject({ name: 'Always On US (copy)', status: 'PAUSED' });
		expect(result.error?.description).toContain(`Created, under a campaign that stays Paused so nothing delivers: campaign "Always On US (copy)" (${copy.id})`);
		expect(result.error?.description).toMatch(/Not created: ad "Feed story"/);
		expect(rig.apiCalls('PUT')).toEqual([]);
	});

	it('with Active chosen and everything created, the campaign is switched on last', async () => {
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_ALWAYS_ON, { includeChildren: true }, { status: 'ACTIVE' }));
		expect(result.error).toBeUndefined();
		const [out] = json(result.items);
		expect(out.status).toBe('ACTIVE');
		expect(rig.emulator.ads.campaign(out.id as string)!.status).toBe('ACTIVE');
		expect(posts()[0].body).toMatchObject({ campaigns: [{ status: 'PAUSED' }] });
		expect(rig.apiCalls('PUT')).toHaveLength(1);
	});
});

describe('Duplicate copies fields no list knows (issue 46, 1)', () => {
	it('a campaign copied as Active keeps its mobile app properties, its squads their Smart Budget settings, its ads their tracking URLs', async () => {
		const app = { mobile_app_properties: { app_id: '1234567890', os: 'IOS' }, app_optimization_type: 'APP_INSTALLS' };
		const cbo = { campaign_budget_optimization_properties: { pacing_level: 'CAMPAIGN' } };
		const urls = { third_party_on_swipe_tracking_urls: ['https://track.example.com/swipe'] };
		rig.emulator.ads.patch(CAMPAIGN_LA_ALWAYS_ON, { ...app, effective_status: 'ACTIVE', auto_bid_max_bid_micro: 5_000_000 } as never);
		const squads = rig.emulator.ads.adSquads({ campaignId: CAMPAIGN_LA_ALWAYS_ON });
		for (const squad of squads) {
			rig.emulator.ads.patch(squad.id, cbo as never);
			for (const ad of rig.emulator.ads.ads({ adSquadId: squad.id })) rig.emulator.ads.patch(ad.id, urls as never);
		}
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_ALWAYS_ON, { includeChildren: true }, { status: 'ACTIVE' }));
		expect(result.error).toBeUndefined();
		const [out] = json(result.items);
		const copy = rig.emulator.ads.find(out.id as string)!.entity as unknown as Record<string, unknown>;
		expect(copy).toMatchObject({ ...app, status: 'ACTIVE' });
		expect(sent(0, 'campaigns')[0]).not.toHaveProperty('effective_status');
		expect(sent(0, 'campaigns')[0]).not.toHaveProperty('auto_bid_max_bid_micro');
		const copies = rig.emulator.ads.adSquads({ campaignId: out.id as string });
		expect(copies).toHaveLength(squads.length);
		for (const squad of copies) {
			expect(squad).toMatchObject(cbo);
			for (const ad of rig.emulator.ads.ads({ adSquadId: squad.id })) expect(ad).toMatchObject(urls);
		}
	});
});

describe('Duplicate keeps each child\'s own status (issue 37, 1)', () => {
	const statuses = (campaignId: string) =>
		rig.emulator.ads.adSquads({ campaignId }).flatMap((s) => [[s.name, s.status], ...rig.emulator.ads.ads({ adSquadId: s.id }).map((a) => [a.name, a.status])]);

	it('a campaign copied as Active: its paused ad squad and paused ad are copied Paused, the active ones Active; only the campaign takes the choice', async () => {
		const original = statuses(CAMPAIGN_LA_SUMMER);
		expect(original).toContainEqual(['Summer Sale US – Retargeting', 'PAUSED']);
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_SUMMER, { endTime: '2031-01-01T00:00' }, { status: 'ACTIVE' }));
		expect(result.error).toBeUndefined();
		const [out] = json(result.items);
		expect(out.status).toBe('ACTIVE');
		expect(statuses(out.id as string)).toEqual(original);
	});

	it('a campaign copied Paused: the children still keep their own status (nothing delivers: the campaign is paused)', async () => {
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_SUMMER, { endTime: '2031-01-01T00:00' }));
		const [out] = json(result.items);
		expect(rig.emulator.ads.campaign(out.id as string)!.status).toBe('PAUSED');
		expect(statuses(out.id as string)).toEqual(statuses(CAMPAIGN_LA_SUMMER));
	});

	it('an ad squad copied as Active: its paused ad is copied Paused', async () => {
		const ads = rig.emulator.ads.ads({ adSquadId: AD_SQUAD_LA_SUMMER_BROAD }).map((a) => [a.name, a.status]);
		expect(ads).toContainEqual(['Summer story', 'PAUSED']);
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, {}, { status: 'ACTIVE' }));
		expect(result.error).toBeUndefined();
		const [out] = json(result.items);
		expect(rig.emulator.ads.adSquad(out.id as string)!.status).toBe('ACTIVE');
		expect(rig.emulator.ads.ads({ adSquadId: out.id as string }).map((a) => [a.name, a.status])).toEqual(ads);
	});
});

describe('Ad Squad → Duplicate', () => {
	it("issue 46, point 3: Snap's E21011 for a copied custom placement without Chat Feed says, in words, to add Chat Feed to the original's placement in Ads Manager", async () => {
		rig.emulator.faults.rejectElements({ eventName: 'Always On US – Placements (copy)', reason: E21011_CHAT_FEED });
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_PLACEMENT_V2, { includeAds: false }));
		expect(result.error?.message).toMatch(/E21011/);
		expect(result.error?.description).toMatch(/custom placement without Chat Feed.*Ads Manager/);
	});

	it('a winning ad squad into three new countries: one copy per row, targeting kept but the countries, its ads along', async () => {
		const original = rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)!;
		const input = ['DE', 'FR', 'IT'].map((country) => ({ country }));
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, { countries: '={{ $json.country }}', newName: '={name} – {{ $json.country }}', budget: 40 }), { input });
		expect(result.error).toBeUndefined();
		const out = json(result.items);
		expect(out.map((o) => o.name)).toEqual(['Summer Sale US – Broad – DE', 'Summer Sale US – Broad – FR', 'Summer Sale US – Broad – IT']);
		for (const [k, o] of out.entries()) {
			const copy = rig.emulator.ads.adSquad(o.id as string)!;
			expect(copy).toMatchObject({ campaign_id: CAMPAIGN_LA_SUMMER, status: 'PAUSED', daily_budget_micro: 40_000_000, optimization_goal: original.optimization_goal });
			expect(copy.targeting).toEqual({ ...original.targeting, geos: [{ country_code: input[k].country.toLowerCase() }] });
			expect(rig.emulator.ads.ads({ adSquadId: copy.id })).toHaveLength(2);
		}
	});

	it('refuses a squad whose read carries no targeting (Snap leaves out large targeting): nothing is created', async () => {
		rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_RETARGET, { targeting: undefined });
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_SUMMER_RETARGET));
		expect(result.error?.message).toMatch(/Ad Squad.*carries no targeting/);
		expect(result.error?.description).toMatch(/more than 500 criteria/);
		expect(posts()).toEqual([]);
	});

	it('into another campaign of the account, with a new name', async () => {
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_AUTO_BID, { targetCampaignId: CAMPAIGN_LA_SUMMER, newName: 'Moved' }));
		expect(result.error).toBeUndefined();
		expect(rig.emulator.ads.adSquad(json(result.items)[0].id as string)).toMatchObject({ campaign_id: CAMPAIGN_LA_SUMMER, name: 'Moved', bid_strategy: 'AUTO_BID' });
	});
});

describe('Ad → Duplicate', () => {
	it('copies an ad with the same creative into another ad squad, Paused, one POST', async () => {
		const original = rig.emulator.ads.ad(AD_LA_SUMMER_VIDEO)!;
		const result = await rig.run(duplicate('ad', AD_LA_SUMMER_VIDEO, { targetAdSquadId: AD_SQUAD_LA_AUTO_BID }));
		expect(result.error).toBeUndefined();
		const copy = rig.emulator.ads.ad(json(result.items)[0].id as string)!;
		expect(copy).toMatchObject({ ad_squad_id: AD_SQUAD_LA_AUTO_BID, creative_id: original.creative_id, name: 'Summer video 15s (copy)', status: 'PAUSED' });
		expect(posts()).toHaveLength(1);
	});
});

describe('Duplicate checks the ad account of both sides before any create (issue 37, 10)', () => {
	const BERLIN_SQUAD = 'ad5a0005-2222-4b22-9b22-000000000005';
	const BERLIN_AD = 'adad0006-2222-4b22-9b22-000000000006';

	it('Ad: a source ad of another ad account is refused, naming Ad', async () => {
		const result = await rig.run(duplicate('ad', BERLIN_AD, { targetAdSquadId: AD_SQUAD_LA_AUTO_BID }));
		expect(result.error?.message).toMatch(new RegExp(`^Invalid Ad in item 0: ad ${BERLIN_AD} is not in ad account ${AD_ACCOUNT_LA}`));
		expect(posts()).toEqual([]);
	});

	it('Ad: Into Ad Squad of another ad account is refused, naming the field', async () => {
		const result = await rig.run(duplicate('ad', AD_LA_SUMMER_VIDEO, { targetAdSquadId: BERLIN_SQUAD }));
		expect(result.error?.message).toMatch(new RegExp(`^Invalid Into Ad Squad in item 0: ad squad ${BERLIN_SQUAD} is not in ad account ${AD_ACCOUNT_LA}`));
		expect(posts()).toEqual([]);
	});

	it('Ad Squad with Into Campaign: a source ad squad of another ad account is refused, naming Ad Squad', async () => {
		const result = await rig.run(duplicate('adSquad', BERLIN_SQUAD, { targetCampaignId: CAMPAIGN_LA_SUMMER }));
		expect(result.error?.message).toMatch(new RegExp(`^Invalid Ad Squad in item 0: ad squad ${BERLIN_SQUAD} is not in ad account ${AD_ACCOUNT_LA}`));
		expect(posts()).toEqual([]);
	});

	it('Continue On Fail: the item of another account becomes an error item, the good one is copied', async () => {
		const result = await rig.run(duplicate('ad', '={{ $json.ad }}'), { input: [{ ad: BERLIN_AD }, { ad: AD_LA_SUMMER_VIDEO }], continueOnFail: true });
		const out = json(result.items);
		expect(String(out[0].error)).toMatch(/^Invalid Ad in item 0: ad .* is not in ad account/);
		expect(out[1]).toMatchObject({ name: 'Summer video 15s (copy)' });
		expect(posts()).toHaveLength(1);
	});
});

describe("Into Campaign and Into Ad Squad are pickers (issue 42, 4); saved plain IDs run as before", () => {
	const CAMPAIGN_LINK = `https://ads.snapchat.com/${AD_ACCOUNT_LA}/campaigns/${CAMPAIGN_LA_SUMMER}`;

	it('Ad Squad: Into Campaign picked From List moves the copy there, as the plain ID of a saved workflow does', async () => {
		const picked = await rig.run(duplicate('adSquad', AD_SQUAD_LA_AUTO_BID, { targetCampaignId: rl(CAMPAIGN_LA_SUMMER, 'list'), newName: 'Picked' }));
		expect(picked.error).toBeUndefined();
		expect(rig.emulator.ads.adSquad(json(picked.items)[0].id as string)).toMatchObject({ campaign_id: CAMPAIGN_LA_SUMMER, name: 'Picked' });
		const saved = await rig.run(duplicate('adSquad', AD_SQUAD_LA_AUTO_BID, { targetCampaignId: CAMPAIGN_LA_SUMMER, newName: 'Saved' }));
		expect(saved.error).toBeUndefined();
		expect(rig.emulator.ads.adSquad(json(saved.items)[0].id as string)).toMatchObject({ campaign_id: CAMPAIGN_LA_SUMMER, name: 'Saved' });
	});

	it('Ad Squad: Into Campaign By URL takes the ID out of the Ads Manager link', async () => {
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_AUTO_BID, { targetCampaignId: rl(CAMPAIGN_LINK, 'url') }));
		expect(result.error).toBeUndefined();
		expect(rig.emulator.ads.adSquad(json(result.items)[0].id as string)).toMatchObject({ campaign_id: CAMPAIGN_LA_SUMMER });
	});

	it('Ad Squad: a link in Into Campaign By ID (or in a saved plain ID) is refused, saying to choose By URL; nothing is sent', async () => {
		for (const value of [rl(CAMPAIGN_LINK, 'id'), CAMPAIGN_LINK]) {
			const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_AUTO_BID, { targetCampaignId: value }));
			expect(result.error?.message).toMatch(/Into Campaign.*holds a link, not a campaign ID/);
			expect(result.error?.description).toMatch(/Switch Into Campaign to "By URL"/);
		}
		expect(posts()).toEqual([]);
		expect(rig.apiCalls('GET')).toEqual([]);
	});

	it('Ad Squad: Into Campaign added but left empty keeps the original campaign', async () => {
		const original = rig.emulator.ads.adSquad(AD_SQUAD_LA_AUTO_BID)!;
		const result = await rig.run(duplicate('adSquad', AD_SQUAD_LA_AUTO_BID, { targetCampaignId: rl('', 'list') }));
		expect(result.error).toBeUndefined();
		expect(rig.emulator.ads.adSquad(json(result.items)[0].id as string)).toMatchObject({ campaign_id: original.campaign_id });
	});

	it('Ad: Into Ad Squad picked From List, By URL, or a saved plain ID puts the copy there', async () => {
		for (const value of [rl(AD_SQUAD_LA_AUTO_BID, 'list'), rl(`https://ads.snapchat.com/${AD_ACCOUNT_LA}/adsquads/${AD_SQUAD_LA_AUTO_BID}`, 'url'), AD_SQUAD_LA_AUTO_BID]) {
			const result = await rig.run(duplicate('ad', AD_LA_SUMMER_VIDEO, { targetAdSquadId: value }));
			expect(result.error).toBeUndefined();
			expect(rig.emulator.ads.ad(json(result.items)[0].id as string)).toMatchObject({ ad_squad_id: AD_SQUAD_LA_AUTO_BID });
		}
	});

	it('Ad: an ad squad ID that is not one is refused naming Into Ad Squad, before any request', async () => {
		const result = await rig.run(duplicate('ad', AD_LA_SUMMER_VIDEO, { targetAdSquadId: rl('12345', 'id') }));
		expect(result.error?.message).toMatch(/Into Ad Squad/);
		expect(rig.apiCalls('GET')).toEqual([]);
	});

	it("the lists are the chosen ad account's campaigns and ad squads", async () => {
		const campaigns = await rig.listSearch('searchCampaigns', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(campaigns.results.map((r) => r.value)).toEqual(expect.arrayContaining([CAMPAIGN_LA_SUMMER, CAMPAIGN_LA_ALWAYS_ON]));
		expect(campaigns.results.map((r) => r.value).sort()).toEqual(rig.emulator.ads.campaigns(AD_ACCOUNT_LA).map((c) => c.id).sort());
		const squads = await rig.listSearch('searchAdSquads', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(squads.results.map((r) => r.value)).toEqual(expect.arrayContaining([AD_SQUAD_LA_AUTO_BID, AD_SQUAD_LA_SUMMER_BROAD]));
		expect(squads.results.map((r) => r.value)).not.toContain('ad5a0005-2222-4b22-9b22-000000000005');
	});
});

describe('examples/duplicate-winning-ad-squad-into-three-countries.json', () => {
	it('its Snapchat Ads node makes one Paused copy per country, ads along', async () => {
		const example = JSON.parse(readFileSync(path.join(__dirname, '../../examples/duplicate-winning-ad-squad-into-three-countries.json'), 'utf8'));
		const node = example.nodes.find((n: { name: string }) => n.name === 'Copy ad squad');
		const result = await rig.run(node.parameters, { input: [{ country: 'DE' }, { country: 'FR' }, { country: 'IT' }] });
		expect(result.error).toBeUndefined();
		const out = json(result.items);
		expect(out.map((o) => [o.name, o.status, (o.created_counts as { ads: number }).ads])).toEqual([
			['Summer Sale US – Broad – DE', 'PAUSED', 2],
			['Summer Sale US – Broad – FR', 'PAUSED', 2],
			['Summer Sale US – Broad – IT', 'PAUSED', 2],
		]);
	});
});

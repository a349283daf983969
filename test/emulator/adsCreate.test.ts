/** Creating campaigns, ad squads and ads in the emulator: Snap's rules, per-element answers, the 30 limit, what is kept. */
import { AD_SQUAD_LA_SUMMER_BROAD, AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_ACCOUNT_SINGAPORE, AD_LA_SUMMER_VIDEO, CAMPAIGN_LA_SUMMER, type Emulator } from './index';
import { E21011_CHAT_FEED } from './adsCreateRules';
import { call, useEmulatorWithUsers } from './testkit';

let em: Emulator;
let user1: string;
useEmulatorWithUsers({}, (e, u1) => {
	[em, user1] = [e, u1];
});
beforeEach(() => em.reset());

/** A creative of the ad account, made as Creative → Create would (only its ID matters to an ad). */
const creativeIn = (adAccountId: string) => em.media.creatives.create(adAccountId, { name: 'Spring', type: 'SNAP_AD', headline: 'Spring sale' }).id;
const campaign = (over: Record<string, unknown> = {}) => ({
	ad_account_id: AD_ACCOUNT_LA,
	name: 'Launch',
	status: 'PAUSED',
	start_time: '2030-01-01T00:00:00.000Z',
	buy_model: 'AUCTION',
	objective_v2_properties: { objective_v2_type: 'TRAFFIC' },
	...over,
});
const squad = (over: Record<string, unknown> = {}) => ({
	name: 'Squad',
	type: 'SNAP_ADS',
	status: 'PAUSED',
	targeting: { geos: [{ country_code: 'us' }] },
	optimization_goal: 'SWIPES',
	billing_event: 'IMPRESSION',
	bid_strategy: 'AUTO_BID',
	daily_budget_micro: 20_000_000,
	placement_v2: { config: 'AUTOMATIC' },
	...over,
});
const post = async (path: string, body: unknown) => await call(em, 'POST', path, { token: user1, body });

async function newCampaign(objective = 'TRAFFIC'): Promise<string> {
	const r = await post(`/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { campaigns: [campaign({ objective_v2_properties: { objective_v2_type: objective } })] });
	return r.json.campaigns[0].campaign.id as string;
}

describe('campaign create', () => {
	it('creates, answers the stored entity per element and keeps it for reads', async () => {
		const r = await post(`/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { campaigns: [campaign(), campaign({ name: 'Second' })] });
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('SUCCESS');
		const ids = r.json.campaigns.map((w: { campaign: { id: string } }) => w.campaign.id);
		expect(em.ads.campaign(ids[0])).toMatchObject({ name: 'Launch', status: 'PAUSED', ad_account_id: AD_ACCOUNT_LA, objective_v2_properties: { objective_v2_type: 'TRAFFIC' } });
		const got = await call(em, 'GET', `/v1/campaigns/${ids[1]}`, { token: user1 });
		expect(got.json.campaigns[0].campaign.name).toBe('Second');
	});

	it('refuses per element: missing start, a too small daily cap, an unknown objective; PARTIAL with the good one stored', async () => {
		const r = await post(`/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, {
			campaigns: [campaign({ start_time: undefined }), campaign({ daily_budget_micro: 19_990_000 }), campaign({ objective_v2_properties: { objective_v2_type: 'FAME' } }), campaign({ name: 'Good' })],
		});
		expect(r.json.request_status).toBe('PARTIAL');
		expect(r.json.campaigns.map((w: { sub_request_error_reason?: string }) => w.sub_request_error_reason)).toEqual([
			'Error code: E2001, message: Required property is missing : [start_time]',
			'Error code: E2002, message: Budget is below the minimum of 20000000 micro : [daily_budget_micro]',
			'Error code: E2002, message: Property value is not allowed : [objective_v2_type]',
			undefined,
		]);
		expect(em.ads.campaigns(AD_ACCOUNT_LA).filter((c) => c.name === 'Launch')).toEqual([]);
		expect(em.ads.campaigns(AD_ACCOUNT_LA).filter((c) => c.name === 'Good')).toHaveLength(1);
	});

	it('refuses more than 30 elements in one request, storing none', async () => {
		const before = em.ads.campaigns(AD_ACCOUNT_LA).length;
		const r = await post(`/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { campaigns: Array.from({ length: 31 }, (_, k) => campaign({ name: `C${k}` })) });
		expect(r.status).toBe(400);
		expect(r.json.debug_message).toMatch(/At most 30 campaigns/);
		expect(em.ads.campaigns(AD_ACCOUNT_LA)).toHaveLength(before);
	});

	it('answers 400 with every element when all fail, and 403 for an account the user cannot see', async () => {
		const r = await post(`/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { campaigns: [campaign({ name: '' })] });
		expect(r.status).toBe(400);
		expect(r.json.campaigns[0].sub_request_status).toBe('ERROR');
		expect((await post(`/v1/adaccounts/${AD_ACCOUNT_SINGAPORE}/campaigns`, { campaigns: [campaign()] })).status).toBe(403);
	});

	it('rejectElements refuses a valid element by name (a rule the client cannot check)', async () => {
		em.faults.rejectElements({ eventName: 'Launch', reason: 'Error code: E2999, message: refused' });
		const r = await post(`/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { campaigns: [campaign(), campaign({ name: 'Other' })] });
		expect(r.json.campaigns[0].sub_request_error_reason).toBe('Error code: E2999, message: refused');
		expect(r.json.campaigns[1].sub_request_status).toBe('SUCCESS');
	});
});

describe('ad squad create', () => {
	it('creates under the campaign, with placement_v2 kept (served only with return_placement_v2) and UNSUPPORTED placement', async () => {
		const id = await newCampaign();
		const r = await call(em, 'POST', `/v1/campaigns/${id}/adsquads?return_placement_v2=true`, { token: user1, body: { adsquads: [squad()] } });
		expect(r.json.request_status).toBe('SUCCESS');
		const created = r.json.adsquads[0].adsquad;
		expect(created).toMatchObject({ campaign_id: id, placement_v2: { config: 'AUTOMATIC' }, delivery_constraint: 'DAILY_BUDGET', placement: 'UNSUPPORTED' });
		expect(em.ads.adSquads({ campaignId: id })).toHaveLength(1);
	});

	it('refuses a goal not eligible for the objective, a custom placement without CHAT_FEED for a pixel goal (E21011), one not for Snapchat (E2845) or with SPOTLIGHT, a small budget, a bid strategy without bid, lifetime without end', async () => {
		const id = await newCampaign('TRAFFIC');
		const r = await post(`/v1/campaigns/${id}/adsquads`, {
			adsquads: [
				squad({ optimization_goal: 'APP_INSTALLS' }),
				squad({ optimization_goal: 'PIXEL_PAGE_VIEW', placement_v2: { config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: ['FEED'] } }),
				squad({ placement_v2: { config: 'CUSTOM', platforms: ['WEB'], snapchat_positions: ['FEED'] } }),
				squad({ placement_v2: { config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: ['SPOTLIGHT'] } }),
				squad({ daily_budget_micro: 4_990_000 }),
				squad({ bid_strategy: 'LOWEST_COST_WITH_MAX_BID' }),
				squad({ daily_budget_micro: undefined, lifetime_budget_micro: 100_000_000 }),
				squad({ targeting: { demographics: [] } }),
			],
		});
		expect(r.status).toBe(400);
		expect(r.json.adsquads.map((w: { sub_request_error_reason: string }) => w.sub_request_error_reason)).toEqual([
			'Error code: E2002, message: Optimization goal APP_INSTALLS is not eligible for objective TRAFFIC : [optimization_goal]',
			E21011_CHAT_FEED,
			'Error code: E2845, message: Placement platform must contain SNAPCHAT : [placement_v2.platforms]',
			'Error code: E2002, message: Property value is not allowed : [placement_v2.snapchat_positions]',
			'Error code: E2002, message: Budget is below the minimum of 5000000 micro : [daily_budget_micro]',
			'Error code: E2771, message: Bid is required on ad squad',
			'Error code: E2001, message: Required property is missing : [end_time]',
			'Error code: E2001, message: Required property is missing : [targeting.geos]',
		]);
		expect(em.ads.adSquads({ campaignId: id })).toEqual([]);
	});

	it("takes the nine positions, Feed beside Chat Feed for pixel and app goals, and goals off Snap's Chat Feed list without Chat Feed (issue 46, point 3)", async () => {
		const id = await newCampaign('TRAFFIC');
		const app = await newCampaign('APP_PROMOTION');
		const custom = (positions: string[]) => ({ placement_v2: { config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: positions } });
		const r = await post(`/v1/campaigns/${id}/adsquads`, {
			adsquads: [
				squad({ name: 'all', ...custom(['INTERSTITIAL_USER', 'INTERSTITIAL_CONTENT', 'INTERSTITIAL_SPOTLIGHT', 'INSTREAM', 'PUBLIC_STORIES_INSTREAM', 'CHAT_FEED', 'FEED', 'CAMERA', 'POST_CAPTURE_CAROUSEL']) }),
				squad({ name: 'pixel', optimization_goal: 'PIXEL_PAGE_VIEW', ...custom(['CHAT_FEED', 'FEED']) }),
				squad({ name: 'swipes', ...custom(['FEED']) }),
			],
		});
		expect(r.status).toBe(200);
		const a = await post(`/v1/campaigns/${app}/adsquads`, { adsquads: [squad({ name: 'app', optimization_goal: 'APP_INSTALLS', ...custom(['CHAT_FEED', 'FEED']) })] });
		expect(a.status).toBe(200);
		const refused = await post(`/v1/campaigns/${app}/adsquads`, { adsquads: [squad({ name: 'app', optimization_goal: 'APP_PURCHASE', ...custom(['FEED']) })] });
		expect(refused.json.adsquads[0].sub_request_error_reason).toBe(E21011_CHAT_FEED);
	});

	it('takes ages up to Snap\'s open top band "55+" (and "50+" as clients send it); refuses older ages and other bands, naming the property', async () => {
		const id = await newCampaign('TRAFFIC');
		const ages = (demographic: Record<string, unknown>) => squad({ targeting: { geos: [{ country_code: 'us' }], demographics: [demographic] } });
		const r = await post(`/v1/campaigns/${id}/adsquads`, {
			adsquads: [
				ages({ min_age: '18', max_age: '55+' }),
				ages({ min_age: '21', max_age: '50+' }),
				ages({ min_age: '55' }),
				ages({ min_age: '18', max_age: '60+' }),
				ages({ min_age: '18', max_age: '56' }),
				ages({ min_age: '12' }),
				ages({ min_age: '40', max_age: '30' }),
			],
		});
		expect(r.json.adsquads.map((w: { sub_request_status: string; sub_request_error_reason?: string }) => w.sub_request_error_reason ?? w.sub_request_status)).toEqual([
			'SUCCESS',
			'SUCCESS',
			'SUCCESS',
			'Error code: E2002, message: Property value is not allowed: max_age "60+" is not an age Snapchat targets (13 to 55, 50+ or 55+) : [targeting.demographics.max_age]',
			'Error code: E2002, message: Property value is not allowed: max_age "56" is not an age Snapchat targets (13 to 55, 50+ or 55+) : [targeting.demographics.max_age]',
			'Error code: E2002, message: Property value is not allowed: min_age "12" is not an age Snapchat targets (13 to 55, 50+ or 55+) : [targeting.demographics.min_age]',
			'Error code: E2002, message: Property value is not allowed: max_age "30" is below min_age "40" : [targeting.demographics.max_age]',
		]);
		expect(em.ads.adSquads({ campaignId: id }).map((s) => (s.targeting.demographics as Array<Record<string, unknown>>)[0].max_age)).toEqual(['55+', '50+', undefined]);
	});

	it('does not check eligibility under a campaign with only the legacy objective', async () => {
		const r = await post(`/v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`, { adsquads: [squad({ optimization_goal: 'APP_INSTALLS' })] });
		expect(r.json.request_status).toBe('SUCCESS');
	});
});

describe('ad create', () => {
	it('creates ads pending review and refuses a missing creative', async () => {
		const CREATIVE = creativeIn(AD_ACCOUNT_LA);
		const r = await post(`/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}/ads`, {
			ads: [
				{ name: 'New ad', status: 'PAUSED', type: 'SNAP_AD', creative_id: CREATIVE },
				{ name: 'No creative', status: 'PAUSED', type: 'SNAP_AD' },
			],
		});
		expect(r.json.request_status).toBe('PARTIAL');
		expect(r.json.ads[0].ad).toMatchObject({ ad_squad_id: AD_SQUAD_LA_SUMMER_BROAD, review_status: 'PENDING_REVIEW', creative_id: CREATIVE });
		expect(r.json.ads[1].sub_request_error_reason).toBe('Error code: E2001, message: Required property is missing : [creative_id]');
		expect(em.ads.ads({ adSquadId: AD_SQUAD_LA_SUMMER_BROAD }).map((a) => a.name)).toContain('New ad');
	});

	it('refuses, per element, a creative that does not exist or belongs to another ad account, in Snap\'s words for an unknown entity', async () => {
		const unknown = 'c0c0c0ff-1111-4a11-8a11-0000000000ff';
		const elsewhere = creativeIn(AD_ACCOUNT_BERLIN);
		const here = creativeIn(AD_ACCOUNT_LA);
		// The creative of a fixture ad of the account exists too (the emulator's seeded ads stand for ads with real creatives).
		const seeded = em.ads.ad(AD_LA_SUMMER_VIDEO)?.creative_id as string;
		const ad = (name: string, creative_id: string) => ({ name, status: 'PAUSED', type: 'SNAP_AD', creative_id });
		const r = await post(`/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}/ads`, {
			ads: [ad('Unknown', unknown), ad('Other account', elsewhere), ad('Made here', here.toUpperCase()), ad('Seeded', seeded)],
		});
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('PARTIAL');
		const notFound = 'Error code: E3004, message: Entity does not exist or you do not have permission to access it';
		expect(r.json.ads.map((e: { sub_request_error_reason?: string }) => e.sub_request_error_reason ?? 'ok')).toEqual([notFound, notFound, 'ok', 'ok']);
		expect(em.ads.ads({ adSquadId: AD_SQUAD_LA_SUMMER_BROAD }).map((a) => a.name)).not.toContain('Unknown');

		const all = await post(`/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}/ads`, { ads: [ad('Unknown', unknown)] });
		expect([all.status, all.json.request_status, all.json.error_code]).toEqual([400, 'ERROR', 'E3004']);
	});
});

describe('campaigns with Smart Budget settings (spec §5)', () => {
	it('are created with pacing_level and the settings object kept as sent; Snap\'s own bid and a bad level are refused', async () => {
		const settings = { sharing: 'ON', nested: { a: 1 } };
		const ok = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { token: user1, body: { campaigns: [campaign({ pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: settings })] } });
		expect(ok.json.campaigns[0].campaign).toMatchObject({ pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: settings });
		const bad = await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, {
			token: user1,
			body: {
				campaigns: [
					campaign({ auto_bid_max_bid_micro: 1 }),
					campaign({ campaign_budget_optimization_properties: { auto_bid_max_bid_micro: 1 } }),
					campaign({ campaign_budget_optimization_properties: 'ON' }),
					campaign({ pacing_level: 'SHARED' }),
				],
			},
		});
		expect(bad.json.campaigns.map((r: { sub_request_error_reason: string }) => r.sub_request_error_reason)).toEqual([
			'Error code: E2002, message: Property is read only : [auto_bid_max_bid_micro]',
			'Error code: E2002, message: Property is read only : [campaign_budget_optimization_properties.auto_bid_max_bid_micro]',
			'Error code: E2002, message: Property value is not allowed : [campaign_budget_optimization_properties]',
			'Error code: E2002, message: Property value is not allowed : [pacing_level]',
		]);
	});
});


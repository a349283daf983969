/**
 * Issue 49, point 4: Ad Squad → Get Bid Estimate, for an existing ad squad and for a planned one
 * (Create's fields), through n8n-core's engine against the emulator: the range in the account's
 * currency with Snap's micro beside it, the squad's bid placed in it, what a bid means for the goal
 * and strategy; bad input refused by item and field with nothing sent.
 */
import { AD_ACCOUNT_LA, AD_SQUAD_LA_SUMMER_BROAD, AD_SQUAD_LA_SUMMER_RETARGET } from '../emulator';
import { adSquadCreate } from './createParams';
import { trafficCampaign } from './trafficCampaign';
import { rl } from './params';
import { json, useRig } from './setup';

const rig = useRig();
const calls = () => rig.apiCalls().map((c) => `${c.method} ${c.path}`);
const BY_SPEC = `POST /v1/adaccounts/${AD_ACCOUNT_LA}/bid_estimate`;
const existing = (adSquadId: string) => ({ resource: 'adSquad', operation: 'getBidEstimate', estimateFor: 'existing', adAccountId: rl(AD_ACCOUNT_LA), adSquadId: rl(adSquadId) });
const planned = (campaignId: string, over: Record<string, unknown> = {}) => ({ ...adSquadCreate(campaignId, over), operation: 'getBidEstimate', estimateFor: 'planned' });

describe('Ad Squad → Get Bid Estimate', () => {
	it("gives an existing squad's range as amounts in the account's currency, its Max Bid placed in it, and that an Impressions bid is a CPM cap", async () => {
		const result = await rig.run(existing(AD_SQUAD_LA_SUMMER_RETARGET));
		expect(result.error).toBeUndefined();
		expect(json(result.items)).toEqual([
			{
				estimate_for: 'existing',
				ad_squad_id: AD_SQUAD_LA_SUMMER_RETARGET,
				ad_account_id: AD_ACCOUNT_LA,
				name: 'Summer Sale US – Retargeting',
				optimization_goal: 'IMPRESSIONS',
				bid_estimate_minimum: 10,
				bid_estimate_maximum: 11.25,
				currency: 'USD',
				bid_estimate_minimum_micro: 10_000_000,
				bid_estimate_maximum_micro: 11_250_000,
				bid_strategy: 'LOWEST_COST_WITH_MAX_BID',
				bid: 2.5,
				bid_micro: 2_500_000,
				bid_position: 'below',
				bid_unit: 'cost per 1,000 impressions (CPM)',
				bid_is_cap: true,
				bid_meaning: expect.stringMatching(/CPM\): a cap Snapchat never exceeds\. This ad squad uses Max Bid/),
			},
		]);
		expect(calls()).toEqual([`GET /v1/adsquads/${AD_SQUAD_LA_SUMMER_RETARGET}`, `GET /v1/adsquads/${AD_SQUAD_LA_SUMMER_RETARGET}/bid_estimate`, `GET /v1/adaccounts/${AD_ACCOUNT_LA}`]);
	});

	it('says a Swipes bid is a target cost that can be exceeded', async () => {
		const result = await rig.run(existing(AD_SQUAD_LA_SUMMER_BROAD));
		expect(json(result.items)[0]).toMatchObject({ optimization_goal: 'SWIPES', bid_is_cap: false, bid_unit: 'cost per swipe', bid_meaning: expect.stringMatching(/target cost per swipe: a goal, not a maximum/) });
	});

	it('estimates a planned squad from the fields of Create: only the goal and targeting are sent, one request per item, the account read once', async () => {
		const campaignId = await trafficCampaign(rig);
		const result = await rig.run(planned(campaignId, { countries: '={{ $json.countries }}', bidStrategy: 'TARGET_COST', bidAmount: 0.3 }), { input: [{ countries: 'US' }, { countries: 'US, CA' }] });
		expect(result.error).toBeUndefined();
		const out = json(result.items);
		expect(out[0]).toMatchObject({
			estimate_for: 'planned',
			campaign_id: campaignId,
			optimization_goal: 'SWIPES',
			bid_estimate_minimum: 0.4,
			bid_estimate_maximum: 0.45,
			currency: 'USD',
			bid_strategy: 'TARGET_COST',
			bid: 0.3,
			bid_position: 'below',
			bid_meaning: expect.stringMatching(/uses Target Cost/),
			targeting: expect.objectContaining({ geos: [{ country_code: 'us' }] }),
		});
		expect(out).toHaveLength(2);
		expect(calls()).toEqual([`GET /v1/adaccounts/${AD_ACCOUNT_LA}`, `GET /v1/campaigns/${campaignId}`, BY_SPEC, BY_SPEC]);
		const body = rig.apiCalls('POST')[0].body as Record<string, unknown>;
		expect(Object.keys(body).sort()).toEqual(['optimization_goal', 'targeting']);
		expect(body).toMatchObject({ optimization_goal: 'SWIPES', targeting: { geos: [{ country_code: 'us' }] } });
	});

	it('refuses bad input naming the item and the field, and asks Snapchat for no estimate', async () => {
		const campaignId = await trafficCampaign(rig);
		const noCountries = await rig.run(planned(campaignId, { countries: '={{ "" }}' }));
		expect(noCountries.error?.message).toMatch(/Countries in item 0: Countries is empty/);
		const badId = await rig.run(existing('={{ "not-a-squad" }}'));
		expect(badId.error?.message).toMatch(/Ad Squad in item 0/);
		expect(calls()).toEqual([]);
		// The bid is checked in the account's currency, so after its one read; still no estimate is asked.
		const noBid = await rig.run(planned(campaignId, { bidStrategy: 'TARGET_COST', bidAmount: '={{ "" }}' }));
		expect(noBid.error?.message).toMatch(/Bid Amount in item 0: Bid Amount is needed with bid strategy TARGET_COST/);
		expect(calls().filter((c) => c.includes('bid_estimate'))).toEqual([]);
	});
});

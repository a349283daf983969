/**
 * Fixture campaigns, ad squads and ads in "Acme US" (America/Los_Angeles, USD) and "Acme DE"
 * (Europe/Berlin, EUR): ACTIVE and PAUSED, with and without budgets and end times. Stable ids, so
 * tests and the dev pickers may hard-code them; emulator.reset() / ads.reset() restore exactly these.
 */
import type { AdInput, AdSquadInput, SeedCampaign } from './adsTypes';
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, FIXTURES } from './fixtures';

/** "Summer Sale US": ACTIVE, $50/day, ends 2026-08-31. Two ad squads. */
export const CAMPAIGN_LA_SUMMER = 'ca000001-1111-4a11-8a11-000000000001';
/** "Always On US": ACTIVE, no budget, no end time. */
export const CAMPAIGN_LA_ALWAYS_ON = 'ca000002-1111-4a11-8a11-000000000002';
/** "Holiday Teaser US": PAUSED, lifetime spend cap $2,000, ends 2026-12-31. */
export const CAMPAIGN_LA_HOLIDAY = 'ca000003-1111-4a11-8a11-000000000003';
/** "Sommerschlussverkauf DE": ACTIVE, €40/day, no end time. */
export const CAMPAIGN_BERLIN_SALE = 'ca000004-2222-4b22-9b22-000000000004';
/** "Markenbekanntheit DE": PAUSED, no budget, ends 2026-06-30. */
export const CAMPAIGN_BERLIN_BRAND = 'ca000005-2222-4b22-9b22-000000000005';

/** "Summer Sale US – Broad" (ACTIVE, $30/day, two ads). */
export const AD_SQUAD_LA_SUMMER_BROAD = 'ad5a0001-1111-4a11-8a11-000000000001';
/** "Summer Sale US – Retargeting" (PAUSED, lifetime budget, bid). */
export const AD_SQUAD_LA_SUMMER_RETARGET = 'ad5a0002-1111-4a11-8a11-000000000002';
/** "Always On US – Auto Bid": bids automatically, reads bid_micro 0 and Snap's computed fields (auto_bid, effective_status...). */
export const AD_SQUAD_LA_AUTO_BID = 'ad5a0007-1111-4a11-8a11-000000000007';
/** "Always On US – Placements": created with the newer placement settings (placement reads UNSUPPORTED). */
export const AD_SQUAD_LA_PLACEMENT_V2 = 'ad5a0008-1111-4a11-8a11-000000000008';
/** "Always On US – Catalogue": a collection squad; Snap answers E4001 to budget, bid and status edits. */
export const AD_SQUAD_LA_CATALOG = 'ad5a0009-1111-4a11-8a11-000000000009';
/** First ad of "Summer Sale US – Broad" (ACTIVE, APPROVED). */
export const AD_LA_SUMMER_VIDEO = 'adad0001-1111-4a11-8a11-000000000001';

const T = FIXTURES.createdAt;
const stamps = { created_at: T, updated_at: T };

function squad(id: string, name: string, country: string, more: AdSquadInput & { ads: AdInput[] }): AdSquadInput & { ads: AdInput[] } {
	return {
		id,
		name,
		targeting: { geos: [{ country_code: country }], demographics: [{ min_age: '18', max_age: '44' }] },
		...stamps,
		...more,
		ads: more.ads.map((ad) => ({ ...stamps, ...ad })),
	};
}

function ad(id: string, name: string, creativeId: string, more: AdInput = {}): AdInput {
	return { id, name, creative_id: creativeId, ...more };
}

const la: SeedCampaign[] = [
	{
		id: CAMPAIGN_LA_SUMMER,
		name: 'Summer Sale US',
		status: 'ACTIVE',
		start_time: '2026-06-01T07:00:00.000Z',
		end_time: '2026-08-31T07:00:00.000Z',
		daily_budget_micro: 50_000_000,
		objective: 'WEB_CONVERSION',
		...stamps,
		adSquads: [
			squad(AD_SQUAD_LA_SUMMER_BROAD, 'Summer Sale US – Broad', 'us', {
				daily_budget_micro: 30_000_000,
				optimization_goal: 'SWIPES',
				ads: [
					ad(AD_LA_SUMMER_VIDEO, 'Summer video 15s', 'c0c0c001-1111-4a11-8a11-000000000001'),
					ad('adad0002-1111-4a11-8a11-000000000002', 'Summer story', 'c0c0c002-1111-4a11-8a11-000000000002', {
						status: 'PAUSED',
						review_status: 'PENDING_REVIEW',
					}),
				],
			}),
			squad(AD_SQUAD_LA_SUMMER_RETARGET, 'Summer Sale US – Retargeting', 'us', {
				status: 'PAUSED',
				lifetime_budget_micro: 500_000_000,
				bid_micro: 2_500_000,
				bid_strategy: 'LOWEST_COST_WITH_MAX_BID',
				end_time: '2026-08-31T07:00:00.000Z',
				ads: [
					ad('adad0003-1111-4a11-8a11-000000000003', 'Cart reminder', 'c0c0c003-1111-4a11-8a11-000000000003', {
						review_status: 'REJECTED',
						review_status_reasons: ['Landing page not working'],
						delivery_status: ['INVALID_REVIEW_STATUS'],
					}),
				],
			}),
		],
	},
	{
		id: CAMPAIGN_LA_ALWAYS_ON,
		name: 'Always On US',
		status: 'ACTIVE',
		start_time: '2025-01-01T08:00:00.000Z',
		...stamps,
		adSquads: [
			// Every ad squad has a budget: Snap requires daily_budget_micro or lifetime_budget_micro (docs, "Ad Squads").
			squad('ad5a0003-1111-4a11-8a11-000000000003', 'Always On US – Core', 'us', {
				daily_budget_micro: 15_000_000,
				ads: [ad('adad0004-1111-4a11-8a11-000000000004', 'Brand loop', 'c0c0c004-1111-4a11-8a11-000000000004')],
			}),
			// The three shapes a live account holds that a read-modify-PUT must handle (seen in clients).
			squad(AD_SQUAD_LA_AUTO_BID, 'Always On US – Auto Bid', 'us', {
				daily_budget_micro: 20_000_000,
				bid_strategy: 'AUTO_BID',
				bid_micro: 0,
				auto_bid: true,
				effective_status: 'ACTIVE',
				forced_view_eligibility: 'NONE',
				ranking_score: 0.72,
				optimization_goal: 'SWIPES',
				ads: [ad('adad0009-1111-4a11-8a11-000000000009', 'Auto bid loop', 'c0c0c009-1111-4a11-8a11-000000000009')],
			}),
			squad(AD_SQUAD_LA_PLACEMENT_V2, 'Always On US – Placements', 'us', {
				daily_budget_micro: 25_000_000,
				placement: 'UNSUPPORTED',
				placement_v2: { config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: ['INTERSTITIAL_USER', 'FEED'] },
				ads: [ad('adad0010-1111-4a11-8a11-000000000010', 'Feed story', 'c0c0c010-1111-4a11-8a11-000000000010')],
			}),
			squad(AD_SQUAD_LA_CATALOG, 'Always On US – Catalogue', 'us', {
				daily_budget_micro: 40_000_000,
				child_ad_type: 'COLLECTION',
				ads: [ad('adad0011-1111-4a11-8a11-000000000011', 'Catalogue tiles', 'c0c0c011-1111-4a11-8a11-000000000011', { type: 'COLLECTION' })],
			}),
		],
	},
	{
		id: CAMPAIGN_LA_HOLIDAY,
		name: 'Holiday Teaser US',
		status: 'PAUSED',
		start_time: '2026-11-20T08:00:00.000Z',
		end_time: '2026-12-31T08:00:00.000Z',
		lifetime_spend_cap_micro: 2_000_000_000,
		...stamps,
		adSquads: [
			squad('ad5a0004-1111-4a11-8a11-000000000004', 'Holiday Teaser US – Gifts', 'us', {
				status: 'PAUSED',
				daily_budget_micro: 10_000_000,
				ads: [ad('adad0005-1111-4a11-8a11-000000000005', 'Gift guide', 'c0c0c005-1111-4a11-8a11-000000000005', { status: 'PAUSED' })],
			}),
		],
	},
];

const berlin: SeedCampaign[] = [
	{
		id: CAMPAIGN_BERLIN_SALE,
		name: 'Sommerschlussverkauf DE',
		status: 'ACTIVE',
		start_time: '2026-07-01T22:00:00.000Z',
		daily_budget_micro: 40_000_000,
		objective: 'WEB_CONVERSION',
		...stamps,
		adSquads: [
			squad('ad5a0005-2222-4b22-9b22-000000000005', 'SSV DE – Alle', 'de', {
				daily_budget_micro: 40_000_000,
				ads: [
					ad('adad0006-2222-4b22-9b22-000000000006', 'SSV Video', 'c0c0c006-2222-4b22-9b22-000000000006'),
					ad('adad0007-2222-4b22-9b22-000000000007', 'SSV Story', 'c0c0c007-2222-4b22-9b22-000000000007'),
				],
			}),
		],
	},
	{
		id: CAMPAIGN_BERLIN_BRAND,
		name: 'Markenbekanntheit DE',
		status: 'PAUSED',
		start_time: '2026-03-01T23:00:00.000Z',
		end_time: '2026-06-30T22:00:00.000Z',
		...stamps,
		adSquads: [
			squad('ad5a0006-2222-4b22-9b22-000000000006', 'Marke DE – Reichweite', 'de', {
				status: 'PAUSED',
				daily_budget_micro: 10_000_000,
				optimization_goal: 'IMPRESSIONS',
				ads: [ad('adad0008-2222-4b22-9b22-000000000008', 'Marke 6s', 'c0c0c008-2222-4b22-9b22-000000000008', { status: 'PAUSED' })],
			}),
		],
	},
];

/** Per ad account, the campaign trees seeded at start and on every reset. */
export const ADS_FIXTURES: ReadonlyArray<readonly [string, SeedCampaign[]]> = [
	[AD_ACCOUNT_LA, la],
	[AD_ACCOUNT_BERLIN, berlin],
];

/**
 * Snap's bid estimate (issue 49, point 4; Snap docs, "Bid Estimate"): the minimum and maximum bid for
 * an existing ad squad or for a targeting spec, per optimization goal, and what such a bid means for
 * that goal. Facts and what is assumed (shared/spec/snap-api-changes-2025-2026.md §6):
 * - Paths are from clients: `GET /v1/adsquads/{id}/bid_estimate`; `/v1/adaccounts/{id}/bid_estimate`
 *   with `{ optimization_goal, targeting }`, sent by one client with POST and by another with GET.
 *   ASSUMED: POST with that JSON body (as audience_size_v2 takes a spec), a read that may be retried.
 * - Answer (Snap's sample, test/fixtures/snap-responses/yassineazimani-SnapAds4J/getSnapBidEstimate*):
 *   `bid_estimate { ad_squad_id?, optimization_goal, bid_estimate_minimum, bid_estimate_maximum }`,
 *   micro-currency numbers; read defensively as numbers or numeric text.
 * - Meaning (Snap's table): for IMPRESSIONS the bid is a cost per 1,000 impressions (CPM) that is
 *   never exceeded; for every other goal it is a target cost per result, a goal that can be exceeded.
 *   Goals Snap's table does not list (Landing Page Views, 15-second views, lead forms) are read like
 *   the others (INFERRED).
 * Bid Recommendations (2025-11-12, TARGET_COST) is left out: its path is not public.
 */
import type { IDataObject } from 'n8n-workflow';

import { microToAmount } from '../../../shared/input/money';
import { AD_ACCOUNT, AD_SQUAD, bidEstimatePath } from '../../api';
import { goalName } from '../../api/objectives';
import type { SnapClient } from '../../transport';

/** What one bid buys, per goal, from Snap's table (the goals it does not list: INFERRED). */
const BID_UNITS: Record<string, string> = {
	IMPRESSIONS: 'cost per 1,000 impressions (CPM)',
	SWIPES: 'cost per swipe',
	APP_INSTALLS: 'cost per install',
	VIDEO_VIEWS: 'cost per 2-second video view',
	VIDEO_VIEWS_15_SEC: 'cost per 15-second video view',
	USES: 'cost per lens or filter use',
	STORY_OPENS: 'cost per story open',
	LANDING_PAGE_VIEW: 'cost per landing page view',
	PIXEL_PAGE_VIEW: 'cost per page view on the web',
	PIXEL_ADD_TO_CART: 'cost per add to cart on the web',
	PIXEL_PURCHASE: 'cost per purchase on the web',
	PIXEL_SIGNUP: 'cost per sign-up on the web',
	LEAD_FORM_SUBMISSIONS: 'cost per lead form submitted',
	APP_ADD_TO_CART: 'cost per add to cart in the app',
	APP_PURCHASE: 'cost per purchase in the app',
	APP_SIGNUP: 'cost per sign-up in the app',
	APP_REENGAGE_OPEN: 'cost per app open',
	APP_REENGAGE_PURCHASE: 'cost per app purchase',
};

export interface BidEstimate {
	optimization_goal: string | null;
	minimumMicro: number | null;
	maximumMicro: number | null;
}

function micro(value: unknown): number | null {
	const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
	return Number.isFinite(n) ? n : null;
}

function estimateOf(body: unknown, goal?: string): BidEstimate {
	const found = (body as { bid_estimate?: Record<string, unknown> } | null)?.bid_estimate ?? {};
	const answered = typeof found.optimization_goal === 'string' && found.optimization_goal !== '' ? found.optimization_goal : undefined;
	return { optimization_goal: answered ?? goal ?? null, minimumMicro: micro(found.bid_estimate_minimum), maximumMicro: micro(found.bid_estimate_maximum) };
}

/** The bid range for a targeting spec and goal in ad account `adAccountId`. A read: nothing is created, so it may be retried. */
export async function bidEstimateForSpec(client: SnapClient, adAccountId: string, spec: { optimization_goal: string; targeting: unknown }, itemIndex: number): Promise<BidEstimate> {
	const body = await client.request({
		method: 'POST',
		path: bidEstimatePath(AD_ACCOUNT, adAccountId),
		body: { optimization_goal: spec.optimization_goal, targeting: spec.targeting as IDataObject },
		idempotent: true,
		subject: `the bid estimate of a planned ad squad in ad account ${adAccountId}`,
		itemIndex,
	});
	return estimateOf(body, spec.optimization_goal);
}

export async function bidEstimateOfSquad(client: SnapClient, adSquadId: string, goal: string | undefined, itemIndex: number): Promise<BidEstimate> {
	const body = await client.request({
		method: 'GET',
		path: bidEstimatePath(AD_SQUAD, adSquadId),
		idempotent: true,
		subject: `the bid estimate of ad squad ${adSquadId}`,
		itemIndex,
		notFoundMessage: `Ad squad ${adSquadId} was not found, or the connected Snapchat user cannot see it`,
	});
	return estimateOf(body, goal);
}

/** What a bid means for `goal`, and for the squad's bid strategy when it is known. */
export function bidMeaning(goal: string | null, strategy: unknown): { bid_unit: string | null; bid_is_cap: boolean | null; bid_meaning: string } {
	if (!goal) return { bid_unit: null, bid_is_cap: null, bid_meaning: 'Snapchat named no optimization goal, so what the bid buys is unknown.' };
	const unit = BID_UNITS[goal] ?? `cost per ${goalName(goal).toLowerCase()}`;
	const isCap = goal === 'IMPRESSIONS';
	const perGoal = isCap
		? `For ${goalName(goal)} a bid is a ${unit}: a cap Snapchat never exceeds.`
		: `For ${goalName(goal)} a bid is a target ${unit}: a goal, not a maximum; the cost paid can exceed it.`;
	const perStrategy: Record<string, string> = {
		AUTO_BID: ' This ad squad bids automatically (Auto Bid): the range is what a Max Bid or Target Cost would need to win delivery.',
		LOWEST_COST_WITH_MAX_BID: ' This ad squad uses Max Bid: its bid is the most it offers per result; below the minimum it may deliver little.',
		TARGET_COST: ' This ad squad uses Target Cost: Snapchat keeps the average cost near its bid, which single results may exceed.',
		MIN_ROAS: ' This ad squad bids for a return on ad spend (Min ROAS), not a cost: the range is for comparison only.',
	};
	return { bid_unit: unit, bid_is_cap: isCap, bid_meaning: `${perGoal}${typeof strategy === 'string' ? (perStrategy[strategy] ?? '') : ''}` };
}

/** Where `bidMicro` sits in the range: below, within, above (null when either is unknown). */
export function bidPosition(bidMicro: unknown, estimate: BidEstimate): 'below' | 'within' | 'above' | null {
	const bid = micro(bidMicro);
	if (bid === null || estimate.minimumMicro === null || estimate.maximumMicro === null) return null;
	return bid < estimate.minimumMicro ? 'below' : bid > estimate.maximumMicro ? 'above' : 'within';
}

/** The range in the package's money convention: the amount in the account's currency, and Snap's micro beside it. */
export function bidRangeJson(estimate: BidEstimate, currency: string | undefined): IDataObject {
	const amount = (m: number | null) => (m === null ? null : microToAmount(m));
	return {
		optimization_goal: estimate.optimization_goal,
		bid_estimate_minimum: amount(estimate.minimumMicro),
		bid_estimate_maximum: amount(estimate.maximumMicro),
		currency: currency ?? null,
		bid_estimate_minimum_micro: estimate.minimumMicro,
		bid_estimate_maximum_micro: estimate.maximumMicro,
	};
}

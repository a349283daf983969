/**
 * Bid estimates (shared/spec/snap-api-changes-2025-2026.md §6; Snap docs, "Bid Estimate"): the minimum
 * and maximum bid in micro-currency of an existing ad squad, `GET /v1/adsquads/{id}/bid_estimate`, or
 * of a targeting spec `{ optimization_goal, targeting }` in an ad account, `/v1/adaccounts/{id}/bid_estimate`.
 * Clients disagree on the spec's method (POST with a JSON body in one, GET in another), so both are
 * served: POST with the JSON body, GET with `optimization_goal` and `targeting` (JSON text) in the
 * query. The answer has the recorded shape (test/fixtures/snap-responses/yassineazimani-SnapAds4J/
 * getSnapBidEstimate*.json): `bid_estimate { ad_squad_id (by squad only), optimization_goal,
 * bid_estimate_minimum, bid_estimate_maximum }`. The numbers are made up, stable for the same goal and
 * targeting: a base per goal (IMPRESSIONS 8–9 per 1,000, as Snap's sample), a quarter more per
 * narrowing key. INFERRED: a spec without a goal or without targeting countries is refused with
 * E2001, like an ad squad create without them.
 */
import { accessibleAccount } from './accounts';
import { accessibleEntity } from './adsRoutes';
import { adsReason } from './adsEntityRules';
import { INVALID_MESSAGE, snapError, success, type Ctx } from './respond';
import type { EmulatorArea, RouteHandler } from './router';
import { unknownTargetingProblem } from './targetingRules';

type El = Record<string, unknown>;
export interface BidRange {
	bid_estimate_minimum: number;
	bid_estimate_maximum: number;
}

/** The minimum bid per goal in micro-currency (made up; IMPRESSIONS from Snap's sample); the maximum is 1.125 times it. */
const BASE_MICRO: Record<string, number> = { IMPRESSIONS: 8_000_000, SWIPES: 400_000, VIDEO_VIEWS: 20_000, APP_INSTALLS: 2_000_000, PIXEL_PURCHASE: 12_000_000 };
const OTHER_GOAL_MICRO = 1_000_000;

export function bidRangeOf(goal: string, targeting: El): BidRange {
	let min = BASE_MICRO[goal] ?? OTHER_GOAL_MICRO;
	for (const key of ['demographics', 'devices', 'interests', 'segments']) if (targeting[key] !== undefined) min = Math.round(min * 1.25);
	return { bid_estimate_minimum: min, bid_estimate_maximum: Math.round(min * 1.125) };
}

function parsedJson(text: string | null): unknown {
	if (text === null) return undefined;
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return text;
	}
}

export function bidEstimateArea(): EmulatorArea {
	const bySpec: RouteHandler = (ctx: Ctx, user, id) => {
		const account = accessibleAccount(ctx, user, id as string);
		if (!account) return;
		const spec = (ctx.method === 'GET'
			? { optimization_goal: ctx.url.searchParams.get('optimization_goal') ?? undefined, targeting: parsedJson(ctx.url.searchParams.get('targeting')) }
			: ctx.json) as El | null;
		const goal = spec && typeof spec === 'object' ? spec.optimization_goal : undefined;
		if (typeof goal !== 'string' || goal === '') return snapError(ctx, 400, 'E2001', adsReason('E2001', 'Required property is missing', 'optimization_goal'), {}, INVALID_MESSAGE);
		const targeting = (spec as El).targeting as El | undefined;
		if (!targeting || typeof targeting !== 'object' || !Array.isArray(targeting.geos) || targeting.geos.length === 0) {
			return snapError(ctx, 400, 'E2001', adsReason('E2001', 'Required property is missing', 'targeting.geos'), {}, INVALID_MESSAGE);
		}
		const problem = unknownTargetingProblem(ctx.state, account.id, targeting);
		if (problem) return snapError(ctx, 400, /^Error code: (E\d+)/.exec(problem)?.[1] ?? 'E3004', problem, {}, INVALID_MESSAGE);
		success(ctx, { bid_estimate: { optimization_goal: goal, ...bidRangeOf(goal, targeting) } });
	};

	const bySquad: RouteHandler = (ctx, user, id) => {
		const found = accessibleEntity(ctx, user, id as string, 'adsquad');
		if (!found || found.level !== 'adsquad') return;
		const squad = found.entity as unknown as El;
		const goal = String(squad.optimization_goal ?? 'IMPRESSIONS');
		const range = bidRangeOf(goal, (squad.targeting as El | undefined) ?? {});
		success(ctx, { bid_estimate: { ad_squad_id: squad.id, optimization_goal: goal, ...range } });
	};

	return {
		name: 'bid estimates',
		routes: [
			{ path: '/v1/adaccounts/:id/bid_estimate', methods: { POST: bySpec, GET: bySpec } },
			{ path: '/v1/adsquads/:id/bid_estimate', methods: { GET: bySquad } },
		],
		reset: () => undefined,
	};
}

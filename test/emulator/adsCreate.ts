/**
 * Creating campaigns, ad squads and ads (shared/spec/creation.md): `POST` to the parent with the
 * plural wrapper, at most 30 elements per request, answered per element like a PUT (SUCCESS with
 * the stored entity, or ERROR with Snap's reason, the request PARTIAL or a 400 when all fail).
 * What is created is kept in `state.ads`, so reads, updates, stats and the trigger see it.
 * Fault hooks: rejectElements (matched on the element's name), reshapeCreateAnswer (answer only
 * some results / without ids / another body), and the generic fail/drop/delay faults.
 */
import { accessibleAccount } from './accounts';
import { adCreateProblem, adSquadCreateProblem, campaignCreateProblem, MAX_CREATES_PER_REQUEST } from './adsCreateRules';
import { accessibleEntity, sendElementResults, served } from './adsRoutes';
import type { EntityLevel } from './adsTypes';
import { takeRejectRule, takeReshape } from './faults';
import { unknownTargetingProblem } from './targetingRules';
import { eligibilityRefusal } from './pixelEligibility';
import { INVALID_MESSAGE, invalidRequest, sendJson, snapError, type Ctx } from './respond';
import type { EmulatorArea, RouteHandler } from './router';

const PLURAL: Record<EntityLevel, string> = { campaign: 'campaigns', adsquad: 'adsquads', ad: 'ads' };
const SINGULAR: Record<EntityLevel, string> = { campaign: 'campaign', adsquad: 'adsquad', ad: 'ad' };

type Result = { sub_request_status: string; sub_request_error_reason?: string } & Record<string, unknown>;
type El = Record<string, unknown>;

/** Fields Snap sets itself: never taken from a create element. */
const COMPUTED = ['id', 'created_at', 'updated_at', 'delivery_status', 'creation_state', 'review_status', 'review_status_reasons', 'effective_status', 'placement'];

function stripComputed(el: El): El {
	const out: El = {};
	for (const [k, v] of Object.entries(el)) if (!COMPUTED.includes(k) && v !== null && v !== undefined) out[k] = v;
	return out;
}

/** The elements of the body, or undefined after answering the request as a whole (415 / 400). */
function elementsOf(ctx: Ctx, level: EntityLevel): unknown[] | undefined {
	const plural = PLURAL[level];
	if (!/^application\/json\b/i.test(String(ctx.req.headers['content-type'] ?? ''))) {
		snapError(ctx, 415, 'E1001', 'Content-Type must be application/json', {}, INVALID_MESSAGE);
		return undefined;
	}
	const body = ctx.json as El | null;
	const list = !ctx.jsonError && body && typeof body === 'object' ? body[plural] : undefined;
	if (!Array.isArray(list) || list.length === 0) {
		invalidRequest(ctx, `The request body must carry a non-empty ${plural} array`);
		return undefined;
	}
	if (list.length > MAX_CREATES_PER_REQUEST) {
		invalidRequest(ctx, `At most ${MAX_CREATES_PER_REQUEST} ${plural} can be created in one request, got ${list.length}`);
		return undefined;
	}
	return list;
}

/** Runs `store` for an element that passed `problem` and the reject rules; one result per element. */
function createEach(ctx: Ctx, level: EntityLevel, adAccountId: string, list: unknown[], problem: (el: El) => string | undefined, store: (el: El) => object): Result[] {
	const singular = SINGULAR[level];
	return list.map((raw) => {
		const isObject = raw !== null && typeof raw === 'object' && !Array.isArray(raw);
		let reason = isObject ? problem(raw as El) : `Error code: E2002, message: Property value is not allowed : [${PLURAL[level]}]`;
		if (!reason) reason = takeRejectRule(ctx.state, adAccountId, String((raw as El).name))?.reason;
		if (reason) return { sub_request_status: 'ERROR', sub_request_error_reason: reason, ...(isObject ? { [singular]: raw } : {}) };
		return { sub_request_status: 'SUCCESS', [singular]: served(ctx, level, store(stripComputed(raw as El))) };
	});
}

/** Answers the results: SUCCESS, PARTIAL (HTTP 200) or ERROR (HTTP 400) with every element; reshape faults apply. */
function answer(ctx: Ctx, level: EntityLevel, results: Result[]): void {
	const plural = PLURAL[level];
	const singular = SINGULAR[level];
	const reshape = takeReshape(ctx.state);
	if (reshape) {
		if (reshape.body) return sendJson(ctx, 200, reshape.body);
		const strip = new Set(reshape.withoutId ?? []);
		const shaped = (reshape.answer ?? results.map((_, k) => k))
			.map((k) => results[k])
			.filter((r) => r !== undefined)
			.map((r) => {
				if (!strip.has(results.indexOf(r))) return r;
				const entity = { ...(r[singular] as El) };
				delete entity.id;
				return { ...r, [singular]: entity };
			});
		const allOk = shaped.length > 0 && shaped.every((r) => r.sub_request_status === 'SUCCESS');
		return sendJson(ctx, 200, { request_status: allOk ? 'SUCCESS' : 'PARTIAL', request_id: ctx.requestId, [plural]: shaped });
	}
	sendElementResults(ctx, plural, results);
}

const createCampaigns: RouteHandler = (ctx, user, id) => {
	const account = accessibleAccount(ctx, user, id as string);
	if (!account) return;
	const list = elementsOf(ctx, 'campaign');
	if (!list) return;
	const now = ctx.state.clock();
	const results = createEach(
		ctx,
		'campaign',
		account.id,
		list,
		(el) => (el.ad_account_id !== undefined && String(el.ad_account_id).toLowerCase() !== account.id ? 'Error code: E2002, message: Property value is not allowed : [ad_account_id]' : campaignCreateProblem(el, now)),
		(el) => ctx.state.ads.addCampaign(account.id, { ...el, delivery_status: ['VALID'], creation_state: 'PUBLISHED' } as never),
	);
	answer(ctx, 'campaign', results);
};

/**
 * A client saw live squads optimising for LEAD_FORM_SUBMISSIONS read back expanded (Smart Targeting)
 * although created without (shared/spec/targeting-and-audiences.md §1, low confidence): the emulator
 * does the same, so the node's read-back check has something to find.
 */
function forcedExpansion(el: El): unknown {
	const targeting = el.targeting as El;
	if (el.optimization_goal !== 'LEAD_FORM_SUBMISSIONS') return targeting;
	return { ...targeting, enable_targeting_expansion: true, auto_expansion_options: { ...(targeting.auto_expansion_options as El | undefined), auto_expansion_type: 'SMART_TARGETING' } };
}

const createAdSquads: RouteHandler = (ctx, user, id) => {
	const found = accessibleEntity(ctx, user, id as string, 'campaign');
	if (!found || found.level !== 'campaign') return;
	const list = elementsOf(ctx, 'adsquad');
	if (!list) return;
	const campaign = found.entity;
	const now = ctx.state.clock();
	const results = createEach(
		ctx,
		'adsquad',
		found.adAccountId,
		list,
		(el) => (el.campaign_id !== undefined && String(el.campaign_id).toLowerCase() !== campaign.id ? 'Error code: E2002, message: Property value is not allowed : [campaign_id]' : (adSquadCreateProblem(el, campaign, now) ?? unknownTargetingProblem(ctx.state, found.adAccountId, el.targeting) ?? eligibilityRefusal(ctx.state, el))),
		(el) =>
			ctx.state.ads.addAdSquad(campaign.id, {
				start_time: new Date(now).toISOString(),
				...el,
				targeting: forcedExpansion(el),
				delivery_constraint: el.lifetime_budget_micro !== undefined ? 'LIFETIME_BUDGET' : 'DAILY_BUDGET',
				// Seen in clients: squads created with placement settings read "UNSUPPORTED" on a plain GET.
				placement: 'UNSUPPORTED',
				delivery_status: ['VALID'],
			} as never),
	);
	answer(ctx, 'adsquad', results);
};

/**
 * Snap's words for an element naming an entity that does not exist or that the caller cannot see, as
 * a public client recorded them (a member DELETE answered per element, E3004, no field named). That
 * Snap refuses an ad's unknown creative_id the same way is ASSUMED: no recorded answer shows it.
 */
const UNKNOWN_ENTITY = 'Error code: E3004, message: Entity does not exist or you do not have permission to access it';

/**
 * Whether the creative exists in this ad account: one made with POST /creatives, or the creative of
 * an ad the account already holds (the seeded ads stand for ads whose creatives Snap holds; the
 * emulator keeps no creative entity for them).
 */
function creativeKnown(ctx: Ctx, creativeId: string, adAccountId: string): boolean {
	const id = creativeId.toLowerCase();
	if (ctx.state.media.creatives.get(id)?.ad_account_id === adAccountId) return true;
	return ctx.state.ads.ads({ adAccountId }).some((ad) => String(ad.creative_id).toLowerCase() === id);
}

const createAds: RouteHandler = (ctx, user, id) => {
	const found = accessibleEntity(ctx, user, id as string, 'adsquad');
	if (!found || found.level !== 'adsquad') return;
	const list = elementsOf(ctx, 'ad');
	if (!list) return;
	const squad = found.entity;
	const results = createEach(
		ctx,
		'ad',
		found.adAccountId,
		list,
		(el) =>
			el.ad_squad_id !== undefined && String(el.ad_squad_id).toLowerCase() !== squad.id
				? 'Error code: E2002, message: Property value is not allowed : [ad_squad_id]'
				: (adCreateProblem(el) ?? (creativeKnown(ctx, String(el.creative_id), found.adAccountId) ? undefined : UNKNOWN_ENTITY)),
		// New ads go to review (Snap docs, "Ads").
		(el) => ctx.state.ads.addAd(squad.id, { ...el, review_status: 'PENDING_REVIEW', review_status_reasons: [], delivery_status: ['VALID'] } as never),
	);
	answer(ctx, 'ad', results);
};

export function adsCreateArea(): EmulatorArea {
	return {
		name: 'campaigns, ad squads and ads (create)',
		routes: [
			{ path: '/v1/adaccounts/:id/campaigns', methods: { POST: createCampaigns } },
			{ path: '/v1/campaigns/:id/adsquads', methods: { POST: createAdSquads } },
			{ path: '/v1/adsquads/:id/ads', methods: { POST: createAds } },
		],
		reset: () => undefined,
	};
}

/**
 * Campaign, ad squad and ad routes (shared/spec/ads-entities.md) over the `state.ads` store: get,
 * list under a parent (paged), PUT of whole entities with per-element results, delete with the two
 * answer shapes Snap sends (campaign: HTTP 200 with an empty body; ad squad and ad: an empty list).
 * Entities of accounts the user cannot see answer 403.
 */
import { accessibleAccount } from './accounts';
import { applyPut, isSmartBudgetCampaign } from './adsEntityRules';
import type { AdsStore, EntityLevel, FoundEntity } from './adsTypes';
import { unknownTargetingProblem } from './targetingRules';
import { elementReason } from './faults';
import { findAdAccount, userCanAccessAccount, type FixtureUser } from './fixtures';
import { INVALID_MESSAGE, checkUuid, forbidden, invalidRequest, notFound, send, sendJson, sendPage, snapError, success, wrap, type Ctx } from './respond';
import type { EmulatorArea, RouteHandler } from './router';
import type { EmulatorState } from './state';
import type { Emulator } from './types';

interface LevelInfo {
	plural: string;
	singular: string;
	/** In messages, e.g. "ad squad". */
	what: string;
}

const LEVELS: Record<EntityLevel, LevelInfo> = {
	campaign: { plural: 'campaigns', singular: 'campaign', what: 'campaign' },
	adsquad: { plural: 'adsquads', singular: 'adsquad', what: 'ad squad' },
	ad: { plural: 'ads', singular: 'ad', what: 'ad' },
};

type PutElement = { sub_request_status: string; sub_request_error_reason?: string } & Record<string, unknown>;

/** A test hook that rewrites the per-element results of a PUT before they are sent (ambiguous answers). */
export type PutAnswerTamper = (level: EntityLevel, results: PutElement[]) => PutElement[];
const tampers = new WeakMap<AdsStore, PutAnswerTamper>();

/** Makes the emulator's next ads PUT answers pass through `tamper` (until `undefined` is set or reset()). */
export function tamperAdsPutAnswers(emulator: Emulator, tamper: PutAnswerTamper | undefined): void {
	if (tamper) tampers.set(emulator.ads, tamper);
	else tampers.delete(emulator.ads);
}

const readOnlyMarks = new WeakMap<AdsStore, Partial<Record<EntityLevel, string[]>>>();

/**
 * Makes the emulator refuse `field` on a PUT of `level` as read only, by name (adsEntityRules.ts): a
 * field Snap computes that the node does not know (one Snap may add any day). Until reset().
 */
export function markAdsReadOnly(emulator: Emulator, level: EntityLevel, field: string): void {
	const marks = readOnlyMarks.get(emulator.ads) ?? {};
	marks[level] = [...(marks[level] ?? []), field];
	readOnlyMarks.set(emulator.ads, marks);
}

/** The entity of `level` at `rawId`, after 400 / 404 / 403 are answered as for ad accounts. */
export function accessibleEntity(ctx: Ctx, user: FixtureUser, rawId: string, level: EntityLevel): FoundEntity | undefined {
	const { what } = LEVELS[level];
	const id = checkUuid(ctx, rawId, what);
	if (!id) return undefined;
	const found = ctx.state.ads.find(id);
	if (!found || found.level !== level) return void notFound(ctx, what, id);
	const account = findAdAccount(found.adAccountId);
	if (!account || !userCanAccessAccount(user, account)) return void forbidden(ctx, what, id);
	return found;
}

/**
 * An entity as Snap serves it: an ad squad's placement_v2 only to a read that asks with
 * `return_placement_v2=true` (seen in clients: undocumented, from Snap support); in the store's
 * 'documented' form such a read leaves out the legacy `placement`, as Snap's own example does.
 */
export function served(ctx: Ctx, level: EntityLevel, entity: object): object {
	if (level !== 'adsquad') return entity;
	const squad: Record<string, unknown> = { ...entity };
	if (ctx.url.searchParams.get('return_placement_v2') !== 'true') delete squad.placement_v2;
	else if (ctx.state.ads.placementV2ReadForm() === 'documented' && squad.placement_v2 !== undefined) delete squad.placement;
	return squad;
}

const getOne =
	(level: EntityLevel): RouteHandler =>
	(ctx, user, id) => {
		const found = accessibleEntity(ctx, user, id as string, level);
		if (found) success(ctx, { [LEVELS[level].plural]: wrap(LEVELS[level].singular, [served(ctx, level, found.entity)]) });
	};

const deleteOne =
	(level: EntityLevel): RouteHandler =>
	(ctx, user, id) => {
		const found = accessibleEntity(ctx, user, id as string, level);
		if (!found) return;
		ctx.state.ads.remove(found.entity.id);
		// Seen in traffic: a campaign delete answers 200 with an empty body; ad squads and ads an empty list.
		if (level === 'campaign') return send(ctx, 200, { 'Content-Type': 'application/json' }, '');
		success(ctx, { [LEVELS[level].plural]: [] });
	};

/** Where a list or PUT hangs: the parent route's level, and the entities of `level` under it. */
type Parent = { kind: 'adaccount' | EntityLevel; children: (ads: AdsStore, parentId: string) => Array<{ id: string }> };

function parentEntities(ctx: Ctx, user: FixtureUser, rawId: string, parent: Parent): Array<{ id: string }> | undefined {
	if (parent.kind === 'adaccount') {
		const account = accessibleAccount(ctx, user, rawId);
		return account ? parent.children(ctx.state.ads, account.id) : undefined;
	}
	const found = accessibleEntity(ctx, user, rawId, parent.kind);
	return found ? parent.children(ctx.state.ads, found.entity.id) : undefined;
}

const list =
	(level: EntityLevel, parent: Parent): RouteHandler =>
	(ctx, user, id) => {
		const entities = parentEntities(ctx, user, id as string, parent);
		if (!entities) return;
		const { plural, singular } = LEVELS[level];
		sendPage(ctx, entities, (e) => ctx.state.ads.seq(e.id) ?? 0, `${plural}:${parent.kind}:${String(id).toLowerCase()}`, {
			plural,
			singular,
			toJson: (e) => served(ctx, level, e),
		});
	};

function putOne(ctx: Ctx, level: EntityLevel, under: Set<string>, el: unknown): PutElement {
	const { singular } = LEVELS[level];
	const fail = (reason: string): PutElement => ({ sub_request_status: 'ERROR', sub_request_error_reason: reason, ...(el && typeof el === 'object' ? { [singular]: el } : {}) });
	if (el === null || typeof el !== 'object' || Array.isArray(el)) return fail(elementReason('E2002', 'Property value is not allowed', LEVELS[level].plural));
	const element = el as Record<string, unknown>;
	if (typeof element.id !== 'string' || element.id === '') return fail(elementReason('E2001', 'Required property is missing', 'id'));
	const id = element.id.toLowerCase();
	const stored = under.has(id) ? ctx.state.ads.find(id) : undefined;
	if (!stored) return fail(elementReason('E3003', 'Resource can not be found', 'id'));
	const campaign = level === 'adsquad' ? ctx.state.ads.find(String((stored.entity as { campaign_id?: string }).campaign_id ?? ''))?.entity : undefined;
	const context = { smartBudgetCampaign: isSmartBudgetCampaign(campaign as Record<string, unknown> | undefined) };
	const result = applyPut(level, stored.entity as unknown as Record<string, unknown>, { ...element, id }, readOnlyMarks.get(ctx.state.ads)?.[level], context);
	if (!result.ok) return fail(result.reason);
	const segments = level === 'adsquad' ? unknownTargetingProblem(ctx.state, stored.adAccountId, result.entity.targeting) : undefined;
	if (segments) return fail(segments);
	const saved = ctx.state.ads.replace(level, result.entity as never);
	return { sub_request_status: 'SUCCESS', [singular]: served(ctx, level, saved) };
}

/**
 * Answers a write of several elements (PUT or create) with one result per element: SUCCESS when
 * all succeeded, PARTIAL (HTTP 200) when some did, and a 400 naming the first refusal's code when
 * none did.
 */
export function sendElementResults(ctx: Ctx, plural: string, results: PutElement[]): void {
	const refused = results.filter((r) => r.sub_request_status !== 'SUCCESS');
	if (refused.length === 0) return success(ctx, { [plural]: results });
	if (refused.length < results.length) return sendJson(ctx, 200, { request_status: 'PARTIAL', request_id: ctx.requestId, [plural]: results });
	sendJson(ctx, 400, {
		request_status: 'ERROR',
		request_id: ctx.requestId,
		debug_message: `All ${results.length} ${plural} failed validation`,
		display_message: INVALID_MESSAGE,
		error_code: /Error code: (E\d+)/.exec(String(refused[0].sub_request_error_reason))?.[1] ?? 'E2002',
		[plural]: results,
	});
}

/**
 * Campaigns, ad squads or ads one write request may carry: 30 (a secondary source; Snap's pages
 * state no number). The node chunks by it; a bigger write is refused whole, nothing stored.
 */
export const WRITE_LIMIT = 30;

const put =
	(level: EntityLevel, parent: Parent): RouteHandler =>
	(ctx, user, id) => {
		const entities = parentEntities(ctx, user, id as string, parent);
		if (!entities) return;
		const { plural } = LEVELS[level];
		if (!/^application\/json\b/i.test(String(ctx.req.headers['content-type'] ?? ''))) {
			return snapError(ctx, 415, 'E1001', 'Content-Type must be application/json', {}, INVALID_MESSAGE);
		}
		const body = ctx.json as Record<string, unknown> | null;
		const elements = !ctx.jsonError && body && typeof body === 'object' ? body[plural] : undefined;
		if (!Array.isArray(elements) || elements.length === 0) return invalidRequest(ctx, `The request body must carry a non-empty ${plural} array`);
		if (elements.length > WRITE_LIMIT) return invalidRequest(ctx, `A request may carry at most ${WRITE_LIMIT} ${plural} per request, got ${elements.length}`);
		const under = new Set(entities.map((e) => e.id));
		let results = elements.map((el) => putOne(ctx, level, under, el));
		const tamper = tampers.get(ctx.state.ads);
		if (tamper) results = tamper(level, results);
		sendElementResults(ctx, plural, results);
	};

const IN_ACCOUNT: Record<EntityLevel, Parent> = {
	campaign: { kind: 'adaccount', children: (ads, id) => ads.campaigns(id) },
	adsquad: { kind: 'adaccount', children: (ads, id) => ads.adSquads({ adAccountId: id }) },
	ad: { kind: 'adaccount', children: (ads, id) => ads.ads({ adAccountId: id }) },
};
const IN_CAMPAIGN: Parent = { kind: 'campaign', children: (ads, id) => ads.adSquads({ campaignId: id }) };
const IN_AD_SQUAD: Parent = { kind: 'adsquad', children: (ads, id) => ads.ads({ adSquadId: id }) };

export function adsRoutesArea(s: EmulatorState): EmulatorArea {
	return {
		name: 'campaigns, ad squads and ads (routes)',
		routes: [
			{ path: '/v1/adaccounts/:id/campaigns', methods: { GET: list('campaign', IN_ACCOUNT.campaign), PUT: put('campaign', IN_ACCOUNT.campaign) } },
			{ path: '/v1/adaccounts/:id/adsquads', methods: { GET: list('adsquad', IN_ACCOUNT.adsquad) } },
			{ path: '/v1/adaccounts/:id/ads', methods: { GET: list('ad', IN_ACCOUNT.ad) } },
			{ path: '/v1/campaigns/:id', methods: { GET: getOne('campaign'), DELETE: deleteOne('campaign') } },
			{ path: '/v1/campaigns/:id/adsquads', methods: { GET: list('adsquad', IN_CAMPAIGN), PUT: put('adsquad', IN_CAMPAIGN) } },
			{ path: '/v1/adsquads/:id', methods: { GET: getOne('adsquad'), DELETE: deleteOne('adsquad') } },
			{ path: '/v1/adsquads/:id/ads', methods: { GET: list('ad', IN_AD_SQUAD), PUT: put('ad', IN_AD_SQUAD) } },
			{ path: '/v1/ads/:id', methods: { GET: getOne('ad'), DELETE: deleteOne('ad') } },
		],
		reset: () => {
			tampers.delete(s.ads);
			readOnlyMarks.delete(s.ads);
		},
	};
}

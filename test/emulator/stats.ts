/**
 * Stats routes: `GET /v1/{adaccounts|campaigns|adsquads|ads}/{id}/stats`, answered by the pure
 * engine in statsEngine.ts from the ads store (`state.ads`) and the account fixtures. 400 for a
 * malformed id, 404 for an unknown entity, 403 for an entity of an account the user cannot see.
 *
 * The campaign / ad squad / ad reads the node's Stats operation needs (to find an entity's ad
 * account) are served by the ads routes area (adsRoutes.ts).
 */
import { accessibleAccount } from './accounts';
import type { EntityLevel, FoundEntity } from './adsTypes';
import { findAdAccount, userCanAccessAccount, type FixtureAdAccount, type FixtureUser } from './fixtures';
import { checkUuid, forbidden, INVALID_MESSAGE, notFound, sendJson, snapError, success, type Ctx } from './respond';
import type { EmulatorArea, RouteHandler } from './router';
import type { EmulatorState } from './state';
import type { Emulator } from './types';
import { applyStatsScale, resetStatsScale } from './statsScale';
import { answerStats, type BreakdownLevel, type StatsEntityRef, type StatsLevel } from './statsEngine';
import { answerSize, asyncState, download, reportOf, resetAsync, startRun } from './statsAsync';
import { send } from './respond';

const WHAT: Record<EntityLevel, string> = { campaign: 'campaign', adsquad: 'ad squad', ad: 'ad' };
const TYPE: Record<EntityLevel, StatsLevel> = { campaign: 'CAMPAIGN', adsquad: 'AD_SQUAD', ad: 'AD' };

/** An entity of the ads store of a path id and level, or undefined after answering 400/404/403. */
function accessibleEntity(ctx: Ctx, user: FixtureUser, rawId: string, level: EntityLevel): { found: FoundEntity; account: FixtureAdAccount } | undefined {
	const id = checkUuid(ctx, rawId, WHAT[level]);
	if (!id) return undefined;
	const found = ctx.state.ads.find(id);
	if (!found || found.level !== level) return void notFound(ctx, WHAT[level], id);
	const account = findAdAccount(found.adAccountId);
	if (!account || !userCanAccessAccount(user, account)) return void forbidden(ctx, WHAT[level], id);
	return { found, account };
}

function ref(level: EntityLevel, entity: { id: string }): StatsEntityRef {
	return { id: entity.id, type: TYPE[level] };
}

/** The entities of a breakdown level under the entity asked about. */
function descendants(state: EmulatorState, entity: StatsEntityRef, accountId: string) {
	return (level: BreakdownLevel): StatsEntityRef[] => {
		const { ads } = state;
		if (level === 'campaign') return ads.campaigns(accountId).map((c) => ref('campaign', c));
		const squads =
			entity.type === 'CAMPAIGN' ? ads.adSquads({ campaignId: entity.id }) : entity.type === 'AD_ACCOUNT' ? ads.adSquads({ adAccountId: accountId }) : [];
		if (level === 'adsquad') return squads.map((s) => ref('adsquad', s));
		if (entity.type === 'AD_SQUAD') return ads.ads({ adSquadId: entity.id }).map((a) => ref('ad', a));
		return squads.flatMap((s) => ads.ads({ adSquadId: s.id })).map((a) => ref('ad', a));
	};
}

/** Recorded answers waiting to be served, per emulator (keyed by its ads store, as adsRoutes.ts does). */
const recorded = new WeakMap<object, unknown[]>();

/**
 * Test hook: the next stats requests (one per body) that pass the engine's checks are answered
 * with these bodies exactly as given (HTTP 200), e.g. Snap's answers kept in shared/fixtures, so the
 * node is run over real shapes. A request the engine refuses is still refused, as Snap would.
 * emulator.reset() drops the bodies not served yet.
 */
export function serveRecordedStats(emulator: Emulator, ...bodies: unknown[]): void {
	recorded.set(emulator.ads, [...(recorded.get(emulator.ads) ?? []), ...bodies]);
}

function respond(ctx: Ctx, entity: StatsEntityRef, account: FixtureAdAccount): void {
	const outcome = answerStats({
		entity,
		timezone: account.timezone,
		query: ctx.url.searchParams,
		nowMs: ctx.state.clock(),
		descendants: descendants(ctx.state, entity, account.id),
		extraSpend: (id, from, to) =>
			ctx.state.extraSpend.filter((s) => s.id === id && s.atMs >= from && s.atMs < to).reduce((sum, s) => sum + s.micro, 0),
		adjust: (id, stats) => applyStatsScale(ctx.state.ads, id, stats),
	});
	const waiting = recorded.get(ctx.state.ads);
	if (outcome.ok && waiting && waiting.length > 0) return sendJson(ctx, 200, waiting.shift());
	const q = ctx.url.searchParams;
	if (outcome.ok && q.get('async') === 'true') {
		if (q.get('async_format') !== 'csv') return snapError(ctx, 400, 'E1001', `Invalid async_format: "${q.get('async_format') ?? ''}". Use csv`, {}, INVALID_MESSAGE);
		const run = startRun(asyncState(ctx.state.ads), entity.id, outcome.body);
		return success(ctx, { async_stats_reports: [{ sub_request_status: 'SUCCESS', async_stats_report: { report_run_id: run.id, async_status: 'STARTED' } }] });
	}
	const limit = asyncState(ctx.state.ads).syncLimit;
	if (outcome.ok && answerSize(outcome.body) > limit) {
		// Inferred wording: Snap's message for a synchronous report too big to answer is not published.
		return snapError(ctx, 400, 'E1001', `Unsupported Stats Query: the report has more than ${limit} rows; request it as an asynchronous report (async=true)`, {}, INVALID_MESSAGE);
	}
	if (outcome.ok) return success(ctx, outcome.body);
	snapError(ctx, outcome.status, outcome.code, outcome.message, {}, INVALID_MESSAGE);
}

const accountStats: RouteHandler = (ctx, user, id) => {
	const account = accessibleAccount(ctx, user, id as string);
	if (account) respond(ctx, { id: account.id, type: 'AD_ACCOUNT' }, account);
};

/** `GET …/stats_report?report_run_id=…`: the run's status, and its file's URL once COMPLETED. */
function statsReport(level: EntityLevel | 'adaccount'): RouteHandler {
	return (ctx, user, id) => {
		const entityId = level === 'adaccount' ? accessibleAccount(ctx, user, id as string)?.id : accessibleEntity(ctx, user, id as string, level)?.found.entity.id;
		if (!entityId) return;
		const state = asyncState(ctx.state.ads);
		const run = state.runs.get(ctx.url.searchParams.get('report_run_id') ?? '');
		if (!run || run.entityId !== entityId) return snapError(ctx, 404, 'E3003', `No report run ${ctx.url.searchParams.get('report_run_id') ?? ''} for this entity`, {}, INVALID_MESSAGE);
		success(ctx, { async_stats_reports: [{ sub_request_status: 'SUCCESS', async_stats_report: reportOf(run, state, ctx.state.baseUrl, ctx.state.clock()) }] });
	};
}

function entityStats(level: EntityLevel): RouteHandler {
	return (ctx, user, id) => {
		const hit = accessibleEntity(ctx, user, id as string, level);
		if (hit) respond(ctx, ref(level, hit.found.entity), hit.account);
	};
}

export function statsArea(state: EmulatorState): EmulatorArea {
	return {
		name: 'stats',
		reset: () => {
			recorded.delete(state.ads);
			resetAsync(state.ads);
			state.extraSpend.length = 0;
			resetStatsScale(state.ads);
		},
		routes: [
			{ path: '/v1/adaccounts/:id/stats', methods: { GET: accountStats } },
			{ path: '/v1/campaigns/:id/stats', methods: { GET: entityStats('campaign') } },
			{ path: '/v1/adsquads/:id/stats', methods: { GET: entityStats('adsquad') } },
			{ path: '/v1/ads/:id/stats', methods: { GET: entityStats('ad') } },
			{ path: '/v1/adaccounts/:id/stats_report', methods: { GET: statsReport('adaccount') } },
			{ path: '/v1/campaigns/:id/stats_report', methods: { GET: statsReport('campaign') } },
			{ path: '/v1/adsquads/:id/stats_report', methods: { GET: statsReport('adsquad') } },
			{ path: '/v1/ads/:id/stats_report', methods: { GET: statsReport('ad') } },
			{
				path: '/__reports/:file',
				auth: 'none',
				methods: { GET: (ctx) => download(ctx, asyncState(state.ads), state.clock(), (status, type, body) => send(ctx, status, { 'Content-Type': type }, body)) },
			},
		],
	};
}

/**
 * Conversions API area (spec conversions-api.md): POST /v3/{asset}/events (send),
 * POST /v3/{asset}/events/validate (test), GET .../validate/logs and .../validate/stats. The token
 * travels in the `access_token` query parameter. It refuses what Snap refuses: a wrong token
 * (401), an asset the token does not belong to (403), more than 2,000 events, a missing required
 * field per action source, a PURCHASE without value or currency, a hash that is not 64 lowercase
 * hexadecimal characters, an event older than 37 days or ahead of the clock, no match key. Answers have the spec's shapes; no value of a
 * refused field is ever echoed. Data: conversionsStore.ts.
 *
 * Choices where the spec is silent (inferred, see README): one invalid event refuses the whole
 * live request (400, naming the first invalid event, nothing recorded); events with an event_id
 * already recorded for the asset are dropped (Snap's deduplication); app events need app_data.extinfo.
 */
import { send, sendJson, type Ctx } from './respond';
import type { EmulatorArea, PublicHandler } from './router';
import type { EmulatorState } from './state';

export const MAX_CAPI_EVENTS = 2_000;
const MAX_AGE_MS = 37 * 86_400_000;
const MAX_AHEAD_MS = 5 * 60_000;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const HASHED_KEYS = ['em', 'ph', 'fn', 'ln', 'ct', 'st', 'zp', 'country', 'ge', 'db', 'external_id'];
const EVENT_NAMES = new Set([
	'PAGE_VIEW', 'VIEW_CONTENT', 'ADD_CART', 'START_CHECKOUT', 'ADD_BILLING', 'PURCHASE', 'SIGN_UP', 'SUBSCRIBE', 'START_TRIAL', 'SEARCH',
	'SAVE', 'LOGIN', 'SHARE', 'INVITE', 'RESERVE', 'COMPLETE_TUTORIAL', 'LEVEL_COMPLETE', 'ACHIEVEMENT_UNLOCKED', 'SPEND_CREDITS', 'RATE',
	'LIST_VIEW', 'AD_CLICK', 'AD_VIEW', 'CUSTOM_EVENT_1', 'CUSTOM_EVENT_2', 'CUSTOM_EVENT_3', 'CUSTOM_EVENT_4', 'CUSTOM_EVENT_5',
]);

interface Problems {
	codes: string[];
	error_msgs: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Snap-style problems of one event (empty lists: valid). Never repeats a value. */
export function checkEvent(event: unknown, now: number): Problems {
	const p: Problems = { codes: [], error_msgs: [] };
	const add = (code: string, msg: string) => {
		p.codes.push(code);
		p.error_msgs.push(msg);
	};
	if (!isObject(event)) {
		add('INVALID_EVENT', 'The event is not an object');
		return p;
	}
	if (typeof event.event_name !== 'string' || !EVENT_NAMES.has(event.event_name)) add('INVALID_EVENT_NAME', 'event_name is not a supported event name');
	const time = event.event_time;
	if (time === undefined) add('MISSING_EVENT_TIME', 'event_time is required');
	else if (typeof time !== 'number' || !Number.isInteger(time) || time <= 0) add('INVALID_EVENT_TIME', 'event_time must be Unix time in seconds');
	else if (time > 1e11) add('INVALID_EVENT_TIME', 'event_time must be Unix time in seconds, not milliseconds');
	else if (time * 1000 < now - MAX_AGE_MS) add('EVENT_TOO_OLD', 'event_time is older than 37 days');
	else if (time * 1000 > now + MAX_AHEAD_MS) add('EVENT_IN_FUTURE', 'event_time is in the future');
	const source = event.action_source;
	if (source !== 'WEB' && source !== 'MOBILE_APP' && source !== 'OFFLINE') add('INVALID_ACTION_SOURCE', 'action_source must be WEB, MOBILE_APP or OFFLINE');
	if (source === 'WEB' && (typeof event.event_source_url !== 'string' || event.event_source_url === '')) {
		add('MISSING_EVENT_SOURCE_URL', 'event_source_url is required for WEB events');
	}
	if (source === 'MOBILE_APP') {
		const app = event.app_data;
		if (!isObject(app) || !Array.isArray(app.extinfo) || app.extinfo.length === 0) add('MISSING_EXTINFO', 'app_data.extinfo is required for MOBILE_APP events');
	}
	// PURCHASE needs custom_data.currency and custom_data.value (Snap's Verify Setup page), else INVALID.
	if (event.event_name === 'PURCHASE') {
		const custom = isObject(event.custom_data) ? event.custom_data : {};
		const blank = (v: unknown) => v === undefined || v === null || v === '';
		if (blank(custom.value)) add('MISSING_VALUE', 'custom_data.value is required for PURCHASE events');
		if (blank(custom.currency)) add('MISSING_CURRENCY', 'custom_data.currency is required for PURCHASE events');
	}
	const user = event.user_data;
	if (!isObject(user)) {
		add('MISSING_USER_DATA', 'user_data is required');
		return p;
	}
	for (const key of HASHED_KEYS) {
		const value = user[key];
		if (value === undefined) continue;
		const list = Array.isArray(value) ? value : [value];
		list.forEach((v, i) => {
			if (typeof v !== 'string' || !SHA256_HEX.test(v)) add('INVALID_HASHED_VALUE', `user_data.${key}[${i}] is not a SHA-256 hash: 64 lowercase hexadecimal characters expected`);
		});
	}
	const has = (k: string) => user[k] !== undefined && user[k] !== '' && !(Array.isArray(user[k]) && (user[k] as unknown[]).length === 0);
	// v3 names the mobile ad ID `mobile_ad_id` (Snap's SDK schema, Snapchat/business-sdk-v3-java
	// api/openapi.yaml, UserData); `madid` is not a v3 key, so it matches nobody here.
	const matchKey = ['em', 'ph', 'mobile_ad_id', 'sc_click_id', 'sc_cookie1'].some(has) || (has('client_ip_address') && has('client_user_agent'));
	if (!matchKey) add('MISSING_MATCH_KEY', 'user_data needs one of em, ph, mobile_ad_id, sc_click_id, sc_cookie1, or client_ip_address with client_user_agent');
	return p;
}

function refuse(ctx: Ctx, status: number, reason: string, extra: Record<string, unknown> = {}): void {
	sendJson(ctx, status, { status: 'INVALID', reason, ...extra });
}

/** The asset of the path if the token may use it; otherwise answers 401/403 and returns undefined. */
function authorised(ctx: Ctx): string | undefined {
	const assetId = (ctx.params.assetId ?? '').toLowerCase();
	const verdict = ctx.state.conversions.canUse(ctx.url.searchParams.get('access_token') ?? undefined, assetId);
	if (verdict === 'bad-token') return void refuse(ctx, 401, 'Unauthorized: the access token is missing or invalid');
	if (verdict === 'no-access') return void refuse(ctx, 403, 'Forbidden: the access token does not belong to this Pixel or App');
	return assetId;
}

/** The `data` array of a body, or undefined after answering 400. */
function dataOf(ctx: Ctx): unknown[] | undefined {
	if (ctx.jsonError || ctx.rawBody.trim() === '') return void refuse(ctx, 400, 'The request body is not valid JSON');
	const data = (ctx.json as { data?: unknown } | null)?.data;
	if (!Array.isArray(data) || data.length === 0) return void refuse(ctx, 400, 'data must be a non-empty array of events');
	if (data.length > MAX_CAPI_EVENTS) return void refuse(ctx, 400, `data holds ${data.length} events; at most ${MAX_CAPI_EVENTS} are allowed per request`);
	return data;
}

const sendEvents: PublicHandler = (ctx) => {
	const assetId = authorised(ctx);
	const data = assetId && dataOf(ctx);
	if (!assetId || !data) return;
	const now = ctx.state.clock();
	const checked = data.map((e) => checkEvent(e, now));
	const bad = checked.findIndex((c) => c.codes.length > 0);
	if (bad >= 0) return refuse(ctx, 400, 'Event failed validation', { errors: checked[bad], event: bad });
	for (const event of data) ctx.state.conversions.record(assetId, event as Record<string, unknown>, now);
	const shape = ctx.state.conversions.takeShape();
	if (shape === 'unreadable') return send(ctx, 200, { 'Content-Type': 'text/html' }, '<html><body>upstream hiccup</body></html>');
	if (shape === 'empty-object') return sendJson(ctx, 200, {});
	if (shape === 'unknown-status') return sendJson(ctx, 200, { status: 'PENDING', reason: 'Queued' });
	sendJson(ctx, 200, { status: 'VALID', reason: 'Events have been processed successfully.' });
};

const validateEvents: PublicHandler = (ctx) => {
	const assetId = authorised(ctx);
	const data = assetId && dataOf(ctx);
	if (!assetId || !data) return;
	const now = ctx.state.clock();
	const logs = data.map((event, i) => {
		const errors = checkEvent(event, now);
		const warnings = isObject(event) && event.event_id === undefined ? ['event_id is missing: the event cannot be deduplicated with the Snap Pixel'] : [];
		const status = errors.codes.length > 0 ? ('INVALID' as const) : ('VALID' as const);
		ctx.state.conversions.log({
			assetId,
			event_name: isObject(event) ? event.event_name : undefined,
			event_time: isObject(event) ? event.event_time : undefined,
			status,
			errors,
			warnings,
			received_at: new Date(now).toISOString(),
		});
		return { event: i, status, warnings, errors };
	});
	const invalid = logs.some((l) => l.status === 'INVALID');
	sendJson(ctx, 200, {
		status: invalid ? 'INVALID' : 'VALID',
		test_event: true,
		reason: invalid ? 'Some events failed validation' : 'All events are valid',
		event_logs: logs,
	});
};

const validateLogs: PublicHandler = (ctx) => {
	const assetId = authorised(ctx);
	if (!assetId) return;
	const logs = ctx.state.conversions.testLogs(assetId).map((entry) => Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'assetId')));
	sendJson(ctx, 200, { status: 'SUCCESS', logs });
};

/**
 * Snap's SDK schema `GetStatsResponse` (spec pixel-health.md §6): per kind, the events of the past
 * hour and the latest one's time. `test`: what validate saw; `live`: the recorded sends plus the
 * server events the pixel model receives (pixelsStore.ts, silenced by goQuiet). `latest_event_ts`
 * in seconds, or milliseconds after `pixels.setLatestTsUnit('ms')` (Snap's unit is unknown); 0: none.
 */
const validateStats: PublicHandler = (ctx) => {
	const assetId = authorised(ctx);
	if (!assetId) return;
	const now = ctx.state.clock();
	const hourAgo = now - 3_600_000;
	const unit = ctx.state.pixels.latestTsUnit();
	const ts = (ms: number | undefined) => (ms === undefined ? 0 : unit === 'ms' ? Math.floor(ms) : Math.floor(ms / 1000));
	const latest = (...values: Array<number | undefined>) => {
		const known = values.filter((v): v is number => v !== undefined);
		return known.length > 0 ? Math.max(...known) : undefined;
	};
	const tests = ctx.state.conversions.testLogs(assetId).map((l) => Date.parse(l.received_at));
	const sent = ctx.state.conversions.events(assetId).map((e) => e.receivedAt);
	const server = ctx.state.pixels.serverEvents(assetId, hourAgo, now);
	sendJson(ctx, 200, {
		status: 'SUCCESS',
		reason: '',
		stats: {
			test: { event_count_past_hour: tests.filter((t) => t > hourAgo).length, latest_event_ts: ts(latest(...tests)) },
			live: { event_count_past_hour: sent.filter((t) => t > hourAgo).length + server.count, latest_event_ts: ts(latest(...sent, server.latestMs)) },
		},
	});
};

export function conversionsArea(s: EmulatorState): EmulatorArea {
	return {
		name: 'conversions api',
		routes: [
			{ path: '/v3/:assetId/events', auth: 'none', methods: { POST: sendEvents } },
			{ path: '/v3/:assetId/events/validate', auth: 'none', methods: { POST: validateEvents } },
			{ path: '/v3/:assetId/events/validate/logs', auth: 'none', methods: { GET: validateLogs } },
			{ path: '/v3/:assetId/events/validate/stats', auth: 'none', methods: { GET: validateStats } },
		],
		reset() {
			s.conversions.reset();
		},
	};
}

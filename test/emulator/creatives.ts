/**
 * Creatives (Snap's Creatives page): create under an ad account (at most 10 per request, each
 * element checked on its own: lengths, type, call to action for the type, the attachment the type
 * needs, a Top Snap media that exists in the same ad account and is READY), get and list.
 * Answers per element like Snap: SUCCESS, PARTIAL (HTTP 200) or all refused (HTTP 400). Fault:
 * reshapeCreateAnswer (another body, or the results short or reordered).
 */
import { accessibleAccount } from './accounts';
import { elementReason, takeReshape } from './faults';
import { findAdAccount, userCanAccessAccount, type FixtureUser } from './fixtures';
import type { StoredCreative } from './mediaStore';
import { checkUuid, forbidden, invalidRequest, notFound, sendJson, sendPage, success, wrap, type Ctx } from './respond';
import type { EmulatorArea, RouteHandler } from './router';
import type { EmulatorState } from './state';

const MAX_PER_REQUEST = 10;
const TYPES = ['SNAP_AD', 'WEB_VIEW', 'APP_INSTALL', 'DEEP_LINK', 'LEAD_GENERATION'];
const WEB = ['APPLY_NOW', 'BOOK_NOW', 'BUY_TICKETS', 'GET_NOW', 'LISTEN', 'MORE', 'ORDER_NOW', 'PLAY', 'READ', 'SHOP_NOW', 'SHOW', 'SHOWTIMES', 'SIGN_UP', 'VIEW', 'WATCH'];
/** Snap's "Creative type to CTA mapping" for these types (Creatives page). */
const CTA: Record<string, string[]> = {
	SNAP_AD: [],
	WEB_VIEW: WEB,
	APP_INSTALL: ['BOOK_NOW', 'DOWNLOAD', 'GET_NOW', 'INSTALL_NOW', 'LISTEN', 'MORE', 'ORDER_NOW', 'PLAY', 'READ', 'SHOP_NOW', 'SHOW', 'SIGN_UP', 'VIEW', 'WATCH'],
	DEEP_LINK: [...WEB, 'OPEN_APP'],
	LEAD_GENERATION: ['APPLY_NOW', 'BOOK_NOW', 'GET_NOW', 'MORE', 'SIGN_UP'],
};
const KNOWN = new Set([
	'ad_account_id',
	'name',
	'type',
	'brand_name',
	'headline',
	'shareable',
	'call_to_action',
	'top_snap_media_id',
	'top_snap_crop_position',
	'web_view_properties',
	'app_install_properties',
	'deep_link_properties',
	'lead_generation_properties',
	'profile_properties',
]);

type Checked = { ok: true; fields: Record<string, unknown> } | { ok: false; reason: string };
const bad = (field: string): Checked => ({ ok: false, reason: elementReason('E2002', 'Property value is not allowed', field) });
const missing = (field: string): Checked => ({ ok: false, reason: elementReason('E2001', 'Required property is missing', field) });
const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const len = (v: unknown) => (typeof v === 'string' ? [...v].length : -1);

function readyMediaOf(s: EmulatorState, id: unknown, adAccountId: string): 'ok' | 'missing' | 'not-ready' {
	const m = typeof id === 'string' ? s.media.get(id.toLowerCase()) : undefined;
	if (!m || m.ad_account_id !== adAccountId) return 'missing';
	return s.media.status(m) === 'READY' ? 'ok' : 'not-ready';
}

function checkApp(s: EmulatorState, p: unknown, field: string, adAccountId: string): Checked | undefined {
	if (!isObj(p)) return missing(field);
	if (len(p.app_name) < 1 || len(p.app_name) > 30) return bad(`${field}.app_name`);
	if (p.ios_app_id === undefined && p.android_app_url === undefined) return missing(`${field}.ios_app_id`);
	if (readyMediaOf(s, p.icon_media_id, adAccountId) !== 'ok') return bad(`${field}.icon_media_id`);
	return undefined;
}

function checkCreative(s: EmulatorState, el: unknown, adAccountId: string): Checked {
	if (!isObj(el)) return bad('creatives');
	for (const k of Object.keys(el)) if (!KNOWN.has(k)) return { ok: false, reason: elementReason('E2002', 'Property is not recognized', k) };
	if (typeof el.ad_account_id !== 'string' || el.ad_account_id.toLowerCase() !== adAccountId) return bad('ad_account_id');
	if (len(el.name) < 1 || len(el.name) > 375) return el.name === undefined ? missing('name') : bad('name');
	if (typeof el.type !== 'string' || !TYPES.includes(el.type)) return bad('type');
	if (el.brand_name === undefined && !isObj(el.profile_properties)) return missing('brand_name');
	if (el.brand_name !== undefined && (len(el.brand_name) < 1 || len(el.brand_name) > 32)) return bad('brand_name');
	if (el.headline === undefined) return missing('headline');
	if (len(el.headline) < 1 || len(el.headline) > 34) return bad('headline');
	if (el.shareable !== undefined && typeof el.shareable !== 'boolean') return bad('shareable');
	if (el.top_snap_media_id === undefined) return missing('top_snap_media_id');
	const media = readyMediaOf(s, el.top_snap_media_id, adAccountId);
	if (media === 'missing') return bad('top_snap_media_id');
	if (media === 'not-ready') return { ok: false, reason: elementReason('E2002', 'Media is not ready yet (media_status PENDING_UPLOAD)', 'top_snap_media_id') };
	if (el.call_to_action !== undefined && !CTA[el.type].includes(String(el.call_to_action))) return bad('call_to_action');
	if (el.type === 'WEB_VIEW') {
		const url = isObj(el.web_view_properties) ? el.web_view_properties.url : undefined;
		if (typeof url !== 'string') return missing('web_view_properties.url');
		if (!/^https?:\/\/[^/\s]+/i.test(url)) return bad('web_view_properties.url');
	}
	if (el.type === 'APP_INSTALL') {
		const problem = checkApp(s, el.app_install_properties, 'app_install_properties', adAccountId);
		if (problem) return problem;
	}
	if (el.type === 'DEEP_LINK') {
		const problem = checkApp(s, el.deep_link_properties, 'deep_link_properties', adAccountId);
		if (problem) return problem;
		if (typeof (el.deep_link_properties as Record<string, unknown>).deep_link_uri !== 'string') return missing('deep_link_properties.deep_link_uri');
	}
	if (el.type === 'LEAD_GENERATION') {
		const form = isObj(el.lead_generation_properties) ? el.lead_generation_properties.lead_generation_form_id : undefined;
		if (typeof form !== 'string') return missing('lead_generation_properties.lead_generation_form_id');
	}
	const fields: Record<string, unknown> = { shareable: true, top_snap_crop_position: 'OPTIMIZED', ...el };
	delete fields.ad_account_id;
	return { ok: true, fields };
}

const createCreatives: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	if (!acc) return;
	if (ctx.jsonError || ctx.json === undefined) return invalidRequest(ctx, 'The request body is not valid JSON');
	const list = (ctx.json as { creatives?: unknown }).creatives;
	if (!Array.isArray(list) || list.length === 0) return invalidRequest(ctx, 'The request body must carry a non-empty creatives array');
	if (list.length > MAX_PER_REQUEST) return invalidRequest(ctx, `At most ${MAX_PER_REQUEST} creatives per request, got ${list.length}`);
	const results = list.map((el) => {
		const checked = checkCreative(ctx.state, el, acc.id);
		if (!checked.ok) return { sub_request_status: 'ERROR', sub_request_error_reason: checked.reason, creative: el };
		return { sub_request_status: 'SUCCESS', creative: ctx.state.media.creatives.json(ctx.state.media.creatives.create(acc.id, checked.fields)) };
	});
	const reshape = takeReshape(ctx.state);
	if (reshape) {
		// The fault knob of every create: answer another body, or only these results in this order (every creative is stored).
		if (reshape.body) return sendJson(ctx, 200, reshape.body);
		const answered = (reshape.answer ?? results.map((_, k) => k)).map((k) => results[k]).filter((r) => r !== undefined);
		const allOk = answered.length > 0 && answered.every((r) => r.sub_request_status === 'SUCCESS');
		return sendJson(ctx, 200, { request_status: allOk ? 'SUCCESS' : 'PARTIAL', request_id: ctx.requestId, creatives: answered });
	}
	const failed = results.filter((r) => r.sub_request_status === 'ERROR').length;
	if (failed === 0) return success(ctx, { creatives: results });
	sendJson(ctx, failed === results.length ? 400 : 200, {
		request_status: failed === results.length ? 'ERROR' : 'PARTIAL',
		request_id: ctx.requestId,
		...(failed === results.length ? { debug_message: `All ${results.length} creatives failed validation`, error_code: 'E2002' } : {}),
		creatives: results,
	});
};

function accessibleCreative(ctx: Ctx, user: FixtureUser, rawId: string): StoredCreative | undefined {
	const id = checkUuid(ctx, rawId, 'creative');
	if (!id) return undefined;
	const c = ctx.state.media.creatives.get(id);
	if (!c) return void notFound(ctx, 'creative', id);
	const acc = findAdAccount(c.ad_account_id);
	if (!acc || !userCanAccessAccount(user, acc)) return void forbidden(ctx, 'creative', id);
	return c;
}

const listCreatives: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	if (!acc) return;
	sendPage(ctx, ctx.state.media.creatives.list(acc.id), (c) => c.seq, `creatives:${acc.id}`, {
		plural: 'creatives',
		singular: 'creative',
		toJson: (c) => ctx.state.media.creatives.json(c),
	});
};

const getCreative: RouteHandler = (ctx, user, id) => {
	const c = accessibleCreative(ctx, user, id as string);
	if (!c) return;
	success(ctx, { creatives: wrap('creative', [ctx.state.media.creatives.json(c)]) });
};

export function creativesArea(): EmulatorArea {
	return {
		name: 'creatives',
		routes: [
			{ path: '/v1/adaccounts/:id/creatives', methods: { GET: listCreatives, POST: createCreatives } },
			{ path: '/v1/creatives/:id', methods: { GET: getCreative } },
		],
	};
}

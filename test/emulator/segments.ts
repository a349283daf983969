/**
 * Audience segments routes (spec audience-segments.md): create, list (paged), get, update as a
 * whole replace, delete, and users add (POST) / remove (DELETE with a body). Users requests refuse
 * anything that is not 64 lowercase hexadecimal characters and more than 100,000 identifiers, with
 * Snap-style 400 bodies that never repeat a value. The data lives in segmentsStore.ts.
 */
import { accessibleAccount } from './accounts';
import { elementReason, takeReshape } from './faults';
import { findAdAccount, userCanAccessAccount, type FixtureAdAccount, type FixtureUser } from './fixtures';
import { INVALID_MESSAGE, checkDecimalId, forbidden, invalidRequest, notFound, send, sendPage, snapError, success, wrap, type Ctx } from './respond';
import type { EmulatorArea, RouteHandler } from './router';
import { SEGMENT_SCHEMAS, type SegmentFields, type SegmentSchema } from './segmentsStore';
import type { EmulatorState } from './state';

export const MAX_USERS_PER_REQUEST = 100_000;
const SHA256_HEX = /^[0-9a-f]{64}$/;
const CALLER_FIELDS = new Set(['name', 'description', 'source_type', 'retention_in_days', 'ad_account_id', 'creation_spec']);
const LOOKALIKE_TYPES = ['BALANCE', 'SIMILARITY', 'REACH'];

function accessibleSegment(ctx: Ctx, user: FixtureUser, rawId: string): string | undefined {
	const id = checkDecimalId(ctx, rawId, 'segment');
	if (!id) return undefined;
	const accountId = ctx.state.segments.adAccountOf(id);
	if (accountId === undefined) return void notFound(ctx, 'segment', id);
	const acc = findAdAccount(accountId);
	if (!acc || !userCanAccessAccount(user, acc)) return void forbidden(ctx, 'segment', id);
	return id;
}

/** The caller-set fields of one element, or the E2001/E2002 reason. `withId`: PUT elements carry the id. */
function validate(el: unknown, acc: FixtureAdAccount, withId: boolean, state?: EmulatorState): { ok: true; fields: SegmentFields } | { ok: false; reason: string } {
	const bad = (field: string, message = 'Property value is not allowed') => ({ ok: false as const, reason: elementReason('E2002', message, field) });
	if (el === null || typeof el !== 'object' || Array.isArray(el)) return bad('segments');
	const o = el as Record<string, unknown>;
	for (const k of Object.keys(o)) if (!CALLER_FIELDS.has(k) && !(withId && k === 'id')) return bad(k, 'Property is not recognized');
	for (const k of ['name', 'source_type', 'retention_in_days', 'ad_account_id']) {
		if (o[k] === undefined || o[k] === null) return { ok: false, reason: elementReason('E2001', 'Required property is missing', k) };
	}
	if (typeof o.ad_account_id !== 'string' || o.ad_account_id.toLowerCase() !== acc.id) return bad('ad_account_id');
	if (typeof o.name !== 'string' || o.name.trim() === '' || [...o.name].length > 375) return bad('name');
	if (o.description !== undefined && typeof o.description !== 'string') return bad('description');
	const lookalike = o.source_type === 'LOOKALIKE' && !withId && state !== undefined;
	if (o.source_type !== 'FIRST_PARTY' && !lookalike) return bad('source_type');
	const days = o.retention_in_days;
	if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > (lookalike ? 180 : 9999)) return bad('retention_in_days');
	if (!lookalike && o.creation_spec !== undefined) return bad('creation_spec', 'Property is not recognized');
	const fields: SegmentFields = { name: o.name, source_type: String(o.source_type), retention_in_days: days, ad_account_id: acc.id };
	if (lookalike) {
		// Snap docs, "Customer Lists - Lookalikes": seed_segment_id (a first-party list of the account),
		// countries (ISO-2 list; the deprecated single `country` is accepted too), type BALANCE by default.
		const spec = o.creation_spec as Record<string, unknown> | undefined;
		if (spec === undefined || spec === null) return { ok: false, reason: elementReason('E2001', 'Required property is missing', 'creation_spec') };
		if (typeof spec !== 'object' || Array.isArray(spec)) return bad('creation_spec');
		const seed = state.segments.get(String(spec.seed_segment_id ?? ''));
		if (spec.seed_segment_id === undefined) return { ok: false, reason: elementReason('E2001', 'Required property is missing', 'creation_spec.seed_segment_id') };
		if (!seed || seed.ad_account_id !== acc.id || seed.source_type !== 'FIRST_PARTY') return bad('creation_spec.seed_segment_id');
		const countries = spec.countries ?? (spec.country !== undefined ? [spec.country] : undefined);
		if (!Array.isArray(countries) || countries.length === 0) return { ok: false, reason: elementReason('E2001', 'Required property is missing', 'creation_spec.countries') };
		if (!countries.every((c) => typeof c === 'string' && /^[A-Za-z]{2}$/.test(c))) return bad('creation_spec.countries');
		if (spec.type !== undefined && !LOOKALIKE_TYPES.includes(String(spec.type))) return bad('creation_spec.type');
		fields.creation_spec = { seed_segment_id: String(spec.seed_segment_id), countries, type: spec.type ?? 'BALANCE' };
	}
	if (typeof o.description === 'string') fields.description = o.description;
	return { ok: true, fields };
}

/** The `segments` array of a JSON body, or undefined after answering 400. */
function segmentsOf(ctx: Ctx): unknown[] | undefined {
	if (ctx.jsonError || ctx.rawBody.trim() === '') return void invalidRequest(ctx, 'The request body is not valid JSON');
	const list = (ctx.json as { segments?: unknown } | null)?.segments;
	if (!Array.isArray(list) || list.length === 0) return void invalidRequest(ctx, 'The request body must carry a non-empty segments array');
	return list;
}

function refuse(ctx: Ctx, reason: string): void {
	snapError(ctx, 400, /Error code: (E\d+)/.exec(reason)?.[1] ?? 'E2002', reason, {}, INVALID_MESSAGE);
}

const createSegments: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	const list = acc && segmentsOf(ctx);
	if (!acc || !list) return;
	const checked = list.map((el) => validate(el, acc, false, ctx.state));
	const failed = checked.find((c) => !c.ok);
	if (failed && !failed.ok) return refuse(ctx, failed.reason);
	const created = checked.map((c) => (c.ok ? ctx.state.segments.seed(c.fields) : undefined));
	// faults.reshapeCreateAnswer({ body }) applies to segment creates too (only its `body`).
	const reshaped = takeReshape(ctx.state)?.body;
	if (reshaped) return send(ctx, 200, { 'Content-Type': 'application/json' }, JSON.stringify(reshaped));
	success(ctx, { segments: wrap('segment', created) });
};

const updateSegments: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	const list = acc && segmentsOf(ctx);
	if (!acc || !list) return;
	const updates: Array<{ id: string; fields: SegmentFields }> = [];
	for (const el of list) {
		const segmentId = typeof (el as { id?: unknown })?.id === 'string' ? (el as { id: string }).id : '';
		if (!ctx.state.segments.exists(segmentId)) return notFound(ctx, 'segment', segmentId || '(no id)');
		if (ctx.state.segments.adAccountOf(segmentId) !== acc.id) return forbidden(ctx, 'segment', segmentId);
		const checked = validate(el, acc, true);
		if (!checked.ok) return refuse(ctx, checked.reason);
		updates.push({ id: segmentId, fields: checked.fields });
	}
	success(ctx, { segments: wrap('segment', updates.map((u) => ctx.state.segments.replace(u.id, u.fields))) });
};

const listSegments: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	if (!acc) return;
	const list = ctx.state.segments.list(acc.id).map((s, i) => ({ s, key: i + 1 }));
	sendPage(ctx, list, (e) => e.key, `segments:${acc.id}`, { plural: 'segments', singular: 'segment', toJson: (e) => e.s });
};

const getSegment: RouteHandler = (ctx, user, id) => {
	const segmentId = accessibleSegment(ctx, user, id as string);
	if (segmentId) success(ctx, { segments: wrap('segment', [ctx.state.segments.get(segmentId)]) });
};

const deleteSegment: RouteHandler = (ctx, user, id) => {
	const segmentId = accessibleSegment(ctx, user, id as string);
	if (!segmentId) return;
	ctx.state.segments.remove(segmentId);
	success(ctx, { segments: [] });
};

/** The schema and hashes of a users body, or undefined after answering 400 (never echoing a value). */
function usersBody(ctx: Ctx): { schema: SegmentSchema; hashes: string[] } | undefined {
	if (ctx.jsonError || ctx.rawBody.trim() === '') return void invalidRequest(ctx, 'The request body is not valid JSON');
	const users = (ctx.json as { users?: unknown } | null)?.users;
	if (!Array.isArray(users) || users.length !== 1) return void invalidRequest(ctx, 'users must hold exactly one entry');
	const { schema, data } = (users[0] ?? {}) as { schema?: unknown; data?: unknown };
	if (!Array.isArray(schema) || schema.length !== 1 || !SEGMENT_SCHEMAS.includes(schema[0] as SegmentSchema)) {
		return void invalidRequest(ctx, `users[0].schema must be exactly one of ${SEGMENT_SCHEMAS.join(', ')}`);
	}
	if (!Array.isArray(data) || data.length === 0) return void invalidRequest(ctx, 'users[0].data must be a non-empty array');
	if (data.length > MAX_USERS_PER_REQUEST) {
		return void invalidRequest(ctx, `users[0].data holds ${data.length} identifiers; at most ${MAX_USERS_PER_REQUEST} are allowed per request`);
	}
	const hashes: string[] = [];
	for (let i = 0; i < data.length; i++) {
		const row = data[i] as unknown;
		if (!Array.isArray(row) || row.length !== 1 || typeof row[0] !== 'string' || !SHA256_HEX.test(row[0])) {
			return void invalidRequest(ctx, `users[0].data[${i}] is not a SHA-256 hash: 64 lowercase hexadecimal characters expected`);
		}
		hashes.push(row[0]);
	}
	return { schema: schema[0] as SegmentSchema, hashes };
}

const changeUsers =
	(mode: 'add' | 'remove'): RouteHandler =>
	(ctx, user, id) => {
		const segmentId = accessibleSegment(ctx, user, id as string);
		const body = segmentId && usersBody(ctx);
		if (!segmentId || !body) return;
		const store = ctx.state.segments;
		const shape = store.takeAnswerShape();
		if (shape === 'refused') {
			const reason = elementReason('E2002', 'Segment does not accept users right now', 'segment_id');
			return success(ctx, { users: [{ sub_request_status: 'ERROR', sub_request_error_reason: reason }] });
		}
		if (mode === 'add') store.addUsers(segmentId, body.schema, body.hashes);
		else store.removeUsers(segmentId, body.schema, body.hashes);
		if (shape === 'no-users') return success(ctx, {});
		const element = shape === 'no-count' ? { user: {} } : { user: { number_uploaded_users: body.hashes.length } };
		success(ctx, { users: [{ sub_request_status: 'SUCCESS', ...element }] });
	};

export function segmentsArea(s: EmulatorState): EmulatorArea {
	return {
		name: 'segments',
		routes: [
			{ path: '/v1/adaccounts/:id/segments', methods: { GET: listSegments, POST: createSegments, PUT: updateSegments } },
			{ path: '/v1/segments/:id', methods: { GET: getSegment, DELETE: deleteSegment } },
			{ path: '/v1/segments/:id/users', methods: { POST: changeUsers('add'), DELETE: changeUsers('remove') } },
		],
		reset: () => s.segments.reset(),
	};
}

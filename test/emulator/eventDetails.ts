/**
 * Event details (the contract, shared/spec/event-details-api.md): the store, create (batch, per
 * element validation), list, get and delete, and the seed/read API of the Emulator interface.
 */
import { randomUUID } from 'crypto';

import { accessibleAccount } from './accounts';
import { elementReason, takeRejectRule, takeReshape } from './faults';
import { reshapedCreateAnswer } from './reshape';
import { findAdAccount, userCanAccessAccount, type FixtureAdAccount, type FixtureUser } from './fixtures';
import { INVALID_MESSAGE, checkUuid, forbidden, invalidRequest, notFound, sendJson, sendPage, snapError, success, wrap, type Ctx } from './respond';
import type { EmulatorArea, RouteHandler } from './router';
import type { EmulatorState, StoredEvent } from './state';
import { formatTimestamp, parseStartTime } from './time';
import { isAllowedTimeZone } from './timezones';
import type { Emulator, EventDetail } from './types';

const EVENT_FIELDS = new Set(['event_name', 'event_start_time', 'event_time_zone', 'ad_account_id']);

function storeEvent(s: EmulatorState, account: FixtureAdAccount, name: string, startMs: number, zone: string | undefined): StoredEvent {
	const ts = formatTimestamp(s.clock());
	const ev: StoredEvent = {
		id: randomUUID(),
		created_at: ts,
		updated_at: ts,
		event_name: name,
		event_start_time: formatTimestamp(startMs),
		event_time_zone: zone ?? account.timezone,
		ad_account_id: account.id,
		seq: ++s.eventSeq,
	};
	s.events.set(ev.id, ev);
	return ev;
}

function publicEvent(ev: StoredEvent): EventDetail {
	return {
		id: ev.id,
		created_at: ev.created_at,
		updated_at: ev.updated_at,
		event_name: ev.event_name,
		event_start_time: ev.event_start_time,
		event_time_zone: ev.event_time_zone,
		ad_account_id: ev.ad_account_id,
	};
}

function orderedEvents(s: EmulatorState, adAccountId?: string): StoredEvent[] {
	return [...s.events.values()]
		.filter((e) => adAccountId === undefined || e.ad_account_id === adAccountId)
		.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.seq - b.seq));
}

function accessibleEvent(ctx: Ctx, user: FixtureUser, rawId: string): StoredEvent | undefined {
	const id = checkUuid(ctx, rawId, 'event details');
	if (!id) return undefined;
	const ev = ctx.state.events.get(id);
	if (!ev) return void notFound(ctx, 'event details', id);
	const acc = findAdAccount(ev.ad_account_id);
	if (!acc || !userCanAccessAccount(user, acc)) return void forbidden(ctx, 'event details', id);
	return ev;
}

type Validated = { ok: true; name: string; startMs: number; zone: string | undefined } | { ok: false; reason: string };

const notAllowed = (field: string): Validated => ({ ok: false, reason: elementReason('E2002', 'Property value is not allowed', field) });
const missingField = (field: string): Validated => ({ ok: false, reason: elementReason('E2001', 'Required property is missing', field) });

function validateElement(el: unknown, acc: FixtureAdAccount): Validated {
	if (el === null || typeof el !== 'object' || Array.isArray(el)) return notAllowed('event_details');
	const o = el as Record<string, unknown>;
	for (const k of Object.keys(o)) {
		if (!EVENT_FIELDS.has(k)) return { ok: false, reason: elementReason('E2002', 'Property is not recognized', k) };
	}
	const missing = (v: unknown): boolean => v === undefined || v === null;
	if (missing(o.ad_account_id)) return missingField('ad_account_id');
	if (typeof o.ad_account_id !== 'string' || o.ad_account_id.toLowerCase() !== acc.id) return notAllowed('ad_account_id');
	if (missing(o.event_name)) return missingField('event_name');
	if (typeof o.event_name !== 'string') return notAllowed('event_name');
	const len = [...o.event_name].length;
	if (len < 1 || len > 300) return notAllowed('event_name');
	if (missing(o.event_start_time)) return missingField('event_start_time');
	const startMs = typeof o.event_start_time === 'string' ? parseStartTime(o.event_start_time) : undefined;
	if (startMs === undefined || !/^\d{4}-/.test(formatTimestamp(startMs))) return notAllowed('event_start_time');
	let zone: string | undefined;
	if (!missing(o.event_time_zone)) {
		if (typeof o.event_time_zone !== 'string' || !isAllowedTimeZone(o.event_time_zone)) return notAllowed('event_time_zone');
		zone = o.event_time_zone;
	}
	return { ok: true, name: o.event_name, startMs, zone };
}

type ElementResult = { sub_request_status: string; sub_request_error_reason?: string; event_detail?: unknown };

function createOne(s: EmulatorState, el: unknown, acc: FixtureAdAccount): ElementResult {
	let v = validateElement(el, acc);
	if (v.ok) {
		const rule = takeRejectRule(s, acc.id, v.name);
		if (rule) v = { ok: false, reason: rule.reason };
	}
	if (!v.ok) {
		const echo = el !== null && typeof el === 'object' && !Array.isArray(el) ? el : undefined;
		return { sub_request_status: 'ERROR', sub_request_error_reason: v.reason, ...(echo ? { event_detail: echo } : {}) };
	}
	return { sub_request_status: 'SUCCESS', event_detail: publicEvent(storeEvent(s, acc, v.name, v.startMs, v.zone)) };
}

const createEventDetails: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	if (!acc) return;
	const ct = String(ctx.req.headers['content-type'] ?? '');
	if (!/^application\/json\b/i.test(ct)) {
		return snapError(ctx, 415, 'E1001', 'Content-Type must be application/json', {}, INVALID_MESSAGE);
	}
	if (ctx.jsonError || ctx.rawBody.trim() === '') return invalidRequest(ctx, 'The request body is not valid JSON');
	const body = ctx.json as { event_details?: unknown } | null;
	const list = body && typeof body === 'object' && !Array.isArray(body) ? body.event_details : undefined;
	if (!Array.isArray(list) || list.length === 0) {
		return invalidRequest(ctx, 'The request body must carry a non-empty event_details array');
	}
	const results = list.map((el) => createOne(ctx.state, el, acc));
	const reshape = takeReshape(ctx.state);
	if (reshape) return sendJson(ctx, 200, reshapedCreateAnswer(reshape, results, ctx.requestId));
	const failed = results.filter((r) => r.sub_request_status === 'ERROR');
	if (failed.length === 0) return success(ctx, { event_details: results });
	if (failed.length < results.length) {
		return sendJson(ctx, 200, { request_status: 'PARTIAL', request_id: ctx.requestId, event_details: results });
	}
	const firstCode = /Error code: (E\d+)/.exec(String(failed[0].sub_request_error_reason))?.[1] ?? 'E2002';
	sendJson(ctx, 400, {
		request_status: 'ERROR',
		request_id: ctx.requestId,
		debug_message: `All ${results.length} event_details failed validation`,
		display_message: INVALID_MESSAGE,
		error_code: firstCode,
		event_details: results,
	});
};

const listEventDetails: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	if (!acc) return;
	sendPage(ctx, orderedEvents(ctx.state, acc.id), (e) => e.seq, `events:${acc.id}`, {
		plural: 'event_details',
		singular: 'event_detail',
		toJson: publicEvent,
	});
};

const getEventDetail: RouteHandler = (ctx, user, id) => {
	const ev = accessibleEvent(ctx, user, id as string);
	if (!ev) return;
	success(ctx, { event_details: wrap('event_detail', [publicEvent(ev)]) });
};

const deleteEventDetail: RouteHandler = (ctx, user, id) => {
	const ev = accessibleEvent(ctx, user, id as string);
	if (!ev) return;
	ctx.state.events.delete(ev.id);
	ctx.state.deletedEvents.add(ev.id);
	sendJson(ctx, 200, { request_status: 'success', request_id: ctx.requestId, ads: [] });
};

/** seedEventDetails / eventDetails of the Emulator interface. */
export function eventDetailsApi(s: EmulatorState): Pick<Emulator, 'seedEventDetails' | 'eventDetails'> {
	return {
		seedEventDetails(adAccountId, input) {
			const acc = findAdAccount(adAccountId.toLowerCase());
			if (!acc) throw new Error(`emulator: unknown ad account ${adAccountId}`);
			const list =
				typeof input === 'number'
					? Array.from({ length: input }, (_, i) => ({
							event_name: `Seeded event ${s.eventSeq + i + 1}`,
							event_start_time: formatTimestamp(Date.UTC(2030, 0, 1) + (s.eventSeq + i) * 3_600_000),
							event_time_zone: undefined as string | undefined,
						}))
					: input;
			return list.map((e) => {
				const ms = parseStartTime(e.event_start_time);
				if (ms === undefined) throw new Error(`emulator: bad event_start_time ${e.event_start_time}`);
				if (e.event_time_zone !== undefined && !isAllowedTimeZone(e.event_time_zone)) {
					throw new Error(`emulator: time zone not allowed: ${e.event_time_zone}`);
				}
				return publicEvent(storeEvent(s, acc, e.event_name, ms, e.event_time_zone));
			});
		},
		eventDetails(adAccountId) {
			return orderedEvents(s, adAccountId?.toLowerCase()).map(publicEvent);
		},
	};
}

export function eventDetailsArea(s: EmulatorState): EmulatorArea {
	return {
		name: 'event details',
		routes: [
			{ path: '/v1/adaccounts/:id/event_details', methods: { GET: listEventDetails, POST: createEventDetails } },
			{ path: '/v1/event_details/:id', methods: { GET: getEventDetail, DELETE: deleteEventDetail } },
		],
		reset() {
			s.events.clear();
			s.deletedEvents.clear();
		},
	};
}

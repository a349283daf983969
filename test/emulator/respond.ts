/* eslint-disable @n8n/community-nodes/no-restricted-imports, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Shared helpers of every API area: the per-request context, answers (JSON, Snap error bodies,
 * OAuth errors, the section-7 401, HTML pages), the success envelope, path UUID checks, 403/404
 * bodies and list paging (limit, cursor, paging.next_link).
 */
import type * as http from 'http';
import { randomBytes } from 'crypto';
import { URL } from 'url';

import { LIMIT_MAX, LIMIT_MIN, type EmulatorState } from './state';
import type { RequestLogEntry } from './types';

export interface Ctx {
	req: http.IncomingMessage;
	res: http.ServerResponse;
	entry: RequestLogEntry;
	method: string;
	path: string;
	url: URL;
	rawBody: string;
	json: unknown;
	jsonError: boolean;
	form: Record<string, string> | undefined;
	drop: boolean;
	/** faults.cutAfterStatus: status line and headers sent, then the body cut off. */
	cut: boolean;
	requestId: string;
	started: number;
	/** Named path parameters of the matched route (":id" -> params.id). */
	params: Record<string, string>;
	state: EmulatorState;
}

export const DISPLAY_MESSAGE = "We're sorry, but something went wrong. Please try again later.";
export const INVALID_MESSAGE = 'The request is invalid.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to perform this action.';
export const JSON_TYPE = 'application/json; charset=utf-8';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function randomToken(bytes = 32): string {
	return randomBytes(bytes).toString('base64url');
}

export function newRequestId(): string {
	return randomBytes(16).toString('hex');
}

export function htmlEscape(s: string): string {
	return s
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;');
}

function logLine(ctx: Ctx, outcome: string): void {
	if (ctx.state.quiet) return;
	const ms = Date.now() - ctx.started;
	console.log(`[snap-emulator] ${outcome} ${ctx.method} ${ctx.path} ${ms}ms`);
}

export function send(ctx: Ctx, status: number, headers: Record<string, string>, body: string | Buffer = ''): void {
	if (ctx.res.headersSent || ctx.res.destroyed) return;
	if (ctx.drop) {
		ctx.entry.status = 0;
		logLine(ctx, 'dropped');
		ctx.req.socket.destroy();
		return;
	}
	const buf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
	ctx.entry.status = status;
	ctx.res.writeHead(status, { ...headers, 'Content-Length': String(buf.length) });
	if (ctx.cut) {
		// The head and part of the body leave; the socket closes before Content-Length is reached.
		logLine(ctx, `${status} cut`);
		ctx.res.write(buf.subarray(0, Math.floor(buf.length / 2)), () => ctx.req.socket.destroy());
		return;
	}
	ctx.res.end(buf);
	logLine(ctx, String(status));
}

export function sendJson(ctx: Ctx, status: number, obj: unknown, extra: Record<string, string> = {}): void {
	send(ctx, status, { 'Content-Type': JSON_TYPE, ...extra }, JSON.stringify(obj));
}

/** Snap's error body: { request_status: "ERROR", request_id, debug_message, display_message, error_code }. */
export function snapError(
	ctx: Ctx,
	status: number,
	errorCode: string,
	debugMessage: string,
	extra: Record<string, string> = {},
	displayMessage = DISPLAY_MESSAGE,
): void {
	sendJson(
		ctx,
		status,
		{
			request_status: 'ERROR',
			request_id: ctx.requestId,
			debug_message: debugMessage,
			display_message: displayMessage,
			error_code: errorCode,
		},
		extra,
	);
}

/** 400 E1001 (bad limit, cursor, body, path id). */
export function invalidRequest(ctx: Ctx, debugMessage: string, extra: Record<string, string> = {}): void {
	snapError(ctx, 400, 'E1001', debugMessage, extra, INVALID_MESSAGE);
}

/** 404 E3003 for an unknown entity; `what` e.g. "ad account". */
export function notFound(ctx: Ctx, what: string, id: string): void {
	snapError(ctx, 404, 'E3003', `Resource can not be found: ${what} ${id}`);
}

/** 403 E3002 for an entity of another user; `what` e.g. "organization". */
export function forbidden(ctx: Ctx, what: string, id: string): void {
	snapError(ctx, 403, 'E3002', `User does not have permission to access ${what} ${id}`, {}, FORBIDDEN_MESSAGE);
}

export function oauthError(ctx: Ctx, status: number, error: string, description: string, extra: Record<string, string> = {}): void {
	sendJson(ctx, status, { error, error_description: description }, { 'Cache-Control': 'no-store', Pragma: 'no-cache', ...extra });
}

/** The 401 of contract section 7: empty body, WWW-Authenticate by kind. */
export function unauthorized(ctx: Ctx, kind: 'missing' | 'invalid' | 'expired'): void {
	const wwwAuth =
		kind === 'expired'
			? 'Bearer error="invalid_token", error_description="The access token expired"'
			: kind === 'invalid'
				? 'Bearer error="invalid_token", error_description="The access token is invalid"'
				: 'Bearer realm="snapchat-marketing-api"';
	send(ctx, 401, {
		'Content-Type': 'text/html',
		'WWW-Authenticate': wwwAuth,
		'Access-Control-Allow-Origin': '*',
		'Access-Control-Allow-Headers': 'Content-Type, Authorization',
	});
}

export function htmlPage(ctx: Ctx, status: number, title: string, inner: string): void {
	const page = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${htmlEscape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}
button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem}.approve{background:#fffc00;border:1px solid #222}</style>
</head><body>
<h1>${htmlEscape(title)}</h1>
${inner}
<p><small>Snapchat Marketing API emulator (local, for testing)</small></p>
</body></html>`;
	send(ctx, status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, page);
}

export function redirect(ctx: Ctx, location: string): void {
	send(ctx, 302, { Location: location, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, '');
}

/** 200 { request_status: "SUCCESS", request_id, ...body }. */
export function success(ctx: Ctx, body: Record<string, unknown>): void {
	sendJson(ctx, 200, { request_status: 'SUCCESS', request_id: ctx.requestId, ...body });
}

/** Envelope items: `{ sub_request_status: "SUCCESS", <singular>: entity }` for each entity. */
export function wrap(singular: string, entities: unknown[]): Array<Record<string, unknown>> {
	return entities.map((e) => ({ sub_request_status: 'SUCCESS', [singular]: e }));
}

/** The lower-cased id, or undefined after answering 400 E1001 for a malformed path UUID. */
export function checkUuid(ctx: Ctx, id: string, what: string): string | undefined {
	if (!UUID_RE.test(id)) {
		invalidRequest(ctx, `Invalid ${what} id: ${id} is not a UUID`);
		return undefined;
	}
	return id.toLowerCase();
}

/** Digits only: Snap's audience segment IDs ("5677923948298240"). */
const DECIMAL_ID_RE = /^[0-9]{1,32}$/;

/** The id, or undefined after answering 400 E1001 for a path id that is not decimal digits (segments). */
export function checkDecimalId(ctx: Ctx, id: string, what: string): string | undefined {
	if (!DECIMAL_ID_RE.test(id)) {
		invalidRequest(ctx, `Invalid ${what} id: ${id} is not a ${what} id`);
		return undefined;
	}
	return id;
}

function encodeCursor(list: string, after: number): string {
	return Buffer.from(JSON.stringify({ l: list, a: after }), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string, list: string): number | undefined {
	if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
	try {
		const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { l?: unknown; a?: unknown };
		if (v.l !== list || typeof v.a !== 'number' || !Number.isInteger(v.a) || v.a < 0) return undefined;
		return v.a;
	} catch {
		return undefined;
	}
}

/**
 * Slices an ordered list into one page; answers 400 itself on a bad limit or cursor (then returns
 * undefined). `keyOf` gives each item a strictly increasing positive number (the cursor points
 * after the last one served); `list` names the list so a cursor from another list is refused.
 */
export function paginate<T>(
	ctx: Ctx,
	items: T[],
	keyOf: (t: T) => number,
	list: string,
): { page: T[]; paging: { next_link?: string } } | undefined {
	const { state } = ctx;
	const q = ctx.url.searchParams;
	let limit = state.defaultPageSize;
	const rawLimit = q.get('limit');
	if (rawLimit !== null) {
		const n = /^\d{1,7}$/.test(rawLimit) ? Number(rawLimit) : NaN;
		if (!(n >= LIMIT_MIN && n <= LIMIT_MAX)) {
			invalidRequest(ctx, `Invalid limit ${rawLimit}: limit must be an integer between ${LIMIT_MIN} and ${LIMIT_MAX}`);
			return undefined;
		}
		limit = n;
	}
	let after = 0;
	const rawCursor = q.get('cursor');
	if (rawCursor !== null) {
		const a = decodeCursor(rawCursor, list);
		if (a === undefined) {
			invalidRequest(ctx, 'Invalid cursor');
			return undefined;
		}
		after = a;
	}
	const remaining = items.filter((t) => keyOf(t) > after);
	const size = Math.max(1, Math.min(limit, state.maxPageSize ?? Infinity));
	const page = remaining.slice(0, size);
	const paging: { next_link?: string } = {};
	if (remaining.length > page.length && page.length > 0) {
		const next = new URL(ctx.path, state.options.nextLinkOrigin ?? state.baseUrl);
		for (const [k, v] of ctx.url.searchParams) if (k !== 'cursor' && k !== 'limit') next.searchParams.append(k, v);
		next.searchParams.set('cursor', encodeCursor(list, keyOf(page[page.length - 1])));
		next.searchParams.set('limit', String(limit));
		paging.next_link = next.toString();
	}
	return { page, paging };
}

/** paginate() then answers `{ paging, <plural>: [{ sub_request_status, <singular> }] }`. */
export function sendPage<T>(
	ctx: Ctx,
	items: T[],
	keyOf: (t: T) => number,
	list: string,
	envelope: { plural: string; singular: string; toJson: (t: T) => unknown },
): void {
	const p = paginate(ctx, items, keyOf, list);
	if (!p) return;
	success(ctx, { paging: p.paging, [envelope.plural]: wrap(envelope.singular, p.page.map(envelope.toJson)) });
}

/* eslint-disable @n8n/community-nodes/no-restricted-imports, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Server core: reads each request into a Ctx, logs it, applies faults, answers OPTIONS, then hands
 * it to the route registry: public routes (OAuth, health) directly, /v1 routes after the Bearer
 * check, the rate limit and the scope check. Order on /v1: faults -> token -> rate limit -> scope
 * -> route -> method -> handler (path UUID -> existence -> permission -> body).
 */
import * as http from 'http';
import { URL, URLSearchParams } from 'url';

import { applyFaults, withinRateLimit } from './faults';
import { readUploadBody } from './media';
import { MARKETING_SCOPE } from './fixtures';
import { DISPLAY_MESSAGE, FORBIDDEN_MESSAGE, INVALID_MESSAGE, JSON_TYPE, newRequestId, send, sendJson, snapError, type Ctx } from './respond';
import type { PublicHandler, RouteHandler, RouteRegistry } from './router';
import type { EmulatorState } from './state';
import { answerServed } from './served';
import { authenticate } from './tokens';
import type { RequestLogEntry } from './types';

// 16 MB: a users request of 100,000 hashes is about 7 MB of JSON.
const MAX_BODY_BYTES = 16 * 1024 * 1024;

async function readBody(req: http.IncomingMessage): Promise<Buffer | 'too-large'> {
	const chunks: Buffer[] = [];
	let size = 0;
	for await (const chunk of req) {
		const b = chunk as Buffer;
		size += b.length;
		if (size > MAX_BODY_BYTES) return 'too-large';
		chunks.push(b);
	}
	return Buffer.concat(chunks);
}

function newCtx(s: EmulatorState, req: http.IncomingMessage, res: http.ServerResponse): Ctx {
	const method = (req.method ?? 'GET').toUpperCase();
	const url = new URL(req.url ?? '/', s.baseUrl);
	const headers: Record<string, string> = {};
	for (const [k, v] of Object.entries(req.headers)) {
		if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
	}
	const entry: RequestLogEntry = {
		seq: ++s.logSeq,
		time: s.clock(),
		method,
		path: url.pathname,
		query: Object.fromEntries(url.searchParams),
		headers,
		status: 0,
	};
	const bearer = req.headers.authorization ? /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization) : null;
	if (bearer) entry.token = bearer[1];
	s.requestLog.push(entry);
	return {
		req,
		res,
		entry,
		method,
		path: url.pathname,
		url,
		rawBody: '',
		json: undefined,
		jsonError: false,
		form: undefined,
		drop: false,
		cut: false,
		requestId: newRequestId(),
		started: Date.now(),
		params: {},
		state: s,
	};
}

/** Stores the raw body and its form/JSON parse on the ctx and the log entry. */
function parseBody(ctx: Ctx, raw: Buffer): void {
	if (raw.length === 0) return;
	ctx.rawBody = raw.toString('utf8');
	ctx.entry.rawBody = ctx.rawBody;
	const ct = String(ctx.req.headers['content-type'] ?? '');
	if (/^application\/x-www-form-urlencoded\b/i.test(ct)) {
		ctx.form = Object.fromEntries(new URLSearchParams(ctx.rawBody));
		ctx.entry.form = ctx.form;
	} else if (/^application\/([\w.+-]*\+)?json\b/i.test(ct)) {
		try {
			ctx.json = JSON.parse(ctx.rawBody);
			ctx.entry.body = ctx.json;
		} catch {
			ctx.jsonError = true;
		}
	}
}

function noRoute(ctx: Ctx): void {
	snapError(ctx, 404, 'E3003', `Resource can not be found: no route for ${ctx.method} ${ctx.path}`);
}

function handleApi(ctx: Ctx, routes: RouteRegistry): void {
	const auth = authenticate(ctx);
	if (!auth) return;
	if (!withinRateLimit(ctx, auth.token)) return;
	if (answerServed(ctx)) return;
	if (!auth.rec.scope.includes(MARKETING_SCOPE)) {
		return snapError(ctx, 403, 'E3002', `The access token does not carry the ${MARKETING_SCOPE} scope`, {}, FORBIDDEN_MESSAGE);
	}
	const route = routes.match(ctx.method, ctx.path);
	if (!route || route.auth !== 'bearer') return noRoute(ctx);
	if (!route.handler) {
		return snapError(ctx, 405, 'E1001', `Method ${ctx.method} is not allowed on ${ctx.path}`, { Allow: route.allowed.join(', ') }, INVALID_MESSAGE);
	}
	ctx.params = route.params;
	(route.handler as RouteHandler)(ctx, auth.user, route.id);
}

async function handle(s: EmulatorState, routes: RouteRegistry, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
	const ctx = newCtx(s, req, res);
	// Media uploads (up to 32 MB a request) are read as a stream and never held whole (media.ts).
	const streamed = await readUploadBody(ctx);
	if (streamed === true) return;
	if (streamed === undefined) {
		const raw = await readBody(req);
		if (raw === 'too-large') {
			return snapError(ctx, 413, 'E1001', `The request body exceeds ${MAX_BODY_BYTES} bytes`, { Connection: 'close' });
		}
		parseBody(ctx, raw);
	}
	if (await applyFaults(ctx)) return;
	if (ctx.method === 'OPTIONS') {
		return send(ctx, 204, {
			'Access-Control-Allow-Origin': '*',
			'Access-Control-Allow-Headers': 'Content-Type, Authorization',
			'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
		});
	}
	if (ctx.path === '/__emulator/health') return sendJson(ctx, 200, { status: 'ok', baseUrl: s.baseUrl });
	// Snap answers a chunked upload's INIT with an ADD path under /us/v1 (media.ts).
	if (ctx.path === '/v1' || ctx.path.startsWith('/v1/') || ctx.path.startsWith('/us/v1/')) return handleApi(ctx, routes);
	const route = routes.match(ctx.method, ctx.path);
	if (route?.auth === 'none' && route.handler) {
		// Snap's recorded answers (faults.serve) stand in for the Conversions API host's routes too.
		if (answerServed(ctx)) return;
		ctx.params = route.params;
		return (route.handler as PublicHandler)(ctx);
	}
	noRoute(ctx);
}

/** Starts the HTTP server on 127.0.0.1 and sets state.baseUrl; returns the server. */
export async function listen(s: EmulatorState, routes: RouteRegistry): Promise<http.Server> {
	const server = http.createServer((req, res) => {
		handle(s, routes, req, res).catch((err: unknown) => {
			if (!s.quiet) console.error('[snap-emulator] internal error', err);
			if (!res.headersSent && !res.destroyed) {
				res.writeHead(500, { 'Content-Type': JSON_TYPE });
				res.end(
					JSON.stringify({ request_status: 'ERROR', request_id: newRequestId(), debug_message: 'Internal emulator error', display_message: DISPLAY_MESSAGE, error_code: 'E5001' }),
				);
			}
		});
	});
	server.keepAliveTimeout = 5000;
	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(s.options.port ?? 0, '127.0.0.1', () => {
			server.off('error', reject);
			resolve();
		});
	});
	const addr = server.address();
	if (!addr || typeof addr === 'string') throw new Error('emulator: unexpected server address');
	s.baseUrl = `http://127.0.0.1:${addr.port}`;
	return server;
}

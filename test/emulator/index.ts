/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Local emulator of the Snapchat Marketing API (OAuth server + /v1 API) for tests, the e2e run,
 * the benchmark and `npm run emulator`. It follows shared/spec/event-details-api.md exactly and,
 * where the contract is silent, the choices written down in test/emulator/README.md.
 *
 * Only Node's own modules are used; the server binds 127.0.0.1 only.
 */
import * as http from 'http';
import { randomBytes, randomUUID } from 'crypto';
import { URL, URLSearchParams } from 'url';

import {
	ALLOWED_SCOPES,
	CLIENT_ID,
	CLIENT_SECRET,
	DEFAULT_REDIRECT_URI,
	FIXTURES,
	MARKETING_SCOPE,
	findAdAccount,
	findOrganization,
	findUser,
	userCanAccessAccount,
	type FixtureAdAccount,
	type FixtureOrganization,
	type FixtureUser,
} from './fixtures';
import { isAllowedTimeZone } from './timezones';
import { formatTimestamp, parseStartTime } from './time';

import type { ReshapeCreateOptions } from './reshape';
import { reshapedCreateAnswer } from './reshape';
export * from './fixtures';
export type { ReshapeCreateOptions } from './reshape';
export { ALLOWED_TIME_ZONES, isAllowedTimeZone } from './timezones';
export { parseStartTime, formatTimestamp } from './time';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

export interface EmulatorOptions {
	/** Default 0 (random free port); host is always 127.0.0.1. */
	port?: number;
	/** Access token lifetime, default 3600. */
	tokenLifetimeSeconds?: number;
	/** Clock in ms, default Date.now (tests pass a controllable clock). */
	now?: () => number;
	/** Registered redirect URI of the fixture OAuth app. */
	redirectUri?: string;
	/** Authorize redirects immediately with a code instead of showing the consent page. */
	autoApprove?: boolean;
	/** Per access token, requests per rolling second; default null (off); over it -> 429. */
	rateLimitPerSecond?: number | null;
	/** A list page never holds more than this many entities, whatever `limit` says. */
	maxPageSize?: number;
	/** Origin used to build paging.next_link; default the emulator's own base URL. */
	nextLinkOrigin?: string;
	/** No per-request console line. Default: true under jest (JEST_WORKER_ID set), else false. */
	quiet?: boolean;
	/** Page size of a list call sent without `limit`. Default 1000 (the maximum `limit`). */
	defaultPageSize?: number;
	/**
	 * What a refresh does to the refresh token. 'rotate' (default): a new refresh token is issued
	 * and the old one stays usable. 'rotate-revoke-old': a new one is issued and the old one is
	 * dead (invalid_grant). 'none': the same refresh token is returned.
	 */
	refreshTokenRotation?: 'rotate' | 'rotate-revoke-old' | 'none';
}

export interface RequestLogEntry {
	seq: number;
	time: number;
	method: string;
	path: string;
	query: Record<string, string>;
	/** Lower-cased names, as received (authorization included). */
	headers: Record<string, string>;
	/** Bearer token sent, if any. */
	token?: string;
	/** Parsed form body (token endpoint, consent form). */
	form?: Record<string, string>;
	/** Parsed JSON body, if any. */
	body?: unknown;
	/** Raw body text when one was sent (also when it was not valid JSON). */
	rawBody?: string;
	/** Status answered (0 if the connection was dropped or is still in flight). */
	status: number;
}

export interface EventDetail {
	id: string;
	created_at: string;
	updated_at: string;
	event_name: string;
	event_start_time: string;
	event_time_zone: string;
	ad_account_id: string;
}

export interface IssuedTokens {
	accessToken: string;
	refreshToken: string;
	expiresIn: number;
}

export interface AccessTokenInfo {
	userId: string;
	scope: string[];
	expiresAt: number;
	expired: boolean;
}

export interface FailNextOptions {
	count?: number;
	status: 429 | 500 | 502 | 503 | 504;
	method?: string;
	pathPrefix?: string;
	retryAfterSeconds?: number;
	body?: string;
	contentType?: string;
}

export interface RejectElementsOptions {
	/** Elements whose event_name equals this string (or matches this RegExp) are refused. */
	eventName?: string | RegExp;
	/** Only elements sent to this ad account. */
	adAccountId?: string;
	/** The sub_request_error_reason answered; default the E2002 event_name reason. */
	reason?: string;
	/** How many elements to refuse; default unlimited (until faults.clear() or reset()). */
	count?: number;
}

export interface Emulator {
	/** e.g. http://127.0.0.1:43121 — API host (paths /v1/...). */
	baseUrl: string;
	/** Same server: {authUrl}/login/oauth2/authorize and /login/oauth2/access_token. */
	authUrl: string;
	client: { clientId: string; clientSecret: string; redirectUri: string };
	issueTokens(
		userId?: string,
		opts?: { expiresInSeconds?: number; scope?: string | string[] },
	): IssuedTokens;
	expireAccessToken(accessToken: string): void;
	expireAllAccessTokens(): void;
	/** Revokes the refresh token and every refresh token of the same grant (rotation family). */
	revokeRefreshToken(refreshToken: string): void;
	/** Moves the emulator's clock (works with or without `now`). */
	advanceTime(seconds: number): void;
	/** The emulator's clock, ms. */
	now(): number;
	seedEventDetails(
		adAccountId: string,
		events:
			| number
			| Array<{ event_name: string; event_start_time: string; event_time_zone?: string }>,
	): EventDetail[];
	/** Current store, created_at order. */
	eventDetails(adAccountId?: string): EventDetail[];
	/** Live array; clearLog() empties it in place. */
	requestLog: RequestLogEntry[];
	clearLog(): void;
	faults: {
		failNext(opts: FailNextOptions): void;
		delayNext(opts: { count?: number; ms: number; method?: string; pathPrefix?: string }): void;
		dropAfterProcessing(opts: { count?: number; method?: string; pathPrefix?: string }): void;
		/**
		 * Server-side refusal of otherwise valid create elements (per element, like a rule the client
		 * cannot check): they come back with sub_request_status ERROR and `reason`; nothing is stored.
		 */
		rejectElements(opts: RejectElementsOptions): void;
		/** The next create answer(s) short, reordered, without ids or replaced (see reshape.ts); the elements are still stored. */
		reshapeCreateAnswer(opts: ReshapeCreateOptions): void;
		/** Faults not yet consumed, for assertions (reject may be Infinity). */
		pending(): { fail: number; delay: number; drop: number; reject: number };
		clear(): void;
	};
	setRateLimit(perSecond: number | null): void;
	setTokenLifetime(seconds: number): void;
	accessTokenInfo(accessToken: string): AccessTokenInfo | undefined;
	/** Empties store (fixtures stay), tokens stay valid, log, faults and rate windows cleared. */
	reset(): void;
	close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------
// Internal records
// ---------------------------------------------------------------------------------------------

interface AccessTokenRec {
	userKey: string;
	scope: string[];
	expiresAt: number;
	forcedExpired: boolean;
	grantId: string;
}
interface RefreshTokenRec {
	userKey: string;
	scope: string[];
	grantId: string;
	revoked: boolean;
}
interface CodeRec {
	clientId: string;
	redirectUri: string;
	scope: string[];
	userKey: string;
	expiresAt: number;
	used: boolean;
}
interface ConsentRec {
	clientId: string;
	redirectUri: string;
	scope: string[];
	state: string | undefined;
	userKey: string;
	expiresAt: number;
}
interface StoredEvent extends EventDetail {
	seq: number;
}
interface FaultMatch {
	remaining: number;
	method?: string;
	pathPrefix?: string;
}
interface FailFault extends FaultMatch {
	status: number;
	retryAfterSeconds?: number;
	body?: string;
	contentType?: string;
}
interface DelayFault extends FaultMatch {
	ms: number;
}
interface RejectRule {
	remaining: number;
	eventName?: string | RegExp;
	adAccountId?: string;
	reason: string;
}

interface Ctx {
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
	requestId: string;
	started: number;
}

type Handler = (ctx: Ctx, user: FixtureUser, id: string | undefined) => void;

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

const AUTHORIZE_PATH = '/login/oauth2/authorize';
const TOKEN_PATH = '/login/oauth2/access_token';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_BODY_BYTES = 5 * 1024 * 1024;
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const CONSENT_LIFETIME_MS = 30 * 60 * 1000;
const LIMIT_MIN = 50;
const LIMIT_MAX = 1000;
const EVENT_FIELDS = new Set(['event_name', 'event_start_time', 'event_time_zone', 'ad_account_id']);
const DISPLAY_MESSAGE = "We're sorry, but something went wrong. Please try again later.";
const JSON_TYPE = 'application/json; charset=utf-8';

const CODE_STATUS_TEXT: Record<number, string> = {
	429: 'Too many requests. Rate limit exceeded',
	500: 'Internal server error',
	502: 'Bad gateway',
	503: 'Service unavailable',
	504: 'Gateway timeout',
};
const FAULT_ERROR_CODE: Record<number, string> = {
	429: 'E1008',
	500: 'E5001',
	502: 'E5002',
	503: 'E5003',
	504: 'E5004',
};

function randomToken(bytes = 32): string {
	return randomBytes(bytes).toString('base64url');
}

function newRequestId(): string {
	return randomBytes(16).toString('hex');
}

function htmlEscape(s: string): string {
	return s
		.replace(/&/g, '&amp;')
		.replace(/</g, '&lt;')
		.replace(/>/g, '&gt;')
		.replace(/"/g, '&quot;')
		.replace(/'/g, '&#39;');
}

function codePointLength(s: string): number {
	return [...s].length;
}

function isAuthPath(path: string): boolean {
	return path === '/login' || path.startsWith('/login/');
}

function matchesFault(f: FaultMatch, method: string, path: string): boolean {
	if (f.method && f.method.toUpperCase() !== method) return false;
	if (!f.method && method === 'OPTIONS') return false;
	if (isAuthPath(path) && !(f.pathPrefix && isAuthPath(f.pathPrefix))) return false;
	if (f.pathPrefix && !path.startsWith(f.pathPrefix)) return false;
	return true;
}

function takeFault<T extends FaultMatch>(list: T[], method: string, path: string): T | undefined {
	const i = list.findIndex((f) => f.remaining > 0 && matchesFault(f, method, path));
	if (i < 0) return undefined;
	const f = list[i];
	f.remaining--;
	if (f.remaining <= 0) list.splice(i, 1);
	return f;
}

function normalizeCount(count: number | undefined): number {
	if (count === undefined) return 1;
	if (!Number.isInteger(count) || count < 1) throw new Error('fault count must be a positive integer');
	return count;
}

function elementReason(code: string, message: string, field: string): string {
	return `Error code: ${code}, message: ${message} : [${field}]`;
}

// ---------------------------------------------------------------------------------------------
// startEmulator
// ---------------------------------------------------------------------------------------------

export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
	const baseClock = options.now ?? Date.now;
	let offsetMs = 0;
	const clock = (): number => baseClock() + offsetMs;
	/** Real time plus the advanceTime offset: drives the rolling rate-limit window. */
	const rateClock = (): number => Date.now() + offsetMs;

	let tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 3600;
	const redirectUri = options.redirectUri ?? DEFAULT_REDIRECT_URI;
	const autoApprove = options.autoApprove ?? false;
	let rateLimit: number | null = options.rateLimitPerSecond ?? null;
	const maxPageSize = options.maxPageSize;
	const defaultPageSize = options.defaultPageSize ?? LIMIT_MAX;
	const rotation = options.refreshTokenRotation ?? 'rotate';
	const quiet = options.quiet ?? process.env.JEST_WORKER_ID !== undefined;

	const accessTokens = new Map<string, AccessTokenRec>();
	const refreshTokens = new Map<string, RefreshTokenRec>();
	const revokedGrants = new Set<string>();
	const codes = new Map<string, CodeRec>();
	const consents = new Map<string, ConsentRec>();
	const events = new Map<string, StoredEvent>();
	const deletedEvents = new Set<string>();
	let eventSeq = 0;
	let logSeq = 0;
	const requestLog: RequestLogEntry[] = [];
	const failFaults: FailFault[] = [];
	const delayFaults: DelayFault[] = [];
	const dropFaults: FaultMatch[] = [];
	const reshapeFaults: Array<ReshapeCreateOptions & { remaining: number }> = [];
	const rejectRules: RejectRule[] = [];
	const rateWindows = new Map<string, number[]>();
	const pendingTimers = new Set<NodeJS.Timeout>();

	let baseUrl = '';

	// ----- tokens -----------------------------------------------------------------------------

	function mintAccessToken(userKey: string, scope: string[], grantId: string, lifetime: number): string {
		const token = randomToken(32);
		accessTokens.set(token, {
			userKey,
			scope,
			grantId,
			expiresAt: clock() + lifetime * 1000,
			forcedExpired: false,
		});
		return token;
	}

	function mintRefreshToken(userKey: string, scope: string[], grantId: string): string {
		const token = randomToken(48);
		refreshTokens.set(token, { userKey, scope, grantId, revoked: false });
		return token;
	}

	function issueGrant(userKey: string, scope: string[], lifetime: number): IssuedTokens {
		const grantId = randomUUID();
		return {
			accessToken: mintAccessToken(userKey, scope, grantId, lifetime),
			refreshToken: mintRefreshToken(userKey, scope, grantId),
			expiresIn: lifetime,
		};
	}

	function isExpired(rec: AccessTokenRec): boolean {
		return rec.forcedExpired || clock() >= rec.expiresAt;
	}

	// ----- events -----------------------------------------------------------------------------

	function storeEvent(account: FixtureAdAccount, name: string, startMs: number, zone: string | undefined): StoredEvent {
		const ts = formatTimestamp(clock());
		const ev: StoredEvent = {
			id: randomUUID(),
			created_at: ts,
			updated_at: ts,
			event_name: name,
			event_start_time: formatTimestamp(startMs),
			event_time_zone: zone ?? account.timezone,
			ad_account_id: account.id,
			seq: ++eventSeq,
		};
		events.set(ev.id, ev);
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

	function orderedEvents(adAccountId?: string): StoredEvent[] {
		return [...events.values()]
			.filter((e) => adAccountId === undefined || e.ad_account_id === adAccountId)
			.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.seq - b.seq));
	}

	// ----- responses --------------------------------------------------------------------------

	function send(ctx: Ctx, status: number, headers: Record<string, string>, body: string | Buffer = ''): void {
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
		ctx.res.end(buf);
		logLine(ctx, String(status));
	}

	function sendJson(ctx: Ctx, status: number, obj: unknown, extra: Record<string, string> = {}): void {
		send(ctx, status, { 'Content-Type': JSON_TYPE, ...extra }, JSON.stringify(obj));
	}

	function snapError(
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

	function oauthError(ctx: Ctx, status: number, error: string, description: string, extra: Record<string, string> = {}): void {
		sendJson(ctx, status, { error, error_description: description }, { 'Cache-Control': 'no-store', Pragma: 'no-cache', ...extra });
	}

	function unauthorized(ctx: Ctx, kind: 'missing' | 'invalid' | 'expired'): void {
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

	function htmlPage(ctx: Ctx, status: number, title: string, inner: string): void {
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

	function redirect(ctx: Ctx, location: string): void {
		send(ctx, 302, { Location: location, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }, '');
	}

	function logLine(ctx: Ctx, outcome: string): void {
		if (quiet) return;
		const ms = Date.now() - ctx.started;
		console.log(`[snap-emulator] ${outcome} ${ctx.method} ${ctx.path} ${ms}ms`);
	}

	// ----- OAuth ------------------------------------------------------------------------------

	function redirectWith(uri: string, params: Record<string, string | undefined>): string {
		const u = new URL(uri);
		for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
		return u.toString();
	}

	function issueCode(clientId: string, redirect: string, scope: string[], userKey: string): string {
		const code = randomToken(24);
		codes.set(code, { clientId, redirectUri: redirect, scope, userKey, expiresAt: clock() + CODE_LIFETIME_MS, used: false });
		return code;
	}

	function handleAuthorizeGet(ctx: Ctx): void {
		const q = ctx.url.searchParams;
		const clientId = q.get('client_id');
		const redirectParam = q.get('redirect_uri');
		const state = q.get('state') ?? undefined;
		if (!clientId || clientId !== CLIENT_ID) {
			return htmlPage(ctx, 400, 'Authorization error', '<p id="error">invalid_client: unknown or missing client_id.</p>');
		}
		if (!redirectParam || redirectParam !== redirectUri) {
			return htmlPage(
				ctx,
				400,
				'Authorization error',
				'<p id="error">invalid_request: redirect_uri is missing or does not match the redirect URI registered on the app.</p>',
			);
		}
		const responseType = q.get('response_type');
		if (responseType !== 'code') {
			return redirect302(ctx, redirectParam, {
				error: responseType ? 'unsupported_response_type' : 'invalid_request',
				error_description: responseType ? 'response_type must be code' : 'response_type is required',
				state,
			});
		}
		const scopeRaw = q.get('scope') ?? '';
		const scope = scopeRaw.split(' ').filter((s) => s !== '');
		if (scope.length === 0) {
			return redirect302(ctx, redirectParam, { error: 'invalid_scope', error_description: 'scope is required', state });
		}
		const unknown = scope.filter((s) => !ALLOWED_SCOPES.includes(s));
		if (unknown.length > 0) {
			return redirect302(ctx, redirectParam, {
				error: 'invalid_scope',
				error_description: `Unknown scope: ${unknown.join(' ')}`,
				state,
			});
		}
		const uniqueScope = [...new Set(scope)];
		const hint = q.get('login_hint');
		const user = (hint && findUser(hint)) || FIXTURES.users[0];
		if (autoApprove) {
			const code = issueCode(clientId, redirectParam, uniqueScope, user.key);
			return redirect302(ctx, redirectParam, { code, state });
		}
		const consentId = randomToken(18);
		consents.set(consentId, {
			clientId,
			redirectUri: redirectParam,
			scope: uniqueScope,
			state,
			userKey: user.key,
			expiresAt: clock() + CONSENT_LIFETIME_MS,
		});
		const options = FIXTURES.users
			.map(
				(u) =>
					`<option value="${htmlEscape(u.key)}"${u.key === user.key ? ' selected' : ''}>${htmlEscape(u.display_name)} (${htmlEscape(u.email)})</option>`,
			)
			.join('');
		const scopes = uniqueScope.map((s) => `<li>${htmlEscape(s)}</li>`).join('');
		htmlPage(
			ctx,
			200,
			`Authorize ${FIXTURES.client.name}`,
			`<p><strong>${htmlEscape(FIXTURES.client.name)}</strong> wants to access your Snapchat ads on your behalf:</p>
<ul id="scopes">${scopes}</ul>
<form method="POST" action="${AUTHORIZE_PATH}" id="consent">
<input type="hidden" name="consent_id" value="${htmlEscape(consentId)}">
<p><label>Continue as <select name="user" id="user">${options}</select></label></p>
<button type="submit" name="decision" value="approve" id="approve" class="approve">Approve</button>
<button type="submit" name="decision" value="cancel" id="cancel">Cancel</button>
</form>`,
		);
	}

	function redirect302(ctx: Ctx, uri: string, params: Record<string, string | undefined>): void {
		redirect(ctx, redirectWith(uri, params));
	}

	function handleAuthorizePost(ctx: Ctx): void {
		const form = ctx.form ?? {};
		const consent = form.consent_id ? consents.get(form.consent_id) : undefined;
		if (!consent || clock() > consent.expiresAt) {
			return htmlPage(ctx, 400, 'Authorization error', '<p id="error">This consent request is unknown or has expired. Start again.</p>');
		}
		consents.delete(form.consent_id);
		if (form.decision === 'approve') {
			const user = (form.user && findUser(form.user)) || findUser(consent.userKey) || FIXTURES.users[0];
			const code = issueCode(consent.clientId, consent.redirectUri, consent.scope, user.key);
			return redirect302(ctx, consent.redirectUri, { code, state: consent.state });
		}
		redirect302(ctx, consent.redirectUri, {
			error: 'access_denied',
			error_description: 'The user denied the request',
			state: consent.state,
		});
	}

	function handleToken(ctx: Ctx): void {
		if (ctx.method !== 'POST') {
			return oauthError(ctx, 405, 'invalid_request', 'The token endpoint accepts POST only', { Allow: 'POST' });
		}
		const authz = ctx.req.headers.authorization;
		if (authz && /^basic\s/i.test(authz)) {
			return oauthError(
				ctx,
				401,
				'invalid_client',
				'Client authentication in the Authorization header is not supported: send client_id and client_secret as form fields',
				{ 'WWW-Authenticate': 'Basic realm="accounts.snapchat.com"' },
			);
		}
		const ct = String(ctx.req.headers['content-type'] ?? '');
		if (!/^application\/x-www-form-urlencoded\b/i.test(ct) || !ctx.form) {
			return oauthError(ctx, 400, 'invalid_request', 'The body must be application/x-www-form-urlencoded');
		}
		const f = ctx.form;
		if (!f.client_id || !f.client_secret) {
			return oauthError(ctx, 401, 'invalid_client', 'client_id and client_secret are required form fields');
		}
		if (f.client_id !== CLIENT_ID || f.client_secret !== CLIENT_SECRET) {
			return oauthError(ctx, 401, 'invalid_client', 'Client authentication failed');
		}
		if (!f.grant_type) return oauthError(ctx, 400, 'invalid_request', 'grant_type is required');
		if (f.grant_type === 'authorization_code') {
			if (!f.code) return oauthError(ctx, 400, 'invalid_request', 'code is required');
			if (!f.redirect_uri) return oauthError(ctx, 400, 'invalid_request', 'redirect_uri is required');
			const rec = codes.get(f.code);
			if (!rec || rec.clientId !== f.client_id || clock() > rec.expiresAt) {
				return oauthError(ctx, 400, 'invalid_grant', 'The authorization code is invalid or expired');
			}
			if (rec.used) return oauthError(ctx, 400, 'invalid_grant', 'The authorization code has already been used');
			if (rec.redirectUri !== f.redirect_uri) {
				return oauthError(ctx, 400, 'invalid_grant', 'redirect_uri does not match the one used in the authorization request');
			}
			rec.used = true;
			const t = issueGrant(rec.userKey, rec.scope, tokenLifetimeSeconds);
			return sendJson(
				ctx,
				200,
				{ expires_in: t.expiresIn, token_type: 'Bearer', refresh_token: t.refreshToken, access_token: t.accessToken },
				{ 'Cache-Control': 'no-store', Pragma: 'no-cache' },
			);
		}
		if (f.grant_type === 'refresh_token') {
			if (!f.refresh_token) return oauthError(ctx, 400, 'invalid_request', 'refresh_token is required');
			const rec = refreshTokens.get(f.refresh_token);
			if (!rec || rec.revoked || revokedGrants.has(rec.grantId)) {
				return oauthError(ctx, 400, 'invalid_grant', 'The refresh token is invalid, expired or revoked');
			}
			let scope = rec.scope;
			if (f.scope !== undefined && f.scope.trim() !== '') {
				const asked = f.scope.split(' ').filter((s) => s !== '');
				const extra = asked.filter((s) => !rec.scope.includes(s));
				if (extra.length > 0) {
					return oauthError(ctx, 400, 'invalid_scope', `Scope not granted: ${extra.join(' ')}`);
				}
				scope = [...new Set(asked)];
			}
			const accessToken = mintAccessToken(rec.userKey, scope, rec.grantId, tokenLifetimeSeconds);
			let refreshToken = f.refresh_token;
			if (rotation !== 'none') {
				refreshToken = mintRefreshToken(rec.userKey, rec.scope, rec.grantId);
				if (rotation === 'rotate-revoke-old') rec.revoked = true;
			}
			return sendJson(
				ctx,
				200,
				{
					access_token: accessToken,
					token_type: 'Bearer',
					expires_in: tokenLifetimeSeconds,
					refresh_token: refreshToken,
					scope: scope.join(' '),
				},
				{ 'Cache-Control': 'no-store', Pragma: 'no-cache' },
			);
		}
		return oauthError(ctx, 400, 'unsupported_grant_type', `grant_type ${f.grant_type} is not supported`);
	}

	// ----- API helpers ------------------------------------------------------------------------

	function checkUuid(ctx: Ctx, id: string, what: string): string | undefined {
		if (!UUID_RE.test(id)) {
			snapError(ctx, 400, 'E1001', `Invalid ${what} id: ${id} is not a UUID`, {}, 'The request is invalid.');
			return undefined;
		}
		return id.toLowerCase();
	}

	function accessibleAccount(ctx: Ctx, user: FixtureUser, rawId: string): FixtureAdAccount | undefined {
		const id = checkUuid(ctx, rawId, 'ad account');
		if (!id) return undefined;
		const acc = findAdAccount(id);
		if (!acc) {
			snapError(ctx, 404, 'E3003', `Resource can not be found: ad account ${id}`);
			return undefined;
		}
		if (!userCanAccessAccount(user, acc)) {
			snapError(ctx, 403, 'E3002', `User does not have permission to access ad account ${id}`, {}, 'You do not have permission to perform this action.');
			return undefined;
		}
		return acc;
	}

	function accessibleEvent(ctx: Ctx, user: FixtureUser, rawId: string): StoredEvent | undefined {
		const id = checkUuid(ctx, rawId, 'event details');
		if (!id) return undefined;
		const ev = events.get(id);
		if (!ev) {
			snapError(ctx, 404, 'E3003', `Resource can not be found: event details ${id}`);
			return undefined;
		}
		const acc = findAdAccount(ev.ad_account_id);
		if (!acc || !userCanAccessAccount(user, acc)) {
			snapError(ctx, 403, 'E3002', `User does not have permission to access event details ${id}`, {}, 'You do not have permission to perform this action.');
			return undefined;
		}
		return ev;
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

	/** Slices an ordered list into one page; answers 400 itself on a bad limit or cursor. */
	function paginate<T>(ctx: Ctx, items: T[], keyOf: (t: T) => number, list: string): { page: T[]; paging: { next_link?: string } } | undefined {
		const q = ctx.url.searchParams;
		let limit = defaultPageSize;
		const rawLimit = q.get('limit');
		if (rawLimit !== null) {
			const n = /^\d{1,7}$/.test(rawLimit) ? Number(rawLimit) : NaN;
			if (!(n >= LIMIT_MIN && n <= LIMIT_MAX)) {
				snapError(ctx, 400, 'E1001', `Invalid limit ${rawLimit}: limit must be an integer between ${LIMIT_MIN} and ${LIMIT_MAX}`, {}, 'The request is invalid.');
				return undefined;
			}
			limit = n;
		}
		let after = 0;
		const rawCursor = q.get('cursor');
		if (rawCursor !== null) {
			const a = decodeCursor(rawCursor, list);
			if (a === undefined) {
				snapError(ctx, 400, 'E1001', 'Invalid cursor', {}, 'The request is invalid.');
				return undefined;
			}
			after = a;
		}
		const remaining = items.filter((t) => keyOf(t) > after);
		const size = Math.max(1, Math.min(limit, maxPageSize ?? Infinity));
		const page = remaining.slice(0, size);
		const paging: { next_link?: string } = {};
		if (remaining.length > page.length && page.length > 0) {
			const next = new URL(ctx.path, options.nextLinkOrigin ?? baseUrl);
			for (const [k, v] of ctx.url.searchParams) if (k !== 'cursor' && k !== 'limit') next.searchParams.append(k, v);
			next.searchParams.set('cursor', encodeCursor(list, keyOf(page[page.length - 1])));
			next.searchParams.set('limit', String(limit));
			paging.next_link = next.toString();
		}
		return { page, paging };
	}

	function adAccountJson(a: FixtureAdAccount): Record<string, unknown> {
		return {
			id: a.id,
			updated_at: FIXTURES.createdAt,
			created_at: FIXTURES.createdAt,
			name: a.name,
			type: a.type,
			status: a.status,
			organization_id: a.organization_id,
			currency: a.currency,
			timezone: a.timezone,
		};
	}

	function organizationJson(o: FixtureOrganization, withAdAccounts: boolean): Record<string, unknown> {
		const out: Record<string, unknown> = {
			id: o.id,
			updated_at: FIXTURES.createdAt,
			created_at: FIXTURES.createdAt,
			name: o.name,
			country: o.country,
			type: o.type,
		};
		if (withAdAccounts) {
			out.ad_accounts = FIXTURES.adAccounts.filter((a) => a.organization_id === o.id).map(adAccountJson);
		}
		return out;
	}

	function success(ctx: Ctx, body: Record<string, unknown>): void {
		sendJson(ctx, 200, { request_status: 'SUCCESS', request_id: ctx.requestId, ...body });
	}

	// ----- API handlers -----------------------------------------------------------------------

	const getMe: Handler = (ctx, user) => {
		success(ctx, {
			me: {
				id: user.id,
				updated_at: FIXTURES.createdAt,
				created_at: FIXTURES.createdAt,
				email: user.email,
				organization_id: user.organization_ids[0],
				display_name: user.display_name,
				member_status: 'MEMBER',
			},
		});
	};

	const listMyOrganizations: Handler = (ctx, user) => {
		const withAccounts = ctx.url.searchParams.get('with_ad_accounts') === 'true';
		const orgs = user.organization_ids.map((id, i) => ({ org: findOrganization(id) as FixtureOrganization, key: i + 1 }));
		const p = paginate(ctx, orgs, (o) => o.key, `orgs:${user.id}`);
		if (!p) return;
		success(ctx, {
			paging: p.paging,
			organizations: p.page.map((o) => ({ sub_request_status: 'SUCCESS', organization: organizationJson(o.org, withAccounts) })),
		});
	};

	function accessibleOrganization(ctx: Ctx, user: FixtureUser, rawId: string): FixtureOrganization | undefined {
		const id = checkUuid(ctx, rawId, 'organization');
		if (!id) return undefined;
		const org = findOrganization(id);
		if (!org) {
			snapError(ctx, 404, 'E3003', `Resource can not be found: organization ${id}`);
			return undefined;
		}
		if (!user.organization_ids.includes(org.id)) {
			snapError(ctx, 403, 'E3002', `User does not have permission to access organization ${id}`, {}, 'You do not have permission to perform this action.');
			return undefined;
		}
		return org;
	}

	const getOrganization: Handler = (ctx, user, id) => {
		const org = accessibleOrganization(ctx, user, id as string);
		if (!org) return;
		const withAccounts = ctx.url.searchParams.get('with_ad_accounts') === 'true';
		success(ctx, { organizations: [{ sub_request_status: 'SUCCESS', organization: organizationJson(org, withAccounts) }] });
	};

	const listOrgAdAccounts: Handler = (ctx, user, id) => {
		const org = accessibleOrganization(ctx, user, id as string);
		if (!org) return;
		const accounts = FIXTURES.adAccounts.filter((a) => a.organization_id === org.id).map((a, i) => ({ a, key: i + 1 }));
		const p = paginate(ctx, accounts, (x) => x.key, `accounts:${org.id}`);
		if (!p) return;
		success(ctx, { paging: p.paging, adaccounts: p.page.map((x) => ({ sub_request_status: 'SUCCESS', adaccount: adAccountJson(x.a) })) });
	};

	const getAdAccount: Handler = (ctx, user, id) => {
		const acc = accessibleAccount(ctx, user, id as string);
		if (!acc) return;
		success(ctx, { adaccounts: [{ sub_request_status: 'SUCCESS', adaccount: adAccountJson(acc) }] });
	};

	const listEventDetails: Handler = (ctx, user, id) => {
		const acc = accessibleAccount(ctx, user, id as string);
		if (!acc) return;
		const p = paginate(ctx, orderedEvents(acc.id), (e) => e.seq, `events:${acc.id}`);
		if (!p) return;
		success(ctx, {
			paging: p.paging,
			event_details: p.page.map((e) => ({ sub_request_status: 'SUCCESS', event_detail: publicEvent(e) })),
		});
	};

	type Validated = { ok: true; name: string; startMs: number; zone: string | undefined } | { ok: false; reason: string };

	function validateElement(el: unknown, acc: FixtureAdAccount): Validated {
		if (el === null || typeof el !== 'object' || Array.isArray(el)) {
			return { ok: false, reason: elementReason('E2002', 'Property value is not allowed', 'event_details') };
		}
		const o = el as Record<string, unknown>;
		for (const k of Object.keys(o)) {
			if (!EVENT_FIELDS.has(k)) return { ok: false, reason: elementReason('E2002', 'Property is not recognized', k) };
		}
		const missing = (v: unknown): boolean => v === undefined || v === null;
		if (missing(o.ad_account_id)) return { ok: false, reason: elementReason('E2001', 'Required property is missing', 'ad_account_id') };
		if (typeof o.ad_account_id !== 'string' || o.ad_account_id.toLowerCase() !== acc.id) {
			return { ok: false, reason: elementReason('E2002', 'Property value is not allowed', 'ad_account_id') };
		}
		if (missing(o.event_name)) return { ok: false, reason: elementReason('E2001', 'Required property is missing', 'event_name') };
		if (typeof o.event_name !== 'string') return { ok: false, reason: elementReason('E2002', 'Property value is not allowed', 'event_name') };
		const len = codePointLength(o.event_name);
		if (len < 1 || len > 300) return { ok: false, reason: elementReason('E2002', 'Property value is not allowed', 'event_name') };
		if (missing(o.event_start_time)) return { ok: false, reason: elementReason('E2001', 'Required property is missing', 'event_start_time') };
		const startMs = typeof o.event_start_time === 'string' ? parseStartTime(o.event_start_time) : undefined;
		if (startMs === undefined || !/^\d{4}-/.test(formatTimestamp(startMs))) {
			return { ok: false, reason: elementReason('E2002', 'Property value is not allowed', 'event_start_time') };
		}
		let zone: string | undefined;
		if (!missing(o.event_time_zone)) {
			if (typeof o.event_time_zone !== 'string' || !isAllowedTimeZone(o.event_time_zone)) {
				return { ok: false, reason: elementReason('E2002', 'Property value is not allowed', 'event_time_zone') };
			}
			zone = o.event_time_zone;
		}
		return { ok: true, name: o.event_name, startMs, zone };
	}

	const createEventDetails: Handler = (ctx, user, id) => {
		const acc = accessibleAccount(ctx, user, id as string);
		if (!acc) return;
		const ct = String(ctx.req.headers['content-type'] ?? '');
		if (!/^application\/json\b/i.test(ct)) {
			return snapError(ctx, 415, 'E1001', 'Content-Type must be application/json', {}, 'The request is invalid.');
		}
		if (ctx.jsonError || ctx.rawBody.trim() === '') {
			return snapError(ctx, 400, 'E1001', 'The request body is not valid JSON', {}, 'The request is invalid.');
		}
		const body = ctx.json as { event_details?: unknown } | null;
		const list = body && typeof body === 'object' && !Array.isArray(body) ? body.event_details : undefined;
		if (!Array.isArray(list) || list.length === 0) {
			return snapError(ctx, 400, 'E1001', 'The request body must carry a non-empty event_details array', {}, 'The request is invalid.');
		}
		const results = list.map((el): { sub_request_status: string; sub_request_error_reason?: string; event_detail?: unknown } => {
			let v = validateElement(el, acc);
			if (v.ok) {
				const name = v.name;
				const rule = rejectRules.find(
					(r) =>
						r.remaining > 0 &&
						(r.adAccountId === undefined || r.adAccountId.toLowerCase() === acc.id) &&
						(r.eventName === undefined || (typeof r.eventName === 'string' ? r.eventName === name : r.eventName.test(name))),
				);
				if (rule) {
					rule.remaining--;
					if (rule.remaining <= 0) rejectRules.splice(rejectRules.indexOf(rule), 1);
					v = { ok: false, reason: rule.reason };
				}
			}
			if (!v.ok) {
				const echo = el !== null && typeof el === 'object' && !Array.isArray(el) ? el : undefined;
				return { sub_request_status: 'ERROR', sub_request_error_reason: v.reason, ...(echo ? { event_detail: echo } : {}) };
			}
			return { sub_request_status: 'SUCCESS', event_detail: publicEvent(storeEvent(acc, v.name, v.startMs, v.zone)) };
		});
		const reshape = reshapeFaults.find((r) => r.remaining > 0);
		if (reshape) {
			reshape.remaining--;
			return sendJson(ctx, 200, reshapedCreateAnswer(reshape, results, ctx.requestId));
		}
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
			display_message: 'The request is invalid.',
			error_code: firstCode,
			event_details: results,
		});
	};

	const getEventDetail: Handler = (ctx, user, id) => {
		const ev = accessibleEvent(ctx, user, id as string);
		if (!ev) return;
		success(ctx, { event_details: [{ sub_request_status: 'SUCCESS', event_detail: publicEvent(ev) }] });
	};

	const deleteEventDetail: Handler = (ctx, user, id) => {
		const ev = accessibleEvent(ctx, user, id as string);
		if (!ev) return;
		events.delete(ev.id);
		deletedEvents.add(ev.id);
		sendJson(ctx, 200, { request_status: 'success', request_id: ctx.requestId, ads: [] });
	};

	/** Route table: path pattern (":id" = one segment) -> method -> handler. */
	const routes: Array<{ pattern: string[]; methods: Record<string, Handler> }> = [
		{ pattern: ['v1', 'me'], methods: { GET: getMe } },
		{ pattern: ['v1', 'me', 'organizations'], methods: { GET: listMyOrganizations } },
		{ pattern: ['v1', 'organizations', ':id'], methods: { GET: getOrganization } },
		{ pattern: ['v1', 'organizations', ':id', 'adaccounts'], methods: { GET: listOrgAdAccounts } },
		{ pattern: ['v1', 'adaccounts', ':id'], methods: { GET: getAdAccount } },
		{ pattern: ['v1', 'adaccounts', ':id', 'event_details'], methods: { GET: listEventDetails, POST: createEventDetails } },
		{ pattern: ['v1', 'event_details', ':id'], methods: { GET: getEventDetail, DELETE: deleteEventDetail } },
	];

	function matchRoute(path: string): { methods: Record<string, Handler>; id: string | undefined } | undefined {
		const segs = path.replace(/\/+$/, '').split('/').slice(1);
		for (const r of routes) {
			if (r.pattern.length !== segs.length) continue;
			let id: string | undefined;
			let ok = true;
			for (let i = 0; i < segs.length; i++) {
				if (r.pattern[i] === ':id') {
					if (segs[i] === '') ok = false;
					id = decodeURIComponent(segs[i]);
				} else if (r.pattern[i] !== segs[i]) ok = false;
			}
			if (ok) return { methods: r.methods, id };
		}
		return undefined;
	}

	function handleApi(ctx: Ctx): void {
		const authz = ctx.req.headers.authorization;
		const m = authz ? /^Bearer\s+(\S+)\s*$/i.exec(authz) : null;
		const token = m?.[1];
		if (!token) return unauthorized(ctx, 'missing');
		const rec = accessTokens.get(token);
		if (!rec) return unauthorized(ctx, 'invalid');
		if (isExpired(rec)) return unauthorized(ctx, 'expired');
		if (rateLimit !== null) {
			const now = rateClock();
			const win = (rateWindows.get(token) ?? []).filter((t) => t > now - 1000);
			if (win.length >= rateLimit) {
				rateWindows.set(token, win);
				return snapError(ctx, 429, 'E1008', 'Too many requests. Rate limit exceeded for this access token', {}, 'Too many requests. Please try again later.');
			}
			win.push(now);
			rateWindows.set(token, win);
		}
		if (!rec.scope.includes(MARKETING_SCOPE)) {
			return snapError(ctx, 403, 'E3002', `The access token does not carry the ${MARKETING_SCOPE} scope`, {}, 'You do not have permission to perform this action.');
		}
		const user = findUser(rec.userKey) as FixtureUser;
		const route = matchRoute(ctx.path);
		if (!route) return snapError(ctx, 404, 'E3003', `Resource can not be found: no route for ${ctx.method} ${ctx.path}`);
		const handler = route.methods[ctx.method];
		if (!handler) {
			return snapError(ctx, 405, 'E1001', `Method ${ctx.method} is not allowed on ${ctx.path}`, { Allow: Object.keys(route.methods).join(', ') }, 'The request is invalid.');
		}
		handler(ctx, user, route.id);
	}

	// ----- dispatcher -------------------------------------------------------------------------

	function sleep(ms: number): Promise<void> {
		return new Promise((resolve) => {
			const t = setTimeout(() => {
				pendingTimers.delete(t);
				resolve();
			}, ms);
			pendingTimers.add(t);
		});
	}

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

	async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
		const started = Date.now();
		const method = (req.method ?? 'GET').toUpperCase();
		const url = new URL(req.url ?? '/', baseUrl);
		const headers: Record<string, string> = {};
		for (const [k, v] of Object.entries(req.headers)) {
			if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
		}
		const entry: RequestLogEntry = {
			seq: ++logSeq,
			time: clock(),
			method,
			path: url.pathname,
			query: Object.fromEntries(url.searchParams),
			headers,
			status: 0,
		};
		const bearer = req.headers.authorization ? /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization) : null;
		if (bearer) entry.token = bearer[1];
		requestLog.push(entry);
		const ctx: Ctx = {
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
			requestId: newRequestId(),
			started,
		};

		const raw = await readBody(req);
		if (raw === 'too-large') {
			return snapError(ctx, 413, 'E1001', `The request body exceeds ${MAX_BODY_BYTES} bytes`, { Connection: 'close' });
		}
		if (raw.length > 0) {
			ctx.rawBody = raw.toString('utf8');
			entry.rawBody = ctx.rawBody;
			const ct = String(req.headers['content-type'] ?? '');
			if (/^application\/x-www-form-urlencoded\b/i.test(ct)) {
				ctx.form = Object.fromEntries(new URLSearchParams(ctx.rawBody));
				entry.form = ctx.form;
			} else if (/^application\/([\w.+-]*\+)?json\b/i.test(ct)) {
				try {
					ctx.json = JSON.parse(ctx.rawBody);
					entry.body = ctx.json;
				} catch {
					ctx.jsonError = true;
				}
			}
		}

		const delay = takeFault(delayFaults, method, ctx.path);
		if (delay) await sleep(delay.ms);
		if (res.destroyed) return;

		const fail = takeFault(failFaults, method, ctx.path);
		if (fail) {
			const extra: Record<string, string> = {};
			if (fail.retryAfterSeconds !== undefined) extra['Retry-After'] = String(fail.retryAfterSeconds);
			if (fail.body !== undefined) {
				return send(ctx, fail.status, { 'Content-Type': fail.contentType ?? 'text/plain; charset=utf-8', ...extra }, fail.body);
			}
			const text = CODE_STATUS_TEXT[fail.status] ?? 'Error';
			return snapError(ctx, fail.status, FAULT_ERROR_CODE[fail.status] ?? 'E5000', `${text} (injected fault)`, extra);
		}
		if (takeFault(dropFaults, method, ctx.path)) ctx.drop = true;

		if (method === 'OPTIONS') {
			return send(ctx, 204, {
				'Access-Control-Allow-Origin': '*',
				'Access-Control-Allow-Headers': 'Content-Type, Authorization',
				'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
			});
		}
		if (ctx.path === AUTHORIZE_PATH) {
			if (method === 'GET') return handleAuthorizeGet(ctx);
			if (method === 'POST') return handleAuthorizePost(ctx);
			return htmlPage(ctx, 405, 'Method not allowed', '<p>Use GET.</p>');
		}
		if (ctx.path === TOKEN_PATH) return handleToken(ctx);
		if (ctx.path === '/__emulator/health') return sendJson(ctx, 200, { status: 'ok', baseUrl });
		if (ctx.path === '/v1' || ctx.path.startsWith('/v1/')) return handleApi(ctx);
		snapError(ctx, 404, 'E3003', `Resource can not be found: no route for ${method} ${ctx.path}`);
	}

	// ----- server -----------------------------------------------------------------------------

	const server = http.createServer((req, res) => {
		handle(req, res).catch((err: unknown) => {
			if (!quiet) console.error('[snap-emulator] internal error', err);
			if (!res.headersSent && !res.destroyed) {
				res.writeHead(500, { 'Content-Type': JSON_TYPE });
				res.end(JSON.stringify({ request_status: 'ERROR', request_id: newRequestId(), debug_message: 'Internal emulator error', display_message: DISPLAY_MESSAGE, error_code: 'E5001' }));
			}
		});
	});
	server.keepAliveTimeout = 5000;

	await new Promise<void>((resolve, reject) => {
		server.once('error', reject);
		server.listen(options.port ?? 0, '127.0.0.1', () => {
			server.off('error', reject);
			resolve();
		});
	});
	const addr = server.address();
	if (!addr || typeof addr === 'string') throw new Error('emulator: unexpected server address');
	baseUrl = `http://127.0.0.1:${addr.port}`;

	let closed = false;

	const emulator: Emulator = {
		baseUrl,
		authUrl: baseUrl,
		client: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri },
		issueTokens(userId = FIXTURES.users[0].key, opts = {}) {
			const user = findUser(userId);
			if (!user) throw new Error(`emulator: unknown user ${userId}`);
			const scope =
				opts.scope === undefined
					? [MARKETING_SCOPE]
					: Array.isArray(opts.scope)
						? opts.scope
						: opts.scope.split(' ').filter((s) => s !== '');
			return issueGrant(user.key, scope, opts.expiresInSeconds ?? tokenLifetimeSeconds);
		},
		expireAccessToken(accessToken) {
			const rec = accessTokens.get(accessToken);
			if (rec) rec.forcedExpired = true;
		},
		expireAllAccessTokens() {
			for (const rec of accessTokens.values()) rec.forcedExpired = true;
		},
		revokeRefreshToken(refreshToken) {
			const rec = refreshTokens.get(refreshToken);
			if (!rec) return;
			rec.revoked = true;
			revokedGrants.add(rec.grantId);
		},
		advanceTime(seconds) {
			offsetMs += seconds * 1000;
		},
		now: clock,
		seedEventDetails(adAccountId, input) {
			const acc = findAdAccount(adAccountId.toLowerCase());
			if (!acc) throw new Error(`emulator: unknown ad account ${adAccountId}`);
			const list =
				typeof input === 'number'
					? Array.from({ length: input }, (_, i) => ({
							event_name: `Seeded event ${eventSeq + i + 1}`,
							event_start_time: formatTimestamp(Date.UTC(2030, 0, 1) + (eventSeq + i) * 3_600_000),
							event_time_zone: undefined as string | undefined,
						}))
					: input;
			return list.map((e) => {
				const ms = parseStartTime(e.event_start_time);
				if (ms === undefined) throw new Error(`emulator: bad event_start_time ${e.event_start_time}`);
				if (e.event_time_zone !== undefined && !isAllowedTimeZone(e.event_time_zone)) {
					throw new Error(`emulator: time zone not allowed: ${e.event_time_zone}`);
				}
				return publicEvent(storeEvent(acc, e.event_name, ms, e.event_time_zone));
			});
		},
		eventDetails(adAccountId) {
			return orderedEvents(adAccountId?.toLowerCase()).map(publicEvent);
		},
		get requestLog() {
			return requestLog;
		},
		clearLog() {
			requestLog.length = 0;
		},
		faults: {
			failNext(o) {
				if (![429, 500, 502, 503, 504].includes(o.status)) throw new Error(`emulator: unsupported fault status ${o.status}`);
				failFaults.push({ ...o, remaining: normalizeCount(o.count) });
			},
			delayNext(o) {
				delayFaults.push({ ...o, remaining: normalizeCount(o.count) });
			},
			dropAfterProcessing(o) {
				dropFaults.push({ ...o, remaining: normalizeCount(o.count) });
			},
			rejectElements(o) {
				rejectRules.push({
					remaining: o.count === undefined ? Infinity : normalizeCount(o.count),
					eventName: o.eventName,
					adAccountId: o.adAccountId,
					reason: o.reason ?? elementReason('E2002', 'Property value is not allowed', 'event_name'),
				});
			},
			reshapeCreateAnswer(o) {
				reshapeFaults.push({ ...o, remaining: normalizeCount(o.count) });
			},
			pending() {
				const sum = (l: Array<{ remaining: number }>) => l.reduce((n, f) => n + f.remaining, 0);
				return { fail: sum(failFaults), delay: sum(delayFaults), drop: sum(dropFaults), reject: sum(rejectRules) };
			},
			clear() {
				rejectRules.length = 0;
				failFaults.length = 0;
				delayFaults.length = 0;
				dropFaults.length = 0;
				reshapeFaults.length = 0;
			},
		},
		setRateLimit(perSecond) {
			rateLimit = perSecond;
			rateWindows.clear();
		},
		setTokenLifetime(seconds) {
			tokenLifetimeSeconds = seconds;
		},
		accessTokenInfo(accessToken) {
			const rec = accessTokens.get(accessToken);
			if (!rec) return undefined;
			const user = findUser(rec.userKey) as FixtureUser;
			return { userId: user.key, scope: [...rec.scope], expiresAt: rec.expiresAt, expired: isExpired(rec) };
		},
		reset() {
			events.clear();
			deletedEvents.clear();
			codes.clear();
			consents.clear();
			requestLog.length = 0;
			emulator.faults.clear();
			rateWindows.clear();
		},
		async close() {
			if (closed) return;
			closed = true;
			for (const t of pendingTimers) clearTimeout(t);
			pendingTimers.clear();
			await new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			});
		},
	};
	return emulator;
}

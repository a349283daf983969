/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Tokens and OAuth: minting and checking access/refresh tokens, the authorize endpoint (consent
 * page, auto-approve), the token endpoint (code and refresh grants) and the Bearer check of /v1.
 */
import { randomUUID } from 'crypto';
import { URL } from 'url';

import { ALLOWED_SCOPES, CLIENT_ID, CLIENT_SECRET, FIXTURES, MARKETING_SCOPE, findUser, type FixtureUser } from './fixtures';
import { htmlEscape, htmlPage, oauthError, randomToken, redirect, sendJson, unauthorized, type Ctx } from './respond';
import type { EmulatorArea } from './router';
import type { AccessTokenRec, EmulatorState } from './state';
import type { AccessTokenInfo, IssuedTokens } from './types';

export const AUTHORIZE_PATH = '/login/oauth2/authorize';
export const TOKEN_PATH = '/login/oauth2/access_token';
const CODE_LIFETIME_MS = 10 * 60 * 1000;
const CONSENT_LIFETIME_MS = 30 * 60 * 1000;
const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

function mintAccessToken(s: EmulatorState, userKey: string, scope: string[], grantId: string, lifetime: number): string {
	const token = randomToken(32);
	s.accessTokens.set(token, { userKey, scope, grantId, expiresAt: s.clock() + lifetime * 1000, forcedExpired: false });
	return token;
}

function mintRefreshToken(s: EmulatorState, userKey: string, scope: string[], grantId: string): string {
	const token = randomToken(48);
	s.refreshTokens.set(token, { userKey, scope, grantId, revoked: false });
	return token;
}

function issueGrant(s: EmulatorState, userKey: string, scope: string[], lifetime: number): IssuedTokens {
	const grantId = randomUUID();
	return {
		accessToken: mintAccessToken(s, userKey, scope, grantId, lifetime),
		refreshToken: mintRefreshToken(s, userKey, scope, grantId),
		expiresIn: lifetime,
	};
}

function isExpired(s: EmulatorState, rec: AccessTokenRec): boolean {
	return rec.forcedExpired || s.clock() >= rec.expiresAt;
}

/** The token part of the Emulator interface. */
export function tokenApi(s: EmulatorState) {
	return {
		issueTokens(userId: string = FIXTURES.users[0].key, opts: { expiresInSeconds?: number; scope?: string | string[] } = {}): IssuedTokens {
			const user = findUser(userId);
			if (!user) throw new Error(`emulator: unknown user ${userId}`);
			const scope =
				opts.scope === undefined
					? [MARKETING_SCOPE]
					: Array.isArray(opts.scope)
						? opts.scope
						: opts.scope.split(' ').filter((x) => x !== '');
			return issueGrant(s, user.key, scope, opts.expiresInSeconds ?? s.tokenLifetimeSeconds);
		},
		expireAccessToken(accessToken: string): void {
			const rec = s.accessTokens.get(accessToken);
			if (rec) rec.forcedExpired = true;
		},
		expireAllAccessTokens(): void {
			for (const rec of s.accessTokens.values()) rec.forcedExpired = true;
		},
		revokeRefreshToken(refreshToken: string): void {
			const rec = s.refreshTokens.get(refreshToken);
			if (!rec) return;
			rec.revoked = true;
			s.revokedGrants.add(rec.grantId);
		},
		setTokenLifetime(seconds: number): void {
			s.tokenLifetimeSeconds = seconds;
		},
		accessTokenInfo(accessToken: string): AccessTokenInfo | undefined {
			const rec = s.accessTokens.get(accessToken);
			if (!rec) return undefined;
			const user = findUser(rec.userKey) as FixtureUser;
			return { userId: user.key, scope: [...rec.scope], expiresAt: rec.expiresAt, expired: isExpired(s, rec) };
		},
	};
}

/**
 * The Bearer check of /v1: answers the section-7 401 itself and returns undefined, or returns the
 * valid token with its record and user (rate limit and scope are checked by the caller).
 */
export function authenticate(ctx: Ctx): { token: string; rec: AccessTokenRec; user: FixtureUser } | undefined {
	const authz = ctx.req.headers.authorization;
	const token = authz ? /^Bearer\s+(\S+)\s*$/i.exec(authz)?.[1] : undefined;
	if (!token) return void unauthorized(ctx, 'missing');
	const rec = ctx.state.accessTokens.get(token);
	if (!rec) return void unauthorized(ctx, 'invalid');
	if (isExpired(ctx.state, rec)) return void unauthorized(ctx, 'expired');
	return { token, rec, user: findUser(rec.userKey) as FixtureUser };
}

function redirectWith(ctx: Ctx, uri: string, params: Record<string, string | undefined>): void {
	const u = new URL(uri);
	for (const [k, v] of Object.entries(params)) if (v !== undefined) u.searchParams.set(k, v);
	redirect(ctx, u.toString());
}

function issueCode(s: EmulatorState, clientId: string, redirectUri: string, scope: string[], userKey: string): string {
	const code = randomToken(24);
	s.codes.set(code, { clientId, redirectUri, scope, userKey, expiresAt: s.clock() + CODE_LIFETIME_MS, used: false });
	return code;
}

function consentPage(ctx: Ctx, consentId: string, scope: string[], user: FixtureUser): void {
	const options = FIXTURES.users
		.map(
			(u) =>
				`<option value="${htmlEscape(u.key)}"${u.key === user.key ? ' selected' : ''}>${htmlEscape(u.display_name)} (${htmlEscape(u.email)})</option>`,
		)
		.join('');
	const scopes = scope.map((x) => `<li>${htmlEscape(x)}</li>`).join('');
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

function handleAuthorizeGet(ctx: Ctx): void {
	const s = ctx.state;
	const q = ctx.url.searchParams;
	const clientId = q.get('client_id');
	const redirectParam = q.get('redirect_uri');
	const state = q.get('state') ?? undefined;
	if (!clientId || clientId !== CLIENT_ID) {
		return htmlPage(ctx, 400, 'Authorization error', '<p id="error">invalid_client: unknown or missing client_id.</p>');
	}
	if (!redirectParam || redirectParam !== s.redirectUri) {
		return htmlPage(
			ctx,
			400,
			'Authorization error',
			'<p id="error">invalid_request: redirect_uri is missing or does not match the redirect URI registered on the app.</p>',
		);
	}
	const responseType = q.get('response_type');
	if (responseType !== 'code') {
		return redirectWith(ctx, redirectParam, {
			error: responseType ? 'unsupported_response_type' : 'invalid_request',
			error_description: responseType ? 'response_type must be code' : 'response_type is required',
			state,
		});
	}
	const scope = (q.get('scope') ?? '').split(' ').filter((x) => x !== '');
	if (scope.length === 0) {
		return redirectWith(ctx, redirectParam, { error: 'invalid_scope', error_description: 'scope is required', state });
	}
	const unknown = scope.filter((x) => !ALLOWED_SCOPES.includes(x));
	if (unknown.length > 0) {
		return redirectWith(ctx, redirectParam, { error: 'invalid_scope', error_description: `Unknown scope: ${unknown.join(' ')}`, state });
	}
	const uniqueScope = [...new Set(scope)];
	const hint = q.get('login_hint');
	const user = (hint && findUser(hint)) || FIXTURES.users[0];
	if (s.autoApprove) {
		return redirectWith(ctx, redirectParam, { code: issueCode(s, clientId, redirectParam, uniqueScope, user.key), state });
	}
	const consentId = randomToken(18);
	s.consents.set(consentId, {
		clientId,
		redirectUri: redirectParam,
		scope: uniqueScope,
		state,
		userKey: user.key,
		expiresAt: s.clock() + CONSENT_LIFETIME_MS,
	});
	consentPage(ctx, consentId, uniqueScope, user);
}

function handleAuthorizePost(ctx: Ctx): void {
	const s = ctx.state;
	const form = ctx.form ?? {};
	const consent = form.consent_id ? s.consents.get(form.consent_id) : undefined;
	if (!consent || s.clock() > consent.expiresAt) {
		return htmlPage(ctx, 400, 'Authorization error', '<p id="error">This consent request is unknown or has expired. Start again.</p>');
	}
	s.consents.delete(form.consent_id);
	if (form.decision === 'approve') {
		const user = (form.user && findUser(form.user)) || findUser(consent.userKey) || FIXTURES.users[0];
		const code = issueCode(s, consent.clientId, consent.redirectUri, consent.scope, user.key);
		return redirectWith(ctx, consent.redirectUri, { code, state: consent.state });
	}
	redirectWith(ctx, consent.redirectUri, { error: 'access_denied', error_description: 'The user denied the request', state: consent.state });
}

function codeGrant(ctx: Ctx, f: Record<string, string>): void {
	const s = ctx.state;
	if (!f.code) return oauthError(ctx, 400, 'invalid_request', 'code is required');
	if (!f.redirect_uri) return oauthError(ctx, 400, 'invalid_request', 'redirect_uri is required');
	const rec = s.codes.get(f.code);
	if (!rec || rec.clientId !== f.client_id || s.clock() > rec.expiresAt) {
		return oauthError(ctx, 400, 'invalid_grant', 'The authorization code is invalid or expired');
	}
	if (rec.used) return oauthError(ctx, 400, 'invalid_grant', 'The authorization code has already been used');
	if (rec.redirectUri !== f.redirect_uri) {
		return oauthError(ctx, 400, 'invalid_grant', 'redirect_uri does not match the one used in the authorization request');
	}
	rec.used = true;
	const t = issueGrant(s, rec.userKey, rec.scope, s.tokenLifetimeSeconds);
	sendJson(ctx, 200, { expires_in: t.expiresIn, token_type: 'Bearer', refresh_token: t.refreshToken, access_token: t.accessToken }, NO_STORE);
}

function refreshGrant(ctx: Ctx, f: Record<string, string>): void {
	const s = ctx.state;
	if (!f.refresh_token) return oauthError(ctx, 400, 'invalid_request', 'refresh_token is required');
	const rec = s.refreshTokens.get(f.refresh_token);
	if (!rec || rec.revoked || s.revokedGrants.has(rec.grantId)) {
		return oauthError(ctx, 400, 'invalid_grant', 'The refresh token is invalid, expired or revoked');
	}
	let scope = rec.scope;
	if (f.scope !== undefined && f.scope.trim() !== '') {
		const asked = f.scope.split(' ').filter((x) => x !== '');
		const extra = asked.filter((x) => !rec.scope.includes(x));
		if (extra.length > 0) return oauthError(ctx, 400, 'invalid_scope', `Scope not granted: ${extra.join(' ')}`);
		scope = [...new Set(asked)];
	}
	const accessToken = mintAccessToken(s, rec.userKey, scope, rec.grantId, s.tokenLifetimeSeconds);
	let refreshToken = f.refresh_token;
	if (s.rotation !== 'none') {
		refreshToken = mintRefreshToken(s, rec.userKey, rec.scope, rec.grantId);
		if (s.rotation === 'rotate-revoke-old') rec.revoked = true;
	}
	sendJson(
		ctx,
		200,
		{ access_token: accessToken, token_type: 'Bearer', expires_in: s.tokenLifetimeSeconds, refresh_token: refreshToken, scope: scope.join(' ') },
		NO_STORE,
	);
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
	if (f.grant_type === 'authorization_code') return codeGrant(ctx, f);
	if (f.grant_type === 'refresh_token') return refreshGrant(ctx, f);
	oauthError(ctx, 400, 'unsupported_grant_type', `grant_type ${f.grant_type} is not supported`);
}

export function oauthArea(s: EmulatorState): EmulatorArea {
	return {
		name: 'tokens and OAuth',
		routes: [
			{
				path: AUTHORIZE_PATH,
				auth: 'none',
				methods: { GET: handleAuthorizeGet, POST: handleAuthorizePost, '*': (ctx) => htmlPage(ctx, 405, 'Method not allowed', '<p>Use GET.</p>') },
			},
			// The token endpoint answers its own 405 (OAuth error body).
			{ path: TOKEN_PATH, auth: 'none', methods: { '*': handleToken } },
		],
		reset() {
			s.codes.clear();
			s.consents.clear();
		},
	};
}

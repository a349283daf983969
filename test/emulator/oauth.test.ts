/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/** Contract 4.1 to 4.3 and section 5: authorize, code exchange, refresh. */
import { CLIENT_ID, CLIENT_SECRET, DEFAULT_REDIRECT_URI, USER_1_ID, USER_2_ID, startEmulator, type Emulator } from './index';
import { authorizeUrl, call, postForm } from './testkit';

const TOKEN = '/login/oauth2/access_token';

let em: Emulator;
let auto: Emulator;

beforeAll(async () => {
	em = await startEmulator();
	auto = await startEmulator({ autoApprove: true, redirectUri: 'https://n8n.example.com/rest/oauth2-credential/callback' });
});
afterAll(async () => {
	await em.close();
	await auto.close();
});

async function get(url: string): Promise<{ status: number; location: string | null; text: string; type: string | null }> {
	const res = await fetch(url, { redirect: 'manual' });
	return { status: res.status, location: res.headers.get('location'), text: await res.text(), type: res.headers.get('content-type') };
}

/** Opens the consent page and submits it the way a browser would. */
async function consent(e: Emulator, params: Record<string, string | undefined>, decision: 'approve' | 'cancel', user?: string) {
	const page = await get(authorizeUrl(e, params));
	expect(page.status).toBe(200);
	const consentId = /name="consent_id" value="([^"]+)"/.exec(page.text)?.[1];
	expect(consentId).toBeDefined();
	const form: Record<string, string> = { consent_id: consentId as string, decision };
	if (user) form.user = user;
	const res = await postForm(e, '/login/oauth2/authorize', form);
	return { page, res, location: new URL(res.headers.get('location') as string) };
}

async function codeFor(e: Emulator, scope = 'snapchat-marketing-api', user?: string): Promise<string> {
	const { location } = await consent(e, { scope }, 'approve', user);
	return location.searchParams.get('code') as string;
}

function exchange(e: Emulator, code: string, extra: Record<string, string> = {}) {
	return postForm(e, TOKEN, {
		grant_type: 'authorization_code',
		client_id: CLIENT_ID,
		client_secret: CLIENT_SECRET,
		code,
		redirect_uri: e.client.redirectUri,
		...extra,
	});
}

describe('authorize (4.1)', () => {
	it('exposes the fixture client', () => {
		expect(em.client).toEqual({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: DEFAULT_REDIRECT_URI });
		expect(em.authUrl).toBe(em.baseUrl);
		expect(auto.client.redirectUri).toBe('https://n8n.example.com/rest/oauth2-credential/callback');
	});

	it('shows an HTML consent page with Approve and Cancel, listing the scopes', async () => {
		const page = await get(authorizeUrl(em, { scope: 'snapchat-marketing-api snapchat-profile-api', state: 's1' }));
		expect(page.status).toBe(200);
		expect(page.type).toMatch(/^text\/html/);
		expect(page.text).toContain('id="approve"');
		expect(page.text).toContain('id="cancel"');
		expect(page.text).toContain('<li>snapchat-profile-api</li>');
		expect(page.text).toContain('Alice Example');
	});

	it('approve redirects to the registered URI with a code and the unchanged state', async () => {
		const state = 'abc 123/+=?&é';
		const { res, location } = await consent(em, { state }, 'approve');
		expect(res.status).toBe(302);
		expect(`${location.origin}${location.pathname}`).toBe(DEFAULT_REDIRECT_URI);
		expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{20,}$/);
		expect(location.searchParams.get('state')).toBe(state);
	});

	it('approve without state sends no state', async () => {
		const { location } = await consent(em, {}, 'approve');
		expect(location.searchParams.has('state')).toBe(false);
		expect(location.searchParams.get('code')).toBeTruthy();
	});

	it('cancel redirects with error=access_denied and the state', async () => {
		const { res, location } = await consent(em, { state: 'xyz' }, 'cancel');
		expect(res.status).toBe(302);
		expect(location.searchParams.get('error')).toBe('access_denied');
		expect(location.searchParams.get('state')).toBe('xyz');
		expect(location.searchParams.has('code')).toBe(false);
	});

	it('a consent form can be submitted once only', async () => {
		const page = await get(authorizeUrl(em));
		const consentId = /name="consent_id" value="([^"]+)"/.exec(page.text)?.[1] as string;
		expect((await postForm(em, '/login/oauth2/authorize', { consent_id: consentId, decision: 'approve' })).status).toBe(302);
		expect((await postForm(em, '/login/oauth2/authorize', { consent_id: consentId, decision: 'approve' })).status).toBe(400);
	});

	it('refuses an unknown client_id or a redirect_uri that differs from the registered one without redirecting', async () => {
		for (const params of [
			{ client_id: 'nope' },
			{ client_id: undefined },
			{ redirect_uri: 'http://localhost:5678/rest/oauth2-credential/callback/' },
			{ redirect_uri: 'https://evil.example.com/cb' },
			{ redirect_uri: undefined },
		]) {
			const r = await get(authorizeUrl(em, params));
			expect(r.status).toBe(400);
			expect(r.location).toBeNull();
		}
	});

	it('redirects with an error for a bad response_type or scope', async () => {
		const cases: Array<[Record<string, string | undefined>, string]> = [
			[{ response_type: 'token' }, 'unsupported_response_type'],
			[{ response_type: undefined }, 'invalid_request'],
			[{ scope: 'snapchat-marketing-api ads-read' }, 'invalid_scope'],
			[{ scope: 'Snapchat-Marketing-Api' }, 'invalid_scope'],
			[{ scope: undefined }, 'invalid_scope'],
		];
		for (const [params, error] of cases) {
			const r = await get(authorizeUrl(em, { ...params, state: 'st' }));
			expect(r.status).toBe(302);
			const loc = new URL(r.location as string);
			expect(loc.searchParams.get('error')).toBe(error);
			expect(loc.searchParams.get('state')).toBe('st');
			expect(loc.searchParams.has('code')).toBe(false);
		}
	});

	it('accepts all three scopes together', async () => {
		const r = await get(
			authorizeUrl(em, { scope: 'snapchat-marketing-api snapchat-offline-conversions-api snapchat-profile-api' }),
		);
		expect(r.status).toBe(200);
	});

	it('autoApprove redirects at once with a code and the state', async () => {
		const r = await get(authorizeUrl(auto, { state: 'auto-state' }));
		expect(r.status).toBe(302);
		const loc = new URL(r.location as string);
		expect(`${loc.origin}${loc.pathname}`).toBe('https://n8n.example.com/rest/oauth2-credential/callback');
		expect(loc.searchParams.get('state')).toBe('auto-state');
		const t = await exchange(auto, loc.searchParams.get('code') as string);
		expect(t.status).toBe(200);
	});

	it('login_hint=user-2 (or the consent page user field) picks the consenting user', async () => {
		const r = await get(authorizeUrl(auto, { login_hint: 'user-2' }));
		const t = await exchange(auto, new URL(r.location as string).searchParams.get('code') as string);
		const me = await call(auto, 'GET', '/v1/me', { token: t.json.access_token });
		expect(me.json.me.id).toBe(USER_2_ID);

		const code = await codeFor(em, 'snapchat-marketing-api', 'user-2');
		const t2 = await exchange(em, code);
		expect((await call(em, 'GET', '/v1/me', { token: t2.json.access_token })).json.me.id).toBe(USER_2_ID);

		const t1 = await exchange(em, await codeFor(em));
		expect((await call(em, 'GET', '/v1/me', { token: t1.json.access_token })).json.me.id).toBe(USER_1_ID);
	});
});

describe('code exchange (4.2)', () => {
	it('answers the token response without scope, credentials taken from the form body', async () => {
		const code = await codeFor(em);
		const r = await exchange(em, code);
		expect(r.status).toBe(200);
		expect(r.headers.get('content-type')).toMatch(/^application\/json/);
		expect(r.headers.get('cache-control')).toBe('no-store');
		expect(Object.keys(r.json).sort()).toEqual(['access_token', 'expires_in', 'refresh_token', 'token_type']);
		expect(r.json.token_type).toBe('Bearer');
		expect(r.json.expires_in).toBe(3600);
		expect(r.json.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
		expect(r.json.refresh_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
		expect(r.json.access_token).not.toBe(r.json.refresh_token);
		expect((await call(em, 'GET', '/v1/me', { token: r.json.access_token })).status).toBe(200);
		const logged = em.requestLog.filter((e) => e.path === TOKEN).pop();
		expect(logged?.form).toMatchObject({ grant_type: 'authorization_code', client_id: CLIENT_ID, code });
	});

	it('the code is single-use', async () => {
		const code = await codeFor(em);
		expect((await exchange(em, code)).status).toBe(200);
		const again = await exchange(em, code);
		expect(again.status).toBe(400);
		expect(again.json.error).toBe('invalid_grant');
		expect(typeof again.json.error_description).toBe('string');
	});

	it('refuses client credentials in a Basic Authorization header with invalid_client (401)', async () => {
		const code = await codeFor(em);
		const basic = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64');
		const r = await postForm(
			em,
			TOKEN,
			{ grant_type: 'authorization_code', code, redirect_uri: em.client.redirectUri },
			{ authorization: `Basic ${basic}` },
		);
		expect(r.status).toBe(401);
		expect(r.json.error).toBe('invalid_client');
		expect(r.headers.get('www-authenticate')).toMatch(/^Basic/);
		// the code was not consumed
		expect((await exchange(em, code)).status).toBe(200);
	});

	it('redirect_uri is required and must equal the authorize one', async () => {
		const code = await codeFor(em);
		const missing = await postForm(em, TOKEN, { grant_type: 'authorization_code', client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code });
		expect(missing.status).toBe(400);
		expect(missing.json.error).toBe('invalid_request');
		const wrong = await exchange(em, code, { redirect_uri: 'http://localhost:5678/other' });
		expect(wrong.status).toBe(400);
		expect(wrong.json.error).toBe('invalid_grant');
	});

	it('refuses a wrong secret, unknown client, missing secret, unknown code and unknown grant type', async () => {
		const code = await codeFor(em);
		const wrongSecret = await exchange(em, code, { client_secret: 'wrong' });
		expect([wrongSecret.status, wrongSecret.json.error]).toEqual([401, 'invalid_client']);
		const unknownClient = await exchange(em, code, { client_id: 'someone-else' });
		expect([unknownClient.status, unknownClient.json.error]).toEqual([401, 'invalid_client']);
		const noSecret = await postForm(em, TOKEN, { grant_type: 'authorization_code', client_id: CLIENT_ID, code, redirect_uri: em.client.redirectUri });
		expect([noSecret.status, noSecret.json.error]).toEqual([401, 'invalid_client']);
		const badCode = await exchange(em, 'not-a-code');
		expect([badCode.status, badCode.json.error]).toEqual([400, 'invalid_grant']);
		const grant = await postForm(em, TOKEN, { grant_type: 'password', client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
		expect([grant.status, grant.json.error]).toEqual([400, 'unsupported_grant_type']);
		const noGrant = await postForm(em, TOKEN, { client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
		expect([noGrant.status, noGrant.json.error]).toEqual([400, 'invalid_request']);
		// the code survived all those failures
		expect((await exchange(em, code)).status).toBe(200);
	});

	it('requires a form-encoded POST', async () => {
		const json = await call(em, 'POST', TOKEN, { body: { grant_type: 'authorization_code' } });
		expect([json.status, json.json.error]).toEqual([400, 'invalid_request']);
		const getReq = await call(em, 'GET', TOKEN);
		expect(getReq.status).toBe(405);
	});

	it('a code expires after 10 minutes on the emulator clock', async () => {
		let t = Date.UTC(2026, 5, 1);
		const e = await startEmulator({ now: () => t, autoApprove: true });
		try {
			const r = await get(authorizeUrl(e));
			const code = new URL(r.location as string).searchParams.get('code') as string;
			t += 11 * 60 * 1000;
			expect((await exchange(e, code)).json.error).toBe('invalid_grant');
		} finally {
			await e.close();
		}
	});
});

describe('refresh (4.3)', () => {
	function refresh(e: Emulator, refreshToken: string, extra: Record<string, string> = {}) {
		return postForm(e, TOKEN, {
			grant_type: 'refresh_token',
			client_id: CLIENT_ID,
			client_secret: CLIENT_SECRET,
			refresh_token: refreshToken,
			...extra,
		});
	}

	it('answers access_token, token_type, expires_in, refresh_token and the granted scope', async () => {
		const scope = 'snapchat-marketing-api snapchat-profile-api';
		const first = await exchange(em, await codeFor(em, scope));
		const r = await refresh(em, first.json.refresh_token);
		expect(r.status).toBe(200);
		expect(Object.keys(r.json)).toEqual(['access_token', 'token_type', 'expires_in', 'refresh_token', 'scope']);
		expect(r.json.scope).toBe(scope);
		expect(r.json.token_type).toBe('Bearer');
		expect(r.json.expires_in).toBe(3600);
		expect(r.json.access_token).not.toBe(first.json.access_token);
		// rotation: a new refresh token, and the old one stays usable
		expect(r.json.refresh_token).not.toBe(first.json.refresh_token);
		expect((await refresh(em, first.json.refresh_token)).status).toBe(200);
		expect((await refresh(em, r.json.refresh_token)).status).toBe(200);
		expect((await call(em, 'GET', '/v1/me', { token: r.json.access_token })).status).toBe(200);
	});

	it('refuses an unknown or revoked refresh token with invalid_grant, a revoked grant with all its rotations', async () => {
		const bad = await refresh(em, 'nope');
		expect([bad.status, bad.json.error]).toEqual([400, 'invalid_grant']);
		const t = em.issueTokens();
		const rotated = (await refresh(em, t.refreshToken)).json.refresh_token as string;
		em.revokeRefreshToken(t.refreshToken);
		expect((await refresh(em, t.refreshToken)).json.error).toBe('invalid_grant');
		expect((await refresh(em, rotated)).json.error).toBe('invalid_grant');
		// access tokens already issued keep working until they expire
		expect((await call(em, 'GET', '/v1/me', { token: t.accessToken })).status).toBe(200);
	});

	it('a wrong secret is invalid_client (401); a missing refresh_token is invalid_request', async () => {
		const t = em.issueTokens();
		const r = await refresh(em, t.refreshToken, { client_secret: 'wrong' });
		expect([r.status, r.json.error]).toEqual([401, 'invalid_client']);
		const missing = await postForm(em, TOKEN, { grant_type: 'refresh_token', client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
		expect([missing.status, missing.json.error]).toEqual([400, 'invalid_request']);
	});

	it('may narrow the scope but not widen it', async () => {
		const t = em.issueTokens('user-1', { scope: 'snapchat-marketing-api snapchat-profile-api' });
		const narrow = await refresh(em, t.refreshToken, { scope: 'snapchat-marketing-api' });
		expect(narrow.json.scope).toBe('snapchat-marketing-api');
		const wide = await refresh(em, t.refreshToken, { scope: 'snapchat-marketing-api snapchat-offline-conversions-api' });
		expect([wide.status, wide.json.error]).toEqual([400, 'invalid_scope']);
	});

	it('rotation modes: rotate-revoke-old kills the old refresh token, none returns the same one', async () => {
		const strict = await startEmulator({ refreshTokenRotation: 'rotate-revoke-old' });
		const same = await startEmulator({ refreshTokenRotation: 'none' });
		try {
			const a = strict.issueTokens();
			const r1 = await refresh(strict, a.refreshToken);
			expect(r1.json.refresh_token).not.toBe(a.refreshToken);
			expect((await refresh(strict, a.refreshToken)).json.error).toBe('invalid_grant');
			expect((await refresh(strict, r1.json.refresh_token)).status).toBe(200);
			const b = same.issueTokens();
			expect((await refresh(same, b.refreshToken)).json.refresh_token).toBe(b.refreshToken);
		} finally {
			await strict.close();
			await same.close();
		}
	});

	it('reports the configured lifetime, and issueTokens can override it', async () => {
		const e = await startEmulator({ tokenLifetimeSeconds: 1800 });
		try {
			const t = e.issueTokens();
			expect(t.expiresIn).toBe(1800);
			expect((await refresh(e, t.refreshToken)).json.expires_in).toBe(1800);
			expect(e.issueTokens('user-2', { expiresInSeconds: 5 }).expiresIn).toBe(5);
			expect(() => e.issueTokens('user-9')).toThrow(/unknown user/);
		} finally {
			await e.close();
		}
	});
});

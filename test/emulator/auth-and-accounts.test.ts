/** Contract sections 5 and 7 (tokens, expiry 401, scope, per-user access) and the account endpoints. */
import {
	AD_ACCOUNT_BERLIN,
	AD_ACCOUNT_LA,
	AD_ACCOUNT_LONDON,
	AD_ACCOUNT_NEW_YORK,
	AD_ACCOUNT_SINGAPORE,
	FIXTURES,
	ORG_ACME_EUROPE,
	ORG_ACME_OUTDOOR,
	ORG_OTHER_CO,
	USER_1_ID,
	USER_2_ID,
	startEmulator,
	type Emulator,
} from './index';
import { call, onlyEntity } from './testkit';

let t = Date.UTC(2026, 2, 1, 12, 0, 0);
let em: Emulator;
let user1: string;
let user2: string;

beforeAll(async () => {
	em = await startEmulator({ now: () => t });
	user1 = em.issueTokens('user-1').accessToken;
	user2 = em.issueTokens('user-2').accessToken;
});
afterAll(async () => {
	await em.close();
});

function expectSnapError(r: { status: number; json: Record<string, unknown>; headers: Headers }, status: number, code: string): void {
	expect(r.status).toBe(status);
	expect(r.headers.get('content-type')).toMatch(/^application\/json/);
	expect(r.json.request_status).toBe('ERROR');
	expect(r.json.request_id).toMatch(/^[0-9a-f]{32}$/);
	expect(typeof r.json.debug_message).toBe('string');
	expect(typeof r.json.display_message).toBe('string');
	expect(r.json.error_code).toBe(code);
}

describe('expired access token (section 7)', () => {
	it('answers exactly the 401 of section 7 once the lifetime has passed on the emulator clock', async () => {
		const tok = em.issueTokens('user-1').accessToken;
		t += 3599 * 1000;
		expect((await call(em, 'GET', '/v1/me', { token: tok })).status).toBe(200);
		t += 1000;
		const r = await call(em, 'GET', '/v1/me', { token: tok });
		expect(r.status).toBe(401);
		expect(r.text).toBe('');
		expect(r.headers.get('content-length')).toBe('0');
		expect(r.headers.get('content-type')).toBe('text/html');
		expect(r.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="The access token expired"');
		expect(r.headers.get('access-control-allow-origin')).toBe('*');
		expect(r.headers.get('access-control-allow-headers')).toBe('Content-Type, Authorization');
		expect(em.accessTokenInfo(tok)?.expired).toBe(true);
		// fresh tokens for the rest of the file
		user1 = em.issueTokens('user-1').accessToken;
		user2 = em.issueTokens('user-2').accessToken;
	});

	it('advanceTime, expireAccessToken and expireAllAccessTokens expire tokens too', async () => {
		const a = em.issueTokens('user-1', { expiresInSeconds: 10 }).accessToken;
		em.advanceTime(10);
		expect((await call(em, 'GET', '/v1/me', { token: a })).headers.get('www-authenticate')).toContain('expired');
		const b = em.issueTokens().accessToken;
		em.expireAccessToken(b);
		expect((await call(em, 'GET', '/v1/me', { token: b })).status).toBe(401);
		const c = em.issueTokens().accessToken;
		const d = em.issueTokens('user-2').accessToken;
		em.expireAllAccessTokens();
		for (const tok of [c, d]) {
			const r = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA}/event_details`, { token: tok });
			expect(r.status).toBe(401);
			expect(r.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="The access token expired"');
		}
		user1 = em.issueTokens('user-1').accessToken;
		user2 = em.issueTokens('user-2').accessToken;
	});

	it('missing and unknown tokens get 401 with an empty body too', async () => {
		const missing = await call(em, 'GET', '/v1/me');
		expect(missing.status).toBe(401);
		expect(missing.text).toBe('');
		expect(missing.headers.get('content-length')).toBe('0');
		expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="snapchat-marketing-api"');
		const unknown = await call(em, 'GET', '/v1/me', { token: 'made-up-token' });
		expect(unknown.status).toBe(401);
		expect(unknown.text).toBe('');
		expect(unknown.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="The access token is invalid"');
		const basic = await call(em, 'GET', '/v1/me', { headers: { authorization: 'Basic Zm9vOmJhcg==' } });
		expect(basic.status).toBe(401);
	});

	it('tokens are random and distinct', () => {
		const seen = new Set(Array.from({ length: 50 }, () => em.issueTokens().accessToken));
		expect(seen.size).toBe(50);
		for (const s of seen) expect(s.length).toBeGreaterThanOrEqual(43);
	});
});

describe('scope and per-user access (section 5)', () => {
	it('a token without snapchat-marketing-api gets 403', async () => {
		const tok = em.issueTokens('user-1', { scope: 'snapchat-profile-api' }).accessToken;
		expectSnapError(await call(em, 'GET', '/v1/me', { token: tok }), 403, 'E3002');
	});

	it('user-1 gets 403 on user-2 accounts and user-2 on user-1 accounts', async () => {
		expectSnapError(await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_SINGAPORE}`, { token: user1 }), 403, 'E3002');
		expectSnapError(await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_SINGAPORE}/event_details`, { token: user1 }), 403, 'E3002');
		expectSnapError(
			await call(em, 'POST', `/v1/adaccounts/${AD_ACCOUNT_SINGAPORE}/event_details`, {
				token: user1,
				body: { event_details: [{ ad_account_id: AD_ACCOUNT_SINGAPORE, event_name: 'x', event_start_time: '2026-05-01' }] },
			}),
			403,
			'E3002',
		);
		expect(em.eventDetails(AD_ACCOUNT_SINGAPORE)).toHaveLength(0);
		for (const acc of [AD_ACCOUNT_LA, AD_ACCOUNT_BERLIN, AD_ACCOUNT_NEW_YORK, AD_ACCOUNT_LONDON]) {
			expectSnapError(await call(em, 'GET', `/v1/adaccounts/${acc}`, { token: user2 }), 403, 'E3002');
		}
		expect((await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_SINGAPORE}`, { token: user2 })).status).toBe(200);
	});

	it('an event detail of another user is 403 to get and to delete', async () => {
		const [ev] = em.seedEventDetails(AD_ACCOUNT_SINGAPORE, 1);
		expectSnapError(await call(em, 'GET', `/v1/event_details/${ev.id}`, { token: user1 }), 403, 'E3002');
		expectSnapError(await call(em, 'DELETE', `/v1/event_details/${ev.id}`, { token: user1 }), 403, 'E3002');
		expect(em.eventDetails(AD_ACCOUNT_SINGAPORE).map((e) => e.id)).toEqual([ev.id]);
		expect((await call(em, 'GET', `/v1/event_details/${ev.id}`, { token: user2 })).status).toBe(200);
	});

	it('unknown account is 404 E3003, malformed UUID 400 E1001, unknown route 404, wrong method 405', async () => {
		expectSnapError(await call(em, 'GET', '/v1/adaccounts/00000000-0000-4000-8000-000000000000', { token: user1 }), 404, 'E3003');
		expectSnapError(await call(em, 'GET', '/v1/adaccounts/not-a-uuid/event_details', { token: user1 }), 400, 'E1001');
		expectSnapError(await call(em, 'GET', '/v1/event_details/123', { token: user1 }), 400, 'E1001');
		expectSnapError(await call(em, 'GET', '/v1/campaigns/foo', { token: user1 }), 400, 'E1001');
		expectSnapError(await call(em, 'GET', '/v1/widgets/foo', { token: user1 }), 404, 'E3003'); // not an emulated route (campaigns now are)
		expectSnapError(await call(em, 'GET', '/v2/me', { token: user1 }), 404, 'E3003');
		const put = await call(em, 'PUT', `/v1/event_details/${AD_ACCOUNT_LA}`, { token: user1, body: {} });
		expectSnapError(put, 405, 'E1001');
		expect(put.headers.get('allow')).toBe('GET, DELETE');
	});

	it('upper-case UUIDs are accepted', async () => {
		const r = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA.toUpperCase()}`, { token: user1 });
		expect(r.status).toBe(200);
		expect(r.json.adaccounts[0].adaccount.id).toBe(AD_ACCOUNT_LA);
	});
});

describe('/v1/me, organizations, ad accounts', () => {
	it('GET /v1/me', async () => {
		const r = await call(em, 'GET', '/v1/me', { token: user1 });
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('SUCCESS');
		expect(r.json.request_id).toMatch(/^[0-9a-f]{32}$/);
		expect(r.json.me).toMatchObject({
			id: USER_1_ID,
			email: 'alice@example.com',
			organization_id: ORG_ACME_OUTDOOR,
			display_name: 'Alice Example',
		});
		const r2 = await call(em, 'GET', '/v1/me', { token: user2 });
		expect(r2.json.me).toMatchObject({ id: USER_2_ID, organization_id: ORG_OTHER_CO });
		expect(r2.json.request_id).not.toBe(r.json.request_id);
	});

	it('GET /v1/me/organizations?with_ad_accounts=true lists the user organizations with their accounts', async () => {
		const r = await call(em, 'GET', '/v1/me/organizations?with_ad_accounts=true', { token: user1 });
		expect(r.status).toBe(200);
		expect(r.json.paging).toEqual({});
		const orgs = r.json.organizations as Array<{ sub_request_status: string; organization: { id: string; name: string; ad_accounts: Array<Record<string, string>> } }>;
		expect(orgs.map((o) => o.sub_request_status)).toEqual(['SUCCESS', 'SUCCESS']);
		expect(orgs.map((o) => [o.organization.id, o.organization.name])).toEqual([
			[ORG_ACME_OUTDOOR, 'Acme Outdoor'],
			[ORG_ACME_EUROPE, 'Acme Europe Ltd'],
		]);
		expect(orgs[0].organization.ad_accounts.map((a) => [a.name, a.timezone])).toEqual([
			['Acme US', 'America/Los_Angeles'],
			['Acme DE', 'Europe/Berlin'],
			['Acme East', 'America/New_York'],
		]);
		expect(orgs[1].organization.ad_accounts[0]).toMatchObject({
			id: AD_ACCOUNT_LONDON,
			name: 'Acme UK',
			timezone: 'Europe/London',
			currency: 'GBP',
			status: 'ACTIVE',
		});
		const without = await call(em, 'GET', '/v1/me/organizations', { token: user1 });
		expect(without.json.organizations[0].organization.ad_accounts).toBeUndefined();
		const other = await call(em, 'GET', '/v1/me/organizations?with_ad_accounts=true', { token: user2 });
		expect(other.json.organizations.map((o: { organization: { name: string } }) => o.organization.name)).toEqual(['Other Co']);
	});

	it('organizations are paginated like any list', async () => {
		const small = await startEmulator({ maxPageSize: 1 });
		try {
			const tok = small.issueTokens().accessToken;
			const p1 = await call(small, 'GET', '/v1/me/organizations?with_ad_accounts=true&limit=50', { token: tok });
			expect(p1.json.organizations).toHaveLength(1);
			const next = new URL(p1.json.paging.next_link);
			expect(next.origin).toBe(small.baseUrl);
			expect(next.pathname).toBe('/v1/me/organizations');
			expect(next.searchParams.get('with_ad_accounts')).toBe('true');
			expect(next.searchParams.get('limit')).toBe('50');
			expect(next.searchParams.get('cursor')).toBeTruthy();
			const p2 = await call(small, 'GET', p1.json.paging.next_link, { token: tok });
			expect(p2.json.organizations[0].organization.name).toBe('Acme Europe Ltd');
			expect(p2.json.organizations[0].organization.ad_accounts).toHaveLength(1);
			expect(p2.json.paging).toEqual({});
			expectSnapError(await call(small, 'GET', '/v1/me/organizations?limit=10', { token: tok }), 400, 'E1001');
		} finally {
			await small.close();
		}
	});

	it('GET /v1/adaccounts/{id}', async () => {
		const r = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_NEW_YORK}`, { token: user1 });
		expect(onlyEntity(r, 'adaccounts', 'adaccount')).toMatchObject({
			id: AD_ACCOUNT_NEW_YORK,
			name: 'Acme East',
			timezone: 'America/New_York',
			currency: 'USD',
			status: 'ACTIVE',
			organization_id: ORG_ACME_OUTDOOR,
		});
	});

	it('GET /v1/organizations/{id}/adaccounts', async () => {
		const r = await call(em, 'GET', `/v1/organizations/${ORG_ACME_OUTDOOR}/adaccounts`, { token: user1 });
		expect(r.json.adaccounts.map((a: { adaccount: { id: string } }) => a.adaccount.id)).toEqual([AD_ACCOUNT_LA, AD_ACCOUNT_BERLIN, AD_ACCOUNT_NEW_YORK]);
		expectSnapError(await call(em, 'GET', `/v1/organizations/${ORG_OTHER_CO}/adaccounts`, { token: user1 }), 403, 'E3002');
	});

	it('FIXTURES are consistent with the named constants', () => {
		expect(FIXTURES.adAccounts.find((a) => a.id === AD_ACCOUNT_LA)?.timezone).toBe('America/Los_Angeles');
		expect(FIXTURES.adAccounts.find((a) => a.id === AD_ACCOUNT_BERLIN)?.name).toBe('Acme DE');
		expect(FIXTURES.adAccounts.find((a) => a.id === AD_ACCOUNT_SINGAPORE)?.organization_id).toBe(ORG_OTHER_CO);
		expect(Object.isFrozen(FIXTURES.adAccounts[0])).toBe(true);
	});
});

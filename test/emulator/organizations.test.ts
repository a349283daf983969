/** Organizations and ad accounts: GET /v1/organizations/{id}, its /adaccounts list (paging, 403, 404), fixture variety. */
import {
	AD_ACCOUNT_DUBAI,
	AD_ACCOUNT_LA,
	AD_ACCOUNT_SINGAPORE,
	AD_ACCOUNT_SYDNEY,
	FIXTURES,
	ORG_ACME_EUROPE,
	ORG_ACME_OUTDOOR,
	ORG_OTHER_CO,
	startEmulator,
	type Emulator,
} from './index';
import { call, onlyEntity, TIMESTAMP, type Reply, useEmulatorWithUsers } from './testkit';

let em: Emulator;
let user1: string;
let user2: string;
useEmulatorWithUsers({}, (e, u1, u2) => {
	[em, user1, user2] = [e, u1, u2];
});

function expectSnapError(r: Reply, status: number, code: string): void {
	expect(r.status).toBe(status);
	expect(r.json).toMatchObject({ request_status: 'ERROR', error_code: code });
	expect(r.json.request_id).toMatch(/^[0-9a-f]{32}$/);
}

const AD_ACCOUNT_FIELDS = [
	'id', 'name', 'type', 'status', 'organization_id', 'currency', 'timezone',
	'advertiser', 'funding_source_ids', 'billing_type', 'test', 'created_at', 'updated_at',
].sort();

describe('GET /v1/organizations/{id}', () => {
	it('answers the organization in the organizations[].organization envelope', async () => {
		const r = await call(em, 'GET', `/v1/organizations/${ORG_ACME_EUROPE}`, { token: user1 });
		const org = onlyEntity(r, 'organizations', 'organization');
		expect(org).toMatchObject({ id: ORG_ACME_EUROPE, name: 'Acme Europe Ltd', country: 'GB', type: 'ENTERPRISE', state: 'ACTIVE' });
		expect(org.created_at).toMatch(TIMESTAMP);
		expect(org.ad_accounts).toBeUndefined();
		const withAccounts = await call(em, 'GET', `/v1/organizations/${ORG_ACME_EUROPE}?with_ad_accounts=true`, { token: user1 });
		expect(withAccounts.json.organizations[0].organization.ad_accounts.map((a: { name: string }) => a.name)).toEqual(['Acme UK']);
	});

	it('403 E3002 for an organization of another user, 404 E3003 for an unknown one, 400 for a malformed id', async () => {
		expectSnapError(await call(em, 'GET', `/v1/organizations/${ORG_OTHER_CO}`, { token: user1 }), 403, 'E3002');
		expectSnapError(await call(em, 'GET', `/v1/organizations/${ORG_ACME_OUTDOOR}`, { token: user2 }), 403, 'E3002');
		expectSnapError(await call(em, 'GET', '/v1/organizations/00000000-0000-4000-8000-000000000000', { token: user1 }), 404, 'E3003');
		expectSnapError(await call(em, 'GET', '/v1/organizations/00000000-0000-4000-8000-000000000000/adaccounts', { token: user1 }), 404, 'E3003');
		expectSnapError(await call(em, 'GET', '/v1/organizations/nope', { token: user1 }), 400, 'E1001');
		expectSnapError(await call(em, 'DELETE', `/v1/organizations/${ORG_ACME_OUTDOOR}`, { token: user1 }), 405, 'E1001');
	});
});

describe('GET /v1/organizations/{id}/adaccounts', () => {
	it('lists the accounts of the organization with every spec field, consistent with the other endpoints', async () => {
		const r = await call(em, 'GET', `/v1/organizations/${ORG_OTHER_CO}/adaccounts`, { token: user2 });
		expect(r.status).toBe(200);
		expect(r.json.paging).toEqual({});
		const accounts = r.json.adaccounts.map((x: { sub_request_status: string; adaccount: Record<string, unknown> }) => {
			expect(x.sub_request_status).toBe('SUCCESS');
			return x.adaccount;
		});
		expect(accounts.map((a: Record<string, unknown>) => [a.id, a.timezone, a.currency, a.status])).toEqual([
			[AD_ACCOUNT_SINGAPORE, 'Asia/Singapore', 'SGD', 'ACTIVE'],
			[AD_ACCOUNT_SYDNEY, 'Australia/Sydney', 'AUD', 'ACTIVE'],
			[AD_ACCOUNT_DUBAI, 'Asia/Dubai', 'AED', 'PAUSED'],
		]);
		for (const a of accounts) expect(Object.keys(a).sort()).toEqual(AD_ACCOUNT_FIELDS);
		expect(accounts[2]).toMatchObject({ type: 'DIRECT', billing_type: 'IO', test: true });
		expect(accounts[0].funding_source_ids).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);

		const single = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_SYDNEY}`, { token: user2 });
		expect(single.json.adaccounts[0].adaccount).toEqual(accounts[1]);
		const mine = await call(em, 'GET', '/v1/me/organizations?with_ad_accounts=true', { token: user2 });
		expect(mine.json.organizations[0].organization.ad_accounts).toEqual(accounts);
	});

	it('403 E3002 for an organization the user does not belong to', async () => {
		expectSnapError(await call(em, 'GET', `/v1/organizations/${ORG_OTHER_CO}/adaccounts`, { token: user1 }), 403, 'E3002');
		expectSnapError(await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_SYDNEY}`, { token: user1 }), 403, 'E3002');
	});

	it('pages like the other lists: limit 50..1000, cursor, next_link on nextLinkOrigin, maxPageSize', async () => {
		const small = await startEmulator({ maxPageSize: 2, nextLinkOrigin: 'https://adsapi.snapchat.com' });
		try {
			const tok = small.issueTokens('user-2').accessToken;
			const path = `/v1/organizations/${ORG_OTHER_CO}/adaccounts`;
			const p1 = await call(small, 'GET', `${path}?limit=50`, { token: tok });
			expect(p1.json.adaccounts.map((x: { adaccount: { id: string } }) => x.adaccount.id)).toEqual([AD_ACCOUNT_SINGAPORE, AD_ACCOUNT_SYDNEY]);
			const next = new URL(p1.json.paging.next_link);
			expect(next.origin).toBe('https://adsapi.snapchat.com');
			expect(next.pathname).toBe(path);
			expect(next.searchParams.get('limit')).toBe('50');
			const p2 = await call(small, 'GET', `${path}${next.search}`, { token: tok });
			expect(p2.json.adaccounts.map((x: { adaccount: { id: string } }) => x.adaccount.id)).toEqual([AD_ACCOUNT_DUBAI]);
			expect(p2.json.paging).toEqual({});
			expectSnapError(await call(small, 'GET', `${path}?limit=49`, { token: tok }), 400, 'E1001');
			expectSnapError(await call(small, 'GET', `${path}?limit=1001`, { token: tok }), 400, 'E1001');
			expectSnapError(await call(small, 'GET', `${path}?cursor=${next.searchParams.get('cursor')}x!`, { token: tok }), 400, 'E1001');
			// A cursor of another organization's list is refused.
			const user1Tok = small.issueTokens('user-1').accessToken;
			const acme = await call(small, 'GET', `/v1/organizations/${ORG_ACME_OUTDOOR}/adaccounts`, { token: user1Tok });
			const acmeCursor = new URL(acme.json.paging.next_link).searchParams.get('cursor');
			expectSnapError(await call(small, 'GET', `${path}?cursor=${acmeCursor}`, { token: tok }), 400, 'E1001');
		} finally {
			await small.close();
		}
	});
});

describe('ad account fixtures', () => {
	it('cover zones with and without DST in both hemispheres, several currencies, and an organization user-1 cannot see', () => {
		const zones = FIXTURES.adAccounts.map((a) => a.timezone);
		expect(zones).toEqual(expect.arrayContaining(['America/Los_Angeles', 'Europe/Berlin', 'Australia/Sydney', 'Asia/Dubai']));
		expect(new Set(FIXTURES.adAccounts.map((a) => a.currency)).size).toBeGreaterThanOrEqual(5);
		const user1Orgs = FIXTURES.users.find((u) => u.key === 'user-1')?.organization_ids ?? [];
		expect(FIXTURES.organizations.some((o) => !user1Orgs.includes(o.id))).toBe(true);
		expect(FIXTURES.adAccounts[0].id).toBe(AD_ACCOUNT_LA);
	});
});

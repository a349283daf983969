/**
 * Organization and Ad Account, driven through n8n-core's engine against the emulator: the first
 * resources added through the router and the common pieces (issue 10).
 */
import {
	AD_ACCOUNT_BERLIN,
	AD_ACCOUNT_LA,
	AD_ACCOUNT_LONDON,
	AD_ACCOUNT_NEW_YORK,
	ORG_ACME_EUROPE,
	ORG_ACME_OUTDOOR,
	ORG_OTHER_CO,
} from '../emulator';
import { MISSING_ID, rl } from './params';
import { json, useRig } from './setup';

const rig = useRig({ maxPageSize: 2 });

const organizationParams = (operation: string, over: Record<string, unknown> = {}) => ({
	resource: 'organization',
	operation,
	...over,
});
const adAccountParams = (operation: string, over: Record<string, unknown> = {}) => ({
	resource: 'adAccount',
	operation,
	...over,
});
const calls = () => rig.apiCalls().map((c) => `${c.method} ${c.path}`);

describe('Organization', () => {
	it('Get Many lists the organizations of the connected user, every page', async () => {
		const result = await rig.run(organizationParams('getAll', { returnAll: true }));
		expect(result.error).toBeUndefined();
		expect(json(result.items).map((o) => [o.id, o.name])).toEqual([
			[ORG_ACME_OUTDOOR, 'Acme Outdoor'],
			[ORG_ACME_EUROPE, 'Acme Europe Ltd'],
		]);
		expect(result.items.every((i) => (i.pairedItem as { item: number }).item === 0)).toBe(true);
		expect(json(result.items)[0].ad_accounts).toBeUndefined();
	});

	it('Get Many with Include Ad Accounts adds each organization\'s accounts with zone and currency', async () => {
		const result = await rig.run(organizationParams('getAll', { returnAll: true, withAdAccounts: true }));
		const [outdoor] = json(result.items);
		const accounts = outdoor.ad_accounts as Array<Record<string, unknown>>;
		expect(accounts.map((a) => a.id)).toEqual(expect.arrayContaining([AD_ACCOUNT_LA, AD_ACCOUNT_BERLIN]));
		expect(accounts.find((a) => a.id === AD_ACCOUNT_LA)).toMatchObject({ timezone: 'America/Los_Angeles', currency: 'USD' });
		expect(rig.apiCalls()[0].query.with_ad_accounts).toBe('true');
	});

	it('Get Many stops at the Limit', async () => {
		const result = await rig.run(organizationParams('getAll', { returnAll: false, limit: 1 }));
		expect(json(result.items).map((o) => o.id)).toEqual([ORG_ACME_OUTDOOR]);
		expect(calls()).toEqual(['GET /v1/me/organizations']);
	});

	it('Get returns one organization by ID', async () => {
		const result = await rig.run(organizationParams('get', { organizationId: rl(ORG_ACME_EUROPE) }));
		expect(result.error).toBeUndefined();
		expect(json(result.items)).toEqual([expect.objectContaining({ id: ORG_ACME_EUROPE, name: 'Acme Europe Ltd' })]);
		expect(calls()).toEqual([`GET /v1/organizations/${ORG_ACME_EUROPE}`]);
	});

	it('Get of an organization the user does not belong to says so (403), and of an unknown one that it was not found', async () => {
		const foreign = await rig.run(organizationParams('get', { organizationId: rl(ORG_OTHER_CO) }));
		expect(foreign.error?.message).toMatch(`The connected Snapchat user has no access to organization ${ORG_OTHER_CO}`);
		const missing = await rig.run(organizationParams('get', { organizationId: rl(MISSING_ID) }));
		expect(missing.error?.message).toBe(`Organization ${MISSING_ID} was not found, or the connected Snapchat user cannot see it`);
		// Issue 31.6: what to do is said once, in the description, not in the message and again below it.
		const advice = `${missing.error?.message} ${missing.error?.description}`;
		expect(advice.match(/check the ID/gi) ?? []).toHaveLength(1);
	});

	it('Get takes the organization out of a Business Manager link (By URL), and refuses a link that names none before any request (issue 31.6)', async () => {
		const link = `https://business.snapchat.com/${ORG_ACME_EUROPE.toUpperCase()}/settings/ad-accounts`;
		const result = await rig.run(organizationParams('get', { organizationId: rl(link, 'url') }));
		expect(result.error).toBeUndefined();
		expect(json(result.items)).toEqual([expect.objectContaining({ id: ORG_ACME_EUROPE })]);
		expect(rig.apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/organizations/${ORG_ACME_EUROPE}`]);
		// (Typed in, such a link is flagged by the editor's check; from an expression it is checked at run time.)
		const bad = await rig.run(organizationParams('get', { organizationId: rl('={{ "https://example.com/organizations/x" }}', 'url') }));
		expect(bad.error?.message).toBe('Invalid Organization in item 0: Organization "https://example.com/organizations/x" is not a link to Snapchat\'s Ads Manager or Business Manager');
		expect(rig.apiCalls()).toHaveLength(1);
	});

	it('refuses an ID that is not a UUID before any request, naming item and field', async () => {
		const result = await rig.run(organizationParams('get', { organizationId: rl('={{ "acme" }}') }));
		expect(result.error?.message).toBe('Invalid Organization in item 0: Organization "acme" is not a valid ID');
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('the list search shows the user\'s organizations, filtered by the typed text', async () => {
		const all = await rig.listSearch('searchOrganizations');
		expect(all.results.map((r) => r.value)).toEqual([ORG_ACME_OUTDOOR, ORG_ACME_EUROPE]);
		const filtered = await rig.listSearch('searchOrganizations', { filter: 'europe' });
		expect(filtered.results.map((r) => r.name)).toEqual(['Acme Europe Ltd · GB']);
	});
});

describe('Ad Account', () => {
	it('Get returns the account with its time zone, currency and status', async () => {
		const result = await rig.run(adAccountParams('get', { adAccountId: rl(AD_ACCOUNT_BERLIN) }));
		expect(result.error).toBeUndefined();
		expect(json(result.items)).toEqual([
			expect.objectContaining({ id: AD_ACCOUNT_BERLIN, timezone: 'Europe/Berlin', currency: 'EUR', status: 'ACTIVE' }),
		]);
	});

	it('Get Many from all organizations lists every account the user can see, across organizations and pages', async () => {
		const result = await rig.run(adAccountParams('getAll', { scope: 'all', returnAll: true }));
		expect(result.error).toBeUndefined();
		const accounts = json(result.items);
		expect(accounts.map((a) => a.id).sort()).toEqual([AD_ACCOUNT_LA, AD_ACCOUNT_BERLIN, AD_ACCOUNT_NEW_YORK, AD_ACCOUNT_LONDON].sort());
		for (const account of accounts) {
			expect(account).toEqual(expect.objectContaining({ timezone: expect.any(String), currency: expect.any(String), status: expect.any(String) }));
		}
		// Three accounts in Acme Outdoor at two per page: its list took two pages.
		expect(calls().filter((c) => c === `GET /v1/organizations/${ORG_ACME_OUTDOOR}/adaccounts`)).toHaveLength(2);
	});

	it('Get Many with a Limit reads only the organizations and pages it needs', async () => {
		const result = await rig.run(adAccountParams('getAll', { scope: 'all', returnAll: false, limit: 1 }));
		expect(json(result.items)).toHaveLength(1);
		expect(calls().some((c) => c.includes(ORG_ACME_EUROPE))).toBe(false);
	});

	it('Get Many of one organization lists only its accounts', async () => {
		const result = await rig.run(
			adAccountParams('getAll', { scope: 'organization', organizationId: rl(ORG_ACME_EUROPE), returnAll: true }),
		);
		expect(json(result.items).map((a) => [a.id, a.timezone, a.currency])).toEqual([[AD_ACCOUNT_LONDON, 'Europe/London', 'GBP']]);
	});

	it('Get Many of a foreign organization fails with the 403 explained; with Continue On Fail it is an error item', async () => {
		const params = adAccountParams('getAll', { scope: 'organization', organizationId: rl(ORG_OTHER_CO), returnAll: true });
		const failing = await rig.run(params);
		expect(failing.error?.message).toMatch(/has no access to the ad accounts of organization/);
		const continuing = await rig.run(params, { continueOnFail: true });
		expect(continuing.items).toEqual([{ json: expect.objectContaining({ error: expect.stringMatching(/no access/) }), pairedItem: { item: 0 } }]);
	});
});

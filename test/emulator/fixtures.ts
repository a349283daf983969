/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Stable fixture data of the emulator: users, organizations, ad accounts and the OAuth app.
 * The ids never change between runs, so tests, the e2e workflow and docs may hard-code them.
 */

export interface FixtureUser {
	/** Handle used by `issueTokens(userId)` and the consent page's `login_hint` ("user-1"). */
	key: string;
	/** UUID returned by /v1/me as `me.id` (issueTokens and login_hint accept it too). */
	id: string;
	display_name: string;
	email: string;
	/** Organizations the user is a member of; the first is `me.organization_id`. */
	organization_ids: string[];
}

export interface FixtureOrganization {
	id: string;
	name: string;
	country: string;
	type: string;
	/** Snap's organization `state` (e.g. ACTIVE). */
	state: string;
	/** The postal address every organization in Snap's samples carries (shared/fixtures/snap-responses). */
	address_line_1: string;
	locality: string;
	administrative_district_level_1: string;
	postal_code: string;
}

export interface FixtureAdAccount {
	id: string;
	name: string;
	organization_id: string;
	timezone: string;
	currency: string;
	status: string;
	type: string;
	advertiser: string;
	funding_source_ids: string[];
	billing_type: string;
	test: boolean;
	/** The most the account may ever spend, micro-currency (Snap's example account has one); none when absent. */
	lifetime_spend_cap_micro?: number;
}

export interface FixtureClient {
	clientId: string;
	clientSecret: string;
	/** Default registered redirect URI (n8n's OAuth callback on localhost:5678). */
	redirectUri: string;
	name: string;
}

export const USER_1 = 'user-1';
export const USER_2 = 'user-2';
export const USER_1_ID = '7f3c2a10-5b6e-4c1d-9a2f-1e0d3c4b5a61';
export const USER_2_ID = '8e4d3b21-6c7f-4d2e-8b3a-2f1e4d5c6b72';

export const ORG_ACME_OUTDOOR = '2b9e7c1a-4d3f-4e8a-9b6c-0a1f2e3d4c01';
export const ORG_ACME_EUROPE = '3c0f8d2b-5e4a-4f9b-8c7d-1b2a3f4e5d02';
export const ORG_OTHER_CO = '4d1a9e3c-6f5b-4a0c-9d8e-2c3b4a5f6e03';
/** "Agency Partners": an agency's 200 ad accounts (issue 41's bench), user-3 only. */
export const ORG_AGENCY = '5e2b0f4d-7a6c-4b1d-8e9f-3d4c5b6a7f04';
export const USER_3 = 'user-3';
export const USER_3_ID = '9f5e4c32-7d80-4e3f-9c4b-3a2f5e6d7c83';
/** How many ad accounts the agency organization holds. */
export const AGENCY_ACCOUNT_COUNT = 200;
/** The agency's ad account number `n` (0-based): a stable UUID. */
export const agencyAccountId = (n: number): string => `c0a9e000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`;

/** "Acme US", America/Los_Angeles, org Acme Outdoor (user-1). */
export const AD_ACCOUNT_LA = 'a1b2c3d4-1111-4a11-8a11-111111111111';
/** "Acme DE", Europe/Berlin, org Acme Outdoor (user-1). */
export const AD_ACCOUNT_BERLIN = 'a1b2c3d4-2222-4b22-9b22-222222222222';
/** "Acme East", America/New_York, org Acme Outdoor (user-1). */
export const AD_ACCOUNT_NEW_YORK = 'a1b2c3d4-3333-4c33-ac33-333333333333';
/** "Acme UK", Europe/London, org Acme Europe Ltd (user-1). */
export const AD_ACCOUNT_LONDON = 'a1b2c3d4-4444-4d44-bd44-444444444444';
/** "Other Co Main", Asia/Singapore, org Other Co (user-2 only). */
export const AD_ACCOUNT_SINGAPORE = 'b5c6d7e8-5555-4e55-8e55-555555555555';
/** "Other Co AU", Australia/Sydney (southern hemisphere, DST Oct..Apr), AUD, org Other Co (user-2 only). */
export const AD_ACCOUNT_SYDNEY = 'b5c6d7e8-6666-4f66-9f66-666666666666';
/** "Other Co Gulf", Asia/Dubai (no DST), AED, PAUSED, DIRECT, org Other Co (user-2 only). */
export const AD_ACCOUNT_DUBAI = 'b5c6d7e8-7777-4a77-a077-777777777777';

export const CLIENT_ID = 'emulator-client-4f1b6a2e-0c8d-4b7a-9e3f-5d2c1a0b9e87';
export const CLIENT_SECRET = 'emulator-secret-Yt7Qm2Lx9Vb4Nc8Rk1Pz6Wd3';
export const DEFAULT_REDIRECT_URI = 'http://localhost:5678/rest/oauth2-credential/callback';

export const ALLOWED_SCOPES: readonly string[] = Object.freeze([
	'snapchat-marketing-api',
	'snapchat-offline-conversions-api',
	'snapchat-profile-api',
]);
export const MARKETING_SCOPE = 'snapchat-marketing-api';

const users: FixtureUser[] = [
	{
		key: USER_1,
		id: USER_1_ID,
		display_name: 'Alice Example',
		email: 'alice@example.com',
		organization_ids: [ORG_ACME_OUTDOOR, ORG_ACME_EUROPE],
	},
	{
		key: USER_2,
		id: USER_2_ID,
		display_name: 'Bob Other',
		email: 'bob@other.example.com',
		organization_ids: [ORG_OTHER_CO],
	},
	{
		key: USER_3,
		id: USER_3_ID,
		display_name: 'Ana Agency',
		email: 'ana@agency.example.com',
		organization_ids: [ORG_AGENCY],
	},
];

const organizations: FixtureOrganization[] = [
	{
		id: ORG_ACME_OUTDOOR,
		name: 'Acme Outdoor',
		country: 'US',
		type: 'ENTERPRISE',
		state: 'ACTIVE',
		address_line_1: '100 Market St',
		locality: 'San Francisco',
		administrative_district_level_1: 'CA',
		postal_code: '94105',
	},
	{
		id: ORG_ACME_EUROPE,
		name: 'Acme Europe Ltd',
		country: 'GB',
		type: 'ENTERPRISE',
		state: 'ACTIVE',
		address_line_1: '1 Example Street',
		locality: 'London',
		administrative_district_level_1: 'London',
		postal_code: 'EC1A 1AA',
	},
	{
		id: ORG_OTHER_CO,
		name: 'Other Co',
		country: 'SG',
		type: 'ENTERPRISE',
		state: 'ACTIVE',
		address_line_1: '1 Raffles Place',
		locality: 'Singapore',
		administrative_district_level_1: 'Singapore',
		postal_code: '048616',
	},
	{
		id: ORG_AGENCY,
		name: 'Agency Partners',
		country: 'US',
		type: 'ENTERPRISE',
		state: 'ACTIVE',
		address_line_1: '200 Agency Way',
		locality: 'Austin',
		administrative_district_level_1: 'TX',
		postal_code: '73301',
	},
];

/** An ad account fixture; billing fields are the same unless given. */
function account(
	id: string,
	name: string,
	organization_id: string,
	timezone: string,
	currency: string,
	more: Partial<FixtureAdAccount> = {},
): FixtureAdAccount {
	return {
		id,
		name,
		organization_id,
		timezone,
		currency,
		status: 'ACTIVE',
		type: 'PARTNER',
		advertiser: name,
		// Stable made-up funding source per account: the account id with a different first block.
		funding_source_ids: [`f0000000${id.slice(8)}`],
		billing_type: 'REVOLVING',
		test: false,
		...more,
	};
}

const adAccounts: FixtureAdAccount[] = [
	account(AD_ACCOUNT_LA, 'Acme US', ORG_ACME_OUTDOOR, 'America/Los_Angeles', 'USD'),
	account(AD_ACCOUNT_BERLIN, 'Acme DE', ORG_ACME_OUTDOOR, 'Europe/Berlin', 'EUR'),
	account(AD_ACCOUNT_NEW_YORK, 'Acme East', ORG_ACME_OUTDOOR, 'America/New_York', 'USD'),
	account(AD_ACCOUNT_LONDON, 'Acme UK', ORG_ACME_EUROPE, 'Europe/London', 'GBP', { lifetime_spend_cap_micro: 5_000_000_000 }),
	account(AD_ACCOUNT_SINGAPORE, 'Other Co Main', ORG_OTHER_CO, 'Asia/Singapore', 'SGD'),
	account(AD_ACCOUNT_SYDNEY, 'Other Co AU', ORG_OTHER_CO, 'Australia/Sydney', 'AUD', { advertiser: 'Other Co Australia Pty' }),
	account(AD_ACCOUNT_DUBAI, 'Other Co Gulf', ORG_OTHER_CO, 'Asia/Dubai', 'AED', {
		status: 'PAUSED',
		type: 'DIRECT',
		billing_type: 'IO',
		test: true,
	}),
	// The agency's accounts: five zones, four currencies.
	...Array.from({ length: AGENCY_ACCOUNT_COUNT }, (_, n) =>
		account(
			agencyAccountId(n),
			`Agency Client ${n + 1}`,
			ORG_AGENCY,
			['America/Los_Angeles', 'America/New_York', 'Europe/Berlin', 'Asia/Singapore', 'Australia/Sydney'][n % 5],
			['USD', 'EUR', 'GBP', 'AUD'][n % 4],
		),
	),
];

const client: FixtureClient = {
	clientId: CLIENT_ID,
	clientSecret: CLIENT_SECRET,
	redirectUri: DEFAULT_REDIRECT_URI,
	name: 'n8n Snapchat Ads (emulator)',
};

function deepFreeze<T>(value: T): T {
	if (value && typeof value === 'object') {
		for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
		Object.freeze(value);
	}
	return value;
}

/** All fixtures. Frozen: treat as constants. */
export const FIXTURES = deepFreeze({
	users,
	organizations,
	adAccounts,
	client,
	/** Fixed creation time reported for fixture organizations and ad accounts. */
	createdAt: '2024-01-15T09:30:00.000Z',
});

export function findUser(keyOrId: string): FixtureUser | undefined {
	const k = keyOrId.trim().toLowerCase();
	return FIXTURES.users.find((u) => u.key === k || u.id === k || u.email.toLowerCase() === k);
}

export function findAdAccount(id: string): FixtureAdAccount | undefined {
	return FIXTURES.adAccounts.find((a) => a.id === id);
}

export function findOrganization(id: string): FixtureOrganization | undefined {
	return FIXTURES.organizations.find((o) => o.id === id);
}

export function userCanAccessAccount(user: FixtureUser, account: FixtureAdAccount): boolean {
	return user.organization_ids.includes(account.organization_id);
}

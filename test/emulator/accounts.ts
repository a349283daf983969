/**
 * Me, organizations and ad accounts (read-only fixtures): GET /v1/me, /v1/me/organizations,
 * /v1/organizations/{id}, /v1/organizations/{id}/adaccounts, /v1/adaccounts/{id}, plus the
 * permission checks other areas use (accessibleAccount).
 */
import {
	FIXTURES,
	findAdAccount,
	findOrganization,
	userCanAccessAccount,
	type FixtureAdAccount,
	type FixtureOrganization,
	type FixtureUser,
} from './fixtures';
import { checkUuid, forbidden, notFound, sendPage, success, wrap, type Ctx } from './respond';
import type { EmulatorArea, RouteDef, RouteHandler } from './router';

export function adAccountJson(a: FixtureAdAccount): Record<string, unknown> {
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
		advertiser: a.advertiser,
		funding_source_ids: [...a.funding_source_ids],
		billing_type: a.billing_type,
		test: a.test,
		...(a.lifetime_spend_cap_micro !== undefined ? { lifetime_spend_cap_micro: a.lifetime_spend_cap_micro } : {}),
	};
}

function organizationJson(o: FixtureOrganization, withAdAccounts: boolean): Record<string, unknown> {
	const out: Record<string, unknown> = {
		id: o.id,
		updated_at: FIXTURES.createdAt,
		created_at: FIXTURES.createdAt,
		name: o.name,
		country: o.country,
		postal_code: o.postal_code,
		locality: o.locality,
		address_line_1: o.address_line_1,
		administrative_district_level_1: o.administrative_district_level_1,
		type: o.type,
		state: o.state,
	};
	if (withAdAccounts) {
		out.ad_accounts = FIXTURES.adAccounts.filter((a) => a.organization_id === o.id).map(adAccountJson);
	}
	return out;
}

/** The ad account of a path id, or undefined after answering 400/404/403. */
export function accessibleAccount(ctx: Ctx, user: FixtureUser, rawId: string): FixtureAdAccount | undefined {
	const id = checkUuid(ctx, rawId, 'ad account');
	if (!id) return undefined;
	const acc = findAdAccount(id);
	if (!acc) return void notFound(ctx, 'ad account', id);
	if (!userCanAccessAccount(user, acc)) return void forbidden(ctx, 'ad account', id);
	return acc;
}

function accessibleOrganization(ctx: Ctx, user: FixtureUser, rawId: string): FixtureOrganization | undefined {
	const id = checkUuid(ctx, rawId, 'organization');
	if (!id) return undefined;
	const org = findOrganization(id);
	if (!org) return void notFound(ctx, 'organization', id);
	if (!user.organization_ids.includes(org.id)) return void forbidden(ctx, 'organization', id);
	return org;
}

const withAdAccounts = (ctx: Ctx): boolean => ctx.url.searchParams.get('with_ad_accounts') === 'true';

const getMe: RouteHandler = (ctx, user) => {
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

const listMyOrganizations: RouteHandler = (ctx, user) => {
	const withAccounts = withAdAccounts(ctx);
	const orgs = user.organization_ids.map((id, i) => ({ org: findOrganization(id) as FixtureOrganization, key: i + 1 }));
	sendPage(ctx, orgs, (o) => o.key, `orgs:${user.id}`, {
		plural: 'organizations',
		singular: 'organization',
		toJson: (o) => organizationJson(o.org, withAccounts),
	});
};

const getOrganization: RouteHandler = (ctx, user, id) => {
	const org = accessibleOrganization(ctx, user, id as string);
	if (!org) return;
	success(ctx, { organizations: wrap('organization', [organizationJson(org, withAdAccounts(ctx))]) });
};

const listOrgAdAccounts: RouteHandler = (ctx, user, id) => {
	const org = accessibleOrganization(ctx, user, id as string);
	if (!org) return;
	const accounts = FIXTURES.adAccounts.filter((a) => a.organization_id === org.id).map((a, i) => ({ a, key: i + 1 }));
	sendPage(ctx, accounts, (x) => x.key, `accounts:${org.id}`, { plural: 'adaccounts', singular: 'adaccount', toJson: (x) => adAccountJson(x.a) });
};

const getAdAccount: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	if (!acc) return;
	success(ctx, { adaccounts: wrap('adaccount', [adAccountJson(acc)]) });
};

const ROUTES: RouteDef[] = [
	{ path: '/v1/me', methods: { GET: getMe } },
	{ path: '/v1/me/organizations', methods: { GET: listMyOrganizations } },
	{ path: '/v1/organizations/:id', methods: { GET: getOrganization } },
	{ path: '/v1/organizations/:id/adaccounts', methods: { GET: listOrgAdAccounts } },
	{ path: '/v1/adaccounts/:id', methods: { GET: getAdAccount } },
];

export function accountsArea(): EmulatorArea {
	return { name: 'me, organizations and ad accounts', routes: ROUTES };
}

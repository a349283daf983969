import type { ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';

import { nonEmptyText } from '../../../shared/input/values';
import { createClient } from '../../transport';
import { matches, readable, shownName } from './common';

const ORGANIZATIONS_PAGE_SIZE = 200;

/**
 * The list entries of the ad accounts in `organizations` (as /v1/me/organizations?with_ad_accounts=true
 * answers), sorted by name. The shown name carries time zone and currency ("Acme US ·
 * America/Los_Angeles · USD"), the status when not active, and the organization when another account
 * has the same name, so that same-named accounts can be told apart. The filter reads the real names.
 */
export function adAccountItems(organizations: Array<Record<string, unknown>>, filter?: string): INodeListSearchItems[] {
	const accounts = organizations.flatMap((organization) =>
		(Array.isArray(organization.ad_accounts) ? (organization.ad_accounts as Array<Record<string, unknown>>) : [])
			.filter((account) => typeof account.id === 'string')
			.map((account) => ({ account, organization, name: nonEmptyText(account.name) ?? (account.id as string) })),
	);
	const seen = new Map<string, number>();
	for (const { name } of accounts) seen.set(name.toLowerCase(), (seen.get(name.toLowerCase()) ?? 0) + 1);

	const results: INodeListSearchItems[] = [];
	for (const { account, organization, name } of accounts) {
		if (!matches(filter, name, account.id, organization.name)) continue;
		const details = [organization.name, account.timezone, account.status !== 'ACTIVE' ? account.status : undefined]
			.filter((d) => typeof d === 'string' && d !== '')
			.join(' · ');
		results.push({
			name: shownName(
				name,
				account.timezone,
				account.currency,
				account.status !== 'ACTIVE' ? readable(account.status) : undefined,
				(seen.get(name.toLowerCase()) ?? 0) > 1 ? organization.name : undefined,
			),
			value: account.id as string,
			description: details || undefined,
		});
	}
	return results.sort((a, b) => a.name.localeCompare(b.name));
}

/** The user's ad accounts across all their organizations (every page), filtered by the typed text. */
export async function searchAdAccounts(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const client = await createClient(this);
	const organizations = await client.listAll(
		{ path: '/v1/me/organizations', qs: { with_ad_accounts: true }, subject: 'your organizations' },
		'organizations',
		'organization',
		ORGANIZATIONS_PAGE_SIZE,
	);
	return { results: adAccountItems(organizations, filter) };
}

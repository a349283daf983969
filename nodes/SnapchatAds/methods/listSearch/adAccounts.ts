import type { ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';

import { nonEmptyText } from '../../helpers/values';
import { createClient } from '../../transport';
import { matches } from './common';

const ORGANIZATIONS_PAGE_SIZE = 200;

/** The user's ad accounts across all their organizations (every page), filtered by the typed text. */
export async function searchAdAccounts(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const client = await createClient(this);
	const organizations = await client.listAll(
		{ path: '/v1/me/organizations', qs: { with_ad_accounts: true }, subject: 'your organizations' },
		'organizations',
		'organization',
		ORGANIZATIONS_PAGE_SIZE,
	);
	const results: INodeListSearchItems[] = [];
	for (const organization of organizations) {
		const accounts = Array.isArray(organization.ad_accounts) ? organization.ad_accounts : [];
		for (const account of accounts as Array<Record<string, unknown>>) {
			if (typeof account.id !== 'string') continue;
			const name = nonEmptyText(account.name) ?? account.id;
			if (!matches(filter, name, account.id, organization.name)) continue;
			const details = [organization.name, account.timezone, account.status !== 'ACTIVE' ? account.status : undefined]
				.filter((d) => typeof d === 'string' && d !== '')
				.join(' · ');
			results.push({ name, value: account.id, description: details || undefined });
		}
	}
	results.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}

import type { ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { toNodeError } from '../helpers/errors';
import { checkUuid, InputError } from '../helpers/validation';
import { createClient } from '../transport';

const ORGANIZATIONS_PAGE_SIZE = 200;
const EVENTS_PAGE_SIZE = 200;

function matches(filter: string | undefined, ...texts: unknown[]): boolean {
	if (!filter) return true;
	const needle = filter.trim().toLowerCase();
	return texts.some((t) => typeof t === 'string' && t.toLowerCase().includes(needle));
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
	const results: INodeListSearchItems[] = [];
	for (const organization of organizations) {
		const accounts = Array.isArray(organization.ad_accounts) ? organization.ad_accounts : [];
		for (const account of accounts as Array<Record<string, unknown>>) {
			if (typeof account.id !== 'string') continue;
			const name = typeof account.name === 'string' && account.name !== '' ? account.name : account.id;
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

/** The event details of the ad account chosen in the node, a page at a time. */
export async function searchEventDetails(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	let adAccountId: string;
	try {
		adAccountId = checkUuid(
			this.getCurrentNodeParameter('adAccountId', { extractValue: true }),
			'Ad Account',
			'ad account',
		);
	} catch (error) {
		if (error instanceof InputError) {
			throw new NodeOperationError(this.getNode(), 'Choose an Ad Account first to list its event details', {
				description: `${error.message}. Or switch Event Detail to "By ID" and paste the ID: Get and Delete by ID need no ad account.`,
			});
		}
		throw toNodeError(this.getNode(), error);
	}
	const client = await createClient(this);
	const qs: Record<string, string | number> = { limit: EVENTS_PAGE_SIZE };
	if (paginationToken) qs.cursor = paginationToken;
	const page = await client.listPage(
		{ path: `/v1/adaccounts/${adAccountId}/event_details`, qs, subject: `ad account ${adAccountId}` },
		'event_details',
		'event_detail',
	);
	const results: INodeListSearchItems[] = page.entities
		.filter((e) => typeof e.id === 'string' && matches(filter, e.event_name, e.id))
		.map((e) => ({
			name: typeof e.event_name === 'string' ? e.event_name : (e.id as string),
			value: e.id as string,
			description: [
				typeof e.event_start_time === 'string' ? `Starts ${e.event_start_time}` : undefined,
				typeof e.event_time_zone === 'string' ? e.event_time_zone : undefined,
			]
				.filter(Boolean)
				.join(' · '),
		}));
	return { results, paginationToken: page.next?.cursor };
}

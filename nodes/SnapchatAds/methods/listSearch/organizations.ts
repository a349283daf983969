import type { ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';

import { nonEmptyText } from '../../../shared/input/values';
import { createClient } from '../../transport';
import { matches, readable, SEARCH_PAGE_SIZE, shownName } from './common';
import { MY_ORGANIZATIONS_PATH } from '../../api';

/** The connected user's organizations, a page at a time, filtered by the typed text. */
export async function searchOrganizations(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const client = await createClient(this);
	const qs: Record<string, string | number> = { limit: SEARCH_PAGE_SIZE };
	if (paginationToken) qs.cursor = paginationToken;
	const page = await client.listPage({ path: MY_ORGANIZATIONS_PATH, qs, subject: 'your organizations' }, 'organizations', 'organization');
	const results: INodeListSearchItems[] = page.entities
		.filter((o) => typeof o.id === 'string' && matches(filter, o.name, o.id))
		.map((o) => ({
			name: shownName(nonEmptyText(o.name) ?? (o.id as string), o.country, o.state !== 'ACTIVE' ? readable(o.state) : undefined),
			value: o.id as string,
			description: [o.country, o.type, o.state]
				.filter((d): d is string => typeof d === 'string' && d !== '')
				.join(' · '),
		}));
	return { results, paginationToken: page.next?.cursor };
}

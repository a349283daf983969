import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { nonEmptyText } from '../../helpers/values';
import { AD, AD_SQUAD, CAMPAIGN } from '../../actions/adsEntities/entityTypes';
import { readable, searchChildren, shownName } from './common';

/** What to list under the chosen ad account: campaigns, ad squads or ads. */
export interface AdAccountChildren {
	/** Running text, e.g. 'ad squad'; the field being filled, e.g. 'Ad Squad'. */
	what: string;
	field: string;
	/** The list's path segment and envelope keys, e.g. 'adsquads' / 'adsquad'. */
	plural: string;
	singular: string;
	byIdNote?: string;
}

/** The campaigns, ad squads or ads of the ad account chosen in the node, a page at a time, with their status. */
export async function searchInAdAccount(
	ctx: ILoadOptionsFunctions,
	list: AdAccountChildren,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchChildren(
		ctx,
		{
			parentParameter: 'adAccountId',
			parentField: 'Ad Account',
			listOf: `${list.what}s`,
			thisField: list.field,
			byIdNote: list.byIdNote,
			path: (adAccountId) => `/v1/adaccounts/${encodeURIComponent(adAccountId)}/${list.plural}`,
			listKey: list.plural,
			entityKey: list.singular,
			toItem: (e) => ({
				item: {
					// An ad's review status is shown only while it keeps the ad from running.
					name: shownName(
						nonEmptyText(e.name) ?? (e.id as string),
						readable(e.status),
						e.review_status !== 'APPROVED' ? readable(e.review_status) : undefined,
					),
					value: e.id as string,
					description: typeof e.status === 'string' ? `Status: ${e.status}` : undefined,
				},
				texts: [e.name, e.status],
			}),
		},
		filter,
		paginationToken,
	);
}

const of = (type: typeof CAMPAIGN): AdAccountChildren => ({ what: type.label, field: type.displayName, plural: type.plural, singular: type.singular });

export async function searchCampaigns(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchInAdAccount(this, of(CAMPAIGN), filter, paginationToken);
}

export async function searchAdSquads(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchInAdAccount(this, of(AD_SQUAD), filter, paginationToken);
}

export async function searchAds(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchInAdAccount(this, of(AD), filter, paginationToken);
}

import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import type { AdsEntityType } from '../../actions/adsEntities/entityTypes';
import { AD, AD_SQUAD, CAMPAIGN, childrenPath } from '../../actions/adsEntities/entityTypes';
import { searchChildren } from './common';

/** The entities of the ad account chosen in the node, a page at a time, with their status. */
async function searchInAdAccount(
	ctx: ILoadOptionsFunctions,
	type: AdsEntityType,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchChildren(
		ctx,
		{
			parentParameter: 'adAccountId',
			parentField: 'Ad Account',
			listOf: `${type.label}s`,
			thisField: type.displayName,
			path: (adAccountId) => childrenPath('adaccounts', adAccountId, type),
			listKey: type.plural,
			entityKey: type.singular,
			toItem: (e) => ({
				item: {
					name: typeof e.name === 'string' && e.name !== '' ? e.name : (e.id as string),
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

export async function searchCampaigns(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchInAdAccount(this, CAMPAIGN, filter, paginationToken);
}

export async function searchAdSquads(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchInAdAccount(this, AD_SQUAD, filter, paginationToken);
}

export async function searchAds(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchInAdAccount(this, AD, filter, paginationToken);
}

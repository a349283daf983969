import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { nonEmptyText } from '../../../shared/input/values';
import { readable, searchChildren, shownName } from './common';
import { AD, AD_ACCOUNT, AD_SQUAD, CAMPAIGN, childrenPath, type SnapEntity } from '../../api';

/** What to list under the chosen ad account: campaigns, ad squads or ads. */
export interface AdAccountChildren {
	/** Running text, e.g. 'ad squad'; the field being filled, e.g. 'Ad Squad'. */
	what: string;
	field: string;
	/** The entity listed (its path segment and envelope keys). */
	entity: SnapEntity;
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
			path: (adAccountId) => childrenPath(AD_ACCOUNT, adAccountId, list.entity),
			listKey: list.entity.plural,
			entityKey: list.entity.singular,
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

const of = (entity: SnapEntity): AdAccountChildren => ({ what: entity.label, field: entity.displayName, entity });

export async function searchCampaigns(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchInAdAccount(this, of(CAMPAIGN), filter, paginationToken);
}

export async function searchAdSquads(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchInAdAccount(this, of(AD_SQUAD), filter, paginationToken);
}

export async function searchAds(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchInAdAccount(this, of(AD), filter, paginationToken);
}

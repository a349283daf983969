import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { isLevel, LEVELS } from '../../actions/stats/levels';
import { searchChildren } from './common';

/** Stats: the campaigns, ad squads or ads (per the chosen Level) of the chosen ad account. */
export async function searchStatsEntities(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const chosen = this.getCurrentNodeParameter('level');
	const info = LEVELS[isLevel(chosen) && chosen !== 'adAccount' ? chosen : 'campaign'];
	return await searchChildren(
		this,
		{
			parentParameter: 'adAccountId',
			parentField: 'Ad Account',
			listOf: `${info.what}s`,
			thisField: info.label,
			byIdNote: 'stats by ID need no ad account',
			path: (adAccountId) => `/v1/adaccounts/${encodeURIComponent(adAccountId)}/${info.plural}`,
			listKey: info.listKey,
			entityKey: info.entityKey,
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

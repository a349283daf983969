import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { isLevel, LEVELS } from '../../actions/stats/levels';
import { searchInAdAccount } from './adsEntities';

/** Stats: the campaigns, ad squads or ads (per the chosen Level) of the chosen ad account. */
export async function searchStatsEntities(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const chosen = this.getCurrentNodeParameter('level');
	const info = LEVELS[isLevel(chosen) && chosen !== 'adAccount' ? chosen : 'campaign'];
	return await searchInAdAccount(
		this,
		{ what: info.what, field: info.label, plural: info.plural, singular: info.entityKey, byIdNote: 'stats by ID need no ad account' },
		filter,
		paginationToken,
	);
}

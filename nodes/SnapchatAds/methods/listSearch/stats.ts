import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { AD, AD_SQUAD, CAMPAIGN, type SnapEntity } from '../../api';
import { searchInAdAccount } from './adsEntities';

/** The entities a Stats Level lists (the ad account level has its own locator). */
const LISTED: Readonly<Record<string, SnapEntity>> = { campaign: CAMPAIGN, adSquad: AD_SQUAD, ad: AD };

/** Stats: the campaigns, ad squads or ads (per the chosen Level) of the chosen ad account. */
export async function searchStatsEntities(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const chosen = this.getCurrentNodeParameter('level');
	const entity = typeof chosen === 'string' && Object.prototype.hasOwnProperty.call(LISTED, chosen) ? LISTED[chosen] : CAMPAIGN;
	return await searchInAdAccount(
		this,
		{ what: entity.label, field: entity.displayName, entity, byIdNote: 'stats by ID need no ad account' },
		filter,
		paginationToken,
	);
}

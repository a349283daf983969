import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { AD_ACCOUNT, CREATIVE } from '../../api';
import { readable, searchChildren, shownName } from './common';

/**
 * The creatives of the ad account chosen in the node, a page at a time: "Spring - web · Web view ·
 * Approved · ID …4e5f60". Creatives are often named alike (one per size or language), so every entry
 * carries its type (Ad → Create's Type must fit it) and the end of its ID. Used by Creative → Get and
 * by Ad → Create.
 */
export async function searchCreatives(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	// Only Creative → Get works without the ad account; Ad → Create needs it anyway.
	const forGet = this.getCurrentNodeParameter('resource') === 'creative';
	return await searchChildren(
		this,
		{
			child: CREATIVE,
			parent: AD_ACCOUNT,
			thisField: 'Creative',
			byIdNote: forGet ? 'Get by ID needs no ad account' : undefined,
			toItem: (c) => ({
				item: {
					name: shownName(typeof c.name === 'string' && c.name !== '' ? c.name : (c.id as string), readable(c.type), readable(c.review_status), `ID …${String(c.id).slice(-6)}`),
					value: c.id as string,
					description: typeof c.headline === 'string' ? c.headline : undefined,
				},
				texts: [c.name, c.headline],
			}),
		},
		filter,
		paginationToken,
	);
}

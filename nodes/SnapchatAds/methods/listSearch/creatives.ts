import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { AD_ACCOUNT, CREATIVE } from '../../api';
import { readable, searchChildren, shownName } from './common';

/** The creatives of the ad account chosen in the node, a page at a time. */
export async function searchCreatives(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchChildren(
		this,
		{
			child: CREATIVE,
			parent: AD_ACCOUNT,
			thisField: 'Creative',
			byIdNote: 'Get by ID needs no ad account',
			toItem: (c) => ({
				item: {
					name: shownName(typeof c.name === 'string' ? c.name : (c.id as string), readable(c.type), readable(c.review_status)),
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

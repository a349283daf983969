import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { nonEmptyText } from '../../../shared/input/values';
import { readable, searchChildren, shownName } from './common';
import { AD_ACCOUNT, AUDIENCE_SEGMENT, childrenPath } from '../../api';

/** The audience segments of the ad account chosen in the node, a page at a time. */
export async function searchAudienceSegments(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchChildren(
		this,
		{
			parentParameter: 'adAccountId',
			parentField: 'Ad Account',
			listOf: 'audience segments',
			thisField: 'Audience Segment',
			byIdNote: 'the operations on one segment need no ad account',
			path: (adAccountId) => childrenPath(AD_ACCOUNT, adAccountId, AUDIENCE_SEGMENT),
			listKey: 'segments',
			entityKey: 'segment',
			toItem: (s) => ({
				item: {
					name: shownName(nonEmptyText(s.name) ?? (s.id as string), readable(s.targetable_status)),
					value: s.id as string,
					description: [
						typeof s.approximate_number_users === 'number' ? `About ${s.approximate_number_users} users` : undefined,
						typeof s.targetable_status === 'string' ? s.targetable_status : undefined,
					]
						.filter(Boolean)
						.join(' · '),
				},
				texts: [s.name, s.description],
			}),
		},
		filter,
		paginationToken,
	);
}

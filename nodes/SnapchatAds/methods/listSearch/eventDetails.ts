import { DateTime } from 'luxon';
import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { searchChildren, shownName } from './common';
import { AD_ACCOUNT, childrenPath, EVENT_DETAIL } from '../../api';

/** "2026-12-01 18:00 Europe/Berlin": the start as Ads Manager shows it, in the event's own zone. */
function startInZone(start: unknown, zone: unknown): string | undefined {
	if (typeof start !== 'string') return undefined;
	if (typeof zone !== 'string') return start;
	const local = DateTime.fromISO(start, { zone });
	return local.isValid ? `${local.toFormat('yyyy-MM-dd HH:mm')} ${zone}` : start;
}

/** The event details of the ad account chosen in the node, a page at a time. */
export async function searchEventDetails(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchChildren(
		this,
		{
			parentParameter: 'adAccountId',
			parentField: 'Ad Account',
			listOf: 'event details',
			thisField: 'Event Detail',
			byIdNote: 'Get and Delete by ID need no ad account',
			path: (adAccountId) => childrenPath(AD_ACCOUNT, adAccountId, EVENT_DETAIL),
			listKey: 'event_details',
			entityKey: 'event_detail',
			toItem: (e) => ({
				item: {
					name: shownName(typeof e.event_name === 'string' ? e.event_name : (e.id as string), startInZone(e.event_start_time, e.event_time_zone)),
					value: e.id as string,
					description: [
						typeof e.event_start_time === 'string' ? `Starts ${e.event_start_time}` : undefined,
						typeof e.event_time_zone === 'string' ? e.event_time_zone : undefined,
					]
						.filter(Boolean)
						.join(' · '),
				},
				texts: [e.event_name],
			}),
		},
		filter,
		paginationToken,
	);
}

import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { AD_ACCOUNT, MEDIA } from '../../api';
import { readable, searchChildren, shownName } from './common';

/** The media of the ad account chosen in the node; `readyOnly` leaves out media still pending (creatives need ready ones). */
async function search(ctx: ILoadOptionsFunctions, readyOnly: boolean, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await searchChildren(
		ctx,
		{
			child: MEDIA,
			parent: AD_ACCOUNT,
			listOf: readyOnly ? 'ready media' : 'media',
			thisField: readyOnly ? 'Top Snap Media' : 'Media',
			byIdNote: readyOnly ? 'e.g. {{ $json.id }} after a Media Upload step' : 'Get by ID needs no ad account',
			toItem: (m) => {
				const status = typeof m.media_status === 'string' ? m.media_status.toUpperCase() : undefined;
				if (readyOnly && status !== 'READY') return undefined;
				const name = typeof m.name === 'string' ? m.name : (m.id as string);
				return {
					item: {
						name: shownName(name, readable(m.type), readyOnly ? undefined : readable(status)),
						value: m.id as string,
						description: typeof m.file_name === 'string' ? m.file_name : undefined,
					},
					texts: [m.name, m.file_name],
				};
			},
		},
		filter,
		paginationToken,
	);
}

export async function searchMedia(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await search(this, false, filter, paginationToken);
}

export async function searchReadyMedia(this: ILoadOptionsFunctions, filter?: string, paginationToken?: string): Promise<INodeListSearchResult> {
	return await search(this, true, filter, paginationToken);
}

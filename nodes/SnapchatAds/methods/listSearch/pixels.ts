import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { listPixels, pixelSummary } from '../../api/pixel/pixels';
import { createClient } from '../../transport';
import { matches, readable, requireParentId, shownName } from './common';

/** The pixels of the ad account chosen in the node: "Shop pixel · Active". An account holds few pixels: one list read, no pages. */
export async function searchPixels(this: ILoadOptionsFunctions, filter?: string): Promise<INodeListSearchResult> {
	const adAccountId = requireParentId(this, 'adAccountId', 'Ad Account', 'pixels', 'Pixel');
	const client = await createClient(this);
	const pixels = (await listPixels(client, adAccountId)).map((p) => pixelSummary(p));
	return {
		results: pixels
			.filter((p) => p.id !== '' && matches(filter, p.name, p.id))
			.map((p) => ({ name: shownName(p.name ?? p.id, readable(p.effectiveStatus ?? p.status)), value: p.id, description: readable(p.effectiveStatus ?? p.status) })),
	};
}

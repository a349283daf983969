/** Get Many: the pixels of an ad account (every page), each with its status, whether it is usable and its Ads Manager link. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { listPixels, pixelSummary } from '../../api/pixel/pixels';
import { createClient } from '../../transport';
import { forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { readAdAccountId } from '../common/locators';
import { readListSize, returnAllAndLimit } from '../common/paging';
import { pixelAdAccountLocator, pixelJson, RESOURCE } from './shared';
import { readSnippetSwitch, snippetSwitch } from './snippet';

export const properties: INodeProperties[] = [pixelAdAccountLocator(['getAll'], true), ...returnAllAndLimit(RESOURCE, ['getAll']), snippetSwitch(['getAll'])];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const read = (i: number) => ({ adAccountId: readAdAccountId(this, i), withSnippet: readSnippetSwitch(this, i), ...readListSize(this, i) });
	return await forEachCheckedItem(this, items, read, async ({ adAccountId, withSnippet, limit, pageSize }, i) => {
		const pixels = await listPixels(client, adAccountId, { itemIndex: i, pageSize, max: limit });
		return pixels.map((pixel) => outputItem(pixelJson(pixelSummary(pixel, withSnippet)), i));
	});
}

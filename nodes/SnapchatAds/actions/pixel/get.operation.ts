/**
 * Get: one pixel by ID (`GET /v1/pixels/{id}`). When an ad account is chosen, a pixel of another
 * ad account is refused naming the Pixel field.
 */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { getPixel, pixelSummary } from '../../api/pixel/pixels';
import { createClient } from '../../transport';
import { InputError } from '../../../shared/input/validation';
import { locatorId } from '../../../shared/input/adsManagerLink';
import { convertInputErrors, inputError } from '../../../shared/items/errors';
import { forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { AD_ACCOUNT_FIELD } from '../common/locators';
import { PIXEL_FIELD, pixelAdAccountLocator, pixelJson, pixelLocator, readPixelId } from './shared';
import { readSnippetSwitch, snippetSwitch } from './snippet';

export const properties: INodeProperties[] = [pixelAdAccountLocator(['get'], false), pixelLocator(['get']), snippetSwitch(['get'])];

/** The ad account when one is given (optional here). */
function optionalAdAccount(ctx: IExecuteFunctions, i: number): string | undefined {
	const given = ctx.getNodeParameter('adAccountId', i, '') as unknown;
	const value = typeof given === 'object' && given !== null ? (given as { value?: unknown }).value : given;
	if (typeof value !== 'string' || value.trim() === '') return undefined;
	return convertInputErrors(ctx, i, () => locatorId(given, AD_ACCOUNT_FIELD, 'ad account'));
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const read = (i: number) => ({ pixelId: readPixelId(this, i), adAccountId: optionalAdAccount(this, i), withSnippet: readSnippetSwitch(this, i) });
	return await forEachCheckedItem(this, items, read, async ({ pixelId, adAccountId, withSnippet }, i) => {
		const summary = pixelSummary(await getPixel(client, pixelId, i), withSnippet);
		if (adAccountId && summary.adAccountId && summary.adAccountId !== adAccountId) {
			throw inputError(this, new InputError(PIXEL_FIELD, `Pixel ${pixelId} is not a pixel of ad account ${adAccountId} (it belongs to ad account ${summary.adAccountId})`, 'Pick the pixel from the list of the chosen ad account, or choose its own ad account'), i);
		}
		return [outputItem(pixelJson(summary), i)];
	});
}

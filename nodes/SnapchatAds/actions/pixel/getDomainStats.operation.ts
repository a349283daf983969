/**
 * Get Domain Stats: which domains fired the pixel and how many events each, over the rolling window
 * Snap chooses (7 days up to the last whole hour in the recorded answer), said in the output. One
 * item per pixel, so a pixel no domain fired is an item with no domains, not silence.
 */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { readDomainStats, type DomainStats } from '../../api/pixel/domainStats';
import { createClient } from '../../transport';
import { forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { readAdAccountId } from '../common/locators';
import { createPixelLookup, pixelAdAccountLocator, pixelLocator, readPixelId } from './shared';

export const properties: INodeProperties[] = [pixelAdAccountLocator(['getDomainStats'], true), pixelLocator(['getDomainStats'])];

/** "Snap's rolling window: 7 days from … to … (Snap chooses it; no date can be asked for)". */
export function windowWords(stats: Pick<DomainStats, 'windowStart' | 'windowEnd'>): string {
	const from = stats.windowStart ? Date.parse(stats.windowStart) : NaN;
	const to = stats.windowEnd ? Date.parse(stats.windowEnd) : NaN;
	if (!Number.isFinite(from) || !Number.isFinite(to)) return "Snap's rolling window (Snap gave no start and end; no date can be asked for)";
	const hours = Math.round((to - from) / 3_600_000);
	const span = hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hours`;
	return `Snap's rolling window: ${span} from ${stats.windowStart} to ${stats.windowEnd} (Snap chooses it; no date can be asked for)`;
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const pixels = createPixelLookup(this, client);
	const read = (i: number) => ({ adAccountId: readAdAccountId(this, i), pixelId: readPixelId(this, i) });
	return await forEachCheckedItem(this, items, read, async ({ adAccountId, pixelId }, i) => {
		const pixel = await pixels.owned(adAccountId, pixelId, i);
		const stats = await readDomainStats(client, pixelId, i);
		return [
			outputItem(
				{
					pixel_id: pixelId,
					pixel_name: pixel.name ?? null,
					window_start: stats.windowStart ?? null,
					window_end: stats.windowEnd ?? null,
					window: windowWords(stats),
					domain_count: stats.domains.length,
					total_events: stats.domains.reduce((sum, d) => sum + d.totalEvents, 0),
					domains: stats.domains.map((d) => ({ domain: d.domain, total_events: d.totalEvents })),
					...(pixel.adsManagerLink ? { ads_manager_url: pixel.adsManagerLink } : {}),
				},
				i,
			),
		];
	});
}

/**
 * Get Event Stats: per domain, the pixel's events per day by event type (and OS / browser where
 * Snap gives them), days cut in the ad account's time zone, one request per domain
 * (api/pixel/eventStats.ts). One item per domain and day; a domain Snap gave no day for is one item
 * that says so, and so is a pixel no domain fired.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { readDomainStats } from '../../api/pixel/domainStats';
import { readEventStats, type EventDay } from '../../api/pixel/eventStats';
import { resolveStatsRange } from '../../time/statsWindows';
import { createClient } from '../../transport';
import { convertInputErrors } from '../../../shared/items/errors';
import { forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { createAdAccountLookup } from '../common/accounts';
import { readAdAccountId } from '../common/locators';
import { eventStatsFields, readEventStatsInput } from './eventStatsFields';
import { createPixelLookup, pixelAdAccountLocator, pixelLocator, readPixelId } from './shared';

export const properties: INodeProperties[] = [pixelAdAccountLocator(['getEventStats'], true), pixelLocator(['getEventStats']), ...eventStatsFields];

function dayJson(day: EventDay): IDataObject {
	return {
		// Snap writes each day's start in the account's offset: its first ten characters are the local date.
		date: day.start.slice(0, 10),
		start_time: day.start,
		end_time: day.end,
		total_events: day.totalEvents,
		events_by_type: day.eventTypes,
		...(day.operatingSystems ? { operating_systems: day.operatingSystems } : {}),
		...(day.browsers ? { browsers: day.browsers } : {}),
	};
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const pixels = createPixelLookup(this, client);
	const accounts = createAdAccountLookup(client);
	const read = (i: number) => ({ adAccountId: readAdAccountId(this, i), pixelId: readPixelId(this, i), ...convertInputErrors(this, i, () => readEventStatsInput(this, i)) });
	return await forEachCheckedItem(this, items, read, async (input, i) => {
		const { adAccountId, pixelId } = input;
		const pixel = await pixels.owned(adAccountId, pixelId, i);
		const zone = (await accounts.get(adAccountId, i)).timezone ?? 'UTC';
		const range = convertInputErrors(this, i, () =>
			resolveStatsRange({ preset: input.preset, granularity: 'DAY', zone, nowMs: Date.now(), customStart: input.customStart, customEnd: input.customEnd }),
		);
		const base = { pixel_id: pixelId, pixel_name: pixel.name ?? null, timezone: zone };
		const domains = input.domains.length > 0 ? input.domains : (await readDomainStats(client, pixelId, i)).domains.map((d) => d.domain);
		if (domains.length === 0) {
			return [outputItem({ ...base, domain: null, total_events: 0, note: "No domain fired the pixel in Snap's rolling 7-day window: give the domains in Domains to read older days" }, i)];
		}
		const out: INodeExecutionData[] = [];
		for (const domain of domains) {
			const stats = await readEventStats(client, { pixelId, domain, start: range.start, end: range.end, itemIndex: i });
			if (stats.days.length === 0) out.push(outputItem({ ...base, domain, total_events: 0, note: 'Snapchat returned no day for this domain in the range' }, i));
			for (const day of stats.days) out.push(outputItem({ ...base, domain, ...dayJson(day) }, i));
		}
		return out;
	});
}

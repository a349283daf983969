/**
 * Get Event Quality: Snap's signal readiness scores and recommendations per event type and source
 * (Snap Pixel or Conversions API), in words, highest priority first (api/pixel/eventQuality.ts).
 * One item per event type × source; a pixel Snap shows no scores for (403 / 404) is one item that
 * says so. Snap allows this data for internal use only: showing it in a public-facing UI needs
 * Snap's approval (README, docs/pixel-health.md).
 */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { readEventQuality, type QualityEntry } from '../../api/pixel/eventQuality';
import { createClient } from '../../transport';
import { InputError } from '../../../shared/input/validation';
import { convertInputErrors, forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { readAdAccountId } from '../common/locators';
import { createPixelLookup, pixelAdAccountLocator, pixelLocator, readPixelId, RESOURCE } from './shared';

const LOCALE = /^[a-z]{2}-[A-Z]{2}$/;

export const properties: INodeProperties[] = [
	pixelAdAccountLocator(['getEventQuality'], true),
	pixelLocator(['getEventQuality']),
	{
		displayName: 'Language of Recommendations',
		name: 'locale',
		type: 'string',
		default: '',
		placeholder: 'e.g. en-US',
		description: "The language of Snap's recommendation texts, as language-COUNTRY (en-US, de-DE, fr-FR). Empty: Snap's default (en-US).",
		displayOptions: { show: { resource: [RESOURCE], operation: ['getEventQuality'] } },
	},
];

function readLocale(ctx: IExecuteFunctions, i: number): string | undefined {
	const raw = ctx.getNodeParameter('locale', i, '') as unknown;
	const text = typeof raw === 'string' ? raw.trim() : '';
	if (text === '') return undefined;
	if (!LOCALE.test(text)) {
		throw new InputError('Language of Recommendations', `Language of Recommendations "${text.slice(0, 20)}" is not a locale Snap takes`, 'Write it as language-COUNTRY, e.g. en-US or de-DE, or leave it empty');
	}
	return text;
}

function entryJson(pixelId: string, entry: QualityEntry) {
	const top = entry.recommendations[0];
	return {
		pixel_id: pixelId,
		event_type: entry.eventType,
		action_source: entry.actionSource ?? null,
		source: entry.source,
		source_kind: entry.sourceKind,
		event_source: entry.eventSource ?? null,
		recommendation_count: entry.recommendations.length,
		highest_priority: top?.priority ?? null,
		highest_priority_words: top ? top.priorityWords : 'no recommendations',
		recommendations: entry.recommendations.map((r) => ({
			priority: r.priority ?? null,
			priority_words: r.priorityWords,
			score: r.score ?? null,
			score_words: r.scoreWords,
			code: r.code ?? null,
			title: r.title ?? null,
			description: r.description ?? null,
		})),
	};
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const pixels = createPixelLookup(this, client);
	const read = (i: number) => ({ adAccountId: readAdAccountId(this, i), pixelId: readPixelId(this, i), locale: convertInputErrors(this, i, () => readLocale(this, i)) });
	return await forEachCheckedItem(this, items, read, async ({ adAccountId, pixelId, locale }, i) => {
		await pixels.owned(adAccountId, pixelId, i);
		const quality = await readEventQuality(client, pixelId, { itemIndex: i, locale });
		if (!quality.available) return [outputItem({ pixel_id: pixelId, available: false, reason: quality.unavailableReason ?? null }, i)];
		if (quality.entries.length === 0) return [outputItem({ pixel_id: pixelId, available: true, reason: 'Snapchat has no event quality scores for this pixel yet' }, i)];
		return quality.entries.map((entry) => outputItem(entryJson(pixelId, entry), i));
	});
}

/**
 * Pixel Health Changed's output: one item per pixel and change, saying in one sentence what changed,
 * with the figures it was judged on, the live pixel-goal ad squads it touches (their IDs too, to
 * pause them in a later step) and the pixel's place in Ads Manager.
 */
import type { IDataObject } from 'n8n-workflow';

import { conversionWindowName } from '../../api/conversionWindows';
import { goalName } from '../../api/objectives';
import { pixelAdsManagerLink, type PixelSummary } from '../../api/pixel/pixels';
import { sourceWords } from '../../api/pixel/qualityWords';
import type { Change } from './judge';

const n = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : String(value));

function summaryOf(change: Change, name: string): string {
	const f = change.figures;
	switch (change.kind) {
		case 'wentQuiet':
			return `Pixel "${name}" went quiet: no new event for ${n(f.hours_without_new_events)} hours (quiet after ${n(f.quiet_after_hours)}); it had ${n(f.events_yesterday)} events yesterday and ${n(f.events_today)} today.`;
		case 'cameBack':
			return `Pixel "${name}" came back: new events after ${n(f.hours_without_new_events)} hours without any (${n(f.events_today)} today).`;
		case 'eventTypeStopped':
			return `Pixel "${name}": ${String(f.event_type)} stopped on ${String(f.date)}: ${n(f.events_that_day)} events, ${n(f.share_of_mean_percent)} % of its daily mean of ${n(f.daily_mean_7_days_before)} over the 7 days before (alert below ${n(f.stopped_below_percent)} %).`;
		case 'qualityDropped': {
			const fresh = (f.new_high_priority_recommendations as Array<{ code: string; title: string | null }>).map((r) => r.title ?? r.code);
			const parts = [f.score_got_worse ? `score now ${String(f.score)}` : '', fresh.length > 0 ? `new high-priority recommendation: ${fresh.join('; ')}` : ''].filter(Boolean);
			return `Pixel "${name}": event quality of ${String(f.event_type)} (${sourceWords(String(f.event_source))}) dropped: ${parts.join('; ')}.`;
		}
		case 'eligibilityLost': {
			const reasons = f.ineligible_reasons as string[];
			return `Pixel "${name}" is no longer eligible for ${goalName(String(f.optimization_goal))} with the ${conversionWindowName(String(f.conversion_window))} window${reasons.length > 0 ? `: ${reasons.join('; ')}` : ''}.`;
		}
	}
}

export function changeItem(
	change: Change,
	context: { adAccountId: string; pixel: Pick<PixelSummary, 'name' | 'status'> | undefined; squads: IDataObject[]; when: IDataObject; zone: string },
): IDataObject {
	const name = context.pixel?.name ?? change.pixelId;
	const squadsNote = context.squads.length > 0 ? ` Live ad squads optimising on it: ${context.squads.length}.` : '';
	return {
		event: 'pixelHealthChanged',
		change: change.kind,
		summary: summaryOf(change, name) + squadsNote,
		ad_account_id: context.adAccountId,
		pixel_id: change.pixelId,
		pixel_name: context.pixel?.name ?? null,
		pixel_status: context.pixel?.status ?? null,
		figures: change.figures,
		ad_squads: context.squads,
		ad_squad_ids: context.squads.map((s) => s.id),
		ads_manager_url: pixelAdsManagerLink(context.adAccountId) ?? null,
		time_zone: context.zone,
		...context.when,
	};
}

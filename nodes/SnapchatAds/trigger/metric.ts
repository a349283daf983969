/**
 * Metric Passed a Threshold: a campaign, ad squad or ad whose cost per result, CPM, return on ad
 * spend or swipe-up rate over the window passed the line. Fires once on crossing and again only
 * after the entity recovered (metricRule.ts); the first poll records who is past the line now
 * (baseline) and tells nothing. State: the hashes of the entities past the line (state.ts, 8
 * characters each, at most MAX_REMEMBERED). Reads: metricRead.ts.
 */
import type { IDataObject } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { microToAmount } from '../../shared/input/money';
import { adsManagerLink } from '../actions/common/compact';
import { RESULTS } from './metricFields';
import type { MetricSettings } from './metricInput';
import { readMetrics, type MetricReading, type Watched } from './metricRead';
import { directionOf, fieldsOf, judge, metricValue, step, type Verdict } from './metricRule';
import { decodeHashes, idHash } from './state';
import { detectedAt, type EventSource, type SourceContext } from './source';

/** Who was past the line at the last poll (entity hashes, state.ts). */
export interface MetricState {
	p: string;
}

const LINK_LEVEL = { campaign: 'campaigns', adSquad: 'adsquads', ad: 'ads' } as const;
const METRIC_NAMES = { costPerResult: 'cost_per_result', roas: 'return_on_ad_spend', swipeUpRate: 'swipe_up_rate', cpm: 'cpm' } as const;

/** "Cost per Purchase", "CPM", ... */
function metricLabel(settings: MetricSettings): string {
	const { kind, resultField } = settings.rule;
	if (kind === 'costPerResult') return `Cost per ${RESULTS.find((r) => r.field === resultField)?.one ?? resultField}`;
	return { roas: 'Return on Ad Spend', swipeUpRate: 'Swipe-Up Rate', cpm: 'CPM' }[kind];
}

export function metricSource(source: SourceContext, settings: MetricSettings): EventSource<MetricState> {
	const { rule } = settings;
	const money = rule.kind === 'costPerResult' || rule.kind === 'cpm';
	const read = async () =>
		await readMetrics(source, {
			level: settings.level,
			picked: settings.picked,
			days: settings.days,
			fields: fieldsOf(rule),
			resultField: rule.resultField,
			resultKind: rule.kind === 'costPerResult' ? 'results' : 'purchases',
		});

	const eventOf = async (reading: MetricReading, e: Watched, verdict: Verdict): Promise<IDataObject> => {
		const campaigns = settings.level === 'campaign' ? undefined : await source.lookups.campaigns();
		const squads = settings.level === 'ad' ? await source.lookups.adSquads() : undefined;
		const value = metricValue(rule, e.figures);
		const currency = reading.account.currency ?? null;
		const f = e.figures;
		const shown = (v: number | null) => (v === null ? null : Math.round(v * 10_000) / 10_000);
		return {
			event: 'metricPassedThreshold',
			level: settings.level,
			ad_account_id: source.adAccountId,
			id: e.id,
			name: e.name,
			campaign_id: e.campaignId,
			campaign_name: settings.level === 'campaign' ? e.name : e.campaignId === null ? null : (campaigns?.get(e.campaignId) ?? null),
			...(settings.level === 'ad' ? { ad_squad_id: e.adSquadId, ad_squad_name: e.adSquadId === null ? null : (squads?.get(e.adSquadId)?.name ?? null) } : {}),
			metric: METRIC_NAMES[rule.kind],
			metric_name: metricLabel(settings),
			direction: directionOf(rule.kind),
			passed: verdict === 'crossed',
			// Money metrics in the package's convention: the amount in the account's currency, and micro beside it.
			value: money ? (value === null ? null : microToAmount(value)) : shown(value),
			...(money ? { value_micro: value } : {}),
			limit: settings.limitShown,
			...(money ? { limit_micro: rule.limit } : {}),
			...(rule.kind === 'costPerResult' ? { result: rule.resultField } : {}),
			spend: microToAmount(f.spendMicro),
			spend_micro: f.spendMicro,
			...(rule.kind === 'costPerResult' ? { results: f.results } : {}),
			...(rule.kind === 'roas' ? { purchases: f.results, purchase_value: microToAmount(f.purchaseValueMicro), purchase_value_micro: f.purchaseValueMicro } : {}),
			impressions: f.impressions,
			...(rule.kind === 'swipeUpRate' || rule.kind === 'cpm' ? { swipes: f.swipes } : {}),
			currency,
			window_first_day: reading.window.firstDay,
			window_last_day: reading.window.lastDay,
			window_days: reading.window.days,
			window_today_so_far: reading.window.todaySoFar,
			window_start: reading.window.start,
			window_end: reading.window.end,
			time_zone: reading.zone,
			minimum_spend: settings.minSpend,
			ads_manager_url: adsManagerLink(source.adAccountId, LINK_LEVEL[settings.level], e.id),
			...detectedAt(source, reading.zone),
		};
	};

	const verdicts = (reading: MetricReading) => reading.entities.map((e) => ({ entity: e, hash: idHash(e.id), verdict: judge(rule, e.figures) }));

	return {
		key: [
			'metric',
			source.adAccountId,
			settings.level,
			settings.picked ? idHash([...settings.picked].sort().join(',')) : 'active',
			rule.kind,
			rule.resultField,
			rule.limit,
			settings.days,
			rule.minSpendMicro,
			rule.minCount,
			rule.recoveryMarginPercent,
		].join('|'),
		async poll(previous) {
			const reading = await read();
			const judged = verdicts(reading);
			const past = previous === undefined ? undefined : decodeHashes(previous.p);
			const { past: now, crossed } = step(past, judged);
			const state = { p: now.join('') };
			const fresh = new Set(crossed);
			const events: IDataObject[] = [];
			for (const j of judged) if (fresh.has(j.hash)) events.push(await eventOf(reading, j.entity, j.verdict));
			return { state, events };
		},
		async example() {
			const reading = await read();
			if (reading.missing.length > 0) {
				// Fetch Test Event says so; an activated workflow leaves an unknown ID out (it may have been deleted since).
				const what = { campaign: 'campaigns', adSquad: 'ad squads', ad: 'ads' }[settings.level];
				throw new NodeOperationError(source.ctx.getNode(), `IDs: ${reading.missing.join(', ')} ${reading.missing.length === 1 ? 'is not one of the' : 'are not'} ${what} of ad account ${source.adAccountId}`, {
					description: `Check the IDs (copy them from Ads Manager or a Get Many of the Snapchat Ads node) and that Level is the level they are of (${what} now).`,
				});
			}
			const judged = verdicts(reading).filter((j) => j.verdict !== 'unjudged');
			// The one nearest to (or furthest past) the line.
			const badness = (e: Watched) => {
				const v = metricValue(rule, e.figures);
				if (v === null) return Infinity;
				return directionOf(rule.kind) === 'above' ? v / rule.limit : rule.limit / Math.max(v, 1e-9);
			};
			const worst = [...judged].sort((a, b) => badness(b.entity) - badness(a.entity))[0];
			if (worst === undefined) return undefined;
			const item = await eventOf(reading, worst.entity, worst.verdict);
			const note =
				worst.verdict === 'crossed'
					? 'TEST EVENT: a real reading that is past the line now. A published workflow (n8n 1.x: active) does not start for what is past the line when it is published (that is its baseline): only for what crosses later, and again after it recovered.'
					: 'TEST EVENT: the real reading nearest the line, which has NOT passed it, so a published workflow (n8n 1.x: active) would not start for it.';
			return { _note: note, ...item };
		},
		noExample: {
			message: 'Nothing watched in this ad account spent the Minimum Spend (and reached the other minimums) over the window, so there is no real reading to show',
			description: 'The trigger still works: once the workflow is published (n8n 1.x: active), it starts the workflow when one passes the line. To see a real reading now, lower the minimums or choose a longer window.',
		},
		async sample() {
			const reading = await read();
			const limitMicro = rule.kind === 'costPerResult' || rule.kind === 'cpm' ? rule.limit : 30_000_000;
			const figures = { spendMicro: limitMicro * 8, impressions: 12_000, swipes: 30, results: 4, purchaseValueMicro: Math.round(limitMicro * 8 * 0.5) };
			return await eventOf(
				reading,
				{ id: '00000000-0000-4000-8000-000000000002', name: 'Sample', campaignId: '00000000-0000-4000-8000-000000000001', adSquadId: null, figures, row: {} },
				'crossed',
			);
		},
	};
}

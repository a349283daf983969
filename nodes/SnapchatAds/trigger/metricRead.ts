/**
 * Metric Passed a Threshold, the reads: the watched campaigns, ad squads or ads, and their figures
 * over the window, in as few calls as Snap allows. Per poll:
 * - the ad account (time zone to cut the days, currency), once;
 * - one list walk of the level's entities (1,000 per page), for their status and parents;
 * - stats: campaigns from the ad account's stats with `breakdown=campaign` (one call); ad squads and
 *   ads from each campaign's stats with `breakdown=adsquad` / `breakdown=ad`, one call per campaign
 *   that holds a watched entity, never one per ad squad or ad (spec/stats.md: a breakdown is any
 *   level below the entity's). For ads, the ad squads list too, to know each ad's campaign.
 * An account of 20 campaigns and 200 ad squads is thus read in 23 calls at most (24 when reporting:
 * the campaigns' names). ASSUMED: the ad account's stats with `breakdown=adsquad` would be one call,
 * but only `breakdown=campaign` at account level is seen in clients, so it is not relied on.
 */
import type { IDataObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import type { AdAccountInfo } from '../actions/common/accounts';
import { flattenStats, StatsAnswerError } from '../api/stats/flatten';
import { AD, AD_ACCOUNT, AD_SQUAD, CAMPAIGN, childrenPath, statsPath, type SnapEntity } from '../api';
import { lastDaysWindow, type DaysWindow } from '../time/lastDays';
import type { Figures } from './metricRule';
import { adAccountSubject, listEvery, text, type SourceContext } from './source';

export type MetricLevel = 'campaign' | 'adSquad' | 'ad';
export const LEVEL_TYPES: Record<MetricLevel, SnapEntity> = { campaign: CAMPAIGN, adSquad: AD_SQUAD, ad: AD };
const BREAKDOWN: Record<MetricLevel, string> = { campaign: 'campaign', adSquad: 'adsquad', ad: 'ad' };

export interface ReadOptions {
	level: MetricLevel;
	/** Undefined: every ACTIVE entity of the level. Else only these IDs (lower case). */
	picked?: ReadonlySet<string>;
	/** 0: today so far; else the last N whole days. */
	days: number;
	fields: string[];
	/** Cost per result: the field counted as results. */
	resultField: string;
}

export interface Watched {
	id: string;
	name: string | null;
	campaignId: string | null;
	adSquadId: string | null;
	figures: Figures;
	/** The flattened stats row (money as the package's convention). */
	row: IDataObject;
}

export interface MetricReading {
	account: AdAccountInfo;
	zone: string;
	window: DaysWindow;
	entities: Watched[];
	/** Picked IDs that are not in the ad account at this level. */
	missing: string[];
}

type Entity = Record<string, unknown> & { id: string };

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function figuresOf(row: IDataObject | undefined, resultField: string, kind: 'results' | 'purchases'): Figures {
	return {
		spendMicro: num(row?.spend_micro),
		impressions: num(row?.impressions),
		swipes: num(row?.swipes),
		results: num(row?.[kind === 'results' ? resultField : 'conversion_purchases']),
		purchaseValueMicro: num(row?.conversion_purchases_value_micro),
	};
}

export async function readMetrics(source: SourceContext, opts: ReadOptions & { resultKind: 'results' | 'purchases' }): Promise<MetricReading> {
	const { ctx, client, adAccountId } = source;
	const about = adAccountSubject(adAccountId);
	const account = await source.lookups.account();
	const zone = account.timezone;
	if (zone === undefined) {
		throw new NodeOperationError(ctx.getNode(), `Snapchat did not give the time zone of ad account ${adAccountId}, so its days cannot be cut`, {
			description: 'Try again later; if it keeps happening, contact Snap support.',
		});
	}
	const window = lastDaysWindow(opts.days, zone, source.nowMs);
	const type = LEVEL_TYPES[opts.level];
	const all = await listEvery(source, childrenPath(AD_ACCOUNT, adAccountId, type), type, about);
	const watched = all.filter((e) => (opts.picked ? opts.picked.has(e.id.toLowerCase()) : e.status === 'ACTIVE'));
	const missing = opts.picked ? [...opts.picked].filter((id) => !all.some((e) => e.id.toLowerCase() === id)) : [];

	// The campaign (and ad squad) of each watched entity.
	const squads = opts.level === 'ad' && watched.length > 0 ? await source.lookups.adSquads() : undefined;
	const parents = (e: Entity): { campaignId: string | null; adSquadId: string | null } => {
		if (opts.level === 'campaign') return { campaignId: e.id, adSquadId: null };
		if (opts.level === 'adSquad') return { campaignId: text(e.campaign_id), adSquadId: e.id };
		const adSquadId = text(e.ad_squad_id);
		return { campaignId: (adSquadId === null ? undefined : squads?.get(adSquadId)?.campaignId) ?? null, adSquadId };
	};

	const statsCall = async (entity: SnapEntity, id: string): Promise<IDataObject[]> => {
		const body = await client.request({
			method: 'GET',
			path: statsPath(entity, id),
			qs: { granularity: 'TOTAL', fields: opts.fields.join(','), start_time: window.start, end_time: window.end, breakdown: BREAKDOWN[opts.level] },
			idempotent: true,
			subject: `the stats of ${entity.label} ${id}`,
			notFoundMessage: entity === AD_ACCOUNT ? about.notFoundMessage : `Campaign ${id} was not found (deleted since the list was read?): the next poll reads the list again`,
		});
		let rows: IDataObject[] | StatsAnswerError;
		try {
			rows = flattenStats(body, { granularity: 'TOTAL', zone, currency: account.currency });
		} catch (error) {
			rows = error instanceof StatsAnswerError ? error : new StatsAnswerError(String(error));
		}
		if (rows instanceof StatsAnswerError) {
			throw new NodeApiError(ctx.getNode(), {}, { message: rows.message, description: `The stats of ${entity.label} ${id}` });
		}
		return rows.filter((row) => row.parent_id !== undefined);
	};

	const rowsById = new Map<string, IDataObject>();
	if (watched.length > 0) {
		if (opts.level === 'campaign') {
			for (const row of await statsCall(AD_ACCOUNT, adAccountId)) rowsById.set(String(row.id), row);
		} else {
			const campaigns = [...new Set(watched.map((e) => parents(e).campaignId).filter((id): id is string => id !== null))];
			for (const campaignId of campaigns) for (const row of await statsCall(CAMPAIGN, campaignId)) rowsById.set(String(row.id), row);
		}
	}
	const entities = watched.map((e): Watched => {
		const row = rowsById.get(e.id);
		return { id: e.id, name: text(e.name), ...parents(e), figures: figuresOf(row, opts.resultField, opts.resultKind), row: row ?? {} };
	});
	return { account, zone, window, entities, missing };
}

/**
 * Spend Passed a Limit: today's spend of the ad account, or of each of its campaigns, passed an
 * amount in the ad account's currency, at most once per entity and day. "Today" is the ad account's
 * own day, cut by the Stats operation's day cutting (time/statsWindows). One ad account read (time
 * zone, currency) and one stats call per poll (for campaigns: the ad account's stats with a campaign
 * breakdown, one call whatever the number of campaigns); the campaigns list (for names) only when
 * there is something to emit.
 */
import type { IDataObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { microToAmount } from '../../shared/input/money';
import { createAdAccountLookup, type AdAccountInfo } from '../actions/common/accounts';
import { flattenStats, StatsAnswerError } from '../actions/stats/flatten';
import { resolveStatsRange, type StatsWindow } from '../time/statsWindows';
import { decodeHashes, encodeHashes, idHash } from './state';
import { adAccountSubject, listEvery, text, type EventSource, type SourceContext } from './source';
import { AD_ACCOUNT, CAMPAIGN, childrenPath, statsPath } from '../api';

export type SpendOf = 'adAccount' | 'campaign';

/** Who already passed the limit on day `d` (the account's local date). */
export interface SpendState {
	d: string;
	f: string;
}

interface Spend {
	id: string;
	micro: number;
}

/** The rows of a stats answer, or the reason it cannot be read (returned: no throw inside a catch). */
function statsRows(body: unknown, zone: string, currency: string | undefined): IDataObject[] | StatsAnswerError {
	try {
		return flattenStats(body, { granularity: 'TOTAL', zone, currency });
	} catch (error) {
		return error instanceof StatsAnswerError ? error : new StatsAnswerError(String(error));
	}
}

export function spendSource(source: SourceContext, opts: { of: SpendOf; limit: number; limitMicro: number }): EventSource<SpendState> {
	const { ctx, client, adAccountId } = source;
	const about = adAccountSubject(adAccountId);

	const today = async (): Promise<{ account: AdAccountInfo; zone: string; window: StatsWindow; spends: Spend[] }> => {
		const account = await createAdAccountLookup(client).get(adAccountId);
		const zone = account.timezone;
		if (zone === undefined) {
			throw new NodeOperationError(ctx.getNode(), `Snapchat did not give the time zone of ad account ${adAccountId}, so its day cannot be cut`, {
				description: 'Try again later; if it keeps happening, contact Snap support.',
			});
		}
		const window = resolveStatsRange({ preset: 'today', granularity: 'TOTAL', zone, nowMs: source.nowMs });
		// Snap serves ad account stats without a breakdown for `spend` only, which is all this asks for.
		const body = await client.request({
			method: 'GET',
			path: statsPath(AD_ACCOUNT, adAccountId),
			qs: { granularity: 'TOTAL', fields: 'spend', start_time: window.start, end_time: window.end, ...(opts.of === 'campaign' ? { breakdown: 'campaign' } : {}) },
			idempotent: true,
			subject: `today's spend of ad account ${adAccountId}`,
			notFoundMessage: about.notFoundMessage,
		});
		const rows = statsRows(body, zone, account.currency);
		if (rows instanceof StatsAnswerError) {
			throw new NodeApiError(ctx.getNode(), {}, { message: rows.message, description: `Today's spend of ad account ${adAccountId}` });
		}
		const spends = rows
			.filter((row) => (opts.of === 'campaign' ? row.parent_id !== undefined : row.id === adAccountId))
			.flatMap((row): Spend[] => (typeof row.id === 'string' && typeof row.spend === 'number' ? [{ id: row.id, micro: row.spend }] : []));
		return { account, zone, window, spends };
	};

	const names = async (): Promise<Map<string, string | null>> => {
		if (opts.of === 'adAccount') return new Map();
		const campaigns = await listEvery(source, childrenPath(AD_ACCOUNT, adAccountId, CAMPAIGN), CAMPAIGN, about);
		return new Map(campaigns.map((c): [string, string | null] => [c.id, text(c.name)]));
	};

	const eventOf = (read: Awaited<ReturnType<typeof today>>, spend: Spend, name: string | null): IDataObject => ({
		event: 'spendPassedLimit',
		level: opts.of,
		ad_account_id: adAccountId,
		id: spend.id,
		name,
		date: read.window.start.slice(0, 10),
		time_zone: read.zone,
		spend: microToAmount(spend.micro),
		spend_micro: spend.micro,
		limit: opts.limit,
		currency: read.account.currency ?? null,
		over_limit: spend.micro > opts.limitMicro,
		day_start: read.window.start,
		detected_at: new Date(source.nowMs).toISOString(),
	});

	const nameOf = (read: Awaited<ReturnType<typeof today>>, id: string, campaigns: Map<string, string | null>) =>
		opts.of === 'adAccount' ? (read.account.name ?? null) : (campaigns.get(id) ?? null);

	return {
		key: `spend|${adAccountId}|${opts.of}|${opts.limitMicro}`,
		async poll(previous) {
			const read = await today();
			const day = read.window.start.slice(0, 10);
			const over = read.spends.filter((s) => s.micro > opts.limitMicro);
			const firedToday = previous !== undefined && previous.d === day ? decodeHashes(previous.f) : new Set<string>();
			const fresh = previous === undefined ? [] : over.filter((s) => !firedToday.has(idHash(s.id)));
			// Who passed today stays recorded while it exists (spend corrected below the limit does not
			// fire twice); a deleted campaign leaves the record.
			const state = { d: day, f: encodeHashes(read.spends.filter((s) => s.micro > opts.limitMicro || firedToday.has(idHash(s.id))).map((s) => s.id)) };
			if (fresh.length === 0) return { state, events: [] };
			const campaigns = await names();
			return { state, events: fresh.map((s) => eventOf(read, s, nameOf(read, s.id, campaigns))) };
		},
		async example() {
			const read = await today();
			const top = [...read.spends].sort((a, b) => b.micro - a.micro)[0];
			if (top === undefined) return undefined;
			return eventOf(read, top, nameOf(read, top.id, await names()));
		},
		noExample: {
			message: `Snapchat reported no campaign spend today for ad account ${adAccountId}, so there is no example to show`,
			description: 'The trigger still works: once activated, it starts the workflow when a campaign\'s spend today passes the limit. To see an example now, choose Spend Of: Ad Account.',
		},
	};
}

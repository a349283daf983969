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
import type { AdAccountInfo } from '../actions/common/accounts';
import { flattenStats, StatsAnswerError } from '../api/stats/flatten';
import { AD_ACCOUNT, statsPath } from '../api';
import { resolveStatsRange, type StatsWindow } from '../time/statsWindows';
import { decodeHashes, encodeHashes, idHash } from './state';
import { adAccountSubject, detectedAt, type EventSource, type SourceContext } from './source';

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
		const account = await source.lookups.account();
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
			.flatMap((row): Spend[] => (typeof row.id === 'string' && typeof row.spend_micro === 'number' ? [{ id: row.id, micro: row.spend_micro }] : []));
		return { account, zone, window, spends };
	};

	const names = async (): Promise<Map<string, string | null>> => {
		if (opts.of === 'adAccount') return new Map();
		return await source.lookups.campaigns();
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
		limit_micro: opts.limitMicro,
		currency: read.account.currency ?? null,
		over_limit: spend.micro > opts.limitMicro,
		day_start: read.window.start,
		...detectedAt(source, read.zone),
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
			// A test event is today's reading whatever it is: say whether it passed the limit, since one that
			// did not would start no workflow (issue 35).
			const currency = read.account.currency ? ` ${read.account.currency}` : '';
			const note = top.micro > opts.limitMicro
				? `TEST EVENT: today's real spend reading, which has passed the limit; a published workflow (n8n 1.x: active) starts once for it today.`
				: `TEST EVENT: today's real spend reading, ${microToAmount(top.micro)}${currency}, has not passed the limit of ${opts.limit}${currency}, so a published workflow (n8n 1.x: active) would not start for it yet: it starts when spend passes the limit.`;
			return { _note: note, ...eventOf(read, top, nameOf(read, top.id, await names())) };
		},
		noExample: {
			message: 'Snapchat reported no campaign spend today for this ad account, so there is no real example to show',
			description: 'The trigger still works: once the workflow is published (n8n 1.x: active), it starts the workflow when a campaign\'s spend today passes the limit. To see a real example now, choose Spend Of: Ad Account.',
		},
		async sample() {
			const read = await today();
			return eventOf(read, { id: '00000000-0000-4000-8000-000000000001', micro: opts.limitMicro + 1_000_000 }, 'Sample campaign');
		},
	};
}

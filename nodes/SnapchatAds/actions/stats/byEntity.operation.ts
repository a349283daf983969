/**
 * Stats -> Get Spend and Results by Entity (issue 47 point 3, issue 49 point 7): spend and results
 * of every campaign, ad squad or ad of an ad account for a date range, one row per entity, from as
 * few requests as Snapchat allows: the ad account (zone, currency), its stats with Snapchat's
 * breakdown by the chosen level (one request per 32 days: Total, or Day when days are asked for),
 * and the entities' names in one list read (1,000 a page). 50 campaigns over 30 days: 3 requests.
 * Rows are compact (money as amounts with `currency`, no micro twins), sorted by spend, highest first.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { microToAmount } from '../../../shared/input/money';
import { convertInputErrors, forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { toNodeError } from '../../../shared/items/errors';
import { createRunCache } from '../../../shared/items/runCache';
import { splitStatsRange } from '../../time/statsWindows';
import { createClient, type SnapClient } from '../../transport';
import { AD_ACCOUNT, entityPath, ENTITIES, statsPath } from '../../api';
import { addByEntity, costPerResultMicro, datesOf, isCostAbove, type ByEntitySums, type EntitySums } from '../../api/stats/byEntity';
import { StatsAnswerError, type StatsGranularity } from '../../api/stats/flatten';
import { RESULT_METRICS } from '../../api/stats/results';
import { createAdAccountLookup, type AdAccountInfo } from '../common/accounts';
import { PAGE_SIZE } from './names';
import { properties as fields, readByEntityInput, resolveByEntityRange, type ByEntityInput, type EntityLevel } from './byEntityFields';

export const properties = fields;

const LIST: Record<EntityLevel, { list: string; entityKey: string; what: string; parent?: string }> = {
	campaign: { list: 'campaigns', entityKey: 'campaign', what: 'campaigns' },
	adsquad: { list: 'adsquads', entityKey: 'adsquad', what: 'ad squads', parent: 'campaign_id' },
	ad: { list: 'ads', entityKey: 'ad', what: 'ads', parent: 'ad_squad_id' },
};

/** What one list read tells of each entity: name, status and, below campaigns, the parent's id. */
type Listed = Map<string, IDataObject>;

async function listEntities(client: SnapClient, accountId: string, level: EntityLevel, itemIndex: number): Promise<Listed> {
	const { list, entityKey, what, parent } = LIST[level];
	const entities = await client.listAll(
		{ path: `${entityPath(AD_ACCOUNT, accountId)}/${list}`, subject: `the ${what} of ad account ${accountId} (for their names)`, itemIndex },
		list,
		entityKey,
		PAGE_SIZE,
	);
	const out: Listed = new Map();
	for (const entity of entities) {
		if (typeof entity.id !== 'string') continue;
		const label: IDataObject = { name: typeof entity.name === 'string' ? entity.name : null, status: typeof entity.status === 'string' ? entity.status : null };
		if (parent) label[parent] = typeof entity[parent] === 'string' ? (entity[parent] as string) : null;
		out.set(entity.id, label);
	}
	return out;
}

const amount = (micro: number | null): number | null => (micro === null ? null : microToAmount(micro));

/** Whether an entity gets a row: delivery (unless idle ones are asked for), Minimum Spend, the cost filter. */
function kept(sums: EntitySums, input: ByEntityInput): boolean {
	if (!input.includeIdle && sums.spendMicro === 0 && sums.impressions === 0 && sums.results === 0) return false;
	if (sums.spendMicro < input.minSpendMicro) return false;
	return input.aboveMicro === 0 || isCostAbove(sums.spendMicro, sums.results, input.aboveMicro);
}

interface RowContext {
	input: ByEntityInput;
	account: AdAccountInfo;
	labels: Listed;
	dates: string[];
	finalized: boolean;
}

/** The rows of one entity: its totals (with each day inside), or one per day. */
function rowsOf(sums: EntitySums, ctx: RowContext): IDataObject[] {
	const { input, account, labels, dates } = ctx;
	const result = RESULT_METRICS[input.result];
	const label = labels.get(sums.id) ?? { name: null, status: null, ...(LIST[input.level].parent ? { [LIST[input.level].parent as string]: null } : {}) };
	const head: IDataObject = { id: sums.id, ...label };
	const figures = (spendMicro: number, results: number, extra: IDataObject = {}): IDataObject => ({
		spend: microToAmount(spendMicro),
		currency: account.currency ?? null,
		...extra,
		result: input.result,
		results,
		cost_per_result: amount(costPerResultMicro(spendMicro, results)),
	});
	if (input.days === 'rows') {
		return dates.map((date) => {
			const day = sums.days.get(date) ?? { spendMicro: 0, results: 0 };
			return { ...head, date, ...figures(day.spendMicro, day.results), finalized: ctx.finalized };
		});
	}
	const row: IDataObject = {
		...head,
		start_date: dates[0],
		end_date: dates[dates.length - 1],
		...figures(sums.spendMicro, sums.results, { impressions: sums.impressions, swipes: sums.swipes }),
	};
	if ('value' in result && sums.valueMicro !== undefined) row.result_value = microToAmount(sums.valueMicro);
	if (input.days === 'inside') {
		row.daily_spend = dates.map((d) => microToAmount(sums.days.get(d)?.spendMicro ?? 0));
		row.daily_results = dates.map((d) => sums.days.get(d)?.results ?? 0);
	}
	row.finalized = ctx.finalized;
	return [row];
}

/** Snap's stats request of one window, the breakdown by the chosen level. */
async function requestWindow(ctx: IExecuteFunctions, client: SnapClient, input: ByEntityInput, qs: IDataObject, i: number): Promise<unknown> {
	try {
		return await client.request({
			method: 'GET',
			path: statsPath(ENTITIES.adAccount, input.adAccountId),
			qs,
			idempotent: true,
			subject: `stats of ad account ${input.adAccountId} by ${LIST[input.level].entityKey}`,
			itemIndex: i,
			notFoundMessage: `Ad account ${input.adAccountId} was not found, or the connected Snapchat user cannot see it`,
		});
	} catch (error) {
		throw toNodeError(ctx.getNode(), error, i);
	}
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	// One "now" for the run: items of a run that crosses midnight get the same days.
	const nowMs = Date.now();
	let run: { client: SnapClient; accounts: ReturnType<typeof createAdAccountLookup>; lists: ReturnType<typeof createRunCache<Listed>> } | undefined;
	return await forEachCheckedItem(this, items, (i) => readByEntityInput(this, i), async (input, i) => {
		if (!run) {
			const client = await createClient(this);
			run = { client, accounts: createAdAccountLookup(client), lists: createRunCache<Listed>() };
		}
		const { client, accounts, lists } = run;
		const account = await accounts.get(input.adAccountId, i);
		const zone = account.timezone ?? '';
		const range = convertInputErrors(this, i, () => resolveByEntityRange(input, zone, nowMs));
		const granularity: StatsGranularity = input.days === 'none' ? 'TOTAL' : 'DAY';
		const result = RESULT_METRICS[input.result];
		const valueField = 'value' in result ? result.value : undefined;
		const metrics = [...new Set(['spend', 'impressions', 'swipes', result.field, ...(valueField ? [valueField] : [])])];
		const sums: ByEntitySums = { entities: new Map() };
		const context = { granularity, zone, accountZone: zone, currency: account.currency };
		for (const window of splitStatsRange(range, granularity, zone)) {
			const qs = { granularity, fields: metrics.join(','), breakdown: input.level, start_time: window.start, end_time: window.end };
			const body = await requestWindow(this, client, input, qs, i);
			try {
				addByEntity(sums, body, context, result.field, valueField);
			} catch (error) {
				const message = error instanceof StatsAnswerError ? error.message : String(error);
				throw new NodeApiError(this.getNode(), {}, { message, itemIndex: i, description: `Stats of ad account ${input.adAccountId} by ${LIST[input.level].entityKey}, ${window.start} to ${window.end}` });
			}
		}
		const chosen = [...sums.entities.values()].filter((s) => kept(s, input));
		// Names only when a row needs them: an alert with nothing over the line costs no list read.
		const labels = chosen.length === 0 ? new Map() : await lists(`${input.adAccountId}|${input.level}`, async () => await listEntities(client, input.adAccountId, input.level, i));
		const rowContext: RowContext = {
			input,
			account,
			labels,
			dates: datesOf(range.startMs, range.endMs, zone),
			finalized: sums.finalizedEndMs !== undefined && range.endMs <= sums.finalizedEndMs,
		};
		const name = (s: EntitySums) => String(labels.get(s.id)?.name ?? '');
		chosen.sort((a, b) => b.spendMicro - a.spendMicro || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
		return chosen.flatMap((s) => rowsOf(s, rowContext)).map((row) => outputItem(row, i));
	});
}

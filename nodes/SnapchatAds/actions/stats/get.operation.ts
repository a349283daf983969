/**
 * Stats -> Get: the entity's ad account gives the time zone and currency; the range is cut into
 * windows Snapchat accepts (32 local days for Day/Total, 7 days for Hour); one GET per window, the
 * answers merged in order, flattened into one item per entity and period (or output as they are).
 * An ad account report of more than spend without a breakdown is asked by campaign and added up
 * (Snapchat answers E1008 otherwise: see metrics.ts). Breakdown rows get names from one list read
 * per entity type and run (names.ts).
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';
import { DateTime } from 'luxon';

import { toNodeError } from '../../../shared/items/errors';
import { InputError } from '../../../shared/input/validation';
import { splitStatsRange, ZONE_FIELD, type StatsWindow } from '../../time/statsWindows';
import { createClient } from '../../transport';
import { convertInputErrors, forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { createStatsTargets, type StatsTarget } from './entity';
import { properties as fields } from './fields';
import { addUpStats } from './addUp';
import { csvAsAnswer, fetchAsyncReport, type AsyncReportFile } from './async';
import { CsvError } from './csv';
import { flattenStats, mergeWindowRows, StatsAnswerError } from '../../api/stats/flatten';
import { readStatsInput, resolveRange, type StatsInput } from './input';
import { LEVELS, type BreakdownName } from './levels';
import { addsUpCampaigns } from '../../api/stats/metrics';
import { createBreakdownNames, type BreakdownNames } from './names';
import { ENTITIES, statsPath } from '../../api';
import { compactStatsRow } from '../common/compact';

export const properties = fields;

/** The windows of the item's range in its zone (none for Lifetime: one call without a range). */
function windowsOf(ctx: IExecuteFunctions, input: StatsInput, target: StatsTarget, i: number, nowMs: number): { zone: string; windows: Array<StatsWindow | undefined> } {
	return convertInputErrors(ctx, i, () => {
		const accountZone = target.account.timezone;
		const zone = input.zoneOverride ?? accountZone;
		if (!zone) {
			throw new InputError(ZONE_FIELD, `Snapchat did not give the time zone of ad account ${target.account.id}`, 'Set the Time Zone option to the ad account\'s zone, e.g. America/Los_Angeles');
		}
		if (input.granularity === 'DAY' && input.zoneOverride && accountZone && input.zoneOverride !== accountZone) {
			throw new InputError(
				ZONE_FIELD,
				`Day rows cannot be cut in ${input.zoneOverride}: Snapchat cuts days at midnight in the ad account's zone, ${accountZone}`,
				'Remove the Time Zone option for Day granularity, or choose Total or Hour',
			);
		}
		if (input.granularity === 'LIFETIME') return { zone, windows: [undefined] };
		const range = resolveRange(input, zone, nowMs);
		const windows = splitStatsRange(range, input.granularity, zone);
		if (accountZone && zone !== accountZone) checkWholeHours(windows, accountZone);
		return { zone, windows };
	});
}

/**
 * Snapchat takes Hour (spec) and, we assume as the emulator does, Total boundaries only on whole
 * hours of the account's zone: a Time Zone half an hour off it (Asia/Kolkata for a Los Angeles
 * account) is refused here, naming the option, instead of by Snapchat.
 */
function checkWholeHours(windows: StatsWindow[], accountZone: string): void {
	for (const [ms, sent] of windows.flatMap((w): Array<[number, string]> => [[w.startMs, w.start], [w.endMs, w.end]])) {
		const local = DateTime.fromMillis(ms, { zone: accountZone });
		if (local.minute === 0 && local.second === 0) continue;
		throw new InputError(
			ZONE_FIELD,
			`${sent} is not on a whole hour in the ad account's zone, ${accountZone} (it is ${local.toFormat('HH:mm')} there)`,
			`Snapchat cuts stats on whole hours of ${accountZone}: choose a Time Zone a whole number of hours away from it, or remove the option`,
		);
	}
}

/** The breakdown sent: the user's, or by campaign for an ad account report that is added up. */
function sentBreakdown(input: StatsInput): BreakdownName {
	return addsUpCampaigns(input.level, input.breakdown, input.metrics) ? 'campaign' : input.breakdown;
}

function queryOf(input: StatsInput, window: StatsWindow | undefined): IDataObject {
	const qs: IDataObject = { granularity: input.granularity, fields: input.metrics.join(',') };
	if (window) {
		qs.start_time = window.start;
		qs.end_time = window.end;
	}
	const breakdown = sentBreakdown(input);
	if (breakdown !== 'none') qs.breakdown = breakdown;
	if (input.dimension !== 'none') qs.report_dimension = input.dimension;
	return { ...qs, ...input.extraQuery };
}

type Labels = Awaited<ReturnType<BreakdownNames['labels']>>;

/** The rows of one answer, or the reason it cannot be read (returned: no throw inside a catch). */
function flattened(body: unknown, input: StatsInput, target: StatsTarget, zone: string, labels: Labels | undefined): IDataObject[] | StatsAnswerError {
	try {
		const context = {
			granularity: input.granularity,
			zone,
			accountZone: target.account.timezone,
			currency: target.account.currency,
			names: target.name === undefined ? undefined : new Map([[target.id, target.name]]),
			labels: labels?.labels,
			missingLabel: labels?.missing,
			dimension: input.dimension === 'none' ? undefined : input.dimension,
		};
		return addsUpCampaigns(input.level, input.breakdown, input.metrics) ? addUpStats(body, context, input.metrics) : flattenStats(body, context);
	} catch (error) {
		return error instanceof StatsAnswerError ? error : new StatsAnswerError(String(error));
	}
}

/** Snap's refusal of a report too big for one answer: its words, and the option that avoids it. */
const TOO_BIG = /async|too (large|big|many)|more than \d+ (rows|records)/i;
const ASYNC_ADVICE = 'Set Options → Asynchronous Report to "Yes, as Rows" (or "Yes, as CSV File"): Snapchat then prepares the report as a file, without the size limit of one answer.';

/** A synchronous stats request; a refusal for size gets the advice to ask for an asynchronous report. */
async function requestSync(
	ctx: IExecuteFunctions,
	client: Awaited<ReturnType<typeof createClient>>,
	request: Parameters<Awaited<ReturnType<typeof createClient>>['request']>[0],
): Promise<unknown> {
	try {
		return await client.request(request);
	} catch (error) {
		if (error instanceof NodeApiError && TOO_BIG.test(`${error.message} ${error.description ?? ''}`)) {
			error.description = `${error.description ? `${error.description} ` : ''}${ASYNC_ADVICE}`;
		}
		throw toNodeError(ctx.getNode(), error, request.itemIndex);
	}
}

/** The CSV file of an asynchronous report as Snap's answer, or why it cannot be read (returned: no throw inside a catch). */
function answerOfFile(report: AsyncReportFile, about: Parameters<typeof csvAsAnswer>[1]): IDataObject | CsvError {
	try {
		return csvAsAnswer(report.file.toString('utf8'), about);
	} catch (error) {
		return error instanceof CsvError ? error : new CsvError(String(error));
	}
}

/** The item of an asynchronous report kept as a file: what it is about, and the CSV as binary data. */
async function fileItem(ctx: IExecuteFunctions, report: AsyncReportFile, input: StatsInput, window: StatsWindow | undefined, i: number): Promise<INodeExecutionData> {
	const span = window ? `${window.start.slice(0, 10)}_${window.end.slice(0, 10)}` : 'lifetime';
	const fileName = `snapchat-stats-${input.level}-${input.entityId}-${span}.csv`;
	const item = outputItem(
		{ report_run_id: report.runId, level: input.level, id: input.entityId, granularity: input.granularity, start_time: window?.start ?? null, end_time: window?.end ?? null, file_name: fileName },
		i,
	);
	item.binary = { data: await ctx.helpers.prepareBinaryData(report.file, fileName, 'text/csv') };
	return item;
}

/** What a run asks Snap through: made at the first request, after every item was read and checked. */
interface Run {
	client: Awaited<ReturnType<typeof createClient>>;
	targets: ReturnType<typeof createStatsTargets>;
	names: BreakdownNames;
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	// One "now" for the whole run: items of a run that crosses midnight in the zone get the same days.
	const nowMs = Date.now();
	let run: Run | undefined;
	// The ad accounts the items name, known before the first request: many are read in one list read.
	const accountIds = new Set<string>();
	const read = (i: number): StatsInput => {
		const input = readStatsInput(this, i);
		if (input.level === 'adAccount') accountIds.add(input.entityId);
		return input;
	};
	// Every item's input is read before any call; a bad item fails the run unless Continue On Fail.
	return await forEachCheckedItem(this, items, read, async (input, i) => {
		if (!run) {
			const client = await createClient(this);
			run = { client, targets: createStatsTargets(this, client, accountIds), names: createBreakdownNames(client) };
		}
		const { client, targets, names } = run;
		const target = await targets.resolve(input.level, input.entityId, i);
		const { zone, windows } = windowsOf(this, input, target, i, nowMs);
		const info = LEVELS[input.level];
		const out: INodeExecutionData[] = [];
		const windowRows: IDataObject[][] = [];
		let labels: Labels | undefined;
		for (const window of windows) {
			const period = window ? `${window.start} to ${window.end}` : 'lifetime';
			const path = statsPath(ENTITIES[input.level], input.entityId);
			let body: unknown;
			if (input.asyncReport !== 'off') {
				const subject = `stats of ${info.what} ${input.entityId}, ${period}`;
				const report = await fetchAsyncReport(this, client, { path, qs: queryOf(input, window), itemIndex: i, subject, maxWaitMs: input.asyncMaxWaitMs });
				if (input.asyncReport === 'file') {
					out.push(await fileItem(this, report, input, window, i));
					continue;
				}
				const about = { id: input.entityId, type: info.type, granularity: input.granularity, start: window?.start, end: window?.end, finalizedEnd: report.finalizedEnd, dimension: input.dimension };
				body = answerOfFile(report, about);
				if (body instanceof CsvError) {
					throw new NodeApiError(this.getNode(), {}, { message: `The file of asynchronous report ${report.runId} cannot be read: ${body.message}`, itemIndex: i, description: subject });
				}
			} else {
				body = await requestSync(this, client, {
					method: 'GET',
					path,
					qs: queryOf(input, window),
					idempotent: true,
					subject: `stats of ${info.what} ${input.entityId}`,
					itemIndex: i,
					notFoundMessage: `${info.label} ${input.entityId} was not found, or the connected Snapchat user cannot see it`,
				});
			}
			if (input.raw) {
				out.push(outputItem(body as IDataObject, i));
				continue;
			}
			// Names are read after the first answer, so a refused report costs no list reads.
			if (input.breakdown !== 'none' && labels === undefined) labels = await names.labels(target.account.id, input.breakdown, i);
			const rows = flattened(body, input, target, zone, labels);
			if (rows instanceof StatsAnswerError) {
				throw new NodeApiError(this.getNode(), {}, { message: rows.message, itemIndex: i, description: `Stats of ${info.what} ${input.entityId}, ${period}` });
			}
			windowRows.push(rows);
		}
		for (const row of mergeWindowRows(windowRows)) out.push(outputItem(input.compact ? compactStatsRow(row) : row, i));
		return out;
	});
}

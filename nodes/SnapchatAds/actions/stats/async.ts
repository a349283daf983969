/**
 * Asynchronous stats reports: the same stats request with `async=true&async_format=csv` answers a
 * report run; `GET …/stats_report?report_run_id=…` tells its `async_status` until it has a `result`
 * URL; the CSV file there is read as rows (the same columns as a synchronous answer: the file is
 * turned back into Snap's answer shape and flattened by the same code) or kept as binary data.
 *
 * Facts (public clients and Snap's change log via a secondary source, spec "Asynchronous reports"):
 * the parameters, the run id, the status answer `async_stats_reports[].async_stats_report`, the file
 * kept 7 days. Assumed, as Snap publishes no sample: statuses STARTED / RUNNING / COMPLETED / FAILED
 * (a public client names the first three), the file's columns `id,type,start_time,end_time`, then
 * the dimension keys and the metrics; the result URL needs no token (a signed link): it is fetched
 * without the credential and never shown, since it grants access by itself.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { REAL_CLOCK, type PaceClock } from '../../../shared/http/pace';
import type { SnapClient } from '../../transport';
import { csvRecords, CsvError } from './csv';
import { DIMENSIONS, type ReportDimension } from '../../api/stats/dimensions';
import { isObject, type StatsGranularity } from '../../api/stats/flatten';

export interface AsyncReportRequest {
	/** The entity's stats path, e.g. /v1/campaigns/{id}/stats. */
	path: string;
	qs: IDataObject;
	itemIndex: number;
	/** e.g. "stats of campaign …, 2025-07-01 to 2025-08-01". */
	subject: string;
	maxWaitMs: number;
	/**
	 * What the wait is measured and slept on: the package's monotonic clock (performance.now and
	 * n8n's sleep) unless a test gives its own. Not the wall clock: one set back during the wait
	 * (NTP, a resumed VM) made the elapsed time negative and the wait run past Max Wait.
	 */
	clock?: PaceClock;
}

export interface AsyncReportFile {
	runId: string;
	file: Buffer;
	finalizedEnd?: unknown;
}

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 15_000;

/** The report element of a start or status answer. */
function reportOf(body: unknown): IDataObject {
	const list = isObject(body) ? body.async_stats_reports : undefined;
	const first = Array.isArray(list) ? list[0] : undefined;
	const report = isObject(first) ? first.async_stats_report : undefined;
	return isObject(report) ? report : isObject(body) ? body : {};
}

/** Asks for the report, waits for it (bounded, progress in the n8n log) and downloads the file. */
export async function fetchAsyncReport(ctx: IExecuteFunctions, client: SnapClient, req: AsyncReportRequest): Promise<AsyncReportFile> {
	const started = await client.request({
		method: 'GET',
		path: req.path,
		qs: { ...req.qs, async: 'true', async_format: 'csv' },
		idempotent: true,
		subject: `an asynchronous report of ${req.subject}`,
		itemIndex: req.itemIndex,
	});
	const runId = reportOf(started).report_run_id;
	if (typeof runId !== 'string' || runId === '') {
		throw new NodeApiError(ctx.getNode(), {}, { message: "Snapchat's answer to an asynchronous report request has no report_run_id", itemIndex: req.itemIndex, description: req.subject });
	}
	const clock = req.clock ?? REAL_CLOCK;
	const begin = clock.now();
	let delay = FIRST_DELAY_MS;
	for (;;) {
		const report = reportOf(
			await client.request({
				method: 'GET',
				path: `${req.path}_report`,
				qs: { report_run_id: runId },
				idempotent: true,
				subject: `asynchronous report ${runId}`,
				itemIndex: req.itemIndex,
			}),
		);
		const status = String(report.async_status ?? 'unknown').toUpperCase();
		const waited = Math.round((clock.now() - begin) / 1000);
		if (status === 'COMPLETED' && typeof report.result === 'string') {
			ctx.logger.info(`Snapchat Ads: asynchronous report ${runId} is ready after ${waited} s; downloading it`);
			return { runId, file: await download(ctx, report.result, runId, req.itemIndex), finalizedEnd: report.finalized_data_end_time };
		}
		if (status === 'FAILED' || status === 'CANCELLED') {
			throw new NodeApiError(ctx.getNode(), {}, {
				message: `Snapchat could not prepare asynchronous report ${runId} (${status})`,
				itemIndex: req.itemIndex,
				description: `${req.subject}. Run the node again, or ask for a shorter range.`,
			});
		}
		if (clock.now() - begin + delay > req.maxWaitMs) {
			throw new NodeOperationError(ctx.getNode(), `Snapchat had not prepared asynchronous report ${runId} after ${waited} s (status ${status})`, {
				itemIndex: req.itemIndex,
				description: 'Raise Options → Max Wait (Seconds), or ask for a shorter range or fewer entities. The report is not asked for again by this run.',
			});
		}
		ctx.logger.info(`Snapchat Ads: asynchronous report ${runId} (${req.subject}) is ${status}; waited ${waited} s of at most ${Math.round(req.maxWaitMs / 1000)} s`);
		await clock.sleep(delay);
		delay = Math.min(MAX_DELAY_MS, delay * 2);
	}
}

/** The file at the result URL, fetched without the credential (a signed link; never shown). */
async function download(ctx: IExecuteFunctions, url: string, runId: string, itemIndex: number): Promise<Buffer> {
	const response = (await ctx.helpers.httpRequest({ method: 'GET', url, encoding: 'arraybuffer', returnFullResponse: true, ignoreHttpStatusErrors: true })) as {
		statusCode: number;
		body: unknown;
	};
	if (response.statusCode === 403 || response.statusCode === 404) {
		throw new NodeOperationError(ctx.getNode(), `The file of asynchronous report ${runId} is no longer available (HTTP ${response.statusCode})`, {
			itemIndex,
			description: 'Snapchat keeps report files 7 days. Run the node again to ask for a new report.',
		});
	}
	if (response.statusCode >= 300) {
		throw new NodeOperationError(ctx.getNode(), `The file of asynchronous report ${runId} could not be downloaded (HTTP ${response.statusCode})`, {
			itemIndex,
			description: 'Run the node again; if it keeps failing, ask for a shorter range.',
		});
	}
	const body = response.body;
	return Buffer.isBuffer(body) ? body : Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : String(body ?? ''));
}

const BREAKDOWN_OF_TYPE: Record<string, string> = { CAMPAIGN: 'campaign', AD_SQUAD: 'adsquad', AD: 'ad' };
const FIXED = new Set(['id', 'type', 'start_time', 'end_time']);
/** A decimal number as a CSV writes one (`12`, `-2.5`, `.5`, `1e3`); never hex, binary, octal or Infinity. */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A metric cell: blank (or spaces only) is empty (null), a decimal number a number, anything else stays text. */
function metricValue(text: string): string | number | null {
	const trimmed = text.trim();
	if (trimmed === '') return null;
	return DECIMAL.test(trimmed) ? Number(trimmed) : text;
}

/**
 * The CSV file as Snap's synchronous answer would give it, so the rows are read by the same code
 * (flatten.ts, addUp.ts) and have the same columns. Decimal numbers are read as numbers, a blank
 * metric cell as null (no value, not 0); dimension keys stay text. Throws CsvError for a file it cannot read.
 */
export function csvAsAnswer(
	csv: string,
	about: { id: string; type: string; granularity: StatsGranularity; start?: string; end?: string; finalizedEnd?: unknown; dimension: ReportDimension },
): IDataObject {
	const dimensionKeys = new Set(about.dimension === 'none' ? [] : DIMENSIONS[about.dimension].columns.flatMap((c) => c.keys));
	const timeseries = about.granularity === 'DAY' || about.granularity === 'HOUR';
	const entities = new Map<string, { id: string; type: string; periods: Map<string, IDataObject> }>();
	for (const record of csvRecords(csv)) {
		if (!record.id) throw new CsvError('A line of the report file has no entity id');
		let entity = entities.get(record.id);
		if (!entity) {
			entity = { id: record.id, type: record.type ?? '', periods: new Map() };
			entities.set(record.id, entity);
		}
		const key = `${record.start_time ?? ''}|${record.end_time ?? ''}`;
		let period = entity.periods.get(key);
		if (!period) {
			period = { start_time: record.start_time || about.start, end_time: record.end_time || about.end };
			entity.periods.set(key, period);
		}
		const numbers: IDataObject = {};
		for (const [column, text] of Object.entries(record)) {
			if (FIXED.has(column)) continue;
			numbers[column] = dimensionKeys.has(column) ? text : metricValue(text);
		}
		if (about.dimension === 'none') period.stats = numbers;
		else ((period.dimension_stats ??= []) as IDataObject[]).push(numbers);
	}
	const partOf = (periods: IDataObject[]): IDataObject => (timeseries ? { timeseries: periods } : { ...(periods[0] ?? {}) });
	const stat: IDataObject = { id: about.id, type: about.type, granularity: about.granularity, start_time: about.start, end_time: about.end, finalized_data_end_time: about.finalizedEnd as IDataObject[string] };
	const breakdown: Record<string, IDataObject[]> = {};
	for (const entity of entities.values()) {
		const periods = [...entity.periods.values()];
		if (entity.id === about.id) Object.assign(stat, partOf(periods), { start_time: about.start, end_time: about.end });
		else (breakdown[BREAKDOWN_OF_TYPE[entity.type] ?? entity.type.toLowerCase()] ??= []).push({ id: entity.id, type: entity.type, ...partOf(periods) });
	}
	if (Object.keys(breakdown).length > 0) stat.breakdown_stats = breakdown;
	const [listKey, itemKey] = timeseries ? ['timeseries_stats', 'timeseries_stat'] : about.granularity === 'TOTAL' ? ['total_stats', 'total_stat'] : ['lifetime_stats', 'lifetime_stat'];
	return { request_status: 'SUCCESS', [listKey]: [{ sub_request_status: 'SUCCESS', [itemKey]: stat }] };
}

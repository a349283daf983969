/**
 * Asynchronous stats reports (shared spec "Asynchronous reports"): `async=true&async_format=csv` on
 * a stats request answers a `report_run_id`; `GET /v1/{entity}/{id}/stats_report?report_run_id=…`
 * answers `async_stats_reports[].async_stats_report` with `async_status` STARTED / RUNNING /
 * COMPLETED (statuses named by a public client) and, once COMPLETED, a `result` URL of the CSV file,
 * downloadable without the bearer token (a signed URL, assumed) for 7 days (Snap change log,
 * 2026-06-22, via a secondary source), then refused as expired.
 *
 * Assumed (Snap publishes no CSV sample): one line per entity x period x dimension value, columns
 * `id,type,start_time,end_time`, the dimension keys, then the fields asked for; the status answer
 * carries `finalized_data_end_time` as a synchronous answer does.
 * Also assumed: a synchronous report above a size limit is refused with a message suggesting async.
 */
import type { Ctx } from './respond';

const DAY = 86_400_000;
export const ASYNC_RETENTION_MS = 7 * DAY;

export interface AsyncRun {
	id: string;
	entityId: string;
	csv: string;
	finalizedEnd?: unknown;
	polls: number;
	completedAt?: number;
}

interface AsyncState {
	runs: Map<string, AsyncRun>;
	next: number;
	/** Polls answered RUNNING before a run is COMPLETED. */
	readyAfterPolls: number;
	/** Most answer elements a synchronous request returns. */
	syncLimit: number;
	/** How long a file stays downloadable after its run completed (Snap: 7 days; tests may shorten it). */
	retentionMs: number;
}

const states = new WeakMap<object, AsyncState>();

/** The async state of one emulator (keyed by its ads store, as stats.ts keys recorded answers). */
export function asyncState(key: object): AsyncState {
	let s = states.get(key);
	if (!s) {
		s = { runs: new Map(), next: 1, readyAfterPolls: 2, syncLimit: 20_000, retentionMs: ASYNC_RETENTION_MS };
		states.set(key, s);
	}
	return s;
}

export function resetAsync(key: object): void {
	states.delete(key);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const cell = (v: unknown) => {
	const text = v === undefined || v === null ? '' : String(v);
	return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Every line of an answer body: entity, period, dimension value, numbers. */
function lines(body: Record<string, unknown>): Array<Record<string, unknown>> {
	const out: Array<Record<string, unknown>> = [];
	const list = Object.values(body).find(Array.isArray) as unknown[] | undefined;
	for (const element of list ?? []) {
		const stat = isObject(element) ? Object.values(element).find(isObject) : undefined;
		if (!stat) continue;
		const entries: Array<Record<string, unknown>> = [stat];
		if (isObject(stat.breakdown_stats)) for (const e of Object.values(stat.breakdown_stats)) if (Array.isArray(e)) entries.push(...e.filter(isObject));
		for (const entry of entries) {
			const periods = Array.isArray(entry.timeseries) ? entry.timeseries.filter(isObject) : [{ start_time: stat.start_time, end_time: stat.end_time, stats: entry.stats, dimension_stats: entry.dimension_stats }];
			for (const p of periods) {
				const base = { id: entry.id, type: entry.type, start_time: p.start_time, end_time: p.end_time };
				if (Array.isArray(p.dimension_stats)) for (const d of p.dimension_stats) out.push({ ...base, ...(d as object) });
				else out.push({ ...base, ...(isObject(p.stats) ? p.stats : {}) });
			}
		}
	}
	return out;
}

/** How many elements a synchronous answer holds (periods x entities x dimension values). */
export function answerSize(body: Record<string, unknown>): number {
	return lines(body).length;
}

/** The CSV file of an answer body. */
export function toCsv(body: Record<string, unknown>): string {
	const rows = lines(body);
	const columns: string[] = ['id', 'type', 'start_time', 'end_time'];
	for (const row of rows) for (const k of Object.keys(row)) if (!columns.includes(k)) columns.push(k);
	return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}

export function startRun(state: AsyncState, entityId: string, body: Record<string, unknown>): AsyncRun {
	const stat = Object.values(body).find(Array.isArray)?.[0] as Record<string, unknown> | undefined;
	const inner = stat ? (Object.values(stat).find(isObject) as Record<string, unknown> | undefined) : undefined;
	const id = `7f3c0000-0000-4000-8000-${String(state.next++).padStart(12, '0')}`;
	const run: AsyncRun = { id, entityId, csv: toCsv(body), finalizedEnd: inner?.finalized_data_end_time, polls: 0 };
	state.runs.set(id, run);
	return run;
}

export function reportOf(run: AsyncRun, state: AsyncState, baseUrl: string, nowMs: number): Record<string, unknown> {
	run.polls++;
	if (run.polls < state.readyAfterPolls) return { report_run_id: run.id, async_status: run.polls === 1 ? 'STARTED' : 'RUNNING' };
	run.completedAt ??= nowMs;
	return {
		report_run_id: run.id,
		async_status: 'COMPLETED',
		finalized_data_end_time: run.finalizedEnd,
		result: `${baseUrl}/__reports/${run.id}.csv?signature=emulator`,
	};
}

/** The file download: the CSV, or 403 once the 7 days have passed (S3-like answer). */
export function download(ctx: Ctx, state: AsyncState, nowMs: number, send: (status: number, type: string, body: string) => void): void {
	const id = /^\/__reports\/([^/]+)\.csv$/.exec(ctx.path)?.[1] ?? '';
	const run = state.runs.get(id);
	if (!run || run.completedAt === undefined) return send(404, 'application/xml', '<Error><Code>NoSuchKey</Code></Error>');
	if (nowMs > run.completedAt + state.retentionMs) return send(403, 'application/xml', '<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>');
	send(200, 'text/csv', run.csv);
}

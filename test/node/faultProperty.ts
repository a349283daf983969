/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 45, point 13: the fault-injection property test of every write path, shared by the
 * faultProperty.*.test.ts files. A run writes 1–3 items through n8n-core against the emulator while
 * one fault hits one request of the run (a random kind at a random request), then the invariants are
 * checked against what the emulator stored:
 *   (i)   an item whose output says it was not written (refused, nothing sent, safe to run again) is
 *         not stored;
 *   (ii)  running again exactly the items the output says to run again never makes a duplicate
 *         (entities counted by their unique name);
 *   (iii) every stored entity appears in the output with its ID, or its item says the outcome is
 *         unknown and how to check.
 * Seeded (the seed is printed and fixed): a failing case is reproduced by its seed and path, which
 * fast-check prints with the shrunk case.
 *
 * Faults: refused connection (the request goes to a port where nothing listens: a real
 * ECONNREFUSED), reset before the answer (the emulator processes it, then destroys the socket),
 * status line then cut (200 and half the body, then the socket is gone), 429, 500 (before the work,
 * or after it: Snap stored the write and still failed), and a timeout
 * (the emulator holds the request longer than the run's request timeout, capped for the run).
 *
 * The waits between attempts are made instant (n8n-workflow's `sleep`, mocked by each test file with
 * `fastSleep`): only time changes, every decision stays the node's.
 */
import axios, { type InternalAxiosRequestConfig } from 'axios';
import fc from 'fast-check';
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import type { RunNodeResult } from '../harness';

/** One seed for every property file (FAULT_SEED in the environment explores others); printed once per file. */
export const FAULT_SEED = Number(process.env.FAULT_SEED ?? 451_300_013);

/**
 * Random cases per path: 10 in npm test (160 over the 16 paths, plus two faults at each request of
 * a run: about 500 cases, the four files about 90 s together on 2 cores, a case being a whole n8n
 * run or two);
 * FAULT_RUNS=500 searches deeper.
 */
export function faultRuns(): number {
	return Number(process.env.FAULT_RUNS ?? 10);
}

export const FAULT_KINDS = ['refused', 'resetBeforeAnswer', 'cutAfterStatus', '429', '500', '500AfterWork', 'timeout'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** How long a timed-out request is held, and the request timeout of a run with a timeout fault. */
const HOLD_MS = 1_000;
const CAPPED_TIMEOUT_MS = 250;

/** What the emulator side of a fault needs (both rigs have it). */
export interface FaultTarget {
	emulator: {
		baseUrl: string;
		faults: {
			failNext(o: { status: 429 | 500; skip?: number; retryAfterSeconds?: number; afterProcessing?: boolean }): void;
			delayNext(o: { ms: number; skip?: number }): void;
			dropAfterProcessing(o: { skip?: number }): void;
			cutAfterStatus(o: { skip?: number }): void;
			clear(): void;
		};
		requestLog: Array<{ path: string }>;
	};
	run(parameters: INodeParameters, opts?: { input?: IDataObject[]; continueOnFail?: boolean }): Promise<RunNodeResult>;
}

/** The faults the axios side plays (refused connection, capped timeout), armed for one run. */
interface ClientFault {
	refuseAt?: number;
	capTimeout?: boolean;
	seen: number;
}

let clientFault: ClientFault | undefined;
let interceptor: number | undefined;
let faultBaseUrl = '';

const isApiRequest = (url: string) => url.startsWith(faultBaseUrl) && !url.slice(faultBaseUrl.length).startsWith('/login');

/**
 * n8n-core sends through the default axios instance (@n8n/backend-network): one interceptor per
 * jest file sends the armed request to a closed port, or caps its timeout.
 */
export function installClientFaults(): void {
	if (interceptor !== undefined) return;
	interceptor = axios.interceptors.request.use((config: InternalAxiosRequestConfig) => {
		const fault = clientFault;
		const url = String(config.url ?? '');
		if (!fault || !isApiRequest(url)) return config;
		const index = fault.seen++;
		if (fault.capTimeout) config.timeout = Math.min(config.timeout || CAPPED_TIMEOUT_MS, CAPPED_TIMEOUT_MS);
		// Port 1 on the loopback: nothing listens, the connection is refused before anything is sent.
		if (fault.refuseAt === index) config.url = `http://127.0.0.1:1${url.slice(faultBaseUrl.length)}`;
		return config;
	});
}

/** Arms `kind` for request `at` (0-based, API requests only, the token endpoint not counted) of the next run. */
export function armFault(target: FaultTarget, kind: FaultKind, at: number): void {
	const faults = target.emulator.faults;
	faultBaseUrl = target.emulator.baseUrl.replace(/\/$/, '');
	clientFault = { seen: 0 };
	switch (kind) {
		case 'refused':
			clientFault.refuseAt = at;
			break;
		case 'resetBeforeAnswer':
			faults.dropAfterProcessing({ skip: at });
			break;
		case 'cutAfterStatus':
			faults.cutAfterStatus({ skip: at });
			break;
		case '429':
			faults.failNext({ status: 429, skip: at, retryAfterSeconds: 0 });
			break;
		case '500':
			faults.failNext({ status: 500, skip: at });
			break;
		case '500AfterWork':
			faults.failNext({ status: 500, skip: at, afterProcessing: true });
			break;
		case 'timeout':
			clientFault.capTimeout = true;
			faults.delayNext({ ms: HOLD_MS, skip: at });
			break;
	}
}

export function disarmFaults(target: FaultTarget): void {
	clientFault = undefined;
	target.emulator.faults.clear();
}

/** What the output says of one item. */
export type Verdict = { kind: 'done'; id?: string } | { kind: 'rerun'; text: string } | { kind: 'unknown'; text: string };

const UNKNOWN_WORDS = /unknown|may or may not|may have been|might have been/i;
/** How an unknown outcome tells the user to check: an operation to look with, or the words "check". */
const HOW_TO_CHECK = /Get Many|\bGet\b|check|look/i;

function textOf(json: IDataObject): string {
	return `${String(json.error ?? '')} ${String(json.description ?? '')}`;
}

/** The verdict of every item, read from the output items (Continue On Fail) or the run error. */
export function verdicts(
	result: RunNodeResult,
	count: number,
	idOf: (json: IDataObject) => string | undefined = (j) => (typeof j.id === 'string' ? j.id : undefined),
	verdictOf?: (json: IDataObject) => Verdict | undefined,
): Verdict[] {
	const out: Verdict[] = new Array(count);
	if (!result.error) {
		for (const item of result.items) {
			const json = item.json;
			const text = textOf(json);
			const verdict: Verdict =
				json.error === undefined ? (verdictOf?.(json) ?? { kind: 'done', id: idOf(json) }) : UNKNOWN_WORDS.test(text) ? { kind: 'unknown', text } : { kind: 'rerun', text };
			// A summary item (Add Users: one per segment) speaks for every item it is paired with.
			for (const index of pairedIndexes(item)) out[index] = verdict;
		}
		return out;
	}
	const error = result.error as unknown as { errorResponse?: unknown; message: string; description?: string | null; context?: IDataObject };
	const text = `${error.message} ${error.description ?? ''}`;
	const report = error.errorResponse as
		| { failedItems?: Array<{ item: number; reason: string; description?: string }>; doneItems?: Array<{ item: number; id?: string }>; unknownItems?: number[]; notSentItems?: number[] }
		| undefined;
	if (report && Array.isArray(report.failedItems)) {
		// The batched write's run error (writeReport.ts): what was done (with IDs), unknown, refused, not sent.
		for (const d of report.doneItems ?? []) out[d.item] = { kind: 'done', id: d.id };
		for (const f of report.failedItems) {
			const itemText = `${f.reason} ${f.description ?? ''}`;
			out[f.item] = (report.unknownItems ?? []).includes(f.item) ? { kind: 'unknown', text: `${itemText} ${text}` } : { kind: 'rerun', text: itemText };
		}
		for (const i of report.notSentItems ?? []) out[i] = { kind: 'rerun', text: 'Not sent because of the failure' };
	}
	// Any other run error speaks for every item it did not list.
	const whole: Verdict = UNKNOWN_WORDS.test(text) || error.context?.outcome === 'unknown' ? { kind: 'unknown', text } : { kind: 'rerun', text };
	for (let i = 0; i < count; i++) out[i] ??= whole;
	return out;
}

function pairedIndexes(item: INodeExecutionData): number[] {
	const paired = item.pairedItem;
	if (typeof paired === 'number') return [paired];
	if (Array.isArray(paired)) return paired.map((p) => p.item);
	return [paired?.item ?? 0];
}

/** One write path under test. */
export interface WritePath<R extends FaultTarget> {
	label: string;
	/** Runs with this many items at most (some paths write one entity per run). */
	maxItems?: number;
	/** Share of faultRuns() this path gets (a deep duplicate makes tens of requests per case). */
	weight?: number;
	/** Prepares the emulator (parents, seeds) after its reset; returns the parameters and one input item per name. */
	prepare(rig: R, names: string[]): Promise<{ parameters: INodeParameters; input: IDataObject[] }> | { parameters: INodeParameters; input: IDataObject[] };
	/** The IDs of the stored entities carrying `name` (what the item wrote). */
	stored(rig: R, name: string): string[];
	/** The entity ID an output item names (default `json.id`). */
	idOf?: (json: IDataObject) => string | undefined;
	/** The run of the items to run again (default: the same parameters with exactly those input items). */
	prepareRerun?(rig: R, names: string[], parameters: INodeParameters, input: IDataObject[]): { parameters: INodeParameters; input: IDataObject[] };
	/** The verdict of an output item without `error` (e.g. Conversions' `outcome: 'unknown'`); default done. */
	verdictOf?: (json: IDataObject) => Verdict | undefined;
	/** Continue On Fail is not offered (e.g. one summary item per group): always run without / with it. */
	continueOnFail?: boolean;
}

export interface Violation {
	invariant: 'i' | 'ii' | 'iii' | 'check';
	item: number;
	said: string;
	stored: string[];
}

/** The case fast-check draws: which fault, at which request, how many items, Continue On Fail or not. */
interface FaultCase {
	kind: FaultKind;
	at: number;
	items: number;
	continueOnFail: boolean;
}

let runCounter = 0;

/** Runs one case and returns what broke (empty when every invariant holds). */
export async function checkCase<R extends FaultTarget & { emulator: { reset(): void } }>(rig: R, path: WritePath<R>, c: FaultCase): Promise<Violation[]> {
	rig.emulator.reset();
	runCounter++;
	const names = Array.from({ length: c.items }, (_, i) => `FP ${runCounter}-${i}`);
	const { parameters, input } = await path.prepare(rig, names);
	armFault(rig, c.kind, c.at);
	let result: RunNodeResult;
	let seen = 0;
	try {
		result = await rig.run(parameters, { input, continueOnFail: path.continueOnFail ?? c.continueOnFail });
		seen = clientFault?.seen ?? 0;
	} finally {
		disarmFaults(rig);
	}
	// axios is n8n-core's (not a dependency of this package): if n8n ever sends through another copy, say so.
	if (seen === 0) throw new Error('The axios interceptor saw no request of the run: refused and timeout faults would not be played');
	const said = verdicts(result, names.length, path.idOf, path.verdictOf);
	const violations: Violation[] = [];
	const describe = (v: Verdict) => (v.kind === 'done' ? `done ${v.id ?? `(no id) ${JSON.stringify(result.items.map((x) => x.json)).slice(0, 600)}`}` : `${v.kind}: ${v.text.slice(0, 400)}`);
	names.forEach((name, i) => {
		const ids = path.stored(rig, name);
		// An error that names the stored entity's ID ("Created …: campaign X (id)") reports it as done.
		const named = said[i].kind !== 'done' ? ids.find((id) => (said[i] as { text: string }).text.includes(id)) : undefined;
		if (named !== undefined) said[i] = { kind: 'done', id: named };
		const v = said[i];
		if (v.kind === 'rerun' && ids.length > 0) violations.push({ invariant: 'i', item: i, said: describe(v), stored: ids });
		if (ids.length > 0 && !(v.kind === 'unknown' || (v.kind === 'done' && v.id !== undefined && ids.includes(v.id)))) {
			violations.push({ invariant: 'iii', item: i, said: describe(v), stored: ids });
		}
		if (v.kind === 'unknown' && !HOW_TO_CHECK.test(v.text)) violations.push({ invariant: 'check', item: i, said: describe(v), stored: ids });
	});
	const rerun = names.map((_, i) => i).filter((i) => said[i].kind === 'rerun');
	if (rerun.length > 0 && violations.length === 0) {
		const again = path.prepareRerun?.(rig, rerun.map((i) => names[i]), parameters, rerun.map((i) => input[i]));
		const second = again ?? { parameters, input: rerun.map((i) => input[i]) };
		await rig.run(second.parameters, { input: second.input, continueOnFail: true });
		for (const i of rerun) {
			const ids = path.stored(rig, names[i]);
			if (ids.length > 1) violations.push({ invariant: 'ii', item: i, said: describe(said[i]), stored: ids });
		}
	}
	return violations;
}

/** How many API requests (the token endpoint not counted) a fault-free run of `items` items makes. */
async function countRequests<R extends FaultTarget & { emulator: { reset(): void } }>(rig: R, path: WritePath<R>, items: number): Promise<number> {
	rig.emulator.reset();
	const { parameters, input } = await path.prepare(rig, Array.from({ length: items }, (_, i) => `FP calibrate-${items}-${i}`));
	const start = rig.emulator.requestLog.length;
	await rig.run(parameters, { input, continueOnFail: true });
	return Math.max(1, rig.emulator.requestLog.slice(start).filter((e) => !e.path.startsWith('/login')).length);
}

/**
 * Each of `kinds` at each request of a two-item run in turn (Continue On Fail on and off
 * alternately): the faults that follow Snap's work, at every request, whatever FAULT_RUNS says.
 */
export async function sweepFault<R extends FaultTarget & { emulator: { reset(): void } }>(rig: R, path: WritePath<R>, kinds: FaultKind[]): Promise<void> {
	installClientFaults();
	// Two items (a chunk of two) unless a case of the path is costly (a deep duplicate, a video).
	const items = (path.weight ?? 1) < 1 ? 1 : Math.min(2, path.maxItems ?? 3);
	const requests = await countRequests(rig, path, items);
	const broken: string[] = [];
	for (const [k, kind] of kinds.entries()) {
		for (let at = 0; at < requests; at++) {
			const c = { kind, at, items, continueOnFail: (at + k) % 2 === 0 };
			const violations = await checkCase(rig, path, c);
			if (violations.length > 0) broken.push(`${JSON.stringify(c)} broke ${JSON.stringify(violations, null, 1)}`);
		}
	}
	if (broken.length > 0) throw new Error(`${path.label}:\n${broken.join('\n')}`);
}

/**
 * The property of one path: `runs` cases, fixed seed, each a fault of `kinds` at a request of the
 * run (drawn below the number of API requests a fault-free run of that size makes, so most cases hit).
 */
export async function assertFaultProperty<R extends FaultTarget & { emulator: { reset(): void } }>(
	rig: R,
	path: WritePath<R>,
	opts: { runs: number; kinds?: readonly FaultKind[]; seed?: number },
): Promise<void> {
	installClientFaults();
	const requestsFor = new Map<number, number>();
	const maxItems = path.maxItems ?? 3;
	const requestsOf = async (items: number) => {
		const n = requestsFor.get(items) ?? (await countRequests(rig, path, items));
		requestsFor.set(items, n);
		return n;
	};
	const seed = opts.seed ?? FAULT_SEED;
	const arbitrary = fc.record({
		kind: fc.constantFrom(...(opts.kinds ?? FAULT_KINDS)),
		where: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
		items: fc.integer({ min: 1, max: maxItems }),
		continueOnFail: fc.boolean(),
	});
	await fc.assert(
		fc.asyncProperty(arbitrary, async ({ kind, where, items, continueOnFail }) => {
			const at = Math.floor(where * (await requestsOf(items)));
			const c = { kind, at, items, continueOnFail };
			const violations = await checkCase(rig, path, c);
			if (violations.length > 0) {
				throw new Error(`${path.label}: ${JSON.stringify(c)} broke ${JSON.stringify(violations, null, 1)}`);
			}
		}),
		{ seed, numRuns: opts.runs, endOnFailure: true },
	);
}

/** n8n-workflow with its `sleep` (the waits between attempts, the pacer) instant: for `jest.mock('n8n-workflow', fastSleep)`. */
export function fastSleep(): object {
	return { ...jest.requireActual<object>('n8n-workflow'), sleep: async (ms: number) => await new Promise((resolve) => setTimeout(resolve, Math.min(ms, 1))) };
}

/**
 * Snap's pace per token (10 requests a second) lifted for the property runs, for
 * `jest.mock('../../nodes/SnapchatAds/transport/pace', fastPace)`: a deep duplicate makes tens of
 * requests, and the pacer would make each case wait seconds. Pacing decides when, never what a write reports.
 */
export function fastPace(): object {
	return { SNAP_TOKEN_PACE: { perWindow: 10_000, windowMs: 1020 } };
}

/** This module's type, for the jest.mock factories (which may run before the test file's imports). */
export type FaultPropertyModule = typeof import('./faultProperty');

/**
 * The tests of some write paths on one rig: per path, every fault kind but the cut at any request,
 * then the cut and the 500 after the work at each request of a run in turn (issue 45, point 2: a cut
 * answer was read as Snap's refusal).
 */
export function faultPropertyTests<R extends FaultTarget & { emulator: { reset(): void } }>(rig: R, paths: Array<WritePath<R>>): void {
	beforeAll(() => console.log(`fault property seed ${FAULT_SEED} (FAULT_SEED, FAULT_RUNS to change)`));
	for (const path of paths) {
		it(`${path.label}: a fault at any request never hides, loses or doubles a write`, async () => {
			await assertFaultProperty(rig, path, { runs: Math.ceil(faultRuns() * (path.weight ?? 1)), kinds: FAULT_KINDS.filter((k) => k !== 'cutAfterStatus') });
		}, 120_000);
		it(`${path.label}: an answer cut after its status line, or a 500 after the work, at each request in turn, never hides, loses or doubles a write`, async () => {
			await sweepFault(rig, path, ['cutAfterStatus', '500AfterWork']);
		}, 120_000);
	}
}

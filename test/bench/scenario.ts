/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * One benchmark scenario, run in a fresh process by bench.ts (so peak RSS and heap figures belong
 * to this scenario alone). The node runs in-process through the test harness (n8n-core's real
 * engine) against the emulator on 127.0.0.1; nothing else is contacted.
 *
 *   node --expose-gc --import tsx test/bench/scenario.ts '<json>'
 *
 * where <json> is a Scenario. Prints one line `BENCH_RESULT <json>` on stdout and exits.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { Emulator } from '../emulator';
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, startEmulator } from '../emulator';
import type { RunNodeResult } from '../harness';
import { makeCredential, runNode } from '../harness';
import { emulatorCredentialData } from '../node/credential';
import { rl } from '../node/params';
import { loadCompiledNode } from './compiledNode';

interface Rig {
	emulator: Emulator;
	accessToken: string;
	run(parameters: INodeParameters, input?: IDataObject[]): Promise<RunNodeResult>;
	apiCalls(): Emulator['requestLog'];
	close(): Promise<void>;
}

async function startRig(rateLimitPerSecond: number | null): Promise<Rig> {
	const nodeType = loadCompiledNode();
	const emulator = await startEmulator({ quiet: true, rateLimitPerSecond });
	const issued = emulator.issueTokens('user-1');
	const credential = makeCredential(emulatorCredentialData(emulator, issued));
	return {
		emulator,
		accessToken: issued.accessToken,
		run: async (parameters, input) => await runNode({ nodeType, parameters, input, credential }),
		apiCalls: () => emulator.requestLog.filter((e) => e.path.startsWith('/v1/')),
		close: () => emulator.close(),
	};
}

export type Scenario =
	| { kind: 'create-node'; items: number; rateLimit?: number; batchSize?: number }
	| { kind: 'create-fetch'; items: number; rateLimit?: number; concurrency: number }
	| { kind: 'list-node'; items: number };

export interface ScenarioResult {
	scenario: Scenario;
	/** Requests the emulator received on /v1 (429 answers included). */
	httpCalls: number;
	/** Of those, how many were answered 429. */
	rateLimited: number;
	wallMs: number;
	itemsPerSecond: number;
	/** Events in the emulator (create) or items output (list) afterwards. */
	resultCount: number;
	/** Peak resident set size of this process (emulator and n8n-core included), MB. */
	peakRssMb: number;
	/** RSS just before the timed part, MB. */
	rssBeforeMb: number;
	/** List only: heapUsed growth, peak during the run and retained after it (with gc). */
	heapPeakGrowthMb?: number;
	heapRetainedGrowthMb?: number;
	heapMethod?: string;
	error?: string;
}

const MB = 1024 * 1024;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const gc = (globalThis as { gc?: () => void }).gc;

function inputItems(n: number) {
	return Array.from({ length: n }, (_, i) => ({ name: `Launch ${i + 1}` }));
}

const createParameters = (batchSize?: number) => ({
	resource: 'eventDetail',
	operation: 'create',
	adAccountId: rl(AD_ACCOUNT_BERLIN),
	eventName: '={{ $json.name }}',
	eventStartTime: '2027-07-01T10:00',
	eventTimeZone: 'Europe/Berlin',
	options: batchSize ? { batchSize } : {},
});

/** The body a user of the HTTP Request node would send for one item: one event per POST. */
function oneEventBody(name: string) {
	return JSON.stringify({
		event_details: [
			{
				event_name: name,
				event_start_time: '2027-07-01T08:00:00.000Z',
				event_time_zone: 'Europe/Berlin',
				ad_account_id: AD_ACCOUNT_BERLIN,
			},
		],
	});
}

/**
 * One POST per item with plain fetch and the bearer token, as the HTTP Request node does. On a 429
 * it waits 1 s and tries again (the HTTP Request node's "Retry On Fail" default wait), at most 5
 * tries (that setting's maximum).
 */
async function postOne(rig: Rig, name: string): Promise<void> {
	const url = `${rig.emulator.baseUrl}/v1/adaccounts/${AD_ACCOUNT_BERLIN}/event_details`;
	for (let attempt = 1; ; attempt++) {
		const response = await fetch(url, {
			method: 'POST',
			headers: { authorization: `Bearer ${rig.accessToken}`, 'content-type': 'application/json' },
			body: oneEventBody(name),
		});
		await response.arrayBuffer();
		if (response.status === 200) return;
		if (response.status !== 429 || attempt >= 5) throw new Error(`one-per-item POST answered HTTP ${response.status}`);
		await new Promise((resolve) => setTimeout(resolve, 1000));
	}
}

async function runCreateFetch(rig: Rig, items: number, concurrency: number): Promise<void> {
	const names = inputItems(items).map((i) => i.name);
	let next = 0;
	const worker = async () => {
		while (next < names.length) {
			const name = names[next++];
			await postOne(rig, name);
		}
	};
	await Promise.all(Array.from({ length: Math.min(concurrency, items) }, worker));
}

async function main(): Promise<void> {
	const scenario = JSON.parse(process.argv[2] ?? '') as Scenario;
	const rateLimit = 'rateLimit' in scenario && scenario.rateLimit ? scenario.rateLimit : null;
	const rig = await startRig(rateLimit);
	try {
		const params = scenario.kind === 'list-node' ? undefined : createParameters('batchSize' in scenario ? scenario.batchSize : undefined);
		const input = scenario.kind === 'create-node' ? inputItems(scenario.items) : undefined;
		if (scenario.kind === 'list-node') rig.emulator.seedEventDetails(AD_ACCOUNT_LA, scenario.items);
		// Warm up the engine and the connection (one Get Many on an empty account), then start clean.
		if (scenario.kind !== 'create-fetch') {
			await rig.run({ resource: 'eventDetail', operation: 'getAll', adAccountId: rl(AD_ACCOUNT_BERLIN), returnAll: true });
		}
		rig.emulator.clearLog();
		rig.emulator.setRateLimit(rateLimit);
		gc?.();
		gc?.();
		const rssBefore = process.memoryUsage().rss;
		const heapBefore = process.memoryUsage().heapUsed;
		let heapPeak = heapBefore;
		const sampler = setInterval(() => {
			heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
		}, 2);

		let resultCount = 0;
		let error: string | undefined;
		let kept: unknown;
		const started = process.hrtime.bigint();
		if (scenario.kind === 'create-node') {
			const result = await rig.run(params as INodeParameters, input);
			error = result.error?.message;
		} else if (scenario.kind === 'create-fetch') {
			await runCreateFetch(rig, scenario.items, scenario.concurrency).catch((e: Error) => {
				error = e.message;
			});
		} else {
			const result = await rig.run({
				resource: 'eventDetail',
				operation: 'getAll',
				adAccountId: rl(AD_ACCOUNT_LA),
				returnAll: true,
			});
			error = result.error?.message;
			resultCount = result.items.length;
			kept = result;
		}
		const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
		clearInterval(sampler);
		heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
		if (scenario.kind !== 'list-node') resultCount = rig.emulator.eventDetails().length;

		const calls = rig.apiCalls();
		const out: ScenarioResult = {
			scenario,
			httpCalls: calls.length,
			rateLimited: calls.filter((c) => c.status === 429).length,
			wallMs: round(wallMs),
			itemsPerSecond: round(scenario.items / (wallMs / 1000), 0),
			resultCount,
			peakRssMb: round(process.resourceUsage().maxRSS / 1024),
			rssBeforeMb: round(rssBefore / MB),
		};
		if (scenario.kind === 'list-node') {
			gc?.();
			out.heapPeakGrowthMb = round((heapPeak - heapBefore) / MB);
			out.heapRetainedGrowthMb = round((process.memoryUsage().heapUsed - heapBefore) / MB);
			out.heapMethod = gc
				? 'heapUsed after gc before the run; peak sampled every 2 ms; retained measured after gc with the output still referenced'
				: 'heapUsed sampled every 2 ms (run with --expose-gc for a gc-clean baseline)';
			if (kept === undefined) out.heapMethod += ' (no output)';
		}
		if (error) out.error = error;
		process.stdout.write(`BENCH_RESULT ${JSON.stringify(out)}\n`);
	} finally {
		await rig.close();
	}
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
		process.exit(1);
	},
);

/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * `npm run bench:conversions`: Snapchat Conversions, Send Events with 10,000 PURCHASE events
 * (email, phone, IP address and user agent each), printed as a table and one JSON line.
 *
 *   1. hashing alone (the node's user-data reader: normalise + SHA-256 of email and phone, plain
 *      IP and user agent): events/s (goal >= 100,000/s);
 *   2. the whole node through n8n-core's engine (test harness) against the emulator on 127.0.0.1:
 *      requests sent (goal 5: 2,000 events per request), wall time, peak RSS of the process
 *      (emulator with its request log included).
 *
 * Not a test: it prints figures and exits 0; "MISS" marks a figure beyond its goal.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import type { INodeType } from 'n8n-workflow';

import * as sourceUserData from '../../nodes/SnapchatConversions/actions/send/userData';
import { CAPI_PIXEL_ID, startEmulator } from '../emulator';
import { makeCredential, runNode } from '../harness';
import { capiCredentialData, CONVERSIONS_TYPE, sendParams } from '../node/conversionsParams';

const COUNT = 10_000;
const GOALS = { requests: 5, eventsPerSecond: 100_000 };

const log = (line = '') => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

// As shipped when `npm run build` has run: dist/ holds the phone rules bundled with the build's
// speed-ups (see gulpfile.js), which the sources do not have.
const DIST = resolve(__dirname, '../../dist/nodes/SnapchatConversions');
const SHIPPED = existsSync(resolve(DIST, 'SnapchatConversions.node.js'));

function loadNode(): INodeType {
	// The explicit .ts extension: under tsx a bare `SnapchatConversions.node` would resolve to the codex JSON.
	const file = SHIPPED ? resolve(DIST, 'SnapchatConversions.node.js') : '../../nodes/SnapchatConversions/SnapchatConversions.node.ts';
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const { SnapchatConversions } = require(file) as { SnapchatConversions: new () => INodeType };
	return new SnapchatConversions();
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readUserData } = (SHIPPED ? require(resolve(DIST, 'actions/send/userData.js')) : sourceUserData) as typeof sourceUserData;

const orders = () =>
	Array.from({ length: COUNT }, (_, i) => ({
		orderId: `order-${i}`,
		email: `  Customer.${i}@Example-Shop.com `,
		phone: `+1 (415) 555-${String(i).padStart(4, '0')}`,
		ip: `203.0.${(i >> 8) & 255}.${i & 255}`,
		total: `${(i % 500) + 0.99}`,
		time: new Date(Date.now() - 3_600_000).toISOString(),
	}));

function hashingRate(input: ReturnType<typeof orders>): { perSecond: number; cpuPerSecond: number; ms: number } {
	const runs: number[] = [];
	const cpuRuns: number[] = [];
	// Two rounds warm the JIT (and libphonenumber's metadata) as a long-running n8n is warm; five are measured.
	for (let round = 0; round < 7; round++) {
		if (round === 2) {
			runs.length = 0;
			cpuRuns.length = 0;
		}
		const cpuStart = process.cpuUsage();
		const start = performance.now();
		for (const o of input) readUserData({ email: o.email, phone: o.phone, ipAddress: o.ip, userAgent: 'Mozilla/5.0 (bench)' }, {});
		runs.push(performance.now() - start);
		const cpu = process.cpuUsage(cpuStart);
		cpuRuns.push((cpu.user + cpu.system) / 1000);
	}
	const median = (l: number[]) => [...l].sort((a, b) => a - b)[2];
	return { perSecond: Math.round(input.length / (median(runs) / 1000)), cpuPerSecond: Math.round(input.length / (median(cpuRuns) / 1000)), ms: Math.round(median(runs)) };
}

async function main(): Promise<void> {
	const input = orders();
	const hashing = hashingRate(input);

	const emulator = await startEmulator({ quiet: true });
	const credential = makeCredential(capiCredentialData(emulator), 'snapchatConversionsApi');
	const parameters = sendParams({ userData: { email: '={{ $json.email }}', phone: '={{ $json.phone }}', ipAddress: '={{ $json.ip }}', userAgent: 'Mozilla/5.0 (bench)' } });
	let peakRss = process.memoryUsage().rss;
	const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
	const rssBefore = process.memoryUsage().rss;
	const start = performance.now();
	const result = await runNode({ nodeType: loadNode(), typeName: CONVERSIONS_TYPE, nodeName: 'Snapchat Conversions', parameters, input, credential, parentTypesFor: {} });
	const wallMs = Math.round(performance.now() - start);
	clearInterval(sampler);
	peakRss = Math.max(peakRss, process.memoryUsage().rss);
	const requests = emulator.requestLog.filter((e) => e.path === `/v3/${CAPI_PIXEL_ID}/events`).length;
	const recorded = emulator.conversions.events().length;
	await emulator.close();
	if (result.error) throw result.error;
	const accepted = result.items.filter((i) => i.json.outcome === 'accepted').length;

	const figures = {
		events: COUNT,
		shipped: SHIPPED,
		requests,
		accepted,
		recorded,
		wallMs,
		eventsHashedPerSecond: hashing.perSecond,
		eventsHashedPerCpuSecond: hashing.cpuPerSecond,
		hashingMs: hashing.ms,
		rssBeforeMb: mb(rssBefore),
		peakRssMb: mb(peakRss),
	};
	const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
	log(`Snapchat Conversions, Send Events with ${COUNT.toLocaleString('en-US')} purchases: email, phone, IP, user agent (node ${process.version})`);
	log(`  code measured            ${SHIPPED ? 'as shipped (dist/, after npm run build)' : 'the sources (run npm run build first to measure what ships)'}`);
	log(`  requests sent            ${requests} (goal ${GOALS.requests})  ${verdict(requests <= GOALS.requests)}`);
	log(`  accepted / recorded      ${accepted.toLocaleString('en-US')} / ${recorded.toLocaleString('en-US')}`);
	log(`  whole run (engine)       ${(wallMs / 1000).toFixed(1)} s`);
	log(`  hashing rate             ${hashing.perSecond.toLocaleString('en-US')} events/s (goal >= ${GOALS.eventsPerSecond.toLocaleString('en-US')}/s)  ${verdict(hashing.perSecond >= GOALS.eventsPerSecond)}`);
	log(`  hashing per CPU second   ${hashing.cpuPerSecond.toLocaleString('en-US')} events/s (the same work by CPU time, independent of other load)`);
	log(`  peak RSS                 ${figures.peakRssMb} MB (before the run ${figures.rssBeforeMb} MB; emulator and its request log in the same process)`);
	log(`BENCH_CONVERSIONS ${JSON.stringify(figures)}`);
}

main().catch((error: unknown) => {
	process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
	process.exitCode = 1;
});

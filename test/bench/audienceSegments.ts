/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * `npm run bench:segments`: Add Users with 250,000 emails, printed as a table and one JSON line.
 *
 *   1. hashing alone (normalise + SHA-256 + dedupe, the node's IdentifierCollector): identifiers/s
 *      (goal >= 200,000/s) and the memory it keeps (RSS growth after gc) (only 64-character hashes are kept);
 *      the same for 250,000 phone numbers (national with Default Country US, and international), whose
 *      country rules cost more: as shipped after `npm run build` (dist/, libphonenumber-js bundled with
 *      the build's speed-ups; goal >= 100,000/s, what the Conversions API needs with email and IP),
 *      and from the sources for comparison;
 *   2. the whole node through n8n-core's engine (test harness) against the emulator on 127.0.0.1:
 *      requests sent (goal 3: 100,000 per request), wall time, peak RSS of the process (emulator
 *      with its request log included).
 *
 * Not a test: it prints figures and exits 0; "MISS" marks a figure beyond its goal.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import type { INodeType } from 'n8n-workflow';

import { IdentifierCollector } from '../../nodes/SnapchatAds/actions/audienceSegment/hashing';
import { AD_ACCOUNT_LA, startEmulator } from '../emulator';
import { makeCredential, runNode } from '../harness';
import { emulatorCredentialData } from '../node/credential';
import { segmentUsersParams } from '../node/params';

const COUNT = 250_000;
const GOALS = { requests: 3, hashesPerSecond: 200_000, phonesPerSecond: 100_000 };
const SHIPPED_IDENTIFIERS = resolve(__dirname, '../../dist/nodes/shared/identifiers/index.js');

const log = (line = '') => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const gc = () => (globalThis as { gc?: () => void }).gc?.();
const emails = () => Array.from({ length: COUNT }, (_, i) => `  Customer.${i}@Example-Shop.com `);
// Distinct, possible numbers: US national (with and without the trunk 1), UK and German international.
const phones = () =>
	Array.from({ length: COUNT }, (_, i) => {
		const n = String(i).padStart(6, '0');
		switch (i % 4) {
			case 0:
				return `(212) 5${n.slice(0, 2)}-${n.slice(2)}`;
			case 1:
				return `1-646-5${n.slice(0, 2)}-${n.slice(2)}`;
			case 2:
				return `+44 20 79${n.slice(0, 2)} ${n.slice(2)}`;
			default:
				return `+49 151 23${n}`;
		}
	});
const PHONE_OPTIONS = { defaultCountry: 'US' };

type Add = (index: number, raw: string) => void;
type Rate = { perSecond: number; cpuPerSecond: number; ms: number; keptHeapMb: number };

function loadNode(): INodeType {
	// The explicit .ts extension: under tsx a bare `SnapchatAds.node` would resolve to the codex JSON.
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const { SnapchatAds } = require('../../nodes/SnapchatAds/SnapchatAds.node.ts') as { SnapchatAds: new () => INodeType };
	return new SnapchatAds();
}

function hashingRate(values: string[], collect: () => { add: Add; unique: () => number }): Rate {
	const runs: number[] = [];
	const cpuRuns: number[] = [];
	let keptHeapMb = 0;
	for (let round = 0; round < 3; round++) {
		gc();
		const rssBefore = process.memoryUsage().rss;
		const collector = collect();
		const cpuStart = process.cpuUsage();
		const start = performance.now();
		for (let i = 0; i < values.length; i++) collector.add(i, values[i]);
		runs.push(performance.now() - start);
		const cpu = process.cpuUsage(cpuStart);
		cpuRuns.push((cpu.user + cpu.system) / 1000);
		gc();
		// RSS, not heapUsed: V8 under-reports the Set of hash strings in heapUsed on this Node.
		keptHeapMb = Math.max(keptHeapMb, mb(process.memoryUsage().rss - rssBefore));
		// (read after the measurement, so the collector and its hashes are still alive while measured)
		if (collector.unique() !== values.length) throw new Error(`expected ${values.length} distinct hashes, got ${collector.unique()}`);
	}
	const ms = [...runs].sort((a, b) => a - b)[1];
	// CPU time too: on a shared machine the wall-clock rate also measures the other processes.
	const cpuMs = [...cpuRuns].sort((a, b) => a - b)[1];
	return { perSecond: Math.round(values.length / (ms / 1000)), cpuPerSecond: Math.round(values.length / (cpuMs / 1000)), ms: Math.round(ms), keptHeapMb };
}

const collectorOf = (collector: IdentifierCollector) => ({ add: (i: number, raw: string) => void collector.add(i, raw), unique: () => collector.unique });

/** The built package's phone rules (bundled library), when `npm run build` has been run. */
function shippedPhones(): (() => { add: Add; unique: () => number }) | undefined {
	if (!existsSync(SHIPPED_IDENTIFIERS)) return undefined;
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const shipped = require(SHIPPED_IDENTIFIERS) as typeof import('../../nodes/shared/identifiers');
	return () => {
		const hashes = new Set<string>();
		return {
			add: (_i, raw) => {
				const result = shipped.normalizePhone(raw, PHONE_OPTIONS);
				if (result.ok) hashes.add(shipped.sha256Hex(result.value));
			},
			unique: () => hashes.size,
		};
	};
}

async function main(): Promise<void> {
	const values = emails();
	const hashing = hashingRate(values, () => collectorOf(new IdentifierCollector('email')));
	const phoneValues = phones();
	const phoneHashing = hashingRate(phoneValues, () => collectorOf(new IdentifierCollector('phone', PHONE_OPTIONS)));
	const shipped = shippedPhones();
	const shippedHashing = shipped ? hashingRate(phoneValues, shipped) : undefined;

	const emulator = await startEmulator({ quiet: true });
	const credential = makeCredential(emulatorCredentialData(emulator, emulator.issueTokens('user-1')));
	const segment = emulator.segments.seed({ name: 'Bench', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA });
	const input = values.map((email) => ({ email }));
	let peakRss = process.memoryUsage().rss;
	const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
	const rssBefore = process.memoryUsage().rss;
	const start = performance.now();
	const result = await runNode({ nodeType: loadNode(), parameters: segmentUsersParams(segment.id as string), input, credential });
	const wallMs = Math.round(performance.now() - start);
	clearInterval(sampler);
	peakRss = Math.max(peakRss, process.memoryUsage().rss);
	const requests = emulator.requestLog.filter((e) => e.path.endsWith('/users')).length;
	const added = emulator.segments.counts(segment.id as string).added.EMAIL_SHA256;
	await emulator.close();
	if (result.error) throw result.error;

	const figures = {
		identifiers: COUNT,
		requests,
		identifiersAdded: added,
		wallMs,
		hashesPerSecond: hashing.perSecond,
		hashesPerCpuSecond: hashing.cpuPerSecond,
		hashingMs: hashing.ms,
		hashingKeptHeapMb: hashing.keptHeapMb,
		phonesPerSecond: phoneHashing.perSecond,
		phonesPerCpuSecond: phoneHashing.cpuPerSecond,
		shippedPhonesPerSecond: shippedHashing?.perSecond ?? null,
		shippedPhonesPerCpuSecond: shippedHashing?.cpuPerSecond ?? null,
		rssBeforeMb: mb(rssBefore),
		peakRssMb: mb(peakRss),
	};
	const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
	log(`Audience Segment, Add Users with ${COUNT.toLocaleString('en-US')} emails (node ${process.version})`);
	log(`  requests sent            ${requests} (goal ${GOALS.requests})  ${verdict(requests <= GOALS.requests)}`);
	log(`  identifiers added        ${added.toLocaleString('en-US')}`);
	log(`  whole run (engine)       ${(wallMs / 1000).toFixed(1)} s`);
	log(`  hashing rate             ${hashing.perSecond.toLocaleString('en-US')}/s (goal >= ${GOALS.hashesPerSecond.toLocaleString('en-US')}/s)  ${verdict(hashing.perSecond >= GOALS.hashesPerSecond)}`);
	log(`  hashing per CPU second   ${hashing.cpuPerSecond.toLocaleString('en-US')}/s (the same work by CPU time, independent of other load)`);
	const rate = (r: Rate) => `${r.perSecond.toLocaleString('en-US')}/s, ${r.cpuPerSecond.toLocaleString('en-US')} per CPU second`;
	// The goal is for what ships: the sources load the library as published, without the build's speed-ups.
	log(
		shippedHashing
			? `  phones, as shipped       ${rate(shippedHashing)} (goal >= ${GOALS.phonesPerSecond.toLocaleString('en-US')}/s)  ${verdict(shippedHashing.perSecond >= GOALS.phonesPerSecond)}`
			: '  phones, as shipped       skipped: dist/ is missing (run `npm run build` first)',
	);
	log(`  phones, from sources     ${rate(phoneHashing)} (library unbundled, as tests load it; no goal)`);
	log(`  memory kept by hashing   ${hashing.keptHeapMb} MB RSS growth (only one 64-character hash per distinct identifier is kept)`);
	log(`  peak RSS                 ${figures.peakRssMb} MB (before the run ${figures.rssBeforeMb} MB; emulator and its request log in the same process)`);
	log(`BENCH_SEGMENTS ${JSON.stringify(figures)}`);
}

main().catch((error: unknown) => {
	process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
	process.exitCode = 1;
});

#!/usr/bin/env node
// Queue bench: 1,000 event-detail creates spread over 20 executions fired at once through a production
// webhook (50 creates and one listing each), against the emulator at Snap's rate limit (10 requests per
// second per access token) with the stored access token expired, in
//   - one regular n8n process (SQLite, executions in the main process), and
//   - n8n queue mode: Postgres, Redis, main + 2 workers (concurrency 10 each).
// Prints, per setup: wall time from firing to the last answer, API calls, 429 answers, refresh calls.
//
//   npm run bench:queue [-- --no-build] [-- --repeat=3]     (n8n 2.x from the cache, like npm run e2e)
import fs from 'node:fs';
import os from 'node:os';
import { DEFAULT_N8N_VERSION, ensureN8n } from '../lib/n8n-install.mjs';
import { buildPackage, drainCleanups, mkTmp, onExitSignals, packPackage } from '../lib/n8n.mjs';
import { prepareQueueLoad, SNAP_RATE_LIMIT_PER_SECOND } from '../lib/queue.mjs';
import { ensureQueueServices } from '../lib/services.mjs';
import { skip } from './skip.mjs';

const RUNS = 20;
const EVENTS = 50;
const repeat = Number(process.argv.find((a) => a.startsWith('--repeat='))?.split('=')[1] ?? 1);
const cleanups = []; // one setup's processes and folders
const finals = []; // the packed tarball's folder
onExitSignals(async () => {
	await drainCleanups(cleanups);
	await drainCleanups(finals);
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Starts `mode`, fires the load `repeat` times (a fresh token pair and rotation round each time). */
async function measure(inst, tarball, mode) {
	const t0 = Date.now();
	const rotations = Array.from({ length: repeat }, () => 'rotate');
	const { rounds } = await prepareQueueLoad({ inst, tarball, mode, rotations, runs: RUNS, events: EVENTS, cleanups });
	const startup = Date.now() - t0;
	const out = [];
	for (const r of rounds) {
		const { results, ms, tally } = await r.fire();
		const failed = results.filter((x) => x.status !== 200).length;
		const created = r.emulator.eventDetails(r.account).filter((e) => e.event_name.startsWith(`${r.prefix}-r`)).length;
		out.push({ ms, failed, created, ...tally, workers: new Set(results.map((x) => x.json?.worker)).size });
	}
	await drainCleanups(cleanups);
	return { mode, startup, out };
}

function row(label, m) {
	const pick = (k) => median(m.out.map((o) => o[k]));
	return [
		label,
		`${(pick('ms') / 1000).toFixed(1)} s`,
		String(pick('created')),
		String(pick('failed')),
		String(pick('apiCalls')),
		String(pick('creates')),
		String(pick('status429')),
		String(pick('refreshes')),
		String(pick('invalidGrant')),
		`${(m.startup / 1000).toFixed(0)} s`,
	];
}

async function main() {
	const missing = ensureQueueServices();
	if (missing) skip(`queue mode needs Postgres and Redis. ${missing}.`);
	const inst = ensureN8n({ version: DEFAULT_N8N_VERSION, quiet: true, log: (m) => console.error(m) });
	const tmp = mkTmp('snapchat-ads-bench-pack-');
	finals.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
	if (!process.argv.includes('--no-build')) buildPackage();
	const tarball = packPackage(tmp);
	console.log(
		`queue bench: ${RUNS} executions × ${EVENTS} creates fired at once, emulator at ${SNAP_RATE_LIMIT_PER_SECOND} req/s per token, ` +
			`stored token expired; n8n ${DEFAULT_N8N_VERSION}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${repeat} run(s) each, median`,
	);
	try {
		const single = await measure(inst, tarball, 'single');
		const queue = await measure(inst, tarball, 'queue');
		const head = ['setup', 'total time', 'events', 'failed runs', 'API calls', 'create calls', '429s', 'refreshes', 'invalid_grant', 'startup'];
		const rows = [head, row('single process (SQLite)', single), row('queue: main + 2 workers (Postgres, Redis)', queue)];
		const widths = head.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
		for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i])).join('  '));
	} finally {
		await drainCleanups(cleanups);
		await drainCleanups(finals);
	}
}

try {
	await main();
} catch (e) {
	console.error(`queue bench failed: ${e?.stack || e}`);
	await drainCleanups(cleanups);
	await drainCleanups(finals);
	process.exit(1);
}

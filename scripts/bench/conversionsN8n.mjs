#!/usr/bin/env node
// Conversions in a real n8n (2.x from the cache, like npm run e2e): one workflow, one `n8n execute` run.
// A Code node makes 10,000 orders; they go side by side
//   - through Snapchat Conversions → Send Events (PURCHASE, email + phone hashed, IP, user agent, value,
//     currency, event time and ID, all mapped with expressions) to the emulator's Conversions API, and
//   - through n8n's own Set node computing the same fields from the same expressions (no hashing, no
//     request: what any node that maps these fields costs in this n8n).
// Prints each node's execution time as n8n records it (runData executionTime), their ratio (goal <= 1.3),
// the requests the emulator received, and with --profile writes a V8 CPU profile of the n8n process and
// lists the functions of this package and of n8n's parameter/expression code that took the most time.
//
//   npm run bench:conversions:n8n [-- --no-build] [-- --profile] [-- --repeat=3]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import { conversionsCredential, CAPI_CRED_ID, CAPI_CRED_NAME } from '../lib/credential.mjs';
import { loadEmulator } from '../lib/emulator.mjs';
import { DEFAULT_N8N_VERSION, ensureN8n } from '../lib/n8n-install.mjs';
import {
	buildPackage,
	drainCleanups,
	freePort,
	installTarball,
	mkTmp,
	n8nCli,
	n8nEnv,
	onExitSignals,
	PACKAGE_NAME,
	packPackage,
	parseRawOutput,
	writeJson,
} from '../lib/n8n.mjs';

const COUNT = 10_000;
const GOAL_RATIO = 1.3;
const WF_ID = 'benchCapiVsSet01';
const SEND = 'Send Events';
const SET = 'Set (same fields)';
const args = process.argv.slice(2);
const profile = args.includes('--profile');
const repeat = Number(args.find((a) => a.startsWith('--repeat='))?.split('=')[1] ?? 1);
const version = process.env.E2E_N8N_VERSION || DEFAULT_N8N_VERSION;
const cleanups = [];
onExitSignals(() => drainCleanups(cleanups));

// The orders, made inside n8n (the Code node) so that both branches read the same items.
const ORDERS_CODE = `const now = Date.now();
const out = [];
for (let i = 0; i < ${COUNT}; i++) {
  out.push({ json: {
    orderId: 'order-' + i,
    email: '  Customer.' + i + '@Example-Shop.com ',
    phone: '+1 (415) 555-' + String(i % 10000).padStart(4, '0'),
    ip: '203.0.' + ((i >> 8) & 255) + '.' + (i & 255),
    userAgent: 'Mozilla/5.0 (bench)',
    total: ((i % 500) + 0.99).toFixed(2),
    currency: 'USD',
    url: 'https://shop.example.com/thanks',
    time: new Date(now - 3600000).toISOString(),
  } });
}
return out;`;

// The same expressions in both nodes.
const EXPR = {
	eventTime: '={{ $json.time }}',
	eventId: '={{ $json.orderId }}',
	url: '={{ $json.url }}',
	email: '={{ $json.email }}',
	phone: '={{ $json.phone }}',
	ip: '={{ $json.ip }}',
	userAgent: '={{ $json.userAgent }}',
	currency: '={{ $json.currency }}',
	value: '={{ $json.total }}',
};

function workflow() {
	const node = (name, type, typeVersion, position, parameters, extra = {}) => ({ id: randomUUID(), name, type, typeVersion, position, parameters, ...extra });
	const assignment = (name, value, type = 'string') => ({ id: randomUUID(), name, value, type });
	return {
		id: WF_ID,
		name: 'Bench: Snapchat Conversions beside n8n Set, 10,000 orders',
		active: false,
		nodes: [
			node('Start', 'n8n-nodes-base.manualTrigger', 1, [0, 0], {}),
			node('Orders', 'n8n-nodes-base.code', 2, [220, 0], { jsCode: ORDERS_CODE }),
			node(
				SEND,
				`${PACKAGE_NAME}.snapchatConversions`,
				1,
				[440, -120],
				{
					operation: 'send',
					actionSource: 'web',
					eventName: 'PURCHASE',
					eventTime: EXPR.eventTime,
					eventSourceUrl: EXPR.url,
					eventId: EXPR.eventId,
					userData: { email: EXPR.email, phone: EXPR.phone, ipAddress: EXPR.ip, userAgent: EXPR.userAgent },
					customData: { currency: EXPR.currency, value: EXPR.value },
					options: {},
				},
				{ credentials: { snapchatConversionsApi: { id: CAPI_CRED_ID, name: CAPI_CRED_NAME } } },
			),
			node(SET, 'n8n-nodes-base.set', 3.4, [440, 120], {
				assignments: {
					assignments: [
						assignment('event_name', 'PURCHASE'),
						assignment('event_time', EXPR.eventTime),
						assignment('event_id', EXPR.eventId),
						assignment('event_source_url', EXPR.url),
						assignment('em', EXPR.email),
						assignment('ph', EXPR.phone),
						assignment('client_ip_address', EXPR.ip),
						assignment('client_user_agent', EXPR.userAgent),
						assignment('currency', EXPR.currency),
						assignment('value', EXPR.value),
					],
				},
				options: {},
			}),
		],
		connections: {
			Start: { main: [[{ node: 'Orders', type: 'main', index: 0 }]] },
			Orders: {
				main: [
					[
						{ node: SEND, type: 'main', index: 0 },
						{ node: SET, type: 'main', index: 0 },
					],
				],
			},
		},
		settings: { executionOrder: 'v1' },
		pinData: {},
	};
}

/**
 * `n8n execute`, optionally under --cpu-prof; resolves { stdout, ms }. Its output goes to a file, not a
 * pipe: n8n exits right after printing, and a pipe loses the end of the 20,000 items' run JSON.
 */
function execute(inst, env, profileDir, outFile) {
	const started = Date.now();
	const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=500'] : [];
	const out = fs.openSync(outFile, 'w');
	return new Promise((resolve, reject) => {
		const child = spawn(inst.nodeBin, [...nodeArgs, inst.n8nBin, 'execute', `--id=${WF_ID}`, '--rawOutput'], { cwd: env.N8N_USER_FOLDER, env, stdio: ['ignore', out, 'pipe'] });
		cleanups.push(() => child.exitCode === null && child.kill('SIGKILL'));
		let stderr = '';
		child.stderr.on('data', (d) => (stderr += d));
		child.on('error', reject);
		child.on('close', (status) => {
			fs.closeSync(out);
			const stdout = fs.readFileSync(outFile, 'utf8');
			if (status === 0) resolve({ stdout, ms: Date.now() - started });
			else reject(new Error(`n8n execute failed (${status})\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`));
		});
	});
}

/** Self time per function in a .cpuprofile, as [ms, "function file:line"], the largest first. */
function hotFunctions(file, keep) {
	const prof = JSON.parse(fs.readFileSync(file, 'utf8'));
	const byId = new Map(prof.nodes.map((n) => [n.id, n]));
	const self = new Map();
	const deltas = prof.timeDeltas;
	prof.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0)));
	const totals = new Map();
	for (const [id, us] of self) {
		const { callFrame: f } = byId.get(id);
		if (!keep(f.url)) continue;
		const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '')}:${f.lineNumber + 1}`;
		totals.set(key, (totals.get(key) ?? 0) + us);
	}
	return [...totals].map(([k, us]) => [us / 1000, k]).sort((a, b) => b[0] - a[0]);
}

async function main() {
	const inst = ensureN8n({ version, quiet: true, log: (m) => console.error(m) });
	const tmp = mkTmp('snapchat-capi-bench-');
	cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
	if (!args.includes('--no-build')) buildPackage();
	const tarball = packPackage(path.join(tmp, 'pack'));
	const userFolder = path.join(tmp, 'user');
	installTarball(userFolder, tarball);
	const { startEmulator } = await loadEmulator();
	const emulator = await startEmulator({ quiet: true });
	cleanups.push(() => emulator.close());
	const env = n8nEnv(inst, { userFolder, port: await freePort(), brokerPort: await freePort() });
	await n8nCli(inst, env, ['import:credentials', `--input=${writeJson(tmp, 'cred.json', [conversionsCredential({ emulator })])}`]);
	await n8nCli(inst, env, ['import:workflow', `--input=${writeJson(tmp, 'wf.json', [workflow()])}`]);

	const rows = [];
	let profileFile;
	for (let r = 0; r < repeat; r++) {
		emulator.reset();
		const profileDir = profile && r === repeat - 1 ? path.join(tmp, 'prof') : undefined;
		const { stdout, ms } = await execute(inst, env, profileDir, path.join(tmp, `run-${r}.json`));
		const run = parseRawOutput(stdout);
		const runData = run?.data?.resultData?.runData ?? run?.resultData?.runData;
		if (!runData?.[SEND] || !runData?.[SET]) throw new Error(`the run has no data for both nodes:\n${stdout.slice(-2000)}`);
		const sendRun = runData[SEND][0];
		const out = sendRun.data?.main?.[0] ?? [];
		const accepted = out.filter((i) => i.json?.outcome === 'accepted').length;
		const requests = emulator.requestLog.filter((e) => e.path.startsWith('/v3/') && e.method === 'POST').length;
		rows.push({ send: sendRun.executionTime, set: runData[SET][0].executionTime, wall: ms, accepted, requests });
		if (profileDir) profileFile = fs.readdirSync(profileDir).map((f) => path.join(profileDir, f)).find((f) => f.endsWith('.cpuprofile'));
	}
	const median = (k) => [...rows.map((x) => x[k])].sort((a, b) => a - b)[Math.floor(rows.length / 2)];
	const figures = { n8n: version, events: COUNT, runs: repeat, sendMs: median('send'), setMs: median('set'), wallMs: median('wall'), accepted: median('accepted'), requests: median('requests') };
	figures.ratio = Math.round((figures.sendMs / figures.setMs) * 100) / 100;
	const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
	console.log(`Snapchat Conversions in real n8n ${version} beside n8n's Set node, ${COUNT.toLocaleString('en-US')} orders, the same expressions (${os.cpus().length} cores, median of ${repeat})`);
	console.log(`  Send Events (node execution time)   ${s(figures.sendMs)}  (${figures.requests} requests, ${figures.accepted.toLocaleString('en-US')} accepted)`);
	console.log(`  Set, same fields (execution time)   ${s(figures.setMs)}`);
	console.log(`  ratio Send Events / Set             ${figures.ratio.toFixed(2)}x (goal <= ${GOAL_RATIO}x)  ${figures.ratio <= GOAL_RATIO ? 'PASS' : 'MISS'}`);
	console.log(`  whole n8n execute (start included)  ${s(figures.wallMs)}`);
	if (profileFile) {
		const mine = hotFunctions(profileFile, (url) => url.includes(`/.n8n/nodes/node_modules/${PACKAGE_NAME}/`));
		const engine = hotFunctions(profileFile, (url) => /n8n-workflow|n8n-core|expression-runtime|tournament|isolated-vm/.test(url));
		const all = hotFunctions(profileFile, () => true);
		const top = (list, n) => list.slice(0, n).map(([ms, k]) => `    ${ms.toFixed(0).padStart(7)} ms  ${k}`).join('\n');
		console.log(`  CPU profile (self time): ${profileFile}`);
		console.log(`   this package, ${mine.reduce((a, [ms]) => a + ms, 0).toFixed(0)} ms in all:\n${top(mine, 12)}`);
		console.log(`   n8n's engine:\n${top(engine, 12)}`);
		console.log(`   everything:\n${top(all, 15)}`);
		fs.copyFileSync(profileFile, path.join(os.tmpdir(), 'snapchat-conversions-n8n.cpuprofile'));
		console.log(`  (copied to ${path.join(os.tmpdir(), 'snapchat-conversions-n8n.cpuprofile')})`);
	}
	console.log(`BENCH_CONVERSIONS_N8N ${JSON.stringify(figures)}`);
}

try {
	await main();
} catch (e) {
	console.error(`conversions n8n bench failed: ${e?.stack || e}`);
	process.exitCode = 1;
} finally {
	await drainCleanups(cleanups);
}

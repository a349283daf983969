#!/usr/bin/env node
// A stats read through n8n's MCP Server Trigger beside the same read in a normal execution (issue 36, 6),
// in a real n8n 2.x from the cache (skipped, with the reason, when it is not installed: `npm run
// e2e:install-n8n` installs it). Both are published workflows under one `n8n start`, against the emulator:
//   - MCP: the "Snapchat Ads MCP server" example; the official MCP SDK client calls get_campaign_stats
//     (3 days of a campaign, compact rows) over streamable HTTP, one session for all calls;
//   - normal: a Webhook (production URL, answering with the last node's items) → Snapchat Ads, Stats → Get
//     with the same parameters as fixed values.
// Each is called 20 times after 2 warm-up calls, one at a time; prints the median and the spread of the
// round trip as the client sees it, side by side. Figures only: it never fails on them.
//
//   npm run bench:mcp [-- --no-build] [-- --calls=20]
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

import { CRED_ID, CRED_NAME, emulatorCredential, mcpBearerCredential } from '../lib/credential.mjs';
import { loadEmulator } from '../lib/emulator.mjs';
import { answerJson, mcpWorkflow, waitForMcp } from '../lib/mcp.mjs';
import { DEFAULT_N8N_VERSION, existingInstall } from '../lib/n8n-install.mjs';
import {
	activateArgs,
	buildPackage,
	CREDENTIAL_TYPE,
	drainCleanups,
	freePort,
	installTarball,
	mkTmp,
	n8nCli,
	n8nEnv,
	NODE_TYPE,
	onExitSignals,
	packPackage,
	startN8nServer,
	writeJson,
} from '../lib/n8n.mjs';
import { skip } from './skip.mjs';

const args = process.argv.slice(2);
const CALLS = Number(args.find((a) => a.startsWith('--calls='))?.split('=')[1] ?? 20);
const WARM_UP = 2;
const version = process.env.E2E_N8N_VERSION || DEFAULT_N8N_VERSION;
const TOKEN = `bench-${randomUUID()}`;
const MCP_ID = 'benchMcpServer01';
const HOOK_ID = 'benchMcpWebhook1';
const HOOK_PATH = 'bench-campaign-stats';
// Fixture (test/emulator/adsFixtures.ts): "Summer Sale US" of Acme US (Los Angeles).
const CAMPAIGN = 'ca000001-1111-4a11-8a11-000000000001';
const STATS = { campaign_id: CAMPAIGN, start_date: '2025-03-08', end_date: '2025-03-10', split: 'none' };

/** The get_campaign_stats tool's parameters with the arguments as fixed values: the "normal" read. */
function webhookWorkflow() {
	const tool = mcpWorkflow({ id: MCP_ID, mcpPath: 'x' }).nodes.find((n) => n.name === 'get_campaign_stats');
	const fixed = JSON.parse(JSON.stringify(tool.parameters).replace(/=\{\{ \$fromAI\('([a-z_]+)'[^}]*\}\}/g, (_, key) => STATS[key]));
	delete fixed.descriptionType;
	delete fixed.toolDescription;
	const hook = { id: randomUUID(), name: 'Webhook', type: 'n8n-nodes-base.webhook', typeVersion: 2, position: [0, 0], webhookId: randomUUID(), parameters: { httpMethod: 'GET', path: HOOK_PATH, responseMode: 'lastNode', responseData: 'allEntries', options: {} } };
	const stats = { id: randomUUID(), name: 'Campaign stats', type: NODE_TYPE, typeVersion: 1, position: [220, 0], parameters: fixed, credentials: { [CREDENTIAL_TYPE]: { id: CRED_ID, name: CRED_NAME } } };
	return { id: HOOK_ID, name: 'Bench: campaign stats by webhook', active: false, nodes: [hook, stats], connections: { Webhook: { main: [[{ node: stats.name, type: 'main', index: 0 }]] } }, settings: { executionOrder: 'v1' }, pinData: {} };
}

const median = (xs) => {
	const s = [...xs].sort((a, b) => a - b);
	return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Runs `once` WARM_UP + CALLS times, one at a time; the round trips in ms of the timed calls, each checked by `ok`. */
async function timed(once, ok) {
	const ms = [];
	for (let i = 0; i < WARM_UP + CALLS; i++) {
		const t0 = performance.now();
		const answer = await once();
		const took = performance.now() - t0;
		const problem = ok(answer);
		if (problem !== true) throw new Error(problem);
		if (i >= WARM_UP) ms.push(took);
	}
	return ms;
}

async function main() {
	const inst = existingInstall(version);
	if (!inst) skip(`n8n ${version} is not installed in the cache; run npm run e2e:install-n8n (a few minutes) and try again`);
	const cleanups = [];
	onExitSignals(() => drainCleanups(cleanups));
	try {
		if (!args.includes('--no-build')) buildPackage();
		const work = mkTmp('snapchat-ads-bench-mcp-');
		cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
		const userFolder = path.join(work, 'user');
		fs.mkdirSync(userFolder);
		installTarball(userFolder, packPackage(work));
		const { startEmulator } = await loadEmulator();
		const emulator = await startEmulator({ port: await freePort(), autoApprove: true, quiet: true });
		cleanups.push(() => emulator.close());
		const env = n8nEnv(inst, { userFolder, port: await freePort(), brokerPort: await freePort(), logLevel: 'warn' });
		const credFile = writeJson(work, 'credentials.json', [emulatorCredential({ emulator, tokens: emulator.issueTokens() }), mcpBearerCredential({ token: TOKEN })]);
		await n8nCli(inst, env, ['import:credentials', `--input=${credFile}`]);
		const wfDir = path.join(work, 'workflows');
		fs.mkdirSync(wfDir);
		writeJson(wfDir, 'mcp.json', mcpWorkflow({ id: MCP_ID, mcpPath: 'bench-snapchat-ads' }));
		writeJson(wfDir, 'hook.json', webhookWorkflow());
		await n8nCli(inst, env, ['import:workflow', '--separate', `--input=${wfDir}`]);
		for (const id of [MCP_ID, HOOK_ID]) await n8nCli(inst, env, activateArgs(version, id));
		const server = await startN8nServer(inst, env, { logFile: path.join(work, 'n8n.log') });
		cleanups.push(() => server.stop());
		const base = `http://127.0.0.1:${env.N8N_PORT}`;
		const { client } = await waitForMcp(`${base}/mcp/bench-snapchat-ads`, { token: TOKEN });
		cleanups.push(() => client.close());

		const threeDays = (rows) => (Array.isArray(rows) && rows.length === 3) || `expected 3 rows, got ${JSON.stringify(rows).slice(0, 300)}`;
		const mcp = await timed(async () => answerJson(await client.callTool({ name: 'get_campaign_stats', arguments: STATS })), threeDays);
		const normal = await timed(async () => await (await fetch(`${base}/webhook/${HOOK_PATH}`)).json(), threeDays);

		const row = (label, ms) => `| ${label} | ${median(ms).toFixed(0)} ms | ${Math.min(...ms).toFixed(0)}–${Math.max(...ms).toFixed(0)} ms |`;
		console.log(`\nStats of one campaign, 3 days (compact rows), n8n ${version}, ${CALLS} calls each after ${WARM_UP} warm-up, one at a time:\n`);
		console.log('| Path | Median | Min–max |');
		console.log('|---|---|---|');
		console.log(row('MCP Server Trigger → Snapchat Ads Tool (MCP SDK client, streamable HTTP)', mcp));
		console.log(row('Webhook → Snapchat Ads (normal execution, production webhook)', normal));
		console.log(`\nMCP / normal median: ${(median(mcp) / median(normal)).toFixed(2)}`);
		console.log(JSON.stringify({ version, calls: CALLS, mcpMedianMs: median(mcp), normalMedianMs: median(normal) }));
	} finally {
		await drainCleanups(cleanups);
	}
}

await main();
process.exit(0);

#!/usr/bin/env node
// `npm run dev`: this package in a real n8n on http://localhost:5678, talking to the local Snapchat API
// emulator, with an owner account, a ready "Snapchat Ads (local emulator)" credential and every workflow
// JSON in examples/ (drop a file there to have it imported). Every run rebuilds and reinstalls the
// package, so source edits show up after a restart.
// Ctrl-C stops n8n and the emulator.
//
// Environment: N8N_DEV_PORT (5678), SNAPCHAT_ADS_EMULATOR_PORT (8787), SNAPCHAT_ADS_N8N_CACHE (cache root),
// E2E_N8N_VERSION (n8n version, default the pinned one), DEV_RESET=1 (start from an empty n8n database and
// the emulator's fixtures; otherwise both keep their data between runs, see scripts/lib/stack.mjs).
import path from 'node:path';
import { OWNER } from '../lib/n8n.mjs';
import { DEV_CREDENTIAL_NAME, startStack } from '../lib/stack.mjs';

const say = (m) => console.log(`[dev] ${m}`);

async function main() {
	let handles;
	let stopping = false;
	const shutdown = async (code = 0) => {
		if (stopping) return;
		stopping = true;
		say('stopping n8n and the emulator…');
		await handles?.stop();
		process.exit(code);
	};
	process.on('SIGINT', () => shutdown(0));
	process.on('SIGTERM', () => shutdown(0));
	try {
		handles = await startStack();
	} catch (e) {
		console.error(`[dev] failed: ${e.message}`);
		process.exit(1);
	}
	const line = '─'.repeat(72);
	console.log(
		[
			'',
			line,
			` n8n with n8n-nodes-snapchat-ads is running`,
			'',
			`   Open:      ${handles.base}`,
			`   Log in:    ${OWNER.email} / ${OWNER.password}`,
			...handles.examples.map((ex) => `   Workflow:  ${ex.url}  (${ex.name})`),
			`   Credential "${DEV_CREDENTIAL_NAME}" (ready; "Switch account", n8n 1.x: "Reconnect", works against the emulator)`,
			`   Emulator:  ${handles.emulator.baseUrl}`,
			`   MCP:       ${handles.mcp.url}  (Authorization: Bearer ${handles.mcp.token}; see docs/mcp.md)`,
			'',
			'   Source edits: stop (Ctrl-C) and run `npm run dev` again (it rebuilds and reinstalls).',
			'   Ctrl-C stops n8n and the emulator.',
			line,
			'',
		].join('\n'),
	);
	handles.server.child.on('exit', (code) => {
		if (!stopping) {
			console.error(`[dev] n8n exited (code ${code}); see ${handles.logFile}`);
			shutdown(1);
		}
	});
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
	await main();
}

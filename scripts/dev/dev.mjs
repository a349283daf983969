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
import { decisionNote } from '../lib/devExamples.mjs';
import { DEV_CREDENTIAL_NAME, startStack } from '../lib/stack.mjs';

const say = (m) => console.log(`[dev] ${m}`);

/**
 * The start-up message: what to open, each example workflow and whether this start imported, updated or
 * kept it (a restart keeps what the user changed in n8n, issue 50.2), and how to reach the MCP server
 * (which of the trigger's two URLs to copy, and the file the Bearer token is kept in, issue 50.5).
 */
export function bannerLines(handles) {
	const line = '─'.repeat(72);
	const kept = handles.examples.filter((ex) => ex.action === 'keep');
	return [
		'',
		line,
		` n8n with n8n-nodes-snapchat-ads is running`,
		'',
		`   Open:      ${handles.base}`,
		`   Log in:    ${OWNER.email} / ${OWNER.password}`,
		...handles.examples.map((ex) => `   Workflow:  ${ex.url}  (${ex.name})${decisionNote(ex) ? `  [${decisionNote(ex)}]` : ''}`),
		'   Example workflows are yours to edit: a restart imports only the ones n8n does not have or that',
		`   nobody changed since they were imported${kept.length ? ` (${kept.length} kept above, as changed in n8n)` : ''}; DEV_RESET=1 resets all`,
		'   (n8n\'s database with every workflow, the emulator\'s data and the MCP token).',
		`   Credential "${DEV_CREDENTIAL_NAME}" (ready; "Switch account", n8n 1.x: "Reconnect", works against the emulator)`,
		`   Emulator:  ${handles.emulator.baseUrl}`,
		`   MCP:       ${handles.mcp.url}`,
		'              the trigger\'s Production URL: copy this one, not the Test URL (n8n\'s default tab, which',
		'              answers only while the editor listens for a test event)',
		`              Authorization: Bearer ${handles.mcp.token}`,
		`              (the token is kept in ${handles.mcp.tokenFile}; see docs/mcp.md)`,
		'',
		'   Source edits: stop (Ctrl-C) and run `npm run dev` again (it rebuilds and reinstalls).',
		'   Ctrl-C stops n8n and the emulator.',
		line,
		'',
	];
}

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
	console.log(bannerLines(handles).join('\n'));
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

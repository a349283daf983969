#!/usr/bin/env node
// `npm run dev`: this package in a real n8n on http://localhost:5678, talking to the local Snapchat API
// emulator, with an owner account, a ready "Snapchat Ads (local emulator)" credential and the example
// workflow. Every run rebuilds and reinstalls the package, so source edits show up after a restart.
// Ctrl-C stops n8n and the emulator.
//
// Environment: N8N_DEV_PORT (5678), SNAPCHAT_ADS_EMULATOR_PORT (8787), SNAPCHAT_ADS_N8N_CACHE (cache root),
// E2E_N8N_VERSION (n8n version, default the pinned one), DEV_RESET=1 (start from an empty n8n database).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheRoot, DEFAULT_N8N_VERSION, ensureN8n } from '../e2e/n8n-install.mjs';
import { loadEmulator } from '../e2e/emulator.mjs';
import {
	buildPackage,
	installTarball,
	mkTmp,
	n8nCli,
	n8nEnv,
	OWNER,
	packPackage,
	portInUse,
	ROOT,
	setupOwner,
	startN8nServer,
	stopProcess,
	writeJson,
} from '../e2e/lib.mjs';
import { emulatorCredential } from '../e2e/workflows.mjs';

export const DEV_CREDENTIAL_ID = 'snapLocalEmu0001';
export const DEV_CREDENTIAL_NAME = 'Snapchat Ads (local emulator)';
export const EXAMPLE_WORKFLOW_ID = 'snapExampleWf001';
export const EXAMPLE_FILE = path.join(ROOT, 'examples', 'create-list-delete-reminder-event.json');

const say = (m) => console.log(`[dev] ${m}`);

/**
 * Prepares and starts the whole stack. Returns handles; used by `npm run dev` and by the editor check
 * (which passes its own ports and a throwaway user folder).
 */
export async function startStack({
	version = process.env.E2E_N8N_VERSION || DEFAULT_N8N_VERSION,
	n8nPort = Number(process.env.N8N_DEV_PORT || 5678),
	emulatorPort = Number(process.env.SNAPCHAT_ADS_EMULATOR_PORT || 8787),
	brokerPort,
	userFolder,
	reset = process.env.DEV_RESET === '1',
	tarball,
	build = true,
	log = say,
	emulatorQuiet = false,
} = {}) {
	for (const [what, port] of [
		['n8n', n8nPort],
		['the emulator', emulatorPort],
	]) {
		if (await portInUse(port)) throw new Error(`port ${port} (for ${what}) is already in use; stop what uses it or set another port`);
	}
	log(`n8n ${version}: checking the cached install (the first run installs it, a few minutes)…`);
	const inst = ensureN8n({ version, quiet: true, log });

	const handles = { inst, cleanups: [] };
	const stop = async () => {
		while (handles.cleanups.length) {
			try {
				await handles.cleanups.pop()();
			} catch {
				/* keep stopping the rest */
			}
		}
	};
	handles.stop = stop;
	try {
		if (!tarball) {
			if (build) {
				log('building the package (npm run build)…');
				buildPackage();
			}
			const packDir = mkTmp('snapchat-ads-dev-pack-');
			handles.cleanups.push(() => fs.rmSync(packDir, { recursive: true, force: true }));
			tarball = packPackage(packDir);
		}
		userFolder ||= path.join(cacheRoot(), `dev-${createHash('sha1').update(ROOT).digest('hex').slice(0, 10)}`, `n8n-${version}`);
		if (reset) fs.rmSync(userFolder, { recursive: true, force: true });
		fs.mkdirSync(userFolder, { recursive: true });
		installTarball(userFolder, tarball);
		log(`installed ${path.basename(tarball)} into ${path.join(userFolder, '.n8n', 'nodes')}`);

		const { startEmulator } = await loadEmulator();
		const callback = `http://localhost:${n8nPort}/rest/oauth2-credential/callback`;
		const emulator = await startEmulator({ port: emulatorPort, autoApprove: true, redirectUri: callback, quiet: emulatorQuiet });
		handles.emulator = emulator;
		handles.cleanups.push(() => emulator.close());
		log(`emulator listening at ${emulator.baseUrl}`);

		const env = n8nEnv(inst, {
			userFolder,
			port: n8nPort,
			brokerPort: brokerPort ?? n8nPort + 1,
			encryptionKey: 'snapchat-ads-dev-only-not-a-secret',
			extra: { N8N_EDITOR_BASE_URL: `http://localhost:${n8nPort}`, WEBHOOK_URL: `http://localhost:${n8nPort}/` },
		});
		handles.env = env;
		// A credential that is connected already (fresh tokens of the emulator's user-1), and the example workflow.
		const tokens = emulator.issueTokens();
		const work = mkTmp('snapchat-ads-dev-');
		handles.cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
		const credFile = writeJson(work, 'credential.json', [
			emulatorCredential({ id: DEV_CREDENTIAL_ID, name: DEV_CREDENTIAL_NAME, emulator, tokens }),
		]);
		const example = JSON.parse(fs.readFileSync(EXAMPLE_FILE, 'utf8'));
		const wfFile = writeJson(work, 'workflow.json', { ...example, id: EXAMPLE_WORKFLOW_ID, active: false });
		await n8nCli(inst, env, ['import:credentials', `--input=${credFile}`]);
		await n8nCli(inst, env, ['import:workflow', `--input=${wfFile}`]);
		log(`imported the credential "${DEV_CREDENTIAL_NAME}" and the example workflow`);

		const logFile = path.join(userFolder, 'n8n.log');
		fs.writeFileSync(logFile, '');
		log(`starting n8n on http://localhost:${n8nPort} (log: ${logFile})…`);
		const server = await startN8nServer(inst, env, { logFile });
		handles.server = server;
		handles.cleanups.push(() => server.stop());
		handles.base = `http://localhost:${n8nPort}`;
		await setupOwner(server.base, OWNER);
		handles.workflowUrl = `${handles.base}/workflow/${EXAMPLE_WORKFLOW_ID}`;
		handles.userFolder = userFolder;
		handles.logFile = logFile;
		return handles;
	} catch (e) {
		await stop();
		throw e;
	}
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
	const line = '─'.repeat(72);
	console.log(
		[
			'',
			line,
			` n8n with n8n-nodes-snapchat-ads is running`,
			'',
			`   Open:      ${handles.base}`,
			`   Log in:    ${OWNER.email} / ${OWNER.password}`,
			`   Workflow:  ${handles.workflowUrl}`,
			`   Credential "${DEV_CREDENTIAL_NAME}" (ready; "Reconnect" works against the emulator)`,
			`   Emulator:  ${handles.emulator.baseUrl}`,
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

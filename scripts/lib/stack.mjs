// n8n with this package, the local Snapchat API emulator, an owner, a ready credential and every example
// workflow of examples/: what `npm run dev` starts and what the editor check drives in Chromium.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { conversionsCredential, emulatorCredential, mcpBearerCredential, sheetsPlaceholderCredential, slackPlaceholderCredential } from './credential.mjs';
import { seedDemoAudiences } from './demoAudiences.mjs';
import { RECORD_FILE, syncExamples } from './devExamples.mjs';
import { loadEmulator } from './emulator.mjs';
import { cacheRoot, DEFAULT_N8N_VERSION, ensureN8n } from './n8n-install.mjs';
import {
	activateArgs,
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
	writeJson,
} from './n8n.mjs';

export const EXAMPLES_DIR = path.join(ROOT, 'examples');

/**
 * The n8n workflow id `npm run dev` gives an example file: its own `id` if it has one, else one derived
 * from the file name (stable across runs, so a restart re-imports over the same workflow).
 */
export function exampleWorkflowId(file, json = {}) {
	if (typeof json.id === 'string' && json.id) return json.id;
	return `snapEx${createHash('sha1').update(path.basename(file)).digest('hex').slice(0, 10)}`;
}

/** Every workflow JSON in examples/, with the id it gets in n8n. Drop a file there to have it imported. */
export function exampleWorkflows(dir = EXAMPLES_DIR) {
	return fs
		.readdirSync(dir)
		.filter((f) => f.endsWith('.json'))
		.sort()
		.map((f) => {
			const file = path.join(dir, f);
			const json = JSON.parse(fs.readFileSync(file, 'utf8'));
			return { file, id: exampleWorkflowId(file, json), name: json.name, json };
		});
}

export const DEV_CREDENTIAL_ID = 'snapLocalEmu0001';
export const DEV_CREDENTIAL_NAME = 'Snapchat Ads (local emulator)';
/** The example the editor check opens and runs through its form. */
export const EXAMPLE_FILE = path.join(EXAMPLES_DIR, 'create-list-delete-reminder-event.json');
export const EXAMPLE_WORKFLOW_ID = exampleWorkflowId(EXAMPLE_FILE, JSON.parse(fs.readFileSync(EXAMPLE_FILE, 'utf8')));
/** The MCP example: published at start, so MCP clients reach it at once (issue 36). */
export const MCP_EXAMPLE_FILE = path.join(EXAMPLES_DIR, 'snapchat-ads-mcp-server.json');
export const MCP_PATH = 'snapchat-ads';

/** Where the dev Bearer token of the MCP example is kept. */
export const mcpTokenFile = (userFolder) => path.join(userFolder, 'mcp-dev-token');

/** The dev Bearer token of the MCP example: made once per user folder and kept there. */
export function mcpDevToken(userFolder) {
	const file = mcpTokenFile(userFolder);
	if (!fs.existsSync(file)) fs.writeFileSync(file, `dev-${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
	return fs.readFileSync(file, 'utf8').trim();
}


/**
 * Restores the emulator's data from `file` when it exists, then writes it back there every 2 seconds when
 * it changed (through a temporary file, so a crash never leaves half a file) and once more on stop.
 * Returns the stop step.
 */
export function keepEmulatorState(emulator, file, log) {
	if (fs.existsSync(file)) {
		try {
			const restored = emulator.restore(JSON.parse(fs.readFileSync(file, 'utf8')));
			log(restored ? `emulator data restored from ${file} (DEV_RESET=1 starts afresh)` : `${file} is of another emulator version: the emulator starts from its fixtures`);
		} catch (e) {
			log(`could not read ${file} (${e.message}): the emulator starts from its fixtures`);
		}
	}
	let written = '';
	const save = () => {
		const text = JSON.stringify(emulator.snapshot());
		if (text === written) return;
		fs.writeFileSync(`${file}.tmp`, text);
		fs.renameSync(`${file}.tmp`, file);
		written = text;
	};
	const timer = setInterval(save, 2000);
	timer.unref();
	return () => {
		clearInterval(timer);
		save();
	};
}

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
	log = (m) => console.log(`[dev] ${m}`),
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

	// `npm run dev`'s own user folder keeps the emulator's data beside n8n's database, so the IDs saved in
	// workflows still exist after a restart (DEV_RESET=1 removes the folder: both start afresh). A caller
	// with its own (throwaway) folder, like the editor check, gets the emulator's fixtures only.
	const keepEmulatorData = userFolder === undefined;
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

		const emulatorModule = await loadEmulator();
		const { startEmulator } = emulatorModule;
		const callback = `http://localhost:${n8nPort}/rest/oauth2-credential/callback`;
		const emulator = await startEmulator({ port: emulatorPort, autoApprove: true, redirectUri: callback, quiet: emulatorQuiet });
		handles.emulator = emulator;
		handles.cleanups.push(() => emulator.close());
		log(`emulator listening at ${emulator.baseUrl}`);
		if (keepEmulatorData) handles.cleanups.push(keepEmulatorState(emulator, path.join(userFolder, 'emulator-state.json'), log));
		const demoLists = seedDemoAudiences(emulator, emulatorModule.AD_ACCOUNT_LA);
		if (demoLists.length) log(`added the demo customer lists ${demoLists.map((n) => `"${n}"`).join(' and ')} to the Acme US ad account`);

		const env = n8nEnv(inst, {
			userFolder,
			port: n8nPort,
			brokerPort: brokerPort ?? n8nPort + 1,
			encryptionKey: 'snapchat-ads-dev-only-not-a-secret',
			extra: { N8N_EDITOR_BASE_URL: `http://localhost:${n8nPort}`, WEBHOOK_URL: `http://localhost:${n8nPort}/` },
		});
		handles.env = env;
		// A credential that is connected already (fresh tokens of the emulator's user-1), and every example.
		const tokens = emulator.issueTokens();
		const work = mkTmp('snapchat-ads-dev-');
		handles.cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
		const credFile = writeJson(work, 'credential.json', [
			emulatorCredential({ id: DEV_CREDENTIAL_ID, name: DEV_CREDENTIAL_NAME, emulator, tokens }),
			conversionsCredential({ emulator }),
			// Every example node names a credential that exists, so none opens with a red warning.
			slackPlaceholderCredential(),
			sheetsPlaceholderCredential(),
			mcpBearerCredential({ token: mcpDevToken(userFolder) }),
		]);
		const examples = exampleWorkflows();
		const hasDatabase = fs.existsSync(path.join(userFolder, '.n8n', 'database.sqlite'));
		await n8nCli(inst, env, ['import:credentials', `--input=${credFile}`]);
		// A restart keeps what the user changed in an example workflow (devExamples.mjs): only the examples
		// n8n does not have, or still holds exactly as imported, are imported (again).
		const decisions = await syncExamples({
			userFolder,
			examples,
			hasDatabase,
			tmpDir: work,
			exportAll: async (dir) => {
				const res = await n8nCli(inst, env, ['export:workflow', '--all', '--separate', `--output=${dir}`], { allowFail: true });
				if (res.status !== 0 && !/No workflows found/.test(`${res.stdout}${res.stderr}`)) {
					throw new Error(`could not read n8n's workflows to keep your edits to the examples (n8n export:workflow, exit ${res.status}); DEV_RESET=1 starts afresh\n${res.stderr.slice(-2000)}`);
				}
			},
			importAll: async (list) => {
				const wfDir = path.join(work, 'examples');
				fs.mkdirSync(wfDir);
				for (const [i, ex] of list.entries()) writeJson(wfDir, `${i}.json`, { ...ex.json, id: ex.id, active: false });
				await n8nCli(inst, env, ['import:workflow', '--separate', `--input=${wfDir}`]);
				// Examples saved as active (the MCP server) are published before n8n starts, as n8n 2.x wants.
				for (const ex of list.filter((e) => e.json.active === true)) await n8nCli(inst, env, activateArgs(version, ex.id));
			},
		});
		const count = (action) => decisions.filter((d) => d.action === action).length;
		log(
			`imported the credential "${DEV_CREDENTIAL_NAME}"; example workflows: ${count('add')} imported, ${count('update')} updated, ${count('same')} unchanged, ${count('keep')} kept as changed in n8n`,
		);
		handles.examples = decisions.map((d) => ({ ...d, url: `http://localhost:${n8nPort}/workflow/${d.id}` }));
		handles.examplesRecord = path.join(userFolder, RECORD_FILE);
		handles.mcp = { url: `http://localhost:${n8nPort}/mcp/${MCP_PATH}`, token: mcpDevToken(userFolder), tokenFile: mcpTokenFile(userFolder) };

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


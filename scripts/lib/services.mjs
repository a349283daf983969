// Throwaway Postgres and Redis for n8n queue mode, from Debian's `postgresql` and `redis-server`
// packages (`.ci/run` installs them when missing). Both listen on loopback only, on free ports, keep
// their data in a fresh folder, and run as children of this process: `stop()` ends them and removes
// the folder.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, portInUse, stopProcess } from './n8n.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest Debian Postgres bin folder (/usr/lib/postgresql/<major>/bin). */
function postgresBin() {
	const base = '/usr/lib/postgresql';
	const majors = fs.existsSync(base) ? fs.readdirSync(base).filter((d) => /^\d+$/.test(d)).sort((a, b) => b - a) : [];
	const dir = majors.map((m) => path.join(base, m, 'bin')).find((d) => fs.existsSync(path.join(d, 'postgres')));
	if (!dir) throw new Error('Postgres is not installed (apt-get install -y postgresql; `.ci/run` does it when run as root)');
	return dir;
}

/** Runs argv as the `postgres` system user when we are root (Postgres refuses to run as root). */
function asPostgres(argv) {
	return isRoot() ? ['runuser', ['-u', 'postgres', '--', ...argv]] : [argv[0], argv.slice(1)];
}

async function waitFor(what, test, { timeoutMs = 30_000, child } = {}) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		if (child && child.exitCode !== null) throw new Error(`${what} exited (code ${child.exitCode}) while starting`);
		if (await test()) return;
		await new Promise((r) => setTimeout(r, 200));
	}
	throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/**
 * Starts Postgres on 127.0.0.1:<free port> with its data in a new folder under `parent` (which the
 * postgres user must be able to reach) and creates the database `database`. Durability is off: the
 * data lives only as long as the run.
 */
export async function startPostgres({ parent, database = 'n8n', logFile }) {
	const bin = postgresBin();
	const dir = fs.mkdtempSync(path.join(parent, 'pg-'));
	const data = path.join(dir, 'data');
	fs.mkdirSync(data, { mode: 0o700 });
	if (isRoot()) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
	const run = (argv) => {
		const [cmd, args] = asPostgres(argv);
		const r = spawnSync(cmd, args, { encoding: 'utf8' });
		if (r.status !== 0) throw new Error(`${argv[0]} failed: ${r.stderr || r.stdout || r.error}`);
	};
	run([path.join(bin, 'initdb'), '-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
	const port = await freePort();
	const [cmd, args] = asPostgres([
		path.join(bin, 'postgres'),
		...['-D', data, '-p', String(port), '-k', dir],
		...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
	]);
	const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
	const child = spawn(cmd, args, { stdio: ['ignore', out, out], detached: true });
	const stop = async () => {
		await stopProcess(child, 10_000, 'SIGINT'); // Postgres' fast shutdown
		fs.rmSync(dir, { recursive: true, force: true });
	};
	try {
		await waitFor('Postgres', () => portInUse(port), { child });
		// The socket accepts before the server takes queries; psql retries until it does.
		await waitFor('Postgres', async () => spawnSync('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-c', `create database ${database}`]).status === 0, {
			child,
		});
	} catch (e) {
		await stop();
		throw e;
	}
	return { host: '127.0.0.1', port, user: 'postgres', database, dir, stop };
}

/** Starts Redis on 127.0.0.1:<free port>, in memory only (no snapshots, no append-only file). */
export async function startRedis({ parent, logFile }) {
	const bin = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((f) => fs.existsSync(f));
	if (!bin) throw new Error('Redis is not installed (apt-get install -y redis-server; `.ci/run` does it when run as root)');
	const dir = fs.mkdtempSync(path.join(parent, 'redis-'));
	const port = await freePort();
	const out = logFile ? fs.openSync(logFile, 'a') : 'ignore';
	const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--daemonize', 'no'];
	const child = spawn(bin, args, { stdio: ['ignore', out, out], detached: true });
	const stop = async () => {
		await stopProcess(child);
		fs.rmSync(dir, { recursive: true, force: true });
	};
	try {
		await waitFor('Redis', () => portInUse(port), { child });
	} catch (e) {
		await stop();
		throw e;
	}
	return { host: '127.0.0.1', port, stop };
}

/**
 * Postgres and Redis, installed from Debian the way `.ci/run` does it when they are missing and we
 * are root with apt-get. Returns undefined when they are there, else why not (to print as a skip).
 */
export function ensureQueueServices(log = (m) => console.error(m)) {
	if (queueServicesAvailable()) return undefined;
	const how = 'apt-get install -y postgresql redis-server';
	if (!isRoot()) return `Postgres and Redis are not installed and installing them needs root: run \`${how}\` as root`;
	const aptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' });
	if (aptGet.status !== 0) return `Postgres and Redis are not installed and there is no apt-get here: install postgresql and redis-server`;
	log(`+ installing postgresql and redis-server (${how})`);
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	for (const argv of [['update', '-qq'], ['install', '-y', '-qq', 'postgresql', 'redis-server']]) {
		const r = spawnSync('apt-get', argv, { env, encoding: 'utf8', timeout: 900_000 });
		if (r.status !== 0) return `\`apt-get ${argv.join(' ')}\` failed: ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' ')}`;
	}
	return queueServicesAvailable() ? undefined : 'Postgres and Redis are still missing after apt-get install';
}

/** Postgres and Redis are installed (their Debian packages). */
export function queueServicesAvailable() {
	try {
		postgresBin();
	} catch {
		return false;
	}
	return ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].some((f) => fs.existsSync(f));
}

#!/usr/bin/env node
// End-to-end test: this package, packed with `npm pack`, installed as a community package into a REAL n8n
// (cached install, see n8n-install.mjs), driven headless with the n8n CLI against the local Snapchat API
// emulator. Prints one line per check and finally `N passed, M failed`. The checks live in scenarios/
// (one module each, listed in scenarios/index.mjs); suite.mjs prepares each n8n version for them.
//
//   npm run e2e                      build, pack, run all checks (and the editor check in Chromium)
//   npm run e2e -- --no-build        use the existing dist/
//   npm run e2e -- --no-editor       skip the headless-Chromium editor check (also E2E_EDITOR=0)
//   npm run e2e -- --no-queue        skip the queue-mode scenario (Postgres, Redis, 2 workers; also E2E_QUEUE=0)
//   npm run e2e -- --break-n8n-path  run against a deliberately broken package (wrong paths in the
//                                    package.json `n8n` block): must FAIL
//   npm run e2e -- --break-n8n-path --expect-fail   exits 0 only if the broken package failed
//   E2E_N8N_VERSIONS=2.40.7,1.123.81 n8n versions to test (default: both; 2.40.7 only with --break-n8n-path)
//   E2E_SCENARIOS=a,b                run only the named scenarios (see scenarios/index.mjs)
//   E2E_KEEP=1                       keep the temp folders for inspection
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { DEFAULT_N8N_VERSION, existingInstall } from '../lib/n8n-install.mjs';
import { breakTarball, buildPackage, drainCleanups, mkTmp, onExitSignals, packPackage } from '../lib/n8n.mjs';
import { stopwatch } from '../lib/stopwatch.mjs';
import { record, tally } from './checks.mjs';
import { runQueueMode } from './queue-mode.mjs';
import { suite } from './suite.mjs';

const args = process.argv.slice(2);
const BREAK = args.includes('--break-n8n-path');
const EXPECT_FAIL = args.includes('--expect-fail');
const NO_BUILD = args.includes('--no-build');
const EDITOR = !args.includes('--no-editor') && process.env.E2E_EDITOR !== '0' && !BREAK;
const QUEUE = !args.includes('--no-queue') && process.env.E2E_QUEUE !== '0' && !BREAK;
const KEEP = process.env.E2E_KEEP === '1';
// Internal (runChains): run only chain <i> against the already packed tarball.
const CHAIN_ARG = args.find((a) => a.startsWith('--chain='));
const CHAIN = CHAIN_ARG === undefined ? undefined : Number(CHAIN_ARG.slice('--chain='.length));
const TARBALL = args.find((a) => a.startsWith('--tarball='))?.slice('--tarball='.length);
// n8n 1.x (1.123.81, the last 1.x line, run with the same registry Node 24) is on by default: it adds
// about 30 s warm; its one-time install runs in parallel with the 2.x checks.
export const DEFAULT_VERSIONS = `${DEFAULT_N8N_VERSION},1.123.81`;
// A broken package fails on any version: the broken-package check uses only the first unless told.
const VERSIONS = (process.env.E2E_N8N_VERSIONS || (BREAK ? DEFAULT_N8N_VERSION : DEFAULT_VERSIONS))
	.split(',')
	.map((v) => v.trim())
	.filter(Boolean);

const cleanups = []; // per suite (emulator, temp user folder); run after each suite
const finalCleanups = []; // the packed tarball's folder, background installs; run at the very end
const started = Date.now();

const runCleanups = (list = cleanups) => drainCleanups(list);
onExitSignals(async () => {
	await runCleanups();
	await runCleanups(finalCleanups);
});

/**
 * Starts the one-time installs of all missing n8n versions at once, in child processes, so that a cold
 * run installs 1.x while the 2.x checks run. Resolves per version with the installer's exit status.
 */
function prefetchInstalls(versions) {
	const installer = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'lib', 'n8n-install.mjs');
	const pending = new Map();
	for (const version of versions) {
		if (existingInstall(version)) continue;
		console.error(`[e2e] n8n ${version} is not cached yet: installing it in the background (one time, a few minutes)`);
		pending.set(
			version,
			new Promise((resolve) => {
				const child = spawn(process.execPath, [installer, `--n8n-version=${version}`, '--quiet'], {
					stdio: ['ignore', 'ignore', 'pipe'],
					detached: true,
				});
				let err = '';
				child.stderr.on('data', (d) => (err += d));
				child.on('close', (code) => resolve({ code, err }));
				finalCleanups.push(() => {
					if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
				});
			}),
		);
	}
	return pending;
}

/**
 * The parts of the run, one chain per n8n version: the version's suite, and after the first version's
 * suite the editor check and the queue-mode scenario (n8n 2.x). Within a chain the parts run one after
 * the other; with more than one version, the chains run side by side (see runChains).
 */
async function runChain(index, tarball, installs) {
	const version = VERSIONS[index];
	const tag = VERSIONS.length > 1 ? `[n8n ${version}] ` : '';
	const clock = stopwatch(tag);
	/** Runs one part; a crash is one failed check, and the part's cleanups run after it either way. */
	const stage = async (name, fn) => {
		clock.reset();
		try {
			await fn();
		} catch (e) {
			record(false, `${name} crashed`, e?.stack || e);
		}
		await runCleanups();
		clock.lap(name);
	};
	await stage(`suite for n8n ${version}`, () => suite({ version, tarball, pending: installs.get(version), cleanups, keep: KEEP, tag }));
	if (index === 0 && EDITOR) {
		await stage('editor check', async () => (await import('./editor-check.mjs')).runEditorCheck({ tarball, record, cleanups }));
	}
	if (index === 0 && QUEUE) {
		await stage('queue mode', () => runQueueMode({ tarball, pending: installs.get(process.env.E2E_QUEUE_N8N_VERSION || DEFAULT_N8N_VERSION), cleanups, keep: KEEP }));
	}
	clock.summary(`${tag}time per stage`);
}

/**
 * Runs each version's chain in a child process of its own (`--chain=<i> --tarball=<file>`), all at once,
 * and adds up their tallies. The versions share nothing (each has its own emulator, user folder, ports
 * and, for the first, the editor's and queue mode's own n8n), and most of a suite's time is spent
 * waiting for n8n (a CLI boot per execution, `n8n start`, trigger polls a minute apart, webhook waits),
 * so the other version's suite runs in that time instead of after it. Every check still runs and
 * reports; each line carries its version's tag. A separate process per chain keeps each chain's
 * cleanups and its CPU-time measurement its own.
 */
async function runChains(tarball) {
	const self = fileURLToPath(import.meta.url);
	// --expect-fail stays here: a child reports its plain tally, and this process decides.
	const passArgs = args.filter((a) => !a.startsWith('--chain=') && !a.startsWith('--tarball=') && a !== '--no-build' && a !== '--expect-fail');
	const children = VERSIONS.map((version, index) => {
		const child = spawn(process.execPath, [self, ...passArgs, '--no-build', `--chain=${index}`, `--tarball=${tarball}`], {
			stdio: ['ignore', 'pipe', 'pipe'],
			env: process.env,
		});
		const closed = new Promise((resolve) => child.on('close', (code, signal) => resolve({ code, signal })));
		finalCleanups.push(async () => {
			if (child.exitCode !== null || child.signalCode !== null) return;
			child.kill('SIGTERM');
			await Promise.race([closed, new Promise((r) => setTimeout(r, 60_000))]);
		});
		let childTally;
		readline.createInterface({ input: child.stdout }).on('line', (line) => {
			const m = /^(\d+) passed, (\d+) failed$/.exec(line);
			if (m) childTally = { passed: Number(m[1]), failed: Number(m[2]) };
			else console.log(line);
		});
		readline.createInterface({ input: child.stderr }).on('line', (line) => console.error(line));
		return closed.then(({ code, signal }) => ({ version, code, signal, tally: () => childTally }));
	});
	for (const { version, code, signal, tally: t } of await Promise.all(children)) {
		const counted = t();
		if (counted) {
			tally.passed += counted.passed;
			tally.failed += counted.failed;
		}
		if ((code !== 0 || !counted) && !(counted?.failed > 0)) record(false, `the e2e run for n8n ${version} ended without its tally (exit ${code ?? signal})`);
	}
}

async function main() {
	if (CHAIN !== undefined) {
		// A child of runChains: the tarball is packed already; this process installs its n8n if needed.
		await runChain(CHAIN, TARBALL, new Map());
		return;
	}
	console.log(`e2e: ${BREAK ? 'BROKEN package (n8n block paths corrupted) — this run must fail' : 'packed package in a real n8n'}; n8n ${VERSIONS.join(', ')}`);
	const installs = VERSIONS.length > 1 ? new Map() : prefetchInstalls(VERSIONS);
	const tmp = mkTmp('snapchat-ads-e2e-pack-');
	finalCleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
	if (!NO_BUILD) {
		try {
			buildPackage();
		} catch (e) {
			record(false, 'npm run build', e.message);
			return;
		}
	}
	let tarball;
	try {
		tarball = packPackage(tmp);
		if (BREAK) tarball = breakTarball(tarball, tmp);
		record(true, `npm pack → ${path.basename(tarball)}`);
	} catch (e) {
		record(false, 'npm pack', e.message);
		return;
	}
	if (VERSIONS.length > 1) await runChains(tarball);
	else await runChain(0, tarball, installs);
}

try {
	await main();
} catch (e) {
	record(false, 'e2e crashed', e?.stack || e);
} finally {
	await runCleanups();
	await runCleanups(finalCleanups);
}
const { passed, failed } = tally;
console.error(`(e2e${CHAIN === undefined ? '' : ` chain ${CHAIN}`} took ${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`${passed} passed, ${failed} failed`);
if (EXPECT_FAIL) {
	if (failed > 0) console.log('expected failure: the broken package was rejected (exit 0)');
	else console.log('UNEXPECTED: the broken package passed every check (exit 1)');
	process.exit(failed > 0 ? 0 : 1);
}
process.exit(failed > 0 ? 1 : 0);

#!/usr/bin/env node
// End-to-end test: this package, packed with `npm pack`, installed as a community package into a REAL n8n
// (cached install, see n8n-install.mjs), driven headless with the n8n CLI against the local Snapchat API
// emulator. Prints one line per check and finally `N passed, M failed`. The checks live in scenarios/
// (one module each, listed in scenarios/index.mjs); suite.mjs prepares each n8n version for them.
//
//   npm run e2e                      build, pack, run all checks (and the editor check in Chromium)
//   npm run e2e -- --no-build        use the existing dist/
//   npm run e2e -- --no-editor       skip the headless-Chromium editor check (also E2E_EDITOR=0)
//   npm run e2e -- --break-n8n-path  run against a deliberately broken package (wrong paths in the
//                                    package.json `n8n` block): must FAIL
//   npm run e2e -- --break-n8n-path --expect-fail   exits 0 only if the broken package failed
//   E2E_N8N_VERSIONS=2.40.7,1.123.81 n8n versions to test (default: both; 2.40.7 only with --break-n8n-path)
//   E2E_SCENARIOS=a,b                run only the named scenarios (see scenarios/index.mjs)
//   E2E_KEEP=1                       keep the temp folders for inspection
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_N8N_VERSION, existingInstall } from '../lib/n8n-install.mjs';
import { breakTarball, buildPackage, killRunningN8nCli, mkTmp, packPackage } from '../lib/n8n.mjs';
import { record, tally } from './checks.mjs';
import { suite } from './suite.mjs';

const args = process.argv.slice(2);
const BREAK = args.includes('--break-n8n-path');
const EXPECT_FAIL = args.includes('--expect-fail');
const NO_BUILD = args.includes('--no-build');
const EDITOR = !args.includes('--no-editor') && process.env.E2E_EDITOR !== '0' && !BREAK;
const KEEP = process.env.E2E_KEEP === '1';
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

async function runCleanups(list = cleanups) {
	while (list.length) {
		const fn = list.pop();
		try {
			await fn();
		} catch (e) {
			console.error(`cleanup: ${e.message}`);
		}
	}
}

let exiting = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
	process.on(sig, async () => {
		if (exiting) return;
		exiting = true;
		console.error(`\n${sig}: cleaning up`);
		killRunningN8nCli();
		await runCleanups();
		await runCleanups(finalCleanups);
		process.exit(130);
	});
}

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

async function main() {
	console.log(`e2e: ${BREAK ? 'BROKEN package (n8n block paths corrupted) — this run must fail' : 'packed package in a real n8n'}; n8n ${VERSIONS.join(', ')}`);
	const installs = prefetchInstalls(VERSIONS);
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
	const runEditor = async () => {
		const { runEditorCheck } = await import('./editor-check.mjs');
		try {
			await runEditorCheck({ tarball, record, cleanups });
		} catch (e) {
			record(false, 'editor check crashed', e?.stack || e);
		}
		await runCleanups();
	};
	// The editor check (n8n 2.x) runs right after the first version's checks, so that on a cold machine
	// the other versions keep installing in the background meanwhile.
	for (const [i, version] of VERSIONS.entries()) {
		const tag = VERSIONS.length > 1 ? `[n8n ${version}] ` : '';
		try {
			await suite({ version, tarball, pending: installs.get(version), cleanups, keep: KEEP, tag });
		} catch (e) {
			record(false, `suite for n8n ${version} crashed`, e?.stack || e);
		}
		await runCleanups();
		if (i === 0 && EDITOR) await runEditor();
	}
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
console.error(`(e2e took ${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`${passed} passed, ${failed} failed`);
if (EXPECT_FAIL) {
	if (failed > 0) console.log('expected failure: the broken package was rejected (exit 0)');
	else console.log('UNEXPECTED: the broken package passed every check (exit 1)');
	process.exit(failed > 0 ? 0 : 1);
}
process.exit(failed > 0 ? 1 : 0);

#!/usr/bin/env node
// `npm test`: everything that proves the package, in order, on a fresh clone:
// build (tsc + gulp), typecheck (sources and tests), n8n lint (`n8n-node lint`, then the stricter
// second config), jest (unit, emulator, node
// operations through n8n-core's engine), n8n's verification scanner on the packed tarball, and the
// end-to-end run inside a real n8n. Stops at the first failing step; ends with one summary line.
//
// Steps that share nothing run side by side (`together`), each with its output held back and printed
// whole, in the listed order, once it ends: build, typecheck and the two lints (each one process on one
// core; none reads what another writes: both lints and the typecheck ignore dist/), then the scanner
// and the broken-package check beside the end-to-end run (each packs into its own temp folder and runs
// its own n8n on free ports). Jest runs alone, with a worker per core (at least 2). Every step still
// runs and can fail; a failed group stops the run after its other steps end.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { mkdirSync, readFileSync, rmSync } = require('node:fs');
const os = require('node:os');
const { join } = require('node:path');

const root = join(__dirname, '..');
const artifacts = join(root, '.artifacts');
mkdirSync(artifacts, { recursive: true });
const jestReport = join(artifacts, 'jest-results.json');

let passed = 0;
let failed = 0;

function countFromOutput(text) {
	const matches = [...text.matchAll(/^(?:\w+: )?(\d+) passed, (\d+) failed/gm)];
	const last = matches.pop();
	return last ? { passed: Number(last[1]), failed: Number(last[2]) } : undefined;
}

/** Adds a finished step to the tally and prints its result line; false when it failed. */
function settle(step, result, seconds) {
	const { name, counts } = step;
	let tally;
	if (counts === 'jest') {
		try {
			const report = JSON.parse(readFileSync(jestReport, 'utf8'));
			tally = { passed: report.numPassedTests, failed: report.numFailedTests };
		} catch {
			tally = undefined;
		}
	} else if (counts === 'output') {
		tally = countFromOutput(result.stdout ?? '');
	}
	const ok = result.status === 0;
	if (tally) {
		passed += tally.passed;
		failed += tally.failed;
	}
	if (!ok && (!tally || tally.failed === 0)) failed += 1;
	console.log(`=== ${name}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds}s`);
	return ok;
}

function stop() {
	console.log(`\ntests: ${passed} passed, ${failed} failed`);
	process.exit(1);
}

/** One step alone, its output shown live. */
function run(step) {
	const { name, command, args } = step;
	const started = Date.now();
	console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
	const result = spawnSync(command, args, {
		cwd: root,
		stdio: step.counts === 'output' ? ['ignore', 'pipe', 'inherit'] : 'inherit',
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	});
	if (step.counts === 'output') process.stdout.write(result.stdout ?? '');
	if (!settle(step, result, ((Date.now() - started) / 1000).toFixed(1))) stop();
}

/** Starts a step with its output held back; resolves { status, signal, stdout, stderr, seconds }. */
function start(step) {
	const started = Date.now();
	return new Promise((resolve) => {
		const child = spawn(step.command, step.args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
		let stdout = '';
		let stderr = '';
		child.stdout.setEncoding('utf8').on('data', (d) => {
			stdout += d;
			if (step.live) process.stdout.write(d);
		});
		child.stderr.setEncoding('utf8').on('data', (d) => {
			stderr += d;
			if (step.live) process.stderr.write(d);
		});
		child.on('error', (e) => resolve({ status: null, signal: e.message, stdout, stderr, seconds: '0.0' }));
		child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
	});
}

/**
 * Runs steps side by side, at most `slots` at a time, in the listed order. Each step's output is
 * printed whole when it and the steps before it have ended (a `quiet` step's only if it failed); a
 * `live` step (the first listed) shows its output as it comes.
 */
async function together(steps, slots = steps.length) {
	const started = Date.now();
	console.log(`\n=== side by side (${slots} at a time): ${steps.map((s) => s.name).join(' | ')}`);
	for (const step of steps) if (step.live) console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`);
	const results = new Array(steps.length);
	let next = 0;
	const lane = async () => {
		while (next < steps.length) {
			const i = next++;
			results[i] = start(steps[i]);
			await results[i];
		}
	};
	const lanes = Promise.all(Array.from({ length: Math.min(slots, steps.length) }, lane));
	let ok = true;
	for (const [i, step] of steps.entries()) {
		while (results[i] === undefined) await new Promise((r) => setTimeout(r, 100));
		const result = await results[i];
		if (!step.live) {
			console.log(`\n=== ${step.name}: ${step.command} ${step.args.join(' ')}`);
			if (!step.quiet || result.status !== 0) process.stdout.write(`${result.stdout}${result.stderr}`);
		}
		ok = settle(step, result, result.seconds) && ok;
	}
	await lanes;
	console.log(`=== side by side: ${((Date.now() - started) / 1000).toFixed(1)}s in all`);
	if (!ok) stop();
}

const cores = os.cpus().length;

async function main() {
	rmSync(join(root, 'dist'), { recursive: true, force: true });
	rmSync(jestReport, { force: true });
	await together(
		[
			{ name: 'build', command: 'npm', args: ['run', '--silent', 'build'] },
			{ name: 'typecheck', command: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
			{ name: "lint (n8n-node lint: n8n's default config, strict mode)", command: 'npx', args: ['n8n-node', 'lint'] },
			{ name: 'lint (eslint.strict.config.mjs: no warnings, no stale exemptions)', command: 'npm', args: ['run', '--silent', 'lint:strict'] },
		],
		Math.max(2, cores),
	);
	// Most node tests wait on the emulator, on retry backoffs and on n8n-core, not on the CPU: two
	// workers on 2 cores overlap those waits (jest's default there is one). Ports are ephemeral and
	// temp folders unique, so files do not meet.
	run({ name: 'jest', command: 'npx', args: ['jest', `--maxWorkers=${Math.max(2, cores - 1)}`, '--json', `--outputFile=${jestReport}`], counts: 'jest' });
	// dist/ was just built: the end-to-end runs pack it as it is. A package with a wrong path in its n8n
	// block must make that same check fail (its output, a count of failed checks as intended, is shown
	// only if the step itself fails).
	await together([
		{ name: 'end-to-end in a real n8n', command: 'npm', args: ['run', '--silent', 'e2e', '--', '--no-build'], counts: 'output', live: true },
		{ name: 'n8n verification scanner', command: 'node', args: ['scripts/scan.mjs'], counts: 'output' },
		{ name: 'end-to-end fails for a broken package', command: 'npm', args: ['run', '--silent', 'e2e:broken', '--', '--no-build'], quiet: true },
	]);
	console.log(`\ntests: ${passed} passed, ${failed} failed`);
}

main();

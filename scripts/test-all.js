#!/usr/bin/env node
// `npm test`: everything that proves the package, in order, on a fresh clone:
// build (tsc + gulp), typecheck (sources and tests), n8n lint (`n8n-node lint`, then the stricter
// second config), jest (unit, emulator, node
// operations through n8n-core's engine), n8n's verification scanner on the packed tarball, and the
// end-to-end run inside a real n8n. Stops at the first failing step; ends with one summary line.
'use strict';
const { spawnSync } = require('node:child_process');
const { mkdirSync, readFileSync, rmSync } = require('node:fs');
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

function run(name, command, args, { counts, quiet } = {}) {
	const started = Date.now();
	console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
	const result = spawnSync(command, args, {
		cwd: root,
		stdio: counts === 'output' || quiet ? ['ignore', 'pipe', quiet ? 'pipe' : 'inherit'] : 'inherit',
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	});
	if (counts === 'output') process.stdout.write(result.stdout ?? '');
	if (quiet && result.status !== 0) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
	const seconds = ((Date.now() - started) / 1000).toFixed(1);
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
	if (!ok) {
		console.log(`\ntests: ${passed} passed, ${failed} failed`);
		process.exit(1);
	}
}

rmSync(join(root, 'dist'), { recursive: true, force: true });
rmSync(jestReport, { force: true });
run('build', 'npm', ['run', '--silent', 'build']);
run('typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('lint (n8n-node lint: n8n\'s default config, strict mode)', 'npx', ['n8n-node', 'lint']);
run('lint (eslint.strict.config.mjs: no warnings, no stale exemptions)', 'npm', ['run', '--silent', 'lint:strict']);
run('jest', 'npx', ['jest', '--json', `--outputFile=${jestReport}`], { counts: 'jest' });
run('n8n verification scanner', 'node', ['scripts/scan.mjs'], { counts: 'output' });
// dist/ was just built: the end-to-end run packs it as it is.
run('end-to-end in a real n8n', 'npm', ['run', '--silent', 'e2e', '--', '--no-build'], { counts: 'output' });
// And a package with a wrong path in its n8n block must make that same check fail.
// Its output (a count of failed checks, as intended) is shown only if the step itself fails.
run('end-to-end fails for a broken package', 'npm', ['run', '--silent', 'e2e:broken', '--', '--no-build'], { quiet: true });
console.log(`\ntests: ${passed} passed, ${failed} failed`);

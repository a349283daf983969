#!/usr/bin/env node
// `npm run bench`: builds dist/ once, then runs every bench part in turn, each as its own npm script, and
// ends with what ran, what failed and what was skipped (and why). A part that fails or cannot run on this
// machine never hides the figures of the others. Adding a part is one line in PARTS.
//
//   npm run bench                       every part
//   npm run bench -- --only=events,ads  just these parts (names as in PARTS)
//   npm run bench -- --skip=queue       all but these
//   npm run bench -- --no-build         use dist/ as it is
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SKIPPED } from './skip.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** name: for --only/--skip; script: the npm script; args: what it is given here (dist/ is built once, first). */
const PARTS = [
	{ name: 'events', script: 'bench:events', args: ['--no-build'] },
	{ name: 'ads', script: 'bench:ads' },
	{ name: 'stats', script: 'bench:stats' },
	{ name: 'agency', script: 'bench:agency' },
	{ name: 'segments', script: 'bench:segments' },
	{ name: 'conversions', script: 'bench:conversions' },
	{ name: 'conversions-n8n', script: 'bench:conversions:n8n', args: ['--no-build'] },
	{ name: 'queue', script: 'bench:queue', args: ['--no-build'] },
	{ name: 'mcp', script: 'bench:mcp', args: ['--no-build'] },
	{ name: 'tokens', script: 'bench:tokens' },
	{ name: 'trigger', script: 'bench:trigger' },
	{ name: 'pixel', script: 'bench:pixel' },
	{ name: 'metric-trigger', script: 'bench:metric-trigger' },
	{ name: 'lead', script: 'bench:lead' },
	{ name: 'creates', script: 'bench:creates' },
	{ name: 'targeting', script: 'bench:targeting' },
	{ name: 'media', script: 'bench:media' },
	{ name: 'coldload', script: 'bench:coldload', args: ['--no-build'] },
];

const listArg = (flag) => process.argv.find((a) => a.startsWith(`${flag}=`))?.slice(flag.length + 1).split(',').filter(Boolean);
const only = listArg('--only');
const skipped = listArg('--skip') ?? [];
const unknown = [...(only ?? []), ...skipped].filter((n) => !PARTS.some((p) => p.name === n));
if (unknown.length) {
	console.error(`unknown bench part(s): ${unknown.join(', ')}; the parts are ${PARTS.map((p) => p.name).join(', ')}`);
	process.exit(2);
}
const chosen = PARTS.filter((p) => (!only || only.includes(p.name)) && !skipped.includes(p.name));

const npm = (args, opts = {}) => spawnSync('npm', args, { cwd: ROOT, encoding: 'utf8', ...opts });

const build = process.argv.includes('--no-build') ? { status: 0 } : (console.error('+ npm run build'), npm(['run', '--silent', 'build'], { stdio: 'inherit' }));
if (build.status !== 0) {
	console.error('npm run build failed: no bench part can run without dist/');
	process.exit(1);
}

/** Runs `npm <args>`, passing its output through as it comes and keeping the end of its stderr (why it stopped). */
function runPart(args) {
	return new Promise((resolve) => {
		const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'pipe'] });
		let stderrTail = '';
		child.stderr.on('data', (chunk) => {
			process.stderr.write(chunk);
			stderrTail = (stderrTail + chunk.toString('utf8')).slice(-4000);
		});
		child.on('error', (e) => resolve({ status: null, signal: e.message, stderrTail }));
		child.on('close', (status, signal) => resolve({ status, signal, stderrTail }));
	});
}

const results = [];
for (const part of chosen) {
	const args = ['run', '--silent', part.script, ...(part.args?.length ? ['--', ...part.args] : [])];
	console.error(`\n+ npm ${args.join(' ')}`);
	const t0 = Date.now();
	const run = await runPart(args);
	const lastLines = run.stderrTail.trim().split('\n').filter(Boolean).slice(-3).join(' | ');
	const outcome = run.status === 0 ? 'ran' : run.status === SKIPPED ? 'skipped' : 'FAILED';
	results.push({ part, outcome, seconds: Math.round((Date.now() - t0) / 1000), why: outcome === 'ran' ? '' : lastLines || `exit ${run.status ?? run.signal}` });
}

console.log('\nbench parts:');
for (const r of results) {
	console.log(`  ${r.outcome.padEnd(7)} ${r.part.name.padEnd(9)} (npm run ${r.part.script}, ${r.seconds} s)${r.why ? `: ${r.why}` : ''}`);
}
for (const p of PARTS.filter((p) => !chosen.includes(p))) console.log(`  skipped ${p.name.padEnd(9)} (left out with --only/--skip)`);
// Figures are never judged here; only a part that broke makes the run fail.
process.exit(results.some((r) => r.outcome === 'FAILED') ? 1 : 0);

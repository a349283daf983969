/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Cold load: the CPU time n8n spends loading each compiled node and credential, in a fresh process
 * with n8n-workflow and Luxon already loaded (as in n8n): what n8n's package loader does at start —
 * require the file, instantiate the class named like the file, read its description (a credential: its fields; serialised, as
 * n8n does for the editor's node types) — side by side with a minimal node in the same run, so a
 * loaded machine moves both figures and not the comparison. CPU time (process.cpuUsage), not wall
 * time. Then n8n's own load of the whole package, lazy (from the generated metadata) beside full.
 * `npm run bench:coldload` (builds first; `-- --no-build` uses dist/ as it is), or part `coldload`
 * of `npm run bench`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

export const COLD_LOAD_TARGET_MS = 30;

export interface ColdLoadFigure {
	name: string;
	/** Median CPU milliseconds of the require, the instantiation and reading the description. */
	cpuMs: number;
}

const MINIMAL_NODE = `
const { NodeConnectionTypes } = require('n8n-workflow');
class Minimal {
	constructor() {
		this.description = { displayName: 'Minimal', name: 'minimal', group: ['transform'], version: 1, description: 'x', defaults: { name: 'Minimal' },
			inputs: [NodeConnectionTypes.Main], outputs: [NodeConnectionTypes.Main], properties: [{ displayName: 'Text', name: 'text', type: 'string', default: '' }] };
	}
	async execute() { return [this.getInputData()]; }
}
module.exports = { Minimal };
`;

function once(file: string): number {
	// The class is named like the file (SnapchatAds.node.js -> SnapchatAds), as n8n's loader expects.
	const className = path.basename(file).split('.')[0];
	const script = `
		require('n8n-workflow'); require('luxon');
		const before = process.cpuUsage();
		const instance = new (require(${JSON.stringify(file)})[${JSON.stringify(className)}])();
		// A node's description; a credential's fields are the instance's own.
		if (JSON.stringify(instance.description ?? instance).length < 50) throw new Error('no description');
		const used = process.cpuUsage(before);
		process.stdout.write(String((used.user + used.system) / 1000));`;
	const child = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
	const ms = Number(child.stdout);
	if (child.status !== 0 || !Number.isFinite(ms)) throw new Error(`cold load of ${file} failed: ${child.stderr}`);
	return ms;
}

const median = (values: number[]) => {
	const sorted = [...values].sort((a, b) => a - b);
	const mid = Math.floor(sorted.length / 2);
	return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Every node and credential of package.json's n8n block, and the minimal node, `runs` times each, interleaved. */
export function coldLoadCpu(runs = 7): ColdLoadFigure[] {
	// eslint-disable-next-line @typescript-eslint/no-require-imports
	const pkg = require(path.join(root, 'package.json')) as { n8n: { nodes: string[]; credentials: string[] } };
	const dir = mkdtempSync(path.join(tmpdir(), 'cold-load-'));
	const minimal = path.join(dir, 'Minimal.node.js');
	// Resolved from the package root, so the minimal node loads the same n8n-workflow.
	writeFileSync(minimal, MINIMAL_NODE.replace("require('n8n-workflow')", `require(${JSON.stringify(require.resolve('n8n-workflow', { paths: [root] }))})`));
	try {
		const files = [
			{ name: 'minimal node (baseline)', file: minimal },
			...[...pkg.n8n.nodes, ...pkg.n8n.credentials].map((p) => ({ name: path.basename(p, '.js'), file: path.join(root, p) })),
		];
		const samples = new Map(files.map((f) => [f.name, [] as number[]]));
		for (let i = 0; i < runs; i++) for (const f of files) samples.get(f.name)?.push(once(f.file));
		return files.map((f) => ({ name: f.name, cpuMs: Math.round(median(samples.get(f.name) ?? []) * 10) / 10 }));
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/**
 * n8n's own load of the whole package (issue 39, 1): n8n-core's package loader on the built package
 * (package.json and dist/, what `npm pack` ships), as n8n loads a community package at start. `lazy`:
 * LazyPackageDirectoryLoader, which reads the descriptions from the generated metadata (dist/known,
 * dist/types) and requires no node; `full`: PackageDirectoryLoader, which requires and describes every
 * node and credential (what n8n does when a package ships no metadata). n8n-workflow, Luxon and
 * n8n-core are loaded and n8n's logger built first, as in n8n.
 */
function packageLoadOnce(kind: 'lazy' | 'full'): number {
	const script = `
		require('n8n-workflow'); require('luxon');
		const { LoggerProxy } = require('n8n-workflow');
		LoggerProxy.init({ error() {}, warn() {}, info() {}, debug() {} });
		const core = require('n8n-core');
		const Loader = ${kind === 'lazy' ? 'core.LazyPackageDirectoryLoader' : 'core.PackageDirectoryLoader'};
		// n8n's logger exists and its file reads have started libuv's thread pool before any package
		// loads: a first loader and a first asynchronous read pay for both outside the measure.
		new Loader(${JSON.stringify(root)});
		require('fs').promises.readFile(${JSON.stringify(path.join(root, 'package.json'))}).then(() => {
		const before = process.cpuUsage();
		const loader = new Loader(${JSON.stringify(root)});
		return loader.loadAll().then(() => {
			const used = process.cpuUsage(before);
			if (loader.isLazyLoaded !== ${kind === 'lazy'}) throw new Error('isLazyLoaded is ' + loader.isLazyLoaded);
			if (loader.types.nodes.length < 4) throw new Error('nodes missing');
			process.stdout.write(String((used.user + used.system) / 1000));
		});
		});`;
	const child = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', timeout: 60_000 });
	const ms = Number(child.stdout);
	if (child.status !== 0 || !Number.isFinite(ms)) throw new Error(`n8n's ${kind} load of the package failed: ${child.stderr}`);
	return ms;
}

/** n8n's lazy and full load of the whole package, `runs` times each, interleaved; median CPU ms. */
export function packageLoadCpu(runs = 7): ColdLoadFigure[] {
	const lazy: number[] = [];
	const full: number[] = [];
	for (let i = 0; i < runs; i++) {
		lazy.push(packageLoadOnce('lazy'));
		full.push(packageLoadOnce('full'));
	}
	return [
		{ name: "n8n's lazy load (LazyPackageDirectoryLoader, the metadata)", cpuMs: Math.round(median(lazy) * 10) / 10 },
		{ name: "n8n's full load (PackageDirectoryLoader, every node's code)", cpuMs: Math.round(median(full) * 10) / 10 },
	];
}

if (require.main === module) {
	if (!process.argv.includes('--no-build')) {
		process.stderr.write('building dist/ (npm run build) ...\n');
		const b = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, encoding: 'utf8', timeout: 300_000 });
		if (b.status !== 0) throw new Error(`npm run build failed:\n${b.stdout}\n${b.stderr}`);
	}
	const figures = coldLoadCpu();
	const baseline = figures.find((f) => f.name.startsWith('minimal'))?.cpuMs ?? 0;
	process.stdout.write(`Cold load, CPU ms per node and credential (median of 7 fresh processes; target <= ${COLD_LOAD_TARGET_MS} ms each)\n`);
	process.stdout.write(`${'file'.padEnd(40)} ${'CPU ms'.padStart(8)} ${'minus minimal'.padStart(14)}\n`);
	for (const f of figures) {
		const isBaseline = f.name.startsWith('minimal');
		const verdict = isBaseline ? '' : f.cpuMs <= COLD_LOAD_TARGET_MS ? '  PASS' : '  MISS';
		const above = isBaseline ? '' : (Math.round((f.cpuMs - baseline) * 10) / 10).toFixed(1);
		process.stdout.write(`${f.name.padEnd(40)} ${f.cpuMs.toFixed(1).padStart(8)} ${above.padStart(14)}${verdict}\n`);
	}
	process.stdout.write(
		`each: require, new, description read (n8n-workflow and Luxon loaded first, as in n8n); the minimal node runs in the same loop, so a loaded machine shows in it too\n`,
	);
	process.stdout.write(`\nThe whole package as n8n loads it at start (CPU ms, median of 7 fresh processes, n8n-core loaded first)\n`);
	for (const f of packageLoadCpu()) process.stdout.write(`${f.name.padEnd(62)} ${f.cpuMs.toFixed(1).padStart(8)}\n`);
	process.stdout.write(`n8n uses the lazy load when dist/known and dist/types exist (the build generates them); a node's code is then required when a workflow first uses it\n`);
}

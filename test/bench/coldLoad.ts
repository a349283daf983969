/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Cold load: the CPU time n8n spends loading each compiled node and credential, in a fresh process
 * with n8n-workflow and Luxon already loaded (as in n8n): what n8n's package loader does at start —
 * require the file, instantiate the class named like the file, read its description (a credential: its fields; serialised, as
 * n8n does for the editor's node types) — side by side with a minimal node in the same run, so a
 * loaded machine moves both figures and not the comparison. CPU time (process.cpuUsage), not wall
 * time. `npm run build` first. Alone: `npx tsx test/bench/coldLoad.ts`; part `coldload` of `npm run bench`.
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

if (require.main === module) {
	const figures = coldLoadCpu();
	for (const f of figures) {
		const verdict = f.name.startsWith('minimal') ? '' : f.cpuMs <= COLD_LOAD_TARGET_MS ? '  PASS' : '  MISS';
		process.stdout.write(`${f.name.padEnd(44)} ${String(f.cpuMs).padStart(6)} ms CPU${verdict}\n`);
	}
	process.stdout.write(`target: each node and credential at most ${COLD_LOAD_TARGET_MS} ms CPU (median of 7: require, new, description read; n8n-workflow and Luxon loaded first)\n`);
}

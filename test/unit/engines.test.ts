/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
// Issue 35: `npm ci` prints EBADENGINE for every package of the lock file whose `engines.node` admits
// no Node 20, although the package builds and tests on Node 20. Each such package must be explained in
// docs/development.md (why it is there, why it cannot be pinned away, why nothing needs it).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { engines?: { node?: string } }> };
const development = readFileSync(path.join(root, 'docs', 'development.md'), 'utf8');

/** Whether one alternative of an engines range ("^20.19.0", ">=20.16.0 <21", ">=24") admits some Node 20. */
function admitsNode20(alternative: string): boolean {
	const lower = /(?:>=|\^|~|=)?\s*v?(\d+)/.exec(alternative.trim());
	if (!lower) return true;
	const major = Number(lower[1]);
	const upper = /<\s*v?(\d+)/.exec(alternative);
	return major <= 20 && (upper === null || Number(upper[1]) > 20);
}

describe('Node 20 and the lock file (issue 35, point 15)', () => {
	const refusing = Object.entries(lock.packages)
		.filter(([, entry]) => typeof entry.engines?.node === 'string' && !entry.engines.node.split('||').some(admitsNode20))
		.map(([at]) => at.replace(/^.*node_modules\//, ''));

	it('reads engines ranges as npm does for the cases in the lock file', () => {
		expect(['>=24.0.0', '>=22'].map(admitsNode20)).toEqual([false, false]);
		expect(['^20.19.0', '>=20.16.0 <21', '>=18', '>=20.18.1'].map(admitsNode20)).toEqual([true, true, true, true]);
	});

	it('explains in docs/development.md every package that makes npm ci warn EBADENGINE on Node 20', () => {
		expect(refusing).toContain('isolated-vm');
		expect(development).toMatch(/EBADENGINE/);
		for (const name of refusing) expect([name, development.includes(`\`${name}\``)]).toEqual([name, true]);
	});
});

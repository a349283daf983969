/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/no-restricted-globals -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 15, item 11: `"n8n": { "strict": true }` (n8n Cloud) makes `n8n-node lint` refuse an
 * eslint.config.mjs that differs from its template, so the file must stay exactly the default (the
 * same whitespace-insensitive comparison the CLI makes), and the CLI's pinned eslint must be ours.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const normalised = (text: string) => text.replace(/\s+/g, ' ').trim();
const pkg = JSON.parse(read('package.json')) as {
	n8n: { strict?: boolean };
	scripts: Record<string, string>;
	devDependencies: Record<string, string>;
};

describe('lint set-up for strict mode', () => {
	it('eslint.config.mjs is exactly @n8n/node-cli\'s default, with strict mode on', () => {
		expect(pkg.n8n.strict).toBe(true);
		const template = read('node_modules/@n8n/node-cli/dist/template/templates/shared/default/eslint.config.mjs');
		expect(normalised(read('eslint.config.mjs'))).toBe(normalised(template));
		expect(normalised(template)).toBe("import { config } from '@n8n/node-cli/eslint'; export default config;");
	});

	it('@n8n/node-cli is pinned and its exact eslint is the one installed for the package', () => {
		expect(pkg.devDependencies['@n8n/node-cli']).toBe('0.48.3');
		const cli = JSON.parse(read('node_modules/@n8n/node-cli/package.json')) as { dependencies: Record<string, string> };
		expect(pkg.devDependencies.eslint).toBe(cli.dependencies.eslint);
		expect(pkg.scripts.lint).toBe('n8n-node lint');
		expect(pkg.scripts['lint:strict']).toContain('--config eslint.strict.config.mjs');
		expect(read('scripts/test-all.js')).toMatch(/'n8n-node', 'lint'/);
	});
});

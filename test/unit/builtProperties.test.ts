/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * The build writes the Snapchat Conversions node's fields out as dist/…/properties.json (gulpfile.js,
 * `properties:write`), which the packaged node reads at load instead of building them. What n8n gets
 * from the package must be exactly what the sources build. Needs `npm run build` first, as
 * `npm test` does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { SnapchatConversions } from '../../nodes/SnapchatConversions/SnapchatConversions.node';

const dir = path.join(__dirname, '..', '..', 'dist', 'nodes', 'SnapchatConversions');

describe('fields written out at build time', () => {
	it('dist/ holds the Conversions node fields as JSON, equal to what the sources build', () => {
		const file = path.join(dir, 'properties.json');
		if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first (npm test does)`);
		const fromSources = JSON.parse(JSON.stringify(new SnapchatConversions().description.properties)) as unknown;
		expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(fromSources);
		// The compiled module the node imports is the one that reads that file, not the field builders.
		const compiled = readFileSync(path.join(dir, 'properties.js'), 'utf8');
		expect(compiled).toContain('require("./properties.json")');
		expect(compiled).not.toContain('actions/router');
	});

	it('the packaged node loads its description without its run code', () => {
		// A fresh Node process, as n8n's loader: require the node, read its description, list what loaded.
		const script = `
			const { SnapchatConversions } = require(${JSON.stringify(path.join(dir, 'SnapchatConversions.node.js'))});
			const count = new SnapchatConversions().description.properties.length;
			const run = Object.keys(require.cache).filter((f) => f.includes('SnapchatConversions') && /[\\/]actions[\\/]/.test(f));
			process.stdout.write(JSON.stringify({ count, run }));`;
		const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
		expect(child.stderr).toBe('');
		const loaded = JSON.parse(child.stdout) as { count: number; run: string[] };
		expect(loaded.count).toBe(new SnapchatConversions().description.properties.length);
		expect(loaded.run).toEqual([]);
	});
});

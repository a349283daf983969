/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Continue On Fail is decided in one place for reads (the item loop, nodes/shared/items/items.ts) and
 * one for writes (the write runner, nodes/shared/items/writes.ts): no operation reads it itself, so
 * every operation turns a failure into an error item or a run error the same way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return sources(full);
		return entry.name.endsWith('.ts') ? [full] : [];
	});
}

describe('Continue On Fail', () => {
	it('is read only by the item loop and the write runner', () => {
		const readers = sources(path.join(ROOT, 'nodes'))
			.filter((file) => /\.continueOnFail\(\)/.test(readFileSync(file, 'utf8')))
			.map((file) => path.relative(ROOT, file).split(path.sep).join('/'))
			.sort();
		expect(readers).toEqual(['nodes/shared/items/items.ts', 'nodes/shared/items/writes.ts']);
	});
});

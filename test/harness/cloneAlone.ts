/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Jest setup (jest.config.js `setupFiles`): a user's clone has no `../shared` beside it, so no test may
 * read it. Any fs read of a path under `<clone>/../shared` throws here, also on a machine where that
 * folder exists (CI's), so a test that would fail on a user's clone fails everywhere. The facts the
 * tests rely on are copied into test/fixtures/.
 */
import fs from 'node:fs';
import path from 'node:path';

const outside = path.resolve(__dirname, '../../../shared');

function refuse(target: unknown): void {
	const name = typeof target === 'string' ? target : target instanceof URL ? target.pathname : Buffer.isBuffer(target) ? target.toString() : undefined;
	if (name === undefined) return;
	const full = path.resolve(name);
	if (full === outside || full.startsWith(outside + path.sep)) {
		throw new Error(`${full} is outside the clone: a user's clone has no ../shared. Copy the file the test needs into test/fixtures/ and read it from there.`);
	}
}

const guarded = ['readFileSync', 'readdirSync', 'existsSync', 'statSync', 'lstatSync', 'openSync', 'createReadStream', 'accessSync'] as const;
for (const name of guarded) {
	const original = fs[name] as (...args: unknown[]) => unknown;
	(fs as unknown as Record<string, unknown>)[name] = function guardedFs(this: unknown, ...args: unknown[]) {
		refuse(args[0]);
		return original.apply(this, args);
	};
}
for (const name of ['readFile', 'readdir', 'stat', 'access', 'open'] as const) {
	const original = fs.promises[name] as (...args: unknown[]) => unknown;
	(fs.promises as unknown as Record<string, unknown>)[name] = function guardedPromise(this: unknown, ...args: unknown[]) {
		refuse(args[0]);
		return original.apply(this, args);
	};
}

/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 35, 1: every test runs on a clone alone. No file of the tests, scripts or build names a path
 * that leaves the clone for ../shared (the team's folder beside it, which users do not have), and the
 * jest guard (test/harness/cloneAlone.ts) refuses such a read at run time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const shared = path.resolve(root, '../shared');
const SCANNED = ['test', 'scripts', 'nodes', 'credentials', '.ci', 'jest.config.js', 'gulpfile.js', 'package.json', 'eslint.config.mjs', 'eslint.strict.config.mjs'];
const CODE = /\.(ts|js|mjs|cjs|json|sh)$|^run$/;

function files(rel: string): string[] {
	const full = path.join(root, rel);
	if (statSync(full).isFile()) return [rel];
	return readdirSync(full).flatMap((name) => (name === 'node_modules' || name === 'fixtures' ? [] : files(path.join(rel, name))));
}

/** Relative path literals in a file that, resolved from its folder or from the clone's root, land in ../shared. */
function escapes(rel: string): string[] {
	const text = readFileSync(path.join(root, rel), 'utf8');
	const found: string[] = [];
	for (const match of text.matchAll(/(['"`])((?:\.\.\/)+(?:[\w.-]+\/)*)\1|(['"`])((?:\.\.\/)*\.\.\/shared\b[^'"`]*)\3/g)) {
		const literal = match[2] ?? match[4];
		if (!literal) continue;
		// Files under test/ and nodes/ read by __dirname; scripts and CI may also run from the clone's root.
		const bases = /^(scripts|\.ci)\b|^[^/]+$/.test(rel) ? [path.dirname(path.join(root, rel)), root] : [path.dirname(path.join(root, rel))];
		for (const from of bases) {
			const target = path.resolve(from, literal);
			if (target === shared || target.startsWith(shared + path.sep)) found.push(`${rel}: ${literal}`);
		}
	}
	// path.join(__dirname, '..', '..', '..', 'shared', ...) spelled as segments
	if (/['"]\.\.['"]\s*,\s*['"]shared['"]/.test(text)) found.push(`${rel}: '..', 'shared'`);
	return [...new Set(found)];
}

describe('a clone alone', () => {
	it('no test, script or build file reads ../shared (copy what a test needs into test/fixtures)', () => {
		const offenders = SCANNED.flatMap(files).filter((f) => CODE.test(path.basename(f)) && !['test/unit/cloneAlone.test.ts', 'test/harness/cloneAlone.ts'].includes(f)).flatMap(escapes);
		expect(offenders).toEqual([]);
	});

	it('the jest guard refuses a read of ../shared at run time', () => {
		expect(() => readFileSync(path.join(shared, 'DESIGN.md'), 'utf8')).toThrow(/outside the clone/);
		expect(() => readdirSync(path.join(shared, 'fixtures'))).toThrow(/copy the file|outside the clone/i);
	});

	it('the recorded Snap answers the tests use are in the project', () => {
		const sources = readdirSync(path.join(root, 'test/fixtures/snap-responses'));
		expect(sources).toEqual(expect.arrayContaining(['PROVENANCE.md', 'yassineazimani-SnapAds4J', 'amp-labs-connectors', 'rudderlabs-rudder-transformer', 'airbytehq-airbyte']));
	});
});

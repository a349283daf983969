#!/usr/bin/env node
// n8n's verification checks, offline: runs the `analyzePackage` function of n8n's own scanner
// (@n8n/scan-community-package) on the extracted `npm pack` tarball and on the source tree, exactly
// as its CLI does for a published package (whose CLI needs the registry and npm provenance, so it
// cannot run on a local tarball). It also fails on warnings, checks what the tarball ships, and
// proves the scanner can fail by scanning a copy of the package given a runtime dependency.
// Needs a fresh `npm run build`. Prints one line per check and `N passed, M failed`.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { ESLint } from 'eslint';
import fg from 'fast-glob';
import { analyzePackage, buildScanConfig, SOURCE_FILE_PATTERNS } from '@n8n/scan-community-package/scanner/scanner.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'snapchat-ads-scan-'));
let passed = 0;
let failed = 0;

function check(name, ok, details = '') {
	if (ok) passed++;
	else failed++;
	console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${!ok && details ? `\n${details}` : ''}`);
}

async function warnings(dir, patterns) {
	const eslint = new ESLint({ cwd: dir, allowInlineConfig: false, overrideConfigFile: true, overrideConfig: await buildScanConfig() });
	const files = fg.sync(patterns, { cwd: dir, absolute: true, ignore: ['node_modules/**', '**/package-lock.json'] });
	const results = await eslint.lintFiles(files);
	const count = results.reduce((n, r) => n + r.warningCount, 0);
	const formatter = await eslint.loadFormatter('stylish');
	return { count, details: count ? await formatter.format(results) : '' };
}

try {
	if (!existsSync(join(root, 'dist'))) throw new Error('dist/ is missing: run `npm run build` first');
	const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: root, encoding: 'utf8' })
		.trim()
		.split('\n')
		.pop();
	execFileSync('tar', ['xzf', join(work, tarball), '-C', work]);
	const pkgDir = join(work, 'package');
	const files = execFileSync('tar', ['tzf', join(work, tarball)], { encoding: 'utf8' }).trim().split('\n');

	const dist = await analyzePackage(pkgDir, ['**/*.js', 'package.json']);
	check('n8n scanner passes the packed tarball', dist.passed, dist.details ?? dist.message);
	const source = await analyzePackage(root, SOURCE_FILE_PATTERNS);
	check('n8n scanner passes the source tree', source.passed, source.details ?? source.message);
	const distWarnings = await warnings(pkgDir, ['**/*.js', 'package.json']);
	check('n8n scanner: no warnings on the tarball', distWarnings.count === 0, distWarnings.details);
	const sourceWarnings = await warnings(root, SOURCE_FILE_PATTERNS);
	check('n8n scanner: no warnings on the source tree', sourceWarnings.count === 0, sourceWarnings.details);

	const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
	const declared = [...(pkg.n8n?.credentials ?? []), ...(pkg.n8n?.nodes ?? [])];
	const missing = declared.filter((p) => !files.includes(`package/${p}`));
	check('every path of the n8n block is in the tarball', declared.length >= 2 && missing.length === 0, `missing: ${missing.join(', ')}`);
	const icons = files.filter((f) => f.endsWith('.svg'));
	check('the icons every node and credential points at ship in dist/icons', icons.includes('package/dist/icons/snapchatAds.svg') && icons.includes('package/dist/icons/snapchatAds.dark.svg'), icons.join(', '));
	const stray = files.filter(
		(f) =>
			!/^package\/(package\.json|README\.md|LICENSE|CHANGELOG\.md)$/.test(f) &&
			!/^package\/dist\/(nodes|credentials)\/.+\.(js|json|svg)$/.test(f) &&
			!/^package\/dist\/icons\/[^/]+\.svg$/.test(f),
	);
	check('the tarball holds only dist/, package.json and docs (no maps, tests, sources, node_modules)', stray.length === 0, stray.join('\n'));
	check('no runtime dependencies', Object.keys(pkg.dependencies ?? {}).length === 0);

	// libphonenumber-js is a dev dependency built into dist/ by gulp (bundle:phone): the shipped code may
	// require only what n8n provides (n8n-workflow, luxon), Node's own modules and its own files, and the
	// bundle must work.
	const builtins = new Set((await import('node:module')).builtinModules);
	const required = new Set();
	for (const file of files.filter((f) => f.endsWith('.js'))) {
		for (const [, name] of readFileSync(join(work, file), 'utf8').matchAll(/require\("([^"]+)"\)/g)) required.add(name);
	}
	const foreign = [...required].filter((name) => !name.startsWith('.') && !['n8n-workflow', 'luxon'].includes(name) && !builtins.has(name.replace(/^node:/, '')));
	check('the shipped code requires no package n8n does not provide (libphonenumber-js is bundled)', foreign.length === 0, foreign.join(', '));
	// The bundle is built differently from what the unit tests load (modern build, cached patterns):
	// the oracle of test/unit/phoneOracle.test.ts, run on the packed copy.
	const require = createRequire(import.meta.url);
	const { normalizePhone } = require(join(pkgDir, 'dist/nodes/shared/identifiers/index.js'));
	const oracle = require('libphonenumber-js/max');
	const examples = require('libphonenumber-js/examples.mobile.json');
	const disagree = [];
	for (const country of oracle.getCountries()) {
		const example = oracle.getExampleNumber(country, examples);
		if (!example) continue;
		const digits = example.number.slice(1);
		const national = normalizePhone(example.formatNational(), { defaultCountry: country });
		const international = normalizePhone(example.formatInternational(), {});
		if (national.value !== digits || international.value !== digits) disagree.push(`${country}: ${JSON.stringify([national, international])}`);
	}
	const russian = normalizePhone('8 912 345-67-89', { defaultCountry: 'RU' });
	if (!russian.ok || russian.value !== '79123456789') disagree.push(`RU trunk 8: ${JSON.stringify(russian)}`);
	check('the bundled phone rules in the packed package agree with libphonenumber-js (max) on every country', disagree.length === 0, disagree.join('\n'));
	// Size. Issue 18 allowed the bundle while the tarball stayed under 150 kB; that held for the Ads node
	// with the bundle (about 133 kB), and the Conversions and Trigger nodes added since take it to about
	// 160 kB (see the closing note of that change). What is checked: the bundle's own share stays what
	// the smallest metadata set costs (about 27 kB compressed), and the whole package stays under 250 kB (issue 26: four nodes, creation, media and leads).
	const bundled = gzipSync(readFileSync(join(pkgDir, 'dist/nodes/shared/identifiers/libphonenumber.js')), { level: 9 }).length;
	check(`the bundled phone rules add under 30 kB compressed (${(bundled / 1000).toFixed(1)} kB)`, bundled < 30_000);
	const size = statSync(join(work, tarball)).size;
	check(`the tarball is under 250 kB (${(size / 1000).toFixed(1)} kB)`, size < 250_000);

	// Negative control: the same package with a runtime dependency must fail the scanner.
	const broken = join(work, 'with-runtime-dependency');
	cpSync(pkgDir, broken, { recursive: true });
	writeFileSync(join(broken, 'package.json'), JSON.stringify({ ...pkg, dependencies: { axios: '^1.0.0' } }, null, 2));
	const control = await analyzePackage(broken, ['**/*.js', 'package.json']);
	check('the scanner fails a copy of the package given a runtime dependency', control.passed === false && /dependenc/i.test(control.details ?? ''), control.details ?? control.message);
} catch (error) {
	check('scan ran', false, error instanceof Error ? error.stack : String(error));
} finally {
	rmSync(work, { recursive: true, force: true });
}
console.log(`scan: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

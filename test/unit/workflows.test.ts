/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { parse } from 'yaml';

// GitHub Actions cannot run here: the workflows are checked by parsing them, and the commands they
// run are the ones `npm test` runs locally.
const root = path.join(__dirname, '..', '..');
const load = (name: string) => parse(readFileSync(path.join(root, '.github', 'workflows', name), 'utf8'));
// The second line of the README's first code block (what .ci/test-line prints for .ci/run).
const readmeTestLine = (readFileSync(path.join(root, 'README.md'), 'utf8').split('```')[1] ?? '').split('\n')[2].replace(/\s+#.*$/, '');

type Step = { run?: string; uses?: string; with?: Record<string, unknown>; env?: Record<string, string> };

describe('GitHub Actions workflows', () => {
	it("the second line of the README's first code block is the test command line that .ci/run runs", () => {
		expect(readmeTestLine).toBe('npm ci && npm test');
		expect(readFileSync(path.join(root, '.ci', 'run'), 'utf8')).toContain('line=$(.ci/test-line README.md)');
	});

	it('ci.yml runs the README test command on Node 20, 22 and 24', () => {
		const ci = load('ci.yml');
		expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
		const job = ci.jobs.test;
		expect(job.strategy.matrix.node).toEqual([20, 22, 24]);
		const steps: Step[] = job.steps;
		expect(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['node-version']).toBe('${{ matrix.node }}');
		expect(steps.map((s) => s.run)).toContain(readmeTestLine);
	});

	it('publish.yml publishes with npm provenance on a version tag, after the tests', () => {
		const publish = load('publish.yml');
		expect(publish.on.push.tags).toEqual(['v*.*.*']);
		expect(publish.permissions['id-token']).toBe('write');
		const steps: Step[] = publish.jobs.publish.steps;
		const runs = steps.map((s) => s.run ?? '');
		const testAt = runs.indexOf(readmeTestLine);
		const publishAt = runs.findIndex((r) => r.startsWith('npm publish'));
		expect(testAt).toBeGreaterThan(-1);
		expect(publishAt).toBeGreaterThan(testAt);
		expect(runs[publishAt]).toContain('--provenance');
		expect(steps[publishAt].env?.NODE_AUTH_TOKEN).toBe('${{ secrets.NPM_TOKEN }}');
		expect(steps.find((s) => s.uses?.startsWith('actions/setup-node'))?.with?.['registry-url']).toBe('https://registry.npmjs.org');
	});
});

describe('package metadata for npm and n8n verification', () => {
	const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

	it('has what a published community package needs', () => {
		expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
		expect(pkg.license).toBe('MIT');
		expect(readFileSync(path.join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
		expect(pkg.description.length).toBeGreaterThan(20);
		expect(pkg.author.name).toBeTruthy();
		expect(pkg.repository.url).toMatch(/^git\+https:\/\/github\.com\/.+\.git$/);
		expect(pkg.homepage).toBe(`${pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')}#readme`);
		expect(pkg.bugs.url).toBe(`${pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '')}/issues`);
		expect(pkg.engines.node).toBeTruthy();
	});

	it('its description names every node the package holds, and stays short enough to read in a search result', () => {
		for (const node of ['Snapchat Ads', 'Snapchat Ads Trigger', 'Snapchat Conversions']) expect(pkg.description).toContain(node);
		expect(pkg.description.length).toBeLessThanOrEqual(200);
	});

	it('has a Keep a Changelog entry for the current version, linked from the README', () => {
		const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
		expect(changelog).toMatch(/keepachangelog\.com/);
		expect(changelog).toContain(`## [${pkg.version}] - `);
		expect(readFileSync(path.join(root, 'README.md'), 'utf8')).toMatch(/## Version history\s+See \[CHANGELOG\.md\]\(CHANGELOG\.md\)/);
	});
});

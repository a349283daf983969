/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
// Issue 35, point 14: the README is a front page a user reads in five minutes (title first, the two
// command lines as its first code block, one short section per capability with its picture and a link
// to its reference), the reference lives in docs/, and every link between them lands on a heading.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { ADS_WRITE_LIMIT, CREATIVE_WRITE_LIMIT } from '../../nodes/SnapchatAds/api/entities';
import { MAX_BATCH_SIZE } from '../../nodes/SnapchatAds/actions/common/batchSize';

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
	return heading
		.trim()
		.toLowerCase()
		.replace(/[^\p{L}\p{N}\- _]/gu, '')
		.replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings (outside code blocks). */
function anchorsOf(text: string): Set<string> {
	const anchors = new Set<string>();
	let inside = false;
	for (const line of text.split('\n')) {
		if (line.startsWith('```')) inside = !inside;
		else if (!inside && /^#{1,6} /.test(line)) anchors.add(anchorOf(line.replace(/^#+ /, '')));
	}
	return anchors;
}

/** Relative links of a Markdown file outside code blocks: [target file (repo-relative), anchor]. */
function linksOf(file: string): Array<{ target: string; anchor?: string; raw: string }> {
	const text = read(file).replace(/```[\s\S]*?```/g, '');
	return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
		.map((m) => m[1])
		.filter((raw) => !/^(https?:|mailto:)/.test(raw))
		.map((raw) => {
			const [target, anchor] = raw.split('#');
			return { target: target === '' ? file : path.normalize(path.join(path.dirname(file), target)), anchor, raw };
		});
}

const markdown = ['README.md', 'CHANGELOG.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

describe('the README is a front page (issue 35, point 14)', () => {
	const lines = readme.split('\n');

	it('opens with its title, has the two command lines as its first code block, and stays under 350 lines', () => {
		expect(lines[0]).toBe('# n8n-nodes-snapchat-ads');
		const firstBlock = readme.split('```')[1].split('\n');
		expect(firstBlock[1]).toMatch(/^npm ci && npm run dev\b/);
		expect(firstBlock[2]).toMatch(/^npm ci && npm test\b/);
		expect(lines.length).toBeLessThan(350);
	});

	// Other work adds capabilities: one line in the list, one short section below, in the same order.
	it('lists its capabilities, each with a short section that links to its reference in docs/ and shows its picture where it has one', () => {
		const list = readme.split('<!-- Capabilities:')[1].split('\n\n')[0];
		const capabilities = [...list.matchAll(/^- \[\*\*([^*]+)\*\*\]\(#([a-z-]+)\)/gm)].map((m) => ({ name: m[1], anchor: m[2] }));
		expect(capabilities.map((c) => c.name)).toEqual(expect.arrayContaining(['Reports', 'Control', 'Launch', 'Audiences', 'Reminder events', 'Alerts', 'Leads', 'Conversions']));
		const sections = readme.split('\n## ').map((s) => ({ anchor: anchorOf(s.split('\n')[0]), body: s }));
		let last = -1;
		for (const { name, anchor } of capabilities) {
			const at = sections.findIndex((s) => s.anchor === anchor);
			expect([name, at > last]).toEqual([name, true]);
			last = at;
			const { body } = sections[at];
			expect([name, /Reference: \[[^\]]+\]\(docs\/[a-z-]+\.md[^)]*\)/.test(body)]).toEqual([name, true]);
			expect([name, body.split('\n').length <= 25]).toEqual([name, true]);
		}
		// Every picture in docs/ is shown on the front page.
		for (const picture of readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.png'))) expect(readme).toContain(`](docs/${picture})`);
	});

	it('keeps benchmark figures, queue internals and assumptions about Snap off the front page', () => {
		expect(readme).not.toMatch(/assumed|not documented by Snap|\d+(\.\d+)? ?(ms|s)\b.*\|/i);
		expect(readme).not.toMatch(/^## (Queue mode|Operations|Trigger|Batching and errors)$/m);
		expect(readme).not.toMatch(/^### /m);
	});

	it('says in Troubleshooting what Batch Size can do against 429: 200 event details, but only 30 campaigns, ad squads or ads per request', () => {
		const item = read('docs/troubleshooting.md').split('- **429')[1].split('\n- **')[0];
		expect(item).toContain(`up to ${MAX_BATCH_SIZE}`);
		expect(item).toMatch(new RegExp(`campaigns, ad squads and ads already go ${ADS_WRITE_LIMIT} per\\s+request`));
		expect(item).toMatch(new RegExp(`creatives ${CREATIVE_WRITE_LIMIT}\\b`));
		expect(item).not.toMatch(/raise the Batch Size \(up to 200\)/);
	});
});

describe('.ci/run takes the test command line from the README\'s first code block, strictly', () => {
	const testLine = (text: string) => {
		const dir = mkdtempSync(path.join(tmpdir(), 'readme-'));
		try {
			writeFileSync(path.join(dir, 'README.md'), text);
			const run = spawnSync('bash', [path.join(root, '.ci', 'test-line'), path.join(dir, 'README.md')], { encoding: 'utf8' });
			return { status: run.status, out: run.stdout.trim(), err: run.stderr };
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	};

	it('prints the README\'s own test line', () => {
		expect(testLine(readme)).toMatchObject({ status: 0, out: 'npm ci && npm test' });
	});

	it('finds the block wherever it is, and fails when its second line is not npm test or there is no block', () => {
		expect(testLine('# Title\n\nText.\n\n```sh\nnpm ci && npm run dev   # dev\nnpm ci && npm test      # all\n```\n')).toMatchObject({ status: 0, out: 'npm ci && npm test' });
		expect(testLine('# Title\n\n```sh\nnpm ci && npm run dev\nnpm run lint\n```\n\n```sh\nnpm test\n```\n')).toMatchObject({ status: 1, out: '' });
		expect(testLine('# Title\n\nnpm test\n')).toMatchObject({ status: 1, out: '' });
	});
});

describe('links between the README and docs/ land (issue 35, point 14)', () => {
	it.each(markdown)('%s: every relative link names a file that exists and a heading it has', (file) => {
		for (const link of linksOf(file)) {
			expect([link.raw, existsSync(path.join(root, link.target))]).toEqual([link.raw, true]);
			if (link.anchor !== undefined && link.target.endsWith('.md')) {
				expect([file, link.raw, anchorsOf(read(link.target)).has(link.anchor)]).toEqual([file, link.raw, true]);
			}
		}
	});

	it('every link to a README heading in the code, the scripts and the tests is a heading of the README', () => {
		const anchors = anchorsOf(readme);
		const files = (dir: string): string[] =>
			readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
				e.isDirectory() ? files(path.join(dir, e.name)) : /\.(ts|mjs|js|json|md)$/.test(e.name) ? [path.join(dir, e.name)] : [],
			);
		const used = ['nodes', 'credentials', 'scripts', 'test', 'examples'].flatMap(files).flatMap((f) => [...read(f).matchAll(/README\.md#([a-z0-9-]+)/g)].map((m) => [f, m[1]]));
		for (const [f, anchor] of used) expect([f, anchor, anchors.has(anchor)]).toEqual([f, anchor, true]);
	});
});

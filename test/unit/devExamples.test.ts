/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 50.2: a restart of `npm run dev` overwrote every example workflow, so a user's edits were lost.
 * Now an example is imported only when n8n does not have it or holds it as it was imported
 * (scripts/lib/devExamples.mjs). The decision is a pure function, tested case by case; the start's
 * whole example step (syncExamples) runs against a stand-in for n8n's CLI (export and import of
 * workflows) over several starts; the start-up message (scripts/dev/dev.mjs) is checked for what it
 * must say. The scripts are ES modules run by Node itself, so each check runs in a Node process.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');
const LIB = path.join(root, 'scripts', 'lib', 'devExamples.mjs');
const DEV = path.join(root, 'scripts', 'dev', 'dev.mjs');

/** Runs `body` (an async function body that returns JSON-ready data) in a Node ES module with the library as `lib`. */
function inNode<T>(body: string, input: unknown = null): T {
	const script = `import * as lib from ${JSON.stringify(LIB)};
const input = JSON.parse(process.argv[1]);
const result = await (async () => { ${body} })();
process.stdout.write(JSON.stringify(result));`;
	const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(input)], { cwd: root, encoding: 'utf8', timeout: 30_000 });
	if (child.status !== 0) throw new Error(`node failed: ${child.stderr}`);
	return JSON.parse(child.stdout) as T;
}

const workflow = (name: string, over: Record<string, unknown> = {}) => ({
	name,
	nodes: [{ id: 'n1', name: 'Start', type: 'n8n-nodes-base.manualTrigger', typeVersion: 1, position: [0, 0], parameters: {} }],
	connections: {},
	settings: { executionOrder: 'v1' },
	...over,
});

describe('the hash of a workflow', () => {
	it('covers what a person edits, not what n8n changes by itself or the order of keys', () => {
		const base = workflow('Reminder');
		const [same, renamed, edited, stamped] = inNode<string[]>(
			`return [input.base, { ...input.base, name: 'Mine' }, { ...input.base, nodes: [{ ...input.base.nodes[0], parameters: { a: 1 } }] },
			{ id: 'snapEx1', active: true, versionId: 'v2', activeVersionId: 'v2', updatedAt: '2026-11-29T04:15:31.000Z', isArchived: false,
			  settings: input.base.settings, connections: {}, nodes: input.base.nodes.map((n) => Object.fromEntries(Object.entries(n).reverse())), name: 'Reminder', pinData: {} }]
			.map(lib.workflowHash);`,
			{ base },
		);
		expect(stamped).toBe(same);
		expect(renamed).not.toBe(same);
		expect(edited).not.toBe(same);
	});
});

describe('what a start does with each example (decideExamples)', () => {
	type Case = { source: string; now?: { hash: string; name?: string; archived?: boolean }; record?: string };
	type Decision = { id: string; name: string; action: string; reason: string };
	const cases: Array<[string, Case, string]> = [
		['n8n does not have it (first start, deleted in n8n, DEV_RESET=1)', { source: 'A' }, 'add'],
		['n8n holds it as imported, examples/ unchanged', { source: 'A', now: { hash: 'A' }, record: 'A' }, 'same'],
		['n8n holds it as imported, examples/ changed', { source: 'B', now: { hash: 'A' }, record: 'A' }, 'update'],
		['edited in n8n', { source: 'A', now: { hash: 'X', name: 'Renamed' }, record: 'A' }, 'keep'],
		['edited in n8n and examples/ changed', { source: 'B', now: { hash: 'X' }, record: 'A' }, 'keep'],
		['archived in n8n', { source: 'A', now: { hash: 'A', archived: true }, record: 'A' }, 'keep'],
		['no record (imported by an older npm run dev), same as examples/', { source: 'A', now: { hash: 'A' } }, 'same'],
		['no record, differs from examples/', { source: 'B', now: { hash: 'A' } }, 'keep'],
	];
	// One Node process decides every case (each its own example 'wf').
	let decided: Decision[] = [];
	beforeAll(() => {
		decided = inNode<Decision[]>(
			`return input.map((c) => lib.decideExamples({ examples: [{ id: 'wf', name: 'Example', hash: c.source }],
			  current: new Map(c.now ? [['wf', c.now]] : []), records: c.record ? { wf: { hash: c.record } } : {} })[0]);`,
			cases.map(([, c]) => c),
		);
	});

	it.each(cases.map(([what, , action], k) => [what, action, k] as const))('%s → %s', (_, action, k) => {
		expect(decided[k].action).toBe(action);
	});

	it('names a kept workflow as n8n shows it, and says why it was kept', () => {
		expect(decided[3]).toEqual({ id: 'wf', name: 'Renamed', action: 'keep', reason: 'edited in n8n' });
		expect(decided[4].reason).toBe('edited in n8n; examples/ has a newer version');
		expect(decided[5].reason).toBe('archived in n8n');
		expect(decided[7].reason).toBe('differs from examples/ (imported before edits were tracked)');
	});
});

describe('restarts of npm run dev (syncExamples against a stand-in for n8n)', () => {
	let folder: string;
	beforeEach(() => {
		folder = mkdtempSync(path.join(tmpdir(), 'dev-examples-'));
	});
	afterEach(() => rmSync(folder, { recursive: true, force: true }));

	// The stand-in keeps n8n's workflows in a JSON file of the folder: export writes one file per workflow
	// (as `n8n export:workflow --all --separate` does, with fields n8n adds), import overwrites by ID.
	const START = `
	const fs = await import('node:fs'); const path = await import('node:path');
	const store = path.join(input.folder, 'n8n.json');
	const n8n = fs.existsSync(store) ? JSON.parse(fs.readFileSync(store, 'utf8')) : {};
	for (const [id, edit] of Object.entries(input.edits ?? {})) n8n[id] = { ...n8n[id], ...edit };
	for (const id of input.deleted ?? []) delete n8n[id];
	const userFolder = path.join(input.folder, 'user'); fs.mkdirSync(userFolder, { recursive: true });
	const tmpDir = fs.mkdtempSync(path.join(input.folder, 'tmp-'));
	const calls = [];
	const decisions = await lib.syncExamples({
		userFolder, tmpDir, examples: input.examples, hasDatabase: Object.keys(n8n).length > 0 || fs.existsSync(store),
		exportAll: async (dir) => { calls.push('export'); for (const [id, wf] of Object.entries(n8n)) fs.writeFileSync(path.join(dir, id + '.json'), JSON.stringify({ ...wf, id, versionId: 'v' + Math.random(), updatedAt: new Date().toISOString() })); },
		importAll: async (list) => { calls.push('import ' + list.map((e) => e.id).join(',')); for (const ex of list) n8n[ex.id] = { ...ex.json, active: false }; },
	});
	fs.writeFileSync(store, JSON.stringify(n8n));
	return { decisions: decisions.map((d) => [d.id, d.action, d.name]), calls, names: Object.fromEntries(Object.entries(n8n).map(([id, wf]) => [id, wf.name])) };`;
	type Start = { decisions: Array<[string, string, string]>; calls: string[]; names: Record<string, string> };
	const start = (examples: Array<{ id: string; name: string; json: unknown }>, more: { edits?: Record<string, unknown>; deleted?: string[] } = {}) =>
		inNode<Start>(START, { folder, examples, ...more });
	const ex = (id: string, name: string, over: Record<string, unknown> = {}) => ({ id, name, json: workflow(name, over) });

	it('keeps a renamed example on a restart, updates an unedited one whose file changed, brings back a deleted one', () => {
		const first = start([ex('a', 'Reminder'), ex('b', 'Stats')]);
		expect(first.calls).toEqual(['import a,b']);
		expect(first.decisions).toEqual([
			['a', 'add', 'Reminder'],
			['b', 'add', 'Stats'],
		]);

		// Nothing changed: n8n is read, nothing is imported.
		const again = start([ex('a', 'Reminder'), ex('b', 'Stats')]);
		expect(again.calls).toEqual(['export']);
		expect(again.decisions.map((d) => d[1])).toEqual(['same', 'same']);

		// The user renames "Reminder" in n8n and restarts: the new name stays (issue 50.2's case).
		const renamed = start([ex('a', 'Reminder'), ex('b', 'Stats')], { edits: { a: { name: 'My reminder' } } });
		expect(renamed.calls).toEqual(['export']);
		expect(renamed.decisions[0]).toEqual(['a', 'keep', 'My reminder']);
		expect(renamed.names.a).toBe('My reminder');

		// examples/ changes both: the edited one is still kept, the other is updated.
		const newer = start([ex('a', 'Reminder', { settings: { timezone: 'UTC' } }), ex('b', 'Stats', { settings: { timezone: 'UTC' } })]);
		expect(newer.calls).toEqual(['export', 'import b']);
		expect(newer.decisions.map((d) => d[1])).toEqual(['keep', 'update']);
		expect(newer.names).toEqual({ a: 'My reminder', b: 'Stats' });

		// Deleted in n8n: imported again.
		const back = start([ex('a', 'Reminder'), ex('b', 'Stats', { settings: { timezone: 'UTC' } })], { deleted: ['a'] });
		expect(back.calls).toEqual(['export', 'import a']);
		expect(back.names.a).toBe('Reminder');
	});

	it('DEV_RESET=1 (an empty user folder and no n8n database) imports every example without reading n8n', () => {
		start([ex('a', 'Reminder')]);
		start([ex('a', 'Reminder')], { edits: { a: { name: 'Mine' } } });
		rmSync(folder, { recursive: true, force: true });
		const reset = start([ex('a', 'Reminder')]);
		expect(reset.calls).toEqual(['import a']);
		expect(reset.names.a).toBe('Reminder');
	});
});

describe('the start-up message (scripts/dev/dev.mjs)', () => {
	const lines = () => {
		const handles = {
			base: 'http://localhost:5678',
			examples: [
				{ id: 'a', name: 'My reminder', action: 'keep', reason: 'edited in n8n', url: 'http://localhost:5678/workflow/a' },
				{ id: 'b', name: 'Stats', action: 'update', reason: '', url: 'http://localhost:5678/workflow/b' },
				{ id: 'c', name: 'MCP', action: 'same', reason: '', url: 'http://localhost:5678/workflow/c' },
			],
			emulator: { baseUrl: 'http://127.0.0.1:8787' },
			mcp: { url: 'http://localhost:5678/mcp/snapchat-ads', token: 'dev-token', tokenFile: '/home/me/.cache/dev/mcp-dev-token' },
		};
		const script = `const { bannerLines } = await import(${JSON.stringify(DEV)}); process.stdout.write(bannerLines(JSON.parse(process.argv[1])).join('\\n'));`;
		const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(handles)], { cwd: root, encoding: 'utf8', timeout: 30_000 });
		if (child.status !== 0) throw new Error(child.stderr);
		return child.stdout;
	};

	it('says which example workflows were kept or updated, and that DEV_RESET=1 resets all', () => {
		const text = lines();
		expect(text).toContain('http://localhost:5678/workflow/a  (My reminder)  [kept: edited in n8n]');
		expect(text).toContain('http://localhost:5678/workflow/b  (Stats)  [updated from examples/]');
		expect(text).toMatch(/workflow\/c {2}\(MCP\)\n/);
		expect(text).toMatch(/DEV_RESET=1 resets all/);
	});

	it('prints the MCP token and the file it is kept in, and says to copy the Production URL, not the Test URL', () => {
		const text = lines();
		expect(text).toContain('Authorization: Bearer dev-token');
		expect(text).toContain('/home/me/.cache/dev/mcp-dev-token');
		expect(text).toMatch(/Production URL: copy this one, not the Test URL/);
	});
});

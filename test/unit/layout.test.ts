/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * The layout rules of docs/development.md, checked by dependency-cruiser (.dependency-cruiser.cjs):
 * no import cycles; nodes/shared imports no node folder; no node imports another node's folder;
 * trigger/ and methods/ import no operation file; two folders of actions/ never import each other and
 * actions/common imports no other folder of actions/. First on the package itself, then on a small tree
 * that breaks every rule once, so a rule that stopped matching would be seen.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const config = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');

interface Violation {
	rule: { name: string };
	from: string;
	to: string;
}

function cruise(cwd: string, targets: string[], extra: string[] = []): Violation[] {
	const run = spawnSync(depcruise, ['--config', config, '--output-type', 'json', ...extra, ...targets], { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
	if (!run.stdout) throw new Error(`dependency-cruiser did not run: ${run.stderr}`);
	return (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the layout rules', () => {
	it('hold for the package', () => {
		const violations = cruise(root, ['nodes', 'credentials']);
		expect(violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
	}, 120_000);

	it('catch each kind of violation', () => {
		const dir = mkdtempSync(path.join(tmpdir(), 'layout-'));
		try {
			const file = (rel: string, text: string) => {
				mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
				writeFileSync(path.join(dir, rel), text);
			};
			file('nodes/shared/input/a.ts', "import { b } from './b';\nimport { op } from '../../Ads/actions/thing/get.operation';\nexport const a = () => b + op;\n");
			file('nodes/shared/input/b.ts', "import { a } from './a';\nexport const b = String(a);\n");
			file('nodes/Ads/actions/thing/get.operation.ts', 'export const op = 1;\n');
			file('nodes/Ads/actions/common/locators.ts', 'export const loc = 1;\n');
			file('nodes/Ads/trigger/poll.ts', "import { op } from '../actions/thing/get.operation';\nimport { loc } from '../actions/common/locators';\nexport const p = op + loc;\n");
			file('nodes/Ads/methods/search.ts', "import { op } from '../actions/thing/get.operation';\nexport const s = op;\n");
			file('nodes/Ads/leads/facts.ts', 'export const fact = 1;\n');
			file('nodes/Ads/actions/thing/list.operation.ts', "import { fact } from '../../leads/facts';\nimport { p } from '../../trigger/poll';\nexport const l = fact + p;\n");
			file('nodes/Ads/actions/upper/run.ts', "import { check } from '../lower/check';\nexport const run = check;\n");
			file('nodes/Ads/actions/lower/check.ts', "export const check = 1;\n");
			file('nodes/Ads/actions/lower/report.ts', "import { run } from '../upper/run';\nexport const report = run;\n");
			file('nodes/Ads/actions/common/pick.ts', "import { check } from '../lower/check';\nexport const pick = check;\n");
			file('nodes/Other/send.ts', "import { op } from '../Ads/actions/thing/get.operation';\nimport { a } from '../shared/input/a';\nexport const o = op + String(a);\n");
			const found = cruise(dir, ['nodes'], ['--ts-config', path.join(root, 'tsconfig.json')]).map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
			expect(found.sort()).toEqual(
				[
					'kernel-imports-no-node: nodes/shared/input/a.ts -> nodes/Ads/actions/thing/get.operation.ts',
					'action-folders-import-one-way: nodes/Ads/actions/lower -> nodes/Ads/actions/upper',
					'action-folders-import-one-way: nodes/Ads/actions/upper -> nodes/Ads/actions/lower',
					'common-imports-no-action-folder: nodes/Ads/actions/common/pick.ts -> nodes/Ads/actions/lower/check.ts',
					'no-cycles: nodes/shared/input/a.ts -> nodes/shared/input/b.ts',
					'node-imports-no-other-node: nodes/Other/send.ts -> nodes/Ads/actions/thing/get.operation.ts',
					'node-imports-no-other-node: nodes/shared/input/a.ts -> nodes/Ads/actions/thing/get.operation.ts',
					'operations-import-no-trigger: nodes/Ads/actions/thing/list.operation.ts -> nodes/Ads/leads/facts.ts',
					'operations-import-no-trigger: nodes/Ads/actions/thing/list.operation.ts -> nodes/Ads/trigger/poll.ts',
					'trigger-and-lists-import-no-operation: nodes/Ads/methods/search.ts -> nodes/Ads/actions/thing/get.operation.ts',
					'trigger-and-lists-import-no-operation: nodes/Ads/trigger/poll.ts -> nodes/Ads/actions/thing/get.operation.ts',
				].sort(),
			);
		} finally {
			rmSync(dir, { recursive: true, force: true });
		}
	}, 120_000);
});

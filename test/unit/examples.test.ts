/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * The example workflows as `npm run dev` imports them (issue 31.9, 31.8, 31.12): every node that needs a
 * credential names one that dev imports, so no example opens with red warnings; the customer-list
 * example reuses its segment; the docs count the examples there are.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { INodeType } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { SnapchatAdsLeadTrigger } from '../../nodes/SnapchatAds/SnapchatAdsLeadTrigger.node';
import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { SnapchatConversions } from '../../nodes/SnapchatConversions/SnapchatConversions.node';

const root = path.join(__dirname, '..', '..');
const dir = path.join(root, 'examples');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

interface ExampleNode {
	name: string;
	type: string;
	parameters: Record<string, unknown>;
	credentials?: Record<string, { id: string; name: string }>;
}
interface Example {
	nodes: ExampleNode[];
	connections: Record<string, { main: Array<Array<{ node: string }>> }>;
}
const load = (file: string) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Example;

const PACKAGE = 'n8n-nodes-snapchat-ads';

/** An example's nodes by name, and what leads into a node (from which node, on which output). */
function wiring(example: Example) {
	const byName = new Map(example.nodes.map((n) => [n.name, n]));
	const into = (name: string) =>
		Object.entries(example.connections).flatMap(([from, c]) => c.main.flatMap((out, index) => out.filter((to) => to.node === name).map(() => ({ from, index }))));
	return { byName, into };
}
const ours: INodeType[] = [new SnapchatAds(), new SnapchatAdsTrigger(), new SnapchatAdsLeadTrigger(), new SnapchatConversions()];
/** Credentials the package's node types require, by node type. */
const required = new Map(ours.map((n) => [`${PACKAGE}.${n.description.name}`, (n.description.credentials ?? []).filter((c) => c.required).map((c) => c.name)]));
// n8n gives every node with usableAsTool a tool variant (`<name>Tool`) that needs the same credentials.
for (const n of ours) if (n.description.usableAsTool) required.set(`${PACKAGE}.${n.description.name}Tool`, required.get(`${PACKAGE}.${n.description.name}`) ?? []);
/** n8n's own nodes the examples use: the credential type each needs (none for most). */
const CORE: Record<string, string[]> = {
	'n8n-nodes-base.stickyNote': [],
	'n8n-nodes-base.manualTrigger': [],
	'n8n-nodes-base.scheduleTrigger': [],
	'n8n-nodes-base.formTrigger': [],
	'n8n-nodes-base.webhook': [],
	'n8n-nodes-base.set': [],
	'n8n-nodes-base.filter': [],
	'n8n-nodes-base.if': [],
	'n8n-nodes-base.code': [],
	'n8n-nodes-base.merge': [],
	'n8n-nodes-base.noOp': [],
	'n8n-nodes-base.splitOut': [],
	'n8n-nodes-base.slack': ['slackApi'],
	'n8n-nodes-base.googleSheets': ['googleSheetsOAuth2Api'],
	'n8n-nodes-base.httpRequest': [],
	'@n8n/n8n-nodes-langchain.mcpTrigger': ['httpBearerAuth'],
};
/** The credentials `npm run dev` imports (scripts/lib/stack.mjs with scripts/lib/credential.mjs). */
const devSources = ['scripts/lib/credential.mjs', 'scripts/lib/stack.mjs'].map((f) => readFileSync(path.join(root, f), 'utf8')).join('\n');

describe.each(files)('examples/%s', (file) => {
	const example = load(file);

	it('every node that needs a credential names one that `npm run dev` imports (no red warning when opened)', () => {
		const problems: string[] = [];
		for (const node of example.nodes) {
			const needs = required.get(node.type) ?? CORE[node.type];
			if (needs === undefined) {
				problems.push(`${node.name}: node type ${node.type} is not known to this test; add it to CORE with the credential it needs`);
				continue;
			}
			for (const type of needs) {
				const credential = node.credentials?.[type];
				if (!credential) problems.push(`${node.name}: no ${type} credential`);
				else if (!devSources.includes(`'${credential.id}'`)) problems.push(`${node.name}: credential id ${credential.id} is not one npm run dev imports`);
			}
		}
		expect(problems).toEqual([]);
	});
});

describe('the customer-list example reuses its segment (issue 31.8)', () => {
	const example = load('sync-customer-list-to-audience.json');
	const { byName, into } = wiring(example);

	it('looks the segment up first and creates it only from the "not found" branch', () => {
		const creates = example.nodes.filter((n) => n.type === `${PACKAGE}.snapchatAds` && n.parameters.operation === 'create');
		expect(creates).toHaveLength(1);
		const [reachedFrom] = into(creates[0].name);
		expect(byName.get(reachedFrom.from)?.type).toBe('n8n-nodes-base.if');
		expect(reachedFrom.index).toBe(1);
		const lookup = example.nodes.find((n) => n.parameters.resource === 'audienceSegment' && n.parameters.operation === 'getAll');
		expect(lookup).toBeDefined();
	});

	it('adds the customers to the segment the run found or created, not to "the created one"', () => {
		const add = example.nodes.find((n) => n.parameters.operation === 'addUsers');
		expect(JSON.stringify(add?.parameters.segmentId)).not.toContain('Create audience segment');
	});
});

describe('the cost-per-purchase example pauses only after approval (issue 49, 6)', () => {
	const example = load('pause-ad-squad-over-cost-per-purchase-after-approval.json');
	const { byName, into } = wiring(example);

	it('the trigger watches cost per purchase over 3 days; the pause is reached only from the true branch of an If after Slack\'s Send and Wait', () => {
		const trigger = example.nodes.find((n) => n.type === `${PACKAGE}.snapchatAdsTrigger`);
		expect(trigger?.parameters).toMatchObject({ event: 'metricPassedThreshold', metric: 'costPerResult', resultField: 'conversion_purchases', metricDays: 3 });
		const pause = example.nodes.find((n) => n.parameters.operation === 'update');
		expect(pause?.parameters).toMatchObject({ resource: 'adSquad', updateFields: { status: 'PAUSED' } });
		const [fromIf] = into(pause!.name);
		expect(into(pause!.name)).toHaveLength(1);
		expect(byName.get(fromIf.from)?.type).toBe('n8n-nodes-base.if');
		expect(fromIf.index).toBe(0);
		expect(JSON.stringify(byName.get(fromIf.from)?.parameters)).toContain('$json.data.approved');
		const [ask] = into(fromIf.from);
		expect(byName.get(ask.from)?.parameters.operation).toBe('sendAndWait');
		expect(into(ask.from).map((c) => c.from)).toEqual([trigger!.name]);
	});
});

describe('the docs count the examples there are (issue 31.12)', () => {
	const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen'];
	const n = files.length;

	it(`docs/development.md and the README's command comment speak of ${n}`, () => {
		const development = readFileSync(path.join(root, 'docs', 'development.md'), 'utf8');
		const counted = [...development.matchAll(/\b(\w+) (?:example workflows|examples)\b/g)].map((m) => m[1]);
		expect(counted.length).toBeGreaterThan(0);
		for (const word of counted) expect([String(n), words[n]]).toContain(word.toLowerCase());
		// The first command line of the README's first code block.
		const readmeFirst = (readFileSync(path.join(root, 'README.md'), 'utf8').split('```')[1] ?? '').split('\n')[1];
		expect(readmeFirst).toContain(`the ${n} example workflows`);
	});
});

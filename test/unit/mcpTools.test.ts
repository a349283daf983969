/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * docs/mcp.md says how many tools the MCP example serves and lists them (issue 50.7: it said 17 and listed
 * 19). The count and the table are held to the example workflow: the nodes connected to its MCP Server
 * Trigger as tools.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { generateZodSchema, traverseNodeParameters, type FromAIArgument } from 'n8n-workflow';

const root = path.join(__dirname, '..', '..');
const doc = readFileSync(path.join(root, 'docs', 'mcp.md'), 'utf8');

interface Workflow {
	nodes: Array<{ name: string; type: string; parameters?: unknown }>;
	connections: Record<string, Record<string, Array<Array<{ node: string; type: string }>>>>;
}

const examples = readdirSync(path.join(root, 'examples')).filter((f) => /mcp.*\.json$/i.test(f));

/** The names of the nodes connected to the workflow's MCP Server Trigger as tools. */
function toolsOf(file: string): string[] {
	const workflow = JSON.parse(readFileSync(path.join(root, 'examples', file), 'utf8')) as Workflow;
	const trigger = workflow.nodes.find((n) => n.type === '@n8n/n8n-nodes-langchain.mcpTrigger');
	if (!trigger) throw new Error(`${file} has no MCP Server Trigger`);
	return Object.entries(workflow.connections)
		.filter(([, outputs]) => (outputs.ai_tool ?? []).some((links) => links.some((l) => l.node === trigger.name)))
		.map(([name]) => name)
		.sort();
}

describe('docs/mcp.md and the MCP example', () => {
	it('there is exactly one MCP example', () => {
		expect(examples).toEqual(['snapchat-ads-mcp-server.json']);
	});

	const tools = toolsOf(examples[0]);

	it('every number of tools the page states is the number the example serves', () => {
		const stated = [...doc.matchAll(/\b(\d+) tools\b/g)].map((m) => Number(m[1]));
		expect(stated.length).toBeGreaterThan(0);
		expect(stated).toEqual(stated.map(() => tools.length));
	});

	it('the table "What the tools can do" names each tool of the example once, and no other', () => {
		const table = doc.split('## What the tools can do')[1]?.split('\n## ')[0] ?? '';
		const rows = table.split('\n').filter((line) => line.startsWith('| `'));
		const named = rows.flatMap((row) => [...row.split('|')[1].matchAll(/`([a-z_]+)`/g)].map((m) => m[1])).sort();
		expect(named).toEqual(tools);
	});
});

describe("the MCP example's paging arguments are optional", () => {
	// Known defect: page_cursor and count_only were $fromAI arguments without a default, so n8n marked them
	// required and an assistant that does not page had to pass them. n8n makes a $fromAI argument optional
	// when it has a default value, its 4th argument (n8n-workflow's from-ai-parse-utils: generateZodSchema
	// adds .default(), which the tool's JSON schema leaves out of `required`; at run time $fromAI returns the
	// default when the argument is not given). Checked with n8n's own parser on the example.
	const workflow = JSON.parse(readFileSync(path.join(root, 'examples', examples[0]), 'utf8')) as Workflow;
	const argsOf = (parameters: unknown): FromAIArgument[] => {
		const args: FromAIArgument[] = [];
		traverseNodeParameters(parameters, args);
		return args;
	};
	const paged = workflow.nodes.filter((n) => argsOf(n.parameters).some((a) => a.key === 'page_cursor'));

	it('the list tools that page (campaigns, ad squads, ads) take page_cursor and count_only', () => {
		expect(paged.map((n) => n.name).sort()).toEqual(['list_ad_squads', 'list_ads', 'list_campaigns']);
	});

	it.each(paged.map((n) => [n.name, n] as const))('%s: page_cursor and count_only are optional, and a call without them reads the first page in full', (_name, node) => {
		const args = argsOf(node.parameters);
		for (const key of ['page_cursor', 'count_only']) expect([key, generateZodSchema(args.find((a) => a.key === key) as FromAIArgument).isOptional()]).toEqual([key, true]);
		const defaults = Object.fromEntries(args.filter((a) => ['page_cursor', 'count_only'].includes(a.key)).map((a) => [a.key, generateZodSchema(a).parse(undefined) as unknown]));
		expect(defaults).toEqual({ page_cursor: '', count_only: false });
		// The other arguments stay required.
		expect(args.filter((a) => !['page_cursor', 'count_only'].includes(a.key)).every((a) => !generateZodSchema(a).isOptional())).toBe(true);
	});
});

describe("every argument of the MCP example's tools has a type and an example", () => {
	// The e2e scenario (scripts/e2e/scenarios/mcp.mjs) asks the same of the schema n8n serves: an assistant
	// fills an argument best from its description with an example ("e.g. …"). Checked here too, so a tool
	// added without one fails in jest, not only in the real n8n run (check_pixel_health's ad_account_id did).
	const workflow = JSON.parse(readFileSync(path.join(root, 'examples', examples[0]), 'utf8')) as Workflow;
	const toolNodes = workflow.nodes.filter((n) => toolsOf(examples[0]).includes(n.name));
	const cases = toolNodes.flatMap((node) => {
		const args: FromAIArgument[] = [];
		traverseNodeParameters(node.parameters, args);
		return args.map((a) => [`${node.name}.${a.key}`, a] as const);
	});

	it.each(cases)('%s', (_name, arg) => {
		expect(arg.type).toBeTruthy();
		expect(arg.description ?? '').toMatch(/e\.g\. /);
	});
});

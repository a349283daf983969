/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Errors in the assistant's words (issue 47 point 5): every tool of the MCP example, run as a tool
 * through n8n-core (create-node-as-tool builds its arguments from the `$fromAI` calls), answers a
 * refusal naming the tool's argument (`start_date`, `split`, `ad_account_id`), not the editor's field
 * label, and a value none of the choices with only the choices the argument's description offers.
 * The same node in a normal run keeps the editor's words.
 */
import { readFileSync } from 'fs';
import path from 'path';
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LA, CAMPAIGN_LA_SUMMER } from '../emulator';
import { runTool } from '../harness';
import { node, useRig } from './setup';

const rig = useRig();

interface ExampleNode {
	name: string;
	type: string;
	parameters: INodeParameters;
}
const example = JSON.parse(readFileSync(path.join(__dirname, '../../examples/snapchat-ads-mcp-server.json'), 'utf8')) as { nodes: ExampleNode[] };
const tools = example.nodes.filter((n) => n.type === 'n8n-nodes-snapchat-ads.snapchatAdsTool');
const toolNamed = (name: string) => tools.find((t) => t.name === name) as ExampleNode;

/** Every `$fromAI` key of a tool and its type, in the order written (an optional one has a 4th argument, its default). */
function argumentsOf(tool: ExampleNode): Array<{ key: string; type: string }> {
	const text = JSON.stringify(tool.parameters);
	return [...text.matchAll(/\$fromAI\('([a-z_]+)', '[^']*', '([a-z]+)'(?:, [^)]*)?\)/g)].map((m) => ({ key: m[1], type: m[2] }));
}

const call = async (tool: ExampleNode, args: Record<string, unknown>) =>
	await runTool({ nodeType: node, parameters: tool.parameters, args: args as IDataObject, credential: rig.credential, toolName: tool.name });

describe('a refusal names the tool argument, in every tool of the MCP example', () => {
	it.each(tools.filter((t) => argumentsOf(t).some((a) => a.key.endsWith('_id'))).map((t) => [t.name]))('%s: an ID that is not one', async (name) => {
		const tool = toolNamed(name);
		const args = argumentsOf(tool);
		const broken = args.find((a) => a.key.endsWith('_id'))?.key as string;
		// Every other argument as an assistant would give it; the broken one is not an ID.
		const good: Record<string, unknown> = { ad_account_id: AD_ACCOUNT_LA, campaign_id: CAMPAIGN_LA_SUMMER, status: 'any', page_cursor: '', count_only: false, split: 'none', start_date: '2025-03-01', end_date: '2025-03-02' };
		const values = Object.fromEntries(args.map((a) => [a.key, a.key === broken ? 'not-an-id' : (good[a.key] ?? (a.type === 'number' ? 20 : a.type === 'boolean' ? false : 'x'))]));
		const result = await call(tool, values);
		expect(result.argumentNames).toEqual(args.map((a) => a.key).filter((k, i, all) => all.indexOf(k) === i).sort());
		expect(result.error).toMatch(new RegExp(`^(NodeOperationError: )?Invalid argument ${broken} in item 0: ${broken} "not-an-id" is not a valid ID`));
		expect(result.error).not.toMatch(/Ad Account|Campaign "|Ad Squad "/);
		expect(rig.apiCalls()).toEqual([]);
	});

	it('get_campaign_stats: a split the tool does not offer lists only none and country; a bad start_date names start_date', async () => {
		const tool = toolNamed('get_campaign_stats');
		const args = { campaign_id: CAMPAIGN_LA_SUMMER, start_date: '2025-03-01', end_date: '2025-03-02' };
		const split = await call(tool, { ...args, split: 'planet' });
		expect(split.error).toMatch(/Invalid argument split in item 0: split "planet" is not one of the choices/);
		expect(split.error).toMatch(/Use one of: none, country$/);
		const date = await call(tool, { ...args, split: 'none', start_date: '2025-13-01' });
		expect(date.error).toMatch(/Invalid argument start_date in item 0: /);
		expect(date.error).not.toMatch(/Start Date/);
		expect(rig.apiCalls().filter((c) => c.path.endsWith('/stats'))).toEqual([]);
	});

	it('list_campaigns: a status the tool does not offer names status and lists any, active, paused; a bad page_cursor names page_cursor', async () => {
		const result = await call(toolNamed('list_campaigns'), { ad_account_id: AD_ACCOUNT_LA, status: 'archived', page_cursor: '', count_only: false });
		expect(result.error).toMatch(/Invalid argument status in item 0: [\s\S]*"archived"[\s\S]*Use one of: any, active, paused$/);
		const fixed = await call(toolNamed('list_campaigns'), { ad_account_id: AD_ACCOUNT_LA, status: 'any', page_cursor: 'not a cursor', count_only: false });
		expect(fixed.error).toMatch(/Invalid argument page_cursor/);
	});

	it('the same field in a normal run keeps the editor words', async () => {
		const tool = toolNamed('get_campaign_stats');
		const fixed = JSON.parse(JSON.stringify(tool.parameters).replace(/=\{\{ \$fromAI\('([a-z_]+)'[^}]*\}\}/g, (_, key: string) => ({ campaign_id: CAMPAIGN_LA_SUMMER, start_date: '2025-03-01', end_date: '2025-03-02', split: 'planet' })[key] ?? '')) as INodeParameters;
		const result = await rig.run(fixed);
		expect(result.error?.message).toMatch(/Invalid Report Dimension in item 0: Report Dimension "planet"/);
	});
});

/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * The MCP example's `check_pixel_health` tool (issue 48, 7): its parameters, with what an assistant
 * would pass for each $fromAI, run through the node against the emulator: it reads only, and answers
 * the pixel's events per day by type on each domain.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LA, PIXEL_LA } from '../emulator';
import { useRig } from './setup';

const rig = useRig();
const example = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'examples', 'snapchat-ads-mcp-server.json'), 'utf8')) as { nodes: Array<{ name: string; parameters: INodeParameters }> };

/** The tool's parameters with each $fromAI('<key>', …) replaced by the argument an assistant gives. */
function asCalled(parameters: INodeParameters, args: Record<string, string>): INodeParameters {
	const text = JSON.stringify(parameters).replace(/"=\{\{ \$fromAI\('([a-z_]+)'[^"]*\}\}"/g, (_, key: string) => JSON.stringify(args[key]));
	return JSON.parse(text) as INodeParameters;
}

describe('MCP example: check_pixel_health', () => {
	const tool = example.nodes.find((n) => n.name === 'check_pixel_health');

	it('reads the pixel\'s events per day by event type, and writes nothing', async () => {
		expect(tool).toBeDefined();
		const parameters = Object.fromEntries(Object.entries(tool!.parameters).filter(([key]) => key !== 'descriptionType' && key !== 'toolDescription')) as INodeParameters;
		const result = await rig.run(asCalled(parameters, { ad_account_id: AD_ACCOUNT_LA, pixel_id: PIXEL_LA, period: 'last7Days' }));
		expect(result.error).toBeUndefined();
		const items = result.items.map((i) => i.json);
		expect(items.length).toBeGreaterThanOrEqual(7);
		expect(items[0]).toMatchObject({ pixel_id: PIXEL_LA, domain: expect.any(String), date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
		expect(items.some((i) => (i.events_by_type as Record<string, number>).PURCHASE > 0)).toBe(true);
		expect(rig.apiCalls().filter((c) => c.method !== 'GET')).toEqual([]);
	});
});

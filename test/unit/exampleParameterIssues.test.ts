/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Every node of this package in every example workflow opens in n8n's editor without a parameter warning.
 * The real-n8n editor check (scripts/e2e/editor-check.mjs) proves it in the editor; this runs n8n's own
 * check (n8n-workflow's NodeHelpers.getNodeParametersIssues, what the editor shows as the red triangle) on
 * the node descriptions, so a missing required value fails in jest, before the long end-to-end run.
 * It found check_pixel_health of the MCP example: its Date Range comes from the assistant, so n8n shows the
 * custom Start Date and End Date, both required and empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { NodeHelpers, type INode, type INodeTypeDescription } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { SnapchatAdsLeadTrigger } from '../../nodes/SnapchatAds/SnapchatAdsLeadTrigger.node';
import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { SnapchatConversions } from '../../nodes/SnapchatConversions/SnapchatConversions.node';

const root = path.join(__dirname, '..', '..');
const PACKAGE = 'n8n-nodes-snapchat-ads.';
const descriptions: Record<string, INodeTypeDescription> = Object.fromEntries(
	[new SnapchatAds(), new SnapchatAdsTrigger(), new SnapchatAdsLeadTrigger(), new SnapchatConversions()].map((n) => [n.description.name, n.description]),
);

const cases = readdirSync(path.join(root, 'examples'))
	.filter((f) => f.endsWith('.json'))
	.flatMap((file) => {
		const workflow = JSON.parse(readFileSync(path.join(root, 'examples', file), 'utf8')) as { nodes: INode[] };
		return workflow.nodes.filter((n) => n.type.startsWith(PACKAGE) && !n.disabled).map((n) => [`${file}: ${n.name}`, n] as const);
	});

describe("n8n's parameter check on every node of this package in the example workflows", () => {
	it('finds the nodes', () => {
		expect(cases.length).toBeGreaterThan(30);
	});

	it.each(cases)('%s', (_name, node) => {
		// A tool node (…Tool) is the same node run as a tool: n8n checks it against the same description.
		const description = descriptions[node.type.slice(PACKAGE.length).replace(/Tool$/, '')];
		expect(description).toBeDefined();
		const issues = NodeHelpers.getNodeParametersIssues(description.properties, node, description);
		expect(issues?.parameters ?? {}).toEqual({});
	});
});

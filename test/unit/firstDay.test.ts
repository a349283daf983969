/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
// Issue 35, what a new user reads on the first day in the n8n editor: the node panel's words, field
// descriptions and validation messages, checked on the node descriptions n8n loads.
import type { INodeTypeDescription } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { SnapchatAdsLeadTrigger } from '../../nodes/SnapchatAds/SnapchatAdsLeadTrigger.node';
import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { SnapchatConversions } from '../../nodes/SnapchatConversions/SnapchatConversions.node';

const nodes: INodeTypeDescription[] = [
	new SnapchatAds().description,
	new SnapchatAdsTrigger().description,
	new SnapchatAdsLeadTrigger().description,
	new SnapchatConversions().description,
];

describe('the node panel (issue 35, point 2)', () => {
	// n8n's node creator (useActionsGeneration.ts, generateMergedNodesAndActions) merges a trigger whose
	// name minus "Trigger" is an action node's name into that action node, and shows the TRIGGER's
	// description for the merged entry ("default to trigger description"). So such a trigger's
	// description is what the user reads for the action node: it must say what both do.
	it('a trigger merged into an action node describes the action node too, since n8n shows its text for both', () => {
		const merged = nodes
			.filter((node) => node.group.includes('trigger'))
			.map((trigger) => ({ trigger, app: nodes.find((node) => node.name === trigger.name.replace('Trigger', '') && !node.group.includes('trigger')) }))
			.filter((pair) => pair.app !== undefined);
		expect(merged.map((pair) => pair.trigger.name)).toEqual(['snapchatAdsTrigger']);
		for (const { trigger } of merged) {
			expect(trigger.description).not.toMatch(/^Starts the workflow/);
			// The action node's own words: reports, launching and controlling, audiences.
			expect(trigger.description).toMatch(/report/i);
			expect(trigger.description).toMatch(/campaign/i);
			expect(trigger.description).toMatch(/audience/i);
			// And the trigger's own.
			expect(trigger.description).toMatch(/start a workflow when/i);
		}
	});
});

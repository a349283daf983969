/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
// Issue 35, what a new user reads on the first day in the n8n editor: the node panel's words, field
// descriptions and validation messages, checked on the node descriptions n8n loads.
import type { INodeProperties, INodePropertyMode, INodeTypeDescription } from 'n8n-workflow';

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

/** Every text a user reads in a node's fields: display names, descriptions, hints, option names and actions. */
function textsOf(description: INodeTypeDescription): string[] {
	const texts: string[] = [description.description];
	const walk = (value: unknown): void => {
		if (Array.isArray(value)) value.forEach(walk);
		else if (value !== null && typeof value === 'object') {
			for (const [key, inner] of Object.entries(value)) {
				if (typeof inner === 'string' && ['displayName', 'name', 'description', 'hint', 'action', 'placeholder'].includes(key)) texts.push(inner);
				else walk(inner);
			}
		}
	};
	walk(description.properties);
	return texts;
}

describe('words in the editor (issue 35, point 9)', () => {
	it('says "swipe-ups", and "media file" where a media is counted', () => {
		const texts = nodes.flatMap(textsOf);
		expect(texts.filter((text) => /swipes up/i.test(text))).toEqual([]);
		expect(texts.filter((text) => /\ba media\b(?! file| upload| ID| →)/i.test(text))).toEqual([]);
		expect(texts).toContain('Send people to a website or app: swipe-ups and landing page views');
		expect(texts).toEqual(expect.arrayContaining(['Get a media file', 'Upload a media file']));
	});
});

describe('a link pasted into By ID (issue 35, point 4)', () => {
	// n8n's own rule (n8n-workflow's validateResourceLocatorParameter): every regex of the mode is matched
	// against the whole value, and the message of every rule it fails becomes a "node has issues" line.
	const issuesOf = (mode: INodePropertyMode, value: string) =>
		(mode.validation ?? [])
			.map((rule) => (rule as unknown as { properties: { regex: string; errorMessage: string } }).properties)
			.filter((rule) => !new RegExp(`^${rule.regex}$`).test(value))
			.map((rule) => rule.errorMessage);
	const locators = nodes.flatMap((node) => node.properties.filter((p) => p.type === 'resourceLocator'));
	const byId = (locator: INodeProperties) => locator.modes?.find((m) => m.name === 'id') as INodePropertyMode;
	const goodId = (locator: INodeProperties) => (locator.name === 'segmentId' ? '5677923948298240' : '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60');

	it.each(locators.map((l) => [l.name, l] as const))('%s: a link is told it is a link and to choose By URL; a wrong ID is told what an ID is; an ID passes', (_name, locator) => {
		const link = `https://ads.snapchat.com/5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60/campaigns/${goodId(locator)}`;
		const [linkIssue, ...moreLink] = issuesOf(byId(locator), link);
		expect(moreLink).toEqual([]);
		expect(linkIssue).toMatch(/^This is a link, not an? [a-z ]+ ID: choose By URL/);
		expect(issuesOf(byId(locator), ` HTTPS://ads.snapchat.com/x`)).toEqual([linkIssue]);
		const [idIssue, ...moreId] = issuesOf(byId(locator), 'my campaign');
		expect(moreId).toEqual([]);
		expect(idIssue).toMatch(/^An? [a-z ]+ ID is (a UUID|digits only)/);
		expect(issuesOf(byId(locator), goodId(locator))).toEqual([]);
		expect(issuesOf(byId(locator), 'two\nlines')).toEqual([idIssue]);
	});

	it('names a media file, not "a media", in the media pickers', () => {
		const media = locators.filter((l) => /media/i.test(l.name));
		expect(media.length).toBeGreaterThan(0);
		for (const locator of media) expect(locator.modes?.find((m) => m.name === 'list')?.placeholder).toBe('Select a media file...');
	});
});

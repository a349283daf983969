/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
// Issue 35, what a new user reads on the first day in the n8n editor: the node panel's words, field
// descriptions and validation messages, checked on the node descriptions n8n loads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

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
	// Audience segments (segmentId, a lookalike's seed) have decimal IDs, every other entity a UUID.
	const decimal = (locator: INodeProperties) => issuesOf(byId(locator), 'x').some((m) => /digits only/.test(m));
	const goodId = (locator: INodeProperties) => (decimal(locator) ? '5677923948298240' : '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60');

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

/** Files a user reads: node texts, example sticky notes, the README and the user pages of docs/, the dev banner. */
function userTexts(): Array<[string, string]> {
	const root = path.join(__dirname, '..', '..');
	const walk = (dir: string): string[] =>
		readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
	const code = [...walk('nodes'), ...walk('credentials')].filter((f) => f.endsWith('.ts'));
	const docs = ['README.md', ...['operations', 'stats', 'trigger', 'lead-trigger', 'conversions', 'troubleshooting', 'credentials'].map((d) => `docs/${d}.md`)];
	const stickies = readdirSync(path.join(root, 'examples'))
		.filter((f) => f.endsWith('.json'))
		.map((f): [string, string] => {
			const workflow = JSON.parse(readFileSync(path.join(root, 'examples', f), 'utf8')) as { nodes: Array<{ type: string; parameters: { content?: string } }> };
			return [`examples/${f}`, workflow.nodes.filter((n) => n.type === 'n8n-nodes-base.stickyNote').map((n) => n.parameters.content ?? '').join('\n\n')];
		});
	// In code only the strings count (not comments, not identifiers such as getActivationMode).
	const strings = (text: string) => [...text.matchAll(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|"(?:[^"\\\n]|\\.)*"/g)].map((m) => m[0]).join('\n');
	return [
		...code.map((f): [string, string] => [f, strings(readFileSync(path.join(root, f), 'utf8'))]),
		...docs.map((f): [string, string] => [f, readFileSync(path.join(root, f), 'utf8')]),
		...stickies,
		['scripts/dev/dev.mjs', strings(readFileSync(path.join(root, 'scripts/dev/dev.mjs'), 'utf8'))],
	];
}

describe("n8n 2.x's words beside n8n 1.x's (issue 35, points 10 and 11)", () => {
	// n8n 2.x: Publish / Unpublish, Test this trigger, Switch account; n8n 1.x: Activate / Deactivate, Listen for test event, Reconnect.
	const pairs: Array<[RegExp, RegExp]> = [
		[/\b(?:de|re-?)?activat(?:e|es|ed|ing|ion)\b/gi, /publish/i],
		[/Listen for test event/gi, /Test this trigger/],
		[/\bReconnect\b|\breconnect (?:it|the credential)\b/g, /Switch account/],
	];
	it.each(userTexts())('%s names the n8n 2.x button wherever it names the n8n 1.x one', (_file, text) => {
		const alone: string[] = [];
		for (const [old, current] of pairs) {
			for (const match of text.matchAll(old)) {
				const at = match.index ?? 0;
				if (!current.test(text.slice(Math.max(0, at - 160), at + 120))) alone.push(text.slice(Math.max(0, at - 60), at + 40).replace(/\s+/g, ' '));
			}
		}
		expect(alone).toEqual([]);
	});

	it('the Slack and Google Sheets examples say their step needs the user\'s own credential and what the Snapchat step before it proved', () => {
		const notes = new Map(userTexts().filter(([f]) => f.startsWith('examples/')));
		for (const [file, service] of [['examples/slack-when-an-ad-is-rejected.json', 'Slack'], ['examples/new-snapchat-lead-to-google-sheets.json', 'Google Sheets']]) {
			const note = notes.get(file) ?? '';
			expect(note).toContain(`**${service} needs your own credential.** Under \`npm run dev\` its credential is a placeholder`);
			expect(note).toMatch(/The trigger before it has already proved the Snapchat side: [^.]+/);
		}
	});
});

/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/** The Snapchat Conversions node as the editor shows it: name, icon, credential, operations, fields. */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { SnapchatConversions } from '../../nodes/SnapchatConversions/SnapchatConversions.node';

const root = path.join(__dirname, '..', '..');
const { description } = new SnapchatConversions();
const one = (name: string): INodeProperties => {
	const found = description.properties.find((p) => p.name === name);
	if (!found) throw new Error(`no property ${name}`);
	return found;
};

describe('Snapchat Conversions node description', () => {
	it('is named, iconed with the Snapchat svg and usable as a tool', () => {
		expect(description).toMatchObject({ displayName: 'Snapchat Conversions', name: 'snapchatConversions', version: 1, usableAsTool: true, credentials: [{ name: 'snapchatConversionsApi', required: true }] });
		const icon = description.icon as { light: string; dark: string };
		for (const file of [icon.light, icon.dark]) {
			expect(readFileSync(path.join(root, 'nodes', 'SnapchatConversions', file.replace(/^file:/, '')), 'utf8')).toMatch(/^<svg/);
		}
		const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { n8n: { nodes: string[]; credentials: string[] } };
		expect(pkg.n8n.nodes).toContain('dist/nodes/SnapchatConversions/SnapchatConversions.node.js');
		expect(pkg.n8n.credentials).toContain('dist/credentials/SnapchatConversionsApi.credentials.js');
	});

	it('offers Send Events, Get Test Logs and Get Test Stats, each in the subtitle', () => {
		const operations = (one('operation').options as INodePropertyOptions[]).map((o) => [o.value, o.name]);
		expect(operations).toEqual([
			['send', 'Send Events'],
			['getTestLogs', 'Get Test Logs'],
			['getTestStats', 'Get Test Stats'],
		]);
		for (const [value, name] of operations) expect(description.subtitle).toContain(`${String(value)}: "${String(name)}"`);
	});

	it("lists Snap's standard event names in capitals, Web/App/Offline, Batch Size 2,000, and explains Event ID", () => {
		const names = (one('eventName').options as INodePropertyOptions[]).map((o) => o.value);
		expect(names).toEqual(expect.arrayContaining(['PURCHASE', 'SIGN_UP', 'ADD_CART', 'PAGE_VIEW', 'CUSTOM_EVENT_5']));
		expect(names.every((n) => /^[A-Z0-9_]+$/.test(String(n)))).toBe(true);
		// Alphabetical by label, as people read them (the node orders them without a locale collator,
		// whose first use costs about 30 ms of CPU at load; here the order is held to the locale's).
		const labels = (one('eventName').options as INodePropertyOptions[]).map((o) => o.name);
		expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
		expect(labels).toHaveLength(28);
		expect((one('actionSource').options as INodePropertyOptions[]).map((o) => o.name)).toEqual(['Web', 'App', 'Offline']);
		const batch = (one('options').options as INodeProperties[]).find((o) => o.name === 'batchSize');
		expect([batch?.default, batch?.typeOptions?.maxValue]).toEqual([2000, 2000]);
		expect(one('eventId').description).toMatch(/counts it once/);
	});
});

describe('Snapchat Conversions documentation links and example', () => {
	// n8n appends its tracking query to these links; after a '#section' that breaks the link.
	it('the codex links to pages of this repository without a # fragment', () => {
		const codex = JSON.parse(readFileSync(path.join(root, 'nodes', 'SnapchatConversions', 'SnapchatConversions.node.json'), 'utf8')) as {
			resources: Record<string, Array<{ url: string }>>;
		};
		const urls = Object.values(codex.resources).flat().map((r) => r.url);
		expect(urls.length).toBeGreaterThanOrEqual(2);
		for (const url of urls) {
			expect(url).toMatch(/^https:\/\/github\.com\/n8n-nodes-snapchat-ads\/n8n-nodes-snapchat-ads\/blob\/main\/[\w./-]+\.md$/);
			expect(url).not.toContain('#');
			const file = url.replace(/^.*\/blob\/main\//, '');
			expect(readFileSync(path.join(root, file), 'utf8').length).toBeGreaterThan(0);
		}
	});

	it("the example's curl command works when pasted as written: no <placeholder>, a body that parses, no Event Time to fill in", () => {
		const example = JSON.parse(readFileSync(path.join(root, 'examples', 'send-shop-orders-to-snapchat-conversions.json'), 'utf8')) as {
			nodes: Array<{ type: string; parameters: { content?: string; path?: string } }>;
		};
		const note = example.nodes.find((n) => n.type === 'n8n-nodes-base.stickyNote')?.parameters.content ?? '';
		const curl = /`(curl [^`]+)`/.exec(note)?.[1] ?? '';
		expect(curl).not.toBe('');
		expect(curl).not.toMatch(/[<>]/);
		const webhookPath = example.nodes.find((n) => n.type === 'n8n-nodes-base.webhook')?.parameters.path;
		expect(curl).toContain(`http://localhost:5678/webhook/${String(webhookPath)}`);
		const body = JSON.parse(/-d '([^']+)'/.exec(curl)?.[1] ?? 'null') as Record<string, unknown>;
		expect(body).toMatchObject({ order_id: expect.any(String), email: expect.any(String), total: expect.any(String), currency: expect.any(String) });
	});
});

/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/** The Snapchat Lead Ads Trigger's description: a self-registering webhook trigger that explains itself. */
import { existsSync, readFileSync } from 'fs';
import path from 'path';

import { SnapchatAdsLeadTrigger } from '../../nodes/SnapchatAds/SnapchatAdsLeadTrigger.node';

const { description, methods, webhookMethods } = new SnapchatAdsLeadTrigger();

describe('Snapchat Lead Ads Trigger description', () => {
	it('is a webhook trigger on the package credential that answers Snap at once, and not a tool', () => {
		expect(description).toMatchObject({ name: 'snapchatAdsLeadTrigger', group: ['trigger'], inputs: [], credentials: [{ name: 'snapchatAdsOAuth2Api', required: true }] });
		expect(description.webhooks).toEqual([{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }]);
		expect(description.usableAsTool).toBeUndefined();
		expect(Object.keys(webhookMethods.default).sort()).toEqual(['checkExists', 'create', 'delete']);
		expect(Object.keys(methods.listSearch).sort()).toEqual(['searchAdAccounts', 'searchLeadForms']);
	});

	it('verifies signatures by default, warns in the editor when that is turned off, and never replaces another webhook unasked', () => {
		const field = (name: string) => description.properties.find((p) => p.name === name);
		expect(field('verifySignature')).toMatchObject({ type: 'boolean', default: true });
		expect(field('verifyOffNotice')).toMatchObject({ type: 'notice', displayOptions: { show: { verifySignature: [false] } } });
		expect(field('verifyOffNotice')?.displayName).toMatch(/anyone who learns this webhook URL/);
		expect(field('replaceExisting')).toMatchObject({ type: 'boolean', default: false });
		expect(field('formId')).toMatchObject({ type: 'resourceLocator', required: true });
	});

	it('explains every field', () => {
		for (const property of description.properties) {
			const text = property.type === 'notice' ? property.displayName : property.description;
			expect(typeof text === 'string' && text.length > 10).toBe(true);
		}
	});

	it('has a codex in the Marketing category whose links are pages of this repository, without a fragment', () => {
		const root = path.join(__dirname, '..', '..');
		const codex = JSON.parse(readFileSync(path.join(root, 'nodes', 'SnapchatAds', 'SnapchatAdsLeadTrigger.node.json'), 'utf8'));
		expect(codex.node).toBe('n8n-nodes-snapchat-ads.snapchatAdsLeadTrigger');
		expect(codex.categories).toEqual(['Marketing']);
		for (const { url } of [...codex.resources.primaryDocumentation, ...codex.resources.credentialDocumentation] as Array<{ url: string }>) {
			expect(url).not.toContain('#');
			const file = /\/blob\/main\/(.+)$/.exec(url)?.[1];
			expect(file && existsSync(path.join(root, file))).toBe(true);
		}
	});
});

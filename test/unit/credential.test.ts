/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { INodeProperties, INodeTypes } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { buildScope, SnapchatAdsOAuth2Api } from '../../credentials/SnapchatAdsOAuth2Api.credentials';

const root = path.join(__dirname, '..', '..');
const credential = new SnapchatAdsOAuth2Api();
const prop = (name: string): INodeProperties => {
	const found = credential.properties.find((p) => p.name === name);
	if (!found) throw new Error(`credential has no property ${name}`);
	return found;
};

/** Evaluates a credential default the way n8n does: an expression with `$self` = the credential data. */
function evaluate(expression: string, self: Record<string, unknown>): unknown {
	const nodeTypes = {
		getByName: () => ({ description: { properties: [] } }),
		getByNameAndVersion: () => ({ description: { properties: [] } }),
		getKnownTypes: () => ({}),
	} as unknown as INodeTypes;
	const workflow = new Workflow({
		nodes: [{ id: '1', name: 'n', type: 'x', typeVersion: 1, position: [0, 0], parameters: {} }],
		connections: {},
		active: false,
		nodeTypes,
	});
	return workflow.expression.getParameterValue(expression, null, 0, 0, 'n', [], 'internal', {}, undefined, false, self);
}

describe('Snapchat Ads OAuth2 credential', () => {
	it('is an authorization-code OAuth2 credential named as n8n expects', () => {
		expect(credential.name).toBe('snapchatAdsOAuth2Api');
		expect(credential.displayName).toBe('Snapchat Ads OAuth2 API');
		expect(credential.extends).toEqual(['oAuth2Api']);
		expect(prop('grantType')).toMatchObject({ type: 'hidden', default: 'authorizationCode' });
	});

	it('has the production Snap hosts as hidden defaults', () => {
		expect(prop('authUrl')).toMatchObject({
			type: 'hidden',
			default: 'https://accounts.snapchat.com/login/oauth2/authorize',
		});
		expect(prop('accessTokenUrl')).toMatchObject({
			type: 'hidden',
			default: 'https://accounts.snapchat.com/login/oauth2/access_token',
		});
		expect(prop('apiBaseUrl')).toMatchObject({ type: 'hidden', default: 'https://adsapi.snapchat.com' });
	});

	it('sends the client id and secret in the token request body, not in a Basic header', () => {
		expect(prop('authentication')).toMatchObject({ type: 'hidden', default: 'body' });
	});

	it('states in the dialog that the Marketing API is always requested, and offers the two others as toggles, off', () => {
		const notices = credential.properties.filter((p) => p.type === 'notice').map((p) => p.displayName);
		expect(notices.some((n) => /Marketing API .*is always requested/.test(n) && n.includes('snapchat-marketing-api'))).toBe(true);
		const toggles = credential.properties.filter((p) => p.type === 'boolean');
		expect(toggles.map((p) => [p.name, p.displayName, p.default])).toEqual([
			['conversionsApi', 'Also Allow Conversions API', false],
			['profileApi', 'Also Allow Public Profile API', false],
		]);
		for (const t of toggles) expect(t.description).toMatch(/^Whether to also request access to the .* API \(snapchat-[a-z-]+-api:/);
		// No visible multi-select whose empty "Select" could read as "nothing requested".
		expect(credential.properties.filter((p) => p.type === 'multiOptions')).toEqual([]);
		expect(prop('scopes')).toMatchObject({ type: 'hidden', default: [] });
	});

	const M = 'snapchat-marketing-api';
	const C = 'snapchat-offline-conversions-api';
	const P = 'snapchat-profile-api';
	const stored: Array<[string, Record<string, unknown>, string]> = [
		['a new credential (nothing stored)', {}, M],
		['both toggles off', { conversionsApi: false, profileApi: false }, M],
		['Conversions API on', { conversionsApi: true }, `${M} ${C}`],
		['Public Profile API on', { profileApi: true }, `${M} ${P}`],
		['both on', { conversionsApi: true, profileApi: true }, `${M} ${C} ${P}`],
		['a toggle stored as the string "true" (not a boolean)', { profileApi: 'true' }, M],
		['saved before the toggles: Marketing only', { scopes: [M] }, M],
		['saved before the toggles: empty list', { scopes: [] }, M],
		['saved before the toggles: Profile, then Marketing', { scopes: [P, M] }, `${M} ${P}`],
		['saved before the toggles: all three', { scopes: [M, C, P] }, `${M} ${C} ${P}`],
		['saved list and a toggle naming the same API', { scopes: [C], conversionsApi: true }, `${M} ${C}`],
	];

	it.each(stored)('the hidden scope for %s is as built by buildScope (Marketing API first, never dropped)', (_what, data, expected) => {
		const scope = prop('scope');
		expect(scope.type).toBe('hidden');
		expect(evaluate(scope.default as string, data)).toBe(expected);
		expect(buildScope(data)).toBe(expected);
	});

	it('tells the user where to create the app, what redirect URI to register, and that the secret is shown once', () => {
		const notice = credential.properties.find((p) => p.type === 'notice');
		expect(notice?.displayName).toMatch(/Snap Business Manager/);
		expect(notice?.displayName).toMatch(/Organization Admin/);
		expect(notice?.displayName).toMatch(/OAuth Redirect URL/);
		expect(notice?.displayName).toMatch(/only once/);
	});

	// n8n appends its tracking query to the link; after a '#section' that stops the page scrolling.
	it('documents itself on a page of its own without a fragment: docs/credentials.md, which the README\'s Credentials section sums up and links', () => {
		expect(credential.documentationUrl).not.toContain('#');
		expect(credential.documentationUrl).toMatch(/\/blob\/main\/docs\/credentials\.md$/);
		const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
		expect(readme).toMatch(/^## Credentials$/m);
		const section = readme.split('\n## Credentials\n')[1].split('\n## ')[0];
		expect(section).toContain('](docs/credentials.md)');
		const page = readFileSync(path.join(root, 'docs', 'credentials.md'), 'utf8');
		for (const step of ['Organization Admin', 'OAuth Redirect URL', 'Snap Redirect URI', '**only once**', 'Connect my account', 'http://localhost']) expect(page).toContain(step);
	});

	it('has light and dark icons that exist', () => {
		const icon = credential.icon as { light: string; dark: string };
		for (const file of [icon.light, icon.dark]) {
			expect(file).toMatch(/^file:/);
			expect(existsSync(path.join(root, 'credentials', file.slice('file:'.length)))).toBe(true);
		}
	});
});

describe('package.json n8n block', () => {
	const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

	it('is a community package n8n can load', () => {
		expect(pkg.name).toBe('n8n-nodes-snapchat-ads');
		expect(pkg.keywords).toContain('n8n-community-node-package');
		expect(pkg.n8n).toMatchObject({ n8nNodesApiVersion: 1, strict: true });
		expect(pkg.files).toEqual(['dist']);
		expect(pkg.peerDependencies).toEqual({ 'n8n-workflow': '*' });
		expect(pkg.dependencies ?? {}).toEqual({});
		expect(pkg.engines?.node).toBeTruthy();
	});

	it('points at compiled files that exist after the build and export the right classes', () => {
		const paths: string[] = [...pkg.n8n.credentials, ...pkg.n8n.nodes];
		expect(pkg.n8n.credentials).toEqual([
			'dist/credentials/SnapchatAdsOAuth2Api.credentials.js',
			'dist/credentials/SnapchatConversionsApi.credentials.js',
		]);
		expect(pkg.n8n.nodes).toEqual([
			'dist/nodes/SnapchatAds/SnapchatAds.node.js',
			'dist/nodes/SnapchatAds/SnapchatAdsTrigger.node.js',
			'dist/nodes/SnapchatAds/SnapchatAdsLeadTrigger.node.js',
			'dist/nodes/SnapchatConversions/SnapchatConversions.node.js',
		]);
		for (const file of paths) {
			const absolute = path.join(root, file);
			if (!existsSync(absolute)) throw new Error(`${file} does not exist: run \`npm run build\` first`);
			// n8n loads the class named like the file.
			const className = path.basename(file).split('.')[0];
			// eslint-disable-next-line @typescript-eslint/no-require-imports
			const loaded = require(absolute) as Record<string, unknown>;
			expect(typeof loaded[className]).toBe('function');
		}
	});
});

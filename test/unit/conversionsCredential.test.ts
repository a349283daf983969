/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * The Snapchat Conversions API credential: its `test` request (resolved as n8n resolves it, with
 * `$credentials`) tells a wrong token from a right one against the emulator, and the token is
 * added to the query string by n8n, never by the node.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { INode, INodeTypes, INodeType } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { SnapchatConversionsApi } from '../../credentials/SnapchatConversionsApi.credentials';
import { CAPI_PIXEL_ID, CAPI_TOKEN, startEmulator, type Emulator } from '../emulator';

const credential = new SnapchatConversionsApi();
const NODE_TYPES: INodeTypes = {
	getByName: () => ({ description: { properties: [] } }) as unknown as INodeType,
	getByNameAndVersion: () => ({ description: { properties: [] } }) as unknown as INodeType,
	getKnownTypes: () => ({}),
};
const node: INode = { id: 'n', name: 'N', type: 'n', typeVersion: 1, position: [0, 0], parameters: {} };
const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes: NODE_TYPES });
const resolve = (value: string, data: Record<string, unknown>) =>
	String(workflow.expression.getParameterValue(value, null, 0, 0, node.name, [], 'internal', { $credentials: data } as never, undefined, true));

let em: Emulator;
beforeAll(async () => {
	em = await startEmulator();
});
afterAll(async () => {
	await em.close();
});

async function test(data: Record<string, unknown>): Promise<number> {
	const { baseURL, url } = credential.test.request;
	const qs = resolve(credential.authenticate.properties.qs?.access_token as string, data);
	const res = await fetch(`${resolve(baseURL as string, data)}${resolve(url as string, data)}?access_token=${encodeURIComponent(qs)}`);
	return res.status;
}

describe('Snapchat Conversions API credential', () => {
	it('the test request accepts the right token and refuses a wrong one', async () => {
		expect(await test({ accessToken: CAPI_TOKEN, pixelId: CAPI_PIXEL_ID, baseUrl: `${em.baseUrl}/` })).toBe(200);
		expect(await test({ accessToken: 'wrong', pixelId: CAPI_PIXEL_ID, baseUrl: em.baseUrl })).toBe(401);
		expect(em.requestLog.slice(-1)[0].path).toBe(`/v3/${CAPI_PIXEL_ID}/events/validate/stats`);
	});

	// n8n appends its tracking query to the link; after a '#section' that stops the page scrolling (issue 39, 3).
	it('documents itself on a page of its own without a fragment: docs/conversions-credential.md, with the setup steps', () => {
		expect(credential.documentationUrl).not.toContain('#');
		expect(credential.documentationUrl).toMatch(/\/blob\/main\/docs\/conversions-credential\.md$/);
		const page = readFileSync(path.join(__dirname, '..', '..', 'docs', 'conversions-credential.md'), 'utf8');
		expect(page).toMatch(/Generate Token/);
		expect(page).toMatch(/Default Pixel ID/);
	});

	it('the token is a password field; the Base URL is hidden and defaults to Snap', () => {
		const field = (name: string) => credential.properties.find((p) => p.name === name);
		expect(field('accessToken')?.typeOptions?.password).toBe(true);
		expect([field('baseUrl')?.type, field('baseUrl')?.default]).toEqual(['hidden', 'https://tr.snapchat.com']);
		expect(credential.authenticate.properties.headers).toBeUndefined();
	});
});

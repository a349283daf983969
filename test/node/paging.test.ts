/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 15, item 6: a list whose pages come back empty but keep pointing to a next page must end,
 * with a clear error, instead of paging forever. A scripted fake API answers every page empty with a
 * new cursor; the credential points at it (no token refresh is needed: the stored token is used).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { AD_ACCOUNT_LA } from '../emulator';
import { makeCredential, runNode } from '../harness';
import { getManyParams } from './params';
import { node } from './setup';

type Page = { entities: number; next: boolean };

let server: http.Server;
let baseUrl: string;
let script: Page[];
let hits: string[];

beforeAll(async () => {
	server = http.createServer((req, res) => {
		hits.push(req.url ?? '');
		const page = script.shift() ?? { entities: 0, next: true };
		const cursor = `c${hits.length}`;
		const body = {
			request_status: 'SUCCESS',
			request_id: `rid${hits.length}`,
			paging: page.next ? { next_link: `${baseUrl}/v1/adaccounts/${AD_ACCOUNT_LA}/event_details?cursor=${cursor}&limit=1000` } : {},
			event_details: Array.from({ length: page.entities }, (_, k) => ({
				sub_request_status: 'SUCCESS',
				event_detail: { id: `${cursor}-${k}`, event_name: `Event ${cursor}-${k}` },
			})),
		};
		res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
	await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
	hits = [];
	script = [];
});

const run = async () =>
	await runNode({
		nodeType: node,
		parameters: getManyParams({ returnAll: true }),
		credential: makeCredential({
			clientId: 'c',
			clientSecret: 's',
			accessTokenUrl: `${baseUrl}/login/oauth2/access_token`,
			authUrl: `${baseUrl}/login/oauth2/authorize`,
			apiBaseUrl: baseUrl,
			scopes: ['snapchat-marketing-api'],
			oauthTokenData: { access_token: 'scripted-token', refresh_token: 'scripted-refresh', token_type: 'Bearer' },
		}),
	});

describe('Get Many: empty pages that still point to a next page', () => {
	it('stop after 3 in a row with a clear error, instead of paging forever', async () => {
		script = [{ entities: 2, next: true }];
		const result = await run();
		expect(hits).toHaveLength(4);
		expect(result.items).toEqual([]);
		expect(result.error?.message).toBe(
			`Snapchat kept answering empty pages that still point to a next page for ad account ${AD_ACCOUNT_LA} (3 in a row): the list was stopped so it cannot loop forever`,
		);
		expect(result.error?.description).toMatch(/2 event details had been read/);
		expect(result.error?.description).toMatch(/request ID rid4/);
	});

	it('fewer empty pages than the bound are read through', async () => {
		script = [
			{ entities: 1, next: true },
			{ entities: 0, next: true },
			{ entities: 0, next: true },
			{ entities: 3, next: false },
		];
		const result = await run();
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(4);
	});
});

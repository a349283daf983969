/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 15, item 6: a list whose pages come back empty but keep pointing to a next page must end,
 * with a clear error, instead of paging forever. A scripted fake API answers every page empty with a
 * new cursor; the credential points at it (no token refresh is needed: the stored token is used).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import type { INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LA } from '../emulator';
import { makeCredential, runNode } from '../harness';
import { adsGetMany, adsUpdate } from './adsParams';
import { getManyParams, MISSING_ID } from './params';
import { node } from './setup';

type Page = { entities: number; next: boolean; sameCursor?: boolean };

/** After this many requests the fake API ends the list, so a walk without a guard ends (and fails its test) instead of hanging. */
const GIVE_UP_AFTER = 25;

let server: http.Server;
let baseUrl: string;
let script: Page[];
let hits: string[];

beforeAll(async () => {
	server = http.createServer((req, res) => {
		hits.push(req.url ?? '');
		const page = script.shift() ?? { entities: 0, next: hits.length < GIVE_UP_AFTER };
		const cursor = page.sameCursor ? 'c1' : `c${hits.length}`;
		// The list asked for: /v1/adaccounts/{id}/event_details or /v1/adaccounts/{id}/campaigns.
		const listKey = /\/campaigns\b/.test(req.url ?? '') ? 'campaigns' : 'event_details';
		const entityKey = listKey === 'campaigns' ? 'campaign' : 'event_detail';
		const body = {
			request_status: 'SUCCESS',
			request_id: `rid${hits.length}`,
			paging: page.next ? { next_link: `${baseUrl}/v1/adaccounts/${AD_ACCOUNT_LA}/${listKey}?cursor=${cursor}&limit=1000` } : {},
			[listKey]: Array.from({ length: page.entities }, (_, k) => ({
				sub_request_status: 'SUCCESS',
				[entityKey]: { id: `${cursor}-${k}`, event_name: `Event ${cursor}-${k}`, name: `Campaign ${cursor}-${k}`, status: 'ACTIVE' },
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

const run = async (parameters: INodeParameters = getManyParams({ returnAll: true })) =>
	await runNode({
		nodeType: node,
		parameters,
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

describe('Campaign, Ad Squad and Ad: lists walked until enough was found end too', () => {
	it('Get Many with a Status filter stops at empty pages that keep pointing to a next page', async () => {
		const result = await run(adsGetMany('campaign', { returnAll: false, limit: 5, statusFilter: 'paused' }));
		expect(hits).toHaveLength(3);
		expect(result.error?.message).toBe(
			`Snapchat kept answering empty pages that still point to a next page for the campaigns of ad account ${AD_ACCOUNT_LA} (3 in a row): the list was stopped so it cannot loop forever`,
		);
	});

	it('Update stops reading the account\'s campaigns when Snapchat sends the same cursor twice, and sends nothing', async () => {
		script = [
			{ entities: 2, next: true, sameCursor: true },
			{ entities: 2, next: true, sameCursor: true },
		];
		const result = await run(adsUpdate('campaign', MISSING_ID, { status: 'PAUSED' }));
		expect(hits).toHaveLength(2);
		expect(hits.every((h) => h.startsWith(`/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns?`))).toBe(true);
		expect(result.error?.message).toBe(
			`Snapchat sent the same page cursor twice for the campaigns of ad account ${AD_ACCOUNT_LA}: the list was stopped so it cannot loop forever`,
		);
		expect(result.error?.description).toMatch(/^4 campaigns had been read/);
	});
});

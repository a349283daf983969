/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Proves the harness: a tiny test-only node runs through n8n-core's real WorkflowExecute against
 * a loopback server, and n8n-core's own OAuth2 code signs its requests and refreshes the token.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { NodeApiError, NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';
import type {
	IDataObject,
	IExecuteFunctions,
	ILoadOptionsFunctions,
	INodeExecutionData,
	INodeListSearchResult,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';

import { makeCredential, runListSearch, runNode } from './index';
import type { CredentialStore } from './index';

const CREDENTIAL_TYPE = 'snapchatAdsOAuth2Api';
const STALE_TOKEN = 'stale-access-token-7f3a';
const FRESH_TOKEN = 'fresh-access-token-91bc';
const REFRESH_TOKEN = 'refresh-token-c0ffee';
const CLIENT_ID = 'client-id-abc';
const CLIENT_SECRET = 'client-secret-very-private';
const SECRETS = [STALE_TOKEN, FRESH_TOKEN, REFRESH_TOKEN, CLIENT_SECRET];

// ---------------------------------------------------------------------------------------------
// A test-only node type
// ---------------------------------------------------------------------------------------------

interface ProbeCredential {
	apiBaseUrl: string;
	scope?: string;
}

class ProbeNode implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Probe',
		name: 'probe',
		group: ['transform'],
		version: [1, 2],
		usableAsTool: true,
		description: 'Calls /v1/me with the Snapchat Ads credential',
		defaults: { name: 'Probe' },
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		properties: [
			{ displayName: 'Label', name: 'label', type: 'string', default: '' },
			{ displayName: 'Account', name: 'accountId', type: 'string', default: '' },
		],
	};

	methods = {
		listSearch: {
			async searchAdAccounts(
				this: ILoadOptionsFunctions,
				filter?: string,
				paginationToken?: string,
			): Promise<INodeListSearchResult> {
				const { apiBaseUrl } = await this.getCredentials<ProbeCredential>(CREDENTIAL_TYPE);
				const organizationId = this.getCurrentNodeParameter('organizationId') as string;
				const response = (await this.helpers.httpRequestWithAuthentication.call(this, CREDENTIAL_TYPE, {
					url: `${apiBaseUrl}/v1/organizations/${organizationId}/adaccounts`,
					qs: paginationToken ? { cursor: paginationToken } : {},
					json: true,
				})) as { adaccounts: Array<{ id: string; name: string }>; next?: string };
				const results = response.adaccounts
					.filter((a) => !filter || a.name.toLowerCase().includes(filter.toLowerCase()))
					.map((a) => ({ name: a.name, value: a.id }));
				return response.next ? { results, paginationToken: response.next } : { results };
			},
		},
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const out: INodeExecutionData[] = [];
		const items = this.getInputData();
		for (let i = 0; i < items.length; i++) {
			try {
				const credential = await this.getCredentials<ProbeCredential>(CREDENTIAL_TYPE);
				const label = this.getNodeParameter('label', i) as string;
				this.logger.info(`Probe item ${i} with label ${label}`);
				const me = (await this.helpers.httpRequestWithAuthentication.call(this, CREDENTIAL_TYPE, {
					url: `${credential.apiBaseUrl}/v1/me`,
					json: true,
				})) as IDataObject;
				out.push({ json: { ...me, label, scope: credential.scope ?? null }, pairedItem: i });
			} catch (error) {
				if (this.continueOnFail()) {
					out.push({ json: { error: (error as Error).message }, pairedItem: i });
					continue;
				}
				throw error;
			}
		}
		return [out];
	}
}

// ---------------------------------------------------------------------------------------------
// A small loopback Snapchat-like server
// ---------------------------------------------------------------------------------------------

interface TokenCall {
	headers: http.IncomingHttpHeaders;
	body: URLSearchParams;
}

const server = {
	apiAuthorizations: [] as string[],
	tokenCalls: [] as TokenCall[],
	meStatus: 200,
	http: undefined as http.Server | undefined,
	base: '',
};

function readBody(req: http.IncomingMessage): Promise<string> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
		req.on('error', reject);
	});
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
	const text = JSON.stringify(body);
	res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
	res.end(text);
}

async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
	const url = new URL(req.url ?? '/', server.base);
	if (req.method === 'POST' && url.pathname === '/login/oauth2/access_token') {
		const body = new URLSearchParams(await readBody(req));
		server.tokenCalls.push({ headers: req.headers, body });
		const ok =
			body.get('grant_type') === 'refresh_token' &&
			body.get('refresh_token') === REFRESH_TOKEN &&
			body.get('client_id') === CLIENT_ID &&
			body.get('client_secret') === CLIENT_SECRET;
		if (!ok) return sendJson(res, 400, { error: 'invalid_grant' });
		return sendJson(res, 200, {
			access_token: FRESH_TOKEN,
			refresh_token: REFRESH_TOKEN,
			token_type: 'Bearer',
			expires_in: 1800,
			scope: 'snapchat-marketing-api',
		});
	}

	const authorization = req.headers.authorization ?? '';
	server.apiAuthorizations.push(authorization);
	if (authorization === `Bearer ${STALE_TOKEN}`) {
		// What Snap's API answers for an expired token: no body at all.
		res.writeHead(401, {
			'Content-Type': 'text/html',
			'Content-Length': '0',
			'WWW-Authenticate': 'Bearer error="invalid_token", error_description="The access token expired"',
		});
		return void res.end();
	}
	if (authorization !== `Bearer ${FRESH_TOKEN}`) return sendJson(res, 401, { request_status: 'ERROR' });

	if (req.method === 'GET' && url.pathname === '/v1/me') {
		if (server.meStatus !== 200) {
			return sendJson(res, server.meStatus, {
				request_status: 'ERROR',
				debug_message: 'Internal failure',
				display_message: 'Something went wrong',
			});
		}
		return sendJson(res, 200, { request_status: 'SUCCESS', me: { id: 'user-1', display_name: 'Ada' } });
	}
	const accounts = /^\/v1\/organizations\/([^/]+)\/adaccounts$/.exec(url.pathname);
	if (req.method === 'GET' && accounts) {
		const all = [
			{ id: `${accounts[1]}-acc-1`, name: 'Spring Launch' },
			{ id: `${accounts[1]}-acc-2`, name: 'Summer Sale' },
			{ id: `${accounts[1]}-acc-3`, name: 'Spring Clearance' },
		];
		const page = url.searchParams.get('cursor') === 'page-2' ? all.slice(2) : all.slice(0, 2);
		return sendJson(res, 200, {
			adaccounts: page,
			...(url.searchParams.get('cursor') === 'page-2' ? {} : { next: 'page-2' }),
		});
	}
	return sendJson(res, 404, { request_status: 'ERROR' });
}

beforeAll(async () => {
	const s = http.createServer((req, res) => {
		handle(req, res).catch((e: unknown) => sendJson(res, 599, { error: String(e) }));
	});
	await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
	server.http = s;
	server.base = `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
});

afterAll(async () => {
	await new Promise<void>((resolve) => server.http?.close(() => resolve()));
});

beforeEach(() => {
	server.apiAuthorizations = [];
	server.tokenCalls = [];
	server.meStatus = 200;
});

function credentialWith(accessToken: string, extra: IDataObject = {}): CredentialStore {
	return makeCredential({
		clientId: CLIENT_ID,
		clientSecret: CLIENT_SECRET,
		accessTokenUrl: `${server.base}/login/oauth2/access_token`,
		apiBaseUrl: server.base,
		authentication: 'body',
		grantType: 'authorizationCode',
		oauthTokenData: {
			access_token: accessToken,
			refresh_token: REFRESH_TOKEN,
			token_type: 'Bearer',
			expires_in: 1800,
		},
		...extra,
	});
}

function expectNoSecretsIn(logs: Array<{ message: string; meta?: unknown }>): void {
	const text = logs.map((l) => `${l.message} ${JSON.stringify(l.meta ?? null)}`).join('\n');
	for (const secret of SECRETS) expect(text).not.toContain(secret);
}

// ---------------------------------------------------------------------------------------------

describe('runNode through n8n-core WorkflowExecute', () => {
	it('refreshes an expired token once through n8n-core OAuth2 code and retries with the new one', async () => {
		const credential = credentialWith(STALE_TOKEN);
		const result = await runNode({
			nodeType: new ProbeNode(),
			parameters: { label: 'plain' },
			input: [{ n: 1 }, { n: 2 }],
			credential,
		});

		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => i.json)).toEqual([
			{ request_status: 'SUCCESS', me: { id: 'user-1', display_name: 'Ada' }, label: 'plain', scope: 'snapchat-marketing-api' },
			{ request_status: 'SUCCESS', me: { id: 'user-1', display_name: 'Ada' }, label: 'plain', scope: 'snapchat-marketing-api' },
		]);

		// The API saw the stale token, then only the new one (the second item reads the stored token).
		expect(server.apiAuthorizations).toEqual([`Bearer ${STALE_TOKEN}`, `Bearer ${FRESH_TOKEN}`, `Bearer ${FRESH_TOKEN}`]);

		// One refresh, client credentials in the form body and no Basic header (authentication: body).
		expect(server.tokenCalls).toHaveLength(1);
		const [call] = server.tokenCalls;
		expect(call.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
		expect(call.headers.authorization).toBeUndefined();
		expect(Object.fromEntries(call.body)).toEqual({
			grant_type: 'refresh_token',
			refresh_token: REFRESH_TOKEN,
			client_id: CLIENT_ID,
			client_secret: CLIENT_SECRET,
		});

		// n8n stored the new token data back into the credential, once.
		expect(credential.updates).toBe(1);
		const tokenData = credential.data.oauthTokenData as IDataObject;
		expect(tokenData.access_token).toBe(FRESH_TOKEN);
		expect(tokenData.refresh_token).toBe(REFRESH_TOKEN);
		expect(Number(tokenData.n8n_expires_at)).toBeGreaterThan(Date.now());

		// n8n-core's own log lines and the node's reach `logs`, and none of them carries a secret.
		expect(result.logs.some((l) => /expired\. Revalidating/.test(l.message))).toBe(true);
		expect(result.logs.some((l) => l.message === 'Probe item 0 with label plain')).toBe(true);
		expectNoSecretsIn(result.logs);
	});

	it('a refused refresh (invalid_grant) fails the node with n8n\'s "reconnect" error and stores nothing', async () => {
		const credential = credentialWith(STALE_TOKEN);
		(credential.data.oauthTokenData as IDataObject).refresh_token = 'revoked-refresh-token';
		const result = await runNode({ nodeType: new ProbeNode(), parameters: {}, credential });
		expect(result.items).toEqual([]);
		// n8n-core's reconnect error, wrapped by httpRequestWithAuthentication in a NodeApiError.
		expect(result.error).toBeInstanceOf(NodeApiError);
		expect(result.error?.message).toMatch(/needs to be reconnected/);
		expect(server.tokenCalls).toHaveLength(1);
		expect(credential.updates).toBe(0);
		expect((credential.data.oauthTokenData as IDataObject).access_token).toBe(STALE_TOKEN);
	});

	it('does not refresh a token that still works', async () => {
		const credential = credentialWith(FRESH_TOKEN);
		const result = await runNode({ nodeType: new ProbeNode(), parameters: {}, credential });
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		expect(server.tokenCalls).toHaveLength(0);
		expect(credential.updates).toBe(0);
	});

	it('reports the node error and no items when the API answers 500', async () => {
		server.meStatus = 500;
		const result = await runNode({ nodeType: new ProbeNode(), parameters: {}, credential: credentialWith(FRESH_TOKEN) });
		expect(result.items).toEqual([]);
		expect(result.error).toBeInstanceOf(NodeApiError);
		expect(result.error?.httpCode).toBe('500');
		expect(result.error?.message).toBe('The service was not able to process your request');
		expect(result.error?.description).toBe('Request failed with status code 500');
		expect(result.error?.context?.data).toEqual(expect.objectContaining({ debug_message: 'Internal failure' }));
		expectNoSecretsIn(result.logs);
	});

	it('with continueOnFail, the error becomes an output item and the run succeeds', async () => {
		server.meStatus = 500;
		const result = await runNode({
			nodeType: new ProbeNode(),
			parameters: {},
			input: [{ n: 1 }, { n: 2 }],
			credential: credentialWith(FRESH_TOKEN),
			continueOnFail: true,
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(2);
		for (const item of result.items) expect(item.json.error).toEqual(expect.any(String));
	});

	it('evaluates parameter expressions per item, in the workflow timezone', async () => {
		const result = await runNode({
			nodeType: new ProbeNode(),
			parameters: { label: '={{ $json.name.toUpperCase() }}-{{ $itemIndex }}-{{ $now.zoneName }}' },
			input: [{ name: 'ada' }, { json: { name: 'grace' } }],
			credential: credentialWith(FRESH_TOKEN),
			timezone: 'Europe/Paris',
		});
		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => i.json.label)).toEqual(['ADA-0-Europe/Paris', 'GRACE-1-Europe/Paris']);
	});

	it('reports an expression with invalid syntax as the node error', async () => {
		const result = await runNode({
			nodeType: new ProbeNode(),
			parameters: { label: '={{ $json.name +* }}' },
			credential: credentialWith(FRESH_TOKEN),
		});
		expect(result.items).toEqual([]);
		expect(result.error?.message).toMatch(/invalid syntax/);
		expect(server.apiAuthorizations).toEqual([]);
	});

	it('legacy engine: a runtime error inside an expression evaluates to undefined (not an error)', async () => {
		// Documents a difference from n8n 2.x's default `vm` engine, which raises these errors.
		const result = await runNode({
			nodeType: new ProbeNode(),
			parameters: { label: '={{ $json.nope() }}' },
			credential: credentialWith(FRESH_TOKEN),
		});
		expect(result.error).toBeUndefined();
		expect(result.items[0]?.json.label).toBeUndefined();
	});

	it('resolves credential defaults that are expressions over the credential itself ($self)', async () => {
		const result = await runNode({
			nodeType: new ProbeNode(),
			parameters: {},
			credential: credentialWith(FRESH_TOKEN, { scopes: ['snapchat-profile-api', 'snapchat-marketing-api'] }),
		});
		expect(result.items[0]?.json.scope).toBe('snapchat-marketing-api snapchat-profile-api');
	});

	it('fails clearly when the node needs a credential and none is attached', async () => {
		const result = await runNode({ nodeType: new ProbeNode(), parameters: {} });
		expect(result.items).toEqual([]);
		expect(result.error).toBeInstanceOf(NodeOperationError);
		expect(result.error?.message).toMatch(/credentials/i);
	});

	it('keeps each run\'s logs apart when runs overlap', async () => {
		const [a, b] = await Promise.all([
			runNode({ nodeType: new ProbeNode(), parameters: { label: 'A' }, credential: credentialWith(FRESH_TOKEN) }),
			runNode({ nodeType: new ProbeNode(), parameters: { label: 'B' }, credential: credentialWith(FRESH_TOKEN) }),
		]);
		expect(a.logs.some((l) => l.message.includes('label A'))).toBe(true);
		expect(a.logs.some((l) => l.message.includes('label B'))).toBe(false);
		expect(b.logs.some((l) => l.message.includes('label B'))).toBe(true);
		expect(b.logs.some((l) => l.message.includes('label A'))).toBe(false);
	});
});

describe('runListSearch with a real load-options context', () => {
	it('lists, filters and pages with the current node parameters, refreshing an expired token', async () => {
		const credential = credentialWith(STALE_TOKEN);
		const first = await runListSearch({
			nodeType: new ProbeNode(),
			methodName: 'searchAdAccounts',
			parameters: { organizationId: 'org-9' },
			credential,
		});
		expect(first).toEqual({
			results: [
				{ name: 'Spring Launch', value: 'org-9-acc-1' },
				{ name: 'Summer Sale', value: 'org-9-acc-2' },
			],
			paginationToken: 'page-2',
		});
		expect(server.tokenCalls).toHaveLength(1);
		expect(credential.updates).toBe(1);
		expect((credential.data.oauthTokenData as IDataObject).access_token).toBe(FRESH_TOKEN);

		const second = await runListSearch({
			nodeType: new ProbeNode(),
			methodName: 'searchAdAccounts',
			parameters: { organizationId: 'org-9' },
			filter: 'spring',
			paginationToken: 'page-2',
			credential,
		});
		expect(second).toEqual({ results: [{ name: 'Spring Clearance', value: 'org-9-acc-3' }] });
		expect(server.tokenCalls).toHaveLength(1);
	});

	it('rejects an unknown method name', async () => {
		await expect(
			runListSearch({ nodeType: new ProbeNode(), methodName: 'nope', credential: credentialWith(FRESH_TOKEN) }),
		).rejects.toThrow(/no listSearch method "nope"/);
	});
});

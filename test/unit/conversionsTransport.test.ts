/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 19: the Conversions transport after a timeout. A fake execute context stands in for n8n: its
 * `httpRequestWithAuthentication` throws what n8n-core throws on a timeout (a NodeApiError wrapping
 * axios's ECONNABORTED error, whose config holds the URL with the token). A send whose events all
 * have an Event ID is repeated; one that has not is "outcome unknown" after one attempt. Neither the
 * token nor the URL is in what comes back.
 */
import type { IExecuteFunctions, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { RetryPolicy } from '../../nodes/shared/http/retry';
import { createConversionsClient } from '../../nodes/SnapchatConversions/transport';

const node: INode = { id: 'n', name: 'Snapchat Conversions', type: 'n8n-nodes-snapchat-ads.snapchatConversions', typeVersion: 1, position: [0, 0], parameters: {} };
const TOKEN = 'capi-token-that-must-never-show-0123456789';
const PIXEL = '5bf81ee1-15b1-4dc1-b636-d7dae49b950e';
const TINY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2, maxTotalWaitMs: 100 };

function n8nTimeoutError(): NodeApiError {
	const axiosError = Object.assign(new Error('timeout of 120000ms exceeded'), {
		name: 'AxiosError',
		code: 'ECONNABORTED',
		isAxiosError: true,
		config: { method: 'post', url: `https://tr.snapchat.com/v3/${PIXEL}/events?access_token=${TOKEN}` },
		request: {},
	});
	return new NodeApiError(node, axiosError as unknown as JsonObject);
}

function fakeContext(answers: Array<Error | Record<string, unknown>>) {
	const calls: string[] = [];
	const ctx = {
		getNode: () => node,
		getCredentials: async () => ({ accessToken: TOKEN, baseUrl: 'https://tr.snapchat.com', pixelId: PIXEL }),
		logger: { debug() {}, info() {}, warn() {}, error() {} },
		helpers: {
			httpRequestWithAuthentication: jest.fn(async (_type: string, options: { url: string }) => {
				calls.push(options.url);
				const answer = answers.shift() ?? new Error('fake context: no answer left');
				if (answer instanceof Error) throw answer;
				return answer;
			}),
		},
	} as unknown as IExecuteFunctions;
	return { ctx, calls };
}

const send = (idempotent: boolean) => ({ method: 'POST' as const, path: `/v3/${PIXEL}/events`, body: { data: [] }, idempotent, subject: 'sending the events of items 0' });

describe('Conversions transport after a timeout', () => {
	it('without Event IDs: one attempt, outcome unknown, no token or URL in it', async () => {
		const { ctx, calls } = fakeContext([n8nTimeoutError()]);
		const client = await createConversionsClient(ctx, TINY);
		const exchange = await client.request(send(false));
		expect(calls).toHaveLength(1);
		expect(exchange).toEqual({ kind: 'unknown', why: 'Snapchat did not answer in time', attempts: 1 });
		expect(JSON.stringify(exchange)).not.toMatch(new RegExp(`${TOKEN}|access_token|tr\\.snapchat`));
	});

	it('with Event IDs: repeated, and the answer of the repeat is what counts', async () => {
		const { ctx, calls } = fakeContext([n8nTimeoutError(), { statusCode: 200, body: { status: 'VALID', reason: 'ok' } }]);
		const client = await createConversionsClient(ctx, TINY);
		const exchange = await client.request(send(true));
		expect(calls).toHaveLength(2);
		expect(exchange).toEqual({ kind: 'answer', status: 200, body: { status: 'VALID', reason: 'ok' }, attempts: 2 });
	});

	it('a request that is no HTTP exchange at all fails without the request (which holds the token)', async () => {
		const { ctx } = fakeContext([Object.assign(new Error(`socket hang up at https://tr.snapchat.com/v3/x?access_token=${TOKEN}`), {})]);
		const client = await createConversionsClient(ctx, TINY);
		let message = '';
		try {
			await client.request(send(false));
		} catch (error) {
			message = JSON.stringify({ m: (error as Error).message, d: (error as NodeApiError).description });
		}
		expect(message).toMatch(/failed/);
		expect(message).not.toContain(TOKEN);
	});
});

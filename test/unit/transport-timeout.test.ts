/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 6: a create whose HTTP call times out is not repeated (it may have been processed), while
 * a read or delete that times out is retried. A fake execute context stands in for n8n: its
 * `httpRequestWithAuthentication` throws exactly what n8n-core throws on a timeout, a NodeApiError
 * wrapping the HTTP client's (axios) error with `code: 'ECONNABORTED'`.
 */
import type { IExecuteFunctions, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { createClient } from '../../nodes/SnapchatAds/transport/request';
import type { RetryPolicy } from '../../nodes/shared/http/retry';
import { nodeApiError } from './nodeApiError';

const node: INode = {
	id: 'node-1',
	name: 'Snapchat Ads',
	type: 'n8n-nodes-snapchat-ads.snapchatAds',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};
const TOKEN = 'access-token-that-must-never-show-0123456789';
const ACCOUNT = 'a1b2c3d4-2222-4b22-9b22-222222222222';
const EVENT = '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60';
const TINY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2, maxTotalWaitMs: 100 };

/** What n8n-core's httpRequestWithAuthentication throws when axios gives up after `timeout` ms. */
function n8nTimeoutError(timeoutMs: number): NodeApiError {
	const axiosError = Object.assign(new Error(`timeout of ${timeoutMs}ms exceeded`), {
		name: 'AxiosError',
		code: 'ECONNABORTED',
		isAxiosError: true,
		config: { method: 'post', headers: { Authorization: `Bearer ${TOKEN}` } },
		request: {},
	});
	return new NodeApiError(node, axiosError as unknown as JsonObject);
}

type Answer = Error | Record<string, unknown>;

function fakeContext(answers: Answer[]) {
	const calls: Array<{ method?: string; url: string; timeout?: number }> = [];
	const debug: string[] = [];
	const httpRequestWithAuthentication = jest.fn(async (_type: string, options: { method?: string; url: string; timeout?: number }) => {
		calls.push({ method: options.method, url: options.url, timeout: options.timeout });
		const answer = answers.shift() ?? new Error('fake context: no answer left');
		if (answer instanceof Error) throw answer;
		return answer;
	});
	const ctx = {
		getNode: () => node,
		getCredentials: async () => ({ apiBaseUrl: 'https://adsapi.snapchat.com' }),
		logger: { debug: (message: string) => debug.push(message), info() {}, warn() {}, error() {} },
		helpers: { httpRequestWithAuthentication },
	} as unknown as IExecuteFunctions;
	return { ctx, calls, debug };
}

const createRequest = {
	method: 'POST' as const,
	path: `/v1/adaccounts/${ACCOUNT}/event_details`,
	body: { event_details: [{ event_name: 'Launch', event_start_time: '2027-01-01T00:00:00.000Z', ad_account_id: ACCOUNT }] },
	idempotent: false,
	subject: `2 event details in ad account ${ACCOUNT}`,
	itemIndex: 0,
	// What the Event Detail create passes (actions/eventDetail/createSend.ts): the transport names no resource.
	unknownOutcome: 'the events may or may not have been created',
	checkHint: `Run Get Many on ad account ${ACCOUNT} and look for the names of items 0-1 before running again.`,
};

describe('a create whose HTTP call times out', () => {
	it('is sent once, and the error says the events may or may not exist and how to check', async () => {
		const { ctx, calls } = fakeContext([n8nTimeoutError(120_000), { request_status: 'SUCCESS', event_details: [] }]);
		const client = await createClient(ctx, TINY);
		const error = await nodeApiError(client.request(createRequest));

		expect(calls).toHaveLength(1);
		expect(calls[0]).toMatchObject({ method: 'POST', timeout: 120_000 });
		expect(error.message).toBe(
			`The connection to Snapchat failed while creating 2 event details in ad account ${ACCOUNT}: the events may or may not have been created`,
		);
		expect(error.description).toBe(
			`The request was not repeated, so that nothing is created twice. Run Get Many on ad account ${ACCOUNT} and look for the names of items 0-1 before running again.`,
		);
		expect(error.context.itemIndex).toBe(0);
		expect(JSON.stringify({ message: error.message, description: error.description, context: error.context, cause: error.cause })).not.toContain(TOKEN);
	});

	it('is not repeated with the default retry policy either', async () => {
		const { ctx, calls } = fakeContext([n8nTimeoutError(120_000), { request_status: 'SUCCESS', event_details: [] }]);
		const client = await createClient(ctx);
		const error = await nodeApiError(client.request(createRequest));
		expect(calls).toHaveLength(1);
		expect(error.message).toMatch(/may or may not have been created/);
	});

	it('without words from the operation, still says the outcome is unknown and to check before running again', async () => {
		const { ctx } = fakeContext([n8nTimeoutError(120_000)]);
		const client = await createClient(ctx, TINY);
		const error = await nodeApiError(client.request({ ...createRequest, unknownOutcome: undefined, checkHint: undefined }));
		expect(error.message).toMatch(/may or may not have been created/);
		expect(error.description).toMatch(/not repeated.*Check in Snapchat what exists before running again/);
	});
});

describe('a read or delete whose HTTP call times out', () => {
	const envelope = { request_status: 'SUCCESS', request_id: 'r1', event_details: [{ sub_request_status: 'SUCCESS', event_detail: { id: EVENT } }] };
	const getRequest = { method: 'GET' as const, path: `/v1/event_details/${EVENT}`, idempotent: true, subject: `event detail ${EVENT}`, itemIndex: 0 };

	it('a read is retried and succeeds', async () => {
		const { ctx, calls, debug } = fakeContext([n8nTimeoutError(60_000), n8nTimeoutError(60_000), envelope]);
		const client = await createClient(ctx, TINY);
		await expect(client.request(getRequest)).resolves.toEqual(envelope);
		expect(calls).toHaveLength(3);
		expect(calls.every((c) => c.method === 'GET' && c.timeout === 60_000)).toBe(true);
		expect(debug).toHaveLength(2);
		expect(debug.join('\n')).not.toContain(TOKEN);
	});

	it('a read that keeps timing out stops at the bound (3 attempts here), advising to check the network', async () => {
		const { ctx, calls } = fakeContext([n8nTimeoutError(60_000), n8nTimeoutError(60_000), n8nTimeoutError(60_000), envelope]);
		const client = await createClient(ctx, TINY);
		const error = await nodeApiError(client.request(getRequest));
		expect(calls).toHaveLength(3);
		expect(error.description).toMatch(/^The connection failed \(ECONNABORTED\)\. Check the network connection of your n8n instance.*The request was tried 3 times/);
		expect(error.message).toBe(`Could not reach Snapchat for event detail ${EVENT}`);
	});

	// NodeApiError replaces a message holding a network code (ECONNABORTED, ...) with generic text,
	// so the transport keeps the code in the description and the subject in the message.
	it('a read that keeps timing out names what it was about in the message', async () => {
		const { ctx } = fakeContext([n8nTimeoutError(60_000), n8nTimeoutError(60_000), n8nTimeoutError(60_000)]);
		const client = await createClient(ctx, TINY);
		const error = await nodeApiError(client.request(getRequest));
		expect(error.message).toContain(`event detail ${EVENT}`);
	});

	it('a delete is retried; a 404 on the retry means the timed-out attempt did the work', async () => {
		const notFound = Object.assign(new Error('Request failed with status code 404'), {
			response: { status: 404, headers: {}, data: { request_status: 'ERROR', request_id: 'r2', error_code: 'E3003' } },
		});
		const { ctx, calls } = fakeContext([n8nTimeoutError(60_000), new NodeApiError(node, notFound as unknown as JsonObject)]);
		const client = await createClient(ctx, TINY);
		const gone = { request_status: 'success', ads: [] };
		await expect(
			client.request({ method: 'DELETE', path: `/v1/event_details/${EVENT}`, idempotent: true, subject: `event detail ${EVENT}`, notFoundOnRetry: gone }),
		).resolves.toEqual(gone);
		expect(calls.map((c) => c.method)).toEqual(['DELETE', 'DELETE']);
	});
});

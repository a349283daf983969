/**
 * Issue 40 (and issue 38, point 1): one place decides what a failure means. These drive the
 * Marketing API transport with a fake execute context that throws exactly what n8n-core and its
 * OAuth2 client throw, and the pure rules the transports, the write runner and the nodes share.
 */
import type { IExecuteFunctions, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { createClient } from '../../nodes/SnapchatAds/transport/request';
import { isTokenEndpointFailure } from '../../nodes/SnapchatAds/transport/refresh';
import { CAMPAIGN } from '../../nodes/SnapchatAds/actions/adsEntities/entityTypes';
import { sendUpdateChunk } from '../../nodes/SnapchatAds/actions/adsEntities/updateSend';
import type { RetryPolicy } from '../../nodes/shared/http/retry';
import { DEFAULT_RETRY_POLICY, nextRetryDelay } from '../../nodes/shared/http/retry';
import type { HttpFailure } from '../../nodes/shared/http/failure';
import { stageOf } from '../../nodes/shared/http/failure';
import { callOutcome, failureMeaning } from '../../nodes/shared/http/meaning';
import { errorOutcome, isOutcomeUnknown } from '../../nodes/shared/items/errors';
import { toMicro } from '../../nodes/shared/input/money';
import { readUserData } from '../../nodes/SnapchatConversions/actions/send/userData';
import { nodeApiError } from './nodeApiError';

const node: INode = { id: 'n', name: 'Snapchat Ads', type: 'n8n-nodes-snapchat-ads.snapchatAds', typeVersion: 1, position: [0, 0], parameters: {} };
const API = 'https://adsapi.snapchat.com';
const TOKEN_URL = 'https://accounts.snapchat.com/login/oauth2/access_token';
const ACCOUNT = 'a1b2c3d4-2222-4b22-9b22-222222222222';
const CAMPAIGN_ID = '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60';
const TINY: RetryPolicy = { maxAttempts: 5, baseDelayMs: 1, maxDelayMs: 2, maxTotalWaitMs: 100 };

const failure = (f: Partial<HttpFailure>): HttpFailure => ({ headers: {}, message: '', stage: stageOf(f), ...f });

/** What n8n-core's httpRequestWithAuthentication throws when the connection is refused: axios' error wrapped. */
function refusedConnection(url = `${API}/v1/adaccounts/${ACCOUNT}/campaigns`): NodeApiError {
	const axiosError = Object.assign(new Error(`connect ECONNREFUSED 127.0.0.1:443`), {
		name: 'AxiosError',
		code: 'ECONNREFUSED',
		isAxiosError: true,
		config: { method: 'post', url },
	});
	return new NodeApiError(node, axiosError as unknown as JsonObject);
}

/** n8n's OAuth2 client (@n8n/client-oauth2): a token endpoint answering 3xx, or 4xx without an OAuth error, or a non-JSON 2xx. */
function responseError(status: number, body: string, message = `HTTP status ${status}`): Error {
	class ResponseError extends Error {
		constructor(
			readonly status: number,
			readonly body: string,
			readonly code = 'ESTATUS',
			msg = message,
		) {
			super(msg);
		}
	}
	return new ResponseError(status, body);
}

function fakeContext(answers: Array<Error | Record<string, unknown>>) {
	const calls: string[] = [];
	const ctx = {
		getNode: () => node,
		getCredentials: async () => ({ apiBaseUrl: API, accessTokenUrl: TOKEN_URL }),
		logger: { debug() {}, info() {}, warn() {}, error() {} },
		helpers: {
			httpRequestWithAuthentication: async (_type: string, options: { method: string; url: string }) => {
				calls.push(`${options.method} ${options.url}`);
				const answer = answers.shift() ?? new Error('fake context: no answer left');
				if (answer instanceof Error) throw answer;
				return answer;
			},
		},
	} as unknown as IExecuteFunctions;
	return { ctx, calls };
}

const createCampaigns = {
	method: 'POST' as const,
	path: `/v1/adaccounts/${ACCOUNT}/campaigns`,
	body: { campaigns: [{ name: 'x' }] },
	idempotent: false,
	subject: `1 campaign in ad account ${ACCOUNT}`,
	itemIndex: 0,
	unknownOutcome: 'the campaigns may or may not have been created',
};

describe('what a failure means, decided once', () => {
	it.each([
		[{ code: 'ECONNREFUSED' }, 'notSent'],
		[{ code: 'ENOTFOUND' }, 'notSent'],
		[{ code: 'EAI_AGAIN' }, 'notSent'],
		[{ code: 'ECONNRESET' }, 'unknown'],
		[{ code: 'ETIMEDOUT' }, 'unknown'],
		[{ status: 503 }, 'unknown'],
		[{ status: 429 }, 'refused'],
		[{ status: 400 }, 'refused'],
	] as Array<[Partial<HttpFailure>, string]>)('%j: %s', (f, outcome) => {
		expect(failureMeaning(failure(f)).outcome).toBe(outcome);
	});

	it('a call is unknown when its last attempt or an earlier one may have been processed, unless Snap then refused it', () => {
		expect(callOutcome(failure({ code: 'ECONNREFUSED' }), false)).toBe('notSent');
		expect(callOutcome(failure({ code: 'ECONNREFUSED' }), true)).toBe('unknown');
		expect(callOutcome(failure({ status: 429 }), true)).toBe('unknown');
		expect(callOutcome(failure({ status: 503 }), false)).toBe('unknown');
		expect(callOutcome(failure({ status: 400 }), true)).toBe('refused');
		expect(callOutcome(failure({ status: 429 }), false)).toBe('refused');
	});
});

// Issue 40, point 3.
describe('a create whose connection was refused', () => {
	it('is sent again (it never left), and then says nothing was sent and that running again is safe', async () => {
		const { ctx, calls } = fakeContext([refusedConnection(), refusedConnection(), refusedConnection(), refusedConnection(), refusedConnection()]);
		const client = await createClient(ctx, TINY);
		const error = await nodeApiError(client.request(createCampaigns));
		expect(calls).toHaveLength(5);
		expect(`${error.message} ${error.description}`).not.toMatch(/may or may not/);
		expect(error.message).toBe(`Could not reach Snapchat for 1 campaign in ad account ${ACCOUNT}: nothing was sent`);
		expect(error.description).toMatch(/Nothing was sent to Snapchat, so nothing was created or changed: it is safe to run again/);
		expect(isOutcomeUnknown(error)).toBe(false);
		expect(errorOutcome(error)).toBe('notSent');
	});

	it('a connection reset after sending is still "may or may not have been created", sent once', async () => {
		const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET', config: { url: `${API}/v1/x` } });
		const { ctx, calls } = fakeContext([reset]);
		const client = await createClient(ctx, TINY);
		const error = await nodeApiError(client.request(createCampaigns));
		expect(calls).toHaveLength(1);
		expect(error.message).toMatch(/may or may not have been created/);
		expect(errorOutcome(error)).toBe('unknown');
	});
});

// Issue 38, point 1: the token endpoint is the credential's token URL, nothing else.
describe('a failure of the token endpoint is recognised by the credential\'s token URL', () => {
	it.each([
		[{ config: { url: TOKEN_URL }, response: { status: 500 } }, true],
		[{ config: { url: `${TOKEN_URL}?x=1` }, code: 'ECONNREFUSED' }, true],
		[responseError(400, '{"message":"bad"}'), true],
		[{ config: { url: `${API}/us/v1/media/m1/multipart-upload-v2?action=ADD` }, response: { status: 429 } }, false],
		[{ config: { url: `${API}/v1/adaccounts/x/event_details` }, response: { status: 500 } }, false],
		[{ config: { url: 'https://elsewhere.example/upload' }, response: { status: 500 } }, false],
		[{ code: 'ECONNRESET' }, false],
	])('%j: %s', (error, expected) => {
		expect(isTokenEndpointFailure(error, TOKEN_URL)).toBe(expected);
	});

	it('a media part answered 429 under /us/v1/ is a rate limit, not a failed token refresh', async () => {
		const url = `${API}/us/v1/media/m1/multipart-upload-v2?action=ADD`;
		const tooMany = Object.assign(new Error('Request failed with status code 429'), { config: { url }, response: { status: 429, headers: {}, config: { url }, data: {} } });
		const { ctx } = fakeContext([new NodeApiError(node, tooMany as unknown as JsonObject)]);
		const client = await createClient(ctx, { ...TINY, maxAttempts: 1 });
		const error = await nodeApiError(client.request({ method: 'POST', path: '/us/v1/media/m1/multipart-upload-v2', qs: { action: 'ADD' }, idempotent: false, subject: 'part 2 of media m1' }));
		expect(error.message).toMatch(/rate limit/);
		expect(error.message).not.toMatch(/refresh/);
	});
});

// Issue 40, point 4.
describe('a token endpoint that answers what retrying cannot change', () => {
	it.each([
		[responseError(400, '{"message":"unsupported grant"}'), /answered HTTP 400/],
		[responseError(302, ''), /answered HTTP 302 \(a redirect\)/],
		[responseError(200, '<html>login</html>', 'Expected JSON response from OAuth2 token endpoint (content-type: text/html) but received: <html>login</html>'), /answered HTTP 200 with something that is not a token/],
	])('%s: says what it answered, and to reconnect or check the URLs', async (error, answered) => {
		const { ctx } = fakeContext([error]);
		const client = await createClient(ctx, TINY);
		const thrown = await nodeApiError(client.request({ method: 'GET', path: '/v1/me', idempotent: true, subject: 'the user' }));
		expect(thrown.message).toMatch(answered);
		expect(thrown.description).toMatch(/Switch account \(n8n 1\.x: Reconnect\).*Access Token URL/);
		expect(thrown.description).not.toMatch(/few minutes|passing problem/);
		expect(thrown.description).toMatch(/Nothing was created or changed/);
	});

	it('a 5xx of the token endpoint is still a passing problem', async () => {
		const down = Object.assign(new Error('Request failed with status code 503'), { config: { url: TOKEN_URL }, response: { status: 503, headers: {}, data: '' } });
		const { ctx } = fakeContext([down]);
		const client = await createClient(ctx, TINY);
		const thrown = await nodeApiError(client.request({ method: 'GET', path: '/v1/me', idempotent: true, subject: 'the user' }));
		expect(thrown.message).toMatch(/answered HTTP 503/);
		expect(thrown.description).toMatch(/Try again in a few minutes/);
	});
});

// Issue 40, point 5.
describe('Update: what was certainly not applied is not "outcome unknown"', () => {
	const part = [{ itemIndex: 0, id: CAMPAIGN_ID, element: { id: CAMPAIGN_ID, name: 'x' } }];

	it('a refused connection after every attempt: not sent, not unknown', async () => {
		const { ctx, calls } = fakeContext([1, 2, 3, 4, 5].map(() => refusedConnection()));
		const client = await createClient(ctx, TINY);
		const [result] = await sendUpdateChunk(ctx, client, CAMPAIGN, ACCOUNT, part);
		expect(calls).toHaveLength(5);
		expect(result).toMatchObject({ ok: false, outcome: 'notSent' });
		expect((result as { error: Error }).error.message).not.toMatch(/unknown|may or may not/);
	});

	it('a failed token refresh: nothing was changed', async () => {
		const { ctx } = fakeContext([responseError(400, '{}')]);
		const client = await createClient(ctx, TINY);
		const [result] = await sendUpdateChunk(ctx, client, CAMPAIGN, ACCOUNT, part);
		expect(result).toMatchObject({ ok: false, outcome: 'refused' });
		expect((result as { error: Error }).error.message).toMatch(/could not refresh the access token/);
	});

	it('a 503 on every attempt stays unknown', async () => {
		const unavailable = Object.assign(new Error('503'), { config: { url: `${API}/v1/x` }, response: { status: 503, headers: {}, data: '' } });
		const { ctx } = fakeContext([1, 2, 3, 4, 5].map(() => unavailable));
		const client = await createClient(ctx, TINY);
		const [result] = await sendUpdateChunk(ctx, client, CAMPAIGN, ACCOUNT, part);
		expect(result).toMatchObject({ ok: false, outcome: 'unknown' });
	});
});

// Issue 40, point 9.
describe('Retry-After that asks for no wait', () => {
	const now = Date.parse('2026-11-21T10:00:00Z');
	it.each(['0', 'Sat, 21 Nov 2026 09:59:00 GMT'])('%j: still waits the backoff', (value) => {
		const f = failure({ status: 429, headers: { 'retry-after': value } });
		expect(nextRetryDelay(f, true, 1, 0, DEFAULT_RETRY_POLICY, 0, now)).toBe(250);
		expect(nextRetryDelay(f, true, 3, 0, DEFAULT_RETRY_POLICY, 0, now)).toBe(1000);
	});
	it('a longer Retry-After is waited as asked', () => {
		expect(nextRetryDelay(failure({ status: 429, headers: { 'retry-after': '3' } }), true, 1, 0, DEFAULT_RETRY_POLICY, 0, now)).toBe(3000);
	});
});

// Issue 40, point 8.
describe('money from arithmetic', () => {
	it('a float reads as its shortest decimal form: 50 * 1.1 is 55', () => {
		expect(toMicro(50 * 1.1, 'Daily Budget')).toBe(55_000_000);
		expect(toMicro(0.1 + 0.2, 'Daily Budget')).toBe(300_000);
		expect(toMicro(19.99 * 3, 'Daily Budget')).toBe(59_970_000);
	});
	it('real extra precision is still refused, in a number or in text', () => {
		expect(() => toMicro(1.1234567, 'Daily Budget')).toThrow(/7 decimals/);
		expect(() => toMicro('55.00000000000001', 'Daily Budget')).toThrow(/14 decimals/);
	});
});

// Issue 40, point 7.
describe('a list of empty emails is no match key', () => {
	it('is refused as a single empty email is', () => {
		expect(() => readUserData({ email: ['', ' '] }, {})).toThrow(/no match key/);
		expect(() => readUserData({ email: '' }, {})).toThrow(/no match key/);
		expect(readUserData({ email: ['', 'a@b.co'] }, {}).em).toHaveLength(1);
	});
});

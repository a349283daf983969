/**
 * Issue 45, point 13 (second bullet): one place decides what a failure means, and it is total. For
 * every stage an exchange can fail at (not connected; sent, no answer; status line then cut; full
 * answer) and every status (none, 1xx, 2xx, 3xx, each 4xx Snap uses, 429, 5xx), the table below
 * says what a write's item says (not sent / refused / unknown), whether running it again is safe,
 * and which requests may be sent again. Then: the stage is read from what n8n really throws, and
 * the Marketing API transport marks a create's error with exactly the table's outcome.
 */
import type { IExecuteFunctions, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { describeOutcome } from '../../nodes/SnapchatAds/actions/creation/report';
import { sendCreates } from '../../nodes/SnapchatAds/actions/creation/send';
import type { SnapClient } from '../../nodes/SnapchatAds/transport/request';
import { createClient } from '../../nodes/SnapchatAds/transport/request';
import type { HttpFailure, Stage } from '../../nodes/shared/http/failure';
import { STAGES, toHttpFailure } from '../../nodes/shared/http/failure';
import type { CallOutcome, Repeat } from '../../nodes/shared/http/meaning';
import { failureMeaning } from '../../nodes/shared/http/meaning';
import type { RetryPolicy } from '../../nodes/shared/http/retry';
import { isRetryable } from '../../nodes/shared/http/retry';
import { markOutcome } from '../../nodes/shared/items/errors';
import { outcomeOfError } from '../../nodes/shared/items/outcomes';
import { nodeApiError } from './nodeApiError';

type Status = number | undefined;
const STATUSES: Status[] = [undefined, 101, 200, 201, 204, 301, 303, 304, 400, 401, 403, 404, 405, 409, 413, 422, 429, 500, 502, 503, 504, 599];

/** Outcome of the item, whether a rerun is safe, which requests may go again. */
type Row = [Stage, Status, CallOutcome, boolean, Repeat];

const NONE = 'none';
const name = (status: Status) => (status === undefined ? NONE : String(status));

/**
 * What a status line says, cut or whole. A status below 400 never refuses: cut, the answer was lost
 * on the way; whole, it could not be read or is a redirect. Only a 4xx refuses, only a 429 says
 * "not processed, send it again".
 */
function expectedWithStatus(stage: 'statusThenCut' | 'fullAnswer', status: number): [CallOutcome, Repeat] {
	if (status === 429) return ['refused', 'any'];
	if (status >= 400 && status < 500) return ['refused', 'never'];
	if (status >= 500) return ['unknown', 'idempotent'];
	if (stage === 'statusThenCut') return ['unknown', 'idempotent'];
	return ['unknown', status >= 300 ? 'never' : 'idempotent'];
}

/** The whole table, spelled out stage by stage (a stage that contradicts the status is read the safe way). */
const TABLE: Row[] = STAGES.flatMap((stage) =>
	STATUSES.map((status): Row => {
		let outcome: CallOutcome;
		let repeat: Repeat;
		if (status === undefined) {
			// No status: never connected means never sent; any later stage without a status is an answer that never came.
			[outcome, repeat] = stage === 'notConnected' ? ['notSent', 'any'] : ['unknown', 'idempotent'];
		} else {
			// A status proves the status line came back: a stage that says otherwise is read as "then cut".
			[outcome, repeat] = expectedWithStatus(stage === 'fullAnswer' ? 'fullAnswer' : 'statusThenCut', status);
		}
		return [stage, status, outcome, outcome !== 'unknown', repeat];
	}),
);

const failure = (stage: Stage, status: Status, code?: string): HttpFailure => ({
	stage,
	status,
	code: code ?? (stage === 'notConnected' ? 'ECONNREFUSED' : stage === 'sentNoAnswer' && status === undefined ? 'ECONNRESET' : undefined),
	headers: {},
	message: '',
});

describe('the failure table: every stage and status (issue 45, point 13)', () => {
	it('covers every stage with every status', () => {
		expect(TABLE).toHaveLength(STAGES.length * STATUSES.length);
		expect(new Set(TABLE.map(([s, st]) => `${s} ${name(st)}`)).size).toBe(TABLE.length);
	});

	it.each(TABLE.map(([stage, status, outcome, safe, repeat]) => [stage, name(status), outcome, safe, repeat, status] as const))(
		'%s, status %s: the item says %s; rerun safe %s; sent again: %s',
		(stage, _name, outcome, safe, repeat, status) => {
			const meaning = failureMeaning(failure(stage, status));
			expect({ outcome: meaning.outcome, rerunSafe: meaning.rerunSafe, repeat: meaning.repeat }).toEqual({ outcome, rerunSafe: safe, repeat });
			// The retry policy reads the same answer: a create goes again only when nothing can have happened.
			expect(isRetryable(failure(stage, status), false)).toBe(repeat === 'any');
			expect(isRetryable(failure(stage, status), true)).toBe(repeat !== 'never');
			if (repeat === 'any') expect(outcome).not.toBe('unknown');
		},
	);

	it('a status below 400 is never read as a refusal, whatever the stage', () => {
		for (const [, status, outcome] of TABLE) if (status !== undefined && status < 400) expect(outcome).toBe('unknown');
	});

	it('no connection and no code at all (no exchange: a URL n8n refused to build) is not sent, and not repeated', () => {
		expect(failureMeaning({ stage: 'notConnected', headers: {}, message: '' })).toMatchObject({ outcome: 'notSent', rerunSafe: true, repeat: 'never' });
	});
});

// What n8n-core (axios 1.x through its request helpers) and undici throw, read into a stage where it is caught.
describe('the stage is read where the failure is caught', () => {
	const response = (status: number, data?: unknown) => ({ status, headers: { 'content-type': 'application/json' }, data });
	const axios = (message: string, code: string | undefined, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { name: 'AxiosError', isAxiosError: true, code, ...extra });

	it.each([
		['connection refused', axios('connect ECONNREFUSED 127.0.0.1:443', 'ECONNREFUSED'), 'notConnected', undefined],
		['unknown host', axios('getaddrinfo ENOTFOUND adsapi.snapchat.com', 'ENOTFOUND'), 'notConnected', undefined],
		['connect timeout (undici)', Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_CONNECT_TIMEOUT' } }), 'notConnected', undefined],
		['no exchange at all', new Error('Invalid URL'), 'notConnected', undefined],
		['socket hang up before any answer', axios('socket hang up', 'ECONNRESET'), 'sentNoAnswer', undefined],
		['timeout before any answer', axios('timeout of 120000ms exceeded', 'ECONNABORTED'), 'sentNoAnswer', undefined],
		['undici socket closed', Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET', message: 'other side closed' } }), 'sentNoAnswer', undefined],
		// What n8n-core 2.40 threw for the emulator's cutAfterStatus, seen in test/node/createFaults.test.ts.
		["axios' aborted stream after a 200", axios('stream has been aborted', 'ERR_BAD_RESPONSE', { response: response(200), status: 200 }), 'statusThenCut', 200],
		['a reset after the headers of a 200', axios('aborted', 'ECONNRESET', { response: response(200) }), 'statusThenCut', 200],
		['socket hang up after the headers of a 201', axios('socket hang up', undefined, { response: response(201) }), 'statusThenCut', 201],
		['premature close after a 200', axios('Premature close', 'ERR_STREAM_PREMATURE_CLOSE', { response: response(200) }), 'statusThenCut', 200],
		['undici body terminated after a 200', Object.assign(new TypeError('terminated'), { response: response(200), cause: { code: 'UND_ERR_SOCKET' } }), 'statusThenCut', 200],
		['JSON that ends early on a 200', Object.assign(new SyntaxError('Unexpected end of JSON input'), { response: response(200, '{"request_status":"SUC') }), 'statusThenCut', 200],
		['a 500 cut after its status line', axios('stream has been aborted', 'ERR_BAD_RESPONSE', { response: response(500) }), 'statusThenCut', 500],
		['a whole 200 that is no JSON', Object.assign(new SyntaxError('Unexpected token < in JSON at position 0'), { response: response(200, '<html>hiccup</html>') }), 'fullAnswer', 200],
		["a whole 400, Snap's refusal", axios('Request failed with status code 400', 'ERR_BAD_REQUEST', { response: response(400, { request_status: 'ERROR' }) }), 'fullAnswer', 400],
		['a whole 503', axios('Request failed with status code 503', 'ERR_BAD_RESPONSE', { response: response(503, '') }), 'fullAnswer', 503],
	] as Array<[string, unknown, Stage, number | undefined]>)('%s: %s', (_what, error, stage, status) => {
		const read = toHttpFailure(error);
		expect({ stage: read.stage, status: read.status }).toEqual({ stage, status });
	});
});

// The Marketing API transport, driven as n8n-core drives it, marks a create's error with the table's outcome.
describe("a create's error says what the table says", () => {
	const node: INode = { id: 'n', name: 'Snapchat Ads', type: 'n8n-nodes-snapchat-ads.snapchatAds', typeVersion: 1, position: [0, 0], parameters: {} };
	const API = 'https://adsapi.snapchat.com';
	const TINY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2, maxTotalWaitMs: 100 };
	const url = `${API}/v1/adaccounts/a1b2c3d4-2222-4b22-9b22-222222222222/campaigns`;

	/** What n8n-core throws for a failure at this stage with this status (only the shapes that can happen). */
	function thrown(stage: Stage, status: Status): Error | undefined {
		const base = { name: 'AxiosError', isAxiosError: true, config: { method: 'post', url } };
		if (stage === 'notConnected') return status === undefined ? Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), base, { code: 'ECONNREFUSED' }) : undefined;
		if (stage === 'sentNoAnswer') return status === undefined ? Object.assign(new Error('socket hang up'), base, { code: 'ECONNRESET' }) : undefined;
		if (status === undefined) return undefined;
		const body = status >= 400 ? { request_status: 'ERROR', request_id: 'r1', debug_message: 'refused', error_code: 'E2002' } : '<html>not JSON</html>';
		if (stage === 'statusThenCut') return Object.assign(new Error('stream has been aborted'), base, { code: 'ERR_BAD_RESPONSE', response: { status, headers: {} } });
		return Object.assign(new Error(`Request failed with status code ${status}`), base, { code: 'ERR_BAD_RESPONSE', response: { status, headers: {}, data: body } });
	}

	const possible = TABLE.filter(([stage, status]) => thrown(stage, status) !== undefined);

	it.each(possible.map(([stage, status, outcome, safe]) => [stage, name(status), outcome, safe, status] as const))(
		'%s, status %s: the item is %s (rerun safe: %s)',
		async (stage, _name, outcome, safe, status) => {
			const calls: string[] = [];
			const ctx = {
				getNode: () => node,
				getCredentials: async () => ({ apiBaseUrl: API }),
				logger: { debug() {}, info() {}, warn() {}, error() {} },
				helpers: {
					httpRequestWithAuthentication: async () => {
						calls.push('POST');
						throw thrown(stage, status);
					},
				},
			} as unknown as IExecuteFunctions;
			const client = await createClient(ctx, TINY);
			const error = await nodeApiError(
				client.request({ method: 'POST', path: '/v1/adaccounts/a1b2c3d4-2222-4b22-9b22-222222222222/campaigns', body: { campaigns: [{ name: 'x' }] }, idempotent: false, subject: '1 campaign', unknownOutcome: 'the campaigns may or may not have been created' }),
			);
			const item = outcomeOfError(error);
			expect(item.status).toBe(outcome);
			const words = `${error.message} ${error.description}`;
			if (outcome === 'unknown') {
				expect(words).toMatch(/may or may not have been created/);
				expect(words).toMatch(/not repeated/);
				expect(calls).toHaveLength(1);
			} else {
				expect(words).not.toMatch(/may or may not/);
			}
			if (outcome === 'notSent') expect(words).toMatch(/Nothing was sent to Snapchat/);
			else expect(words).not.toMatch(/Nothing was sent/);
			expect(safe).toBe(outcome !== 'unknown');
		},
	);
});

// The item words of a create follow the mark: never "Snapchat did not create it" for a request that never left or may have been applied.
describe('a create request that failed as a whole: each item says what the transport marked', () => {
	const node: INode = { id: 'n', name: 'Snapchat Ads', type: 'n8n-nodes-snapchat-ads.snapchatAds', typeVersion: 1, position: [0, 0], parameters: {} };
	const requests = [{ parentId: 'a1b2c3d4-2222-4b22-9b22-222222222222', element: { name: 'Spring' }, itemIndex: 0 }];
	const failing = (error: Error) => ({ request: async () => await Promise.reject(error) }) as unknown as SnapClient;

	it.each([
		['notSent', /was not sent: .*Could not reach/, /safe to run it again/],
		['unknown', /outcome of item 0 is unknown/, /may have been created\. Do not run this item again before checking/],
		['refused', /Snapchat did not create the campaign "Spring" of item 0/, /Nothing was created for this item/],
	] as Array<[CallOutcome, RegExp, RegExp]>)('%s', async (outcome, message, description) => {
		const error = markOutcome(new NodeApiError(node, {} as JsonObject, { message: 'Could not reach Snapchat for 1 campaign: nothing was sent' }), outcome);
		const [sent] = await sendCreates(failing(error), 'campaign', requests, { stopOnProblem: true });
		expect(sent.status).toBe(outcome);
		const words = describeOutcome('campaign', requests[0], sent);
		expect(words.message).toMatch(message);
		expect(words.description).toMatch(description);
	});
});

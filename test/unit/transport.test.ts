import { describeFailure } from '../../nodes/SnapchatAds/transport/errors';
import { snapErrorFields, stageOf, toHttpFailure } from '../../nodes/shared/http/failure';
import type { HttpFailure } from '../../nodes/shared/http/failure';
import { redact } from '../../nodes/shared/http/redact';
import { EnvelopeError, nextPageQuery, readEnvelope, requireAllSucceeded } from '../../nodes/SnapchatAds/transport/envelope';
import { DEFAULT_RETRY_POLICY, isRetryable, mayHaveBeenProcessed, nextRetryDelay, parseRetryAfter } from '../../nodes/shared/http/retry';
import { normaliseBaseUrl } from '../../nodes/shared/http/baseUrl';
import { isTokenRefreshFailure } from '../../nodes/SnapchatAds/transport/refresh';

const failure = (over: Partial<HttpFailure>): HttpFailure => ({ headers: {}, message: '', stage: stageOf(over), ...over });

describe('envelope (contract 2.4)', () => {
	const detail = { id: 'a', event_name: 'x' };

	it('unwraps successful elements', () => {
		const env = readEnvelope(
			{ request_status: 'SUCCESS', request_id: 'r1', event_details: [{ sub_request_status: 'SUCCESS', event_detail: detail }] },
			'event_details',
			'event_detail',
		);
		expect(env).toEqual({ requestStatus: 'SUCCESS', requestId: 'r1', elements: [{ ok: true, entity: detail }], nextLink: undefined });
		expect(requireAllSucceeded(env)).toEqual([detail]);
	});

	it('treats an HTTP 200 with an ERROR element as a failure, keeping the reason', () => {
		const env = readEnvelope(
			{
				request_status: 'PARTIAL',
				request_id: 'r2',
				event_details: [
					{ sub_request_status: 'SUCCESS', event_detail: detail },
					{ sub_request_status: 'ERROR', sub_request_error_reason: 'Error code: E2002, message: bad zone' },
				],
			},
			'event_details',
			'event_detail',
		);
		expect(env.elements[1]).toEqual({ ok: false, entity: undefined, reason: 'Error code: E2002, message: bad zone' });
		expect(() => requireAllSucceeded(env)).toThrow(/PARTIAL: Error code: E2002/);
	});

	it('accepts the lowercase delete answer and its empty ads array', () => {
		const env = readEnvelope({ request_status: 'success', request_id: 'r3', ads: [] }, 'ads', 'ad');
		expect(env.requestStatus).toBe('SUCCESS');
		expect(env.elements).toEqual([]);
	});

	// Issue 18, 4: recorded answers (shared/fixtures/snap-responses): a per-element failure's reason
	// in sub_request_error_reason, and lowercase statuses, are read with the request ID.
	it("keeps a failed element's sub_request_error_reason (recorded E3004 answer) with the request ID", () => {
		const recorded = {
			request_status: 'ERROR',
			request_id: '232f5ee3-625d-4cdd-a429-c0bf1fbbae95',
			members: [{ sub_request_error_reason: 'Error code: E3004, message: Entity does not exist or you do not have permission to access it', sub_request_status: 'ERROR' }],
		};
		const env = readEnvelope(recorded, 'members', 'member');
		expect(env.elements).toEqual([{ ok: false, entity: undefined, reason: recorded.members[0].sub_request_error_reason }]);
		let thrown: unknown;
		try {
			requireAllSucceeded(env);
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toBeInstanceOf(EnvelopeError);
		expect((thrown as EnvelopeError).message).toBe(`Snapchat reported ERROR: ${recorded.members[0].sub_request_error_reason}`);
		expect((thrown as EnvelopeError).requestId).toBe(recorded.request_id);
	});

	it('reads lowercase statuses as their capitals, request and elements alike', () => {
		const segment = { id: '5677923948298240', name: 'all the sams in the world' };
		const env = readEnvelope({ request_status: 'success', request_id: 'r4', segments: [{ sub_request_status: 'success', segment }] }, 'segments', 'segment');
		expect(env).toEqual({ requestStatus: 'SUCCESS', requestId: 'r4', elements: [{ ok: true, entity: segment }], nextLink: undefined });
		const failed = readEnvelope({ request_status: 'error', request_id: 'r5', segments: [{ sub_request_status: 'error', sub_request_error_reason: 'Error code: E3004, message: gone' }] }, 'segments', 'segment');
		expect(failed.requestStatus).toBe('ERROR');
		expect(failed.elements[0]).toMatchObject({ ok: false, reason: 'Error code: E3004, message: gone' });
	});

	it('keeps the request ID of an answer that is not an envelope (e.g. `status` instead of `request_status`)', () => {
		let thrown: unknown;
		try {
			readEnvelope({ status: 'success', request_id: 'r6', adsquads: [] }, 'adsquads', 'adsquad');
		} catch (error) {
			thrown = error;
		}
		expect((thrown as EnvelopeError).requestId).toBe('r6');
	});

	it('reads paging.next_link, and an empty paging object as the last page', () => {
		const base = { request_status: 'SUCCESS', event_details: [] };
		expect(readEnvelope({ ...base, paging: { next_link: 'https://h/v1/x?cursor=c1&limit=50' } }, 'event_details', 'event_detail').nextLink).toBe(
			'https://h/v1/x?cursor=c1&limit=50',
		);
		expect(readEnvelope({ ...base, paging: {} }, 'event_details', 'event_detail').nextLink).toBeUndefined();
	});

	it.each([[''], ['<html>oops</html>'], [null], [[]], [{ event_details: [] }]])('refuses %j as an envelope', (body) => {
		expect(() => readEnvelope(body, 'event_details', 'event_detail')).toThrow(EnvelopeError);
	});

	it('takes only the cursor and query of a next_link, never its host', () => {
		expect(nextPageQuery('https://evil.example/steal?cursor=abc&limit=50')).toEqual({ cursor: 'abc', limit: '50' });
		expect(() => nextPageQuery('https://adsapi.snapchat.com/v1/x?limit=50')).toThrow(/without a cursor/);
		expect(() => nextPageQuery('not a url')).toThrow(/not a URL/);
	});
});

describe('error mapping', () => {
	it('reads status, JSON body and headers from an axios-style error', () => {
		const error = Object.assign(new Error('Request failed with status code 403'), {
			response: {
				status: 403,
				data: '{"request_status":"ERROR","request_id":"q1","debug_message":"no access","display_message":"Sorry","error_code":"E3002"}',
				headers: { 'Content-Type': 'application/json', 'Retry-After': '3' },
			},
		});
		const f = toHttpFailure(error);
		expect(f.status).toBe(403);
		expect(f.headers['retry-after']).toBe('3');
		expect(snapErrorFields(f.body)).toEqual({ error_code: 'E3002', request_id: 'q1', debug_message: 'no access', display_message: 'Sorry' });
	});

	it('handles the empty text/html body of the expired-token 401', () => {
		const f = toHttpFailure({ response: { status: 401, data: '', headers: { 'content-type': 'text/html' } } });
		expect(f).toMatchObject({ status: 401, body: '' });
		const d = describeFailure(f, { idempotent: true, subject: 'x', attempts: 1 });
		expect(d.message).toBe('Snapchat did not accept the credential');
		expect(d.description).toMatch(/Switch account \(n8n 1.x: Reconnect\)/);
		expect(d.httpCode).toBe('401');
	});

	it('recognises network failures by code, also nested in cause', () => {
		expect(toHttpFailure(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })).code).toBe('ECONNRESET');
		expect(toHttpFailure(Object.assign(new Error('x'), { cause: { code: 'ETIMEDOUT' } })).code).toBe('ETIMEDOUT');
		expect(toHttpFailure(new Error('timeout of 60000ms exceeded')).code).toBe('ETIMEDOUT');
		expect(toHttpFailure(new Error('something else')).code).toBeUndefined();
	});

	it.each([
		[400, /rejected the request for item: Bad value/],
		[403, /has no access to item/],
		[404, /could not find item/],
		[429, /rate limit/],
		[503, /temporary problem with item \(HTTP 503\)/],
	])('says what HTTP %i means, with Snap code and request id', (status, pattern) => {
		const d = describeFailure(
			failure({ status, body: { request_status: 'ERROR', request_id: 'rid-9', display_message: 'Bad value', error_code: 'E1' } }),
			{ idempotent: true, subject: 'item', attempts: 2 },
		);
		expect(d.message).toMatch(pattern);
		expect(d.description).toMatch(/Snap error code E1, request ID rid-9, HTTP \d+, sent 2 times/);
		expect(d.details).toMatchObject({ httpCode: status, request_id: 'rid-9', error_code: 'E1' });
	});

	it("keeps Snap's debug_message when its display_message is generic (the stats rules are only said there)", () => {
		const debug =
			"Unsupported Stats Query: Timeseries queries with DAY granularity must have a start time that is the start of day (00:00:00) for the account's timezone. This account's timezone is: America/Los_Angeles";
		const body = { request_status: 'ERROR', request_id: 'rid-1', display_message: 'The request is invalid.', debug_message: debug, error_code: 'E1001' };
		const d = describeFailure(failure({ status: 400, body }), { idempotent: true, subject: 'stats of campaign c', attempts: 1 });
		expect(`${d.message} ${d.description}`).toContain(debug);
		const same = describeFailure(failure({ status: 400, body: { ...body, debug_message: 'The request is invalid.' } }), { idempotent: true, subject: 's', attempts: 1 });
		expect(same.description.match(/The request is invalid/g) ?? []).toHaveLength(0);
	});

	it("issue 46, point 3: Snap's placement codes (E21011, E2845) are said in words, with what to change in the node", () => {
		const body = { request_status: 'ERROR', request_id: 'rid-2', debug_message: 'For this optimization goal, you must have chat feed placement selected', error_code: 'E21011' };
		const d = describeFailure(failure({ status: 400, body }), { idempotent: false, subject: 'ad squad', attempts: 1 });
		expect(d.description).toMatch(/^Snapchat requires the Chat Feed \(Sponsored Snaps\) position .*add Chat Feed \(Sponsored Snaps\) to Positions, or set Placement to Automatic/);
		expect(d.description).toContain('Snap error code E21011');
		const platform = describeFailure(failure({ status: 400, body: { ...body, debug_message: 'Placement platform must contain SNAPCHAT', error_code: 'E2845' } }), { idempotent: false, subject: 's', attempts: 1 });
		expect(platform.description).toMatch(/^Snapchat requires a custom placement to be for Snapchat/);
	});

	// Issue 18, 6: a Retry-After over the wait budget was not waited for: never say "waited and retried".
	it('says a 429 whose Retry-After exceeds the wait budget was not waited for nor retried, and when to try again', () => {
		const now = Date.UTC(2026, 10, 23, 18, 0, 0);
		const ctx = { idempotent: true, subject: 'x', attempts: 1, waitedMs: 0, maxWaitMs: 30_000, nowMs: now };
		const d = describeFailure(failure({ status: 429, headers: { 'retry-after': '120' } }), ctx);
		expect(d.description).toMatch(
			/^Snapchat asked to wait 120 seconds \(2 minutes\) before trying again, longer than the node waits \(at most 30 seconds per request\), so the node did not wait and nothing was retried\. Try again after 2026-11-23T18:02:00Z\./,
		);
		expect(d.description).not.toMatch(/waited and retried/);
		const date = describeFailure(failure({ status: 429, headers: { 'retry-after': 'Mon, 23 Nov 2026 19:00:00 GMT' } }), ctx);
		expect(date.description).toMatch(/wait 3600 seconds \(1 hour\).*Try again after 2026-11-23T19:00:00Z\./);
		const later = describeFailure(failure({ status: 429, headers: { 'retry-after': '20' } }), { ...ctx, attempts: 3, waitedMs: 15_000 });
		expect(later.description).toMatch(
			/^The node waited 15 seconds and sent the request 3 times; Snapchat refused every attempt with its rate limit\. Its last answer asked to wait 20 seconds more, past the node's limit of 30 seconds per request\. Try again after 2026-11-23T18:00:20Z\./,
		);
		const noHeader = describeFailure(failure({ status: 429 }), { ...ctx, attempts: 5, waitedMs: 7_000 });
		expect(noHeader.description).toMatch(/^The node waited 7 seconds and sent the request 5 times; Snapchat refused every attempt with its rate limit\. Try again in a minute\./);
	});

	it('uses the given not-found wording', () => {
		const d = describeFailure(failure({ status: 404 }), { idempotent: true, subject: 's', attempts: 1, notFoundMessage: 'already gone' });
		expect(d.message).toBe('already gone');
	});

	it('says a failed create may or may not have created the events, and how to check', () => {
		for (const f of [failure({ status: 500 }), failure({ code: 'ECONNRESET' })]) {
			const d = describeFailure(f, { idempotent: false, subject: '3 event details', attempts: 1, checkHint: 'Run Get Many on X.' });
			expect(d.message).toMatch(/may or may not have been created/);
			expect(d.description).toMatch(/not repeated.*Run Get Many on X\./);
		}
	});

	it('never lets a token or secret through', () => {
		expect(redact('Authorization: Bearer abc.def-123')).toBe('Authorization: [redacted]');
		expect(redact('access_token=tok123&refresh_token=r456')).toBe('access_token=[redacted]&refresh_token=[redacted]');
		expect(redact('{"client_secret":"s3cr3t"}')).toBe('{"client_secret":"[redacted]"}');
		expect(redact('Error code: E2002, message: x')).toBe('Error code: E2002, message: x');
		const d = describeFailure(failure({ status: 502, body: '<html>Bearer leaked-token</html>' }), { idempotent: true, subject: 's', attempts: 1 });
		expect(JSON.stringify(d)).not.toContain('leaked-token');
	});

	// Issue 15, item 10: the whole Authorization value goes, whatever its scheme.
	it.each([
		['Authorization: Basic dXNlcjpwYXNz', 'Authorization: [redacted]'],
		['authorization: Bearer abc.def-123', 'authorization: [redacted]'],
		['Authorization: Digest username="u", nonce="n", response="r"', 'Authorization: [redacted]'],
		['Authorization: AWS4-HMAC-SHA256 Credential=AKIA/x, Signature=abc', 'Authorization: [redacted]'],
		['Authorization: rawtoken123', 'Authorization: [redacted]'],
		['{"authorization":"Basic dXNlcjpwYXNz","x":1}', '{"authorization":"[redacted]","x":1}'],
		["headers: { Authorization: 'Basic dXNlcjpwYXNz' }", "headers: { Authorization: '[redacted]' }"],
		['Authorization=Basic%20dXNlcjpwYXNz&next=1', 'Authorization=[redacted]&next=1'],
	])('redacts the whole Authorization value of %j', (input, expected) => {
		expect(redact(input)).toBe(expected);
	});
});

describe('retry decisions', () => {
	it('retries reads and deletes on 429, 5xx and network failures, creates only on 429 and connections that never opened', () => {
		const cases: Array<[Partial<HttpFailure>, boolean, boolean]> = [
			[{ status: 429 }, true, true],
			[{ status: 500 }, true, false],
			[{ status: 503 }, true, false],
			[{ code: 'ECONNRESET' }, true, false],
			// Never left n8n: repeating cannot write twice (issue 40, point 3).
			[{ code: 'ECONNREFUSED' }, true, true],
			[{ status: 400 }, false, false],
			[{ status: 401 }, false, false],
			[{ status: 403 }, false, false],
			[{ status: 404 }, false, false],
			[{}, false, false],
		];
		for (const [f, read, create] of cases) {
			expect(isRetryable(failure(f), true)).toBe(read);
			expect(isRetryable(failure(f), true)).toBe(read);
			expect(isRetryable(failure(f), false)).toBe(create);
		}
	});

	// Issue 15, item 2: what a 404 on a later attempt may be read against.
	const codes = (...list: string[]) => list.map((code) => ({ code }));
	const processedMaybe: Array<Partial<HttpFailure>> = [{ status: 500 }, { status: 503 }, ...codes('ETIMEDOUT', 'ECONNABORTED', 'ECONNRESET', 'EPIPE')];
	const neverProcessed: Array<Partial<HttpFailure>> = [
		{ status: 429 },
		{ status: 404 },
		...codes('ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT'),
	];
	it.each([...processedMaybe.map((f) => [f, true] as const), ...neverProcessed.map((f) => [f, false] as const)])(
		'an attempt that failed with %j may have been processed: %s',
		(f, expected) => {
			expect(mayHaveBeenProcessed(failure(f))).toBe(expected);
		},
	);

	it('backs off exponentially with jitter between half and all of each step', () => {
		const f = failure({ status: 503 });
		expect(nextRetryDelay(f, true, 1, 0, DEFAULT_RETRY_POLICY, 0)).toBe(250);
		expect(nextRetryDelay(f, true, 1, 0, DEFAULT_RETRY_POLICY, 0.999)).toBe(500);
		expect(nextRetryDelay(f, true, 3, 0, DEFAULT_RETRY_POLICY, 0)).toBe(1000);
		expect(nextRetryDelay(f, true, 4, 0, { ...DEFAULT_RETRY_POLICY, maxDelayMs: 1000 }, 0.999)).toBe(1000);
	});

	it('stops after the attempt bound and the total-wait bound', () => {
		const f = failure({ status: 429 });
		expect(nextRetryDelay(f, true, DEFAULT_RETRY_POLICY.maxAttempts, 0)).toBeUndefined();
		expect(nextRetryDelay(f, true, 1, DEFAULT_RETRY_POLICY.maxTotalWaitMs - 10, DEFAULT_RETRY_POLICY, 0.5)).toBeUndefined();
	});

	it('honours Retry-After in seconds or as a date', () => {
		const now = Date.parse('2026-11-21T10:00:00Z');
		expect(parseRetryAfter('2', now)).toBe(2000);
		expect(parseRetryAfter('0', now)).toBe(0);
		expect(parseRetryAfter('Sat, 21 Nov 2026 10:00:05 GMT', now)).toBe(5000);
		expect(parseRetryAfter('soon', now)).toBeUndefined();
		expect(nextRetryDelay(failure({ status: 429, headers: { 'retry-after': '3' } }), false, 1, 0, DEFAULT_RETRY_POLICY, 0, now)).toBe(3000);
		expect(nextRetryDelay(failure({ status: 429, headers: { 'retry-after': '120' } }), true, 1, 0)).toBeUndefined();
	});

	// Issue 15, item 5: only delta-seconds and a real HTTP-date are read; anything else uses the backoff.
	it.each(['soon 2', '-5', '5,6', '1.5', 'Sat 21 Nov', '21 Nov 2026', '2026-11-21T10:00:05Z', '0x10', '+3'])(
		'does not read Retry-After %j (falls back to the backoff)',
		(value) => {
			const now = Date.parse('2026-11-21T10:00:00Z');
			expect(parseRetryAfter(value, now)).toBeUndefined();
			expect(nextRetryDelay(failure({ status: 429, headers: { 'retry-after': value } }), true, 1, 0, DEFAULT_RETRY_POLICY, 0, now)).toBe(250);
		},
	);

	it('reads the three HTTP-date forms of RFC 9110', () => {
		const now = Date.parse('1994-11-06T08:49:30Z');
		expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:37 GMT', now)).toBe(7000);
		expect(parseRetryAfter('Sunday, 06-Nov-94 08:49:37 GMT', now)).toBe(7000);
		expect(parseRetryAfter('Sun Nov  6 08:49:37 1994', now)).toBe(7000);
		expect(parseRetryAfter('Sun, 06 Nov 1994 08:49:00 GMT', now)).toBe(0);
		expect(parseRetryAfter('Sun, 31 Feb 1994 08:49:37 GMT', now)).toBeUndefined();
	});
});

describe('API base URL from the credential', () => {
	it.each([
		['https://adsapi.snapchat.com', 'https://adsapi.snapchat.com'],
		['https://adsapi.snapchat.com/', 'https://adsapi.snapchat.com'],
		['http://127.0.0.1:8787', 'http://127.0.0.1:8787'],
		['ftp://x', undefined],
		['', undefined],
		[undefined, undefined],
		['not a url', undefined],
	])('%j -> %j', (input, expected) => {
		expect(normaliseBaseUrl(input)).toBe(expected);
	});
});

// Issue 15, item 7 (a failure of the token endpoint told apart from one of the API): by the credential's
// token URL since issue 38, point 1, in test/unit/failureMeaning.test.ts.

describe('refused token refreshes (the credential must be reconnected)', () => {
	/** n8n 1.x's OAuth2 client: a plain Error with code EAUTH, the OAuth error in `body`, and a long standard message. */
	function n8n1AuthError(error: string) {
		const e = new Error(
			'The provided authorization grant (e.g., authorization code, resource owner credentials) or refresh token is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.',
		) as Error & { code?: string; body?: unknown };
		e.code = 'EAUTH';
		e.body = { error, error_description: 'refresh token revoked' };
		return e;
	}

	it('recognises n8n 2.x\'s AuthError and messages naming the OAuth error', () => {
		const authError = Object.assign(new Error('invalid_grant'), { name: 'AuthError' });
		expect(isTokenRefreshFailure(authError)).toBe(true);
		expect(isTokenRefreshFailure(new Error('invalid_client: bad secret'))).toBe(true);
	});

	it('recognises n8n 1.x\'s refresh error, whose name is Error and whose message does not name the OAuth error', () => {
		expect(isTokenRefreshFailure(n8n1AuthError('invalid_grant'))).toBe(true);
		expect(isTokenRefreshFailure(n8n1AuthError('unauthorized_client'))).toBe(true);
	});

	it('does not take API failures or network errors for refused refreshes', () => {
		expect(isTokenRefreshFailure(Object.assign(new Error('Request failed with status code 400'), { response: { status: 400 } }))).toBe(false);
		expect(isTokenRefreshFailure(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(false);
		expect(isTokenRefreshFailure('invalid_grant')).toBe(false);
	});
});

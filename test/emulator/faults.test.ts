/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/** Fault injection, rate limit and the request log. */
import * as http from 'http';
import { AD_ACCOUNT_LA, CLIENT_ID, CLIENT_SECRET, startEmulator, type Emulator } from './index';
import { call, postForm } from './testkit';

let em: Emulator;
let tok: string;
let refreshToken: string;

beforeAll(async () => {
	em = await startEmulator();
	({ accessToken: tok, refreshToken } = em.issueTokens());
});
afterAll(async () => {
	await em.close();
});
beforeEach(() => {
	em.reset();
	em.setRateLimit(null);
});

const list = `/v1/adaccounts/${AD_ACCOUNT_LA}/event_details`;
const createBody = { event_details: [{ ad_account_id: AD_ACCOUNT_LA, event_name: 'Drop me', event_start_time: '2026-08-01T00:00:00Z' }] };
const refresh = () =>
	postForm(em, '/login/oauth2/access_token', { grant_type: 'refresh_token', client_id: CLIENT_ID, client_secret: CLIENT_SECRET, refresh_token: refreshToken });

/** Raw request on a fresh connection, resolving 'dropped' when the socket closes without an answer. */
function rawRequest(method: string, path: string, body?: string): Promise<number | 'dropped'> {
	return new Promise((resolve, reject) => {
		const u = new URL(path, em.baseUrl);
		const req = http.request(
			{ host: u.hostname, port: u.port, method, path: u.pathname + u.search, agent: false, headers: { authorization: `Bearer ${tok}`, 'content-type': 'application/json' } },
			(res) => {
				res.resume();
				res.on('end', () => resolve(res.statusCode as number));
			},
		);
		req.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' || /socket hang up/.test(err.message) ? resolve('dropped') : reject(err)));
		req.end(body);
	});
}

describe('failNext', () => {
	it('answers the status with a Snap-style body and Retry-After, then recovers', async () => {
		em.faults.failNext({ status: 429, retryAfterSeconds: 7 });
		const r = await call(em, 'GET', list, { token: tok });
		expect(r.status).toBe(429);
		expect(r.headers.get('retry-after')).toBe('7');
		expect(r.json).toMatchObject({ request_status: 'ERROR', error_code: 'E1008' });
		expect(typeof r.json.request_id).toBe('string');
		expect((await call(em, 'GET', list, { token: tok })).status).toBe(200);
	});

	it('count, method and pathPrefix: non-matching requests do not consume the fault', async () => {
		em.faults.failNext({ status: 503, count: 2, method: 'post', pathPrefix: '/v1/adaccounts/' });
		expect((await call(em, 'GET', list, { token: tok })).status).toBe(200);
		expect((await call(em, 'GET', '/v1/me', { token: tok })).status).toBe(200);
		expect(em.faults.pending().fail).toBe(2);
		const a = await call(em, 'POST', list, { token: tok, body: createBody });
		expect(a.status).toBe(503);
		expect(a.headers.get('retry-after')).toBeNull();
		expect((await call(em, 'POST', list, { token: tok, body: createBody })).status).toBe(503);
		expect(em.eventDetails()).toHaveLength(0);
		expect((await call(em, 'POST', list, { token: tok, body: createBody })).status).toBe(200);
		expect(em.faults.pending().fail).toBe(0);
	});

	it('custom body and content type (e.g. an HTML gateway page)', async () => {
		em.faults.failNext({ status: 502, body: '<html>Bad Gateway</html>', contentType: 'text/html' });
		const r = await call(em, 'GET', '/v1/me', { token: tok });
		expect([r.status, r.text, r.headers.get('content-type')]).toEqual([502, '<html>Bad Gateway</html>', 'text/html']);
	});

	it('never hits the token endpoint unless its path is matched explicitly', async () => {
		em.faults.failNext({ status: 500 });
		expect((await refresh()).status).toBe(200);
		expect(em.faults.pending().fail).toBe(1);
		expect((await call(em, 'GET', '/v1/me', { token: tok })).status).toBe(500);
		em.faults.failNext({ status: 503, pathPrefix: '/login/oauth2/access_token' });
		expect((await call(em, 'GET', '/v1/me', { token: tok })).status).toBe(200);
		expect((await refresh()).status).toBe(503);
		expect((await refresh()).status).toBe(200);
	});

	it('applies before authentication (also to requests with an expired token)', async () => {
		const expired = em.issueTokens().accessToken;
		em.expireAccessToken(expired);
		em.faults.failNext({ status: 504 });
		expect((await call(em, 'GET', '/v1/me', { token: expired })).status).toBe(504);
		expect((await call(em, 'GET', '/v1/me', { token: expired })).status).toBe(401);
	});

	// Issue 18: Snap's recorded answers, served as they came for a route (test/node/fixtures.test.ts).
	it('faults.serve answers a route with the given status, body and headers, after the token check, then the route answers again', async () => {
		const body = { request_status: 'success', request_id: 'r1', adsquads: [] };
		em.faults.serve({ method: 'get', path: `/v1/adaccounts/${AD_ACCOUNT_LA}`, body, headers: { 'X-Served': 'yes' } });
		em.faults.serve({ method: 'POST', path: /^\/v1\/segments\/\d+\/users$/, status: 401, body: 'unauthorized', count: 2 });
		expect(em.faults.pending().served).toBe(3);
		expect((await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA}`)).status).toBe(401);
		const served = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA}?x=1`, { token: tok });
		expect([served.status, served.json, served.headers.get('x-served')]).toEqual([200, body, 'yes']);
		expect((await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA}`, { token: tok })).json.adaccounts).toHaveLength(1);
		const text = await call(em, 'POST', '/v1/segments/123/users', { token: tok, body: {} });
		expect([text.status, text.text, text.headers.get('content-type')]).toEqual([401, 'unauthorized', 'text/plain; charset=utf-8']);
		expect(em.faults.pending().served).toBe(1);
		em.faults.clear();
		expect(em.faults.pending().served).toBe(0);
	});

	it('faults.clear drops pending faults', async () => {
		em.faults.failNext({ status: 500, count: 3 });
		em.faults.delayNext({ ms: 5000 });
		em.faults.dropAfterProcessing({});
		em.faults.cutAfterStatus({});
		em.faults.clear();
		expect(em.faults.pending()).toEqual({ fail: 0, delay: 0, drop: 0, cut: 0, reject: 0, served: 0 });
		expect((await call(em, 'GET', '/v1/me', { token: tok })).status).toBe(200);
	});
});

describe('delayNext', () => {
	it('delays the matching request only', async () => {
		// No upper time bounds (a loaded machine makes any call slow): the delay is a lower bound, and
		// "only the matching one" is read from what is still pending and from which call settles first.
		em.faults.delayNext({ ms: 3000, pathPrefix: '/v1/me' });
		expect((await call(em, 'GET', list, { token: tok })).status).toBe(200);
		expect(em.faults.pending().delay).toBe(1);
		let meSettled = false;
		const start = Date.now();
		const me = call(em, 'GET', '/v1/me', { token: tok }).then((r) => {
			meSettled = true;
			return r;
		});
		await new Promise((resolve) => setTimeout(resolve, 50));
		expect(em.faults.pending().delay).toBe(0);
		expect((await call(em, 'GET', list, { token: tok })).status).toBe(200);
		expect(meSettled).toBe(false);
		expect((await me).status).toBe(200);
		expect(Date.now() - start).toBeGreaterThanOrEqual(2990);
	});

	it('a client timeout shorter than the delay aborts the call', async () => {
		em.faults.delayNext({ ms: 400 });
		await expect(fetch(`${em.baseUrl}/v1/me`, { headers: { authorization: `Bearer ${tok}` }, signal: AbortSignal.timeout(100) })).rejects.toThrow();
	});
});

describe('dropAfterProcessing', () => {
	it('creates the events, then destroys the socket without answering', async () => {
		em.faults.dropAfterProcessing({ method: 'POST' });
		expect(await rawRequest('GET', list)).toBe(200);
		expect(await rawRequest('POST', list, JSON.stringify(createBody))).toBe('dropped');
		const stored = em.eventDetails(AD_ACCOUNT_LA);
		expect(stored.map((e) => e.event_name)).toEqual(['Drop me']);
		const entry = em.requestLog.find((e) => e.method === 'POST');
		expect(entry?.status).toBe(0);
		// the retry-free client can find it by listing
		const r = await call(em, 'GET', list, { token: tok });
		expect(r.json.event_details[0].event_detail.id).toBe(stored[0].id);
		// fetch sees a network error
		em.faults.dropAfterProcessing({ pathPrefix: '/v1/me' });
		await expect(call(em, 'GET', '/v1/me', { token: tok })).rejects.toThrow();
	});
});

describe('cutAfterStatus', () => {
	/** A raw request that reports the status line, the bytes received and how the answer ended. */
	function cutRequest(method: string, path: string, body?: string): Promise<{ status: number; length: number; received: number; ended: 'complete' | 'cut' }> {
		return new Promise((resolve, reject) => {
			const u = new URL(path, em.baseUrl);
			const req = http.request(
				{ host: u.hostname, port: u.port, method, path: u.pathname + u.search, agent: false, headers: { authorization: `Bearer ${tok}`, 'content-type': 'application/json' } },
				(res) => {
					let received = 0;
					const done = (ended: 'complete' | 'cut') => resolve({ status: res.statusCode as number, length: Number(res.headers['content-length']), received, ended });
					res.on('data', (chunk: Buffer) => (received += chunk.length));
					res.on('end', () => done('complete'));
					res.on('aborted', () => done('cut'));
					res.on('error', () => done('cut'));
				},
			);
			req.on('error', reject);
			req.end(body);
		});
	}

	it('stores the create, sends its 200 status line and headers, then cuts the body short of its Content-Length', async () => {
		em.faults.cutAfterStatus({ method: 'POST', pathPrefix: list });
		expect(em.faults.pending().cut).toBe(1);
		const answer = await cutRequest('POST', list, JSON.stringify(createBody));
		expect(answer.status).toBe(200);
		expect(answer.ended).toBe('cut');
		expect(answer.received).toBeLessThan(answer.length);
		expect(em.eventDetails(AD_ACCOUNT_LA).map((e) => e.event_name)).toEqual(['Drop me']);
		expect(em.requestLog.find((e) => e.method === 'POST')?.status).toBe(200);
		expect(em.faults.pending().cut).toBe(0);
		// Consumed: the next answer is whole.
		expect(await cutRequest('GET', list)).toMatchObject({ status: 200, ended: 'complete' });
	});

	it('keeps the route\'s own status (a refusal is cut the same way) and leaves non-matching requests alone', async () => {
		em.faults.cutAfterStatus({ method: 'POST' });
		expect(await cutRequest('GET', list)).toMatchObject({ status: 200, ended: 'complete' });
		const refused = await cutRequest('POST', list, JSON.stringify({ event_details: [{ ad_account_id: AD_ACCOUNT_LA }] }));
		expect(refused).toMatchObject({ status: 400, ended: 'cut' });
		expect(em.eventDetails()).toEqual([]);
	});
});

describe('rejectElements', () => {
	const body = (names: string[]) => ({
		event_details: names.map((event_name) => ({ ad_account_id: AD_ACCOUNT_LA, event_name, event_start_time: '2026-08-01T00:00:00Z' })),
	});

	it('refuses matching valid elements per element with the given reason, until cleared', async () => {
		em.faults.rejectElements({ eventName: 'B', reason: 'Error code: E2002, message: nope' });
		const r = await call(em, 'POST', list, { token: tok, body: body(['A', 'B', 'C']) });
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('PARTIAL');
		expect(r.json.event_details.map((d: { sub_request_status: string }) => d.sub_request_status)).toEqual(['SUCCESS', 'ERROR', 'SUCCESS']);
		expect(r.json.event_details[1].sub_request_error_reason).toBe('Error code: E2002, message: nope');
		expect(em.eventDetails().map((e) => e.event_name)).toEqual(['A', 'C']);
		expect((await call(em, 'POST', list, { token: tok, body: body(['B']) })).status).toBe(400);
		expect(em.faults.pending().reject).toBe(Infinity);
		em.faults.clear();
		expect((await call(em, 'POST', list, { token: tok, body: body(['B']) })).status).toBe(200);
	});

	it('count, RegExp and adAccountId narrow it; the default reason names event_name', async () => {
		em.faults.rejectElements({ eventName: /^x/, count: 1 });
		em.faults.rejectElements({ adAccountId: '00000000-0000-4000-8000-000000000000' });
		const r = await call(em, 'POST', list, { token: tok, body: body(['x1', 'x2', 'y']) });
		expect(r.json.event_details.map((d: { sub_request_error_reason?: string }) => d.sub_request_error_reason)).toEqual([
			'Error code: E2002, message: Property value is not allowed : [event_name]',
			undefined,
			undefined,
		]);
		expect(em.faults.pending().reject).toBe(Infinity);
	});
});

describe('reshapeCreateAnswer', () => {
	const body = (names: string[]) => ({
		event_details: names.map((event_name) => ({ ad_account_id: AD_ACCOUNT_LA, event_name, event_start_time: '2026-08-01T00:00:00Z' })),
	});
	const names = (r: { json: { event_details: Array<{ event_detail: { event_name: string; id?: string } }> } }) =>
		r.json.event_details.map((d) => d.event_detail.event_name);

	it('answers the next create short, reordered or without ids, once, while storing every element', async () => {
		em.faults.reshapeCreateAnswer({ answer: [2, 0] });
		const short = await call(em, 'POST', list, { token: tok, body: body(['A', 'B', 'C']) });
		expect(short.status).toBe(200);
		expect(names(short)).toEqual(['C', 'A']);
		expect(em.eventDetails().map((e) => e.event_name)).toEqual(['A', 'B', 'C']);
		em.faults.reshapeCreateAnswer({ withoutId: [1] });
		const noId = await call(em, 'POST', list, { token: tok, body: body(['D', 'E']) });
		expect(noId.json.event_details.map((d: { event_detail: { id?: string } }) => typeof d.event_detail.id)).toEqual(['string', 'undefined']);
		expect(names(await call(em, 'POST', list, { token: tok, body: body(['F', 'G']) }))).toEqual(['F', 'G']);
	});

	it('answers a given body with HTTP 200', async () => {
		em.faults.reshapeCreateAnswer({ body: { request_status: 'ERROR', request_id: 'rid1', debug_message: 'Ad account is disabled' } });
		const r = await call(em, 'POST', list, { token: tok, body: body(['A']) });
		expect(r.status).toBe(200);
		expect(r.json).toEqual({ request_status: 'ERROR', request_id: 'rid1', debug_message: 'Ad account is disabled' });
	});
});

describe('rate limit', () => {
	it('per access token, over the limit within a rolling second -> 429 Snap-style', async () => {
		em.setRateLimit(3);
		const other = em.issueTokens('user-2').accessToken;
		const statuses: number[] = [];
		for (let i = 0; i < 5; i++) statuses.push((await call(em, 'GET', '/v1/me', { token: tok })).status);
		expect(statuses).toEqual([200, 200, 200, 429, 429]);
		const limited = await call(em, 'GET', '/v1/me', { token: tok });
		expect(limited.json).toMatchObject({ request_status: 'ERROR', error_code: 'E1008' });
		expect((await call(em, 'GET', '/v1/me', { token: other })).status).toBe(200);
		em.advanceTime(1.001);
		expect((await call(em, 'GET', '/v1/me', { token: tok })).status).toBe(200);
	});

	it('the window rolls in real time; the option works at start too', async () => {
		const e = await startEmulator({ rateLimitPerSecond: 2 });
		try {
			const k = e.issueTokens().accessToken;
			expect((await call(e, 'GET', '/v1/me', { token: k })).status).toBe(200);
			expect((await call(e, 'GET', '/v1/me', { token: k })).status).toBe(200);
			expect((await call(e, 'GET', '/v1/me', { token: k })).status).toBe(429);
			await new Promise((r) => setTimeout(r, 1050));
			expect((await call(e, 'GET', '/v1/me', { token: k })).status).toBe(200);
			e.setRateLimit(null);
			for (let i = 0; i < 5; i++) expect((await call(e, 'GET', '/v1/me', { token: k })).status).toBe(200);
		} finally {
			await e.close();
		}
	});
});

describe('request log', () => {
	it('records every request with method, path, query, headers, token, form, body and status', async () => {
		let now = 1_800_000_000_000;
		const e = await startEmulator({ now: () => now });
		try {
			const k = e.issueTokens().accessToken;
			now += 5;
			await call(e, 'GET', `${list}?limit=50`, { token: k, headers: { 'X-Custom': 'yes' } });
			await call(e, 'POST', list, { token: k, body: createBody });
			await postForm(e, '/login/oauth2/access_token', { grant_type: 'refresh_token', client_id: CLIENT_ID, client_secret: 'nope', refresh_token: 'x' });
			e.faults.failNext({ status: 500 });
			await call(e, 'GET', '/v1/me');
			const log = e.requestLog;
			expect(log.map((x) => [x.seq, x.method, x.path, x.status])).toEqual([
				[1, 'GET', list, 200],
				[2, 'POST', list, 200],
				[3, 'POST', '/login/oauth2/access_token', 401],
				[4, 'GET', '/v1/me', 500],
			]);
			expect(log[0].time).toBe(1_800_000_000_005);
			expect(log[0].query).toEqual({ limit: '50' });
			expect(log[0].headers.authorization).toBe(`Bearer ${k}`);
			expect(log[0].headers['x-custom']).toBe('yes');
			expect(log[0].token).toBe(k);
			expect(log[1].body).toEqual(createBody);
			expect(log[2].form).toEqual({ grant_type: 'refresh_token', client_id: CLIENT_ID, client_secret: 'nope', refresh_token: 'x' });
			expect(log[2].token).toBeUndefined();
			expect(log[3].token).toBeUndefined();
			const ref = e.requestLog;
			e.clearLog();
			expect(ref).toHaveLength(0);
			await call(e, 'GET', '/v1/me', { token: k });
			expect(e.requestLog.map((x) => x.seq)).toEqual([5]);
		} finally {
			await e.close();
		}
	});
});

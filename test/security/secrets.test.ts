/**
 * Issue 6, security: after every operation has run (successes, API failures, retries, a network
 * failure, Continue On Fail error items, list searches, a token refresh and a refused refresh),
 * no access token, refresh token or client secret, and no Authorization header or "Bearer <token>",
 * appears in anything a user or an operator can see: output items, error messages, descriptions
 * and context, the execution data n8n stores, and every captured log line (each run's logs and the
 * harness's stray logs).
 *
 * The Snapchat Conversions node (its token travels in the query string) has the same sweep, with its
 * own emulator area and credential, in conversionsSecrets.test.ts.
 *
 * Not repeated here: a `next_link` on another host never receives the Authorization header, see
 * "Get Many: a next_link on another host" in test/node/readDelete.test.ts.
 */
import type { INodeListSearchResult } from 'n8n-workflow';

import { AD_ACCOUNT_LA, AD_ACCOUNT_SINGAPORE } from '../emulator';
import type { RunNodeResult } from '../harness';
import { strayLogs } from '../harness';
import type { Rig } from '../node/setup';
import type { Overrides } from '../node/params';
import { createParams, deleteParams, getManyParams, getParams, MISSING_ID, rl } from '../node/params';
import { startRig } from '../node/setup';
import type { FaultPropertyModule } from '../node/faultProperty';
import { errorView } from './visible';

// The waits between attempts are instant (`fastSleep`, as in the fault property tests): the node still
// picks, counts and logs every wait, only the clock does not pass (this file sat out about 18 s of backoff).
jest.mock('n8n-workflow', () => jest.requireActual<FaultPropertyModule>('../node/faultProperty').fastSleep());

const MISSING = MISSING_ID;

const create = (over: Overrides = {}) =>
	createParams({ eventName: '={{ $json.name }}', eventStartTime: '2027-07-01T10:00', ...over });
const get = (id: string) => getParams(id);
const del = deleteParams;
const getAll = (over: Overrides = {}) => getManyParams({ returnAll: true, ...over });

/** Everything of a run a person could see, including what n8n stores of the execution. */
function seen(result: RunNodeResult): string {
	return JSON.stringify({ outputs: result.outputs, error: errorView(result.error), logs: result.logs, execution: result.run.data });
}

/** Every token and secret that was ever in play, from the rig and from the emulator's own log. */
function secretsOf(rig: Rig): string[] {
	const all = new Set(rig.secrets());
	for (const entry of rig.emulator.requestLog) {
		if (entry.token) all.add(entry.token);
		for (const key of ['refresh_token', 'client_secret', 'code'] as const) {
			const value = entry.form?.[key];
			if (value) all.add(value);
		}
	}
	return [...all].filter((s) => s.length >= 16);
}

const BEARER = /Bearer\s+(?!\[redacted\])[A-Za-z0-9._~+/=-]{8,}/i;

interface Collected {
	label: string;
	text: string;
}

const collected: Collected[] = [];
const secrets = new Set<string>();
let strayAtStart = 0;
/** The emulator's raw request log, which does hold tokens: proof that the checks below can fail. */
let control = '';

function record(label: string, result: RunNodeResult | INodeListSearchResult) {
	collected.push({ label, text: 'run' in result ? seen(result) : JSON.stringify(result) });
}

beforeAll(async () => {
	strayAtStart = strayLogs.length;
	const rig = await startRig({ maxPageSize: 50 });
	try {
		const { emulator } = rig;
		// A token refresh on the first call (n8n's OAuth2 code on the expired-token 401).
		emulator.expireAllAccessTokens();
		const created = await rig.run(create(), { input: [{ name: 'A' }, { name: 'B' }] });
		record('create with token refresh', created);
		expect(rig.tokenCalls()).toHaveLength(1);
		expect(created.error).toBeUndefined();
		const [first, second] = created.items.map((i) => i.json.id as string);

		record('get', await rig.run(get(first)));
		record('get 404', await rig.run(get(MISSING)));
		record('get 404, Continue On Fail', await rig.run(get(MISSING), { continueOnFail: true }));
		emulator.seedEventDetails(AD_ACCOUNT_SINGAPORE, 1);
		record('get many 403', await rig.run(getAll({ adAccountId: rl(AD_ACCOUNT_SINGAPORE) })));

		emulator.seedEventDetails(AD_ACCOUNT_LA, 120);
		emulator.faults.failNext({ status: 429, method: 'GET', retryAfterSeconds: 0 });
		emulator.faults.failNext({ status: 503, method: 'GET', retryAfterSeconds: 0 });
		record('get many with retries', await rig.run(getAll()));
		record('get many with a limit', await rig.run(getAll({ returnAll: false, limit: 70 })));
		emulator.faults.failNext({ status: 500, method: 'GET', count: 10, retryAfterSeconds: 0 });
		record('get many, 500 to the bound', await rig.run(getAll()));
		emulator.faults.dropAfterProcessing({ method: 'GET', count: 10 });
		record('get, connection dropped every time', await rig.run(get(first)));

		emulator.faults.failNext({ status: 500, method: 'POST', retryAfterSeconds: 0 });
		record('create 500', await rig.run(create(), { input: [{ name: 'C' }] }));
		emulator.faults.dropAfterProcessing({ method: 'POST' });
		record('create, connection dropped', await rig.run(create(), { input: [{ name: 'D' }] }));
		emulator.faults.rejectElements({ eventName: 'bad', reason: 'Error code: E2002, message: nope' });
		record('create partial, Continue On Fail', await rig.run(create(), { input: [{ name: 'E' }, { name: 'bad' }], continueOnFail: true }));
		record('create partial', await rig.run(create(), { input: [{ name: 'F' }, { name: 'bad' }] }));
		emulator.faults.clear();
		record('create, bad input', await rig.run(create({ eventStartTime: '2026-02-30' }), { input: [{ name: 'G' }] }));
		record('create 403', await rig.run(create({ adAccountId: rl(AD_ACCOUNT_SINGAPORE), eventTimeZone: 'accountDefault' }), { input: [{ name: 'H' }] }));

		record('delete', await rig.run(del(second)));
		record('delete 404', await rig.run(del(second)));
		emulator.faults.failNext({ status: 503, method: 'DELETE', count: 10, retryAfterSeconds: 0 });
		record('delete 503 to the bound', await rig.run(del(first)));

		record('list search: ad accounts', await rig.listSearch('searchAdAccounts'));
		record('list search: event details', await rig.listSearch('searchEventDetails', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } }));

		// A second token refresh in the middle of a list.
		emulator.expireAllAccessTokens();
		record('get many after expiry', await rig.run(getAll()));
		expect(rig.tokenCalls()).toHaveLength(2);
		for (const s of secretsOf(rig)) secrets.add(s);
		control = JSON.stringify(emulator.requestLog);
	} finally {
		await rig.close();
	}

	// A refused refresh (revoked grant): the "reconnect" errors.
	const dead = await startRig();
	try {
		dead.emulator.revokeRefreshToken(dead.tokens.refreshToken);
		dead.emulator.expireAllAccessTokens();
		const refused = await dead.run(getAll());
		expect(refused.error?.message).toMatch(/needs to be reconnected/);
		record('refused refresh: get many', refused);
		record('refused refresh: create', await dead.run(create(), { input: [{ name: 'X' }] }));
		record('refused refresh: delete, Continue On Fail', await dead.run(del(MISSING), { continueOnFail: true }));
		await dead.listSearch('searchAdAccounts').then(
			(r) => record('refused refresh: list search', r),
			(e: Error) => collected.push({ label: 'refused refresh: list search error', text: JSON.stringify({ message: e.message, description: (e as { description?: unknown }).description, stack: e.stack }) }),
		);
		for (const s of secretsOf(dead)) secrets.add(s);
	} finally {
		await dead.close();
	}
	collected.push({ label: 'harness stray logs', text: JSON.stringify(strayLogs.slice(strayAtStart)) });
});

describe('no secret in any output, error or log line', () => {
	it('collected every run, with real tokens and secrets to look for', () => {
		expect(collected.length).toBeGreaterThanOrEqual(25);
		// Two users' access and refresh tokens, rotated ones, and the client secret.
		expect(secrets.size).toBeGreaterThanOrEqual(6);
		// The runs did produce errors and logs worth searching.
		const all = collected.map((c) => c.text).join('\n');
		expect(all).toMatch(/needs to be reconnected/);
		expect(all).toMatch(/may or may not have been created/);
		expect(all).toMatch(/retrying in/);
	});

	it('the checks can fail: they find the tokens in the emulator\'s raw request log', () => {
		expect([...secrets].filter((s) => control.includes(s)).length).toBeGreaterThanOrEqual(3);
		expect(control).toMatch(BEARER);
	});

	it('no access token, refresh token or client secret appears anywhere', () => {
		const leaks = collected.flatMap((c) => [...secrets].filter((s) => c.text.includes(s)).map((s) => `${c.label}: ${s.slice(0, 6)}…`));
		expect(leaks).toEqual([]);
	});

	it('no Authorization header and no "Bearer <token>" appears anywhere', () => {
		const bad = [BEARER, /["']?authorization["']?\s*[:=]\s*["']?(?:Bearer|Basic)\b/i];
		const hits = collected.flatMap((c) => bad.filter((re) => re.test(c.text)).map((re) => `${c.label}: ${String(re)}`));
		expect(hits).toEqual([]);
	});
});

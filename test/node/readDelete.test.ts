/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_ACCOUNT_LONDON, AD_ACCOUNT_NEW_YORK, AD_ACCOUNT_SINGAPORE } from '../emulator';
import { deleteParams, getManyParams, getParams, MISSING_ID, rl } from './params';
import type { Rig } from './setup';
import { json, startRig, useRig, visibleText } from './setup';

const rig = useRig({ maxPageSize: 50 });

const get = getParams;
const del = deleteParams;
const getAll = getManyParams;
const MISSING = MISSING_ID;

describe('Get', () => {
	it('returns the event_detail as the API does, with the Ad Account field left empty', async () => {
		const [event] = rig.emulator.seedEventDetails(AD_ACCOUNT_BERLIN, [
			{ event_name: 'Drop', event_start_time: '2027-05-01T10:00:00.000Z' },
		]);
		const result = await rig.run(get(event.id, { adAccountId: rl('', 'list') }));
		expect(result.error).toBeUndefined();
		// Snap's fields as given, each time with its local twin in the event's zone (Berlin, the account's).
		expect(result.items).toEqual([
			{
				json: {
					...event,
					event_start_time_local: '2027-05-01T12:00:00.000+02:00',
					created_at_local: expect.stringMatching(/\+0[12]:00$/),
					updated_at_local: expect.stringMatching(/\+0[12]:00$/),
				},
				pairedItem: { item: 0 },
			},
		]);
		expect(Object.keys(result.items[0].json).filter((k) => !k.endsWith('_local'))).toEqual(Object.keys(event));
		expect(rig.apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/event_details/${event.id}`]);
	});

	it('gets one event per input item', async () => {
		const events = rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 3);
		const result = await rig.run(get('={{ $json.id }}'), { input: events.map((e) => ({ id: e.id })) });
		expect(json(result.items).map((e) => e.id)).toEqual(events.map((e) => e.id));
		expect(result.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	});

	it('a 404 says the event was not found, and becomes an error item with Continue On Fail', async () => {
		const failing = await rig.run(get(MISSING));
		expect(failing.error?.message).toBe(
			`Event detail ${MISSING} was not found: it does not exist, was deleted, or belongs to an ad account the connected user cannot see`,
		);
		expect(failing.error?.description).toMatch(/Snap error code E3003, request ID/);
		// Snap's generic display message ("We're sorry, but something went wrong. Please try again
		// later.") contradicts "not found": it stays in the error's details, not in what is shown.
		expect(failing.error?.description).not.toMatch(/something went wrong/);
		expect(failing.error?.description).not.toContain('..');
		expect((failing.error as { errorResponse?: Record<string, unknown> }).errorResponse).toMatchObject({
			display_message: "We're sorry, but something went wrong. Please try again later.",
			request_id: expect.any(String),
		});
		const continuing = await rig.run(get(MISSING), { continueOnFail: true });
		expect(continuing.items).toHaveLength(1);
		expect(continuing.items[0].json.error).toMatch(/was not found/);
		expect(continuing.items[0].pairedItem).toEqual({ item: 0 });
	});

	it('refuses an ID that is not a UUID before any request', async () => {
		const result = await rig.run(get('={{ "abc/../../adaccounts" }}'));
		expect(result.error?.message).toBe('Invalid Event Detail in item 0: Event Detail "abc/../../adaccounts" is not a valid ID');
		expect(rig.apiCalls()).toHaveLength(0);
	});

	// Issue 15, item 4: every item's ID is checked before the first request.
	it('checks every item\'s ID before the first request: a bad second ID stops the run with no GET sent', async () => {
		const [event] = rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 1);
		const result = await rig.run(get('={{ $json.id }}'), { input: [{ id: event.id }, { id: 'not-a-uuid' }] });
		expect(result.error?.message).toBe('Invalid Event Detail in item 1: Event Detail "not-a-uuid" is not a valid ID');
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('retries a 429 and a 503, then succeeds', async () => {
		const [event] = rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 1);
		rig.emulator.faults.failNext({ status: 429, retryAfterSeconds: 0 });
		rig.emulator.faults.failNext({ status: 503, retryAfterSeconds: 0 });
		const result = await rig.run(get(event.id));
		expect(result.error).toBeUndefined();
		expect(rig.apiCalls().map((c) => c.status)).toEqual([429, 503, 200]);
	});

	it('gives up after the retry bound with a clear error carrying the request id', async () => {
		const [event] = rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 1);
		rig.emulator.faults.failNext({ status: 500, count: 10, retryAfterSeconds: 0 });
		const result = await rig.run(get(event.id));
		expect(rig.apiCalls()).toHaveLength(5);
		expect(result.error?.message).toBe(`Snapchat had a temporary problem with event detail ${event.id} (HTTP 500)`);
		expect(result.error?.description).toMatch(/request ID [\w-]+, HTTP 500, sent 5 times/);
	});

	it('a 403 on another user\'s event says the user has no access', async () => {
		const [event] = rig.emulator.seedEventDetails(AD_ACCOUNT_SINGAPORE, 1);
		const result = await rig.run(get(event.id));
		expect(result.error?.message).toMatch(/^The connected Snapchat user has no access to event detail/);
		expect(result.error?.httpCode).toBe('403');
	});
});

describe('Get Many', () => {
	it('Return All follows next_link page by page with limit 1000 until the last page', async () => {
		const seeded = rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 120);
		const result = await rig.run(getAll({ returnAll: true }));
		expect(result.error).toBeUndefined();
		expect(json(result.items).map((e) => e.id)).toEqual(seeded.map((e) => e.id));
		// Each start time has its Los Angeles twin (the events' zone), with no extra call for it.
		expect(json(result.items).every((e) => Date.parse(e.event_start_time_local as string) === Date.parse(e.event_start_time as string) && /-0[78]:00$/.test(e.event_start_time_local as string))).toBe(true);
		const calls = rig.apiCalls('GET');
		expect(calls).toHaveLength(3);
		expect(calls.every((c) => c.query.limit === '1000')).toBe(true);
		expect(calls[0].query.cursor).toBeUndefined();
		expect(calls[1].query.cursor).toBeTruthy();
		expect(result.items.every((i) => (i.pairedItem as { item: number }).item === 0)).toBe(true);
	});

	it('a Limit fetches only the pages it needs', async () => {
		rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 160);
		const ten = await rig.run(getAll({ returnAll: false, limit: 10 }));
		expect(ten.items).toHaveLength(10);
		expect(rig.apiCalls('GET').map((c) => c.query.limit)).toEqual(['50']);
		rig.emulator.clearLog();
		const seventy = await rig.run(getAll({ returnAll: false, limit: 70 }));
		expect(seventy.items).toHaveLength(70);
		expect(rig.apiCalls('GET').map((c) => c.query.limit)).toEqual(['70', '70']);
	});

	it('an empty account gives no items', async () => {
		const result = await rig.run(getAll({ adAccountId: rl(AD_ACCOUNT_LONDON), returnAll: true }));
		expect(result.error).toBeUndefined();
		expect(result.items).toEqual([]);
	});

	it('a 5xx during Return All is retried and the list completes', async () => {
		rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 75);
		rig.emulator.faults.failNext({ status: 502, retryAfterSeconds: 0 });
		const result = await rig.run(getAll({ returnAll: true }));
		expect(result.items).toHaveLength(75);
	});
});

describe('Get Many: a next_link on another host', () => {
	let foreign: http.Server;
	let foreignHits: Array<{ url?: string; authorization?: string }>;
	let other: Rig;

	beforeAll(async () => {
		foreignHits = [];
		foreign = http.createServer((req, res) => {
			foreignHits.push({ url: req.url, authorization: req.headers.authorization });
			res.writeHead(200, { 'content-type': 'application/json' }).end('{"request_status":"SUCCESS","event_details":[]}');
		});
		await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
		const origin = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
		other = await startRig({ maxPageSize: 50, nextLinkOrigin: origin });
	});
	afterAll(async () => {
		await other.close();
		await new Promise((resolve) => foreign.close(resolve));
	});

	it('never receives the token: the next page is asked for on the API host with its cursor', async () => {
		const seeded = other.emulator.seedEventDetails(AD_ACCOUNT_NEW_YORK, 110);
		const result = await other.run(getAll({ adAccountId: rl(AD_ACCOUNT_NEW_YORK), returnAll: true }));
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(seeded.length);
		expect(foreignHits).toEqual([]);
		expect(other.apiCalls('GET')).toHaveLength(3);
	});
});

describe('Delete', () => {
	it('deletes for good and outputs { id, deleted: true }', async () => {
		const [event] = rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 1);
		const result = await rig.run(del(event.id));
		expect(result.items).toEqual([{ json: { id: event.id, deleted: true }, pairedItem: { item: 0 } }]);
		expect(rig.emulator.eventDetails(AD_ACCOUNT_LA)).toEqual([]);
		const again = await rig.run(get(event.id));
		expect(again.error?.message).toMatch(/was not found/);
	});

	// Issue 15, item 4: a bad ID in a later item must not let earlier items be deleted unseen.
	it('checks every item\'s ID before the first request: nothing is deleted when a later ID is bad', async () => {
		const [event] = rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 1);
		const result = await rig.run(del('={{ $json.id }}'), { input: [{ id: event.id }, { id: 'not-a-uuid' }] });
		expect(result.error?.message).toBe('Invalid Event Detail in item 1: Event Detail "not-a-uuid" is not a valid ID');
		expect(rig.apiCalls()).toHaveLength(0);
		expect(rig.emulator.eventDetails(AD_ACCOUNT_LA)).toHaveLength(1);
	});

	it('with Continue On Fail, a bad ID is an error item in its place and the good ones are deleted', async () => {
		const [first, second] = rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 2);
		const result = await rig.run(del('={{ $json.id }}'), {
			input: [{ id: first.id }, { id: 'not-a-uuid' }, { id: second.id }],
			continueOnFail: true,
		});
		expect(result.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(result.items[0].json).toEqual({ id: first.id, deleted: true });
		expect(result.items[1].json.error).toBe('Invalid Event Detail in item 1: Event Detail "not-a-uuid" is not a valid ID');
		expect(result.items[2].json).toEqual({ id: second.id, deleted: true });
		expect(rig.emulator.eventDetails(AD_ACCOUNT_LA)).toEqual([]);
	});

	it('a 404 says the event is already gone; with Continue On Fail an error item', async () => {
		const result = await rig.run(del(MISSING));
		expect(result.error?.message).toBe(
			`Event detail ${MISSING} is already gone: it was deleted before, never existed, or belongs to an ad account the connected user cannot see`,
		);
		const continuing = await rig.run(del(MISSING), { continueOnFail: true });
		expect(continuing.items[0].json.error).toMatch(/already gone/);
	});

	it('a 503 is retried; a lost answer whose retry finds the event gone counts as deleted', async () => {
		const [first, second] = rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 2);
		rig.emulator.faults.failNext({ status: 503, method: 'DELETE', retryAfterSeconds: 0 });
		expect((await rig.run(del(first.id))).items[0].json).toEqual({ id: first.id, deleted: true });
		rig.emulator.clearLog();
		rig.emulator.faults.dropAfterProcessing({ method: 'DELETE' });
		const result = await rig.run(del(second.id));
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toEqual({ id: second.id, deleted: true });
		expect(rig.apiCalls('DELETE').map((c) => c.status)).toEqual([0, 404]);
	});
});

describe('List searches for the resource locators', () => {
	it('lists all ad accounts of the user with organization and time zone, filtered by text', async () => {
		const all = await rig.listSearch('searchAdAccounts');
		expect(all.results.map((r) => r.value).sort()).toEqual([AD_ACCOUNT_LA, AD_ACCOUNT_BERLIN, AD_ACCOUNT_NEW_YORK, AD_ACCOUNT_LONDON].sort());
		const berlin = all.results.find((r) => r.value === AD_ACCOUNT_BERLIN);
		expect(berlin?.description).toMatch(/Europe\/Berlin/);
		// n8n 2.40's list shows only the name: time zone and currency go into it.
		expect(berlin?.name).toBe('Acme DE · Europe/Berlin · EUR');
		const filtered = await rig.listSearch('searchAdAccounts', { filter: 'uk' });
		expect(filtered.results.map((r) => r.value)).toEqual([AD_ACCOUNT_LONDON]);
	});

	it('lists the events of the chosen account a page at a time', async () => {
		rig.emulator.seedEventDetails(AD_ACCOUNT_BERLIN, 60);
		const first = await rig.listSearch('searchEventDetails', { parameters: { adAccountId: rl(AD_ACCOUNT_BERLIN) } });
		expect(first.results).toHaveLength(50);
		expect(first.results[0].description).toMatch(/^Starts \d{4}-\d\d-\d\dT/);
		// The start, in the event's own zone, goes into the shown name.
		expect(first.results[0].name).toMatch(/^.+ · \d{4}-\d\d-\d\d \d\d:\d\d Europe\/Berlin$/);
		expect(first.paginationToken).toBeTruthy();
		const second = await rig.listSearch('searchEventDetails', {
			parameters: { adAccountId: rl(AD_ACCOUNT_BERLIN) },
			paginationToken: first.paginationToken as string,
		});
		expect(second.results).toHaveLength(10);
		expect(second.paginationToken).toBeUndefined();
	});

	it('asks for an ad account first when none is chosen', async () => {
		await expect(rig.listSearch('searchEventDetails', { parameters: { adAccountId: rl('', 'list') } })).rejects.toThrow(
			'Choose an Ad Account first to list its event details',
		);
	});
});

describe('Tokens', () => {
	it('a revoked refresh token gives a clear "reconnect the credential" error', async () => {
		const fresh = await startRig();
		try {
			fresh.emulator.revokeRefreshToken(fresh.tokens.refreshToken);
			fresh.emulator.expireAllAccessTokens();
			const result = await fresh.run(getAll({ returnAll: true }));
			expect(result.error?.message).toMatch(/needs to be reconnected/);
			for (const secret of fresh.secrets()) expect(visibleText(result)).not.toContain(secret);
		} finally {
			await fresh.close();
		}
	});

	it('no token or secret appears in any output, error or log line of these runs', async () => {
		const [event] = rig.emulator.seedEventDetails(AD_ACCOUNT_LA, 1);
		rig.emulator.expireAllAccessTokens();
		const runs = [
			await rig.run(get(event.id)),
			await rig.run(get(MISSING)),
			await rig.run(getAll({ returnAll: true })),
			await rig.run(del(event.id)),
			await rig.run(getAll({ adAccountId: rl(AD_ACCOUNT_SINGAPORE), returnAll: true })),
		];
		const text = runs.map(visibleText).join('\n');
		for (const secret of rig.secrets()) expect(text).not.toContain(secret);
		expect(text).not.toMatch(/Bearer [A-Za-z0-9]/);
	});
});

/** Audience segments: CRUD (update as whole replace), users add/remove checks and counts, upload status, 403. */
import { createHash } from 'crypto';

import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_ACCOUNT_SINGAPORE, type Emulator } from './index';
import { MAX_USERS_PER_REQUEST } from './segments';
import { call, type Reply, useEmulatorWithUsers } from './testkit';

let em: Emulator;
let token: string;
let otherUser: string;

useEmulatorWithUsers({}, (started, user1, user2) => {
	em = started;
	token = user1;
	otherUser = user2;
});
beforeEach(() => em.reset());

const sha = (v: string) => createHash('sha256').update(v).digest('hex');
const segment = (over: Record<string, unknown> = {}) => ({
	name: 'Newsletter',
	description: 'From the CRM',
	source_type: 'FIRST_PARTY',
	retention_in_days: 9999,
	ad_account_id: AD_ACCOUNT_LA,
	...over,
});
const create = (body: unknown, account = AD_ACCOUNT_LA, t = token) => call(em, 'POST', `/v1/adaccounts/${account}/segments`, { token: t, body });
const users = (method: 'POST' | 'DELETE', id: string, schema: string, data: unknown[], t = token) =>
	call(em, method, `/v1/segments/${id}/users`, { token: t, body: { users: [{ schema: [schema], data }] } });
const rows = (values: string[]) => values.map((v) => [sha(v)]);

function expectBadRequest(r: Reply, words: RegExp): void {
	expect(r.status).toBe(400);
	expect(r.json).toMatchObject({ request_status: 'ERROR', error_code: expect.stringMatching(/^E\d+$/) });
	expect(r.json.debug_message).toMatch(words);
}

async function newSegment(over: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
	const r = await create({ segments: [segment(over)] });
	expect(r.status).toBe(200);
	return r.json.segments[0].segment;
}

describe('segments', () => {
	// Issue 18: Snap's segment IDs are long decimal strings ("5677923948298240"), not UUIDs.
	it('issues segment IDs as Snap does (16 decimal digits), and refuses a malformed one in the path with 400', async () => {
		const a = await newSegment();
		const b = await newSegment({ name: 'Other' });
		expect(a.id).toMatch(/^[1-9][0-9]{15}$/);
		expect(b.id).toMatch(/^[1-9][0-9]{15}$/);
		expect(a.id).not.toBe(b.id);
		expectBadRequest(await call(em, 'GET', '/v1/segments/5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60', { token }), /segment id/);
		expect((await call(em, 'GET', '/v1/segments/5677923948298240', { token })).status).toBe(404);
	});

	it('create answers the segment with service fields; get and list find it', async () => {
		const s = await newSegment();
		expect(s).toMatchObject({
			name: 'Newsletter',
			retention_in_days: 9999,
			status: 'ACTIVE',
			upload_status: 'NO_UPLOAD',
			targetable_status: 'NOT_READY',
			approximate_number_users: 0,
		});
		const got = await call(em, 'GET', `/v1/segments/${s.id}`, { token });
		expect(got.json.segments[0]).toEqual({ sub_request_status: 'SUCCESS', segment: s });
		await newSegment({ name: 'Second' });
		await newSegment({ name: 'Third' });
		const page1 = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA}/segments?limit=50`, { token });
		expect(page1.json.segments.map((w: { segment: { name: string } }) => w.segment.name)).toEqual(['Newsletter', 'Second', 'Third']);
		const berlin = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_BERLIN}/segments`, { token });
		expect(berlin.json.segments).toEqual([]);
	});

	it('create refuses a name over 375 characters, a wrong source type and a retention out of range', async () => {
		expectBadRequest(await create({ segments: [segment({ name: 'x'.repeat(376) })] }), /name/);
		expectBadRequest(await create({ segments: [segment({ source_type: 'PIXEL' })] }), /source_type/);
		expectBadRequest(await create({ segments: [segment({ retention_in_days: 10000 })] }), /retention_in_days/);
		expectBadRequest(await create({ segments: [segment({ status: 'ACTIVE' })] }), /not recognized.*status/);
		expect(em.segments.list(AD_ACCOUNT_LA)).toEqual([]);
	});

	it('update replaces the whole segment: a caller field left out is gone', async () => {
		const s = await newSegment();
		const withoutDescription = segment({ name: 'Renamed' });
		delete (withoutDescription as { description?: string }).description;
		const r = await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/segments`, { token, body: { segments: [{ id: s.id, ...withoutDescription }] } });
		expect(r.status).toBe(200);
		expect(r.json.segments[0].segment.name).toBe('Renamed');
		expect(em.segments.get(s.id as string)).not.toHaveProperty('description');
		const missingName = await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/segments`, { token, body: { segments: [{ id: s.id, ...segment({ name: undefined }) }] } });
		expectBadRequest(missingName, /Required property is missing.*name/);
	});

	it('delete removes it; then get is 404', async () => {
		const s = await newSegment();
		expect((await call(em, 'DELETE', `/v1/segments/${s.id}`, { token })).status).toBe(200);
		expect((await call(em, 'GET', `/v1/segments/${s.id}`, { token })).status).toBe(404);
	});

	it('a foreign ad account or segment is 403', async () => {
		const s = await newSegment();
		expect((await create({ segments: [segment({ ad_account_id: AD_ACCOUNT_SINGAPORE })] }, AD_ACCOUNT_SINGAPORE)).status).toBe(403);
		expect((await call(em, 'GET', `/v1/segments/${s.id}`, { token: otherUser })).status).toBe(403);
		expect((await users('POST', s.id as string, 'EMAIL_SHA256', rows(['a@example.com']), otherUser)).status).toBe(403);
		expect(em.segments.counts(s.id as string).added.EMAIL_SHA256).toBe(0);
	});
});

describe('segment users', () => {
	it('add and remove keep per-schema counts; a repeated hash is not added twice', async () => {
		const s = await newSegment();
		const id = s.id as string;
		const add = await users('POST', id, 'EMAIL_SHA256', rows(['a@example.com', 'b@example.com', 'c@example.com']));
		expect(add.json).toMatchObject({ request_status: 'SUCCESS', users: [{ sub_request_status: 'SUCCESS', user: { number_uploaded_users: 3 } }] });
		await users('POST', id, 'EMAIL_SHA256', rows(['a@example.com']));
		await users('POST', id, 'PHONE_SHA256', rows(['14155550100']));
		const removed = await users('DELETE', id, 'EMAIL_SHA256', rows(['b@example.com', 'never@example.com']));
		expect(removed.status).toBe(200);
		expect(em.segments.counts(id)).toEqual({
			current: { EMAIL_SHA256: 2, PHONE_SHA256: 1, MOBILE_AD_ID_SHA256: 0 },
			added: { EMAIL_SHA256: 3, PHONE_SHA256: 1, MOBILE_AD_ID_SHA256: 0 },
			removed: { EMAIL_SHA256: 1, PHONE_SHA256: 0, MOBILE_AD_ID_SHA256: 0 },
		});
		expect(em.segments.users(id, 'EMAIL_SHA256')).toEqual([sha('a@example.com'), sha('c@example.com')]);
	});

	it.each([
		['a plain email', [['john@example.com']], /data\[0\] is not a SHA-256 hash/],
		['uppercase hex', [[sha('x').toUpperCase()]], /data\[0\] is not a SHA-256 hash/],
		['a short hash', [[sha('x')], [sha('y').slice(1)]], /data\[1\] is not a SHA-256 hash/],
		['a number', [[42]], /not a SHA-256 hash/],
		['two values in a row', [[sha('x'), sha('y')]], /not a SHA-256 hash/],
	])('refuses %s with a 400 that does not repeat the value, and stores nothing', async (_what, data, words) => {
		const s = await newSegment();
		const r = await users('POST', s.id as string, 'EMAIL_SHA256', data);
		expectBadRequest(r, words);
		expect(r.text).not.toContain('john@example.com');
		expect(em.segments.counts(s.id as string).current.EMAIL_SHA256).toBe(0);
	});

	it('refuses an unknown schema, two schemas, and more than 100,000 identifiers per request', async () => {
		const s = await newSegment();
		const id = s.id as string;
		expectBadRequest(await users('POST', id, 'EMAIL', rows(['a@example.com'])), /schema/);
		const two = await call(em, 'POST', `/v1/segments/${id}/users`, {
			token,
			body: { users: [{ schema: ['EMAIL_SHA256', 'PHONE_SHA256'], data: [[sha('a'), sha('b')]] }] },
		});
		expectBadRequest(two, /schema/);
		const hash = sha('same');
		const tooMany = Array.from({ length: MAX_USERS_PER_REQUEST + 1 }, () => [hash]);
		expectBadRequest(await users('POST', id, 'EMAIL_SHA256', tooMany), /at most 100000/);
		const exactly = await users('POST', id, 'EMAIL_SHA256', tooMany.slice(1));
		expect(exactly.json.users[0].user.number_uploaded_users).toBe(MAX_USERS_PER_REQUEST);
	});

	it('upload status, targetable status and user count change after an upload, once processing is done', async () => {
		const s = await newSegment();
		const id = s.id as string;
		await users('POST', id, 'EMAIL_SHA256', rows(Array.from({ length: 1000 }, (_, i) => `u${i}@example.com`)));
		expect(em.segments.get(id)).toMatchObject({ upload_status: 'PROCESSING', targetable_status: 'NOT_READY', approximate_number_users: 0 });
		em.advanceTime(61);
		expect(em.segments.get(id)).toMatchObject({ upload_status: 'COMPLETE', targetable_status: 'READY', approximate_number_users: 1000 });
		await users('DELETE', id, 'EMAIL_SHA256', rows(['u0@example.com']));
		expect(em.segments.get(id)).toMatchObject({ upload_status: 'PROCESSING', approximate_number_users: 1000 });
		em.advanceTime(61);
		expect(em.segments.get(id)).toMatchObject({ upload_status: 'COMPLETE', targetable_status: 'TOO_FEW_USERS', approximate_number_users: 999 });
	});

	it('can leave out the users element or its count from the next answers', async () => {
		const s = await newSegment();
		em.segments.answerNext('no-users');
		em.segments.answerNext('no-count');
		const first = await users('POST', s.id as string, 'EMAIL_SHA256', rows(['a@example.com']));
		expect(first.json).not.toHaveProperty('users');
		const second = await users('POST', s.id as string, 'EMAIL_SHA256', rows(['b@example.com']));
		expect(second.json.users[0].user).toEqual({});
		const third = await users('POST', s.id as string, 'EMAIL_SHA256', rows(['c@example.com']));
		expect(third.json.users[0].user.number_uploaded_users).toBe(1);
		em.segments.answerNext('complete');
		em.segments.answerNext('refused');
		expect((await users('POST', s.id as string, 'EMAIL_SHA256', rows(['d@example.com']))).json.users[0].sub_request_status).toBe('SUCCESS');
		const refused = await users('POST', s.id as string, 'EMAIL_SHA256', rows(['e@example.com']));
		expect(refused.json.users[0]).toMatchObject({ sub_request_status: 'ERROR', sub_request_error_reason: expect.stringMatching(/E2002/) });
		expect(em.segments.users(s.id as string, 'EMAIL_SHA256')).toHaveLength(4);
	});
});

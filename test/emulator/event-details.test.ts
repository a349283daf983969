/** Contract 2.3, 2.4 and 4.4 to 4.7: create, get, list (paging) and delete Event Details. */
import {
	ALLOWED_TIME_ZONES,
	AD_ACCOUNT_BERLIN,
	AD_ACCOUNT_LA,
	AD_ACCOUNT_LONDON,
	AD_ACCOUNT_NEW_YORK,
	parseStartTime,
	startEmulator,
	type Emulator,
} from './index';
import { TIMESTAMP, UUID_V4, call } from './testkit';

let t = Date.UTC(2026, 3, 10, 8, 30, 15, 123);
let em: Emulator;
let tok: string;

beforeAll(async () => {
	em = await startEmulator({ now: () => t });
	tok = em.issueTokens('user-1').accessToken;
});
afterAll(async () => {
	await em.close();
});
beforeEach(() => em.reset());

const url = (acc: string) => `/v1/adaccounts/${acc}/event_details`;
const el = (over: Record<string, unknown> = {}) => ({
	ad_account_id: AD_ACCOUNT_LA,
	event_name: 'Summer Sale',
	event_start_time: '2026-07-01T17:00:00Z',
	...over,
});
const create = (elements: unknown[], acc = AD_ACCOUNT_LA) => call(em, 'POST', url(acc), { token: tok, body: { event_details: elements } });

describe('create (4.4)', () => {
	it('creates all valid elements with the 2.4 envelope and the stored entity', async () => {
		const r = await create([el(), el({ event_name: 'Second', event_time_zone: 'Europe/Berlin', event_start_time: '2026-12-24' })]);
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('SUCCESS');
		expect(r.json.request_id).toMatch(/^[0-9a-f]{32}$/);
		expect(r.json.paging).toBeUndefined();
		expect(r.json.event_details).toHaveLength(2);
		const [a, b] = r.json.event_details;
		expect(a.sub_request_status).toBe('SUCCESS');
		expect(Object.keys(a.event_detail)).toEqual(['id', 'created_at', 'updated_at', 'event_name', 'event_start_time', 'event_time_zone', 'ad_account_id']);
		expect(a.event_detail).toEqual({
			id: expect.stringMatching(UUID_V4),
			created_at: '2026-04-10T08:30:15.123Z',
			updated_at: '2026-04-10T08:30:15.123Z',
			event_name: 'Summer Sale',
			event_start_time: '2026-07-01T17:00:00.000Z',
			event_time_zone: 'America/Los_Angeles',
			ad_account_id: AD_ACCOUNT_LA,
		});
		expect(b.event_detail).toMatchObject({ event_name: 'Second', event_time_zone: 'Europe/Berlin', event_start_time: '2026-12-24T00:00:00.000Z' });
		expect(a.event_detail.id).not.toBe(b.event_detail.id);
		expect(em.eventDetails(AD_ACCOUNT_LA)).toEqual([a.event_detail, b.event_detail]);
	});

	it('normalises every accepted start time form to UTC, honouring offsets', async () => {
		const cases: Array<[string, string]> = [
			['2026-03-08', '2026-03-08T00:00:00.000Z'],
			['2026-03-08T09:05', '2026-03-08T09:05:00.000Z'],
			['2026-03-08T09:05:07', '2026-03-08T09:05:07.000Z'],
			['2026-03-08T09:05:07.250', '2026-03-08T09:05:07.250Z'],
			['2026-03-08T09:05:07.250Z', '2026-03-08T09:05:07.250Z'],
			['2026-03-08T09:05+02:00', '2026-03-08T07:05:00.000Z'],
			['2026-03-08T01:30:00-08:00', '2026-03-08T09:30:00.000Z'],
			['2026-12-31T23:30:00-05:30', '2027-01-01T05:00:00.000Z'],
			['2026-01-01T00:15:00+05:45', '2025-12-31T18:30:00.000Z'],
			['2028-02-29T12:00:00Z', '2028-02-29T12:00:00.000Z'],
		];
		const r = await create(cases.map(([v], i) => el({ event_name: `e${i}`, event_start_time: v })));
		expect(r.json.request_status).toBe('SUCCESS');
		expect(r.json.event_details.map((d: { event_detail: { event_start_time: string } }) => d.event_detail.event_start_time)).toEqual(cases.map(([, want]) => want));
	});

	it('mixed valid and invalid elements: 200 PARTIAL, per-element reasons in input order, valid ones stored', async () => {
		const r = await create([
			el({ event_name: 'ok 1' }),
			el({ event_time_zone: 'america/los_angeles' }),
			el({ event_name: 'ok 2' }),
			el({ event_start_time: '2026-02-30' }),
			el({ event_name: '' }),
		]);
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('PARTIAL');
		const d = r.json.event_details;
		expect(d.map((x: { sub_request_status: string }) => x.sub_request_status)).toEqual(['SUCCESS', 'ERROR', 'SUCCESS', 'ERROR', 'ERROR']);
		expect(d[1].sub_request_error_reason).toBe('Error code: E2002, message: Property value is not allowed : [event_time_zone]');
		expect(d[3].sub_request_error_reason).toBe('Error code: E2002, message: Property value is not allowed : [event_start_time]');
		expect(d[4].sub_request_error_reason).toBe('Error code: E2002, message: Property value is not allowed : [event_name]');
		expect(d[1].event_detail).toEqual(el({ event_time_zone: 'america/los_angeles' }));
		expect(d[1].event_detail.id).toBeUndefined();
		expect(em.eventDetails(AD_ACCOUNT_LA).map((e) => e.event_name)).toEqual(['ok 1', 'ok 2']);
	});

	it('all elements invalid: HTTP 400, request_status ERROR, the same per-element array, nothing stored', async () => {
		const r = await create([el({ event_name: undefined }), el({ ad_account_id: AD_ACCOUNT_BERLIN })]);
		expect(r.status).toBe(400);
		expect(r.json.request_status).toBe('ERROR');
		expect(r.json.error_code).toBe('E2001');
		expect(r.json.event_details).toEqual([
			{ sub_request_status: 'ERROR', sub_request_error_reason: 'Error code: E2001, message: Required property is missing : [event_name]', event_detail: el({ event_name: undefined }) },
			{ sub_request_status: 'ERROR', sub_request_error_reason: 'Error code: E2002, message: Property value is not allowed : [ad_account_id]', event_detail: el({ ad_account_id: AD_ACCOUNT_BERLIN }) },
		]);
		expect(em.eventDetails()).toEqual([]);
	});

	it('event_name: 300 code points accepted, 301 refused (emoji count as one)', async () => {
		const emoji300 = '🎉'.repeat(300); // 600 UTF-16 units
		const r = await create([el({ event_name: emoji300 }), el({ event_name: 'a'.repeat(299) + '🎉🎉' }), el({ event_name: 'x'.repeat(301) })]);
		expect(r.json.event_details.map((x: { sub_request_status: string }) => x.sub_request_status)).toEqual(['SUCCESS', 'ERROR', 'ERROR']);
		expect(r.json.event_details[0].event_detail.event_name).toBe(emoji300);
	});

	it('event_time_zone defaults to the ad account time zone; only the 67 exact values are allowed', async () => {
		expect(ALLOWED_TIME_ZONES).toHaveLength(67);
		const ny = await create([el({ ad_account_id: AD_ACCOUNT_NEW_YORK })], AD_ACCOUNT_NEW_YORK);
		expect(ny.json.event_details[0].event_detail.event_time_zone).toBe('America/New_York');
		const ldn = await create([el({ ad_account_id: AD_ACCOUNT_LONDON, event_time_zone: null })], AD_ACCOUNT_LONDON);
		expect(ldn.json.event_details[0].event_detail.event_time_zone).toBe('Europe/London');
		const all = await create(ALLOWED_TIME_ZONES.map((z) => el({ event_time_zone: z })));
		expect(all.json.request_status).toBe('SUCCESS');
		const bad = await create(['utc', 'Europe/Kyiv', 'US/Pacific', 'EUROPE/BERLIN', '', 'Etc/UTC', 5].map((z) => el({ event_time_zone: z })));
		expect(bad.status).toBe(400);
		for (const d of bad.json.event_details) expect(d.sub_request_error_reason).toContain('[event_time_zone]');
	});

	it('refuses invalid start times', async () => {
		const values = [
			'2026-02-30', '2026-13-01', '2026-04-31', '2026-07-01T24:00', '2026-07-01T12:60', '2026-07-01T12:00:60',
			'2026-07-01 12:00', '2026-07-01T12', '2026/07/01', '07/01/2026', '2026-7-1', '2026-07-01T12:00:00+0200',
			'2026-07-01Z', 'tomorrow', '', '2026-07-01T12:00:00z', '2027-02-29', 1783000000000,
		];
		const r = await create(values.map((v) => el({ event_start_time: v })));
		expect(r.status).toBe(400);
		expect(r.json.event_details.every((d: { sub_request_error_reason: string }) => d.sub_request_error_reason.includes('[event_start_time]'))).toBe(true);
	});

	it('ad_account_id must be present and equal to the path account; unknown fields are refused per element', async () => {
		const r = await create([
			el({ ad_account_id: undefined }),
			el({ ad_account_id: AD_ACCOUNT_BERLIN }),
			el({ id: '11111111-1111-4111-8111-111111111111' }),
			el({ colour: 'red' }),
			'not an object',
			el(),
		]);
		expect(r.json.request_status).toBe('PARTIAL');
		expect(r.json.event_details.map((d: { sub_request_error_reason?: string }) => d.sub_request_error_reason)).toEqual([
			'Error code: E2001, message: Required property is missing : [ad_account_id]',
			'Error code: E2002, message: Property value is not allowed : [ad_account_id]',
			'Error code: E2002, message: Property is not recognized : [id]',
			'Error code: E2002, message: Property is not recognized : [colour]',
			'Error code: E2002, message: Property value is not allowed : [event_details]',
			undefined,
		]);
	});

	it('body errors: non-JSON, wrong content type, missing or empty event_details', async () => {
		const bad = await call(em, 'POST', url(AD_ACCOUNT_LA), { token: tok, rawBody: '{"event_details": [' });
		expect([bad.status, bad.json.request_status, bad.json.error_code]).toEqual([400, 'ERROR', 'E1001']);
		const text = await call(em, 'POST', url(AD_ACCOUNT_LA), { token: tok, rawBody: JSON.stringify({ event_details: [el()] }), contentType: 'text/plain' });
		expect([text.status, text.json.error_code]).toEqual([415, 'E1001']);
		for (const body of [{}, { event_details: [] }, { event_details: {} }, [el()], null]) {
			const r = await call(em, 'POST', url(AD_ACCOUNT_LA), { token: tok, rawBody: JSON.stringify(body) });
			expect([r.status, r.json.error_code]).toEqual([400, 'E1001']);
		}
		const empty = await call(em, 'POST', url(AD_ACCOUNT_LA), { token: tok, rawBody: '' });
		expect(empty.status).toBe(400);
		expect(em.eventDetails()).toEqual([]);
	});

	it('parseStartTime agrees with Date for valid values', () => {
		expect(parseStartTime('2026-03-29T02:30:00+01:00')).toBe(Date.parse('2026-03-29T01:30:00Z'));
		expect(parseStartTime('2026-02-29')).toBeUndefined();
	});
});

describe('get (4.5) and delete (4.7)', () => {
	it('get answers exactly one element', async () => {
		const [ev] = em.seedEventDetails(AD_ACCOUNT_LA, [{ event_name: 'Launch', event_start_time: '2026-09-01T10:00:00-07:00' }]);
		expect(ev.event_start_time).toBe('2026-09-01T17:00:00.000Z');
		const r = await call(em, 'GET', `/v1/event_details/${ev.id}`, { token: tok });
		expect(r.status).toBe(200);
		expect(r.json).toEqual({
			request_status: 'SUCCESS',
			request_id: expect.stringMatching(/^[0-9a-f]{32}$/),
			event_details: [{ sub_request_status: 'SUCCESS', event_detail: ev }],
		});
		expect(ev.created_at).toMatch(TIMESTAMP);
	});

	it('delete answers lowercase success with ads: [], and the entity is gone for good', async () => {
		const [ev, keep] = em.seedEventDetails(AD_ACCOUNT_LA, 2);
		const r = await call(em, 'DELETE', `/v1/event_details/${ev.id}`, { token: tok });
		expect(r.status).toBe(200);
		expect(r.json).toEqual({ request_status: 'success', request_id: expect.stringMatching(/^[0-9a-f]{32}$/), ads: [] });
		expect(r.json.event_details).toBeUndefined();
		const again = await call(em, 'DELETE', `/v1/event_details/${ev.id}`, { token: tok });
		expect([again.status, again.json.error_code]).toEqual([404, 'E3003']);
		const get = await call(em, 'GET', `/v1/event_details/${ev.id}`, { token: tok });
		expect([get.status, get.json.error_code]).toEqual([404, 'E3003']);
		expect(em.eventDetails(AD_ACCOUNT_LA).map((e) => e.id)).toEqual([keep.id]);
		const unknown = await call(em, 'GET', '/v1/event_details/0b0b0b0b-0000-4000-8000-000000000000', { token: tok });
		expect(unknown.status).toBe(404);
	});
});

describe('list (4.6) and paging', () => {
	const ids = (r: { json: { event_details: Array<{ event_detail: { id: string } }> } }) => r.json.event_details.map((d) => d.event_detail.id);

	it('lists one account only, ordered by created_at, with an empty paging on the last page', async () => {
		const first = em.seedEventDetails(AD_ACCOUNT_LA, 2);
		t += 1000;
		em.seedEventDetails(AD_ACCOUNT_BERLIN, 1);
		const second = em.seedEventDetails(AD_ACCOUNT_LA, 1);
		const r = await call(em, 'GET', url(AD_ACCOUNT_LA), { token: tok });
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('SUCCESS');
		expect(r.json.paging).toEqual({});
		expect(ids(r)).toEqual([...first, ...second].map((e) => e.id));
		expect(r.json.event_details.every((d: { sub_request_status: string }) => d.sub_request_status === 'SUCCESS')).toBe(true);
		const empty = await call(em, 'GET', url(AD_ACCOUNT_NEW_YORK), { token: tok });
		expect([empty.json.event_details, empty.json.paging]).toEqual([[], {}]);
	});

	it('limit must be 50..1000', async () => {
		for (const limit of ['49', '1001', '0', '-5', 'abc', '', '50.5']) {
			const r = await call(em, 'GET', `${url(AD_ACCOUNT_LA)}?limit=${limit}`, { token: tok });
			expect([limit, r.status, r.json.error_code]).toEqual([limit, 400, 'E1001']);
		}
		for (const limit of ['50', '1000']) expect((await call(em, 'GET', `${url(AD_ACCOUNT_LA)}?limit=${limit}`, { token: tok })).status).toBe(200);
	});

	it('pages with an absolute next_link carrying cursor and limit, until the last page', async () => {
		const seeded = em.seedEventDetails(AD_ACCOUNT_LA, 120);
		const p1 = await call(em, 'GET', `${url(AD_ACCOUNT_LA)}?limit=50`, { token: tok });
		expect(ids(p1)).toEqual(seeded.slice(0, 50).map((e) => e.id));
		const next = new URL(p1.json.paging.next_link);
		expect(next.origin).toBe(em.baseUrl);
		expect(next.pathname).toBe(url(AD_ACCOUNT_LA));
		expect(next.searchParams.get('limit')).toBe('50');
		expect(next.searchParams.get('cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
		const p2 = await call(em, 'GET', p1.json.paging.next_link, { token: tok });
		expect(ids(p2)).toEqual(seeded.slice(50, 100).map((e) => e.id));
		const p3 = await call(em, 'GET', p2.json.paging.next_link, { token: tok });
		expect(ids(p3)).toEqual(seeded.slice(100).map((e) => e.id));
		expect(p3.json.paging).toEqual({});
	});

	it('without limit a page holds up to 1000', async () => {
		em.seedEventDetails(AD_ACCOUNT_LA, 1001);
		const r = await call(em, 'GET', url(AD_ACCOUNT_LA), { token: tok });
		expect(r.json.event_details).toHaveLength(1000);
		expect(new URL(r.json.paging.next_link).searchParams.get('limit')).toBe('1000');
		const last = await call(em, 'GET', r.json.paging.next_link, { token: tok });
		expect(last.json.event_details).toHaveLength(1);
		expect(last.json.paging).toEqual({});
	});

	it('an exact multiple of the page size ends with a page whose paging is empty', async () => {
		em.seedEventDetails(AD_ACCOUNT_LA, 50);
		const r = await call(em, 'GET', `${url(AD_ACCOUNT_LA)}?limit=50`, { token: tok });
		expect(r.json.event_details).toHaveLength(50);
		expect(r.json.paging).toEqual({});
	});

	it('invalid cursors are 400, and a cursor of another account is refused', async () => {
		em.seedEventDetails(AD_ACCOUNT_LA, 60);
		em.seedEventDetails(AD_ACCOUNT_BERLIN, 60);
		const la = await call(em, 'GET', `${url(AD_ACCOUNT_LA)}?limit=50`, { token: tok });
		const cursor = new URL(la.json.paging.next_link).searchParams.get('cursor') as string;
		for (const c of ['garbage!', 'eyJ4Ijox', cursor.slice(0, -3)]) {
			const r = await call(em, 'GET', `${url(AD_ACCOUNT_LA)}?limit=50&cursor=${encodeURIComponent(c)}`, { token: tok });
			expect([r.status, r.json.error_code]).toEqual([400, 'E1001']);
		}
		const other = await call(em, 'GET', `${url(AD_ACCOUNT_BERLIN)}?limit=50&cursor=${cursor}`, { token: tok });
		expect(other.status).toBe(400);
	});

	it('deleting between pages neither skips nor repeats entities', async () => {
		const seeded = em.seedEventDetails(AD_ACCOUNT_LA, 100);
		const p1 = await call(em, 'GET', `${url(AD_ACCOUNT_LA)}?limit=50`, { token: tok });
		await call(em, 'DELETE', `/v1/event_details/${seeded[10].id}`, { token: tok });
		const p2 = await call(em, 'GET', p1.json.paging.next_link, { token: tok });
		expect(ids(p2)).toEqual(seeded.slice(50).map((e) => e.id));
	});

	it('maxPageSize caps a page whatever limit says; nextLinkOrigin sets the next_link origin', async () => {
		const e = await startEmulator({ maxPageSize: 7, nextLinkOrigin: 'https://adsapi.snapchat.com' });
		try {
			const k = e.issueTokens().accessToken;
			const seeded = e.seedEventDetails(AD_ACCOUNT_LA, 20);
			const p1 = await call(e, 'GET', `${url(AD_ACCOUNT_LA)}?limit=100`, { token: k });
			expect(p1.json.event_details).toHaveLength(7);
			const next = new URL(p1.json.paging.next_link);
			expect(next.origin).toBe('https://adsapi.snapchat.com');
			expect(next.searchParams.get('limit')).toBe('100');
			// the client rebuilds the link on the API host from its path and query
			const seen: string[] = [...ids(p1)];
			let link: string | undefined = p1.json.paging.next_link;
			while (link) {
				const u = new URL(link);
				const r = await call(e, 'GET', `${u.pathname}${u.search}`, { token: k });
				seen.push(...ids(r));
				link = r.json.paging.next_link;
			}
			expect(seen).toEqual(seeded.map((x) => x.id));
		} finally {
			await e.close();
		}
	});
});

describe('store helpers', () => {
	it('seedEventDetails bypasses HTTP and reset empties the store but keeps tokens', async () => {
		em.clearLog();
		em.seedEventDetails(AD_ACCOUNT_BERLIN, 3);
		expect(em.requestLog).toHaveLength(0);
		expect(em.eventDetails(AD_ACCOUNT_BERLIN)).toHaveLength(3);
		expect(em.eventDetails(AD_ACCOUNT_BERLIN)[0].event_time_zone).toBe('Europe/Berlin');
		expect(() => em.seedEventDetails('00000000-0000-4000-8000-000000000000', 1)).toThrow();
		em.reset();
		expect(em.eventDetails()).toEqual([]);
		expect((await call(em, 'GET', '/v1/me', { token: tok })).status).toBe(200);
	});
});

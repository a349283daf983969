/**
 * The emulator's Conversions API area over HTTP: the token in the query string, per-asset access,
 * and every refusal Snap makes (spec conversions-api.md) with answers shaped like the spec's,
 * never echoing a refused value.
 */
import { createHash } from 'crypto';

import { CAPI_APP_ID, CAPI_FOREIGN_PIXEL_ID, CAPI_PIXEL_ID, CAPI_TOKEN, startEmulator, type Emulator } from './index';
import { MAX_CAPI_EVENTS } from './conversions';
import { call } from './testkit';

let em: Emulator;
beforeAll(async () => {
	em = await startEmulator();
});
afterAll(async () => {
	await em.close();
});
beforeEach(() => em.reset());

const sha = (v: string) => createHash('sha256').update(v).digest('hex');
const now = () => Math.floor(Date.now() / 1000);
const webEvent = (over: Record<string, unknown> = {}) => ({
	event_name: 'PURCHASE',
	event_time: now() - 60,
	action_source: 'WEB',
	event_source_url: 'https://shop.example.com/thanks',
	event_id: 'order-1',
	user_data: { em: [sha('person@example.com')] },
	custom_data: { currency: 'USD', value: '142.52' },
	...over,
});
const path = (asset = CAPI_PIXEL_ID, suffix = '', token = CAPI_TOKEN) => `/v3/${asset}/events${suffix}?access_token=${encodeURIComponent(token)}`;

describe('refusals', () => {
	it('a wrong or missing token is 401, a foreign Pixel 403, and nothing is recorded', async () => {
		expect((await call(em, 'POST', path(CAPI_PIXEL_ID, '', 'nope'), { body: { data: [webEvent()] } })).status).toBe(401);
		expect((await call(em, 'POST', `/v3/${CAPI_PIXEL_ID}/events`, { body: { data: [webEvent()] } })).status).toBe(401);
		const foreign = await call(em, 'POST', path(CAPI_FOREIGN_PIXEL_ID), { body: { data: [webEvent()] } });
		expect([foreign.status, foreign.json.status]).toEqual([403, 'INVALID']);
		expect(em.conversions.events()).toHaveLength(0);
	});

	it('more than 2,000 events, an empty or missing data array: 400', async () => {
		const many = Array.from({ length: MAX_CAPI_EVENTS + 1 }, (_, i) => webEvent({ event_id: `o-${i}` }));
		const tooMany = await call(em, 'POST', path(), { body: { data: many } });
		expect([tooMany.status, tooMany.json.reason]).toEqual([400, 'data holds 2001 events; at most 2000 are allowed per request']);
		expect((await call(em, 'POST', path(), { body: { data: [] } })).status).toBe(400);
		expect((await call(em, 'POST', path(), { rawBody: '{nope' })).status).toBe(400);
		expect(em.conversions.events()).toHaveLength(0);
	});

	const cases: Array<[string, Record<string, unknown>, string | string[]]> = [
		['web without event_source_url', { event_source_url: undefined }, 'MISSING_EVENT_SOURCE_URL'],
		['app without extinfo', { action_source: 'MOBILE_APP', event_source_url: undefined }, 'MISSING_EXTINFO'],
		['an uppercase hash', { user_data: { em: [sha('a@b.co').toUpperCase()] } }, 'INVALID_HASHED_VALUE'],
		['a plain email', { user_data: { em: ['person@example.com'] } }, 'INVALID_HASHED_VALUE'],
		['an event older than 37 days', { event_time: now() - 38 * 86_400 }, 'EVENT_TOO_OLD'],
		['milliseconds', { event_time: Date.now() }, 'INVALID_EVENT_TIME'],
		['no match key', { user_data: { client_ip_address: '203.0.113.9' } }, 'MISSING_MATCH_KEY'],
		['a PURCHASE without value', { custom_data: { currency: 'USD' } }, 'MISSING_VALUE'],
		['a PURCHASE without currency', { custom_data: { value: '1' } }, 'MISSING_CURRENCY'],
		['a PURCHASE without custom_data', { custom_data: undefined }, ['MISSING_VALUE', 'MISSING_CURRENCY']],
		['the v2-style madid key (v3 names it mobile_ad_id) as the only key', { user_data: { madid: 'ad-1' } }, 'MISSING_MATCH_KEY'],
		['a plain external_id', { user_data: { em: [sha('person@example.com')], external_id: ['CUST-1'] } }, 'INVALID_HASHED_VALUE'],
		['a lowercase event name', { event_name: 'Purchase' }, 'INVALID_EVENT_NAME'],
		['an unknown action source', { action_source: 'STORE' }, 'INVALID_ACTION_SOURCE'],
	];
	it.each(cases)('%s: 400 naming the event, nothing recorded, no value echoed', async (_label, over, code) => {
		const reply = await call(em, 'POST', path(), { body: { data: [webEvent({ event_id: 'ok' }), webEvent(over)] } });
		expect(reply.status).toBe(400);
		expect(reply.json).toMatchObject({ status: 'INVALID', reason: 'Event failed validation', event: 1, errors: { codes: Array.isArray(code) ? code : [code] } });
		expect(reply.text).not.toMatch(/person@example\.com/);
		expect(em.conversions.events()).toHaveLength(0);
	});
});

describe('send, validate, logs, stats', () => {
	it('a valid batch is recorded; a repeated event_id is dropped as Snap deduplicates', async () => {
		const reply = await call(em, 'POST', path(), { body: { data: [webEvent(), webEvent({ event_id: 'order-2' })] } });
		expect([reply.status, reply.json]).toEqual([200, { status: 'VALID', reason: 'Events have been processed successfully.' }]);
		await call(em, 'POST', path(), { body: { data: [webEvent()] } });
		expect(em.conversions.events(CAPI_PIXEL_ID)).toHaveLength(2);
		expect(em.conversions.duplicatesDropped()).toBe(1);
	});

	it('an app event with extinfo goes to the Snap App ID', async () => {
		const app = webEvent({ action_source: 'MOBILE_APP', event_source_url: undefined, app_data: { extinfo: ['i2', 'com.example'] }, user_data: { mobile_ad_id: 'ad-1' } });
		expect((await call(em, 'POST', path(CAPI_APP_ID), { body: { data: [app] } })).status).toBe(200);
		expect(em.conversions.events(CAPI_APP_ID)).toHaveLength(1);
	});

	it('validate records nothing and answers per event; logs and stats read it back', async () => {
		const reply = await call(em, 'POST', path(CAPI_PIXEL_ID, '/validate'), { body: { data: [webEvent(), webEvent({ event_id: undefined, event_time: now() - 40 * 86_400 })] } });
		expect(reply.status).toBe(200);
		expect(reply.json).toMatchObject({
			status: 'INVALID',
			test_event: true,
			event_logs: [
				{ event: 0, status: 'VALID', warnings: [], errors: { codes: [] } },
				{ event: 1, status: 'INVALID', warnings: [expect.stringMatching(/event_id/)], errors: { codes: ['EVENT_TOO_OLD'] } },
			],
		});
		expect(em.conversions.events()).toHaveLength(0);
		const logs = await call(em, 'GET', path(CAPI_PIXEL_ID, '/validate/logs'));
		expect(logs.json.logs).toHaveLength(2);
		const stats = await call(em, 'GET', path(CAPI_PIXEL_ID, '/validate/stats'));
		// Snap's SDK schema GetStatsResponse (spec pixel-health.md §6): the validated events count as test events of the past hour.
		expect(stats.json).toMatchObject({ status: 'SUCCESS', stats: { test: { event_count_past_hour: 2, latest_event_ts: expect.any(Number) }, live: { event_count_past_hour: expect.any(Number) } } });
		expect((await call(em, 'GET', path(CAPI_PIXEL_ID, '/validate/stats', 'bad'))).status).toBe(401);
	});
});

/**
 * Issue 40 for Snapchat Conversions through n8n-core's engine against the emulator: Test Mode from
 * an expression never sends live (point 1), Snap's refusal of a test-tool read is an error (point
 * 2), a resend that fails leaves every other item its own outcome (point 6), a list of empty emails
 * is no match key (point 7).
 */
import { CAPI_PIXEL_ID } from '../emulator';
import { json } from './setup';
import { sendParams, useCapiRig } from './conversionsRig';

const rig = useCapiRig();

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const order = (n: number, over: Record<string, unknown> = {}) => ({ orderId: `order-${n}`, email: 'Person@Example.com', total: '142.52', time: hoursAgo(1), ...over });

describe('Test Mode from an expression (issue 40, point 1)', () => {
	it.each([
		['true', `/v3/${CAPI_PIXEL_ID}/events/validate`],
		[' TRUE ', `/v3/${CAPI_PIXEL_ID}/events/validate`],
		[true, `/v3/${CAPI_PIXEL_ID}/events/validate`],
		['false', `/v3/${CAPI_PIXEL_ID}/events`],
		[false, `/v3/${CAPI_PIXEL_ID}/events`],
	])('%j goes to %s', async (value, path) => {
		const result = await rig.run(sendParams({ testMode: '={{ $json.test }}' }), { input: [order(0, { test: value })] });
		expect(result.error).toBeUndefined();
		expect(rig.calls().map((c) => c.path)).toEqual([path]);
		expect(json(result.items)[0].testMode).toBe(path.endsWith('/validate'));
	});

	it.each([1, 'yes', 'on'])('%j is refused before any request, naming the item and the field', async (value) => {
		const result = await rig.run(sendParams({ testMode: '={{ $json.test }}' }), { input: [order(0, { test: value })] });
		expect(result.error?.message).toMatch(/^Invalid Test Mode in item 0: /);
		expect(rig.calls()).toHaveLength(0);
		expect(rig.emulator.conversions.events()).toHaveLength(0);
	});
});

describe('Get Test Logs and Get Test Stats (issue 40, point 2)', () => {
	it.each(['logs', 'stats'])('a 400 with a JSON body is an error with Snap\'s reason, not an output item (%s)', async (read) => {
		rig.emulator.faults.serve({ method: 'GET', path: `/v3/${CAPI_PIXEL_ID}/events/validate/${read}`, status: 400, body: { status: 'INVALID', reason: 'Pixel not found' } });
		const result = await rig.run({ operation: read === 'logs' ? 'getTestLogs' : 'getTestStats', assetId: CAPI_PIXEL_ID }, {});
		expect(result.error?.message).toMatch(/Snapchat answered HTTP 400 for the test .* Pixel not found/);
		expect(result.items).toHaveLength(0);
	});
});

describe('a resend that fails (issue 40, point 6)', () => {
	it('the refused event keeps its own reason; only the resent items take the resend\'s failure', async () => {
		// Item 1 is too old for Snapchat; the resend of items 0, 2 and 3 meets a rate limit longer than the node waits.
		rig.emulator.advanceTime(37 * 86_400 - 1800);
		rig.emulator.faults.failNext({ status: 429, retryAfterSeconds: 3600, pathPrefix: '/v3/', skip: 1 });
		const fresh = { time: hoursAgo(0.1) };
		const input = [order(0, fresh), order(1, { time: hoursAgo(3) }), order(2, fresh), order(3, fresh)];
		const result = await rig.run(sendParams(), { input, continueOnFail: true });
		rig.emulator.advanceTime(-(37 * 86_400 - 1800));
		expect(rig.calls()).toHaveLength(2);
		const out = json(result.items);
		expect(out[1]).toMatchObject({ outcome: 'refused', snapCodes: ['EVENT_TOO_OLD'] });
		for (const k of [0, 2, 3]) expect(String(out[k].error)).toMatch(/rate limit/);
	});

	it('without Continue On Fail, the run error says which item Snapchat refused', async () => {
		rig.emulator.advanceTime(37 * 86_400 - 1800);
		rig.emulator.faults.failNext({ status: 429, retryAfterSeconds: 3600, pathPrefix: '/v3/', skip: 1 });
		const fresh = { time: hoursAgo(0.1) };
		const result = await rig.run(sendParams(), { input: [order(0, fresh), order(1, { time: hoursAgo(3) })] });
		rig.emulator.advanceTime(-(37 * 86_400 - 1800));
		expect(result.error?.message).toMatch(/rate limit/);
		expect(result.error?.description).toMatch(/refused: items 1/);
		expect(result.error?.description).toMatch(/asked to wait longer than the node waits \(30 seconds per request\), so it was not sent again/);
	});
});

describe('a list of empty emails (issue 40, point 7)', () => {
	it('is no match key: the event is refused before any request', async () => {
		const result = await rig.run(sendParams({ userData: { email: '={{ $json.emails }}' } }), { input: [order(0, { emails: ['', ' '] })] });
		expect(result.error?.message).toMatch(/Invalid User Data in item 0: User Data has no match key/);
		expect(rig.calls()).toHaveLength(0);
	});
});

/**
 * Issue 15, items 1, 3 and 8: Create answers that do not line up with what was sent. The emulator
 * stores every element, then answers short, reordered, with a SUCCESS element without an id, or
 * with an ERROR envelope (faults.reshapeCreateAnswer). The node matches answer elements to items by
 * name and start time where that is unambiguous; every other item's outcome is unknown, said so,
 * with what Snapchat did return, and never with advice to run it again.
 */
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA } from '../emulator';
import { createParams, rl } from './params';
import { json, useRig } from './setup';

const rig = useRig();

const START = '2027-07-01T10:00:00Z';
const named = () => createParams({ eventName: '={{ $json.name }}', eventStartTime: '={{ $json.start }}' });
const input = (...names: string[]) => names.map((name) => ({ name, start: START }));
const stored = () => rig.emulator.eventDetails();
const NO_RERUN = /run (this|these|the) items? again/i;

describe('Create: an answer shorter than what was sent (item 1)', () => {
	it('pairs the one element by name, and calls the other item unknown without inviting a re-run', async () => {
		rig.emulator.faults.reshapeCreateAnswer({ answer: [1] });
		const result = await rig.run(named(), { input: input('first', 'second') });
		const [, second] = stored();
		expect(result.items).toEqual([]);
		const error = result.error;
		expect(error?.message).toMatch(/item 0/);
		expect(error?.message).toMatch(/unknown/);
		expect(error?.message).not.toMatch(/could not be created/);
		expect(error?.description).toContain(`item 1 → ${second.id}`);
		expect(`${error?.message} ${error?.description}`).toContain(`${second.id} "second"`);
		expect(error?.description).toMatch(/may have been created/);
		expect(`${error?.message} ${error?.description}`).not.toMatch(NO_RERUN);
		expect((error as { errorResponse?: { unknownItems?: unknown } } | undefined)?.errorResponse?.unknownItems).toEqual([0]);
	});

	it('with Continue On Fail: item 0 an "outcome unknown" error item, item 1 the event "second"', async () => {
		rig.emulator.faults.reshapeCreateAnswer({ answer: [1] });
		const result = await rig.run(named(), { input: input('first', 'second'), continueOnFail: true });
		const [, second] = stored();
		expect(result.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }]);
		expect(result.items[0].json.error).toMatch(/outcome of item 0 is unknown/);
		expect(result.items[0].json.error).not.toMatch(/second/);
		expect(result.items[0].json.description).toContain(`Snapchat returned: ${second.id} "second"`);
		expect(`${result.items[0].json.error} ${result.items[0].json.description}`).not.toMatch(NO_RERUN);
		expect(result.items[1].json).toMatchObject({ id: second.id, event_name: 'second' });
	});

	it('an empty SUCCESS answer leaves every item unknown and says Snapchat returned nothing', async () => {
		rig.emulator.faults.reshapeCreateAnswer({ answer: [] });
		const result = await rig.run(named(), { input: input('a', 'b'), continueOnFail: true });
		for (const item of json(result.items)) {
			expect(item.error).toMatch(/is unknown/);
			expect(item.description).toMatch(/Snapchat returned: no event details\./);
		}
	});
});

describe('Create: an answer in another order (item 1)', () => {
	it('pairs reordered elements by name and start time', async () => {
		rig.emulator.faults.reshapeCreateAnswer({ answer: [2, 0, 1] });
		const result = await rig.run(named(), { input: input('a', 'b', 'c') });
		expect(result.error).toBeUndefined();
		expect(json(result.items).map((e) => e.event_name)).toEqual(['a', 'b', 'c']);
		expect(result.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
	});

	it('elements that match no item by name make the unmatched items unknown, never mismatched', async () => {
		// Same count as sent, but element 0 twice: "a" cannot be told apart, "b" has no element.
		rig.emulator.faults.reshapeCreateAnswer({ answer: [0, 0] });
		const result = await rig.run(named(), { input: input('a', 'b'), continueOnFail: true });
		expect(json(result.items).map((e) => e.error)).toEqual([
			expect.stringMatching(/outcome of item 0 is unknown/),
			expect.stringMatching(/outcome of item 1 is unknown/),
		]);
	});

	it('identical items answered short are all unknown: a name alone cannot say which one exists', async () => {
		rig.emulator.faults.reshapeCreateAnswer({ answer: [1] });
		const result = await rig.run(named(), { input: input('same', 'same'), continueOnFail: true });
		const [, second] = stored();
		expect(json(result.items).map((e) => e.error)).toEqual([
			expect.stringMatching(/is unknown/),
			expect.stringMatching(/is unknown/),
		]);
		expect(result.items[0].json.description).toContain(`${second.id} "same"`);
	});
});

describe('Create: a SUCCESS element without an id (item 8)', () => {
	it('is unknown (it may be stored), not "not created"; the other item is created', async () => {
		rig.emulator.faults.reshapeCreateAnswer({ withoutId: [0] });
		const result = await rig.run(named(), { input: input('first', 'second'), continueOnFail: true });
		expect(result.items[0].json.error).toMatch(/outcome of item 0 is unknown: Snapchat reported it created but returned no ID/);
		expect(result.items[0].json.error).not.toMatch(/did not create/);
		expect(`${result.items[0].json.error} ${result.items[0].json.description}`).not.toMatch(NO_RERUN);
		expect(result.items[1].json).toMatchObject({ event_name: 'second' });
	});
});

describe('Create: a 200 whose envelope says ERROR with no elements (item 3)', () => {
	it('shows Snapchat\'s message, error code and request ID', async () => {
		rig.emulator.faults.reshapeCreateAnswer({
			body: { request_status: 'ERROR', request_id: 'rid1', debug_message: 'Ad account is disabled', error_code: 'E9999' },
		});
		const result = await rig.run(named(), { input: input('first') });
		expect(result.error?.message).toMatch(/Ad account is disabled/);
		expect(result.error?.message).not.toMatch(/0 results/);
		expect(result.error?.description).toMatch(/Snap error code E9999, request ID rid1/);
	});
});

describe('Create: a whole chunk whose request may have been processed (5xx, dropped connection)', () => {
	it('calls its items unknown, never "could not be created", and lists what an earlier chunk created', async () => {
		rig.emulator.faults.failNext({ status: 500, method: 'POST', pathPrefix: `/v1/adaccounts/${AD_ACCOUNT_BERLIN}/` });
		const params = { ...named(), adAccountId: rl('={{ $json.account }}'), options: { batchSize: 1 } };
		const accounts = [AD_ACCOUNT_LA, AD_ACCOUNT_BERLIN, AD_ACCOUNT_BERLIN];
		const result = await rig.run(params, { input: input('first', 'second', 'third').map((item, i) => ({ ...item, account: accounts[i] })) });
		const [first] = stored();
		const error = result.error;
		expect(error?.message).not.toMatch(/could not be created/);
		expect(error?.message).toMatch(/outcome of 1 of 3 event details is unknown \(items 1\)/);
		expect(error?.description).toContain(`item 0 → ${first.id}`);
		expect(error?.description).toMatch(/Not sent because of the failure: items 2\./);
		expect((error as { errorResponse?: { unknownItems?: unknown } } | undefined)?.errorResponse?.unknownItems).toEqual([1]);
	});
});

// Issue 18, 4: statuses as Snap's documentation samples write them (lowercase), and a failed
// element's reason as recorded ("Error code: E3004, message: ..."), kept with the request ID.
describe('Create: lowercase statuses and a per-element reason', () => {
	const event = (id: string, name: string) => ({ id, ad_account_id: AD_ACCOUNT_BERLIN, event_name: name, event_start_time: START, event_time_zone: 'Europe/Berlin' });

	it('a lowercase "success" answer gives the created events', async () => {
		const body = {
			request_status: 'success',
			request_id: 'rid-lower',
			event_details: [
				{ sub_request_status: 'success', event_detail: event('0d1e2f30-4a5b-4c6d-8e7f-901234567890', 'first') },
				{ sub_request_status: 'success', event_detail: event('1d1e2f30-4a5b-4c6d-8e7f-901234567891', 'second') },
			],
		};
		rig.emulator.faults.reshapeCreateAnswer({ body });
		const result = await rig.run(named(), { input: input('first', 'second') });
		expect(result.error).toBeUndefined();
		expect(json(result.items).map((e) => [e.id, e.event_name])).toEqual([
			['0d1e2f30-4a5b-4c6d-8e7f-901234567890', 'first'],
			['1d1e2f30-4a5b-4c6d-8e7f-901234567891', 'second'],
		]);
	});

	it('a lowercase "error" element fails its item with Snap\'s reason and the request ID', async () => {
		const reason = 'Error code: E3004, message: Entity does not exist or you do not have permission to access it';
		const body = {
			request_status: 'partial',
			request_id: 'rid-partial',
			event_details: [
				{ sub_request_status: 'success', event_detail: event('0d1e2f30-4a5b-4c6d-8e7f-901234567890', 'first') },
				{ sub_request_status: 'error', sub_request_error_reason: reason },
			],
		};
		rig.emulator.faults.reshapeCreateAnswer({ body });
		const result = await rig.run(named(), { input: input('first', 'second'), continueOnFail: true });
		expect(result.items[0].json).toMatchObject({ id: '0d1e2f30-4a5b-4c6d-8e7f-901234567890', event_name: 'first' });
		expect(`${result.items[1].json.error} ${result.items[1].json.description}`).toContain(reason);
		expect(JSON.stringify(result.items[1].json)).toContain('rid-partial');
	});
});

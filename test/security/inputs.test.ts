/**
 * Issue 6, security: a corpus of bad inputs run through the real node (n8n-core's engine, the
 * emulator on loopback). Every one must be refused by the node's own checks with an error that
 * names the field and the item, and without a single request reaching the emulator (API or token
 * endpoint).
 *
 * Bad values come in through expressions over input items (`={{ $json.v }}`): n8n itself refuses
 * FIXED invalid resource-locator values and empty required parameters before the node runs
 * (create.test.ts shows that), so only expressions reach the node's validation.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA } from '../emulator';
import { rl } from '../node/params';
import { useRig } from '../node/setup';

const rig = useRig();

const UUID = '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60';
const EMOJI_301 = '🎉'.repeat(301);
const LONG = 'a'.repeat(100_000);
const FROM_INPUT = '={{ $json.v }}';

type Operation = 'create' | 'get' | 'delete' | 'getAll';
interface Case {
	operation: Operation;
	/** The parameter the bad value goes into. */
	param: 'eventDetailId' | 'adAccountId' | 'eventName' | 'eventTimeZone' | 'eventStartTime' | 'limit' | 'batchSize' | 'startTimeZone';
	value: unknown;
	/** Display name the error must name. */
	field: string;
	/** What the error must also say. */
	says: RegExp;
	/** Use an expression other than `={{ $json.v }}` (e.g. a literal object). */
	expression?: string;
}

const id = (operation: 'get' | 'delete', value: unknown, says = /is not a valid ID/, expression?: string): Case => ({
	operation,
	param: 'eventDetailId',
	value,
	field: 'Event Detail',
	says,
	expression,
});
const account = (operation: 'create' | 'getAll', value: unknown, says = /is not a valid ID/, expression?: string): Case => ({
	operation,
	param: 'adAccountId',
	value,
	field: 'Ad Account',
	says,
	expression,
});
const name = (value: unknown, says: RegExp, expression?: string): Case => ({ operation: 'create', param: 'eventName', value, field: 'Event Name', says, expression });
const zone = (value: unknown, says = /is not one Snapchat accepts/, expression?: string): Case => ({
	operation: 'create',
	param: 'eventTimeZone',
	value,
	field: 'Event Time Zone',
	says,
	expression,
});
const start = (value: unknown, says: RegExp, expression?: string): Case => ({
	operation: 'create',
	param: 'eventStartTime',
	value,
	field: 'Event Start Time',
	says,
	expression,
});

const CORPUS: Case[] = [
	// IDs that try to leave the path, add a query or a fragment, or are not IDs at all.
	id('get', '../../v1/me'),
	id('get', `${UUID}/../../adaccounts`),
	id('get', '%2e%2e%2f%2e%2e%2fme'),
	id('get', `%2E%2E/${UUID}`),
	id('get', `${UUID}?x=1`),
	id('get', `${UUID}#frag`),
	id('get', `${UUID}\r\nX-Injected: 1`),
	id('get', `${UUID}\u0000`),
	id('get', LONG),
	id('get', '', /is empty/),
	id('get', '   ', /is empty/),
	id('get', null, /is empty/),
	id('get', { a: 1 }, /an object is not a valid ID/, '={{ {"a":1} }}'),
	id('get', [UUID], /is not a valid ID/, `={{ ["${UUID}"] }}`),
	id('get', true, /true is not a valid ID/, '={{ true }}'),
	id('get', 12345, /12345 is not a valid ID/, '={{ 12345 }}'),
	id('delete', '../../v1/adaccounts'),
	id('delete', `${UUID}?force=true`),
	id('delete', '%2e%2e'),
	id('delete', `${UUID} ${UUID}`),
	id('delete', '５d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60'),
	id('delete', null, /is empty/),
	account('getAll', `${AD_ACCOUNT_LA}/event_details?limit=1`),
	account('getAll', '../me/organizations'),
	account('getAll', { id: AD_ACCOUNT_LA }, /an object is not a valid ID/, `={{ {"id":"${AD_ACCOUNT_LA}"} }}`),
	account('create', '%2e%2e%2fme'),
	account('create', `${AD_ACCOUNT_BERLIN}#x`),
	{ operation: 'getAll', param: 'limit', value: 0, field: 'Limit', says: /is not a whole number 1 or more/ },
	{ operation: 'getAll', param: 'limit', value: -5, field: 'Limit', says: /is not a whole number 1 or more/ },
	{ operation: 'getAll', param: 'limit', value: 2.5, field: 'Limit', says: /is not a whole number 1 or more/ },
	{ operation: 'getAll', param: 'limit', value: 'ten', field: 'Limit', says: /is not a whole number 1 or more/ },
	// Names.
	name(EMOJI_301, /is 301 characters long \(counted as Unicode code points\); Snapchat allows at most 300/),
	name('x'.repeat(100_000), /is 100000 characters long/),
	name('', /is empty/),
	name('  \t ', /is empty/),
	name(null, /must be text, got null/),
	name({ a: 1 }, /must be text, got an object/, '={{ {"a":1} }}'),
	name(['a', 'b'], /must be text, got a list of 2/, '={{ ["a","b"] }}'),
	// Zones.
	zone('europe/berlin', /did you mean "Europe\/Berlin"\? Names are case-sensitive/),
	zone('EUROPE/BERLIN', /did you mean "Europe\/Berlin"/),
	zone('Mars/Base'),
	zone('Europe/Berlin; DROP TABLE'),
	zone({ zone: 'Europe/Berlin' }, /an object is not one Snapchat accepts/, '={{ {"zone":"Europe/Berlin"} }}'),
	// Start times.
	start('2026-02-30', /February 2026 has no day 30/),
	start('2026-02-30T10:00', /February 2026 has no day 30/),
	start('2026-01-15T24:00', /hour 24 does not exist/),
	start('2026-13-01', /month 13 does not exist/),
	start('2026-01-15T10:60', /minute 60 does not exist/),
	start('next friday', /is not a start time this node can read/),
	start('tomorrow at noon', /is not a start time this node can read/),
	start(1767225600, /looks like epoch seconds.*Multiply it by 1000/),
	start(true, /true \(a boolean\) is not a start time/, '={{ true }}'),
	start('', /is empty/),
	start(null, /No start time was given/),
	start({ a: 1 }, /An object .* is not a start time/, '={{ {"a":1} }}'),
	start('2026-07-01T10:00:00+25:00', /impossible UTC offset/),
	// Options.
	{ operation: 'create', param: 'batchSize', value: 201, field: 'Batch Size', says: /is not a whole number from 1 to 200/ },
	{ operation: 'create', param: 'batchSize', value: 'all', field: 'Batch Size', says: /is not a whole number from 1 to 200/ },
	{ operation: 'create', param: 'startTimeZone', value: 'Europe/Nowhere', field: 'Start Time Is In', says: /is not a time zone/ },
	{ operation: 'create', param: 'startTimeZone', value: 'utc; rm -rf', field: 'Start Time Is In', says: /is not a time zone/ },
];

/** Parameters of a run whose `param` is bad and everything else is good. */
function parametersFor(c: Case): INodeParameters {
	const bad = c.expression ?? FROM_INPUT;
	const locator = (param: string, good: string) => rl(c.param === param ? bad : good);
	if (c.operation === 'get' || c.operation === 'delete') {
		return { resource: 'eventDetail', operation: c.operation, eventDetailId: locator('eventDetailId', UUID) };
	}
	if (c.operation === 'getAll') {
		return {
			resource: 'eventDetail',
			operation: 'getAll',
			adAccountId: locator('adAccountId', AD_ACCOUNT_LA),
			returnAll: c.param !== 'limit',
			limit: c.param === 'limit' ? bad : 50,
		};
	}
	const options: INodeParameters = {};
	if (c.param === 'batchSize') options.batchSize = bad;
	if (c.param === 'startTimeZone') options.startTimeZone = bad;
	// Item 0 is good; the bad value is read from item 1 (create checks every item before sending).
	const good = (param: string, value: string) => (c.param === param ? bad : value);
	return {
		resource: 'eventDetail',
		operation: 'create',
		adAccountId: locator('adAccountId', AD_ACCOUNT_BERLIN),
		eventName: good('eventName', 'Summer Sale Launch'),
		eventStartTime: good('eventStartTime', '2027-07-01T10:00'),
		eventTimeZone: good('eventTimeZone', 'Europe/Berlin'),
		options,
	};
}

/** Create reads per-item values from item 1 (item 0 carries a good value); the others from item 0. */
function inputFor(c: Case): { input: IDataObject[]; item: number } {
	// A literal expression gives every item the bad value, so item 0 is the first one refused.
	if (c.operation !== 'create' || c.expression) return { input: [{ v: c.value as IDataObject[string] }], item: 0 };
	const goodValue: Record<Case['param'], unknown> = {
		eventDetailId: UUID,
		adAccountId: AD_ACCOUNT_BERLIN,
		eventName: 'Summer Sale Launch',
		eventTimeZone: 'Europe/Berlin',
		eventStartTime: '2027-07-01T10:00',
		limit: 50,
		// Batch Size is read from item 0 only (it applies to the whole run).
		batchSize: c.value,
		startTimeZone: 'Europe/Berlin',
	};
	if (c.param === 'batchSize') return { input: [{ v: c.value as IDataObject[string] }, { v: c.value as IDataObject[string] }], item: 0 };
	return { input: [{ v: goodValue[c.param] as IDataObject[string] }, { v: c.value as IDataObject[string] }], item: 1 };
}

const show = (value: unknown) => {
	const text = typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
	return text.length > 40 ? `${text.slice(0, 37)}...` : text;
};

describe('bad inputs are refused before any request, naming the field and the item', () => {
	it('the corpus has at least 30 cases and covers every operation', () => {
		expect(CORPUS.length).toBeGreaterThanOrEqual(30);
		expect(new Set(CORPUS.map((c) => c.operation))).toEqual(new Set(['create', 'get', 'delete', 'getAll']));
	});

	it.each(CORPUS.map((c) => [c.operation, c.param, show(c.value), c] as const))('%s %s = %s', async (_op, _param, _shown, c) => {
		const { input, item } = inputFor(c);
		const result = await rig.run(parametersFor(c), { input });
		expect(result.items).toEqual([]);
		expect(result.error?.name).toBe('NodeOperationError');
		expect(result.error?.message).toMatch(new RegExp(`^Invalid ${c.field} in item ${item}: `));
		expect(result.error?.message).toMatch(c.says);
		// Clear means short: a 100,000-character value is shown cut, never dumped.
		expect(result.error?.message.length).toBeLessThan(400);
		expect(result.error?.description).toBeTruthy();
		expect(rig.emulator.requestLog).toEqual([]);
	});
});

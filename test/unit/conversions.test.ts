/** Pure parts of Snapchat Conversions: event time, exact money text, personal-field normalisers, reading Snap's answers. */
import { DateTime } from 'luxon';
import type { IExecuteFunctions } from 'n8n-workflow';

import { eventTimeSeconds } from '../../nodes/SnapchatConversions/actions/send/eventTime';
import { outcomesOf } from '../../nodes/SnapchatConversions/actions/send/outcomes';
import { itemParameters } from '../../nodes/SnapchatConversions/actions/send/params';
import { toDecimalText } from '../../nodes/shared/input/money';
import { normalizeCountryCode, normalizeDateOfBirth, normalizeExternalId, normalizeGender, normalizeLowercase, normalizeName, sha256Hex } from '../../nodes/shared/identifiers';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const S = NOW / 1000;

describe('eventTimeSeconds', () => {
	it('reads every form n8n gives as Unix seconds', () => {
		const at = NOW - 3_600_000;
		for (const value of ['2026-11-20T11:00:00Z', '2026-11-20T12:00:00+01:00', DateTime.fromMillis(at), new Date(at), at, at / 1000, String(at / 1000)]) {
			expect([String(value), eventTimeSeconds(value, 'UTC', NOW)]).toEqual([String(value), S - 3600]);
		}
		expect(eventTimeSeconds('2026-11-20T20:00:00', 'Asia/Tokyo', NOW)).toBe(S - 3600);
		expect(eventTimeSeconds('', 'UTC', NOW)).toBe(S);
	});

	it('refuses times outside the 37-day window or ahead of the clock, and what is no time', () => {
		expect(() => eventTimeSeconds(NOW - 38 * 86_400_000, 'UTC', NOW)).toThrow(/38 days ago; Snapchat does not take events older than 37 days/);
		expect(eventTimeSeconds(NOW - 36 * 86_400_000, 'UTC', NOW)).toBe(S - 36 * 86_400);
		expect(() => eventTimeSeconds(NOW + 6 * 60_000, 'UTC', NOW)).toThrow(/in the future/);
		expect(eventTimeSeconds(NOW + 4 * 60_000, 'UTC', NOW)).toBe(S + 240);
		expect(() => eventTimeSeconds('yesterday', 'UTC', NOW)).toThrow();
		expect(() => eventTimeSeconds(true, 'UTC', NOW)).toThrow();
		expect(() => eventTimeSeconds(-5, 'UTC', NOW)).toThrow(/not a time/);
	});
});

describe('toDecimalText', () => {
	it.each([
		[0.1 + 0.2, '0.3'],
		['142.52', '142.52'],
		[142.52, '142.52'],
		[1200, '1200'],
		['1e3', '1000'],
		['0.000001', '0.000001'],
		[0.0000005, '0.000001'],
		[0.00000049, '0'],
		[9.9999999, '10'],
		['007.50', '7.5'],
		[0, '0'],
	])('%p is %p', (value, text) => {
		expect(toDecimalText(value, 'Value')).toBe(text);
	});
	it('refuses text with more than 6 decimals, negatives and what is no amount', () => {
		expect(() => toDecimalText('1.2345678', 'Value')).toThrow(/7 decimals/);
		expect(() => toDecimalText('-1', 'Value')).toThrow(/negative/);
		expect(() => toDecimalText('12,50', 'Value')).toThrow(/not an amount/);
		expect(() => toDecimalText(Number.NaN, 'Value')).toThrow(/not an amount/);
	});
});

describe('personal-field normalisers', () => {
	it('lowercase, country code, gender, date of birth; hashes taken as they are', () => {
		expect(normalizeLowercase('  JOHN ')).toEqual({ ok: true, value: 'john', hashed: false });
		expect(normalizeLowercase(90210)).toEqual({ ok: true, value: '90210', hashed: false });
		expect(normalizeLowercase('A'.repeat(64))).toEqual({ ok: true, value: 'a'.repeat(64), hashed: true });
		expect(normalizeCountryCode('US')).toEqual({ ok: true, value: 'us', hashed: false });
		expect(normalizeCountryCode('USA')).toEqual({ ok: false, reason: 'is not a two-letter country code such as US, GB or DE' });
		expect(normalizeGender('Female')).toEqual({ ok: true, value: 'f', hashed: false });
		expect(normalizeGender('x').ok).toBe(false);
		expect(normalizeDateOfBirth('1990-04-23')).toEqual({ ok: true, value: '19900423', hashed: false });
		expect(normalizeDateOfBirth('1990-02-30').ok).toBe(false);
		expect(normalizeLowercase('jo\u200Bhn').ok).toBe(false);
	});
});

describe('first and last names (Snap Parameters page: lower case, punctuation removed, special characters kept in UTF-8)', () => {
	// SHA-256 vectors computed with Python's hashlib: hashlib.sha256('obrien'.encode()).hexdigest()
	it.each([
		["O'Brien", 'obrien', 'b4cb6cb33fe4b865868de825023a1e2790dc12ac01ecc8d7c5afe8254071c8ba'],
		['O’Brien', 'obrien', 'b4cb6cb33fe4b865868de825023a1e2790dc12ac01ecc8d7c5afe8254071c8ba'],
		['Mary-Jane', 'maryjane', 'f08f448a5e7a9dc3619bb7c129f6a7d5fc6af002cea17ad71dfdc1c68f4d4e0e'],
		['Mary Jane', 'maryjane', 'f08f448a5e7a9dc3619bb7c129f6a7d5fc6af002cea17ad71dfdc1c68f4d4e0e'],
		['  Anne ', 'anne', '90b8de4051f02b7a29484341f3a903e1b2c6a233f5465e19c634535c7b315e6f'],
		['Raphaël', 'raphaël', 'e74bb89e718fe1e19c422a48382870399f8bf7ca8dfa008739e75b0be76627b7'],
		['Raphae\u0308l', 'raphaël', 'e74bb89e718fe1e19c422a48382870399f8bf7ca8dfa008739e75b0be76627b7'],
		['J.', 'j', undefined],
	])('%p is %p', (input, normalized, hash) => {
		const result = normalizeName(input);
		expect(result).toEqual({ ok: true, value: normalized, hashed: false });
		if (hash && result.ok) expect(sha256Hex(result.value)).toBe(hash);
	});
	it('a name of punctuation only is refused; a hash is taken as it is', () => {
		expect(normalizeName("'-.")).toEqual({ ok: false, reason: 'has no letters once punctuation is removed' });
		expect(normalizeName('B'.repeat(64))).toEqual({ ok: true, value: 'b'.repeat(64), hashed: true });
	});
	it('External ID is trimmed and hashed as written (an ID is case-sensitive)', () => {
		expect(normalizeExternalId(' CUST-1001 ')).toEqual({ ok: true, value: 'CUST-1001', hashed: false });
		expect(normalizeExternalId(1001)).toEqual({ ok: true, value: '1001', hashed: false });
		expect(normalizeExternalId('').ok).toBe(false);
	});
});

describe('outcomesOf', () => {
	const answer = (body: Record<string, unknown>, status = 200) => ({ kind: 'answer' as const, status, body, attempts: 1 });
	it('accepted only on a clear success', () => {
		expect(outcomesOf(answer({ status: 'SUCCESS', reason: 'SUCCESS' }), [0, 1], true).map((o) => o.outcome)).toEqual(['accepted', 'accepted']);
		expect(outcomesOf(answer({}), [0], true)[0].outcome).toBe('unknown');
		expect(outcomesOf(answer({ status: 'VALID', errors: { codes: ['X'] } }), [0], true)[0].outcome).toBe('unknown');
	});
	it('a refused request without an event index refuses every event with Snap words', () => {
		const [o] = outcomesOf(answer({ status: 'INVALID', reason: 'bad', errors: { codes: ['E1'], error_msgs: ['m1'] } }, 400), [3], false);
		expect(o).toEqual({ outcome: 'refused', snapStatus: 'INVALID', snapReason: 'bad', snapCodes: ['E1'], snapMessages: ['m1'] });
	});
	it('event_logs: per event; a missing entry is unknown', () => {
		const logs = outcomesOf(answer({ event_logs: [{ event: 1, status: 'INVALID', errors: { codes: ['C'], error_msgs: ['M'] } }] }), [5, 6], true);
		expect(logs.map((o) => o.outcome)).toEqual(['unknown', 'refused']);
	});
	it('unknown outcome says whether resending is safe', () => {
		expect(outcomesOf({ kind: 'unknown', why: 'x', attempts: 1 }, [0], true)[0].check).toMatch(/safe/);
		expect(outcomesOf({ kind: 'unknown', why: 'x', attempts: 1 }, [0], false)[0].check).toMatch(/not repeated/);
	});
});

describe('eventTimeSeconds wording', () => {
	it.each([['yesterday'], [true], [{}], [DateTime.invalid('broken')], [new Date('nope')], ['2026-13-40']])('%p is refused in Event Time words, with an example in the past', (value) => {
		let error: (Error & { hint?: string; field?: string }) | undefined;
		try {
			eventTimeSeconds(value, 'UTC', NOW);
		} catch (e) {
			error = e as Error & { hint?: string; field?: string };
		}
		// The item's error says "Invalid Event Time in item N: …": the message itself does not repeat the field.
		expect(error?.field).toBe('Event Time');
		expect(error?.message).not.toMatch(/^Event Time/);
		expect(error?.message).not.toMatch(/start time/i);
		expect(error?.message).not.toMatch(/\ba an\b/);
		expect(error?.hint).not.toMatch(/plus/);
	});

	it('a placeholder such as <now> pasted as written is refused in words an HTML error view cannot swallow', () => {
		let error: (Error & { hint?: string }) | undefined;
		try {
			eventTimeSeconds('<now>', 'UTC', NOW);
		} catch (e) {
			error = e as Error & { hint?: string };
		}
		expect(error?.message).toMatch(/now.* is not an event time/);
		expect(`${error?.message} ${error?.hint}`).not.toMatch(/[<>]/);
	});
});

describe('itemParameters (Send Events reads fixed parameters once per run)', () => {
	it('a parameter without an expression is read once; one with an expression, even inside a collection, per item', () => {
		const stored = { eventName: 'PURCHASE', eventId: '={{ $json.id }}', userData: { email: '={{ $json.email }}', cookie1: 'c' }, customData: { currency: 'USD' } };
		const calls: Array<[string, number]> = [];
		const ctx = {
			getNode: () => ({ parameters: stored }),
			getNodeParameter: (name: string, i: number, fallback: unknown) => {
				calls.push([name, i]);
				return name in stored ? `${name}@${i}` : fallback;
			},
		} as unknown as IExecuteFunctions;
		const read = itemParameters(ctx);
		const seen = [0, 1, 2].map((i) => ['eventName', 'eventId', 'userData', 'customData', 'testMode'].map((n) => read(n, i, false)));
		expect(seen[2]).toEqual(['eventName@0', 'eventId@2', 'userData@2', 'customData@0', false]);
		expect(calls.filter(([n]) => n === 'eventName')).toHaveLength(1);
		expect(calls.filter(([n]) => n === 'testMode')).toHaveLength(1);
		expect(calls.filter(([n]) => n === 'eventId')).toHaveLength(3);
		expect(calls.filter(([n]) => n === 'userData')).toHaveLength(3);
	});
});

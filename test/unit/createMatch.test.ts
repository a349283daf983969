/** Issue 15, items 1 and 8: pairing a Create answer's elements with the items sent, as a pure function. */
import { matchAnswer, returnedEvents } from '../../nodes/SnapchatAds/actions/eventDetail/createMatch';
import type { ElementResult } from '../../nodes/SnapchatAds/transport';

const T = '2027-07-01T10:00:00.000Z';
const sent = (...names: string[]) => names.map((name, k) => ({ itemIndex: k + 10, name, startUtc: T }));
const ok = (name: string, id: string | null = `id-${name}`, start = '2027-07-01T10:00:00Z'): ElementResult => ({
	ok: true,
	entity: { ...(id ? { id } : {}), event_name: name, event_start_time: start },
});
const bad = (reason: string, echo?: string): ElementResult => ({
	ok: false,
	reason,
	entity: echo ? { event_name: echo, event_start_time: T } : undefined,
});
const kinds = (outcomes: ReturnType<typeof matchAnswer>) => outcomes.map((o) => `${o.itemIndex}:${o.kind}${o.kind === 'created' ? `:${o.id}` : ''}`);

describe('matchAnswer', () => {
	it('pairs by position when the answer lines up (start times compared as instants)', () => {
		expect(kinds(matchAnswer(sent('a', 'b'), [ok('a'), ok('b')]))).toEqual(['10:created:id-a', '11:created:id-b']);
	});

	it('pairs a failed element without an echo by position when the count is right', () => {
		const out = matchAnswer(sent('a', 'b'), [ok('a'), bad('E2002')]);
		expect(out[1]).toEqual({ kind: 'failed', itemIndex: 11, reason: 'E2002' });
	});

	it('pairs a reordered answer by name and start time', () => {
		expect(kinds(matchAnswer(sent('a', 'b', 'c'), [ok('c'), ok('a'), ok('b')]))).toEqual([
			'10:created:id-a',
			'11:created:id-b',
			'12:created:id-c',
		]);
	});

	it('a short answer: the matched item is created, the other one unknown (never paired by position)', () => {
		const out = matchAnswer(sent('first', 'second'), [ok('second')]);
		expect(kinds(out)).toEqual(['10:unknown', '11:created:id-second']);
		expect(out[0]).toMatchObject({ why: expect.stringMatching(/1 result for 2 events/) });
	});

	it('the same name at another start time is not a match', () => {
		expect(kinds(matchAnswer(sent('a'), [ok('a', 'x', '2027-07-01T11:00:00Z'), ok('a', 'y', '2027-07-01T12:00:00Z')]))).toEqual(['10:unknown']);
	});

	it('duplicate names and start times are ambiguous when the answer does not line up', () => {
		expect(kinds(matchAnswer(sent('same', 'same'), [ok('same', 'x')]))).toEqual(['10:unknown', '11:unknown']);
		expect(kinds(matchAnswer(sent('a', 'b'), [ok('a', 'x'), ok('a', 'y')]))).toEqual(['10:unknown', '11:unknown']);
	});

	it('item 8: a SUCCESS element without an id is unknown, not failed', () => {
		const out = matchAnswer(sent('a', 'b'), [ok('a', null), ok('b')]);
		expect(out[0]).toEqual({ kind: 'unknown', itemIndex: 10, why: 'Snapchat reported it created but returned no ID' });
		expect(out[1].kind).toBe('created');
	});

	it('an empty answer leaves every item unknown', () => {
		expect(kinds(matchAnswer(sent('a', 'b'), []))).toEqual(['10:unknown', '11:unknown']);
	});

	it('lists what Snapchat returned', () => {
		expect(returnedEvents([ok('a'), ok('b', null), bad('E1')])).toEqual([
			{ id: 'id-a', name: 'a' },
			{ id: undefined, name: 'b' },
			{ id: undefined, name: undefined },
		]);
	});
});

/**
 * Pairing a batched create's answer with what was sent (issue 37, 3): names that single elements
 * out pair as before (position when the answer lines up, else a name found once on each side);
 * where names repeat in one request, only what tells the elements apart pairs them (every field
 * sent that the answer echoes: the creative, a budget, the targeting), identical elements are
 * interchangeable, and otherwise the outcome is unknown with the reason.
 */
import { pairAnswers } from '../../nodes/shared/items/pairing';

type Answer = { ok: boolean; entity?: Record<string, unknown> };
const ok = (entity: Record<string, unknown>): Answer => ({ ok: true, entity });
const ids = (sent: Array<Record<string, unknown>>, answers: Answer[]) => pairAnswers(sent, answers).map((p) => (p.element ? String(p.element.entity?.id ?? 'no entity') : 'unknown'));

describe('pairAnswers', () => {
	it('unique names: by position when the answer lines up, by a name found once on each side otherwise (as before)', () => {
		expect(pairAnswers([{ name: 'A' }, { name: 'B' }], [ok({ id: '2', name: 'B' })])[0]).toEqual({});
		const sent = [{ name: 'A' }, { name: 'B' }];
		expect(ids(sent, [ok({ id: '1', name: 'A' }), ok({ id: '2', name: 'B' })])).toEqual(['1', '2']);
		expect(ids(sent, [ok({ id: '2', name: 'B' }), ok({ id: '1', name: 'A' })])).toEqual(['1', '2']);
		expect(ids(sent, [ok({ id: '2', name: 'B' })])).toEqual(['unknown', '2']);
		// A refused element without its entity, in a lined-up answer: its position.
		expect(ids(sent, [{ ok: false }, ok({ id: '2', name: 'B' })])).toEqual(['no entity', '2']);
	});

	it('two ads of one name, different creatives, answered in the other order: paired by the creative', () => {
		const sent = [{ name: 'Twin', creative_id: 'c-a' }, { name: 'Twin', creative_id: 'c-b' }];
		const answer = [ok({ id: 'ad-b', name: 'Twin', creative_id: 'c-b' }), ok({ id: 'ad-a', name: 'Twin', creative_id: 'c-a' })];
		expect(ids(sent, answer)).toEqual(['ad-a', 'ad-b']);
		// In order too, and with one element short.
		expect(ids(sent, [...answer].reverse())).toEqual(['ad-a', 'ad-b']);
		expect(ids(sent, [answer[0]])).toEqual(['unknown', 'ad-b']);
	});

	it('copied ad squads keeping one name, told apart by nested targeting; Snap\'s additions to an object and upper case do not count as a difference', () => {
		const sent = [
			{ name: 'Squad', targeting: { geos: [{ country_code: 'us' }] }, start_time: '2030-01-01T00:00:00.000Z' },
			{ name: 'Squad', targeting: { geos: [{ country_code: 'de' }] }, start_time: '2030-01-01T00:00:00.000Z' },
		];
		const answer = [
			ok({ id: 's-de', name: 'Squad', targeting: { geos: [{ country_code: 'DE' }], regulated_content: false }, start_time: '2030-01-01T00:00:00Z' }),
			ok({ id: 's-us', name: 'Squad', targeting: { geos: [{ country_code: 'US' }], regulated_content: false }, start_time: '2030-01-01T00:00:00Z' }),
		];
		expect(ids(sent, answer)).toEqual(['s-us', 's-de']);
	});

	it('identical elements are interchangeable: paired in order', () => {
		const sent = [{ name: 'Same', creative_id: 'c' }, { name: 'Same', creative_id: 'c' }];
		expect(ids(sent, [ok({ id: '2', name: 'Same', creative_id: 'c' }), ok({ id: '1', name: 'Same', creative_id: 'c' })])).toEqual(['2', '1']);
	});

	it('same names and an answer that does not echo what differs: not guessed, the reason says so', () => {
		const sent = [{ name: 'Twin', creative_id: 'c-a' }, { name: 'Twin', creative_id: 'c-b' }];
		const pairs = pairAnswers(sent, [ok({ id: '1', name: 'Twin' }), ok({ id: '2', name: 'Twin' })]);
		expect(pairs.map((p) => p.element)).toEqual([undefined, undefined]);
		expect(pairs[0].why).toMatch(/another element of the same request has the same name \("Twin"\), and Snapchat's answer does not tell them apart/);
	});

	it('a refused element without its entity among same-named ones: only by elimination, when the others are certain', () => {
		const sent = [{ name: 'Twin', creative_id: 'c-a' }, { name: 'Twin', creative_id: 'c-b' }];
		expect(ids(sent, [{ ok: false }, ok({ id: 'ad-b', name: 'Twin', creative_id: 'c-b' })])).toEqual(['no entity', 'ad-b']);
		// The created one is item 0's: the refused one (at position 1) is item 1's.
		expect(ids(sent, [{ ok: false }, ok({ id: 'ad-a', name: 'Twin', creative_id: 'c-a' })])).toEqual(['ad-a', 'no entity']);
		// Nothing tells the two refused ones apart.
		expect(ids(sent, [{ ok: false }, { ok: false }])).toEqual(['unknown', 'unknown']);
	});
});

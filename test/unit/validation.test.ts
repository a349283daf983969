import { checkDecimalId, checkEventName, checkInteger, checkUuid } from '../../nodes/shared/input/validation';
import { showValue } from '../../nodes/shared/input/values';
import { inputError } from './inputError';

const ID = '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60';

describe('IDs', () => {
	it('accepts a UUID, trimmed and lower-cased', () => {
		expect(checkUuid(` ${ID.toUpperCase()} `, 'Ad Account', 'ad account')).toBe(ID);
	});

	it.each([
		['../adaccounts', 'is not a valid ID'],
		['%2e%2e%2f', 'is not a valid ID'],
		[`${ID}?limit=1`, 'is not a valid ID'],
		[`${ID}/../x`, 'is not a valid ID'],
		['x'.repeat(5000), 'is not a valid ID'],
		['', 'is empty'],
		['   ', 'is empty'],
		[null, 'is empty'],
		[undefined, 'is empty'],
		[{ id: ID }, 'an object is not a valid ID'],
		[42, '42 is not a valid ID'],
	])('refuses %j', (value, words) => {
		const error = inputError(() => checkUuid(value, 'Ad Account', 'ad account'));
		expect(error.field).toBe('Ad Account');
		expect(error.message).toContain(words);
		expect(error.message.length).toBeLessThan(120);
		expect(error.hint).toMatch(/UUID such as/);
	});
});

// Issue 18: audience segment IDs are decimal strings ("5677923948298240"), not UUIDs.
describe('decimal IDs (audience segments)', () => {
	const SEGMENT = '5677923948298240';

	it('accepts digits, trimmed, and a safe whole number as its digits', () => {
		expect(checkDecimalId(` ${SEGMENT} `, 'Audience Segment', 'audience segment')).toBe(SEGMENT);
		expect(checkDecimalId(5677923948298240, 'Audience Segment', 'audience segment')).toBe(SEGMENT);
		expect(checkDecimalId('123', 'Audience Segment', 'audience segment')).toBe('123');
	});

	it.each([
		['5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60', 'is not a valid ID'],
		['../5677923948298240', 'is not a valid ID'],
		['5677923948298240/../me', 'is not a valid ID'],
		['%2e%2e%2f', 'is not a valid ID'],
		[`${SEGMENT}?limit=1`, 'is not a valid ID'],
		[`${SEGMENT}#x`, 'is not a valid ID'],
		[`${SEGMENT} 1`, 'is not a valid ID'],
		['５６７７', 'is not a valid ID'],
		['1'.repeat(5000), 'is not a valid ID'],
		[-5, '-5 is not a valid ID'],
		[1.5, '1.5 is not a valid ID'],
		[2 ** 60, 'is not a valid ID'],
		['', 'is empty'],
		[null, 'is empty'],
		[{ id: SEGMENT }, 'an object is not a valid ID'],
	])('refuses %j', (value, words) => {
		const error = inputError(() => checkDecimalId(value, 'Audience Segment', 'audience segment'));
		expect(error.field).toBe('Audience Segment');
		expect(error.message).toContain(words);
		expect(error.message.length).toBeLessThan(120);
		expect(error.hint).toMatch(/digits only, such as 5677923948298240/);
	});
});

describe('event names', () => {
	it('counts code points: 300 emoji are 300 characters', () => {
		const name = '🎉'.repeat(300);
		expect(name.length).toBe(600);
		expect(checkEventName(name)).toBe(name);
	});

	it('says how long a too-long name was, and how characters are counted', () => {
		const error = inputError(() => checkEventName('é'.repeat(301)));
		expect(error.message).toBe(
			'Event Name is 301 characters long (counted as Unicode code points); Snapchat allows at most 300',
		);
		expect(error.hint).toMatch(/Shorten it by 1 character/);
	});

	// Issue 15, item 9: code points, not what a reader sees as one symbol. Without evidence of how
	// Snapchat counts, code points are the safer reading of a server-side limit (never fewer than
	// graphemes), so the node counts them and says so.
	it('counts a family emoji as 5 and a flag as 2, and says so in the hint', () => {
		expect(checkEventName('👨‍👩‍👧'.repeat(60))).toHaveLength(480);
		const family = inputError(() => checkEventName(`${'👨‍👩‍👧'.repeat(60)}a`));
		expect(family.message).toMatch(/^Event Name is 301 characters long/);
		expect(family.hint).toContain('such as 👨‍👩‍👧, counts as 5 and a flag such as 🇩🇪 as 2');
		const flags = inputError(() => checkEventName('🇩🇪'.repeat(151)));
		expect(flags.message).toMatch(/^Event Name is 302 characters long/);
	});

	it.each([[''], ['   '], [null], [undefined], [{}], [['a']]])('refuses %j', (value) => {
		const error = inputError(() => checkEventName(value));
		expect(error.field).toBe('Event Name');
		expect(error.message).toMatch(/is empty|must be text/);
	});

	it('takes numbers as text', () => {
		expect(checkEventName(2027)).toBe('2027');
	});
});

describe('whole numbers', () => {
	it('accepts bounds and numeric strings', () => {
		expect(checkInteger(1, 'Batch Size', 1, 200)).toBe(1);
		expect(checkInteger('200', 'Batch Size', 1, 200)).toBe(200);
	});

	it.each([[0], [201], [1.5], ['ten'], [null], [Number.NaN]])('refuses %j', (value) => {
		expect(inputError(() => checkInteger(value, 'Batch Size', 1, 200)).message).toMatch(/not a whole number from 1 to 200/);
	});
});

describe('showValue', () => {
	it('quotes strings and shortens long ones to the limit', () => {
		expect(showValue('abc')).toBe('"abc"');
		const shown = showValue('y'.repeat(1000));
		expect([...shown].length).toBe(60);
		expect(shown.endsWith('…')).toBe(true);
		expect(showValue({ a: 1 })).toBe('an object');
		expect(showValue([1, 2])).toBe('a list of 2');
	});
});

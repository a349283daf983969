/**
 * The page walk behind Get Many's paging (issue 47, point 2): where an answer stops, whether more
 * exist, and where the next answer starts; and the Page Cursor token read back strictly.
 */
import { decodePageCursor, encodePageCursor, readListAnswer } from '../../nodes/SnapchatAds/actions/common/listPaging';

type Q = Record<string, string> | undefined;
const pages: Record<string, { entities: Array<Record<string, unknown>>; next?: Record<string, string> }> = {
	first: { entities: [{ id: '1', status: 'ACTIVE' }, { id: '2', status: 'PAUSED' }], next: { cursor: 'p2', limit: '50' } },
	p2: { entities: [{ id: '3', status: 'ACTIVE' }, { id: '4', status: 'ACTIVE' }], next: { cursor: 'p3', limit: '50' } },
	p3: { entities: [{ id: '5', status: 'PAUSED' }, { id: '6', status: 'PAUSED' }] },
};
const reader = () => {
	const asked: Q[] = [];
	return { asked, fetch: async (q: Q) => (asked.push(q), pages[q?.cursor ?? 'first']) };
};
const paused = (e: Record<string, unknown>) => e.status === 'PAUSED';
const all = () => true;
const ids = (a: { entities: Array<Record<string, unknown>> }) => a.entities.map((e) => e.id);

describe('readListAnswer', () => {
	it('a Limit in the middle of a page: more, and the next answer starts at the first entity not given, with no extra request', async () => {
		const r = reader();
		const a = await readListAnswer(r.fetch, all, 1, undefined, false);
		expect([ids(a), a.more, a.next]).toEqual([['1'], true, { snap: undefined, skip: 1 }]);
		expect(r.asked).toHaveLength(1);
		const b = await readListAnswer(r.fetch, all, 2, a.next, false);
		expect([ids(b), b.more, b.next]).toEqual([['2', '3'], true, { snap: 'p2', skip: 1 }]);
	});

	it("a Limit at a page's end without a filter trusts Snap's next_link: more, starting at the next page, nothing more read", async () => {
		const r = reader();
		const a = await readListAnswer(r.fetch, all, 2, undefined, false);
		expect([ids(a), a.more, a.next]).toEqual([['1', '2'], true, { snap: 'p2', skip: 0 }]);
		expect(r.asked).toHaveLength(1);
	});

	it('with a filter, more is exact: it reads on to the next match (or the end) before saying true', async () => {
		const r = reader();
		const a = await readListAnswer(r.fetch, paused, 1, undefined, true);
		expect([ids(a), a.more, a.next]).toEqual([['2'], true, { snap: 'p3', skip: 0 }]);
		const b = await readListAnswer(r.fetch, paused, 2, a.next, true);
		expect([ids(b), b.more]).toEqual([['5', '6'], false]);
		const c = await readListAnswer(reader().fetch, paused, 3, undefined, true);
		expect([ids(c), c.more]).toEqual([['2', '5', '6'], false]);
	});

	it('without a Limit: the whole list from the start given, more false', async () => {
		const a = await readListAnswer(reader().fetch, all, undefined, { snap: 'p2', skip: 1 }, false);
		expect([ids(a), a.more]).toEqual([['4', '5', '6'], false]);
	});
});

describe('Page Cursor tokens', () => {
	it('round-trip, bound to their list', () => {
		const token = encodePageCursor('campaigns', { snap: 'QmlsbGluZw+/=', skip: 3 });
		expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
		expect(decodePageCursor(token, 'campaigns')).toEqual({ snap: 'QmlsbGluZw+/=', skip: 3 });
		expect(decodePageCursor(` ${token} `, 'campaigns')).toEqual({ snap: 'QmlsbGluZw+/=', skip: 3 });
		expect(() => decodePageCursor(token, 'adsquads')).toThrow(/Page Cursor .*another list \(campaigns\)/);
		expect(decodePageCursor('', 'campaigns')).toBeUndefined();
	});

	it.each([
		['a URL', 'https://adsapi.snapchat.com/v1/me'],
		['a path', '../../v1/me'],
		['a number', 12],
		['an extra key', Buffer.from(JSON.stringify({ v: 1, l: 'campaigns', s: 0, u: 'https://x' })).toString('base64url')],
		['a skip out of range', Buffer.from(JSON.stringify({ v: 1, l: 'campaigns', s: -1 })).toString('base64url')],
		['a Snap cursor with a host', Buffer.from(JSON.stringify({ v: 1, l: 'campaigns', s: 0, c: 'evil.example:443' })).toString('base64url')],
		['an organization that is not an ID', Buffer.from(JSON.stringify({ v: 1, l: 'adaccounts', s: 0, o: 'x.example' })).toString('base64url')],
	])('refuse %s, naming the field', (_what, value) => {
		expect(() => decodePageCursor(value, 'campaigns')).toThrow(/Page Cursor/);
		expect(() => decodePageCursor(value, 'adaccounts')).toThrow(/Page Cursor/);
	});
});

/**
 * Paging a Get Many answer (issue 47, point 2): the Page Cursor field that starts a list where an
 * earlier answer stopped, the `more` / `next_cursor` keys that say whether it goes on, and Count
 * Only, which answers `{ count }` alone.
 *
 * Design: `next_cursor` is this node's own opaque token, not Snap's `next_link`. It holds Snap's
 * cursor of the page where the answer stopped (none: the list's first page), how many entities of
 * that page were already given, and the list it belongs to. A Limit (or a Status filter, which reads
 * whole pages) can stop in the middle of one of Snap's pages, and Snap's cursor can only point after
 * a whole page: the count of entities to skip makes the next answer start exactly at the first entity
 * not yet given. Read back, the token is checked strictly: base64url only, the list it was made for,
 * and inside it Snap's cursor token in base64 characters only, so it can never carry a URL, a host or
 * a path; it is sent as the `cursor` query value of the list's own path on the credential's host.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { readBoolean } from '../../../shared/input/booleans';
import { InputError, UUID_PATTERN } from '../../../shared/input/validation';
import { convertInputErrors, outputItem } from '../../../shared/items/items';
import { walkPages } from '../../transport';

const CURSOR_FIELD = 'Page Cursor';
/** This node's token: base64url of a small JSON. */
const TOKEN_RE = /^[A-Za-z0-9_-]{1,4096}$/;
/**
 * Snap's cursor inside it. Seen in Snap's next_link (fixture billingcenters.json) and in client code:
 * standard base64 (INFERRED: Snap documents no cursor format). Sent only as a query value, encoded.
 */
const SNAP_CURSOR_RE = /^[A-Za-z0-9+/=_-]{1,2048}$/;
const MAX_SKIP = 1000;
/** The organization in a token: Snap's ID format, as every ID field checks it (validation.ts). */
const UUID_RE = new RegExp(UUID_PATTERN);

/** Where a list answer starts: after Snap's page cursor `snap` (none: the first page), skipping `skip` entities. */
export interface PageStart {
	snap?: string;
	skip: number;
	/** The organization whose ad accounts the answer stopped in (Get Many of ad accounts only). */
	org?: string;
}

export interface ListPaging {
	/** Set from the Page Cursor field. */
	start?: PageStart;
	/** Whether the last item says `more` and `next_cursor`. */
	sayMore: boolean;
	countOnly: boolean;
}

/** Page Cursor, Say Whether More Exist and Count Only, after a list operation's Limit. */
export function listPagingFields(resource: string, operations: string[], show: Record<string, Array<string | boolean>> = {}): INodeProperties[] {
	const displayOptions = { show: { resource: [resource], operation: operations, ...show } };
	return [
		{
			displayName: CURSOR_FIELD,
			name: 'pageCursor',
			type: 'string',
			default: '',
			description:
				'Leave empty to start at the beginning of the list. To get the rest of a list that stopped at Limit, put here the next_cursor its last item gave (an AI assistant can pass it with $fromAI).',
			displayOptions,
		},
		{
			displayName: 'Say Whether More Exist',
			name: 'sayMore',
			type: 'boolean',
			default: false,
			description:
				'Whether the last item also says more (true when the list goes on past Limit) and next_cursor (put it in Page Cursor to get the rest). Always on when Output is Compact.',
			displayOptions,
		},
		{
			displayName: 'Count Only',
			name: 'countOnly',
			type: 'boolean',
			default: false,
			description:
				'Whether to output only one item { count }: how many there are (with a Status filter, how many match), read in the biggest pages Snapchat allows. Return All, Limit, Page Cursor and Output are then not used.',
			displayOptions,
		},
	];
}

/** The token an answer gives as `next_cursor`. */
export function encodePageCursor(listKey: string, start: PageStart): string {
	const token: IDataObject = { v: 1, l: listKey, s: start.skip };
	if (start.snap !== undefined) token.c = start.snap;
	if (start.org !== undefined) token.o = start.org;
	return Buffer.from(JSON.stringify(token), 'utf8').toString('base64url');
}

const listWords = (listKey: string) => listKey.replace(/_/g, ' ');

/** The Page Cursor of an answer of list `listKey`, checked; undefined when empty. */
export function decodePageCursor(value: unknown, listKey: string): PageStart | undefined {
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
	const hint = `Leave ${CURSOR_FIELD} empty to start at the beginning, or put there exactly the next_cursor the last item of an earlier answer of this list gave.`;
	const refuse = (why: string) => new InputError(CURSOR_FIELD, `${CURSOR_FIELD} is not a cursor this node gave: ${why}`, hint);
	if (typeof value !== 'string') throw refuse('it is not text');
	const text = value.trim();
	if (!TOKEN_RE.test(text)) throw refuse('it holds characters a cursor never has (a URL, a path or spaces are not cursors)');
	let token: unknown;
	try {
		token = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
	} catch {
		throw refuse('it cannot be read');
	}
	if (typeof token !== 'object' || token === null || Array.isArray(token)) throw refuse('it cannot be read');
	const { v, l, s, c, o, ...rest } = token as Record<string, unknown>;
	if (v !== 1 || Object.keys(rest).length > 0) throw refuse('it cannot be read');
	if (l !== listKey) throw refuse(`it belongs to another list (${typeof l === 'string' ? listWords(l).slice(0, 40) : 'unknown'}), not to the ${listWords(listKey)}`);
	if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s > MAX_SKIP) throw refuse('it cannot be read');
	if (c !== undefined && (typeof c !== 'string' || !SNAP_CURSOR_RE.test(c))) throw refuse("Snapchat's part of it is not a cursor");
	if (o !== undefined && (typeof o !== 'string' || !UUID_RE.test(o))) throw refuse('it cannot be read');
	const start: PageStart = { skip: s };
	if (c !== undefined) start.snap = c;
	if (o !== undefined) start.org = o;
	return start;
}

/** Page Cursor, Say Whether More Exist (on with Compact) and Count Only of item `i`. */
export function readListPaging(ctx: IExecuteFunctions, i: number, listKey: string, compact: boolean): ListPaging {
	return convertInputErrors(ctx, i, () => {
		const countOnly = readBoolean(ctx, 'countOnly', i, false, 'Count Only');
		const sayMore = compact || readBoolean(ctx, 'sayMore', i, false, 'Say Whether More Exist');
		const start = decodePageCursor(ctx.getNodeParameter('pageCursor', i, ''), listKey);
		return { start, sayMore, countOnly };
	});
}

export type FetchPage = (next: Record<string, string> | undefined) => Promise<{ entities: Array<Record<string, unknown>>; next?: Record<string, string> }>;

export interface ListAnswer {
	entities: Array<Record<string, unknown>>;
	more: boolean;
	/** Where the next answer starts, when `more`. */
	next?: PageStart;
}

/**
 * The entities `keep` accepts from `start` on, up to `max`, and whether more exist. Without a filter
 * (`exact` false) a next_link after the last entity taken means more, with no extra request; with a
 * filter (`exact`) the walk reads on until one more matching entity or the end, so `more` is never
 * a promise of an empty page.
 */
export async function readListAnswer(
	fetchPage: FetchPage,
	keep: (entity: Record<string, unknown>) => boolean,
	max: number | undefined,
	start: PageStart | undefined,
	exact: boolean,
): Promise<ListAnswer> {
	const out: Array<Record<string, unknown>> = [];
	let pageCursor = start?.snap;
	let skip = start?.skip ?? 0;
	let query: Record<string, string> | undefined = pageCursor === undefined ? undefined : { cursor: pageCursor };
	for (;;) {
		const page = await fetchPage(query);
		for (let k = 0; k < page.entities.length; k++) {
			if (skip > 0) {
				skip--;
				continue;
			}
			const entity = page.entities[k];
			if (!keep(entity)) continue;
			if (max !== undefined && out.length >= max) return { entities: out, more: true, next: { snap: pageCursor, skip: k } };
			out.push(entity);
		}
		if (!page.next) return { entities: out, more: false };
		if (!exact && max !== undefined && out.length >= max) return { entities: out, more: true, next: { snap: page.next.cursor, skip: 0 } };
		pageCursor = page.next.cursor;
		query = page.next;
	}
}

/** How many entities of the list `keep` accepts, page by page (the biggest pages are the caller's). */
export async function countList(fetchPage: FetchPage, keep: (entity: Record<string, unknown>) => boolean): Promise<number> {
	let count = 0;
	await walkPages(fetchPage, (entity) => {
		if (keep(entity)) count++;
		return true;
	});
	return count;
}

/**
 * The answer's items, the last one saying `more` and, when more exist, `next_cursor`. An answer with no
 * entity is one item `{ more: false }` (paired with input item `itemIndex`), so a caller that pages
 * still reads that nothing more exists instead of finding no item to read it from.
 */
export function sayWhetherMore(items: INodeExecutionData[], answer: ListAnswer, listKey: string, itemIndex: number): INodeExecutionData[] {
	const last = items[items.length - 1];
	if (!last) return [outputItem({ more: answer.more }, itemIndex)];
	last.json = { ...last.json, more: answer.more };
	if (answer.more && answer.next) last.json.next_cursor = encodePageCursor(listKey, answer.next);
	return items;
}

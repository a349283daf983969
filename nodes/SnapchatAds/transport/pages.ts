/**
 * Paging through a list: page after page until `max` entities or the last page. Bounded against a
 * server that never ends the list: a cursor that comes back twice, or empty pages that keep
 * pointing to a next page, stop it with a PagingProblem the caller words as an error.
 */
import type { IDataObject, INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

export interface ListPage {
	entities: Array<Record<string, unknown>>;
	/** Query for the next page, when there is one. */
	next?: Record<string, string>;
	requestId?: string;
}

/**
 * Empty pages in a row that still point to a next page before the list is given up. One or two
 * may be legitimate (an inferred assumption: a page emptied by deletions between calls); an
 * endless run of them is a server fault.
 */
export const MAX_EMPTY_PAGES_IN_A_ROW = 3;

export interface PagingProblem {
	message: string;
	/** Words that follow the subject, e.g. '(3 in a row)'. */
	detail?: string;
	/** Entities read before the list was stopped. */
	read: number;
	requestId?: string;
}

/**
 * Watches a walk through a list, page by page: returns the problem that must stop the walk before
 * the next page is asked for (a cursor seen before, too many empty pages pointing on), or undefined.
 * One guard per walk; it counts the entities read for the message.
 */
function createPageGuard(): (page: ListPage) => PagingProblem | undefined {
	const seen = new Set<string>();
	let emptyInARow = 0;
	let read = 0;
	return (page) => {
		read += page.entities.length;
		if (!page.next) return undefined;
		emptyInARow = page.entities.length === 0 ? emptyInARow + 1 : 0;
		if (emptyInARow >= MAX_EMPTY_PAGES_IN_A_ROW) {
			return {
				message: 'Snapchat kept answering empty pages that still point to a next page',
				detail: `(${emptyInARow} in a row)`,
				read,
				requestId: page.requestId,
			};
		}
		if (seen.has(page.next.cursor)) return { message: 'Snapchat sent the same page cursor twice', read, requestId: page.requestId };
		seen.add(page.next.cursor);
		return undefined;
	};
}

/** The error that stops a list walk: what went wrong, for which list, how much had been read. */
export function pagingError(node: INode, problem: PagingProblem, subject: string, listKey: string, itemIndex?: number): NodeApiError {
	return new NodeApiError(node, (problem.requestId ? { request_id: problem.requestId } : {}) as JsonObject, {
		message: `${problem.message} for ${subject}${problem.detail ? ` ${problem.detail}` : ''}: the list was stopped so it cannot loop forever`,
		description: `${problem.read} ${listKey.replace(/_/g, ' ')} had been read. Try again later; if it keeps happening, contact Snap support${problem.requestId ? ` with request ID ${problem.requestId}` : ''}.`,
		itemIndex,
	});
}

/**
 * Reads pages (first with `undefined`, then each page's `next`), giving each entity to `visit`,
 * until `visit` returns false (enough was seen) or the list ends. Returns the number of pages read.
 */
export async function walkPages<N>(
	fetchPage: (next: N | undefined) => Promise<{ entities: Array<Record<string, unknown>>; next?: N }>,
	visit: (entity: Record<string, unknown>) => boolean,
): Promise<number> {
	let next: N | undefined = undefined;
	for (let pages = 1; ; pages++) {
		const page = await fetchPage(next);
		for (const entity of page.entities) {
			if (!visit(entity)) return pages;
		}
		if (page.next === undefined) return pages;
		next = page.next;
	}
}

/**
 * `fetchPage` watched by a page guard: asked for the page after one that repeated a cursor or
 * ended a run of empty pages still pointing on, it throws `fail(problem)` instead of walking forever.
 */
export function guardPages<P extends ListPage>(
	fetchPage: (next: Record<string, string> | undefined) => Promise<P>,
	fail: (problem: PagingProblem) => Error,
): (next: Record<string, string> | undefined) => Promise<P> {
	const guard = createPageGuard();
	let problem: PagingProblem | undefined;
	return async (next) => {
		if (problem) throw fail(problem);
		const page = await fetchPage(next);
		problem = guard(page);
		return page;
	};
}

/** Every entity of a list, page by page, up to `max`; guarded against lists that never end. */
export async function collectPages(
	fetchPage: (qs: IDataObject) => Promise<ListPage>,
	baseQs: IDataObject,
	pageSize: number,
	max: number | undefined,
	fail: (problem: PagingProblem) => Error,
): Promise<Array<Record<string, unknown>>> {
	const collected: Array<Record<string, unknown>> = [];
	const read = guardPages((next) => fetchPage({ ...baseQs, ...next, limit: pageSize }), fail);
	await walkPages(read, (entity) => {
		if (max !== undefined && collected.length >= max) return false;
		collected.push(entity);
		return max === undefined || collected.length < max;
	});
	return collected;
}

/**
 * Paging through a list: page after page until `max` entities or the last page. Bounded against a
 * server that never ends the list: a cursor that comes back twice, or empty pages that keep
 * pointing to a next page, stop it with a PagingProblem the caller words as an error.
 */
import type { IDataObject } from 'n8n-workflow';

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

export async function collectPages(
	fetchPage: (qs: IDataObject) => Promise<ListPage>,
	baseQs: IDataObject,
	pageSize: number,
	max: number | undefined,
	fail: (problem: PagingProblem) => Error,
): Promise<Array<Record<string, unknown>>> {
	const collected: Array<Record<string, unknown>> = [];
	const seen = new Set<string>();
	let emptyInARow = 0;
	let qs: IDataObject = { ...baseQs, limit: pageSize };
	for (;;) {
		const page = await fetchPage(qs);
		for (const entity of page.entities) {
			if (max !== undefined && collected.length >= max) break;
			collected.push(entity);
		}
		if (!page.next || (max !== undefined && collected.length >= max)) return collected;
		emptyInARow = page.entities.length === 0 ? emptyInARow + 1 : 0;
		if (emptyInARow >= MAX_EMPTY_PAGES_IN_A_ROW) {
			throw fail({
				message: 'Snapchat kept answering empty pages that still point to a next page',
				detail: `(${emptyInARow} in a row)`,
				read: collected.length,
				requestId: page.requestId,
			});
		}
		if (seen.has(page.next.cursor)) {
			throw fail({ message: 'Snapchat sent the same page cursor twice', read: collected.length, requestId: page.requestId });
		}
		seen.add(page.next.cursor);
		qs = { ...baseQs, ...page.next, limit: pageSize };
	}
}

import type { ILoadOptionsFunctions, INodeListSearchItems, INodeListSearchResult } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { toNodeError } from '../../../shared/items/errors';
import { locatorId } from '../../../shared/input/adsManagerLink';
import { InputError } from '../../../shared/input/validation';
import { createClient } from '../../transport';
import { childrenPath, type SnapEntity } from '../../api';

/** Whether any of `texts` contains the typed filter (case-insensitive); no filter matches all. */
export function matches(filter: string | undefined, ...texts: unknown[]): boolean {
	if (!filter) return true;
	const needle = filter.trim().toLowerCase();
	return texts.some((t) => typeof t === 'string' && t.toLowerCase().includes(needle));
}

/**
 * The checked ID of another locator of the node (e.g. the Ad Account a list depends on). When it is
 * missing or not an ID, the error says to choose it first, or to switch this field to By ID.
 */
export function requireParentId(
	ctx: ILoadOptionsFunctions,
	parameter: string,
	parentField: string,
	listOf: string,
	thisField: string,
	byIdNote = '',
): string {
	try {
		return locatorId(ctx.getCurrentNodeParameter(parameter), parentField, parentField.toLowerCase());
	} catch (error) {
		if (error instanceof InputError) {
			throw new NodeOperationError(ctx.getNode(), `Choose ${/^[AEIOU]/.test(parentField) ? 'an' : 'a'} ${parentField} first to list its ${listOf}`, {
				description: `${error.message}. Or switch ${thisField} to "By ID" or "By URL" and paste the ID or its link${byIdNote ? `: ${byIdNote}` : ''}.`,
			});
		}
		throw toNodeError(ctx.getNode(), error);
	}
}

/**
 * The name a list entry shows. n8n 2.40's resource-locator list shows only the name (not the
 * description), so what tells entries apart goes into it: "Summer Sale · Paused". Empty details are
 * left out. The typed filter is still matched against the real name (see `matches`).
 */
export function shownName(name: string, ...details: unknown[]): string {
	return [name, ...details.filter((d): d is string => typeof d === 'string' && d !== '')].join(' · ');
}

/** A Snap status code as a person reads it: "PAUSED" → "Paused", "PENDING_REVIEW" → "Pending review". */
export function readable(code: unknown): string | undefined {
	if (typeof code !== 'string' || code === '') return undefined;
	const words = code.toLowerCase().replace(/_/g, ' ');
	return words.charAt(0).toUpperCase() + words.slice(1);
}

export const SEARCH_PAGE_SIZE = 200;

export interface ChildListSearch {
	/** The entity listed, e.g. event details, under the parent chosen in the node (its locator), e.g. the ad account. */
	child: SnapEntity;
	parent: SnapEntity;
	/** The label of the field being filled, when it is not the child's name (default: e.g. 'Event Detail'). */
	thisField?: string;
	/** The listed entities in running text, when not the child's label with an s (e.g. 'ready media'). */
	listOf?: string;
	byIdNote?: string;
	/** The list entry of an entity, or undefined to leave it out; `filter` is matched against `texts`. */
	toItem: (entity: Record<string, unknown>) => { item: INodeListSearchItems; texts: unknown[] } | undefined;
}

/** One page of the entities under the parent chosen in another locator, filtered by the typed text. */
export async function searchChildren(
	ctx: ILoadOptionsFunctions,
	search: ChildListSearch,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const { child, parent } = search;
	const parentId = requireParentId(ctx, parent.locator.parameter, parent.displayName, search.listOf ?? `${child.label}s`, search.thisField ?? child.displayName, search.byIdNote);
	const client = await createClient(ctx);
	const qs: Record<string, string | number> = { limit: SEARCH_PAGE_SIZE };
	if (paginationToken) qs.cursor = paginationToken;
	const page = await client.listPage(
		{ path: childrenPath(parent, parentId, child), qs, subject: `${parent.label} ${parentId}` },
		child.plural,
		child.singular,
	);
	const found: Array<{ item: INodeListSearchItems; entity: Record<string, unknown> }> = [];
	for (const entity of page.entities) {
		const entry = typeof entity.id === 'string' ? search.toItem(entity) : undefined;
		if (entry && matches(filter, ...entry.texts, entity.id)) found.push({ item: entry.item, entity });
	}
	return { results: tellApart(found), paginationToken: page.next?.cursor };
}

/**
 * Entries whose shown names are the same (two segments called "Newsletter", both Ready) would look
 * identical in n8n's list, which shows only the name: each of them gets its creation day (UTC) and
 * the end of its ID, "Newsletter · Ready · created 2026-03-01 · ID …298240". Entries with a name of
 * their own are left as they are. Compared within one page of the list.
 */
export function tellApart(found: Array<{ item: INodeListSearchItems; entity: Record<string, unknown> }>): INodeListSearchItems[] {
	const count = new Map<string, number>();
	for (const { item } of found) count.set(item.name, (count.get(item.name) ?? 0) + 1);
	return found.map(({ item, entity }) => {
		if ((count.get(item.name) ?? 0) < 2) return item;
		const created = typeof entity.created_at === 'string' && /^\d{4}-\d{2}-\d{2}/.test(entity.created_at) ? `created ${entity.created_at.slice(0, 10)}` : undefined;
		return { ...item, name: shownName(item.name, created, `ID …${String(entity.id).slice(-6)}`) };
	});
}

/** A list search method (n8n calls it with the node's context) for the children `search` describes. */
export function childSearch(search: ChildListSearch): (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) => Promise<INodeListSearchResult> {
	return async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		return await searchChildren(this, search, filter, paginationToken);
	};
}

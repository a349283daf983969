/** Get, Get Many and Delete of campaigns, ad squads and ads. */
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { withAmounts } from '../../../shared/input/money';
import type { SnapClient } from '../../transport';
import { createClient, guardPages, pagingError } from '../../transport';
import { executeDeleteById, executeGetById } from '../common/entities';
import { forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { readAdAccountId, readLocatorId } from '../common/locators';
import { MAX_PAGE_SIZE, readListSize } from '../common/paging';
import type { AdsEntityType } from './entityTypes';
import { readEntityId, readListFrom, readStatusFilter } from './fields';
import type { Page } from './plan';
import { collectMatching } from './plan';
import { AD_ACCOUNT, childrenPath, ENTITIES, entityPath } from '../../api';

/** The entity as output: Snap's fields, plus `<name>_amount` beside each micro-currency field. */
export function entityOutput(type: AdsEntityType, entity: Record<string, unknown>, itemIndex: number): INodeExecutionData {
	return outputItem(withAmounts(entity, type.microFields), itemIndex);
}

export function notFound(type: AdsEntityType, id: string): string {
	return `${type.displayName} ${id} was not found: it does not exist, was deleted, or belongs to an ad account the connected user cannot see`;
}

/** A guarded page reader for `walkPages`: `next` is the query of the previous page's next_link. */
export function pageReader(
	ctx: IExecuteFunctions,
	client: SnapClient,
	type: AdsEntityType,
	req: { path: string; subject: string; itemIndex: number; pageSize: number },
): (next: Record<string, string> | undefined) => Promise<Page> {
	return guardPages(
		async (next) =>
			await client.listPage(
				{ path: req.path, qs: { ...next, limit: req.pageSize }, subject: req.subject, itemIndex: req.itemIndex },
				type.plural,
				type.singular,
			),
		(problem) => pagingError(ctx.getNode(), problem, req.subject, type.plural, req.itemIndex),
	);
}

export async function executeGet(ctx: IExecuteFunctions, items: INodeExecutionData[], type: AdsEntityType): Promise<INodeExecutionData[]> {
	return await executeGetById(ctx, items, {
		readId: (c, i) => readEntityId(c, type, i),
		path: (id) => entityPath(type, id),
		listKey: type.plural,
		entityKey: type.singular,
		what: type.label,
		notFoundMessage: (id) => notFound(type, id),
		output: (entity, i) => entityOutput(type, entity, i),
	});
}

/** The list to read for item `i`: the ad account's, or the chosen campaign's / ad squad's. */
function listOf(ctx: IExecuteFunctions, type: AdsEntityType, i: number): { path: string; subject: string } {
	const parent = type.listParent;
	if (parent && readListFrom(ctx, type, i) === parent.value) {
		const id = readLocatorId(ctx, i, parent.parameter, parent.displayName, parent.displayName.toLowerCase());
		return { path: childrenPath(ENTITIES[parent.value], id, type), subject: `the ${type.label}s of ${parent.displayName.toLowerCase()} ${id}` };
	}
	const adAccountId = readAdAccountId(ctx, i);
	return { path: childrenPath(AD_ACCOUNT, adAccountId, type), subject: `the ${type.label}s of ad account ${adAccountId}` };
}

export async function executeGetMany(ctx: IExecuteFunctions, items: INodeExecutionData[], type: AdsEntityType): Promise<INodeExecutionData[]> {
	const client = await createClient(ctx);
	const read = (i: number) => ({
		list: listOf(ctx, type, i),
		size: readListSize(ctx, i),
		status: readStatusFilter(ctx, i),
	});
	return await forEachCheckedItem(ctx, items, read, async ({ list, size, status }, i) => {
		// With a status filter, the entities to skip are unknown: read the biggest pages.
		const pageSize = status ? MAX_PAGE_SIZE : size.pageSize;
		const found = await collectMatching(
			pageReader(ctx, client, type, { ...list, itemIndex: i, pageSize }),
			(entity) => status === undefined || entity.status === status,
			size.limit,
		);
		return found.map((entity) => entityOutput(type, entity, i));
	});
}

export async function executeDelete(ctx: IExecuteFunctions, items: INodeExecutionData[], type: AdsEntityType): Promise<INodeExecutionData[]> {
	return await executeDeleteById(ctx, items, {
		readId: (c, i) => readEntityId(c, type, i),
		path: (id) => entityPath(type, id),
		what: type.label,
		listKey: type.plural,
		entityKey: type.singular,
		// Seen in traffic: a campaign delete answers HTTP 200 with an empty body; ad squads and ads an empty list.
		emptyBodyIsSuccess: true,
	});
}

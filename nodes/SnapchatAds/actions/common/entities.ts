/** Reading single entities: one GET, its envelope checked, exactly one entity back. */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { SnapClient } from '../../transport';
import { createClient, guardPages, pagingError } from '../../transport';
import { forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { MAX_PAGE_SIZE, readListSize } from './paging';
import { readOutputShape } from './compact';
import { readListAnswer, readListPaging, sayWhetherMore, countList } from './listPaging';

export interface GetOneRequest {
	path: string;
	/** Query parameters, e.g. return_placement_v2 for an ad squad's placement settings. */
	qs?: Record<string, string>;
	/** Envelope keys, e.g. 'campaigns' and 'campaign'. */
	listKey: string;
	entityKey: string;
	/** The entity in messages, e.g. 'campaign 5d2e…'. */
	subject: string;
	itemIndex: number;
	notFoundMessage: string;
}

export async function getOne(
	ctx: IExecuteFunctions,
	client: SnapClient,
	req: GetOneRequest,
): Promise<Record<string, unknown>> {
	const body = await client.request({
		method: 'GET',
		path: req.path,
		qs: req.qs,
		idempotent: true,
		subject: req.subject,
		itemIndex: req.itemIndex,
		notFoundMessage: req.notFoundMessage,
	});
	const [entity] = client.entities(body, req.listKey, req.entityKey, req.subject, req.itemIndex);
	if (!entity) {
		throw new NodeApiError(ctx.getNode(), {}, {
			message: `Snapchat's answer for ${req.subject} held no ${req.entityKey.replace(/_/g, ' ')}`,
			itemIndex: req.itemIndex,
		});
	}
	return entity;
}

export interface GetByIdSpec {
	/** The checked ID of item `itemIndex` (from its locator). */
	readId: (ctx: IExecuteFunctions, itemIndex: number) => string;
	path: (id: string) => string;
	listKey: string;
	entityKey: string;
	/** The entity in running text, e.g. 'ad account'. */
	what: string;
	notFoundMessage: (id: string) => string;
	/** The output item of the entity; default: the entity as Snapchat gives it. */
	output?: (entity: Record<string, unknown>, itemIndex: number) => INodeExecutionData;
}

/** A whole Get operation: per item, read the ID, GET the entity, output it paired with the item. */
export async function executeGetById(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	spec: GetByIdSpec,
): Promise<INodeExecutionData[]> {
	const client = await createClient(ctx);
	return await forEachCheckedItem(ctx, items, (i) => spec.readId(ctx, i), async (id, i) => {
		const entity = await getOne(ctx, client, {
			path: spec.path(id),
			listKey: spec.listKey,
			entityKey: spec.entityKey,
			subject: `${spec.what} ${id}`,
			itemIndex: i,
			notFoundMessage: spec.notFoundMessage(id),
		});
		return [spec.output ? spec.output(entity, i) : outputItem(entity, i)];
	});
}

export interface DeleteByIdSpec {
	readId: (ctx: IExecuteFunctions, itemIndex: number) => string;
	path: (id: string) => string;
	/** The entity in running text, e.g. 'event detail'. */
	what: string;
	/** Envelope keys of the delete answer (checked for request_status only). */
	listKey: string;
	entityKey: string;
	/** An answer that is not an envelope (Snap's campaign delete: HTTP 200, empty body) is success. */
	emptyBodyIsSuccess?: boolean;
}

/** A whole Delete operation: per item, DELETE the entity and output `{ id, deleted: true }`. */
export async function executeDeleteById(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	spec: DeleteByIdSpec,
): Promise<INodeExecutionData[]> {
	const client = await createClient(ctx);
	const label = spec.what.charAt(0).toUpperCase() + spec.what.slice(1);
	return await forEachCheckedItem(ctx, items, (i) => spec.readId(ctx, i), async (id, i) => {
		const subject = `${spec.what} ${id}`;
		const body = await client.request({
			method: 'DELETE',
			path: spec.path(id),
			idempotent: true,
			subject,
			itemIndex: i,
			notFoundMessage: `${label} ${id} is already gone: it was deleted before, never existed, or belongs to an ad account the connected user cannot see`,
			// An earlier attempt whose answer was lost (timeout, 5xx after the work) already deleted it.
			notFoundOnRetry: { request_status: 'success', [spec.listKey]: [] },
		});
		if (spec.emptyBodyIsSuccess && (body === undefined || body === null || body === '')) return [outputItem({ id, deleted: true }, i)];
		const { requestStatus, requestId } = client.envelope(body, spec.listKey, spec.entityKey, subject, i);
		if (requestStatus !== 'SUCCESS') {
			throw new NodeApiError(ctx.getNode(), (requestId ? { request_id: requestId } : {}) as JsonObject, {
				message: `Snapchat did not confirm deleting ${subject}: it reported ${requestStatus}`,
				description: `Run Get on the ${spec.what} to see whether it still exists, then try again.${requestId ? ` (request ID ${requestId})` : ''}`,
				itemIndex: i,
			});
		}
		return [outputItem({ id, deleted: true }, i)];
	});
}

export interface ListUnderSpec {
	/** The checked ID of the parent (e.g. the ad account) of item `itemIndex`. */
	readParentId: (ctx: IExecuteFunctions, itemIndex: number) => string;
	path: (parentId: string) => string;
	subject: (parentId: string) => string;
	listKey: string;
	entityKey: string;
	/** The output item of each entity; default: the entity as Snapchat gives it. */
	output?: (entity: Record<string, unknown>, itemIndex: number) => INodeExecutionData;
	/** With an Output field (common/compact.ts): the entity as its Compact choice gives it. */
	compact?: (entity: Record<string, unknown>) => IDataObject;
	/** With the fields of common/listPaging.ts: Page Cursor, Say Whether More Exist, Count Only. */
	paging?: boolean;
}

/**
 * A whole Get Many operation under a parent: per item, Return All / Limit pages, one item per entity;
 * with `paging`, from a Page Cursor, the last item saying whether more exist, or a count only.
 */
export async function executeListUnder(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	spec: ListUnderSpec,
): Promise<INodeExecutionData[]> {
	const client = await createClient(ctx);
	const read = (i: number) => {
		const parentId = spec.readParentId(ctx, i);
		const size = readListSize(ctx, i);
		const shape = spec.compact ? readOutputShape(ctx, i) : 'full';
		return { parentId, size, shape, paging: spec.paging ? readListPaging(ctx, i, spec.listKey, shape === 'compact') : undefined };
	};
	return await forEachCheckedItem(ctx, items, read, async ({ parentId, size, shape, paging }, i) => {
		const subject = spec.subject(parentId);
		const pages = (pageSize: number) =>
			guardPages(
				async (next) => await client.listPage({ path: spec.path(parentId), qs: { ...next, limit: String(pageSize) }, subject, itemIndex: i }, spec.listKey, spec.entityKey),
				(problem) => pagingError(ctx.getNode(), problem, subject, spec.listKey, i),
			);
		if (paging?.countOnly) return [outputItem({ count: await countList(pages(MAX_PAGE_SIZE), () => true) }, i)];
		const answer = await readListAnswer(pages(size.pageSize), () => true, size.limit, paging?.start, false);
		const compact = shape === 'compact' ? spec.compact : undefined;
		const out = compact
			? answer.entities.map((entity) => outputItem(compact(entity), i))
			: answer.entities.map((entity) => (spec.output ? spec.output(entity, i) : outputItem(entity, i)));
		return paging?.sayMore ? sayWhetherMore(out, answer, spec.listKey, i) : out;
	});
}

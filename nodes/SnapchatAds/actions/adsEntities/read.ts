/** Get, Get Many and Delete of campaigns, ad squads and ads. */
import type { IExecuteFunctions, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { withAmounts } from '../../helpers/money';
import { isRecord } from '../../helpers/values';
import type { SnapClient } from '../../transport';
import { createClient } from '../../transport';
import { getOne } from '../common/entities';
import { forEachItem, outputItem } from '../common/items';
import { readAdAccountId, readLocatorId } from '../common/locators';
import { readListSize } from '../common/paging';
import type { AdsEntityType } from './entityTypes';
import { childrenPath, entityPath } from './entityTypes';
import { readEntityId, STATUS_FILTERS } from './fields';
import type { Page } from './plan';
import { collectMatching } from './plan';

/** The entity as output: Snap's fields, plus `<name>_amount` beside each micro-currency field. */
export function entityOutput(type: AdsEntityType, entity: Record<string, unknown>, itemIndex: number): INodeExecutionData {
	return outputItem(withAmounts(entity, type.microFields), itemIndex);
}

export function notFound(type: AdsEntityType, id: string): string {
	return `${type.displayName} ${id} was not found: it does not exist, was deleted, or belongs to an ad account the connected user cannot see`;
}

/** A page reader for `walkPages`: `next` is the query of the previous page's next_link. */
export function pageReader(
	client: SnapClient,
	type: AdsEntityType,
	req: { path: string; subject: string; itemIndex: number; pageSize: number },
): (next: unknown) => Promise<Page> {
	return async (next) =>
		await client.listPage(
			{
				path: req.path,
				qs: { ...(isRecord(next) ? next : {}), limit: req.pageSize },
				subject: req.subject,
				itemIndex: req.itemIndex,
			},
			type.plural,
			type.singular,
		);
}

export async function executeGet(ctx: IExecuteFunctions, items: INodeExecutionData[], type: AdsEntityType): Promise<INodeExecutionData[]> {
	const client = await createClient(ctx);
	return await forEachItem(ctx, items, async (i) => {
		const id = readEntityId(ctx, type, i);
		const entity = await getOne(ctx, client, {
			path: entityPath(type, id),
			listKey: type.plural,
			entityKey: type.singular,
			subject: `${type.label} ${id}`,
			itemIndex: i,
			notFoundMessage: notFound(type, id),
		});
		return [entityOutput(type, entity, i)];
	});
}

/** The list to read for item `i`: the ad account's, or the chosen campaign's / ad squad's. */
function listOf(ctx: IExecuteFunctions, type: AdsEntityType, i: number): { path: string; subject: string } {
	const parent = type.listParent;
	if (parent && ctx.getNodeParameter('listFrom', i, 'adAccount') === parent.value) {
		const id = readLocatorId(ctx, i, parent.parameter, parent.displayName, parent.displayName.toLowerCase());
		return { path: childrenPath(parent.plural, id, type), subject: `the ${type.label}s of ${parent.displayName.toLowerCase()} ${id}` };
	}
	const adAccountId = readAdAccountId(ctx, i);
	return { path: childrenPath('adaccounts', adAccountId, type), subject: `the ${type.label}s of ad account ${adAccountId}` };
}

export async function executeGetMany(ctx: IExecuteFunctions, items: INodeExecutionData[], type: AdsEntityType): Promise<INodeExecutionData[]> {
	const client = await createClient(ctx);
	return await forEachItem(ctx, items, async (i) => {
		const list = listOf(ctx, type, i);
		const { limit, pageSize: limitPageSize } = readListSize(ctx, i);
		const filter = ctx.getNodeParameter('statusFilter', i, 'any') as keyof typeof STATUS_FILTERS;
		const status = STATUS_FILTERS[filter];
		// With a status filter, the entities to skip are unknown: read the biggest pages.
		const pageSize = status ? 1000 : limitPageSize;
		const found = await collectMatching(
			pageReader(client, type, { ...list, itemIndex: i, pageSize }),
			(entity) => status === undefined || entity.status === status,
			limit,
		);
		return found.map((entity) => entityOutput(type, entity, i));
	});
}

export async function executeDelete(ctx: IExecuteFunctions, items: INodeExecutionData[], type: AdsEntityType): Promise<INodeExecutionData[]> {
	const client = await createClient(ctx);
	return await forEachItem(ctx, items, async (i) => {
		const id = readEntityId(ctx, type, i);
		const subject = `${type.label} ${id}`;
		const body = await client.request({
			method: 'DELETE',
			path: entityPath(type, id),
			kind: 'delete',
			subject,
			itemIndex: i,
			notFoundMessage: `${type.displayName} ${id} is already gone: it was deleted before, never existed, or belongs to an ad account the connected user cannot see`,
			// An earlier attempt whose answer was lost (timeout, 5xx after the work) already deleted it.
			notFoundOnRetry: { request_status: 'SUCCESS' },
		});
		// Snap answers a campaign delete with an empty body and an ad squad or ad delete with an
		// empty list (spec, seen in traffic): anything that is not an envelope saying otherwise is success.
		if (isRecord(body) && body.request_status !== undefined) {
			const { requestStatus, requestId } = client.envelope(body, type.plural, type.singular, subject, i);
			if (requestStatus !== 'SUCCESS') {
				throw new NodeApiError(ctx.getNode(), (requestId ? { request_id: requestId } : {}) as JsonObject, {
					message: `Snapchat did not confirm deleting ${subject}: it reported ${requestStatus}`,
					description: `Run Get on the ${type.label} to see whether it still exists, then try again.`,
					itemIndex: i,
				});
			}
		}
		return [{ json: { id, deleted: true }, pairedItem: { item: i } }];
	});
}

/** Reading single entities: one GET, its envelope checked, exactly one entity back. */
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import type { SnapClient } from '../../transport';
import { createClient } from '../../transport';
import { forEachCheckedItem, outputItem } from './items';

export interface GetOneRequest {
	path: string;
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
		kind: 'read',
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
		return [outputItem(entity, i)];
	});
}

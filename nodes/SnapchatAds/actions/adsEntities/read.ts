/** Get, Get Many and Delete of campaigns, ad squads and ads. */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import type { SnapClient } from '../../transport';
import { createClient, guardPages, pagingError } from '../../transport';
import { createAdAccountLookup, type AdAccountLookup } from '../common/accounts';
import { executeDeleteById, executeGetById } from '../common/entities';
import { forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { readAdAccountId, readLocatorId } from '../common/locators';
import { adsManagerLink, pick, readOutputShape } from '../common/compact';
import { MAX_PAGE_SIZE, readListSize } from '../common/paging';
import type { AdsEntityType } from '../common/entityTypes';
import { readEntityId, readListFrom, readStatusFilter } from './fields';
import type { Page } from './plan';
import { countList, readListAnswer, readListPaging, sayWhetherMore } from '../common/listPaging';
import { entityOutputJson } from './updateOutcome';
import { AD_ACCOUNT, childrenPath, ENTITIES, entityPath } from '../../api';

/** The entity as output: Snap's fields, plus the plain amount beside each micro-currency field. */
export function entityOutput(type: AdsEntityType, entity: Record<string, unknown>, itemIndex: number): INodeExecutionData {
	return outputItem(entityOutputJson(type, entity), itemIndex);
}

export function notFound(type: AdsEntityType, id: string): string {
	return `${type.displayName} ${id} was not found: it does not exist, was deleted, or belongs to an ad account the connected user cannot see`;
}

/** A guarded page reader for `walkPages`: `next` is the query of the previous page's next_link. */
export function pageReader(
	ctx: IExecuteFunctions,
	client: SnapClient,
	type: AdsEntityType,
	req: { path: string; subject: string; itemIndex: number; pageSize: number; qs?: Record<string, string> },
): (next: Record<string, string> | undefined) => Promise<Page> {
	return guardPages(
		async (next) =>
			await client.listPage(
				{ path: req.path, qs: { ...req.qs, ...next, limit: req.pageSize }, subject: req.subject, itemIndex: req.itemIndex },
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

/** The list to read for item `i`: the ad account's (then its ID is known), or the chosen campaign's / ad squad's. */
function listOf(ctx: IExecuteFunctions, type: AdsEntityType, i: number): { path: string; subject: string; adAccountId?: string } {
	const parent = type.listParent;
	if (parent && readListFrom(ctx, type, i) === parent.value) {
		const id = readLocatorId(ctx, i, parent.parameter, parent.displayName, parent.displayName.toLowerCase());
		return { path: childrenPath(ENTITIES[parent.value], id, type), subject: `the ${type.label}s of ${parent.displayName.toLowerCase()} ${id}` };
	}
	const adAccountId = readAdAccountId(ctx, i);
	return { path: childrenPath(AD_ACCOUNT, adAccountId, type), subject: `the ${type.label}s of ad account ${adAccountId}`, adAccountId };
}

/** Fields a compact campaign, ad squad or ad keeps (those an entity lacks are left out), before its money. */
const COMPACT_KEYS = ['id', 'name', 'status', 'delivery_status', 'review_status', 'review_status_reasons', 'objective', 'type', 'campaign_id', 'ad_squad_id', 'creative_id', 'start_time', 'end_time'];
const LINK_LEVEL = { campaign: 'campaigns', adSquad: 'adsquads', ad: 'ads' } as const;

/**
 * A campaign, ad squad or ad as the Output "Compact" gives it (actions/common/compact.ts): its
 * identity, state, times, plain amounts and `currency` (the ad account's, when known), and its Ads
 * Manager page when the ad account is known (the entity's own `ad_account_id`, or the ad account it
 * was listed from).
 */
export function compactEntity(type: AdsEntityType, entity: Record<string, unknown>, adAccountId?: string, currency?: string): IDataObject {
	const json = entityOutputJson(type, entity, { currency });
	const money = type.microFields.map((f) => f.replace(/_micro$/, ''));
	const out = pick(json, [...COMPACT_KEYS, ...money, 'currency']);
	const account = typeof entity.ad_account_id === 'string' ? entity.ad_account_id : adAccountId;
	if (account && typeof entity.id === 'string') out.ads_manager_url = adsManagerLink(account, LINK_LEVEL[type.kind], entity.id);
	return out;
}

/**
 * The currency of the ad account a compact list comes from: one read per ad account and run, shared
 * by every item (the same lookup Update uses). Unknown when the list came from a campaign or an ad
 * squad (their ad account is not read for it), or when the account cannot be read: the items then
 * leave `currency` out, as a Full Item does, rather than fail.
 */
async function listCurrency(lookup: AdAccountLookup, adAccountId: string | undefined, itemIndex: number): Promise<string | undefined> {
	if (adAccountId === undefined) return undefined;
	try {
		return (await lookup.get(adAccountId, itemIndex)).currency;
	} catch {
		return undefined;
	}
}

export async function executeGetMany(ctx: IExecuteFunctions, items: INodeExecutionData[], type: AdsEntityType): Promise<INodeExecutionData[]> {
	const client = await createClient(ctx);
	const accounts = createAdAccountLookup(client);
	const read = (i: number) => {
		const list = listOf(ctx, type, i);
		const size = readListSize(ctx, i);
		const status = readStatusFilter(ctx, i);
		const shape = readOutputShape(ctx, i);
		return { list, size, status, shape, paging: readListPaging(ctx, i, type.plural, shape === 'compact') };
	};
	return await forEachCheckedItem(ctx, items, read, async ({ list, size, status, shape, paging }, i) => {
		const keep = (entity: Record<string, unknown>) => status === undefined || entity.status === status;
		if (paging.countOnly) {
			const count = await countList(pageReader(ctx, client, type, { ...list, itemIndex: i, pageSize: MAX_PAGE_SIZE }), keep);
			return [outputItem({ count }, i)];
		}
		// With a status filter, the entities to skip are unknown: read the biggest pages. `more` is made
		// exact (read on to the next match) only when the answer says it: no extra request otherwise.
		const pageSize = status ? MAX_PAGE_SIZE : size.pageSize;
		const answer = await readListAnswer(pageReader(ctx, client, type, { ...list, itemIndex: i, pageSize }), keep, size.limit, paging.start, status !== undefined && paging.sayMore);
		let out: INodeExecutionData[];
		if (shape !== 'compact') out = answer.entities.map((entity) => entityOutput(type, entity, i));
		else {
			const currency = await listCurrency(accounts, list.adAccountId, i);
			out = answer.entities.map((entity) => outputItem(compactEntity(type, entity, list.adAccountId, currency), i));
		}
		return paging.sayMore ? sayWhetherMore(out, answer, type.plural, i) : out;
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

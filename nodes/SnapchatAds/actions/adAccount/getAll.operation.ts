import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toNodeError } from '../../../shared/items/errors';
import type { SnapClient } from '../../transport';
import { createClient, guardPages, pagingError } from '../../transport';
import { convertInputErrors, forEachItem, outputItem } from '../../../shared/items/items';
import { InputError } from '../../../shared/input/validation';
import { MAX_PAGE_SIZE, readListSize, returnAllAndLimit } from '../common/paging';
import { countList, listPagingFields, readListAnswer, readListPaging, sayWhetherMore, type FetchPage, type ListAnswer } from '../common/listPaging';
import { myOrganizations, type MyOrganization } from '../common/accounts';
import { compactAdAccount, outputShapeField, readOutputShape } from '../common/compact';
import { organizationLocator, readOrganizationId } from '../organization/shared';
import { RESOURCE } from './shared';
import { AD_ACCOUNT, childrenPath, ORGANIZATION } from '../../api';

const show = { resource: [RESOURCE], operation: ['getAll'] };

export const properties: INodeProperties[] = [
	{
		displayName: 'From',
		name: 'scope',
		type: 'options',
		default: 'all',
		description: 'Whose ad accounts to list',
		options: [
			{
				name: 'All My Organizations',
				value: 'all',
				description: 'Every ad account the connected user can see, in every organization',
			},
			{ name: 'One Organization', value: 'organization', description: 'The ad accounts of the organization you pick' },
		],
		displayOptions: { show },
	},
	organizationLocator(RESOURCE, ['getAll'], 'The organization whose ad accounts to list', { scope: ['organization'] }),
	...returnAllAndLimit(RESOURCE, ['getAll']),
	outputShapeField(RESOURCE, ['getAll']),
	...listPagingFields(RESOURCE, ['getAll']),
];

const LIST_KEY = 'adaccounts';

/**
 * The pages of one organization's ad-account list. Assumed (not documented): a user whose role is
 * on single ad accounts, not on the organization, may be refused the organization's list (403) while
 * still seeing those accounts inline in their organizations; then the inline accounts are its one page.
 */
function accountPages(ctx: IExecuteFunctions, client: SnapClient, organization: MyOrganization, itemIndex: number, pageSize: number, inlineOn403: boolean): FetchPage {
	const subject = `the ad accounts of organization ${organization.id}`;
	return guardPages(
		async (next) => {
			try {
				return await client.listPage(
					{ path: childrenPath(ORGANIZATION, organization.id, AD_ACCOUNT), qs: { ...next, limit: String(pageSize) }, subject, itemIndex },
					LIST_KEY,
					'adaccount',
				);
			} catch (error) {
				if (!inlineOn403 || next !== undefined || (error as { httpCode?: unknown }).httpCode !== '403') throw toNodeError(ctx.getNode(), error, itemIndex);
				return { entities: organization.inline };
			}
		},
		(problem) => pagingError(ctx.getNode(), problem, subject, LIST_KEY, itemIndex),
	);
}

/** A Page Cursor that does not fit the organizations it is used with: refused naming the field. */
function foreignCursor(ctx: IExecuteFunctions, itemIndex: number): never {
	return convertInputErrors(ctx, itemIndex, () => {
		throw new InputError(
			'Page Cursor',
			'Page Cursor belongs to another list of ad accounts (another organization, or one the connected user no longer sees)',
			'Leave Page Cursor empty to start at the beginning, or put there exactly the next_cursor an earlier answer of this same list gave.',
		);
	});
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	return await forEachItem(this, items, async (i) => {
		const scope = this.getNodeParameter('scope', i, 'all') as string;
		const { limit, pageSize } = readListSize(this, i);
		const shape = readOutputShape(this, i);
		const paging = readListPaging(this, i, LIST_KEY, shape === 'compact');
		const output = (account: Record<string, unknown>) => outputItem(shape === 'compact' ? compactAdAccount(account) : account, i);
		const keepAll = () => true;
		if (scope === 'organization') {
			const organizationId = readOrganizationId(this, i);
			if (paging.start?.org !== undefined && paging.start.org.toLowerCase() !== organizationId.toLowerCase()) foreignCursor(this, i);
			const organization: MyOrganization = { id: organizationId, inline: [] };
			if (paging.countOnly) return [outputItem({ count: await countList(accountPages(this, client, organization, i, MAX_PAGE_SIZE, false), keepAll) }, i)];
			const answer = await readListAnswer(accountPages(this, client, organization, i, pageSize, false), keepAll, limit, paging.start, false);
			const out = answer.entities.map(output);
			return paging.sayMore ? sayWhetherMore(out, { ...answer, next: answer.next && { ...answer.next, org: organizationId } }, LIST_KEY, i) : out;
		}
		const organizations = await myOrganizations(client, i);
		if (paging.countOnly) {
			let count = 0;
			for (const organization of organizations) count += await countList(accountPages(this, client, organization, i, MAX_PAGE_SIZE, true), keepAll);
			return [outputItem({ count }, i)];
		}
		let from = 0;
		if (paging.start) {
			from = organizations.findIndex((o) => o.id.toLowerCase() === paging.start?.org?.toLowerCase());
			if (from < 0) foreignCursor(this, i);
		}
		const accounts: Array<Record<string, unknown>> = [];
		let answer: ListAnswer = { entities: [], more: false };
		for (let k = from; k < organizations.length; k++) {
			const organization = organizations[k];
			const left = limit === undefined ? undefined : limit - accounts.length;
			// At the Limit: the next organization is still read (up to its first account) so `more` is exact.
			if (left !== undefined && left <= 0 && !paging.sayMore) break;
			const read = await readListAnswer(accountPages(this, client, organization, i, pageSize, true), keepAll, left, k === from ? paging.start : undefined, false);
			accounts.push(...read.entities);
			if (read.more) {
				answer = { entities: accounts, more: true, next: read.next && { ...read.next, org: organization.id } };
				break;
			}
		}
		const out = accounts.map(output);
		return paging.sayMore ? sayWhetherMore(out, { ...answer, entities: accounts }, LIST_KEY, i) : out;
	});
}

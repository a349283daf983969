import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toNodeError } from '../../../shared/items/errors';
import type { SnapClient } from '../../transport';
import { createClient } from '../../transport';
import { forEachItem, outputItem } from '../../../shared/items/items';
import { readListSize, returnAllAndLimit } from '../common/paging';
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
];

/**
 * The full ad-account entities of one organization. Assumed (not documented): a user whose role is
 * on single ad accounts, not on the organization, may be refused the organization's list (403) while
 * still seeing those accounts inline in their organizations; then the inline accounts are used.
 */
async function accountsOf(
	ctx: IExecuteFunctions,
	client: SnapClient,
	organization: MyOrganization,
	itemIndex: number,
	pageSize: number,
	max: number | undefined,
): Promise<Array<Record<string, unknown>>> {
	try {
		return await client.listAll(
			{
				path: childrenPath(ORGANIZATION, organization.id, AD_ACCOUNT),
				subject: `the ad accounts of organization ${organization.id}`,
				itemIndex,
			},
			'adaccounts',
			'adaccount',
			pageSize,
			max,
		);
	} catch (error) {
		if ((error as { httpCode?: unknown }).httpCode !== '403') throw toNodeError(ctx.getNode(), error, itemIndex);
		return max === undefined ? organization.inline : organization.inline.slice(0, max);
	}
}

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	return await forEachItem(this, items, async (i) => {
		const scope = this.getNodeParameter('scope', i, 'all') as string;
		const { limit, pageSize } = readListSize(this, i);
		const shape = readOutputShape(this, i);
		const output = (account: Record<string, unknown>) => outputItem(shape === 'compact' ? compactAdAccount(account) : account, i);
		if (scope === 'organization') {
			const organizationId = readOrganizationId(this, i);
			const accounts = await client.listAll(
				{
					path: childrenPath(ORGANIZATION, organizationId, AD_ACCOUNT),
					subject: `the ad accounts of organization ${organizationId}`,
					itemIndex: i,
				},
				'adaccounts',
				'adaccount',
				pageSize,
				limit,
			);
			return accounts.map(output);
		}
		const accounts: Array<Record<string, unknown>> = [];
		for (const organization of await myOrganizations(client, i)) {
			const left = limit === undefined ? undefined : limit - accounts.length;
			if (left !== undefined && left <= 0) break;
			accounts.push(...(await accountsOf(this, client, organization, i, pageSize, left)));
		}
		return accounts.map(output);
	});
}

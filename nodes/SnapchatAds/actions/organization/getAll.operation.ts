import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { createClient } from '../../transport';
import { readBoolean } from '../../../shared/input/booleans';
import { convertInputErrors, forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { readListSize, returnAllAndLimit } from '../common/paging';
import { RESOURCE } from './shared';
import { MY_ORGANIZATIONS_PATH } from '../../api';

export const properties: INodeProperties[] = [
	...returnAllAndLimit(RESOURCE, ['getAll']),
	{
		displayName: 'Include Ad Accounts',
		name: 'withAdAccounts',
		type: 'boolean',
		default: false,
		description:
			'Whether to add each organization\'s ad accounts (ID, name, time zone, currency, status) to its item, in the field ad_accounts',
		displayOptions: { show: { resource: [RESOURCE], operation: ['getAll'] } },
	},
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const read = (i: number) => ({
		...readListSize(this, i),
		withAdAccounts: convertInputErrors(this, i, () => readBoolean(this, 'withAdAccounts', i, false, 'Include Ad Accounts')),
	});
	return await forEachCheckedItem(this, items, read, async ({ limit, pageSize, withAdAccounts }, i) => {
		const organizations = await client.listAll(
			{
				path: MY_ORGANIZATIONS_PATH,
				qs: withAdAccounts ? { with_ad_accounts: true } : {},
				subject: 'your organizations',
				itemIndex: i,
			},
			'organizations',
			'organization',
			pageSize,
			limit,
		);
		return organizations.map((organization) => outputItem(organization, i));
	});
}

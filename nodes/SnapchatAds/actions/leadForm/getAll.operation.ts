import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { leadGenPaths } from '../../api/leadGen';
import { createClient } from '../../transport';
import { forEachCheckedItem } from '../../../shared/items/items';
import { readAdAccountId } from '../common/locators';
import { readListSize, returnAllAndLimit } from '../common/paging';
import { leadFormAdAccountLocator, leadFormItem, RESOURCE } from './shared';

export const properties: INodeProperties[] = [leadFormAdAccountLocator(['getAll'], true), ...returnAllAndLimit(RESOURCE, ['getAll'])];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const read = (i: number) => ({ adAccountId: readAdAccountId(this, i), ...readListSize(this, i) });
	return await forEachCheckedItem(this, items, read, async ({ adAccountId, limit, pageSize }, i) => {
		const forms = await client.listAll(
			{ path: leadGenPaths.forms(adAccountId), subject: `the lead forms of ad account ${adAccountId}`, itemIndex: i },
			'lead_generation_forms',
			'lead_generation_form',
			pageSize,
			limit,
		);
		return forms.map((form) => leadFormItem(form, i));
	});
}

import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { AD_ACCOUNT, LEAD_FORM } from '../../api';
import { readable, searchChildren, shownName } from './common';

/** The lead forms of the ad account chosen in the node, a page at a time: "Spring test drive · Active". */
export async function searchLeadForms(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await searchChildren(
		this,
		{
			child: LEAD_FORM,
			parent: AD_ACCOUNT,
			toItem: (form) => ({
				item: {
					name: shownName(typeof form.name === 'string' && form.name !== '' ? form.name : (form.id as string), readable(form.status)),
					value: form.id as string,
					description: readable(form.status),
				},
				texts: [form.name],
			}),
		},
		filter,
		paginationToken,
	);
}

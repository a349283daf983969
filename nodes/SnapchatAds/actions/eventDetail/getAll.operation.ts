import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { checkInteger } from '../../helpers/validation';
import { createClient } from '../../transport';
import { adAccountEventsPath, adAccountLocator, forEachItem, readAdAccountId, readInput } from './shared';

/** Snap's page size bounds (public API notes): a page holds 50 to 1,000 entities. */
export const MIN_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

export const properties: INodeProperties[] = [
	adAccountLocator(['getAll'], true),
	{
		displayName: 'Return All',
		name: 'returnAll',
		type: 'boolean',
		default: false,
		description: 'Whether to return all results or only up to a given limit',
		displayOptions: { show: { resource: ['eventDetail'], operation: ['getAll'] } },
	},
	{
		displayName: 'Limit',
		name: 'limit',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 50,
		description: 'Max number of results to return',
		displayOptions: { show: { resource: ['eventDetail'], operation: ['getAll'], returnAll: [false] } },
	},
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	return await forEachItem(this, items, async (i) => {
		const adAccountId = readAdAccountId(this, i);
		const returnAll = this.getNodeParameter('returnAll', i, false) as boolean;
		const limit = returnAll
			? undefined
			: readInput(this, i, () => checkInteger(this.getNodeParameter('limit', i, 50), 'Limit', 1));
		// Return All reads the biggest pages; a limit reads only the pages it needs.
		const pageSize =
			limit === undefined ? MAX_PAGE_SIZE : Math.min(MAX_PAGE_SIZE, Math.max(MIN_PAGE_SIZE, limit));
		const eventDetails = await client.listAll(
			{ path: adAccountEventsPath(adAccountId), subject: `ad account ${adAccountId}`, itemIndex: i },
			'event_details',
			'event_detail',
			pageSize,
			limit,
		);
		return eventDetails.map((eventDetail) => ({
			json: eventDetail as INodeExecutionData['json'],
			pairedItem: { item: i },
		}));
	});
}

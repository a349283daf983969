/** Audience Segment → Create: an empty customer-list segment per item, one request each, in input order. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { createClient } from '../../transport';
import { convertInputErrors } from '../../../shared/items/items';
import { oneByOne, runWrites } from '../../../shared/items/writes';
import { readAdAccountId } from '../common/locators';
import {
	checkDescription,
	checkRetention,
	checkSegmentName,
	RESOURCE,
	segmentAdAccountLocator,
	segmentFields,
} from './shared';
import { sendSegmentCreate } from './createSend';

const show = { resource: [RESOURCE], operation: ['create'] };

export const properties: INodeProperties[] = [
	segmentAdAccountLocator(['create'], true),
	...segmentFields(show).map((field) => (field.name === 'name' ? { ...field, required: true } : field)),
	{
		displayName:
			'A new segment is empty: add users with the Add Users operation. Snapchat needs about 1,000 matched users before the segment can be targeted.',
		name: 'createNotice',
		type: 'notice',
		default: '',
		displayOptions: { show },
	},
];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	// One segment per request, in input order, though Snap's create takes the plural wrapper: Snap's
	// pages give no per-request limit for segments, and one per request keeps each answer tied to its item.
	// The runner checks every item before the first request and, when one fails, names the segments
	// already created, so a corrected re-run does not create them a second time.
	return await runWrites<Record<string, unknown>>(this, items, {
		what: { one: 'audience segment', many: 'audience segments', verb: 'create', past: 'created', checkWith: 'Get Many' },
		idempotent: false,
		chunkSize: 1,
		plan: oneByOne,
		read: (i) => {
			const adAccountId = readAdAccountId(this, i);
			const segment = convertInputErrors(this, i, () => ({
				name: checkSegmentName(this.getNodeParameter('name', i)),
				description: checkDescription(this.getNodeParameter('description', i, '')),
				source_type: 'FIRST_PARTY',
				retention_in_days: checkRetention(this.getNodeParameter('retention', i, 'lifetime'), this.getNodeParameter('retentionDays', i, 180)),
				ad_account_id: adAccountId,
			}));
			return { group: adAccountId, input: segment };
		},
		send: async (adAccountId, [{ input: segment, itemIndex: i }]) => await sendSegmentCreate(this, client, adAccountId, segment, i),
	});
}

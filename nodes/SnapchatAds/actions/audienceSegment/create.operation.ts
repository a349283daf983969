/**
 * Audience Segment → Create: an empty customer-list segment per item, one request each, in input order;
 * If It Exists (ifExists.ts) uses the customer list of that name instead when there is one, so a
 * workflow can run again.
 */
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
import { checkExisting, createUnlessExists, existingSegments, ifExistsField, readIfExists, type IfExistsInput } from './ifExists';

const show = { resource: [RESOURCE], operation: ['create'] };

export const properties: INodeProperties[] = [
	segmentAdAccountLocator(['create'], true),
	...segmentFields(show).map((field) => (field.name === 'name' ? { ...field, required: true } : field)),
	ifExistsField('create', 'customer list'),
	{
		displayName:
			'A new segment is empty: add users with the Add Users operation. Snapchat needs about 1,000 matched users before the segment can be targeted.',
		name: 'createNotice',
		type: 'notice',
		default: '',
		displayOptions: { show },
	},
];

interface CreateInput {
	segment: Record<string, unknown>;
	ifExists: IfExistsInput;
}

const WHAT = 'customer list';

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	const node = this.getNode();
	// The ad account's segments, read once per run when an item may use one (If It Exists).
	const existing = existingSegments(client);
	// One segment per request, in input order, though Snap's create takes the plural wrapper: Snap's
	// pages give no per-request limit for segments, and one per request keeps each answer tied to its item.
	// The runner checks every item before the first request and, when one fails, names the segments
	// already created, so a corrected re-run does not create them a second time.
	return await runWrites<CreateInput>(this, items, {
		what: { one: 'audience segment', many: 'audience segments', verb: 'create', past: 'created', checkWith: 'Get Many' },
		idempotent: false,
		chunkSize: 1,
		plan: oneByOne,
		read: (i) => {
			const adAccountId = readAdAccountId(this, i);
			const input = convertInputErrors(this, i, () => {
				const segment = {
					name: checkSegmentName(this.getNodeParameter('name', i)),
					description: checkDescription(this.getNodeParameter('description', i, '')),
					source_type: 'FIRST_PARTY',
					retention_in_days: checkRetention(this.getNodeParameter('retention', i, 'lifetime'), this.getNodeParameter('retentionDays', i, 180)),
					ad_account_id: adAccountId,
				};
				const mode = readIfExists(this.getNodeParameter('ifExists', i, 'useExisting'));
				return { segment, ifExists: { adAccountId, mode, wanted: { name: segment.name, source_type: segment.source_type } } };
			});
			return { group: adAccountId, input };
		},
		check: async (entries, refuse) => await checkExisting(node, existing, WHAT, entries, refuse),
		send: async (adAccountId, [{ input, itemIndex: i }]) =>
			await createUnlessExists(node, existing, WHAT, input.ifExists, i, async () => await sendSegmentCreate(this, client, adAccountId, input.segment, i)),
	});
}

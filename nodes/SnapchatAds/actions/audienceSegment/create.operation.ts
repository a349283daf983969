import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { createClient } from '../../transport';
import { convertInputErrors } from '../../../shared/items/items';
import { done, oneByOne, refused, runWrites, unknown } from '../../../shared/items/writes';
import { readAdAccountId } from '../common/locators';
import { refusedCreate } from '../common/refused';
import {
	checkDescription,
	checkRetention,
	checkSegmentName,
	RESOURCE,
	segmentAdAccountLocator,
	segmentFields,
} from './shared';
import { AD_ACCOUNT, AUDIENCE_SEGMENT, childrenPath } from '../../api';

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
	const checkHint = 'Run Get Many for the ad account to see whether the segment exists before running again.';
	// One segment per request, in input order, though Snap's create takes the plural wrapper: Snap's
	// pages give no per-request limit for segments, and one per request keeps each answer tied to its item.
	// The runner checks every item before the first request and, when one fails, names the segments
	// already created, so a corrected re-run does not create them a second time.
	return await runWrites(this, items, {
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
		send: async (adAccountId, [{ input: segment, itemIndex: i }]) => {
			const subject = `a new audience segment in ad account ${adAccountId}`;
			const body = await client.request({
				method: 'POST',
				path: childrenPath(AD_ACCOUNT, adAccountId, AUDIENCE_SEGMENT),
				body: { segments: [segment] },
				idempotent: false,
				subject,
				itemIndex: i,
				unknownOutcome: 'the segment may or may not have been created',
				checkHint,
			});
			const { elements, requestId, requestStatus } = client.envelope(body, 'segments', 'segment', subject, i);
			// An ERROR envelope without elements: Snapchat refused the request, and says why.
			if (elements.length === 0 && requestStatus !== 'SUCCESS' && requestStatus !== 'PARTIAL') return [refused(refusedCreate(this, body, subject, requestStatus, i))];
			const [element] = elements;
			// Snap support asks for the request ID: it is shown, not only kept in the error's details.
			const reference = requestId ? ` (request ID ${requestId})` : '';
			const details = (requestId ? { request_id: requestId } : {}) as JsonObject;
			if (element && !element.ok && element.reason && elements.length === 1) {
				return [
					refused(
						new NodeApiError(this.getNode(), details, {
							message: `Snapchat refused ${subject}: ${element.reason}`,
							description: `Nothing was created. Fix what Snapchat names and run this item again.${reference}`,
							itemIndex: i,
						}),
					),
				];
			}
			if (elements.length !== 1 || !element?.ok || typeof element.entity?.id !== 'string') {
				// Never guess: the segment may exist without an ID in the answer; creating again could duplicate it.
				return [
					unknown(
						new NodeApiError(this.getNode(), details, {
							message: `Snapchat's answer did not confirm ${subject}: the outcome is unknown`,
							description: `${checkHint}${reference}`,
							itemIndex: i,
						}),
					),
				];
			}
			return [done(element.entity as IDataObject, element.entity.id)];
		},
	});
}

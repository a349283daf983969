import type { IExecuteFunctions, INodeExecutionData, INodeProperties, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { toNodeError } from '../../../shared/items/errors';
import { createClient } from '../../transport';
import { convertInputErrors, forEachCheckedItem, outputItem } from '../../../shared/items/items';
import type { Created } from '../../../shared/items/created';
import { alreadyCreated } from '../../../shared/items/created';
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
	// Every item's input is checked before the first segment is created.
	const read = (i: number) => {
		const adAccountId = readAdAccountId(this, i);
		return convertInputErrors(this, i, () => ({
			name: checkSegmentName(this.getNodeParameter('name', i)),
			description: checkDescription(this.getNodeParameter('description', i, '')),
			source_type: 'FIRST_PARTY',
			retention_in_days: checkRetention(this.getNodeParameter('retention', i, 'lifetime'), this.getNodeParameter('retentionDays', i, 180)),
			ad_account_id: adAccountId,
		}));
	};
	const create = async (segment: ReturnType<typeof read>, i: number): Promise<INodeExecutionData> => {
		const adAccountId = segment.ad_account_id;
		const subject = `a new audience segment in ad account ${adAccountId}`;
		const checkHint = 'Run Get Many for the ad account to see whether the segment exists before running again.';
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
		if (elements.length === 0 && requestStatus !== 'SUCCESS' && requestStatus !== 'PARTIAL') throw refusedCreate(this, body, subject, requestStatus, i);
		const [element] = elements;
		// Snap support asks for the request ID: it is shown, not only kept in the error's details.
		const reference = requestId ? ` (request ID ${requestId})` : '';
		if (element && !element.ok && element.reason && elements.length === 1) {
			throw new NodeApiError(this.getNode(), (requestId ? { request_id: requestId } : {}) as JsonObject, {
				message: `Snapchat refused ${subject}: ${element.reason}`,
				description: `Nothing was created. Fix what Snapchat names and run this item again.${reference}`,
				itemIndex: i,
			});
		}
		if (elements.length !== 1 || !element?.ok || typeof element.entity?.id !== 'string') {
			// Never guess: the segment may exist without an ID in the answer; creating again could duplicate it.
			throw new NodeApiError(this.getNode(), (requestId ? { request_id: requestId } : {}) as JsonObject, {
				message: `Snapchat's answer did not confirm ${subject}: the outcome is unknown`,
				description: `${checkHint}${reference}`,
				itemIndex: i,
			});
		}
		return outputItem(element.entity, i);
	};
	// Without Continue On Fail a failed item ends the run with no output: its error must name the
	// segments already created, or a corrected re-run would create them a second time.
	const created: Created[] = [];
	return await forEachCheckedItem(this, items, read, async (segment, i) => {
		let failure: unknown;
		let item: INodeExecutionData | undefined;
		try {
			item = await create(segment, i);
		} catch (error) {
			failure = error;
		}
		if (item) {
			created.push({ itemIndex: i, id: String(item.json.id) });
			return [item];
		}
		const error = toNodeError(this.getNode(), failure, i);
		if (created.length === 0 || this.continueOnFail()) throw error;
		throw new NodeApiError(this.getNode(), { createdSegments: created.map((c) => ({ item: c.itemIndex, id: c.id })) } as unknown as JsonObject, {
			message: error.message,
			description: `${error.description ? `${error.description} ` : ''}${alreadyCreated(created)}`,
			httpCode: (error as { httpCode?: string | null }).httpCode ?? undefined,
			itemIndex: i,
		});
	});
}

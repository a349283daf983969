import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { createClient } from '../../transport';
import { getOne } from '../common/entities';
import { convertInputErrors, forEachCheckedItem, outputItem } from '../../../shared/items/items';
import { notFoundMessage } from './get.operation';
import {
	CALLER_FIELDS,
	checkDescription,
	checkRetention,
	checkSegmentName,
	readSegmentId,
	RESOURCE,
	segmentAdAccountLocator,
	segmentFields,
	segmentLocator,
} from './shared';
import { AD_ACCOUNT, AUDIENCE_SEGMENT, childrenPath, entityPath } from '../../api';

const show = { resource: [RESOURCE], operation: ['update'] };

export const properties: INodeProperties[] = [
	segmentAdAccountLocator(['update'], false),
	segmentLocator(['update']),
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		description: 'The fields to change; every other field keeps its current value',
		options: segmentFields(show).map((shown) => {
			// Inside the collection the fields are always offered; Retention (Days) says when it applies.
			const field = { ...shown };
			delete field.displayOptions;
			return field.name === 'retentionDays' ? { ...field, description: `${field.description}. Used when Retention is Number of Days.` } : field;
		}),
		displayOptions: { show },
	},
];

/** The caller-set changes of one item; at least one field must be chosen. */
function readChanges(fields: IDataObject): IDataObject {
	const changes: IDataObject = {};
	if (fields.name !== undefined) changes.name = checkSegmentName(fields.name);
	if (fields.description !== undefined) changes.description = checkDescription(fields.description);
	if (fields.retention !== undefined || fields.retentionDays !== undefined) {
		changes.retention_in_days = checkRetention(fields.retention ?? 'days', fields.retentionDays);
	}
	if (Object.keys(changes).length === 0) {
		throw new InputError('Update Fields', 'Update Fields is empty: there is nothing to change', 'Add Name, Description or Retention.');
	}
	return changes;
}

/**
 * Snap's PUT replaces the whole segment (spec: get, merge, put), so the current caller-set fields
 * are read first and sent back with the changes; service-set fields (status, counts) are not sent.
 */
export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	// Every item's input is checked before the first request.
	const read = (i: number) => ({
		id: readSegmentId(this, i),
		changes: convertInputErrors(this, i, () => readChanges(this.getNodeParameter('updateFields', i, {}) as IDataObject)),
	});
	return await forEachCheckedItem(this, items, read, async ({ id, changes }, i) => {
		const subject = `audience segment ${id}`;
		const read = { path: entityPath(AUDIENCE_SEGMENT, id), listKey: 'segments', entityKey: 'segment', subject, itemIndex: i, notFoundMessage: notFoundMessage(id) };
		const current = await getOne(this, client, read);
		if (typeof current.ad_account_id !== 'string' || current.ad_account_id === '') {
			throw new NodeApiError(this.getNode(), {}, { message: `Snapchat's answer for ${subject} held no ad account ID, so it cannot be updated`, itemIndex: i });
		}
		const merged: IDataObject = { id };
		for (const field of CALLER_FIELDS) if (current[field] !== undefined) merged[field] = current[field] as IDataObject[string];
		Object.assign(merged, changes);
		const adAccountId = current.ad_account_id;
		const body = await client.request({
			method: 'PUT',
			path: childrenPath(AD_ACCOUNT, adAccountId, AUDIENCE_SEGMENT),
			body: { segments: [merged] },
			idempotent: true,
			subject,
			itemIndex: i,
			notFoundMessage: notFoundMessage(id),
		});
		const [updated] = client.entities(body, 'segments', 'segment', subject, i);
		// An answer without the segment is read back rather than assumed to equal what was sent.
		return [outputItem(updated ?? (await getOne(this, client, read)), i)];
	});
}

import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { toNodeError } from '../../helpers/errors';
import { createClient, EnvelopeError, readEnvelope, requireAllSucceeded } from '../../transport';
import { adAccountLocator, eventDetailLocator, eventDetailPath, forEachItem, readEventDetailId } from './shared';

export const properties: INodeProperties[] = [adAccountLocator(['get'], false), eventDetailLocator(['get'])];

export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const client = await createClient(this);
	return await forEachItem(this, items, async (i) => {
		const id = readEventDetailId(this, i);
		const subject = `event detail ${id}`;
		const body = await client.request({
			method: 'GET',
			path: eventDetailPath(id),
			kind: 'read',
			subject,
			itemIndex: i,
			notFoundMessage: `Event detail ${id} was not found: it does not exist, was deleted, or belongs to an ad account the connected user cannot see`,
		});
		try {
			const [eventDetail] = requireAllSucceeded(readEnvelope(body, 'event_details', 'event_detail'));
			if (!eventDetail) throw new EnvelopeError('the answer held no event detail');
			return [{ json: eventDetail as INodeExecutionData['json'], pairedItem: { item: i } }];
		} catch (error) {
			if (error instanceof EnvelopeError) throw client.envelopeError(error, subject, i);
			throw toNodeError(this.getNode(), error, i);
		}
	});
}

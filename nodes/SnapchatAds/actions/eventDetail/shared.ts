/** What several Event Detail operations share: the Event Detail locator and paths. */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { adAccountLocator, readLocatorId, uuidLocator } from '../common/locators';

export const RESOURCE = 'eventDetail' as const;
export const EVENT_DETAIL_FIELD = 'Event Detail';

export function eventDetailAdAccountLocator(operations: string[], required: boolean): INodeProperties {
	return adAccountLocator(RESOURCE, operations, {
		required,
		description: required
			? 'The ad account that holds the event details'
			: 'Only used to fill the Event Detail list below. Not needed when you enter the event detail by ID.',
	});
}

export function eventDetailLocator(operations: string[]): INodeProperties {
	return uuidLocator({
		displayName: EVENT_DETAIL_FIELD,
		name: 'eventDetailId',
		what: 'event detail',
		searchListMethod: 'searchEventDetails',
		required: true,
		description: 'The event detail to use. The list shows the events of the ad account chosen above.',
		resource: RESOURCE,
		operations,
	});
}

export function readEventDetailId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readLocatorId(ctx, itemIndex, 'eventDetailId', EVENT_DETAIL_FIELD, 'event detail');
}

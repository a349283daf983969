/** What several Event Detail operations share: the Event Detail locator and paths. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { withLocalTimes } from '../../time/localTime';
import { outputItem } from '../common/items';
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

export function eventDetailPath(id: string): string {
	return `/v1/event_details/${encodeURIComponent(id)}`;
}

export function adAccountEventsPath(adAccountId: string): string {
	return `/v1/adaccounts/${encodeURIComponent(adAccountId)}/event_details`;
}

/** The times of an event detail that get a `_local` twin. */
export const EVENT_DETAIL_TIMES = ['event_start_time', 'created_at', 'updated_at'] as const;

/**
 * An event detail as output: Snap's fields, and beside each time its `_local` twin (ISO with the
 * offset) in the event's `event_time_zone`, the zone Ads Manager shows it in. Snap fills that zone
 * with the ad account's own when none was chosen (its Event Details contract: "defaults to the time
 * zone of the ad account"), so no extra read is needed; an answer without it gets no twins.
 */
export function eventDetailOutput(entity: Record<string, unknown>, itemIndex: number): INodeExecutionData {
	const zone = typeof entity.event_time_zone === 'string' ? entity.event_time_zone : undefined;
	return outputItem(withLocalTimes(entity, EVENT_DETAIL_TIMES, zone), itemIndex);
}

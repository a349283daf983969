/** What several Event Detail operations share: the Event Detail locator and paths. */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { withLocalTimes } from '../../time/localTime';
import type { SnapClient } from '../../transport';
import { createAdAccountLookup, type AdAccountLookup } from '../common/accounts';
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

/** The times of an event detail that get a `_local` twin (ISO with the ad account's offset). */
export const EVENT_DETAIL_TIMES = ['event_start_time', 'created_at', 'updated_at'] as const;

/**
 * Event details as output: Snap's fields, and beside each time its `_local` twin in the ad
 * account's time zone (read once per account and run). An ad account that cannot be read leaves
 * the twins out; the event details themselves were read, so nothing fails for that.
 */
export function eventDetailOutputs(
	shared?: AdAccountLookup,
): (client: SnapClient, entities: Array<Record<string, unknown>>, itemIndex: number, adAccountId?: string) => Promise<INodeExecutionData[]> {
	let lookup = shared;
	return async (client, entities, itemIndex, adAccountId) => {
		lookup ??= createAdAccountLookup(client);
		const zones = new Map<string, string | undefined>();
		const out: INodeExecutionData[] = [];
		for (const entity of entities) {
			const accountId = adAccountId ?? (typeof entity.ad_account_id === 'string' ? entity.ad_account_id : undefined);
			if (accountId !== undefined && !zones.has(accountId)) {
				zones.set(accountId, await lookup.get(accountId, itemIndex).then((a) => a.timezone, () => undefined));
			}
			out.push(outputItem(withLocalTimes(entity, EVENT_DETAIL_TIMES, accountId === undefined ? undefined : zones.get(accountId)), itemIndex));
		}
		return out;
	};
}

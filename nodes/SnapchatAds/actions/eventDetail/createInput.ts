/** Reading and checking one Create item: everything is checked before anything is sent. */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { checkEventName, InputError, showValue } from '../../helpers/validation';
import { resolveStartTime } from '../../time/startTime';
import { EVENT_TIME_ZONES, isEventTimeZone, isValidIanaZone } from '../../time/timeZones';
import { convertInputErrors } from '../common/items';
import { readAdAccountId } from '../common/locators';

export const ACCOUNT_DEFAULT_ZONE = 'accountDefault';
export const EVENT_START_TIME_FIELD = 'Event Start Time';

export interface Prepared {
	itemIndex: number;
	adAccountId: string;
	element: IDataObject;
}

function closeZoneMatch(value: string): string | undefined {
	const lower = value.trim().toLowerCase();
	return EVENT_TIME_ZONES.find((zone) => zone.toLowerCase() === lower);
}

export function checkEventTimeZone(value: unknown): string | undefined {
	if (value === undefined || value === null || value === '' || value === ACCOUNT_DEFAULT_ZONE) return undefined;
	if (isEventTimeZone(value)) return value;
	const suggestion = typeof value === 'string' ? closeZoneMatch(value) : undefined;
	throw new InputError(
		'Event Time Zone',
		`Event Time Zone ${showValue(value)} is not one Snapchat accepts${suggestion ? ` (did you mean "${suggestion}"? Names are case-sensitive)` : ''}`,
		`Pick a zone from the Event Time Zone dropdown to see the ${EVENT_TIME_ZONES.length} allowed values, or use one of them exactly, e.g. Europe/Berlin or America/New_York; choose Ad Account Default to use the account's zone.`,
	);
}

/** An optional IANA zone option (e.g. "Start Time Is In"); empty means none. */
export function readZoneOption(value: unknown, field: string): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	if (typeof value === 'string' && isValidIanaZone(value.trim())) return value.trim();
	throw new InputError(
		field,
		`${field} ${showValue(value)} is not a time zone`,
		'Use an IANA time zone name such as Europe/Berlin, America/New_York or UTC, or leave the option empty.',
	);
}

export function prepare(ctx: IExecuteFunctions, i: number): Prepared {
	const adAccountId = readAdAccountId(ctx, i);
	return convertInputErrors(ctx, i, () => {
		const eventName = checkEventName(ctx.getNodeParameter('eventName', i, ''));
		const zone = checkEventTimeZone(ctx.getNodeParameter('eventTimeZone', i, ACCOUNT_DEFAULT_ZONE));
		const options = ctx.getNodeParameter('options', i, {}) as IDataObject;
		const readIn = readZoneOption(options.startTimeZone, 'Start Time Is In') ?? zone ?? ctx.getTimezone();
		const utc = resolveStartTime(ctx.getNodeParameter('eventStartTime', i, ''), readIn, EVENT_START_TIME_FIELD).utc;
		const element: IDataObject = {
			event_name: eventName,
			event_start_time: utc,
			ad_account_id: adAccountId,
		};
		if (zone) element.event_time_zone = zone;
		return { itemIndex: i, adAccountId, element };
	});
}

/** Reading and checking one Create item: everything is checked before anything is sent. */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { checkEventName, InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import type { InstantWords } from '../../../shared/time/readInstant';
import { readInstant } from '../../../shared/time/readInstant';
import { EVENT_TIME_ZONES, isEventTimeZone } from '../../time/timeZones';
import { isValidIanaZone, readZoneOption } from '../../../shared/time/zones';
import type { AdAccountLookup } from '../common/accounts';
import { convertInputErrors } from '../../../shared/items/items';
import { readAdAccountId } from '../common/locators';

export const ACCOUNT_DEFAULT_ZONE = 'accountDefault';
export const EVENT_START_TIME_FIELD = 'Event Start Time';
const START_TIME: InstantWords = { field: EVENT_START_TIME_FIELD, noun: 'start time' };

/** The hint shown under the Event Start Time field (at most 300 characters). */
export function describeStartTimeRules(): string {
	return (
		'With Z or an offset (2026-12-24T18:00:00Z) it is that instant. Otherwise it is read in ' +
		'"Start Time Is In", else the Event Time Zone (with Ad Account Default: the ad account\'s zone). ' +
		'Times skipped by a clock change are an error; repeated times take the earlier one.'
	);
}

export interface Prepared {
	itemIndex: number;
	adAccountId: string;
	element: IDataObject;
	/**
	 * With Ad Account Default and no "Start Time Is In": a wall-clock start time, read in the ad
	 * account's zone once that is known (readInAccountZones). Already checked to be readable.
	 */
	wallClockInAccountZone?: unknown;
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

/**
 * The start time when the zone to read a wall-clock value in is not known yet: a value carrying
 * its own instant is final; a wall-clock value is checked (its format does not depend on the zone;
 * UTC has no gaps) and left for the account's zone.
 */
function probeStartTime(value: unknown): { utc?: string } {
	const probe = readInstant(value, 'UTC', { ...START_TIME, zoneWords: "the ad account's time zone" });
	return probe.kind === 'instant' ? { utc: probe.iso } : {};
}

export function prepare(ctx: IExecuteFunctions, i: number): Prepared {
	const adAccountId = readAdAccountId(ctx, i);
	return convertInputErrors(ctx, i, () => {
		const eventName = checkEventName(ctx.getNodeParameter('eventName', i, ''));
		const zone = checkEventTimeZone(ctx.getNodeParameter('eventTimeZone', i, ACCOUNT_DEFAULT_ZONE));
		const options = ctx.getNodeParameter('options', i, {}) as IDataObject;
		const readIn = readZoneOption(options.startTimeZone, 'Start Time Is In') ?? zone;
		const value = ctx.getNodeParameter('eventStartTime', i, '');
		const element: IDataObject = { event_name: eventName, ad_account_id: adAccountId };
		if (zone) element.event_time_zone = zone;
		const prepared: Prepared = { itemIndex: i, adAccountId, element };
		if (readIn) {
			element.event_start_time = readInstant(value, readIn, START_TIME).iso;
		} else {
			const { utc } = probeStartTime(value);
			if (utc) element.event_start_time = utc;
			else prepared.wallClockInAccountZone = value;
		}
		return prepared;
	});
}

/**
 * Reads the wall-clock start times left by `prepare` in their ad account's zone: one GET per
 * account (the run's lookup), before any create is sent. Returns per item the ready item or its
 * error (a failed lookup, an account without a zone, a time skipped in that zone).
 */
export async function readInAccountZones(
	ctx: IExecuteFunctions,
	lookup: AdAccountLookup,
	prepared: Prepared[],
): Promise<Array<{ ready: Prepared } | { itemIndex: number; error: unknown }>> {
	const out: Array<{ ready: Prepared } | { itemIndex: number; error: unknown }> = [];
	for (const p of prepared) {
		if (p.wallClockInAccountZone === undefined) {
			out.push({ ready: p });
			continue;
		}
		try {
			const { timezone } = await lookup.get(p.adAccountId, p.itemIndex);
			const utc = convertInputErrors(ctx, p.itemIndex, () => {
				if (!timezone || !isValidIanaZone(timezone)) {
					throw new InputError(
						'Event Time Zone',
						`Snapchat did not give a usable time zone for ad account ${p.adAccountId} (${showValue(timezone)}), so the start time without an offset cannot be read in it`,
						'Choose an Event Time Zone, set Options → Start Time Is In, or give the start time with Z or an offset.',
					);
				}
				return readInstant(p.wallClockInAccountZone, timezone, START_TIME).iso;
			});
			out.push({ ready: { ...p, element: { ...p.element, event_start_time: utc }, wallClockInAccountZone: undefined } });
		} catch (error) {
			out.push({ itemIndex: p.itemIndex, error });
		}
	}
	return out;
}

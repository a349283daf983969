/**
 * Reading one Update item: the entity, the ad account, and the changes in the API's form (money as
 * integer micro, end time as UTC). Everything that can be checked without Snapchat is checked here,
 * before any call; an end time without an offset waits for the ad account's time zone.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { toMicro } from '../../../shared/input/money';
import { InputError } from '../../../shared/input/validation';
import type { ResolvedStartTime } from '../../../shared/time/startTime';
import { resolveStartTime, StartTimeError } from '../../../shared/time/startTime';
import type { AdAccountLookup } from '../common/accounts';
import { convertInputErrors } from '../../../shared/items/items';
import { readAdAccountId } from '../common/locators';
import { readZoneOption } from '../eventDetail/createInput';
import type { AdsEntityType, UpdatableField } from './entityTypes';
import { readEntityId } from './fields';
import type { Changes } from './merge';
import { checkChanges, UPDATE_FIELDS } from './merge';

export const END_TIME_FIELD = 'End Time';

/** What a filled-in field of each kind looks like, for the message about an empty one. */
const EXAMPLES: Record<UpdatableField['kind'], string> = {
	micro: 'e.g. 50.25',
	name: 'e.g. Summer Sale 2026',
	endTime: 'e.g. 2026-12-31T23:59:00',
	status: 'Active or Paused',
};

/**
 * An End Time value as UTC, read in `zone` when it has no offset. The shared start-time rules speak
 * of a start time and of the zone they were given; here the messages speak of the end time and of
 * the zone it will really be read in (`zoneWords`), and say how to keep the current end time.
 */
function resolveEndTime(value: unknown, zone: string, zoneWords: string = zone): ResolvedStartTime {
	let failure: unknown;
	try {
		return resolveStartTime(value, zone, END_TIME_FIELD);
	} catch (error) {
		failure = error;
	}
	if (!(failure instanceof StartTimeError)) throw failure;
	const words = (text: string) =>
		text.replace(/\ba start time\b/g, 'an end time').replace(/\bstart time\b/g, 'end time').split(`(read in ${zone})`).join(`(read in ${zoneWords})`);
	const hint = `${words(failure.hint).replace(/[.\s]*$/, '')}, or remove ${END_TIME_FIELD} to keep the current one.`;
	throw new StartTimeError(words(failure.message), hint, END_TIME_FIELD);
}

export interface UpdateInput {
	itemIndex: number;
	adAccountId: string;
	id: string;
	changes: Changes;
	/** An end time without an offset, to be read in the ad account's zone once it is known. */
	wallClockEnd?: unknown;
}

export function readUpdateInput(ctx: IExecuteFunctions, type: AdsEntityType, i: number): UpdateInput {
	const adAccountId = readAdAccountId(ctx, i);
	const id = readEntityId(ctx, type, i);
	return convertInputErrors(ctx, i, () => {
		const given = ctx.getNodeParameter('updateFields', i, {}) as IDataObject;
		const options = ctx.getNodeParameter('options', i, {}) as IDataObject;
		const changes: Changes = {};
		let wallClockEnd: unknown;
		for (const field of type.updatable) {
			const value = given[field.key];
			if (value === undefined) continue;
			if (value === null || (typeof value === 'string' && value.trim() === '')) {
				throw new InputError(
					field.displayName,
					`${field.displayName} was added under ${UPDATE_FIELDS} but is empty`,
					`Remove ${field.displayName} from ${UPDATE_FIELDS} to keep the current value, or fill it in (${EXAMPLES[field.kind]}).`,
				);
			}
			if (field.kind === 'micro') {
				changes[field.key] = toMicro(value, field.displayName);
			} else if (field.kind === 'endTime') {
				const zone = readZoneOption(options.endTimeZone, 'End Time Is In');
				// Read in UTC first: a value with an offset is final, and a malformed one fails before any call.
				const resolved = resolveEndTime(value, zone ?? 'UTC', zone ?? "the ad account's time zone");
				if (zone || resolved.kind === 'instant') changes.end_time = resolved.utc;
				else wallClockEnd = value;
			} else {
				changes[field.key] = value;
			}
		}
		// A pending end time is a change too: only an item without any change is refused here.
		const pendingOnly = wallClockEnd !== undefined && Object.keys(changes).length === 0;
		const checked = pendingOnly ? {} : checkChanges(type, changes);
		return { itemIndex: i, adAccountId, id, changes: checked, wallClockEnd };
	});
}

/** Reads a pending wall-clock end time in the ad account's time zone (one lookup per account per run). */
export async function resolveWallClockEnd(ctx: IExecuteFunctions, input: UpdateInput, lookup: AdAccountLookup): Promise<void> {
	if (input.wallClockEnd === undefined) return;
	const account = await lookup.get(input.adAccountId, input.itemIndex);
	convertInputErrors(ctx, input.itemIndex, () => {
		if (!account.timezone) {
			throw new InputError(
				END_TIME_FIELD,
				`ad account ${input.adAccountId} has no time zone to read ${END_TIME_FIELD} in`,
				'Add the option End Time Is In with a zone such as Europe/Berlin, or give the end time with an offset or Z.',
			);
		}
		input.changes.end_time = resolveEndTime(input.wallClockEnd, account.timezone).utc;
		input.wallClockEnd = undefined;
	});
}

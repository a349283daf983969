/**
 * Reading one Update item: the entity, the ad account, and the changes in the API's form (money as
 * integer micro, end time as UTC), and for ad squads the segment edit of the targeting. Everything that can be checked without Snapchat is checked here,
 * before any call; an end time without an offset waits for the ad account's time zone.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { toMicro } from '../../../shared/input/money';
import { InputError } from '../../../shared/input/validation';
import type { Instant } from '../../../shared/time/readInstant';
import { readEnd } from '../../../shared/time/readEnd';
import { readZoneOption } from '../../../shared/time/zones';
import type { AdAccountLookup } from '../common/accounts';
import { convertInputErrors } from '../../../shared/items/items';
import { readAdAccountId } from '../common/locators';
import type { AdsEntityType, UpdatableField } from '../common/entityTypes';
import { readEntityId } from './fields';
import type { Changes } from './merge';
import { checkChanges, UPDATE_FIELDS } from './merge';
import { readTargetingEdit, type TargetingEdit } from '../targeting/targetingEdit';
import { checkAccount, readLimits, type OwnerLimits } from '../limits/read';

export const END_TIME_FIELD = 'End Time';

/** What a filled-in field of each kind looks like, for the message about an empty one. */
const EXAMPLES: Record<UpdatableField['kind'], string> = {
	micro: 'e.g. 50.25',
	name: 'e.g. Summer Sale 2026',
	endTime: 'e.g. 2026-12-31T23:59:00',
	status: 'Active or Paused',
	budgetLevel: 'Campaign (Smart Budget) or Each Ad Squad',
	smartBudget: 'a JSON object, e.g. one copied from a campaign\'s Get output',
};

/**
 * An End Time value, read in `zone` when it has no offset. The hints name the zone it will really
 * be read in (`zoneWords`, when `zone` is a stand-in) and say how to keep the current end time. A
 * date alone runs through that whole day in the zone (readEnd); in the UTC stand-in it is a wall
 * clock, so it waits for the ad account's zone.
 */
function readEndTime(value: unknown, zone: string, zoneWords?: string): Instant {
	return readEnd(value, zone, { field: END_TIME_FIELD, noun: 'end time', zoneWords, orElse: `remove ${END_TIME_FIELD} to keep the current one` });
}

export interface UpdateInput {
	itemIndex: number;
	adAccountId: string;
	id: string;
	changes: Changes;
	/** An end time without an offset, to be read in the ad account's zone once it is known. */
	wallClockEnd?: unknown;
	/** Ad squads: the audience segments to add, remove or replace in the targeting (applied to the squad as read). */
	targetingEdit?: TargetingEdit;
	/** Campaigns and ad squads: the owner's Limits of the item (updateLimits.ts), its ad account already checked against them. */
	limits?: OwnerLimits;
}

export function readUpdateInput(ctx: IExecuteFunctions, type: AdsEntityType, i: number): UpdateInput {
	const adAccountId = readAdAccountId(ctx, i);
	const id = readEntityId(ctx, type, i);
	const limits = type.kind === 'ad' ? undefined : readLimits(ctx, i);
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
				const read = readEndTime(value, zone ?? 'UTC', zone ? undefined : "the ad account's time zone");
				if (zone || read.kind === 'instant') changes.end_time = read.iso;
				else wallClockEnd = value;
			} else {
				changes[field.key] = value;
			}
		}
		const targetingEdit = type.kind === 'adSquad' ? readTargetingEdit(ctx, i, true) : undefined;
		// A pending end time or a targeting edit is a change too: only an item without any change is refused here.
		const pendingOnly = (wallClockEnd !== undefined || targetingEdit !== undefined) && Object.keys(changes).length === 0;
		const checked = pendingOnly ? {} : checkChanges(type, changes);
		checkAccount(limits, adAccountId);
		return { itemIndex: i, adAccountId, id, changes: checked, wallClockEnd, targetingEdit, limits };
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
		input.changes.end_time = readEndTime(input.wallClockEnd, account.timezone).iso;
		input.wallClockEnd = undefined;
	});
}

/**
 * Reading one Update item: the entity, the ad account, and the changes in the API's form (money as
 * integer micro, end time as UTC). Everything that can be checked without Snapchat is checked here,
 * before any call; an end time without an offset waits for the ad account's time zone.
 */
import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import { toMicro } from '../../helpers/money';
import { InputError } from '../../helpers/validation';
import { resolveStartTime } from '../../time/startTime';
import type { AdAccountLookup } from '../common/accounts';
import { convertInputErrors } from '../common/items';
import { readAdAccountId } from '../common/locators';
import { readZoneOption } from '../eventDetail/createInput';
import type { AdsEntityType } from './entityTypes';
import { readEntityId } from './fields';
import type { Changes } from './merge';
import { checkChanges } from './merge';

export const END_TIME_FIELD = 'End Time';

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
			if (field.kind === 'micro') {
				changes[field.key] = toMicro(value, field.displayName);
			} else if (field.kind === 'endTime') {
				const zone = readZoneOption(options.endTimeZone, 'End Time Is In');
				// Read in UTC first: a value with an offset is final, and a malformed one fails before any call.
				const resolved = resolveStartTime(value, zone ?? 'UTC', END_TIME_FIELD);
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
		input.changes.end_time = resolveStartTime(input.wallClockEnd, account.timezone, END_TIME_FIELD).utc;
		input.wallClockEnd = undefined;
	});
}

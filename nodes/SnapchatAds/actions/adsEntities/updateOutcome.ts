/**
 * What an Update item says about its entity: which of the asked fields it changed and which were
 * already as asked (then nothing is sent for it), with the entity in the package's output form:
 * plain amounts beside Snap's `*_micro` fields plus `currency`, and the ad account's local time
 * beside each UTC time (`<field>_local`). Pure.
 */
import type { INodeExecutionData } from 'n8n-workflow';

import { withAmounts } from '../../../shared/input/money';
import { withLocalTimes } from '../../time/localTime';
import { outputItem } from '../../../shared/items/items';
import type { AdsEntityType } from './entityTypes';
import type { Changes } from './merge';

/** The asked fields split by whether the entity already holds the asked value. */
export interface UpdateDiff {
	changed: string[];
	alreadyAsAsked: string[];
}

/** Snap's times of campaigns, ad squads and ads that get a `_local` twin in outputs. */
export const OUTPUT_TIMES = ['start_time', 'end_time', 'created_at', 'updated_at'] as const;

/**
 * Arrays Snap reads as sets inside a targeting object, under these keys: an audience segment element's
 * `segment_id` (IDs ORed: shared/spec/targeting-and-audiences.md §1) and the `segments` elements
 * themselves (INCLUDE and EXCLUDE apply whatever their order; an edit writes INCLUDE first). INFERRED
 * from those rules; any other array (regions, ages, interests) is compared in order, so a doubt is
 * sent rather than skipped.
 */
const SET_KEYS = new Set(['segment_id', 'segments']);

/** One canonical text per content: object keys sorted, the arrays of SET_KEYS sorted and without repeats. */
function canonical(value: unknown, asSet = false): string {
	if (Array.isArray(value)) {
		const parts = value.map((v) => canonical(v));
		return `[${(asSet ? [...new Set(parts)].sort() : parts).join(',')}]`;
	}
	if (typeof value === 'object' && value !== null) {
		const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
		entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
		return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v, SET_KEYS.has(k))}`).join(',')}}`;
	}
	return JSON.stringify(value) ?? 'undefined';
}

function sameValue(current: unknown, asked: unknown): boolean {
	if (current === asked) return true;
	// Times: the same instant written differently (".000Z" or not) is the same value.
	if (typeof current === 'string' && typeof asked === 'string') {
		const a = Date.parse(current);
		const b = Date.parse(asked);
		return /\dT\d/.test(current) && /\dT\d/.test(asked) && Number.isFinite(a) && a === b;
	}
	// Objects (an ad squad's targeting): the same content is the same value, whatever the key order.
	if (typeof current === 'object' && current !== null && typeof asked === 'object' && asked !== null) return canonical(current) === canonical(asked);
	return false;
}

export function diffUpdate(current: Record<string, unknown>, changes: Changes): UpdateDiff {
	const diff: UpdateDiff = { changed: [], alreadyAsAsked: [] };
	for (const [key, asked] of Object.entries(changes)) {
		if (asked === undefined) continue;
		(sameValue(current[key], asked) ? diff.alreadyAsAsked : diff.changed).push(key);
	}
	return diff;
}

/** The entity as output by Get, Get Many and Update: money and local-time twins beside Snap's fields. */
export function entityOutputJson(type: AdsEntityType, entity: Record<string, unknown>, account?: { currency?: string; timezone?: string }): Record<string, unknown> {
	return withLocalTimes(withAmounts(entity, type.microFields, account?.currency), OUTPUT_TIMES, account?.timezone);
}

export function updateOutput(
	type: AdsEntityType,
	entity: Record<string, unknown>,
	itemIndex: number,
	diff: UpdateDiff,
	account?: { currency?: string; timezone?: string },
): INodeExecutionData {
	return outputItem(
		{
			...entityOutputJson(type, entity, account),
			changed: diff.changed.length > 0,
			changed_fields: diff.changed,
			already_as_asked: diff.alreadyAsAsked,
		},
		itemIndex,
	);
}

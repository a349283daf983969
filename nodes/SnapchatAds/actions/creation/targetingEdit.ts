/**
 * The one targeting reader that Ad Squad Create, Duplicate's changes and Update share for what a
 * person picks (DESIGN.md: "one reader builds the targeting object"): the team's own audience
 * segments to include and exclude. `readTargetingEdit` reads the fields of one item, `applyTargetingEdit`
 * (pure) puts the edit into a targeting object and keeps every other key (Snap's PUT replaces the
 * whole object), and `checkTargetingSegments` checks the named segments against the ad account's
 * list (one read per ad account and run) before anything is sent.
 *
 * Snap's shape (shared/spec/targeting-and-audiences.md §1): `targeting.segments` is a list of
 * `{ segment_id: [ids], operation: INCLUDE | EXCLUDE }`; ids in one element are ORed, EXCLUDE is
 * applied last. The element shape is from a client (SnapAds4J), not a Snap page: built defensively,
 * other elements a squad already has (e.g. written in Ads Manager) are kept as they are unless the
 * user replaces the lists.
 */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { locatorId } from '../../../shared/input/adsManagerLink';
import { InputError } from '../../../shared/input/validation';
import { isRecord } from '../../../shared/input/values';
import { convertInputErrors } from '../../../shared/items/items';
import { uuidLocator } from '../common/locators';

export const SEGMENTS_FIELD = 'Audience Segments';
const MODE_FIELD = 'Segment Change';

export type SegmentMode = 'add' | 'replace' | 'remove';

export interface TargetingEdit {
	/** Segment IDs (decimal strings) to include and to exclude. */
	include: string[];
	exclude: string[];
	/** How the lists meet the segments the targeting already has (Create: always 'replace'). */
	mode: SegmentMode;
}

function segmentPicker(displayName: string): INodeProperties {
	const locator = uuidLocator({
		displayName,
		name: 'segment',
		what: 'audience segment',
		searchListMethod: 'searchAudienceSegments',
		required: true,
		description: 'A segment of the ad account above. The list shows name · targetable status, with the size and type beneath.',
		idFormat: 'decimal',
	});
	// Inside the collection the field needs no conditions of its own.
	delete locator.displayOptions;
	return locator;
}

/**
 * The Audience Segments field (Include / Exclude, each several segments, picked from the ad account's
 * list, By ID or By URL) and, for Duplicate and Update, how they meet the segments already there.
 */
export function targetingEditFields(show: Record<string, string[]>, withMode: boolean): INodeProperties[] {
	const fields: INodeProperties[] = [
		{
			displayName: SEGMENTS_FIELD,
			name: 'audienceSegments',
			type: 'fixedCollection',
			typeOptions: { multipleValues: true },
			placeholder: 'Add Segment',
			default: {},
			description:
				"The ad account's own audiences (customer lists, lookalikes) to reach or to leave out. People in any included segment are reached; people in an excluded one never are. A segment that is not ready or has fewer than about 1,000 matched users is sent anyway, and the item says so.",
			options: [
				{ name: 'include', displayName: 'Include', values: [segmentPicker('Segment to Include')] },
				{ name: 'exclude', displayName: 'Exclude', values: [segmentPicker('Segment to Exclude')] },
			],
			displayOptions: { show },
		},
	];
	if (withMode) {
		fields.push({
			displayName: MODE_FIELD,
			name: 'segmentMode',
			type: 'options',
			default: 'add',
			description: 'How the segments above meet the ones the ad squad already targets; every other targeting setting is kept',
			options: [
				{ name: 'Add', value: 'add', description: 'Add them to the included and excluded segments it has' },
				{ name: 'Remove', value: 'remove', description: 'Take them out of its included and excluded segments' },
				{ name: 'Replace', value: 'replace', description: 'Its included and excluded segments become exactly these (none: no segment targeting)' },
			],
			displayOptions: { show },
		});
	}
	return fields;
}

function ids(rows: unknown, field: string): string[] {
	if (rows === undefined || rows === null) return [];
	const list = Array.isArray(rows) ? rows : [rows];
	return list.map((row) => locatorId(isRecord(row) ? row.segment : row, field, 'audience segment', 'decimal'));
}

/**
 * The segment edit of item `i`, or undefined when no segment was named and the mode is not Replace
 * (nothing to change). `withMode`: Duplicate and Update show Segment Change; Create replaces.
 */
export function readTargetingEdit(ctx: IExecuteFunctions, i: number, withMode: boolean): TargetingEdit | undefined {
	return convertInputErrors(ctx, i, () => {
		const given = (ctx.getNodeParameter('audienceSegments', i, {}) ?? {}) as IDataObject;
		const include = [...new Set(ids(given.include, 'Segment to Include'))];
		const exclude = [...new Set(ids(given.exclude, 'Segment to Exclude'))];
		const mode = withMode ? ctx.getNodeParameter('segmentMode', i, 'add') : 'replace';
		if (mode !== 'add' && mode !== 'remove' && mode !== 'replace') {
			throw new InputError(MODE_FIELD, `${MODE_FIELD} ${JSON.stringify(mode)} is not one of the choices`, 'Use add, remove or replace.');
		}
		const both = include.filter((id) => exclude.includes(id));
		if (both.length > 0) {
			throw new InputError(SEGMENTS_FIELD, `segment ${both.join(', ')} is both included and excluded`, 'Keep each segment under Include or under Exclude, not both.');
		}
		// Nothing named: no change, except an explicit Replace in Duplicate or Update, which clears the segments.
		if (include.length === 0 && exclude.length === 0 && (!withMode || mode !== 'replace')) return undefined;
		return { include, exclude, mode };
	});
}

/** Every segment ID an edit names. */
export function editedSegmentIds(edit: TargetingEdit | undefined): string[] {
	return edit ? [...edit.include, ...edit.exclude] : [];
}

function segmentElements(targeting: Record<string, unknown>): Array<Record<string, unknown>> {
	return Array.isArray(targeting.segments) ? targeting.segments.filter(isRecord) : [];
}

function idsOf(elements: Array<Record<string, unknown>>, operation: string): string[] {
	return elements
		.filter((e) => String(e.operation ?? 'INCLUDE').toUpperCase() === operation)
		.flatMap((e) => (Array.isArray(e.segment_id) ? e.segment_id.map(String) : []));
}

/**
 * `targeting` with the edit applied; every other key is kept as it is. Add and Remove work on the
 * ids of the INCLUDE and EXCLUDE elements (a segment moved from one list to the other leaves the
 * first); the result has at most one element of each, and no `segments` key when both are empty.
 */
export function applyTargetingEdit(targeting: Record<string, unknown>, edit: TargetingEdit | undefined): Record<string, unknown> {
	if (!edit) return targeting;
	const current = segmentElements(targeting);
	let include = idsOf(current, 'INCLUDE');
	let exclude = idsOf(current, 'EXCLUDE');
	if (edit.mode === 'replace') {
		include = edit.include;
		exclude = edit.exclude;
	} else if (edit.mode === 'add') {
		include = [...include.filter((id) => !edit.exclude.includes(id)), ...edit.include.filter((id) => !include.includes(id))];
		exclude = [...exclude.filter((id) => !edit.include.includes(id)), ...edit.exclude.filter((id) => !exclude.includes(id))];
	} else {
		const gone = new Set([...edit.include, ...edit.exclude]);
		include = include.filter((id) => !gone.has(id));
		exclude = exclude.filter((id) => !gone.has(id));
	}
	const rest = { ...targeting };
	delete rest.segments;
	const segments = [
		...(include.length > 0 ? [{ segment_id: include, operation: 'INCLUDE' }] : []),
		...(exclude.length > 0 ? [{ segment_id: exclude, operation: 'EXCLUDE' }] : []),
	];
	return segments.length > 0 ? { ...rest, segments } : rest;
}

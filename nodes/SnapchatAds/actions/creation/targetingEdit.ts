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
import { checkBoolean, InputError } from '../../../shared/input/validation';
import { isRecord } from '../../../shared/input/values';
import { convertInputErrors } from '../../../shared/items/items';
import { uuidLocator } from '../common/locators';

export const SEGMENTS_FIELD = 'Audience Segments';
const MODE_FIELD = 'Segment Change';
const ALLOW_NO_INCLUDE_FIELD = 'Allow No Included Segment';

export type SegmentMode = 'add' | 'replace' | 'remove';

export interface TargetingEdit {
	/** Segment IDs (decimal strings) to include and to exclude. */
	include: string[];
	exclude: string[];
	/** How the lists meet the segments the targeting already has (Create: always 'replace'). */
	mode: SegmentMode;
	/**
	 * Whether the edit may leave targeting that included segments with none (it then reaches everyone
	 * its other targeting allows). Off or absent: such an edit is refused. Create builds a new
	 * targeting, so nothing included is lost there: true.
	 */
	allowNoInclude?: boolean;
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
				{ name: 'Remove', value: 'remove', description: 'Take those under Include out of its included segments, those under Exclude out of its excluded ones' },
				{ name: 'Replace', value: 'replace', description: 'Its included and excluded segments become exactly these (none: no segment targeting)' },
			],
			displayOptions: { show },
		});
		fields.push({
			displayName: ALLOW_NO_INCLUDE_FIELD,
			name: 'allowNoInclude',
			type: 'boolean',
			default: false,
			description:
				'Whether the change may leave an ad squad that includes segments with none included (it then reaches everyone its countries, ages and other settings allow). Off: such a change is refused and nothing is sent.',
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
		// Create builds a new targeting: no include of an ad squad can be lost there.
		const allowNoInclude = withMode ? checkBoolean(ctx.getNodeParameter('allowNoInclude', i, false), ALLOW_NO_INCLUDE_FIELD) : true;
		return { include, exclude, mode, allowNoInclude };
	});
}

/**
 * The segment IDs an edit puts into the targeting, to check against the ad account's list: every one
 * named for Add and Replace, none for Remove (a segment deleted since must still be removable, and
 * one taken out needs no size or readiness warning).
 */
export function editedSegmentIds(edit: TargetingEdit | undefined): string[] {
	return edit && edit.mode !== 'remove' ? [...edit.include, ...edit.exclude] : [];
}

function segmentElements(targeting: Record<string, unknown>): Array<Record<string, unknown>> {
	return Array.isArray(targeting.segments) ? targeting.segments.filter(isRecord) : [];
}

function idsOf(elements: Array<Record<string, unknown>>, operation: string): string[] {
	return elements
		.filter((e) => String(e.operation ?? 'INCLUDE').toUpperCase() === operation)
		.flatMap((e) => (Array.isArray(e.segment_id) ? e.segment_id.map(String) : []));
}

const sameSet = (a: string[], b: string[]): boolean => new Set(a).size === new Set(b).size && a.every((id) => b.includes(id));

const segmentWords = (ids: string[]): string => `segment${ids.length === 1 ? '' : 's'} ${ids.join(', ')}`;

/**
 * Refuses an edit that takes away every segment the targeting included (unless the user allowed it):
 * the ad squad would then reach everyone its countries and other settings allow, a silent widening
 * that spends on people a retargeting squad was meant to leave out (issue 45, point 8).
 */
function checkIncludeKept(before: string[], after: string[], edit: TargetingEdit, subject: string): void {
	if (edit.allowNoInclude || before.length === 0 || after.length > 0) return;
	const moved = before.filter((id) => edit.exclude.includes(id));
	const how =
		edit.mode === 'add' && moved.length > 0
			? `adding ${segmentWords(moved)} under Exclude moves ${moved.length === 1 ? 'it' : 'them'} out of the included segments`
			: edit.mode === 'remove'
				? `removing ${segmentWords(before)} takes out every included segment`
				: `replacing the segments drops ${segmentWords(before)} from the included ones`;
	throw new InputError(
		SEGMENTS_FIELD,
		`${how} of ${subject}, which would then have no included segment and reach everyone its countries and other targeting allow`,
		`Nothing was changed. Include another segment in the same change, or turn on ${ALLOW_NO_INCLUDE_FIELD} if the ad squad should reach everyone.`,
	);
}

/**
 * `targeting` with the edit applied; every other key is kept as it is. Add works on the ids of the
 * INCLUDE and EXCLUDE elements (a segment moved from one list to the other leaves the first); Remove
 * takes each id out of the list it is named under only. The result has at most one element of each,
 * and no `segments` key when both are empty; an edit that leaves both lists as they were (as sets)
 * gives `targeting` back unchanged, so nothing is sent for it. An edit that leaves targeting that
 * included segments with none is refused (checkIncludeKept) unless `edit.allowNoInclude`; `subject`
 * names the ad squad in that message.
 */
export function applyTargetingEdit(targeting: Record<string, unknown>, edit: TargetingEdit | undefined, subject = 'the ad squad'): Record<string, unknown> {
	if (!edit) return targeting;
	const current = segmentElements(targeting);
	const includedBefore = idsOf(current, 'INCLUDE');
	const excludedBefore = idsOf(current, 'EXCLUDE');
	let include = includedBefore;
	let exclude = excludedBefore;
	if (edit.mode === 'replace') {
		include = edit.include;
		exclude = edit.exclude;
	} else if (edit.mode === 'add') {
		include = [...include.filter((id) => !edit.exclude.includes(id)), ...edit.include.filter((id) => !include.includes(id))];
		exclude = [...exclude.filter((id) => !edit.include.includes(id)), ...edit.exclude.filter((id) => !exclude.includes(id))];
	} else {
		include = include.filter((id) => !edit.include.includes(id));
		exclude = exclude.filter((id) => !edit.exclude.includes(id));
	}
	checkIncludeKept(includedBefore, include, edit, subject);
	if (sameSet(include, includedBefore) && sameSet(exclude, excludedBefore)) return targeting;
	const rest = { ...targeting };
	delete rest.segments;
	const segments = [
		...(include.length > 0 ? [{ segment_id: include, operation: 'INCLUDE' }] : []),
		...(exclude.length > 0 ? [{ segment_id: exclude, operation: 'EXCLUDE' }] : []),
	];
	return segments.length > 0 ? { ...rest, segments } : rest;
}

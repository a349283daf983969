/** What several Audience Segment operations share: locators, paths, the caller-set fields and their checks. */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checkInteger, InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { adAccountLocator, readLocatorId, uuidLocator } from '../common/locators';

export const RESOURCE = 'audienceSegment' as const;
export const SEGMENT_FIELD = 'Audience Segment';
export const SEGMENT_NAME_MAX_LENGTH = 375;
/** Snap's retention value for "keep users for as long as the segment exists" (spec). */
export const LIFETIME_RETENTION_DAYS = 9999;

export function segmentAdAccountLocator(operations: string[], required: boolean): INodeProperties {
	return adAccountLocator(RESOURCE, operations, {
		required,
		description: required
			? 'The ad account that owns the audience segments'
			: 'Only used to fill the Audience Segment list below. Not needed when you enter the segment by ID.',
	});
}

export function segmentLocator(operations: string[]): INodeProperties {
	return uuidLocator({
		displayName: SEGMENT_FIELD,
		name: 'segmentId',
		what: 'audience segment',
		searchListMethod: 'searchAudienceSegments',
		required: true,
		description: 'The customer-list segment to use. The list shows the segments of the ad account chosen above.',
		resource: RESOURCE,
		operations,
		// Snap's segment IDs are decimal strings ("5677923948298240"), not UUIDs (issue 18).
		idFormat: 'decimal',
	});
}

export function readSegmentId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readLocatorId(ctx, itemIndex, 'segmentId', SEGMENT_FIELD, 'audience segment', 'decimal');
}

/** The fields a caller sets on a segment (what a PUT must carry back; spec: "set by the caller"). */
export const CALLER_FIELDS = ['name', 'description', 'source_type', 'retention_in_days', 'ad_account_id'] as const;

/** Name, Description and Retention, as Create shows them and Update's collection repeats them. */
export function segmentFields(show: Record<string, string[]>): INodeProperties[] {
	return [
		{
			displayName: 'Name',
			name: 'name',
			type: 'string',
			default: '',
			placeholder: 'e.g. Newsletter subscribers',
			description: `The segment's name as Ads Manager shows it, at most ${SEGMENT_NAME_MAX_LENGTH} characters`,
			displayOptions: { show },
		},
		{
			displayName: 'Description',
			name: 'description',
			type: 'string',
			default: '',
			placeholder: 'e.g. Synced nightly from the CRM',
			description: 'A note for people managing the audience; Snapchat does not use it for matching',
			displayOptions: { show },
		},
		{
			displayName: 'Retention',
			name: 'retention',
			type: 'options',
			default: 'lifetime',
			description: 'How long Snapchat keeps a matched user in the segment after they were added',
			options: [
				{ name: 'Lifetime', value: 'lifetime', description: 'Keep users as long as the segment exists' },
				{ name: 'Number of Days', value: 'days', description: 'Drop users this many days after they were added' },
			],
			displayOptions: { show },
		},
		{
			displayName: 'Retention (Days)',
			name: 'retentionDays',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: LIFETIME_RETENTION_DAYS - 1 },
			default: 180,
			description: `Days a matched user stays in the segment, from 1 to ${LIFETIME_RETENTION_DAYS - 1}`,
			displayOptions: { show: { ...show, retention: ['days'] } },
		},
	];
}

/** A segment name: 1 to 375 characters, counted as code points. */
export function checkSegmentName(value: unknown, field = 'Name'): string {
	const hint = `Enter a name of 1 to ${SEGMENT_NAME_MAX_LENGTH} characters, e.g. "Newsletter subscribers".`;
	const text = typeof value === 'number' ? String(value) : value;
	if (typeof text !== 'string') throw new InputError(field, `${field} must be text, got ${showValue(value)}`, hint);
	if (text.trim() === '') throw new InputError(field, `${field} is empty`, hint);
	const length = [...text].length;
	if (length > SEGMENT_NAME_MAX_LENGTH) {
		throw new InputError(field, `${field} is ${length} characters long; Snapchat allows at most ${SEGMENT_NAME_MAX_LENGTH}`, hint);
	}
	return text;
}

export function checkDescription(value: unknown, field = 'Description'): string {
	if (value === undefined || value === null) return '';
	if (typeof value === 'string' || typeof value === 'number') return String(value);
	throw new InputError(field, `${field} must be text, got ${showValue(value)}`, 'Enter a short text, or leave it empty.');
}

/** Retention in days: "lifetime" is 9999; otherwise a whole number of days from 1 to 9998. */
export function checkRetention(mode: unknown, days: unknown): number {
	if (mode === 'lifetime') return LIFETIME_RETENTION_DAYS;
	if (mode !== 'days') {
		throw new InputError('Retention', `Retention ${showValue(mode)} is not an option`, 'Choose Lifetime or Number of Days.');
	}
	return checkInteger(days, 'Retention (Days)', 1, LIFETIME_RETENTION_DAYS - 1);
}

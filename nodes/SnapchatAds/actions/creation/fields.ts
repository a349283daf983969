/**
 * n8n fields every create and duplicate shares: Status (Paused by default), Preview, Times Are In
 * (read with the kernel's readZoneOption, shared/time/zones.ts), Batch Size.
 */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readBoolean } from '../../../shared/input/booleans';
import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { convertInputErrors } from '../../../shared/items/items';

export const PREVIEW_FIELD = 'Preview Only';

export function statusField(show: Record<string, string[]>, what: string): INodeProperties {
	return {
		displayName: 'Status',
		name: 'status',
		type: 'options',
		default: 'PAUSED',
		description: `Whether the new ${what} delivers at once. Paused (the default) lets you check it in Ads Manager first; choose Active only when it should start spending right away.`,
		options: [
			{ name: 'Paused', value: 'PAUSED', description: 'Created without delivering; set it to Active later' },
			{ name: 'Active', value: 'ACTIVE', description: 'Delivers as soon as it is approved and within its dates and budget' },
		],
		displayOptions: { show },
	};
}

export function previewField(show: Record<string, string[]>): INodeProperties {
	return {
		displayName: PREVIEW_FIELD,
		name: 'preview',
		type: 'boolean',
		default: false,
		description:
			'Whether to only check everything and return exactly what would be created, level by level, without sending anything to Snapchat. Read per item: an expression previews the items it is true for and creates the others. Use it before a big launch, or let an AI agent show it to a person for confirmation.',
		displayOptions: { show },
	};
}

/** Ad squads: whether Preview Only also asks Snapchat for the audience size (issue 42, point 7; opt-in, one request per item). */
export function estimateField(show: Record<string, string[]>): INodeProperties {
	return {
		displayName: 'Include Audience Estimate',
		name: 'includeEstimate',
		type: 'boolean',
		default: false,
		description: 'Whether the preview also asks Snapchat how many people each ad squad can reach (minimum and maximum; one request per item)',
		displayOptions: { show: { ...show, preview: [true] } },
	};
}

export function readEstimate(ctx: IExecuteFunctions, i: number): boolean {
	return readPreview(ctx, i) && convertInputErrors(ctx, i, () => readBoolean(ctx, 'includeEstimate', i, false, 'Include Audience Estimate'));
}

export const TIMES_ZONE_OPTION: INodeProperties = {
	displayName: 'Times Are In',
	name: 'timeZone',
	type: 'string',
	default: '',
	placeholder: 'e.g. America/New_York',
	description:
		"The time zone (IANA name) to read start and end times without an offset in. Empty: the ad account's own zone, so what you type is what Ads Manager shows (daylight saving included).",
};

export function readStatus(ctx: IExecuteFunctions, i: number): 'ACTIVE' | 'PAUSED' {
	const value = ctx.getNodeParameter('status', i, 'PAUSED');
	if (value !== 'ACTIVE' && value !== 'PAUSED') throw new InputError('Status', `Status ${showValue(value)} is not one of the choices`, 'Use PAUSED or ACTIVE.');
	return value;
}

/** Preview Only of item `i`: read per item, so an expression previews only the items it is true for ("true" as text too). */
export function readPreview(ctx: IExecuteFunctions, i: number): boolean {
	return readBoolean(ctx, 'preview', i, false, PREVIEW_FIELD);
}

/**
 * The zone times without an offset are read in: the Times Are In option, else the ad account's.
 * An account without a zone (never seen, but the field is optional in a read) reads them in UTC and
 * says so in the preview and output through the times sent, which carry Z.
 */
export function zoneOf(option: string | undefined, account: { timezone?: string }): string {
	return option ?? account.timezone ?? 'UTC';
}

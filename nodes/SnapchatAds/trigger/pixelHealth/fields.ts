/** Pixel Health Changed's fields: which pixels, which changes, and the thresholds (issue 48, 6). */
import type { INodeProperties } from 'n8n-workflow';

export const WATCHES = ['quiet', 'eventTypeStopped', 'qualityDropped', 'eligibilityLost'] as const;

/** The defaults (spec pixel-health.md §8) and the ranges refused outside (issue 48, 10). */
export const QUIET_HOURS = { default: 6, min: 0.01, max: 72 };
export const STOPPED_PERCENT = { default: 30, min: 1, max: 99 };
export const MIN_DAILY_EVENTS = { default: 10, min: 1, max: 1_000_000 };

export function pixelHealthFields(on: { show: Record<string, string[]> }): INodeProperties[] {
	const onPixels = (scope: string) => ({ show: { ...on.show, pixelScope: [scope] } });
	return [
		{
			displayName: 'Pixels',
			name: 'pixelScope',
			type: 'options',
			default: 'all',
			options: [
				{ name: 'Every Pixel of the Ad Account', value: 'all', description: 'Watch each pixel of the ad account (up to 10)' },
				{ name: 'One Pixel', value: 'one', description: 'Watch the pixel you pick' },
			],
			description: 'Which Snap Pixels to watch',
			displayOptions: on,
		},
		{
			displayName: 'Pixel Name or ID',
			name: 'pixelId',
			type: 'options',
			default: '',
			required: true,
			typeOptions: { loadOptionsMethod: 'getPixels', loadOptionsDependsOn: ['adAccountId.value'] },
			description:
				'The pixel to watch, one of the ad account\'s. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			displayOptions: onPixels('one'),
		},
		{
			displayName: 'Watch',
			name: 'pixelWatch',
			type: 'multiOptions',
			default: [...WATCHES],
			options: [
				{
					name: 'Went Quiet or Came Back',
					value: 'quiet',
					description: 'No new event for the hours below while it had events the day before; and when events come again',
				},
				{
					name: 'An Event Type Stopped',
					value: 'eventTypeStopped',
					description: 'Yesterday an event type (e.g. PURCHASE) fell below the share below of its daily mean over the 7 days before; checked once a day',
				},
				{
					name: 'Quality Dropped',
					value: 'qualityDropped',
					description: 'Snapchat\'s event quality score got worse, or Snapchat gave a new high-priority (P0/P1) recommendation',
				},
				{
					name: 'Eligibility Lost',
					value: 'eligibilityLost',
					description: 'A goal and conversion window a live ad squad uses is no longer eligible for the pixel (checked hourly); the item lists those ad squads',
				},
			],
			description: 'Which changes start the workflow: one item per pixel and change, once per change',
			displayOptions: on,
		},
		{
			displayName: 'Quiet After (Hours)',
			name: 'quietHours',
			type: 'number',
			typeOptions: { minValue: QUIET_HOURS.min, maxValue: QUIET_HOURS.max, numberPrecision: 2 },
			default: 6,
			description: `How many hours without a new event make a pixel quiet (up to ${QUIET_HOURS.max}; decimals allowed, e.g. 0.5 for 30 minutes). Counted from the last check that saw new events.`,
			displayOptions: on,
		},
		{
			displayName: 'Stopped Below (% of Usual)',
			name: 'stoppedBelowPercent',
			type: 'number',
			typeOptions: { minValue: STOPPED_PERCENT.min, maxValue: STOPPED_PERCENT.max },
			default: 30,
			description: `An event type counts as stopped when yesterday's count is below this share of its daily mean over the 7 days before (${STOPPED_PERCENT.min} to ${STOPPED_PERCENT.max} %)`,
			displayOptions: on,
		},
		{
			displayName: 'Minimum Daily Events',
			name: 'minDailyEvents',
			type: 'number',
			typeOptions: { minValue: MIN_DAILY_EVENTS.min },
			default: 10,
			description: 'An event type is judged only when its daily mean over those 7 days is at least this, so a rare event missing for a day is no alarm',
			displayOptions: on,
		},
		{
			displayName: 'Event Types',
			name: 'eventTypes',
			type: 'string',
			default: '',
			placeholder: 'e.g. PURCHASE, SIGN_UP',
			description: 'The Snap Pixel event types to judge for "An Event Type Stopped", separated by commas. Empty: every type the pixel sent.',
			displayOptions: on,
		},
	];
}

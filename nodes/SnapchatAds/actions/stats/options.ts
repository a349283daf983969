/** Stats -> Get's Options: attribution, conversion counting, output shape and the range's time zone. */
import type { IDisplayOptions, INodeProperties } from 'n8n-workflow';

import { dimensionOptions } from './dimensions';

/** Bounds of the wait for an asynchronous report, in seconds (the node polls Snapchat meanwhile). */
export const ASYNC_WAIT = { default: 300, min: 10, max: 3600 };

export function optionsField(displayOptions: IDisplayOptions): INodeProperties {
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions,
		options: [
			{
				displayName: 'Action Report Time',
				name: 'actionReportTime',
				type: 'options',
				options: [
					{ name: 'Conversion', value: 'conversion', description: 'Count a conversion when it happens' },
					{ name: 'Impression', value: 'impression', description: 'Count a conversion at the time of the ad it is attributed to' },
				],
				default: 'conversion',
				description: 'When conversions are counted',
			},
			{
				displayName: 'Asynchronous Report',
				name: 'asyncReport',
				type: 'options',
				options: [
					{ name: 'No', value: 'off', description: 'Ask for the stats and get them in the answer (best for most reports)' },
					{
						name: 'Yes, as Rows',
						value: 'rows',
						description: 'Ask Snapchat to prepare the report as a file, wait for it, and output the same rows as without this option',
					},
					{
						name: 'Yes, as CSV File',
						value: 'file',
						description: "Ask Snapchat to prepare the report as a file, wait for it, and output the CSV file as binary data (property 'data')",
					},
				],
				default: 'off',
				description:
					'Whether Snapchat prepares the report as a file first: for reports too big for one answer (many entities, days and dimension values). The wait is bounded by Max Wait and its progress is written to the n8n log.',
			},
			{
				displayName: 'Conversion Source Types',
				name: 'conversionSourceTypes',
				type: 'multiOptions',
				options: [
					{ name: 'App', value: 'app' },
					{ name: 'Offline', value: 'offline' },
					{ name: 'Total', value: 'total' },
					{ name: 'Web', value: 'web' },
				],
				default: [],
				description: 'Which conversions to count; none chosen means Snapchat\'s default',
			},
			{
				displayName: 'Max Wait (Seconds)',
				name: 'asyncMaxWait',
				type: 'number',
				typeOptions: { minValue: ASYNC_WAIT.min, maxValue: ASYNC_WAIT.max },
				default: 300, // ASYNC_WAIT.default: n8n's lint wants the literal
				description: 'With Asynchronous Report: how long to wait for Snapchat to prepare each file before the item fails (the report is not asked for again)',
			},
			{
				displayName: 'Omit Empty Rows',
				name: 'omitEmpty',
				type: 'boolean',
				default: false,
				description: 'Whether to leave out periods and entities without any data',
			},
			{
				displayName: 'Output',
				name: 'output',
				type: 'options',
				options: [
					{ name: 'One Item per Row', value: 'rows', description: 'One item per entity and period, ready for a sheet' },
					{
						name: "Snapchat's Answer",
						value: 'raw',
						description: 'One item per call, exactly as Snapchat answers (for an ad account added up from its campaigns: the campaigns, not added up)',
					},
				],
				default: 'rows',
				description: 'The shape of the output',
			},
			{
				displayName: 'Report Dimension',
				name: 'reportDimension',
				type: 'options',
				// None first, then as people ask for them (not alphabetical); the list is built by a
				// function, which n8n's sorting rule does not reorder (as Date Range's named constant).
				options: dimensionOptions(),
				default: 'none',
				description:
					"Split every row by audience: one row per entity, period and value (e.g. country), with Snapchat's code, a readable label and the same money and day columns. Not with Hour.",
			},
			{
				displayName: 'Swipe Up Attribution Window',
				name: 'swipeUpAttributionWindow',
				type: 'options',
				options: [
					{ name: '1 Day', value: '1_DAY' },
					{ name: '7 Days', value: '7_DAY' },
					{ name: '28 Days', value: '28_DAY' },
				],
				default: '28_DAY',
				description: 'How long after a swipe up a conversion is attributed to the ad',
			},
			{
				displayName: 'Time Zone',
				name: 'timeZone',
				type: 'string',
				default: '',
				placeholder: 'e.g. Europe/Berlin',
				description: "Read the date range in this IANA time zone instead of the ad account's. Total and Hour only: Snapchat cuts Day rows at midnight in the account's zone, and hours on whole hours of it, so the zone must be a whole number of hours away from the account's.",
			},
			{
				displayName: 'View Attribution Window',
				name: 'viewAttributionWindow',
				type: 'options',
				options: [
					{ name: '1 Day', value: '1_DAY' },
					{ name: '1 Hour', value: '1_HOUR' },
					{ name: '28 Days', value: '28_DAY' },
					{ name: '3 Hours', value: '3_HOUR' },
					{ name: '6 Hours', value: '6_HOUR' },
					{ name: '7 Days', value: '7_DAY' },
					{ name: 'None', value: 'none' },
				],
				default: '1_DAY',
				description: 'How long after an ad was viewed a conversion is attributed to it',
			},
		],
	};
}

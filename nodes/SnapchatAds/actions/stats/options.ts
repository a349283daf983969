/**
 * Stats -> Get's Options: attribution, conversion counting, output shape and the range's time zone.
 * One table: a row is the option as the editor shows it and how its value is read, either into one
 * of Snap's query parameters (sent only when the option is added) or into a setting of the run. The
 * choices an option accepts are the ones its field offers.
 */
import type { IDataObject, IDisplayOptions, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { checkBoolean, InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { dimensionOptions, REPORT_DIMENSIONS, type ReportDimension } from '../../api/stats/dimensions';
import { ZONE_FIELD } from '../../time/statsWindows';
import { readZoneOption } from '../../../shared/time/zones';
import { oneOf } from '../common/choice';
import { COMPACT_DESCRIPTION } from '../common/compact';

/** Bounds of the wait for an asynchronous report, in seconds (the node polls Snapchat meanwhile). */
export const ASYNC_WAIT = { default: 300, min: 10, max: 3600 };

/** What the options give the run. */
export interface StatsOptions {
	/** Query parameters from the options (attribution windows, ...). */
	extraQuery: IDataObject;
	zoneOverride?: string;
	raw: boolean;
	/** Output "Compact": the rows without micro twins and repeated labels (common/compact.ts). */
	compact: boolean;
	/** Report Dimension option ('none' without one). */
	dimension: ReportDimension;
	/** Asynchronous Report option: off, rows, or the CSV file as binary data. */
	asyncReport: 'off' | 'rows' | 'file';
	/** With an asynchronous report: the longest wait for each file, ms. */
	asyncMaxWaitMs: number;
}

interface StatsOption {
	field: INodeProperties;
	/** Reads the option's value (never undefined or null: an option not added is not read) into the run's options. */
	read: (value: unknown, into: StatsOptions, field: INodeProperties) => void;
}

/** The value, one of the choices the field offers. */
function choice<T extends string>(field: INodeProperties, value: unknown): T {
	return oneOf(value, (field.options as INodePropertyOptions[]).map((o) => o.value as T), field.displayName);
}

/** An option that is one of Snap's query parameters, as its chosen value. */
function query(parameter: string): StatsOption['read'] {
	return (value, into, field) => {
		if (value) into.extraQuery[parameter] = choice(field, value);
	};
}

const STATS_OPTIONS: readonly StatsOption[] = [
	{
		field: {
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
		read: query('action_report_time'),
	},
	{
		field: {
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
		read: (value, into, field) => {
			into.asyncReport = choice(field, value);
		},
	},
	{
		field: {
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
			description: 'Which conversions to count; none chosen means Snapchat\'s default. Web, App and Offline also split each conversion metric: e.g. conversion_purchases_web and conversion_purchases_value_web beside the total.',
		},
		read: (value, into, field) => {
			if (Array.isArray(value) && value.length > 0) into.extraQuery.conversion_source_types = value.map((s) => choice(field, s)).join(',');
		},
	},
	{
		field: {
			displayName: 'Max Wait (Seconds)',
			name: 'asyncMaxWait',
			type: 'number',
			typeOptions: { minValue: ASYNC_WAIT.min, maxValue: ASYNC_WAIT.max },
			default: 300, // ASYNC_WAIT.default: n8n's lint wants the literal
			description: 'With Asynchronous Report: how long to wait for Snapchat to prepare each file before the item fails (the report is not asked for again)',
		},
		read: (wait, into, field) => {
			if (typeof wait !== 'number' || !Number.isFinite(wait) || wait < ASYNC_WAIT.min || wait > ASYNC_WAIT.max) {
				throw new InputError(field.displayName, `Max Wait ${showValue(wait)} is not a number of seconds from ${ASYNC_WAIT.min} to ${ASYNC_WAIT.max}`, `Enter e.g. ${ASYNC_WAIT.default}`);
			}
			into.asyncMaxWaitMs = wait * 1000;
		},
	},
	{
		field: { displayName: 'Omit Empty Rows', name: 'omitEmpty', type: 'boolean', default: false, description: 'Whether to leave out periods and entities without any data' },
		read: (value, into, field) => {
			if (checkBoolean(value, field.displayName)) into.extraQuery.omit_empty = 'true';
		},
	},
	{
		field: {
			displayName: 'Output',
			name: 'output',
			type: 'options',
			options: [
				{ name: 'Compact', value: 'compact', description: `One short item per entity and period. ${COMPACT_DESCRIPTION}.` },
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
		read: (value, into, field) => {
			const output = choice(field, value);
			into.raw = output === 'raw';
			into.compact = output === 'compact';
		},
	},
	{
		field: {
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
		read: (value, into, field) => {
			into.dimension = oneOf(value, REPORT_DIMENSIONS, field.displayName);
		},
	},
	{
		field: {
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
		read: query('swipe_up_attribution_window'),
	},
	{
		field: {
			displayName: 'Time Zone',
			name: 'timeZone',
			type: 'string',
			default: '',
			placeholder: 'e.g. Europe/Berlin',
			description: "Read the date range in this IANA time zone instead of the ad account's. Total and Hour only: Snapchat cuts Day rows at midnight in the account's zone, and hours on whole hours of it, so the zone must be a whole number of hours away from the account's.",
		},
		read: (value, into) => {
			into.zoneOverride = readZoneOption(value, ZONE_FIELD);
		},
	},
	{
		field: {
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
		read: query('view_attribution_window'),
	},
];

export function optionsField(displayOptions: IDisplayOptions): INodeProperties {
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions,
		options: STATS_OPTIONS.map((row) => row.field),
	};
}

/** The options of one item, checked; an option not added leaves what the run does without it. */
export function readOptions(options: IDataObject): StatsOptions {
	const into: StatsOptions = { extraQuery: {}, raw: false, compact: false, dimension: 'none', asyncReport: 'off', asyncMaxWaitMs: ASYNC_WAIT.default * 1000 };
	for (const row of STATS_OPTIONS) {
		const value = options[row.field.name];
		if (value !== undefined && value !== null) row.read(value, into, row.field);
	}
	if (into.asyncReport !== 'off' && into.raw) {
		throw new InputError(
			'Output',
			"Output \"Snapchat's Answer\" cannot be combined with an Asynchronous Report: Snapchat's answer is then a file",
			'Choose Output "One Item per Row", or Asynchronous Report "Yes, as CSV File" to get the file as Snapchat prepares it',
		);
	}
	return into;
}

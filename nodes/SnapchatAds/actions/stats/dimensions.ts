/**
 * Report dimensions (Snap's `report_dimension` query parameter): the values the node offers, the
 * keys Snapchat answers them under, the readable label beside each code, and one answer element
 * of `dimension_stats` split into its dimension columns and its metrics. Pure: no I/O.
 *
 * Facts and what is assumed (Snap's Measurement page does not list them; public clients and data
 * connector documentation do):
 * - values `country`, `region`, `dma`, `gender`, `age`, `gender,age`, `os`, `make`, `country,os`
 *   (public clients; `dimension` + `pivot` are the old parameters and are not sent);
 * - answer: every period (Day) or entry (Total) carries `dimension_stats`, one flat element per
 *   value: `{ "country": "us", "impressions": 100, "spend": 5120000 }`. Keys seen in clients:
 *   `country`, `region`, `dma`, `operating_system` (for os), `make`; for gender and age the keys are
 *   not confirmed: `gender` and `age` are expected and `age_bucket` is read as age too;
 * - Hour takes no dimension, and some metrics are refused with any dimension (a data connector's
 *   documentation): refused here before any request. For the rest Snapchat's own words are passed on.
 */
import type { IDataObject, INodePropertyOptions } from 'n8n-workflow';

export type ReportDimension = 'none' | 'country' | 'region' | 'dma' | 'gender' | 'age' | 'gender,age' | 'os' | 'make' | 'country,os';

/** The columns a dimension gives each row, in order: Snap's key, and the keys read as it. */
interface DimensionColumn {
	column: string;
	keys: readonly string[];
	label: (code: string) => string;
}

const asGiven = (code: string): string => code;

/** "us" -> "United States" (English names from the runtime's ICU data; the code itself if unknown). */
function countryName(code: string): string {
	if (!/^[A-Za-z]{2}$/.test(code)) return code;
	try {
		return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }).of(code.toUpperCase()) ?? code;
	} catch {
		return code;
	}
}

/** "FEMALE" / "female" -> "Female"; codes with underscores become words. */
function words(code: string): string {
	const text = code.replace(/_/g, ' ').toLowerCase();
	return text.charAt(0).toUpperCase() + text.slice(1);
}

const OS_NAMES: Record<string, string> = { ios: 'iOS', android: 'Android' };

const COLUMNS = {
	country: { column: 'country', keys: ['country'], label: countryName },
	// Regions and DMAs: as Snapchat gives them (their codes are not documented).
	region: { column: 'region', keys: ['region'], label: asGiven },
	dma: { column: 'dma', keys: ['dma'], label: asGiven },
	gender: { column: 'gender', keys: ['gender'], label: words },
	age: { column: 'age', keys: ['age', 'age_bucket'], label: asGiven },
	os: { column: 'operating_system', keys: ['operating_system', 'os'], label: (code: string) => OS_NAMES[code.toLowerCase()] ?? code },
	make: { column: 'make', keys: ['make'], label: asGiven },
} satisfies Record<string, DimensionColumn>;

export const DIMENSIONS: Record<Exclude<ReportDimension, 'none'>, { name: string; columns: DimensionColumn[] }> = {
	country: { name: 'Country', columns: [COLUMNS.country] },
	region: { name: 'Region', columns: [COLUMNS.region] },
	dma: { name: 'DMA', columns: [COLUMNS.dma] },
	gender: { name: 'Gender', columns: [COLUMNS.gender] },
	age: { name: 'Age', columns: [COLUMNS.age] },
	'gender,age': { name: 'Gender and Age', columns: [COLUMNS.gender, COLUMNS.age] },
	os: { name: 'Operating System', columns: [COLUMNS.os] },
	make: { name: 'Device Make', columns: [COLUMNS.make] },
	'country,os': { name: 'Country and Operating System', columns: [COLUMNS.country, COLUMNS.os] },
};

export const REPORT_DIMENSIONS = ['none', ...Object.keys(DIMENSIONS)] as ReportDimension[];

/** The Report Dimension choices, None first, then in the order people ask for them. */
export function dimensionOptions(): INodePropertyOptions[] {
	return [
		{ name: 'None', value: 'none', description: 'No split by audience' },
		...Object.entries(DIMENSIONS).map(([value, d]) => ({
			name: d.name,
			value,
			description: `One row per ${d.name.toLowerCase()} value, with ${d.columns.map((c) => `${c.column}`).join(' and ')} and a readable dimension_label`,
		})),
	];
}

/**
 * Metrics Snapchat refuses with any report dimension (a data connector's documentation): SKAd
 * metrics and these. None of them is among the metrics the node offers today; the list guards
 * the day one is added.
 */
export const REFUSED_WITH_DIMENSION: readonly string[] = [
	'avg_position_screen_time_millis',
	'earned_impressions',
	'earned_reach',
	'native_leads',
	'play_time_millis',
	'position_impressions',
	'position_screen_time_millis',
	'position_swipe_up_percent',
	'profile_clicks',
	'total_reach',
	'video_views_time_based',
];

export function refusedWithDimension(metric: string): boolean {
	return metric.startsWith('skad_') || REFUSED_WITH_DIMENSION.includes(metric);
}

/** One `dimension_stats` element as the row's dimension columns (code + label) and its metrics. */
export function splitDimensionElement(element: IDataObject, dimension: Exclude<ReportDimension, 'none'>): { columns: IDataObject; stats: IDataObject } {
	const columns: IDataObject = {};
	const labels: string[] = [];
	const used = new Set<string>();
	for (const column of DIMENSIONS[dimension].columns) {
		const key = column.keys.find((k) => element[k] !== undefined && element[k] !== null);
		const value = key === undefined ? null : String(element[key]);
		if (key !== undefined) used.add(key);
		columns[column.column] = value;
		if (column.column === 'country') columns.country_name = value === null ? null : countryName(value);
		labels.push(value === null ? 'Unknown' : column.label(value));
	}
	columns.dimension_label = labels.join(', ');
	const stats: IDataObject = {};
	for (const [field, value] of Object.entries(element)) if (!used.has(field)) stats[field] = value;
	return { columns, stats };
}

/** A stable key of a row's dimension values, for adding campaigns up per value. */
export function dimensionKey(columns: IDataObject | undefined): string {
	return columns === undefined ? '' : JSON.stringify(Object.values(columns));
}

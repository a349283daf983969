/**
 * The emulator's report dimensions (`report_dimension` on the stats endpoint; shared spec "Report
 * dimensions"): the values Snap is known to take, the keys its answer elements use, the refusals,
 * and an EXACT split of an entity's period metrics over dimension values, so the elements of every
 * period add up to the report without a dimension (integers; the last value takes the remainder).
 * Value lists are made up for the emulator; the shape follows the spec.
 */
import { hash } from './hash';

export const DIMENSION_KEYS: Record<string, string[]> = {
	country: ['country'],
	region: ['region'],
	dma: ['dma'],
	gender: ['gender'],
	age: ['age'],
	'gender,age': ['gender', 'age'],
	os: ['operating_system'],
	make: ['make'],
	'country,os': ['country', 'operating_system'],
};

const VALUES: Record<string, string[]> = {
	country: ['us', 'ca', 'gb', 'de', 'fr', 'mx'],
	// DMA and region are global since July 2026 (Snap change log, via a secondary source).
	region: ['California', 'Texas', 'New York', 'Ontario', 'Bavaria'],
	dma: ['Los Angeles', 'New York', 'Chicago', 'Dallas-Ft. Worth'],
	gender: ['FEMALE', 'MALE', 'UNKNOWN'],
	// Issue 46, point 4: since March 2025 Snap reports "more age buckets" up to the open top "55+"
	// (Announcements). The bucket NAMES are ASSUMED (no page or client lists them); the node reads
	// them as given, so only the top "55+" matters to the tests.
	age: ['13-17', '18-20', '21-24', '25-34', '35+', '35-44', '45-54', '55+'],
	operating_system: ['iOS', 'ANDROID'],
	make: ['Apple', 'Samsung', 'Google', 'Xiaomi'],
};

/**
 * Buckets Snap still sends with every metric 0 (spec snap-api-changes-2025-2026.md §8, Announcements
 * March 2025: "the old 35+ bucket will return 0"): they get no share of the split and are sent all the
 * same, where the made-up split drops an element whose every share is 0. Its place in the list (after
 * 25-34, where the old buckets ended) is ASSUMED.
 */
const ZEROED: Record<string, string> = { age: '35+' };

/** Metrics that are not counts (cannot be split by adding): recomputed per element. */
const NOT_ADDITIVE = new Set(['uniques', 'frequency']);
/** Delivery metrics only with os and make (inferred from clients): conversions are refused. */
const DELIVERY_ONLY = new Set(['os', 'make', 'country,os']);

/** Every combination of the dimension's values, as answer keys -> value. */
function combinations(dimension: string): Array<Record<string, string>> {
	let combos: Array<Record<string, string>> = [{}];
	for (const key of DIMENSION_KEYS[dimension]) combos = combos.flatMap((c) => VALUES[key].map((v) => ({ ...c, [key]: v })));
	return combos;
}

/** Why Snap would refuse this dimension with these fields and granularity, or undefined. */
export function refuseDimension(dimension: string, granularity: string, fields: string[]): { code: string; message: string } | undefined {
	if (!(dimension in DIMENSION_KEYS)) {
		return { code: 'E1001', message: `Invalid report_dimension: "${dimension}". Use one of ${Object.keys(DIMENSION_KEYS).join(', ')}` };
	}
	if (granularity === 'HOUR') return { code: 'E1001', message: 'Unsupported Stats Query: HOUR granularity is not supported with report_dimension' };
	if (DELIVERY_ONLY.has(dimension)) {
		const refused = fields.filter((f) => f.startsWith('conversion_') || f.startsWith('custom_event_') || f === 'total_installs');
		if (refused.length > 0) {
			// Inferred wording: clients report that os and make give delivery metrics only.
			return { code: 'E1001', message: `Unsupported Stats Query: report_dimension ${dimension} supports delivery metrics only; not supported: ${refused.join(', ')}` };
		}
	}
	return undefined;
}

/** The `dimension_stats` of one entity and period: the period's metrics split exactly over values. */
export function splitByDimension(id: string, periodKey: string, stats: Record<string, number>, dimension: string): Array<Record<string, unknown>> {
	const combos = combinations(dimension);
	const zeroed = (combo: Record<string, string>) => Object.entries(ZEROED).some(([key, value]) => combo[key] === value);
	const weights = combos.map((c) => (zeroed(c) ? 0 : 1 + (hash(`${id}|${periodKey}|${JSON.stringify(c)}`) % 9)));
	const total = weights.reduce((a, b) => a + b, 0);
	// The remainder goes to the last value that takes a share (a zeroed bucket stays 0).
	const last = weights.reduce((at, w, k) => (w > 0 ? k : at), 0);
	const parts = combos.map((): Record<string, number> => ({}));
	for (const [field, value] of Object.entries(stats)) {
		if (NOT_ADDITIVE.has(field)) continue;
		let given = 0;
		combos.forEach((_, k) => {
			const share = k === last ? value - given : k > last ? 0 : Math.floor((value * weights[k]) / total);
			parts[k][field] = share;
			given += share;
		});
	}
	const elements: Array<Record<string, unknown>> = [];
	combos.forEach((combo, k) => {
		const part = parts[k];
		if (!zeroed(combo) && Object.values(part).every((v) => v === 0) && Object.keys(part).length > 0) return;
		const impressions = part.impressions ?? 0;
		const uniques = Math.ceil(impressions * 0.6);
		if ('uniques' in stats) part.uniques = uniques;
		if ('frequency' in stats) part.frequency = uniques === 0 ? 0 : Math.round((impressions / uniques) * 100) / 100;
		elements.push({ ...combo, ...part });
	});
	return elements;
}

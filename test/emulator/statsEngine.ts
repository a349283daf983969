/**
 * The emulator's stats endpoint, without HTTP: `GET /v1/{adaccounts|campaigns|adsquads|ads}/{id}/stats`
 * (shared/spec/stats.md). Metrics are a pure function of the entity id and the hour, so sums over
 * hours agree whatever granularity asks for them (7 DAY rows add up to the TOTAL of that week).
 *
 * Rules, with the live API's messages where the spec quotes them:
 * - DAY: start and end at the start of a local day in the account's zone; at most 32 local days.
 * - HOUR: whole hours; at most 7 days (inferred, as public connectors split); not with uniques,
 *   frequency or a breakdown (a public data connector; message text inferred). Conversion metrics
 *   are served hourly (another public client asks for them).
 * - AD_ACCOUNT without a breakdown: `spend` only, else E1008 "Unsupported Stats Query: Only field
 *   'spend' should be used when querying AdAccount stats" (live answer reported by public clients;
 *   fields left out count as the default impressions and spend). With a breakdown, any metric.
 * - TOTAL: whole hours in the account's zone (inferred; the node always sends local midnights).
 * - end after start (E1008). LIFETIME needs no range: it runs from LIFETIME_START to the last hour.
 * - finalized_data_end_time: the latest local midnight at least 48 hours ago.
 */
import { hash } from './hash';
import { dateKey, localParts, shiftKey, startOfDay } from './localTime';
import { refuseDimension, splitByDimension } from './statsDimensions';
import { parseStartTime } from './time';

export type StatsLevel = 'AD_ACCOUNT' | 'CAMPAIGN' | 'AD_SQUAD' | 'AD';
export type BreakdownLevel = 'campaign' | 'adsquad' | 'ad';

export interface StatsEntityRef {
	id: string;
	type: StatsLevel;
}

export interface StatsRequest {
	entity: StatsEntityRef;
	/** The IANA zone of the entity's ad account. */
	timezone: string;
	query: URLSearchParams;
	nowMs: number;
	/** The entities of a level below `entity` (for breakdowns), in a stable order. */
	descendants: (level: BreakdownLevel) => StatsEntityRef[];
	/** Spend added by tests to an entity in [fromMs, toMs), micro (default none). */
	extraSpend?: (id: string, fromMs: number, toMs: number) => number;
	/** Test control (statsScale.ts): changes an entity's served figures in place. */
	adjust?: (id: string, stats: Record<string, number>) => void;
}

export type StatsOutcome =
	| { ok: true; body: Record<string, unknown> }
	| { ok: false; status: number; code: string; message: string };

export const STATS_METRICS = [
	'impressions',
	'swipes',
	'spend',
	'quartile_1',
	'quartile_2',
	'quartile_3',
	'view_completion',
	'video_views',
	'screen_time_millis',
	'uniques',
	'frequency',
	'conversion_purchases',
	'conversion_purchases_value',
	'conversion_sign_ups',
	'conversion_add_cart',
	'conversion_page_views',
	'conversion_app_opens',
	'total_installs',
	// Lead Generation ads' form submissions: the name is from a data connector's documentation
	// (spec/stats.md lists it among the metrics refused with dimensions), FROM CLIENTS ONLY.
	'native_leads',
] as const;

/**
 * The conversion events a public connector's schema knows (spec pixel-health.md §7, from clients
 * only), each asked for as `<event>` (count) or `<event>_value` (micro-currency; the value names are
 * from clients only too). With `conversion_source_types`, Snap adds each asked conversion field's
 * split by source, `<field>_web`, `_app`, `_offline` (recorded answers: `conversion_purchases_web`,
 * `_app`; a value's split is `<event>_value_web`, the connector's schema).
 */
export const CONVERSION_EVENTS = [
	'conversion_purchases',
	'conversion_add_cart',
	'conversion_view_content',
	'conversion_add_billing',
	'conversion_sign_ups',
	'conversion_searches',
	'conversion_level_completes',
	'conversion_app_opens',
	'conversion_page_views',
	'conversion_subscribe',
	'conversion_ad_click',
	'conversion_ad_view',
	'conversion_complete_tutorial',
	'conversion_invite',
	'conversion_login',
	'conversion_share',
	'conversion_reserve',
	'conversion_achievement_unlocked',
	'conversion_add_to_wishlist',
	'conversion_spend_credits',
	'conversion_rate',
	'conversion_start_trial',
	'conversion_list_view',
	'conversion_save',
	'conversion_start_checkout',
	'custom_event_1',
	'custom_event_2',
	'custom_event_3',
	'custom_event_4',
	'custom_event_5',
] as const;
/** Every field the emulator answers. */
const KNOWN_FIELDS: ReadonlySet<string> = new Set<string>([...STATS_METRICS, ...CONVERSION_EVENTS, ...CONVERSION_EVENTS.map((e) => `${e}_value`)]);
/** A conversion field (count or value) as its event, or undefined. */
function eventOf(field: string): string | undefined {
	const event = field.endsWith('_value') ? field.slice(0, -'_value'.length) : field;
	return (CONVERSION_EVENTS as readonly string[]).includes(event) ? event : undefined;
}
const NOT_HOURLY = new Set(STATS_METRICS.filter((m) => m === 'uniques' || m === 'frequency'));
const DEFAULT_FIELDS = ['impressions', 'spend'];
/** Stats exist from this instant on (the start of LIFETIME). */
export const LIFETIME_START = Date.UTC(2025, 0, 1);

const HOUR = 3_600_000;
const BREAKDOWNS: Record<StatsLevel, BreakdownLevel[]> = {
	AD_ACCOUNT: ['campaign', 'adsquad', 'ad'],
	CAMPAIGN: ['adsquad', 'ad'],
	AD_SQUAD: ['ad'],
	AD: [],
};
const ENUMS: Record<string, string[]> = {
	swipe_up_attribution_window: ['1_DAY', '7_DAY', '28_DAY'],
	view_attribution_window: ['none', '1_HOUR', '3_HOUR', '6_HOUR', '1_DAY', '7_DAY', '28_DAY'],
	action_report_time: ['conversion', 'impression'],
	omit_empty: ['true', 'false'],
};
const CONVERSION_SOURCES = ['web', 'app', 'offline', 'total'];

// ---------------------------------------------------------------------------------------------
// Deterministic metrics

/** The additive metrics of one entity in the hour starting at `hourMs` (a UTC whole hour). */
export function hourlyMetrics(id: string, hourMs: number): Record<string, number> {
	const hourIndex = Math.floor(hourMs / HOUR);
	// One UTC day in seven has no delivery, so omit_empty has something to omit.
	const idle = hourMs < LIFETIME_START || hash(`${id}|day|${Math.floor(hourIndex / 24)}`) % 7 === 0;
	const h = hash(`${id}|${hourIndex}`);
	const impressions = idle ? 0 : 20 + (h % 180);
	const swipes = Math.floor((impressions * ((h >>> 8) % 10)) / 100);
	const purchases = impressions > 0 && (h >>> 20) % 3 === 0 ? 1 : 0;
	return {
		impressions,
		swipes,
		spend: impressions * (1000 + ((h >>> 12) % 4000)),
		quartile_1: Math.floor(impressions * 0.6),
		quartile_2: Math.floor(impressions * 0.4),
		quartile_3: Math.floor(impressions * 0.25),
		view_completion: Math.floor(impressions * 0.15),
		video_views: Math.floor(impressions * 0.7),
		screen_time_millis: impressions * 1234,
		conversion_purchases: purchases,
		conversion_purchases_value: purchases * 19_990_000,
		conversion_sign_ups: impressions > 0 && (h >>> 22) % 4 === 0 ? 1 : 0,
		conversion_add_cart: impressions > 0 && (h >>> 24) % 3 === 0 ? 1 : 0,
		conversion_page_views: swipes,
		conversion_app_opens: Math.floor(swipes / 2),
		total_installs: impressions > 0 && (h >>> 26) % 5 === 0 ? 1 : 0,
		native_leads: impressions > 0 && (h >>> 28) % 6 === 0 ? 1 : 0,
	};
}

/** The value of one conversion of an event, micro (purchases as before: 19.99). */
function priceOf(event: string): number {
	return event === 'conversion_purchases' ? 19_990_000 : 1_000_000 * (1 + (hash(event) % 50));
}

/**
 * One event's conversions in one hour: those hourlyMetrics gives for the events it knows, else one
 * in five delivering hours; `web` of them on the web, the rest in the app (no offline ones).
 */
function hourlyConversions(id: string, hourMs: number, event: string, base: Record<string, number>): { count: number; web: number } {
	const hourIndex = Math.floor(hourMs / HOUR);
	const count = event in base ? base[event] : (base.impressions ?? 0) > 0 && hash(`${id}|${event}|${hourIndex}`) % 5 === 0 ? 1 : 0;
	const web = Math.floor((count * (hash(`${id}|${event}|web|${hourIndex}`) % 11)) / 10);
	return { count, web };
}

/**
 * The chosen metrics of an entity over [fromMs, toMs) (whole UTC hours); with `sources` (of
 * conversion_source_types, `total` aside) each conversion field's split by source too.
 */
export function periodMetrics(id: string, fromMs: number, toMs: number, fields: string[], sources: readonly string[] = []): Record<string, number> {
	const sums: Record<string, number> = {};
	const events = [...new Set(fields.map(eventOf).filter((e) => e !== undefined))];
	for (let t = fromMs; t < toMs; t += HOUR) {
		const base = hourlyMetrics(id, t);
		for (const [k, v] of Object.entries(base)) sums[k] = (sums[k] ?? 0) + v;
		for (const event of events) {
			const { count, web } = hourlyConversions(id, t, event, base);
			const add = (key: string, n: number) => (sums[key] = (sums[key] ?? 0) + n);
			add(`${event}|count`, count);
			add(`${event}|web`, web);
		}
	}
	for (const event of events) {
		const count = sums[`${event}|count`];
		const web = sums[`${event}|web`];
		const price = priceOf(event);
		const split = { web, app: count - web, offline: 0 };
		sums[event] = count;
		sums[`${event}_value`] = count * price;
		for (const source of sources) {
			if (!(source in split)) continue;
			const n = split[source as keyof typeof split];
			sums[`${event}_${source}`] = n;
			sums[`${event}_value_${source}`] = n * price;
		}
	}
	const uniques = Math.ceil((sums.impressions ?? 0) * 0.6);
	const all: Record<string, number> = {
		...sums,
		uniques,
		frequency: uniques === 0 ? 0 : Math.round(((sums.impressions ?? 0) / uniques) * 100) / 100,
	};
	const out: Record<string, number> = {};
	for (const f of fields) {
		out[f] = all[f] ?? 0;
		if (eventOf(f) !== undefined) for (const source of sources) if (`${f}_${source}` in all) out[`${f}_${source}`] = all[`${f}_${source}`];
	}
	return out;
}

// ---------------------------------------------------------------------------------------------
// The request

function fail(code: string, message: string, status = 400): StatsOutcome {
	return { ok: false, status, code, message };
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The latest local midnight at least 48 hours before now: data before it is final. */
export function finalizedDataEnd(nowMs: number, zone: string): number {
	return startOfDay(dateKey(nowMs - 48 * HOUR, zone), zone);
}

function isLocalMidnight(ms: number, zone: string): boolean {
	return startOfDay(dateKey(ms, zone), zone) === ms;
}

function isWholeHour(ms: number, zone: string): boolean {
	const p = localParts(ms, zone);
	return p.minute === 0 && p.second === 0 && ms % 1000 === 0;
}

/** The periods of a timeseries: local days (DAY) or hours (HOUR) from start to end. */
function periods(granularity: string, fromMs: number, toMs: number, zone: string): Array<[number, number]> {
	const list: Array<[number, number]> = [];
	if (granularity === 'HOUR') {
		for (let t = fromMs; t < toMs; t += HOUR) list.push([t, t + HOUR]);
		return list;
	}
	let day = dateKey(fromMs, zone);
	for (let t = fromMs; t < toMs; ) {
		day = shiftKey(day, 1);
		const next = Math.min(toMs, startOfDay(day, zone));
		list.push([t, next]);
		t = next;
	}
	return list;
}

function isEmpty(stats: Record<string, number>): boolean {
	return Object.values(stats).every((v) => v === 0);
}

function checkQuery(q: URLSearchParams, entity: StatsEntityRef): StatsOutcome | { fields: string[]; granularity: string; breakdown?: BreakdownLevel; dimension?: string } {
	const granularity = q.get('granularity') ?? '';
	if (!['TOTAL', 'DAY', 'HOUR', 'LIFETIME'].includes(granularity)) {
		return fail('E1001', `Invalid granularity: "${granularity}". Use one of TOTAL, DAY, HOUR, LIFETIME`);
	}
	const rawFields = q.get('fields');
	const fields = rawFields ? rawFields.split(',').map((f) => f.trim()) : DEFAULT_FIELDS;
	const unknown = fields.filter((f) => !KNOWN_FIELDS.has(f));
	if (unknown.length > 0) return fail('E1001', `Invalid fields requested: ${unknown.join(', ')}`);
	for (const [param, allowed] of Object.entries(ENUMS)) {
		const value = q.get(param);
		if (value !== null && !allowed.includes(value)) {
			return fail('E1001', `Invalid ${param}: "${value}". Use one of ${allowed.join(', ')}`);
		}
	}
	const sources = q.get('conversion_source_types');
	if (sources !== null && sources.split(',').some((s) => !CONVERSION_SOURCES.includes(s))) {
		return fail('E1001', `Invalid conversion_source_types: "${sources}". Use ${CONVERSION_SOURCES.join(', ')}`);
	}
	const breakdown = q.get('breakdown') ?? undefined;
	if (breakdown !== undefined && !BREAKDOWNS[entity.type].includes(breakdown as BreakdownLevel)) {
		return fail('E1001', `Invalid breakdown "${breakdown}" for a ${entity.type} stats query. Allowed: ${BREAKDOWNS[entity.type].join(', ') || 'none'}`);
	}
	if (entity.type === 'AD_ACCOUNT' && breakdown === undefined && fields.some((f) => f !== 'spend')) {
		return fail('E1008', "Unsupported Stats Query: Only field 'spend' should be used when querying AdAccount stats");
	}
	if (granularity === 'HOUR') {
		const refused = fields.filter((f) => NOT_HOURLY.has(f as never));
		if (refused.length > 0) {
			return fail('E1001', `Unsupported Stats Query: HOUR granularity is not supported for the following fields: ${refused.join(', ')}`);
		}
		if (breakdown !== undefined) {
			return fail('E1001', 'Unsupported Stats Query: HOUR granularity is not supported with breakdown dimensions');
		}
	}
	const dimension = q.get('report_dimension') ?? undefined;
	const refused = dimension === undefined ? undefined : refuseDimension(dimension, granularity, fields);
	if (refused) return fail(refused.code, refused.message);
	return { fields, granularity, breakdown: breakdown as BreakdownLevel | undefined, dimension };
}

function checkRange(granularity: string, q: URLSearchParams, zone: string, nowMs: number): StatsOutcome | [number, number] {
	if (granularity === 'LIFETIME') {
		return [LIFETIME_START, Math.max(LIFETIME_START, Math.floor(nowMs / HOUR) * HOUR)];
	}
	const startText = q.get('start_time');
	const endText = q.get('end_time');
	if (!startText || !endText) return fail('E1001', `start_time and end_time are required for ${granularity} granularity`);
	const start = parseStartTime(startText);
	if (start === undefined) return fail('E1001', `Invalid start_time: "${startText}" is not an ISO 8601 date-time`);
	const end = parseStartTime(endText);
	if (end === undefined) return fail('E1001', `Invalid end_time: "${endText}" is not an ISO 8601 date-time`);
	if (end <= start) return fail('E1008', 'end_time must be after start_time');
	if (granularity === 'DAY') {
		if (!isLocalMidnight(start, zone)) {
			return fail('E1001', `Unsupported Stats Query: Timeseries queries with DAY granularity must have a start time that is the start of day (00:00:00) for the account's timezone. This account's timezone is: ${zone}`);
		}
		if (!isLocalMidnight(end, zone)) {
			// Inferred: the spec quotes only the start-time message; the end is held to the same rule.
			return fail('E1001', `Unsupported Stats Query: Timeseries queries with DAY granularity must have an end time that is the start of day (00:00:00) for the account's timezone. This account's timezone is: ${zone}`);
		}
		// Inferred: whether Snap counts 32 local days or 32 x 24 hours is not known; both are held to.
		if (end > startOfDay(shiftKey(dateKey(start, zone), 32), zone) || end - start > 32 * 24 * HOUR) {
			return fail('E1001', 'Unsupported Stats Query: Timeseries queries with DAY granularity cannot query time intervals of more than 32 days');
		}
		return [start, end];
	}
	if (!isWholeHour(start, zone) || !isWholeHour(end, zone)) {
		return fail('E1001', `Unsupported Stats Query: ${granularity} queries must have start and end times on whole hours for the account's timezone. This account's timezone is: ${zone}`);
	}
	if (granularity === 'HOUR' && end - start > 7 * 24 * HOUR) {
		return fail('E1001', 'Unsupported Stats Query: Timeseries queries with HOUR granularity cannot query time intervals of more than 7 days');
	}
	return [start, end];
}

const TYPES: Record<BreakdownLevel, StatsLevel> = { campaign: 'CAMPAIGN', adsquad: 'AD_SQUAD', ad: 'AD' };
const KEYS: Record<string, [string, string]> = {
	TOTAL: ['total_stats', 'total_stat'],
	DAY: ['timeseries_stats', 'timeseries_stat'],
	HOUR: ['timeseries_stats', 'timeseries_stat'],
	LIFETIME: ['lifetime_stats', 'lifetime_stat'],
};

/** Answers one stats request: the body (without request_status/request_id) or an error. */
export function answerStats(request: StatsRequest): StatsOutcome {
	const { entity, timezone: zone, query, nowMs } = request;
	const checked = checkQuery(query, entity);
	if ('ok' in checked) return checked;
	const range = checkRange(checked.granularity, query, zone, nowMs);
	if (!Array.isArray(range)) return range;
	const [start, end] = range;
	const { fields, granularity, breakdown, dimension } = checked;
	const omitEmpty = query.get('omit_empty') === 'true';
	const sources = (query.get('conversion_source_types') ?? '').split(',').filter((source) => source !== '' && source !== 'total');
	const timeseries = granularity === 'DAY' || granularity === 'HOUR';

	/** The stats (TOTAL/LIFETIME) or timeseries (DAY/HOUR) part of one entity. */
	const metrics = (id: string, from: number, to: number) => {
		const stats = periodMetrics(id, from, to, fields, sources);
		const extra = request.extraSpend?.(id, from, to) ?? 0;
		if (extra !== 0 && stats.spend !== undefined) stats.spend += extra;
		request.adjust?.(id, stats);
		return stats;
	};
	/** `stats`, or with a report dimension `dimension_stats`: the same numbers split exactly by value. */
	const numbers = (id: string, from: number, stats: Record<string, number>) =>
		dimension === undefined ? { stats } : { dimension_stats: splitByDimension(id, `${from}`, stats, dimension) };
	const partOf = (id: string): Record<string, unknown> | undefined => {
		if (!timeseries) {
			const stats = metrics(id, start, end);
			return omitEmpty && isEmpty(stats) ? undefined : numbers(id, start, stats);
		}
		const series = periods(granularity, start, end, zone)
			.map(([from, to]) => ({ from, to, stats: metrics(id, from, to) }))
			.filter((p) => !(omitEmpty && isEmpty(p.stats)))
			.map(({ from, to, stats }) => ({ start_time: iso(from), end_time: iso(to), ...numbers(id, from, stats) }));
		return { timeseries: series };
	};

	const stat: Record<string, unknown> = {
		id: entity.id,
		type: entity.type,
		granularity,
		start_time: iso(start),
		end_time: iso(end),
		finalized_data_end_time: iso(finalizedDataEnd(nowMs, zone)),
		...(partOf(entity.id) ?? { stats: {} }),
	};
	if (breakdown) {
		const entries = request
			.descendants(breakdown)
			.map((child) => {
				const part = partOf(child.id);
				return part && { id: child.id, type: TYPES[breakdown], ...part };
			})
			.filter((entry) => entry !== undefined);
		stat.breakdown_stats = { [breakdown]: entries };
	}
	const [listKey, itemKey] = KEYS[granularity];
	return { ok: true, body: { [listKey]: [{ sub_request_status: 'SUCCESS', [itemKey]: stat }] } };
}

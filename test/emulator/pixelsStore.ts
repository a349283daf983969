/**
 * Snap Pixels of the emulator and what they have received (spec pixel-health.md §1–§4, §6): each
 * pixel fires a steady number of events per day and type on each of its domains (browser fires),
 * and may also receive server events (Conversions API, `capiPerDay`). Counts over any time span
 * come from these rates, less the spans a test silenced: the whole pixel (goQuiet), one domain
 * (stopDomain) or one event type (stopEventType), until resume(). So domain stats, event stats and
 * the Conversions API test stats all tell the same story. Event quality is a snapshot a test can
 * make worse (dropScore) or unavailable (403 / 404). Routes live in pixels.ts.
 */
import { AD_ACCOUNT_LA, AD_ACCOUNT_NEW_YORK, AD_ACCOUNT_SINGAPORE } from './fixtures';
import { CAPI_PIXEL_ID } from './conversionsStore';

/** Acme US (Los Angeles): the pixel of Snap's recorded sample (ID), two domains, Conversions API too. */
export const PIXEL_LA = '6abc82ca-4a3a-4391-98ba-0317a8471234';
/** Acme East (New York): the Conversions API fixture token's pixel, one domain. */
export const PIXEL_NEW_YORK = CAPI_PIXEL_ID;
/** Other Co Main (Singapore): a pixel of an organization user-1 is not a member of. */
export const PIXEL_OTHER_CO = 'c7d8e9f0-5555-4e55-8e55-0000000000a1';

export const DAY_MS = 86_400_000;

export interface QualityRecommendation {
	recommendation_code: string;
	priority: string;
	score: string;
	title: string;
	description: string;
}

export interface QualityElement {
	event_type: string;
	action_source: string;
	event_source: string;
	recommendations: QualityRecommendation[];
}

export interface PixelRecord {
	id: string;
	name: string;
	ad_account_id: string;
	status: string;
	effective_status: string;
	created_at: string;
	updated_at: string;
	/** Events per day by type, per domain (browser fires). */
	domains: Record<string, Record<string, number>>;
	/** Server events per day (Conversions API). */
	capiPerDay: number;
	quality: QualityElement[];
}

/** A span with no events for the matching domain / event type (undefined: all). `to` open: still silent. */
interface Silence {
	pixelId: string;
	domain?: string;
	eventType?: string;
	/** 'browser', 'server' or both (undefined). */
	channel?: 'browser' | 'server';
	from: number;
	to?: number;
}

const FIRING_SINCE = Date.parse('2024-01-02T00:00:00Z');

function seedPixels(): PixelRecord[] {
	const created = '2024-01-02T00:00:00.000Z';
	const rec = (r: Omit<PixelRecord, 'status' | 'effective_status' | 'created_at' | 'updated_at'>): PixelRecord => ({
		status: 'ACTIVE',
		effective_status: 'ACTIVE',
		created_at: created,
		updated_at: created,
		...r,
	});
	return [
		rec({
			id: PIXEL_LA,
			name: 'Acme US pixel',
			ad_account_id: AD_ACCOUNT_LA,
			domains: {
				'shop.acme.example': { PAGE_VIEW: 2400, VIEW_CONTENT: 480, ADD_CART: 96, PURCHASE: 48 },
				'www.acme.example': { PAGE_VIEW: 1200, SIGN_UP: 24 },
			},
			capiPerDay: 48,
			quality: [
				{
					event_type: 'PURCHASE',
					action_source: 'WEB',
					event_source: 'API',
					recommendations: [
						{ recommendation_code: 'PII_COVERAGE_CAPI', priority: 'P1', score: 'FAIR', title: 'Send more customer information', description: 'Add hashed email and phone number to more purchase events.' },
					],
				},
				{
					event_type: 'PURCHASE',
					action_source: 'WEB',
					event_source: 'SDK',
					recommendations: [
						{ recommendation_code: 'DEDUPLICATION_KEY', priority: 'P2', score: 'GOOD', title: 'Keep sending an event ID', description: 'Most purchases carry an event ID for deduplication.' },
					],
				},
				{ event_type: 'PAGE_VIEW', action_source: 'WEB', event_source: 'SDK', recommendations: [] },
			],
		}),
		rec({
			id: PIXEL_NEW_YORK,
			name: 'Acme East web pixel',
			ad_account_id: AD_ACCOUNT_NEW_YORK,
			domains: { 'east.acme.example': { PAGE_VIEW: 720, PURCHASE: 24 } },
			capiPerDay: 240,
			quality: [{ event_type: 'PAGE_VIEW', action_source: 'WEB', event_source: 'SDK', recommendations: [] }],
		}),
		rec({ id: PIXEL_OTHER_CO, name: 'Other Co pixel', ad_account_id: AD_ACCOUNT_SINGAPORE, domains: { 'other.example': { PAGE_VIEW: 100 } }, capiPerDay: 0, quality: [] }),
	];
}

/** Milliseconds of [a, b) not covered by any of `spans`. */
function uncovered(a: number, b: number, spans: Array<[number, number]>): number {
	const cut = spans
		.map(([s, e]): [number, number] => [Math.max(a, s), Math.min(b, e)])
		.filter(([s, e]) => e > s)
		.sort((x, y) => x[0] - y[0]);
	let covered = 0;
	let until = a;
	for (const [s, e] of cut) {
		if (e <= until) continue;
		covered += e - Math.max(s, until);
		until = e;
	}
	return b - a - covered;
}

export function createPixelStore(clock: () => number) {
	let pixels = seedPixels();
	let silences: Silence[] = [];
	let unavailableQuality = new Map<string, 403 | 404>();
	let nesting: 'entry' | 'stats' = 'entry';
	let tsUnit: 's' | 'ms' = 's';

	const find = (id: string) => pixels.find((p) => p.id === id.toLowerCase());
	const spansFor = (pixelId: string, domain: string | undefined, eventType: string | undefined, channel: 'browser' | 'server'): Array<[number, number]> =>
		silences
			.filter(
				(s) =>
					s.pixelId === pixelId &&
					(s.domain === undefined || s.domain === domain) &&
					(s.eventType === undefined || s.eventType === eventType) &&
					(s.channel === undefined || s.channel === channel),
			)
			.map((s): [number, number] => [s.from, s.to ?? Number.POSITIVE_INFINITY]);
	/** Events at `perDay` over [a, b), counting only what is past and not silenced. */
	const eventsIn = (perDay: number, a: number, b: number, spans: Array<[number, number]>): number => {
		const from = Math.max(a, FIRING_SINCE);
		const to = Math.min(b, clock());
		if (to <= from || perDay <= 0) return 0;
		return Math.round((perDay * uncovered(from, to, spans)) / DAY_MS);
	};
	/** The last instant at or before now that the channel was firing (undefined: silent since before it began). */
	const lastFiring = (pixelId: string, domain: string | undefined, eventType: string | undefined, channel: 'browser' | 'server'): number | undefined => {
		let at = clock();
		const spans = spansFor(pixelId, domain, eventType, channel);
		// Step back over the silences covering `at` (each step strictly earlier; a few at most).
		for (let step = 0; step < 50; step++) {
			const covering = spans.find(([s, e]) => s <= at && at < e);
			if (!covering) break;
			at = covering[0] - 1;
		}
		return at < FIRING_SINCE ? undefined : at;
	};
	const silence = (s: Omit<Silence, 'from'> & { at?: number }) => {
		const { at, ...rest } = s;
		silences.push({ ...rest, pixelId: rest.pixelId.toLowerCase(), from: at ?? clock() });
	};

	return {
		all: (): PixelRecord[] => pixels,
		find,
		ofAccount: (adAccountId: string) => pixels.filter((p) => p.ad_account_id === adAccountId.toLowerCase()),
		/** Browser events of one domain and type over [a, b). */
		events(pixelId: string, domain: string, eventType: string, a: number, b: number): number {
			const p = find(pixelId);
			const perDay = p?.domains[domain]?.[eventType] ?? 0;
			return eventsIn(perDay, a, b, spansFor(pixelId, domain, eventType, 'browser'));
		},
		/** Server (Conversions API) events over [a, b), and the instant of the latest one. */
		serverEvents(pixelId: string, a: number, b: number): { count: number; latestMs?: number } {
			const p = find(pixelId);
			if (!p || p.capiPerDay <= 0) return { count: 0 };
			const count = eventsIn(p.capiPerDay, a, b, spansFor(p.id, undefined, undefined, 'server'));
			return { count, latestMs: lastFiring(p.id, undefined, undefined, 'server') };
		},
		/** Whether domain stats name (Snap lists a domain it saw in the window). */
		domainsOf: (pixelId: string): string[] => Object.keys(find(pixelId)?.domains ?? {}),
		// ---- test controls ----
		/** The whole pixel stops receiving events (browser and server) from `at` (default now). */
		goQuiet(pixelId: string, opts: { at?: number; channel?: 'browser' | 'server' } = {}) {
			silence({ pixelId, channel: opts.channel, at: opts.at });
		},
		/** One domain stops firing. */
		stopDomain(pixelId: string, domain: string, opts: { at?: number } = {}) {
			silence({ pixelId, domain, channel: 'browser', at: opts.at });
		},
		/** One event type stops (on one domain, or all). */
		stopEventType(pixelId: string, eventType: string, opts: { at?: number; domain?: string } = {}) {
			silence({ pixelId, eventType: eventType.toUpperCase(), domain: opts.domain, channel: 'browser', at: opts.at });
		},
		/** Every open silence of the pixel ends at `at` (default now): events come back. */
		resume(pixelId: string, opts: { at?: number } = {}) {
			const at = opts.at ?? clock();
			for (const s of silences) if (s.pixelId === pixelId.toLowerCase() && s.to === undefined) s.to = at;
		},
		/** The scores of one event type and source become `score` (default BAD); `add` appends a recommendation. */
		dropScore(pixelId: string, opts: { eventType: string; eventSource: 'SDK' | 'API'; score?: string; add?: QualityRecommendation }) {
			const p = find(pixelId);
			if (!p) throw new Error(`emulator: no pixel ${pixelId}`);
			let el = p.quality.find((q) => q.event_type === opts.eventType && q.event_source === opts.eventSource);
			if (!el) {
				el = { event_type: opts.eventType, action_source: 'WEB', event_source: opts.eventSource, recommendations: [] };
				p.quality.push(el);
			}
			for (const r of el.recommendations) r.score = opts.score ?? 'BAD';
			if (opts.add) el.recommendations.push({ ...opts.add });
		},
		/** Event quality answers 403 or 404 for the pixel (undefined: normal again). */
		setQualityUnavailable(pixelId: string, status: 403 | 404 | undefined) {
			if (status) unavailableQuality.set(pixelId.toLowerCase(), status);
			else unavailableQuality.delete(pixelId.toLowerCase());
		},
		qualityUnavailable: (pixelId: string): 403 | 404 | undefined => unavailableQuality.get(pixelId.toLowerCase()),
		/** Where event stats put the breakdowns: in each day (Snap's recorded answer) or under its `stats` (a client's fake). */
		setEventStatsNesting(form: 'entry' | 'stats') {
			nesting = form;
		},
		eventStatsNesting: () => nesting,
		/** The unit of the Conversions API test stats' `latest_event_ts` (unknown at Snap: seconds by default). */
		setLatestTsUnit(unit: 's' | 'ms') {
			tsUnit = unit;
		},
		latestTsUnit: () => tsUnit,
		/** A pixel's status / effective status (e.g. INACTIVE). */
		setStatus(pixelId: string, status: string, effectiveStatus = status) {
			const p = find(pixelId);
			if (!p) throw new Error(`emulator: no pixel ${pixelId}`);
			p.status = status;
			p.effective_status = effectiveStatus;
		},
		reset() {
			pixels = seedPixels();
			silences = [];
			unavailableQuality = new Map();
			nesting = 'entry';
			tsUnit = 's';
		},
	};
}

export type PixelStore = ReturnType<typeof createPixelStore>;

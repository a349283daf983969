/**
 * Pixel routes (spec pixel-health.md §1–§4; data and test controls in pixelsStore.ts):
 * - `GET /v1/adaccounts/{id}/pixels` (paged) and `GET /v1/pixels/{id}`: `pixels[].pixel` with the
 *   fields of Snap's example (incl. `pixel_javascript`).
 * - `GET /v1/pixels/{id}/domains/stats`: one `timeseries_stat` over the 7 days ending at the last
 *   whole hour (the recorded answer's window), `domains[].{domain_name, total_events}`; a domain
 *   with no event in the window is not listed. Times in the ad account's offset, as recorded.
 * - `GET /v1/pixels/{id}/stats?domain=&granularity=DAY&start_time=&end_time=`: one day per local
 *   day, `total_events` and the event type / OS / browser breakdowns (types with no fires absent),
 *   in the day entry (recorded) or under its `stats` (setEventStatsNesting). INFERRED: `domain` is
 *   required (400 without it), only DAY is served, and the stats endpoint's DAY rules hold (local
 *   midnights, at most 32 days) with its messages.
 * - `GET /v1/pixels/{id}/event_quality_scores[?locale=]`: `event_quality_scores[].event_quality_score`
 *   in a live client's shape (no Snap sample exists); 403 / 404 on demand (setQualityUnavailable).
 * A pixel of an ad account the user cannot see is 403 E3002, an unknown one 404 E3003.
 */
import { findAdAccount, userCanAccessAccount, type FixtureAdAccount, type FixtureUser } from './fixtures';
import { accessibleAccount } from './accounts';
import { dateKey, render, shiftKey, startOfDay } from './localTime';
import { checkUuid, forbidden, INVALID_MESSAGE, notFound, sendPage, snapError, success, type Ctx } from './respond';
import type { EmulatorArea, RouteHandler } from './router';
import type { EmulatorState } from './state';
import { parseStartTime } from './time';
import { DAY_MS, type PixelRecord } from './pixelsStore';

const HOUR_MS = 3_600_000;
const OS_SHARES: Array<[string, number]> = [['IOS', 0.7], ['ANDROID', 0.28], ['MAC_OS_X', 0.02]];
const BROWSER_SHARES: Array<[string, number]> = [['SAFARI', 0.7], ['CHROME', 0.28], ['FIREFOX', 0.02]];

function snippet(id: string): string {
	return `<!-- Snap Pixel Code -->\n<script type='text/javascript'>\nsnaptr('init', '${id}', {});\nsnaptr('track', 'PAGE_VIEW');\n</script>\n<!-- End Snap Pixel Code -->`;
}

function pixelJson(p: PixelRecord): Record<string, unknown> {
	const { id, name, ad_account_id, status, effective_status, created_at, updated_at } = p;
	return { id, updated_at, created_at, effective_status, name, ad_account_id, status, pixel_javascript: snippet(p.id) };
}

/** The pixel and its ad account when the user may see it; otherwise the error is sent. */
function accessiblePixel(ctx: Ctx, user: FixtureUser, rawId: string): { pixel: PixelRecord; account: FixtureAdAccount } | undefined {
	const id = checkUuid(ctx, rawId, 'pixel');
	if (!id) return undefined;
	const pixel = ctx.state.pixels.find(id);
	const account = pixel ? findAdAccount(pixel.ad_account_id) : undefined;
	if (!pixel || !account) return void notFound(ctx, 'pixel', id);
	if (!userCanAccessAccount(user, account)) return void forbidden(ctx, 'pixel', id);
	return { pixel, account };
}

const listPixels: RouteHandler = (ctx, user, id) => {
	const account = accessibleAccount(ctx, user, id as string);
	if (!account) return;
	const list = ctx.state.pixels.ofAccount(account.id).map((p, i) => ({ p, key: i + 1 }));
	sendPage(ctx, list, (e) => e.key, `pixels:${account.id}`, { plural: 'pixels', singular: 'pixel', toJson: (e) => pixelJson(e.p) });
};

const getPixel: RouteHandler = (ctx, user, id) => {
	const found = accessiblePixel(ctx, user, id as string);
	if (!found) return;
	success(ctx, { pixels: [{ sub_request_status: 'SUCCESS', pixel: pixelJson(found.pixel) }] });
};

const domainStats: RouteHandler = (ctx, user, id) => {
	const found = accessiblePixel(ctx, user, id as string);
	if (!found) return;
	const { pixel, account } = found;
	const end = Math.floor(ctx.state.clock() / HOUR_MS) * HOUR_MS;
	const start = end - 7 * DAY_MS;
	const domains = Object.entries(pixel.domains)
		.map(([domain, types]) => ({
			domain_name: domain,
			total_events: Object.keys(types).reduce((sum, type) => sum + ctx.state.pixels.events(pixel.id, domain, type, start, end), 0),
		}))
		.filter((d) => d.total_events > 0);
	success(ctx, {
		paging: {},
		timeseries_stats: [
			{
				sub_request_status: 'SUCCESS',
				timeseries_stat: { id: pixel.id, type: 'PIXEL', start_time: render(start, account.timezone), end_time: render(end, account.timezone), domains },
			},
		],
	});
};

function shares(total: number, split: Array<[string, number]>): Record<string, number> {
	const out: Record<string, number> = {};
	for (const [key, share] of split) {
		const n = Math.round(total * share);
		if (n > 0) out[key] = n;
	}
	return out;
}

const isLocalMidnight = (ms: number, zone: string) => startOfDay(dateKey(ms, zone), zone) === ms;

const eventStats: RouteHandler = (ctx, user, id) => {
	const found = accessiblePixel(ctx, user, id as string);
	if (!found) return;
	const { pixel, account } = found;
	const zone = account.timezone;
	const q = ctx.url.searchParams;
	const fail = (message: string, code = 'E1001') => snapError(ctx, 400, code, message, {}, INVALID_MESSAGE);
	const domain = q.get('domain');
	if (!domain) return fail('domain is required for pixel stats');
	const granularity = q.get('granularity') ?? 'DAY';
	if (granularity !== 'DAY') return fail(`Unsupported Stats Query: ${granularity} granularity is not supported for pixel stats`);
	const startText = q.get('start_time');
	const endText = q.get('end_time');
	if (!startText || !endText) return fail('start_time and end_time are required for DAY granularity');
	const start = parseStartTime(startText);
	const end = parseStartTime(endText);
	if (start === undefined) return fail(`Invalid start_time: "${startText}" is not an ISO 8601 date-time`);
	if (end === undefined) return fail(`Invalid end_time: "${endText}" is not an ISO 8601 date-time`);
	if (end <= start) return fail('end_time must be after start_time', 'E1008');
	if (!isLocalMidnight(start, zone) || !isLocalMidnight(end, zone)) {
		return fail(`Unsupported Stats Query: Timeseries queries with DAY granularity must have a start time that is the start of day (00:00:00) for the account's timezone. This account's timezone is: ${zone}`);
	}
	if (end > startOfDay(shiftKey(dateKey(start, zone), 32), zone)) {
		return fail('Unsupported Stats Query: Timeseries queries with DAY granularity cannot query time intervals of more than 32 days');
	}
	const types = pixel.domains[domain.toLowerCase()] ?? {};
	const nested = ctx.state.pixels.eventStatsNesting() === 'stats';
	const timeseries: Array<Record<string, unknown>> = [];
	for (let from = start; from < end; ) {
		const to = startOfDay(shiftKey(dateKey(from, zone), 1), zone);
		const byType: Record<string, number> = {};
		for (const type of Object.keys(types)) {
			const n = ctx.state.pixels.events(pixel.id, domain.toLowerCase(), type, from, to);
			if (n > 0) byType[type] = n;
		}
		const total = Object.values(byType).reduce((a, b) => a + b, 0);
		const breakdowns = { event_type_breakdown: byType, os_type_breakdown: shares(total, OS_SHARES), browser_type_breakdown: shares(total, BROWSER_SHARES) };
		timeseries.push({
			start_time: render(from, zone),
			end_time: render(to, zone),
			total_events: total,
			...(nested ? { stats: breakdowns } : breakdowns),
		});
		from = to;
	}
	success(ctx, {
		paging: {},
		timeseries_stats: [
			{
				sub_request_status: 'SUCCESS',
				timeseries_stat: { id: pixel.id, type: 'PIXEL', granularity: 'DAY', start_time: render(start, zone), end_time: render(end, zone), timeseries, domain },
			},
		],
	});
};

const eventQuality: RouteHandler = (ctx, user, id) => {
	const found = accessiblePixel(ctx, user, id as string);
	if (!found) return;
	const refused = ctx.state.pixels.qualityUnavailable(found.pixel.id);
	if (refused === 403) return forbidden(ctx, 'event quality scores of pixel', found.pixel.id);
	if (refused === 404) return notFound(ctx, 'event quality scores of pixel', found.pixel.id);
	success(ctx, {
		event_quality_scores: found.pixel.quality.map((q) => ({ sub_request_status: 'SUCCESS', event_quality_score: JSON.parse(JSON.stringify(q)) as unknown })),
	});
};

export function pixelsArea(s: EmulatorState): EmulatorArea {
	return {
		name: 'pixels: list, read, domain stats, event stats, event quality',
		routes: [
			{ path: '/v1/adaccounts/:id/pixels', methods: { GET: listPixels } },
			{ path: '/v1/pixels/:id', methods: { GET: getPixel } },
			{ path: '/v1/pixels/:id/domains/stats', methods: { GET: domainStats } },
			{ path: '/v1/pixels/:id/stats', methods: { GET: eventStats } },
			{ path: '/v1/pixels/:id/event_quality_scores', methods: { GET: eventQuality } },
		],
		reset() {
			s.pixels.reset();
		},
	};
}

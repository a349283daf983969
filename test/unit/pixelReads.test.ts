/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * The pure readers of the pixel API layer (nodes/SnapchatAds/api/pixel) on Snap's recorded answers
 * and on the forms the spec says clients saw, and the words for quality codes.
 */
import { readFileSync } from 'fs';
import { join } from 'path';

import { domainStatsOf } from '../../nodes/SnapchatAds/api/pixel/domainStats';
import { qualityEntryOf } from '../../nodes/SnapchatAds/api/pixel/eventQuality';
import { eventStatsOf } from '../../nodes/SnapchatAds/api/pixel/eventStats';
import { pixelSummary } from '../../nodes/SnapchatAds/api/pixel/pixels';
import { isHighPriority, priorityWords, scoreRank, scoreWords, sourceKind, sourceWords } from '../../nodes/SnapchatAds/api/pixel/qualityWords';
import { agoWords, latestEventMs, liveSummary, readTestToolStats } from '../../nodes/shared/conversions/testStats';

type Stat = { timeseries_stats: Array<{ timeseries_stat: Record<string, unknown> }>; pixels: Array<{ pixel: Record<string, unknown> }> };
const recorded = (name: string) => JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'snap-responses', 'yassineazimani-SnapAds4J', name), 'utf8')) as Stat;
const stats = (name: string) => recorded(name).timeseries_stats.map((s) => s.timeseries_stat);

describe('pixel summary', () => {
	it("reads Snap's recorded pixel; the snippet only when asked; usable only when both statuses are ACTIVE", () => {
		const raw = recorded('getPixelAssociatedWithAdAccount.json').pixels[0].pixel;
		const plain = pixelSummary(raw);
		expect(plain).toMatchObject({ id: '6abc82ca-4a3a-4391-98ba-0317a8471234', name: 'Test pixel', status: 'ACTIVE', effectiveStatus: 'ACTIVE', usable: true, createdAt: '2017-03-15T18:19:08.576Z' });
		expect(plain.adsManagerLink).toBe('https://ads.snapchat.com/3cb7c65d-a943-448b-90aa-bd6bac71dabc/events');
		expect(plain.snippet).toBeUndefined();
		expect(plain.raw).not.toHaveProperty('pixel_javascript');
		expect(pixelSummary(raw, true).snippet).toMatch(/snaptr\('init'/);
		expect(pixelSummary({ ...raw, effective_status: 'PAUSED' }).usable).toBe(false);
	});
});

describe('domain stats', () => {
	it("reads Snap's recorded answer: the window as Snap gave it, the domains most events first", () => {
		const read = domainStatsOf('p', stats('getStatsPixelDomains.json'));
		expect(read.windowStart).toBe('2017-08-31T18:00:00.000-07:00');
		expect(read.windowEnd).toBe('2017-09-07T18:00:00.000-07:00');
		expect(read.domains[0]).toEqual({ domain: 'www.snapchat.com', totalEvents: 9682034 });
		expect(read.domains.map((d) => d.domain)).toEqual(['www.snapchat.com', 'snapchat.com', 'abc.snapchat.com', 'xyz.snapchat.com']);
	});

	it('adds up a domain listed twice, reads numeric strings, skips entries without a name', () => {
		const read = domainStatsOf('p', [{ domains: [{ domain_name: 'A.example', total_events: '5' }, { domain_name: 'a.example', total_events: 2 }, { total_events: 9 }, 'x'] }]);
		expect(read.domains).toEqual([{ domain: 'a.example', totalEvents: 7 }]);
		expect(read.windowStart).toBeUndefined();
	});
});

describe('event stats', () => {
	it("reads Snap's recorded answer: one day per entry with event types, OS and browsers", () => {
		const read = eventStatsOf('p', 'abc.snapchat.com', stats('getStatsSpecificPixelDomain.json'));
		expect(read.days[0]).toEqual({
			start: '2017-08-31T00:00:00.000-07:00',
			end: '2017-09-01T00:00:00.000-07:00',
			totalEvents: 253926,
			eventTypes: { VIEW_CONTENT: 13560, PAGE_VIEW: 240366 },
			operatingSystems: { MAC_OS_X: 1, IOS: 217753, ANDROID: 36170, LINUX: 2 },
			browsers: { FIREFOX: 4, BROWSER_TYPE_OTHER: 154, SAFARI: 217747, CHROME: 36021 },
		});
	});

	it("reads breakdowns nested under `stats` (a client's form), orders days, and never invents a 0 or OS figures", () => {
		const read = eventStatsOf('p', 'd', [
			{
				timeseries: [
					{ start_time: '2026-06-02T00:00:00-07:00', end_time: '2026-06-03T00:00:00-07:00', stats: { event_type_breakdown: { purchase: 3, PAGE_VIEW: 0 } } },
					{ start_time: '2026-06-01T00:00:00-07:00', end_time: '2026-06-02T00:00:00-07:00', total_events: 4, event_type_breakdown: { PAGE_VIEW: 4 } },
					{ start_time: 'no end' },
				],
			},
		]);
		expect(read.days).toEqual([
			{ start: '2026-06-01T00:00:00-07:00', end: '2026-06-02T00:00:00-07:00', totalEvents: 4, eventTypes: { PAGE_VIEW: 4 } },
			{ start: '2026-06-02T00:00:00-07:00', end: '2026-06-03T00:00:00-07:00', totalEvents: 3, eventTypes: { PURCHASE: 3 } },
		]);
	});
});

describe('event quality in words', () => {
	it('names the source and priority, highest priority first, and keeps unknown codes as Snap sent them', () => {
		const entry = qualityEntryOf({
			event_type: 'purchase',
			action_source: 'WEB',
			event_source: 'API',
			recommendations: [
				{ recommendation_code: 'B', priority: 'P2', score: 'GOOD', title: 'b' },
				{ recommendation_code: 'A', priority: 'P0', score: 'BAD', title: 'a', description: 'do a' },
				{ recommendation_code: 'C', priority: 'P7', score: 'SHINY' },
			],
		});
		expect(entry).toMatchObject({ eventType: 'PURCHASE', actionSource: 'WEB', eventSource: 'API', source: 'Conversions API', sourceKind: 'conversionsApi' });
		expect(entry.recommendations.map((r) => [r.code, r.priorityWords, r.scoreWords])).toEqual([
			['A', 'critical: fix first', 'poor'],
			['B', 'medium', 'good'],
			['C', 'P7 (not a priority this node knows)', 'SHINY'],
		]);
	});

	it('words for sources, priorities and scores', () => {
		expect([sourceWords('SDK'), sourceWords('api'), sourceWords(undefined), sourceWords('OFFLINE')]).toEqual(['Snap Pixel', 'Conversions API', 'unknown source', 'OFFLINE']);
		expect([sourceKind('SDK'), sourceKind('API'), sourceKind('OFFLINE')]).toEqual(['pixel', 'conversionsApi', 'offline']);
		expect([priorityWords('P1'), priorityWords(undefined)]).toEqual(['high', 'no priority given']);
		expect([isHighPriority('P0'), isHighPriority('P1'), isHighPriority('P2'), isHighPriority(undefined)]).toEqual([true, true, false, false]);
		expect([scoreWords('bad'), scoreWords(undefined)]).toEqual(['poor', 'no score given']);
		expect((scoreRank('GOOD') as number) > (scoreRank('FAIR') as number)).toBe(true);
		expect(scoreRank('SHINY')).toBeUndefined();
	});
});

describe('Conversions API test stats', () => {
	it("reads Snap's SDK schema; latest_event_ts in seconds or milliseconds; 0 is none", () => {
		const read = readTestToolStats({ status: 'SUCCESS', reason: 'reason', stats: { test: { event_count_past_hour: 6, latest_event_ts: 0 }, live: { event_count_past_hour: 42, latest_event_ts: 1781519400 } } });
		expect(read).toEqual({
			status: 'SUCCESS',
			reason: 'reason',
			documentedShape: true,
			test: { eventsPastHour: 6 },
			live: { eventsPastHour: 42, latestEventAt: '2026-06-15T10:30:00.000Z', latestEventTs: 1781519400 },
		});
		expect(latestEventMs(1781519400000)).toBe(1781519400000);
		expect([latestEventMs(0), latestEventMs(-3), latestEventMs('x'), latestEventMs(undefined)]).toEqual([undefined, undefined, undefined, undefined]);
		expect(readTestToolStats({ status: 'SUCCESS', stats: { total_events: 2 } }).documentedShape).toBe(false);
	});

	it('says how long ago and how many in words', () => {
		const now = Date.parse('2026-06-15T12:30:00Z');
		expect([agoWords(now - 30_000, now), agoWords(now - 60_000, now), agoWords(now - 3 * 3_600_000, now), agoWords(now - 3 * 86_400_000, now)]).toEqual(['just now', '1 minute ago', '3 hours ago', '3 days ago']);
		const read = readTestToolStats({ stats: { live: { event_count_past_hour: 1, latest_event_ts: Date.parse('2026-06-15T10:30:00Z') } } });
		expect(liveSummary(read, now)).toBe('Last live event 2 hours ago (2026-06-15T10:30:00.000Z); 1 live event in the past hour.');
		expect(liveSummary(readTestToolStats({}), now)).toBe('No live event has arrived yet; 0 live events in the past hour.');
	});
});

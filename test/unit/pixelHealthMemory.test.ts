/**
 * Pixel Health Changed's remembered state (trigger/pixelHealth/memory.ts): bounded under 10 kB of
 * JSON in the worst case the judging can write, refuses what it did not write, forgets pixels no
 * longer watched.
 */
import { randomUUID } from 'crypto';

import { judgePixel, shiftDate, type HealthSettings, type PixelReading } from '../../nodes/SnapchatAds/trigger/pixelHealth/judge';
import { buildMemory, keptDomains, keptPairs, MAX_DOMAINS, MAX_PIXELS, MAX_STATE_BYTES, MAX_USED, pairHash, memoOf, readMemory, type StoredPixel } from '../../nodes/SnapchatAds/trigger/pixelHealth/memory';
import { STATE_VERSION } from '../../nodes/SnapchatAds/trigger/state';

const HOUR = 3_600_000;
const TODAY = '2026-11-20';
const MIDNIGHT = Date.parse('2026-11-20T08:00:00Z');
const settings: HealthSettings = { watch: new Set(['quiet', 'eventTypeStopped', 'qualityDropped', 'eligibilityLost']), quietHours: 6, stoppedShare: 0.3, minDailyMean: 1, eventTypes: [] };

/** A reading with everything at its largest: 28 event types all stopped, 40 quality rows with 5 high recommendations each, 20 goal/window pairs. */
function hugeReading(pixelId: string): PixelReading {
	const types = Array.from({ length: 28 }, (_, i) => `CUSTOM_EVENT_TYPE_WITH_A_LONG_NAME_${i}`);
	const trailing = Array.from({ length: 8 }, (_, i) => ({
		date: shiftDate(TODAY, -(i + 1)),
		startMs: MIDNIGHT - (i + 1) * 24 * HOUR,
		total: 1000,
		types: Object.fromEntries(types.map((t) => [t, i === 0 ? 0 : 1000])),
	}));
	return {
		pixelId,
		today: TODAY,
		todayStartMs: MIDNIGHT,
		days: [...trailing, { date: TODAY, startMs: MIDNIGHT, total: 99_999_999, types: {} }],
		quality: Array.from({ length: 40 }, (_, i) => ({
			eventType: types[i % 28],
			source: i < 28 ? 'SDK' : 'API',
			score: 'GOOD',
			rank: 2,
			high: Array.from({ length: 5 }, (_, j) => ({ code: `RECOMMENDATION_CODE_${i}_${j}`, priority: 'P0' })),
		})),
		eligibility: Array.from({ length: 20 }, (_, i) => ({ goal: `PIXEL_GOAL_${i}`, window: 'SWIPE_28DAY_VIEW_1DAY', status: 'ELIGIBLE', reasons: [] })),
	};
}

describe('pixel health memory', () => {
	it('stays under 10 kB of JSON for the most pixels it keeps, each at its largest', () => {
		const ids = Array.from({ length: MAX_PIXELS + 5 }, () => randomUUID());
		const longDomains = Array.from({ length: 6 }, (_, i) => `${'sub'.repeat(20)}${i}.a-rather-long-shop-domain.example.com`);
		const pixels = ids.map((id): StoredPixel => {
			const { memo } = judgePixel(hugeReading(id), undefined, settings, MIDNIGHT + 3 * HOUR);
			const pairs = Array.from({ length: MAX_USED + 3 }, (_, i) => ({ goal: `PIXEL_CUSTOM_EVENT_GOAL_${i}`, window: 'SWIPE_28DAY_VIEW_28DAY' }));
			return { ...memo, i: id, d: keptDomains(longDomains), u: keptPairs(pairs) };
		});
		const memory = buildMemory('America/Argentina/ComodRivadavia', { h: 29_000_000, c: Number.MAX_SAFE_INTEGER, l: ids }, pixels);
		expect(memory.l).toHaveLength(MAX_PIXELS);
		expect(memory.x[Object.keys(memory.x)[0]].u).toHaveLength(MAX_USED * 8);
		expect(Object.keys(memory.x)).toHaveLength(MAX_PIXELS);
		const stored = JSON.stringify({ v: STATE_VERSION, k: `pixelHealth|${randomUUID()}|all|quiet,eventTypeStopped,qualityDropped,eligibilityLost|6|30|10|`, p: memory });
		expect(Buffer.byteLength(stored)).toBeLessThan(MAX_STATE_BYTES);
	});

	it('keeps at most 3 domains, most events first, within 200 characters', () => {
		expect(keptDomains(['a.com', 'b.com', 'c.com', 'd.com'])).toEqual(['a.com', 'b.com', 'c.com']);
		expect(MAX_DOMAINS).toBe(3);
		expect(keptDomains(['x'.repeat(150), 'y'.repeat(60), 'z.com'])).toEqual(['x'.repeat(150)]);
	});

	it('round-trips through JSON; anything it did not write is no memory (a new baseline)', () => {
		const id = randomUUID();
		const { memo } = judgePixel(hugeReading(id), undefined, settings, MIDNIGHT + 3 * HOUR);
		const memory = buildMemory('Europe/Berlin', { h: 5, c: 2, l: [id] }, [{ ...memo, i: id, d: ['shop.example.com'], u: pairHash('PIXEL_PURCHASE', 'SWIPE_7DAY') }]);
		const back = readMemory(JSON.parse(JSON.stringify(memory)));
		expect(back).toMatchObject({ z: 'Europe/Berlin', h: 5, c: 2, l: [id] });
		expect(memoOf(back, id.toUpperCase())).toEqual({ ...memo, i: id, d: ['shop.example.com'], u: pairHash('PIXEL_PURCHASE', 'SWIPE_7DAY') });
		// A state written before the refresh was spread: its refresh done, its pixels listed, no pairs known yet.
		const olderBack = readMemory({ z: memory.z, h: memory.h, x: { [Object.keys(memory.x)[0]]: { ...memo, i: id, d: ['shop.example.com'] } } });
		expect(olderBack).toMatchObject({ h: 5, c: Number.MAX_SAFE_INTEGER, l: [id] });
		expect(memoOf(olderBack, id)?.u).toBe('');
		expect(memoOf(back, randomUUID())).toBeUndefined();
		expect(readMemory(undefined)).toBeUndefined();
		expect(readMemory({ z: 'UTC', h: 1, x: [] })).toBeUndefined();
		expect(readMemory({ x: {} })).toBeUndefined();
		expect(readMemory({ z: 'UTC', h: 1, x: { abc: { t: TODAY } } })).toBeUndefined();
	});
});

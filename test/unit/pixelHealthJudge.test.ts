/**
 * Pixel Health Changed, the judging alone (trigger/pixelHealth/judge.ts): quiet and back, a stopped
 * event type, a quality drop, lost eligibility; each told once, nothing at the baseline.
 */
import { idHash } from '../../nodes/SnapchatAds/trigger/state';
import { judgePixel, shiftDate, SETTLE_MS, type DayCount, type HealthSettings, type PixelMemo, type PixelReading } from '../../nodes/SnapchatAds/trigger/pixelHealth/judge';

const HOUR = 3_600_000;
const PIXEL = 'a1b2c3d4-1111-4a11-8a11-111111111111';
const TODAY = '2026-11-20';
const MIDNIGHT = Date.parse('2026-11-20T08:00:00Z'); // Los Angeles midnight

const settings = (over: Partial<HealthSettings> = {}): HealthSettings => ({
	watch: new Set(['quiet', 'eventTypeStopped', 'qualityDropped', 'eligibilityLost']),
	quietHours: 6,
	stoppedShare: 0.3,
	minDailyMean: 10,
	eventTypes: [],
	...over,
});

/** Days before today with these PURCHASE and PAGE_VIEW counts (index 0 = yesterday). */
function history(purchases: number[], pageViews = 500): DayCount[] {
	return purchases.map((p, i) => {
		const date = shiftDate(TODAY, -(i + 1));
		return { date, startMs: MIDNIGHT - (i + 1) * 24 * HOUR, total: p + pageViews, types: { ...(p > 0 ? { PURCHASE: p } : {}), PAGE_VIEW: pageViews } };
	});
}

function reading(todayCount: number, over: Partial<PixelReading> = {}, past = history([40, 40, 40, 40, 40, 40, 40, 40])): PixelReading {
	const today = over.today ?? TODAY;
	const todayStartMs = over.todayStartMs ?? MIDNIGHT;
	return {
		pixelId: PIXEL,
		today,
		todayStartMs,
		days: [...past, { date: today, startMs: todayStartMs, total: todayCount, types: todayCount > 0 ? { PAGE_VIEW: todayCount } : {} }],
		...over,
	};
}

/** Polls in turn: each [ms after midnight, reading]; the kinds told per poll. */
function run(polls: Array<[number, PixelReading]>, s = settings()): { told: string[][]; memo: PixelMemo } {
	let memo: PixelMemo | undefined;
	const told: string[][] = [];
	for (const [at, r] of polls) {
		const out = judgePixel(r, memo, s, MIDNIGHT + at);
		told.push(out.changes.map((c) => c.kind));
		memo = out.memo;
	}
	return { told, memo: memo! };
}

describe('went quiet / came back', () => {
	it('the baseline tells nothing; a count that stops growing for 6 hours is told once; growing again is told once', () => {
		const { told } = run([
			[3 * HOUR, reading(100)],
			[4 * HOUR, reading(120)],
			[9 * HOUR, reading(120)],
			[10 * HOUR + 1, reading(120)],
			[11 * HOUR, reading(120)],
			[12 * HOUR, reading(121)],
			[13 * HOUR, reading(130)],
		]);
		expect(told).toEqual([[], [], [], ['wentQuiet'], [], ['cameBack'], []]);
	});

	it('says what it judged: hours without new events, the last growth seen, today and yesterday', () => {
		let memo = judgePixel(reading(100), undefined, settings(), MIDNIGHT + 3 * HOUR).memo;
		const out = judgePixel(reading(100), memo, settings({ quietHours: 2 }), MIDNIGHT + 5 * HOUR + 30 * 60_000);
		expect(out.changes).toEqual([
			{
				kind: 'wentQuiet',
				pixelId: PIXEL,
				figures: {
					quiet_after_hours: 2,
					hours_without_new_events: 2.5,
					last_growth_seen_at: new Date(MIDNIGHT + 3 * HOUR).toISOString(),
					events_today: 100,
					events_yesterday: 540,
				},
			},
		]);
		memo = out.memo;
		expect(memo.q).toBe(1);
		// Came back: how long it was quiet.
		const back = judgePixel(reading(101), memo, settings({ quietHours: 2 }), MIDNIGHT + 9 * HOUR);
		expect(back.changes).toMatchObject([{ kind: 'cameBack', figures: { hours_without_new_events: 6, events_today: 101 } }]);
	});

	it('a new day that starts at zero is no growth; its first events are', () => {
		const nextDay = { today: shiftDate(TODAY, 1), todayStartMs: MIDNIGHT + 24 * HOUR };
		const { told } = run([
			[20 * HOUR, reading(300)],
			[24 * HOUR + 30 * 60_000, reading(0, nextDay, [...history([40]), { date: TODAY, startMs: MIDNIGHT, total: 300, types: {} }])],
			[26 * HOUR + 1, reading(0, nextDay, [{ date: TODAY, startMs: MIDNIGHT, total: 300, types: {} }])],
			[27 * HOUR, reading(5, nextDay, [{ date: TODAY, startMs: MIDNIGHT, total: 300, types: {} }])],
		]);
		expect(told).toEqual([[], [], ['wentQuiet'], ['cameBack']]);
	});

	it('a pixel with no events yesterday or today (not in use) is never told quiet', () => {
		const idle = history([0, 0, 0, 0, 0, 0, 0, 0], 0);
		const { told } = run([
			[1 * HOUR, reading(0, {}, idle)],
			[9 * HOUR, reading(0, {}, idle)],
			[20 * HOUR, reading(0, {}, idle)],
		]);
		expect(told.flat()).toEqual([]);
	});

	it('a pixel already quiet at the baseline is not told quiet, and is told when it comes back', () => {
		const { told } = run([
			[10 * HOUR, reading(0)],
			[11 * HOUR, reading(0)],
			[12 * HOUR, reading(3)],
		]);
		expect(told).toEqual([[], [], ['cameBack']]);
	});

	it('never tells quiet earlier than the truth: at the baseline, today\'s events count as just now', () => {
		const { told } = run([
			[10 * HOUR, reading(50)],
			[15 * HOUR, reading(50)],
			[16 * HOUR, reading(50)],
		]);
		expect(told).toEqual([[], [], ['wentQuiet']]);
	});
});

describe('an event type stopped', () => {
	const stoppedYesterday = history([5, 40, 40, 40, 40, 40, 40, 40]);

	it('yesterday under 30 % of the 7 days before is told once, after the day settled, with its figures', () => {
		let memo = judgePixel(reading(10), undefined, settings(), MIDNIGHT - 2 * HOUR).memo;
		// Just after midnight: yesterday may still be filling in.
		let out = judgePixel(reading(10, {}, stoppedYesterday), memo, settings(), MIDNIGHT + 30 * 60_000);
		expect(out.changes).toEqual([]);
		out = judgePixel(reading(12, {}, stoppedYesterday), out.memo, settings(), MIDNIGHT + SETTLE_MS);
		expect(out.changes).toEqual([
			{
				kind: 'eventTypeStopped',
				pixelId: PIXEL,
				figures: {
					event_type: 'PURCHASE',
					date: '2026-11-19',
					events_that_day: 5,
					daily_mean_7_days_before: 40,
					share_of_mean_percent: 12.5,
					stopped_below_percent: 30,
				},
			},
		]);
		memo = out.memo;
		expect(judgePixel(reading(13, {}, stoppedYesterday), memo, settings(), MIDNIGHT + 5 * HOUR).changes).toEqual([]);
		// The next day, still stopped: not told again.
		const nextDay = { today: shiftDate(TODAY, 1), todayStartMs: MIDNIGHT + 24 * HOUR };
		const still = [{ date: TODAY, startMs: MIDNIGHT, total: 500, types: { PAGE_VIEW: 500 } }, ...stoppedYesterday];
		const next = judgePixel(reading(3, nextDay, still), memo, settings(), MIDNIGHT + 27 * HOUR);
		expect(next.changes).toEqual([]);
		expect(next.memo.s).toEqual([idHash('type|PURCHASE')]);
	});

	it('at or over the share is no stop; a type under the minimum daily mean is not judged; the list limits the types', () => {
		const at30 = history([12, 40, 40, 40, 40, 40, 40, 40]);
		const base = judgePixel(reading(10), undefined, settings(), MIDNIGHT - HOUR).memo;
		expect(judgePixel(reading(10, {}, at30), base, settings(), MIDNIGHT + 3 * HOUR).changes).toEqual([]);
		const small = history([0, 5, 5, 5, 5, 5, 5, 5]);
		expect(judgePixel(reading(10, {}, small), base, settings(), MIDNIGHT + 3 * HOUR).changes).toEqual([]);
		expect(judgePixel(reading(10, {}, small), base, settings({ minDailyMean: 1 }), MIDNIGHT + 3 * HOUR).changes.map((c) => c.figures.event_type)).toEqual(['PURCHASE']);
		expect(judgePixel(reading(10, {}, stoppedYesterday), base, settings({ eventTypes: ['PAGE_VIEW'] }), MIDNIGHT + 3 * HOUR).changes).toEqual([]);
	});

	it('the baseline remembers a type already stopped without telling it', () => {
		const out = judgePixel(reading(10, {}, stoppedYesterday), undefined, settings(), MIDNIGHT + 3 * HOUR);
		expect(out.changes).toEqual([]);
		expect(out.memo.s).toEqual([idHash('type|PURCHASE')]);
	});
});

describe('quality dropped', () => {
	const q = (rank: number, codes: string[] = []) => [{ eventType: 'PURCHASE', source: 'API', score: rank >= 2 ? 'GOOD' : 'BAD', rank, high: codes.map((code) => ({ code, priority: 'P1', title: `Fix ${code}` })) }];

	it('a worse score or a new P0/P1 recommendation is told once; an unchanged or better reading is not', () => {
		const { told } = run([
			[HOUR, reading(10, { quality: q(2) })],
			[2 * HOUR, reading(20, { quality: q(2) })],
			[3 * HOUR, reading(30, { quality: q(0) })],
			[4 * HOUR, reading(40, { quality: q(0) })],
			[5 * HOUR, reading(50, { quality: q(2) })],
			[6 * HOUR, reading(60, { quality: q(2, ['PII_COVERAGE_CAPI']) })],
			[7 * HOUR, reading(70, { quality: q(2, ['PII_COVERAGE_CAPI']) })],
			// Not readable this poll: nothing is forgotten, nothing told.
			[8 * HOUR, reading(80, {})],
			[9 * HOUR, reading(90, { quality: q(2, ['PII_COVERAGE_CAPI']) })],
		]);
		expect(told).toEqual([[], [], ['qualityDropped'], [], [], ['qualityDropped'], [], [], []]);
	});

	it('names the event type, the source, the score and the new recommendations', () => {
		const memo = judgePixel(reading(10, { quality: q(2) }), undefined, settings(), MIDNIGHT + HOUR).memo;
		const [change] = judgePixel(reading(20, { quality: q(0, ['EMAIL_MISSING']) }), memo, settings(), MIDNIGHT + 2 * HOUR).changes;
		expect(change.figures).toEqual({
			event_type: 'PURCHASE',
			event_source: 'API',
			score: 'BAD',
			score_got_worse: true,
			new_high_priority_recommendations: [{ code: 'EMAIL_MISSING', priority: 'P1', title: 'Fix EMAIL_MISSING' }],
		});
	});
});

describe('eligibility lost', () => {
	const el = (status: string) => [{ goal: 'PIXEL_PURCHASE', window: 'SWIPE_7DAY', status, reasons: status === 'INELIGIBLE' ? ['purchase_volume'] : [] }];

	it('eligible (or with a warning) to ineligible is told once, with the goal and window; a goal not checked keeps its status', () => {
		const { told } = run([
			[HOUR, reading(10, { eligibility: el('ELIGIBLE') })],
			[2 * HOUR, reading(20, { eligibility: el('ELIGIBLE_WARNING') })],
			[3 * HOUR, reading(30, {})],
			[4 * HOUR, reading(40, { eligibility: el('INELIGIBLE') })],
			[5 * HOUR, reading(50, { eligibility: el('INELIGIBLE') })],
			[6 * HOUR, reading(60, { eligibility: [] })],
			[7 * HOUR, reading(70, { eligibility: el('INELIGIBLE') })],
		]);
		expect(told).toEqual([[], [], [], ['eligibilityLost'], [], [], []]);
		const memo = judgePixel(reading(10, { eligibility: el('ELIGIBLE') }), undefined, settings(), MIDNIGHT).memo;
		const [change] = judgePixel(reading(10, { eligibility: el('INELIGIBLE') }), memo, settings(), MIDNIGHT + HOUR).changes;
		expect(change).toMatchObject({ goal: { goal: 'PIXEL_PURCHASE', window: 'SWIPE_7DAY' }, figures: { eligibility_status: 'INELIGIBLE', previous_eligibility_status: 'ELIGIBLE', ineligible_reasons: ['purchase_volume'] } });
	});

	it('ineligible at the baseline is not told', () => {
		expect(run([[HOUR, reading(10, { eligibility: el('INELIGIBLE') })], [2 * HOUR, reading(20, { eligibility: el('INELIGIBLE') })]]).told.flat()).toEqual([]);
	});
});

describe('what is watched', () => {
	it('a change not watched is remembered but not told', () => {
		const s = settings({ watch: new Set(['qualityDropped']) });
		const { told, memo } = run([
			[3 * HOUR, reading(100)],
			[10 * HOUR, reading(100)],
		], s);
		expect(told.flat()).toEqual([]);
		expect(memo.q).toBe(1);
	});
});

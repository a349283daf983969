/** Metric Passed a Threshold, the pure parts: judging, recovery hysteresis, baseline, bounded state, local-day windows, settings refused by field. */
import { readMetricSettings } from '../../nodes/SnapchatAds/trigger/metricInput';
import { judge, MAX_REMEMBERED, metricValue, step, type Figures, type MetricRule } from '../../nodes/SnapchatAds/trigger/metricRule';
import { lastDaysWindow } from '../../nodes/SnapchatAds/time/lastDays';
import { InputError } from '../../nodes/shared/input/validation';

const cpr: MetricRule = { kind: 'costPerResult', resultField: 'conversion_purchases', limit: 30_000_000, minSpendMicro: 50_000_000, minCount: 0, recoveryMarginPercent: 10 };
const figures = (more: Partial<Figures>): Figures => ({ spendMicro: 0, impressions: 10_000, swipes: 100, results: 0, purchaseValueMicro: 0, ...more });

describe('judge', () => {
	it('cost per result: above the limit crosses; back by the margin recovers; in between keeps', () => {
		expect(judge(cpr, figures({ spendMicro: 100_000_000, results: 3 }))).toBe('crossed'); // 33.33
		expect(judge(cpr, figures({ spendMicro: 90_000_000, results: 3 }))).toBe('between'); // exactly 30: not above
		expect(judge(cpr, figures({ spendMicro: 84_000_000, results: 3 }))).toBe('between'); // 28 > 27
		expect(judge(cpr, figures({ spendMicro: 81_000_000, results: 3 }))).toBe('recovered'); // 27
		expect(metricValue(cpr, figures({ spendMicro: 100_000_000, results: 3 }))).toBe(33_333_333);
	});

	it('spend without a result is above every limit; below the minimums nothing is judged', () => {
		expect(judge(cpr, figures({ spendMicro: 60_000_000, results: 0 }))).toBe('crossed');
		expect(metricValue(cpr, figures({ spendMicro: 60_000_000, results: 0 }))).toBeNull();
		expect(judge(cpr, figures({ spendMicro: 49_999_999, results: 0 }))).toBe('unjudged');
		// One early purchase at a high cost cannot fire a rule that wants 5 results first.
		expect(judge({ ...cpr, minCount: 5 }, figures({ spendMicro: 400_000_000, results: 1 }))).toBe('unjudged');
		expect(judge({ ...cpr, minCount: 5 }, figures({ spendMicro: 400_000_000, results: 5 }))).toBe('crossed');
	});

	it('return on ad spend and swipe-up rate cross below; CPM above', () => {
		const roas: MetricRule = { ...cpr, kind: 'roas', limit: 2 };
		expect(judge(roas, figures({ spendMicro: 100_000_000, purchaseValueMicro: 150_000_000, results: 3 }))).toBe('crossed');
		expect(judge(roas, figures({ spendMicro: 100_000_000, purchaseValueMicro: 210_000_000, results: 3 }))).toBe('between');
		expect(judge(roas, figures({ spendMicro: 100_000_000, purchaseValueMicro: 220_000_000, results: 3 }))).toBe('recovered');
		const rate: MetricRule = { ...cpr, kind: 'swipeUpRate', limit: 0.5, minCount: 1000 };
		expect(judge(rate, figures({ spendMicro: 60_000_000, impressions: 10_000, swipes: 40 }))).toBe('crossed');
		expect(judge(rate, figures({ spendMicro: 60_000_000, impressions: 10_000, swipes: 60 }))).toBe('recovered');
		expect(judge(rate, figures({ spendMicro: 60_000_000, impressions: 999, swipes: 0 }))).toBe('unjudged');
		const cpm: MetricRule = { ...cpr, kind: 'cpm', limit: 5_000_000, minSpendMicro: 0, minCount: 1000 };
		expect(judge(cpm, figures({ spendMicro: 60_000_000, impressions: 10_000 }))).toBe('crossed'); // 6.00
		expect(judge(cpm, figures({ spendMicro: 45_000_000, impressions: 10_000 }))).toBe('recovered'); // 4.50
	});
});

describe('step', () => {
	const v = (hash: string, verdict: 'crossed' | 'recovered' | 'between' | 'unjudged') => ({ hash, verdict });

	it('the first poll records who is past the line and reports nothing', () => {
		expect(step(undefined, [v('AAAAAAAA', 'crossed'), v('BBBBBBBB', 'recovered')])).toEqual({ past: ['AAAAAAAA'], crossed: [] });
	});

	it('fires once on crossing, stays quiet while past or in between, fires again only after recovering', () => {
		let past = new Set<string>();
		const poll = (verdict: 'crossed' | 'recovered' | 'between' | 'unjudged') => {
			const out = step(past, [v('AAAAAAAA', verdict)]);
			past = new Set(out.past);
			return out.crossed.length;
		};
		expect([poll('crossed'), poll('crossed'), poll('between'), poll('crossed'), poll('unjudged'), poll('crossed')]).toEqual([1, 0, 0, 0, 0, 0]);
		expect([poll('recovered'), poll('between'), poll('crossed')]).toEqual([0, 0, 1]);
	});

	it('forgets entities no longer watched and remembers at most MAX_REMEMBERED', () => {
		expect(step(new Set(['GONEGONE']), [v('AAAAAAAA', 'between')]).past).toEqual([]);
		const many = Array.from({ length: MAX_REMEMBERED + 10 }, (_, i) => v(String(i).padStart(8, '0'), 'crossed'));
		expect(step(new Set(), many).past).toHaveLength(MAX_REMEMBERED);
	});
});

describe('lastDaysWindow', () => {
	it('the last 3 whole days of the account, today left out, across a daylight-saving change', () => {
		// 2025-03-11 10:00 in Los Angeles; the clocks went forward on 2025-03-09.
		const w = lastDaysWindow(3, 'America/Los_Angeles', Date.UTC(2025, 2, 11, 17));
		expect(w).toMatchObject({ start: '2025-03-08T00:00:00-08:00', end: '2025-03-11T00:00:00-07:00', firstDay: '2025-03-08', lastDay: '2025-03-10', days: 3, todaySoFar: false });
	});

	it('today so far is the account\'s today, not UTC\'s', () => {
		// 2025-07-20 05:00 UTC is still 19 July in Los Angeles.
		const w = lastDaysWindow(0, 'America/Los_Angeles', Date.UTC(2025, 6, 20, 5));
		expect(w).toMatchObject({ start: '2025-07-19T00:00:00-07:00', end: '2025-07-20T00:00:00-07:00', firstDay: '2025-07-19', lastDay: '2025-07-19', days: 1, todaySoFar: true });
	});
});

describe('readMetricSettings', () => {
	const read = (values: Record<string, unknown>) => readMetricSettings((name, fallback) => (name in values ? values[name] : fallback));
	const refused = (values: Record<string, unknown>): InputError => {
		let caught: unknown;
		try {
			read(values);
		} catch (error) {
			caught = error;
		}
		expect(caught).toBeInstanceOf(InputError);
		return caught as InputError;
	};

	it('money limits in micro-currency, ratios and percentages as typed', () => {
		expect(read({ metricLimit: 30.5 }).rule).toMatchObject({ kind: 'costPerResult', limit: 30_500_000, minSpendMicro: 50_000_000 });
		expect(read({ metric: 'roas', metricLimit: '2.5' }).rule.limit).toBe(2.5);
	});

	it('bad thresholds are refused naming the field', () => {
		expect(refused({ metricLimit: 0 }).field).toBe('Limit');
		expect(refused({ metricLimit: 'thirty' }).field).toBe('Limit');
		expect(refused({ metric: 'swipeUpRate', metricLimit: 120 }).field).toBe('Limit');
		expect(refused({ metric: 'roas', metricLimit: -1 }).field).toBe('Limit');
		expect(refused({ minSpend: -5 }).field).toBe('Minimum Spend');
		expect(refused({ minResults: 1.5 }).field).toBe('Minimum Results');
		expect(refused({ metric: 'cpm', minImpressions: 'many' }).field).toBe('Minimum Impressions');
		expect(refused({ recoveryMargin: 95 }).field).toBe('Recovery Margin (%)');
		expect(refused({ metricDays: 5 }).field).toBe('Over the Last');
		expect(refused({ metricWatch: 'picked', metricIds: '' }).field).toBe('IDs');
		expect(refused({ metricWatch: 'picked', metricIds: 'abc, ../x' }).field).toBe('IDs');
		expect(refused({ resultField: 'conversion_whatever' }).field).toBe('Result');
	});
});

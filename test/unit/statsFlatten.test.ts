import fc from 'fast-check';

import { flattenStats, StatsAnswerError } from '../../nodes/SnapchatAds/actions/stats/flatten';
import {
	checkMetrics,
	DEFAULT_METRICS,
	isMicroField,
	METRICS,
	metricOptions,
	MetricsError,
} from '../../nodes/SnapchatAds/actions/stats/metrics';

const LA = 'America/Los_Angeles';

// The spec's TOTAL example (spec/stats.md, "Response shapes").
const TOTAL = {
	request_status: 'SUCCESS',
	request_id: 'r1',
	total_stats: [
		{
			sub_request_status: 'SUCCESS',
			total_stat: {
				id: 'c1',
				type: 'CAMPAIGN',
				granularity: 'TOTAL',
				start_time: '2025-07-01T07:00:00.000Z',
				end_time: '2025-07-08T07:00:00.000Z',
				finalized_data_end_time: '2025-07-06T07:00:00.000Z',
				stats: { impressions: 1200, swipes: 34, spend: 5120000 },
			},
		},
	],
};

function timeseries(granularity: 'DAY' | 'HOUR', periods: Array<[string, string, object]>, extra = {}) {
	return {
		request_status: 'SUCCESS',
		timeseries_stats: [
			{
				sub_request_status: 'SUCCESS',
				timeseries_stat: {
					id: 'c1',
					type: 'CAMPAIGN',
					granularity,
					finalized_data_end_time: '2025-03-10T07:00:00.000Z',
					timeseries: periods.map(([start_time, end_time, stats]) => ({ start_time, end_time, stats })),
					...extra,
				},
			},
		],
	};
}

describe('flattenStats', () => {
	it('TOTAL: one row with amounts, currency, name and finalized', () => {
		expect(
			flattenStats(TOTAL, { granularity: 'TOTAL', zone: LA, currency: 'USD', names: new Map([['c1', 'Spring']]) }),
		).toEqual([
			{
				id: 'c1',
				type: 'CAMPAIGN',
				name: 'Spring',
				granularity: 'TOTAL',
				start_time: '2025-07-01T07:00:00.000Z',
				end_time: '2025-07-08T07:00:00.000Z',
				impressions: 1200,
				swipes: 34,
				spend: 5120000,
				spend_amount: 5.12,
				currency: 'USD',
				finalized: false,
			},
		]);
	});

	it('DAY across the spring change: local dates, UTC times as given, finalized per day', () => {
		const body = timeseries('DAY', [
			['2025-03-08T08:00:00.000Z', '2025-03-09T08:00:00.000Z', { impressions: 5, spend: 810000 }],
			['2025-03-09T08:00:00.000Z', '2025-03-10T07:00:00.000Z', { impressions: 6, spend: 1 }],
			['2025-03-10T07:00:00.000Z', '2025-03-11T07:00:00.000Z', { impressions: 7, spend: 0 }],
		]);
		const rows = flattenStats(body, { granularity: 'DAY', zone: LA, currency: 'EUR' });
		expect(rows.map((r) => [r.date, r.start_time, r.spend_amount, r.finalized])).toEqual([
			['2025-03-08', '2025-03-08T08:00:00.000Z', 0.81, true],
			['2025-03-09', '2025-03-09T08:00:00.000Z', 0.000001, true],
			['2025-03-10', '2025-03-10T07:00:00.000Z', 0, false],
		]);
		expect(rows[0]).not.toHaveProperty('name');
	});

	it('HOUR: the local date and hour of each period', () => {
		const body = timeseries('HOUR', [
			['2025-03-09T09:00:00.000Z', '2025-03-09T10:00:00.000Z', { impressions: 1 }],
			['2025-03-09T10:00:00.000Z', '2025-03-09T11:00:00.000Z', { impressions: 2 }],
		]);
		const rows = flattenStats(body, { granularity: 'HOUR', zone: LA });
		expect(rows.map((r) => [r.date, r.hour, r.impressions])).toEqual([
			['2025-03-09', 1, 1],
			['2025-03-09', 3, 2],
		]);
		expect(rows[0]).not.toHaveProperty('currency');
	});

	it('breakdown: one row per broken-down entity and period, with its parent', () => {
		const body = timeseries('DAY', [], {
			breakdown_stats: {
				adsquad: [
					{
						id: 's1',
						type: 'AD_SQUAD',
						timeseries: [
							{ start_time: '2025-03-01T08:00:00.000Z', end_time: '2025-03-02T08:00:00.000Z', stats: { spend: 2500000, conversion_purchases_value: 19990000 } },
						],
					},
					{
						id: 's2',
						type: 'AD_SQUAD',
						timeseries: [
							{ start_time: '2025-03-01T08:00:00.000Z', end_time: '2025-03-02T08:00:00.000Z', stats: { spend: 0 } },
						],
					},
				],
			},
		});
		const rows = flattenStats(body, { granularity: 'DAY', zone: LA, currency: 'USD' });
		expect(rows).toHaveLength(2);
		expect(rows[0]).toMatchObject({
			id: 's1',
			type: 'AD_SQUAD',
			parent_id: 'c1',
			parent_type: 'CAMPAIGN',
			date: '2025-03-01',
			spend_amount: 2.5,
			conversion_purchases_value_amount: 19.99,
			finalized: true,
		});
		expect(rows[1].id).toBe('s2');
	});

	it('TOTAL breakdown entries take the period of their parent', () => {
		const body = structuredClone(TOTAL) as typeof TOTAL & { total_stats: Array<{ total_stat: Record<string, unknown> }> };
		body.total_stats[0].total_stat.breakdown_stats = { ad: [{ id: 'a1', type: 'AD', stats: { impressions: 3 } }] };
		expect(flattenStats(body, { granularity: 'TOTAL', zone: LA })).toEqual([
			expect.objectContaining({ id: 'a1', parent_id: 'c1', start_time: '2025-07-01T07:00:00.000Z', impressions: 3 }),
		]);
	});

	it('LIFETIME: one row per entity; not finalized without an end', () => {
		const body = { lifetime_stats: [{ sub_request_status: 'SUCCESS', lifetime_stat: { id: 'a1', type: 'AD', stats: { impressions: 9 } } }] };
		expect(flattenStats(body, { granularity: 'LIFETIME', zone: LA })).toEqual([
			{ id: 'a1', type: 'AD', granularity: 'LIFETIME', impressions: 9, finalized: false },
		]);
	});

	it('reports answers it cannot read instead of guessing', () => {
		const noId = structuredClone(TOTAL) as unknown as { total_stats: Array<{ total_stat: Record<string, unknown> }> };
		delete noId.total_stats[0].total_stat.id;
		expect(() => flattenStats(noId, { granularity: 'TOTAL', zone: LA })).toThrow(
			new StatsAnswerError("Stats element 0 of Snapchat's answer has no entity id; which entity it is about is unknown"),
		);
		expect(() => flattenStats({ request_status: 'SUCCESS' }, { granularity: 'DAY', zone: LA })).toThrow(/no "timeseries_stats" list/);
		expect(() =>
			flattenStats({ total_stats: [{ sub_request_status: 'ERROR', sub_request_reason: 'nope' }] }, { granularity: 'TOTAL', zone: LA }),
		).toThrow('Snapchat answered ERROR for stats element 0: nope');
	});
});

describe('amounts in rows', () => {
	it('are exact for every integer micro value (no float error)', () => {
		fc.assert(
			fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (spend) => {
				const digits = String(spend).padStart(7, '0');
				const [row] = flattenStats(
					{ total_stats: [{ total_stat: { id: 'c1', type: 'CAMPAIGN', stats: { spend } } }] },
					{ granularity: 'TOTAL', zone: LA },
				);
				expect(row.spend_amount).toBe(Number(`${digits.slice(0, -6)}.${digits.slice(-6)}`));
			}),
		);
	});

	it('is null when Snapchat sends no number', () => {
		const [row] = flattenStats({ total_stats: [{ total_stat: { id: 'c1', type: 'CAMPAIGN', stats: { spend: 'n/a' } } }] }, { granularity: 'TOTAL', zone: LA, currency: 'USD' });
		expect(row).toMatchObject({ spend: 'n/a', spend_amount: null, currency: 'USD' });
	});
});

describe('metrics', () => {
	it('lists the spec metrics once each, with descriptions', () => {
		expect(METRICS).toHaveLength(18);
		expect(new Set(METRICS.map((m) => m.value)).size).toBe(18);
		for (const m of metricOptions()) expect(m.description).toBeTruthy();
		expect(DEFAULT_METRICS.every((d) => METRICS.some((m) => m.value === d))).toBe(true);
		expect(['spend', 'conversion_purchases_value'].every(isMicroField)).toBe(true);
		expect(isMicroField('impressions')).toBe(false);
	});

	it('refuses the metrics Hour cannot give, naming them', () => {
		expect(() => checkMetrics(['impressions', 'uniques', 'conversion_purchases'], 'HOUR', 'none')).toThrow(
			new MetricsError(
				'Hour granularity cannot give Reach (Uniques) (uniques), Purchases (conversion_purchases): Snapchat does not report these metrics per hour',
				'',
			),
		);
		expect(checkMetrics(['impressions', 'uniques', 'impressions'], 'DAY', 'none')).toEqual(['impressions', 'uniques']);
	});

	it('refuses a breakdown with Hour, no metrics and unknown metrics', () => {
		expect(() => checkMetrics(['impressions'], 'HOUR', 'adsquad')).toThrow(/cannot be combined with a Breakdown/);
		expect(() => checkMetrics([], 'DAY', 'none')).toThrow('No metrics are chosen');
		expect(() => checkMetrics(['clicks'], 'DAY', 'none')).toThrow('Unknown metric: "clicks"');
	});
});

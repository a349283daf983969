import fc from 'fast-check';

import { addUpStats } from '../../nodes/SnapchatAds/actions/stats/addUp';
import { flattenStats, StatsAnswerError } from '../../nodes/SnapchatAds/api/stats/flatten';
import {
	checkMetrics,
	DEFAULT_METRICS,
	isMicroField,
	METRICS,
	metricOptions,
	MetricsError,
} from '../../nodes/SnapchatAds/api/stats/metrics';
import { accountDayAnswer } from './statsAnswers';

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
				spend: 5.12,
				spend_micro: 5120000,
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
		expect(rows.map((r) => [r.date, r.start_time, r.spend, r.finalized])).toEqual([
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
			spend: 2.5,
			spend_micro: 2500000,
			conversion_purchases_value: 19.99,
			conversion_purchases_value_micro: 19990000,
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
				expect(row.spend_micro).toBe(spend);
				expect(row.spend).toBe(Number(`${digits.slice(0, -6)}.${digits.slice(-6)}`));
			}),
		);
	});

	it('is null when Snapchat sends no number', () => {
		const [row] = flattenStats({ total_stats: [{ total_stat: { id: 'c1', type: 'CAMPAIGN', stats: { spend: 'n/a' } } }] }, { granularity: 'TOTAL', zone: LA, currency: 'USD' });
		expect(row).toMatchObject({ spend: null, spend_micro: 'n/a', currency: 'USD' });
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
		expect(() => checkMetrics(['impressions', 'uniques', 'frequency', 'conversion_purchases'], 'HOUR', 'none')).toThrow(
			new MetricsError(
				'Hour granularity cannot give Reach (uniques), Frequency (frequency): Snapchat does not report these metrics per hour',
				'',
			),
		);
		expect(() => checkMetrics(['impressions', 'uniques', 'frequency'], 'HOUR', 'none')).toThrow(/^Hour granularity cannot give Reach \(uniques\), Frequency/);
		expect(checkMetrics(['impressions', 'uniques', 'impressions'], 'DAY', 'none')).toEqual(['impressions', 'uniques']);
	});

	it('refuses a breakdown with Hour, no metrics and unknown metrics', () => {
		expect(() => checkMetrics(['impressions'], 'HOUR', 'adsquad')).toThrow(/cannot be combined with a Breakdown/);
		expect(() => checkMetrics([], 'DAY', 'none')).toThrow('No metrics are chosen');
		expect(() => checkMetrics(['clicks'], 'DAY', 'none')).toThrow('Unknown metric: "clicks"');
	});
});

describe("Snapchat's answers as they really come (issue 18 part 4)", () => {
	const day = (start: string, end: string, finalized: string) => ({
		request_status: 'success',
		request_id: 'r-day',
		timeseries_stats: [
			{
				sub_request_status: 'success',
				timeseries_stat: { id: 'c1', type: 'CAMPAIGN', granularity: 'DAY', finalized_data_end_time: finalized, timeseries: [{ start_time: start, end_time: end, stats: { impressions: 1 } }] },
			},
		],
	});

	it('reads lowercase "success" like capitals', () => {
		const body = { request_status: 'success', total_stats: [{ sub_request_status: 'success', total_stat: { id: 'c1', type: 'CAMPAIGN', stats: { spend: 1000000 } } }] };
		expect(flattenStats(body, { granularity: 'TOTAL', zone: LA })).toEqual([expect.objectContaining({ id: 'c1', spend: 1, spend_micro: 1000000 })]);
	});

	it.each([
		['Z', '2017-04-28T07:00:00.000Z', '2017-04-29T07:00:00.000Z', '2017-04-30T07:00:00.000Z'],
		["the account's offset", '2017-04-28T00:00:00.000-07:00', '2017-04-29T00:00:00.000-07:00', '2017-04-30T00:00:00.000-07:00'],
		['an offset without a colon', '2017-04-28T00:00:00.000-0700', '2017-04-29T00:00:00.000-0700', '2017-04-30T00:00:00.000-0700'],
		['no offset (a local time of the ad account)', '2017-04-28T00:00:00.000', '2017-04-29T00:00:00.000', '2017-04-30T00:00:00.000'],
	])('DAY times with %s: UTC start and end, local date, finalized', (_, start, end, finalized) => {
		const [row] = flattenStats(day(start, end, finalized), { granularity: 'DAY', zone: LA });
		expect(row).toMatchObject({ date: '2017-04-28', start_time: '2017-04-28T07:00:00.000Z', end_time: '2017-04-29T07:00:00.000Z', finalized: true });
		const [late] = flattenStats(day(start, end, start), { granularity: 'DAY', zone: LA });
		expect(late.finalized).toBe(false);
	});

	it("reads offset-less times in the ad account's zone even when the range is read in another", () => {
		const body = day('2017-04-28T00:00:00.000', '2017-04-29T00:00:00.000', '2017-05-01T00:00:00.000');
		const [row] = flattenStats(body, { granularity: 'DAY', zone: 'America/New_York', accountZone: LA });
		expect(row).toMatchObject({ start_time: '2017-04-28T07:00:00.000Z', date: '2017-04-28' });
	});

	it('HOUR with an offset-less time: the local hour of the account', () => {
		const body = {
			timeseries_stats: [{ sub_request_status: 'success', timeseries_stat: { id: 'c1', type: 'CAMPAIGN', timeseries: [{ start_time: '2024-01-15T05:00:00.000', end_time: '2024-01-15T06:00:00.000', stats: {} }] } }],
		};
		expect(flattenStats(body, { granularity: 'HOUR', zone: LA })).toEqual([
			expect.objectContaining({ date: '2024-01-15', hour: 5, start_time: '2024-01-15T13:00:00.000Z', end_time: '2024-01-15T14:00:00.000Z' }),
		]);
	});

	it('reports a time it cannot read instead of copying it', () => {
		expect(() => flattenStats(day('soon', '2017-04-29T00:00:00.000', '2017-05-01T00:00:00.000'), { granularity: 'DAY', zone: LA })).toThrow(
			/start_time "soon" of stats element 0 is not a date-time this node can read/,
		);
	});

	it("keeps a failed element's sub_request_error_reason with the request ID", () => {
		const body = {
			request_status: 'error',
			request_id: 'req-42',
			total_stats: [{ sub_request_status: 'error', sub_request_error_reason: 'Error code: E3004, message: Resource not found' }],
		};
		expect(() => flattenStats(body, { granularity: 'TOTAL', zone: LA })).toThrow(
			'Snapchat answered error for stats element 0: Error code: E3004, message: Resource not found (request ID req-42)',
		);
	});
});

describe('ad account stats added up from its campaigns (issue 18 part 5)', () => {
	const campaign = (id: string, timeseries: Array<[string, string, Record<string, number>]>) => ({
		id,
		type: 'CAMPAIGN',
		timeseries: timeseries.map(([start_time, end_time, stats]) => ({ start_time, end_time, stats })),
	});
	const body = (entries: object[], own: Array<[string, string]> = []) =>
		accountDayAnswer('r', {
			finalized_data_end_time: '2025-03-02T08:00:00.000Z',
			timeseries: own.map(([start_time, end_time]) => ({ start_time, end_time, stats: { impressions: 999 } })),
			breakdown_stats: { campaign: entries },
		});
	const D1: [string, string] = ['2025-03-01T08:00:00.000Z', '2025-03-02T08:00:00.000Z'];
	const D2: [string, string] = ['2025-03-02T08:00:00.000Z', '2025-03-03T08:00:00.000Z'];
	const metrics = ['impressions', 'spend', 'conversion_purchases'];

	it('one row per period for the account, the campaign rows added up, amounts exact', () => {
		const answer = body([
			campaign('c1', [[...D1, { impressions: 10, spend: 100001, conversion_purchases: 1, conversion_purchases_web: 1 }], [...D2, { impressions: 1, spend: 1, conversion_purchases: 0 }]]),
			campaign('c2', [[...D1, { impressions: 5, spend: 200002, conversion_purchases: 2, conversion_purchases_web: 0 }]]),
		]);
		const rows = addUpStats(answer, { granularity: 'DAY', zone: LA, currency: 'USD', names: new Map([['acc', 'Acme']]) }, metrics);
		expect(rows).toEqual([
			{
				id: 'acc',
				type: 'AD_ACCOUNT',
				name: 'Acme',
				granularity: 'DAY',
				start_time: D1[0],
				end_time: D1[1],
				date: '2025-03-01',
				impressions: 15,
				spend: 0.300003,
				spend_micro: 300003,
				conversion_purchases: 3,
				conversion_purchases_web: 1,
				currency: 'USD',
				finalized: true,
			},
			expect.objectContaining({ date: '2025-03-02', impressions: 1, spend: 0.000001, spend_micro: 1, conversion_purchases: 0, finalized: false }),
		]);
	});

	it("an account without campaigns gives zeros for the account's own periods, never its own numbers", () => {
		const rows = addUpStats(body([], [D1]), { granularity: 'DAY', zone: LA }, metrics);
		expect(rows).toEqual([expect.objectContaining({ id: 'acc', date: '2025-03-01', impressions: 0, spend: 0, spend_micro: 0, conversion_purchases: 0 })]);
	});

	it('TOTAL: one row over the range', () => {
		const answer = {
			total_stats: [
				{
					sub_request_status: 'success',
					total_stat: {
						id: 'acc',
						type: 'AD_ACCOUNT',
						start_time: D1[0],
						end_time: D2[1],
						stats: { impressions: 1 },
						breakdown_stats: { campaign: [{ id: 'c1', type: 'CAMPAIGN', stats: { impressions: 4, spend: 7 } }, { id: 'c2', type: 'CAMPAIGN', stats: { impressions: 6, spend: 3 } }] },
					},
				},
			],
		};
		expect(addUpStats(answer, { granularity: 'TOTAL', zone: LA }, ['impressions', 'spend'])).toEqual([
			expect.objectContaining({ id: 'acc', start_time: D1[0], end_time: D2[1], impressions: 10, spend: 0.00001, spend_micro: 10 }),
		]);
	});
});

describe('what Snapchat accepts, and only that is refused (issue 18 part 5)', () => {
	it('Hour takes conversion metrics and installs: only a public source refuses, and none does for these', () => {
		expect(checkMetrics(['impressions', 'conversion_purchases', 'conversion_purchases_value', 'total_installs'], 'HOUR', 'none', 'campaign')).toEqual([
			'impressions',
			'conversion_purchases',
			'conversion_purchases_value',
			'total_installs',
		]);
	});

	it('an ad account without a breakdown: spend alone, or metrics that add up; reach and frequency refused', () => {
		expect(checkMetrics(['spend'], 'DAY', 'none', 'adAccount')).toEqual(['spend']);
		expect(checkMetrics(['impressions', 'swipes', 'spend'], 'DAY', 'none', 'adAccount')).toEqual(['impressions', 'swipes', 'spend']);
		expect(() => checkMetrics(['impressions', 'uniques', 'frequency'], 'TOTAL', 'none', 'adAccount')).toThrow(
			new MetricsError(
				"At Ad Account level without a Breakdown, Reach (uniques), Frequency (frequency) cannot be given: Snapchat reports only Spend for a whole ad account, the node adds the other metrics up from its campaigns, and these do not add up (one person can see several campaigns)",
				'',
			),
		);
		expect(checkMetrics(['impressions', 'uniques'], 'TOTAL', 'campaign', 'adAccount')).toEqual(['impressions', 'uniques']);
	});

	it('an ad account with Hour: spend alone (other metrics need a campaign breakdown, which Hour cannot take)', () => {
		expect(checkMetrics(['spend'], 'HOUR', 'none', 'adAccount')).toEqual(['spend']);
		expect(() => checkMetrics(['impressions', 'spend'], 'HOUR', 'none', 'adAccount')).toThrow(/^At Ad Account level with Hour granularity only Spend can be given/);
	});
});

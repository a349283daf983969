import { answerStats, finalizedDataEnd, hourlyMetrics, type StatsRequest } from './statsEngine';

const LA = 'America/Los_Angeles';
const NOW = Date.UTC(2025, 6, 20, 12);
const CAMPAIGN = { id: 'c-1', type: 'CAMPAIGN' as const };
const SQUADS = [
	{ id: 's-1', type: 'AD_SQUAD' as const },
	{ id: 's-2', type: 'AD_SQUAD' as const },
];

function ask(params: Record<string, string>, overrides: Partial<StatsRequest> = {}) {
	return answerStats({
		entity: CAMPAIGN,
		timezone: LA,
		query: new URLSearchParams(params),
		nowMs: NOW,
		descendants: (level) => (level === 'adsquad' ? SQUADS : []),
		...overrides,
	});
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function body(outcome: ReturnType<typeof ask>): any {
	if (!outcome.ok) throw new Error(`expected success, got ${outcome.code} ${outcome.message}`);
	return outcome.body;
}

function refusal(outcome: ReturnType<typeof ask>) {
	if (outcome.ok) throw new Error('expected a refusal');
	return [outcome.status, outcome.code, outcome.message];
}

const WEEK = { start_time: '2025-03-05T00:00:00-08:00', end_time: '2025-03-12T00:00:00-07:00' };

describe('emulator stats engine', () => {
	it('7 DAY rows add up to the TOTAL of the same week, across the spring change', () => {
		const fields = 'impressions,swipes,spend,conversion_purchases_value';
		const days = body(ask({ granularity: 'DAY', fields, ...WEEK })).timeseries_stats[0].timeseries_stat;
		const total = body(ask({ granularity: 'TOTAL', fields, ...WEEK })).total_stats[0].total_stat;
		expect(days.timeseries).toHaveLength(7);
		expect(days.timeseries[4]).toMatchObject({ start_time: '2025-03-09T08:00:00.000Z', end_time: '2025-03-10T07:00:00.000Z' });
		for (const field of fields.split(',')) {
			const sum = days.timeseries.reduce((acc: number, row: { stats: Record<string, number> }) => acc + row.stats[field], 0);
			expect([field, sum]).toEqual([field, total.stats[field]]);
		}
		expect(total.stats.impressions).toBeGreaterThan(0);
		expect(total).toMatchObject({ id: 'c-1', type: 'CAMPAIGN', start_time: '2025-03-05T08:00:00.000Z', end_time: '2025-03-12T07:00:00.000Z' });
	});

	it('answers every conversion event and its value, and with conversion_source_types their web/app splits, adding up day by day (issue 46, 6)', () => {
		const fields = 'conversion_save,conversion_save_value,custom_event_5,conversion_purchases_value';
		const sources = { conversion_source_types: 'web,app,total' };
		const days = body(ask({ granularity: 'DAY', fields, ...sources, ...WEEK })).timeseries_stats[0].timeseries_stat;
		const total = body(ask({ granularity: 'TOTAL', fields, ...sources, ...WEEK })).total_stats[0].total_stat.stats;
		const split = ['conversion_save', 'conversion_save_value', 'custom_event_5', 'conversion_purchases_value'];
		expect(Object.keys(total).sort()).toEqual([...split, ...split.map((f) => `${f}_web`), ...split.map((f) => `${f}_app`)].sort());
		for (const field of split) {
			expect(total[`${field}_web`] + total[`${field}_app`]).toBe(total[field]);
			const sum = days.timeseries.reduce((acc: number, row: { stats: Record<string, number> }) => acc + row.stats[`${field}_web`], 0);
			expect([field, sum]).toEqual([field, total[`${field}_web`]]);
		}
		expect(total.conversion_save).toBeGreaterThan(0);
		// Without conversion_source_types, no splits; an unknown field is still refused.
		expect(Object.keys(body(ask({ granularity: 'TOTAL', fields, ...WEEK })).total_stats[0].total_stat.stats).sort()).toEqual([...split].sort());
		expect(refusal(ask({ granularity: 'TOTAL', fields: 'conversion_saves', ...WEEK }))[2]).toBe('Invalid fields requested: conversion_saves');
	});

	it('is a pure function of entity and hour', () => {
		expect(hourlyMetrics('c-1', Date.UTC(2025, 2, 1, 5))).toEqual(hourlyMetrics('c-1', Date.UTC(2025, 2, 1, 5)));
		expect(hourlyMetrics('c-1', Date.UTC(2025, 2, 1, 5))).not.toEqual(hourlyMetrics('c-2', Date.UTC(2025, 2, 1, 5)));
	});

	it('answers impressions and spend when no fields are asked for', () => {
		expect(Object.keys(body(ask({ granularity: 'TOTAL', ...WEEK })).total_stats[0].total_stat.stats)).toEqual(['impressions', 'spend']);
	});

	it('refuses a DAY start that is not local midnight, with the live message', () => {
		expect(refusal(ask({ granularity: 'DAY', start_time: '2025-03-05T00:00:00Z', end_time: WEEK.end_time }))).toEqual([
			400,
			'E1001',
			"Unsupported Stats Query: Timeseries queries with DAY granularity must have a start time that is the start of day (00:00:00) for the account's timezone. This account's timezone is: America/Los_Angeles",
		]);
		expect(refusal(ask({ granularity: 'DAY', start_time: WEEK.start_time, end_time: '2025-03-12T00:00:00-08:00' }))[2]).toMatch(/end time that is the start of day/);
	});

	it('refuses more than 32 days of DAY, but takes exactly 32', () => {
		const start = '2025-01-01T00:00:00-08:00';
		expect(body(ask({ granularity: 'DAY', start_time: start, end_time: '2025-02-02T00:00:00-08:00' })).timeseries_stats[0].timeseries_stat.timeseries).toHaveLength(32);
		expect(refusal(ask({ granularity: 'DAY', start_time: start, end_time: '2025-02-03T00:00:00-08:00' }))).toEqual([
			400,
			'E1001',
			'Unsupported Stats Query: Timeseries queries with DAY granularity cannot query time intervals of more than 32 days',
		]);
	});

	it('refuses 32 local days that last longer than 32 x 24 hours (across the autumn change), but takes 31 of them', () => {
		// Which of the two Snap measures is not known (spec: inferred): the emulator holds the node to both.
		const start = '2025-10-16T00:00:00-07:00';
		expect(refusal(ask({ granularity: 'DAY', start_time: start, end_time: '2025-11-17T00:00:00-08:00' }))[2]).toMatch(/more than 32 days/);
		expect(body(ask({ granularity: 'DAY', start_time: start, end_time: '2025-11-16T00:00:00-08:00' })).timeseries_stats[0].timeseries_stat.timeseries).toHaveLength(31);
	});

	it('refuses an end not after the start with E1008', () => {
		expect(refusal(ask({ granularity: 'TOTAL', start_time: WEEK.end_time, end_time: WEEK.start_time }))).toEqual([400, 'E1008', 'end_time must be after start_time']);
	});

	it('HOUR: whole hours, at most 7 days, no uniques or frequency, no breakdown; conversions are served', () => {
		const hourly = (extra: Record<string, string>) => ask({ granularity: 'HOUR', start_time: '2025-03-09T00:00:00-08:00', end_time: '2025-03-09T05:00:00-07:00', ...extra });
		const rows = body(hourly({})).timeseries_stats[0].timeseries_stat.timeseries;
		expect(rows).toHaveLength(4); // 00, 01, 03, 04 local: 02:00 does not exist that day
		expect(refusal(hourly({ fields: 'impressions,uniques,frequency,conversion_purchases' }))[2]).toBe(
			'Unsupported Stats Query: HOUR granularity is not supported for the following fields: uniques, frequency',
		);
		expect(body(hourly({ fields: 'impressions,conversion_purchases,total_installs' })).timeseries_stats[0].timeseries_stat.timeseries[0].stats).toEqual({
			impressions: expect.any(Number),
			conversion_purchases: expect.any(Number),
			total_installs: expect.any(Number),
		});
		expect(refusal(hourly({ breakdown: 'adsquad' }))[2]).toMatch(/not supported with breakdown/);
		expect(refusal(ask({ granularity: 'HOUR', start_time: '2025-03-01T00:30:00-08:00', end_time: '2025-03-01T05:00:00-08:00' }))[2]).toMatch(/whole hours/);
		expect(refusal(ask({ granularity: 'HOUR', start_time: '2025-03-01T00:00:00-08:00', end_time: '2025-03-08T01:00:00-08:00' }))[2]).toMatch(/more than 7 days/);
	});

	it("serves an ad account's stats without a breakdown for spend only, with Snap's E1008; with a breakdown, any metric", () => {
		const account = { entity: { id: 'acc', type: 'AD_ACCOUNT' as const }, descendants: () => [{ id: 'c-9', type: 'CAMPAIGN' as const }] };
		expect(refusal(ask({ granularity: 'TOTAL', fields: 'impressions,spend', ...WEEK }, account))).toEqual([
			400,
			'E1008',
			"Unsupported Stats Query: Only field 'spend' should be used when querying AdAccount stats",
		]);
		expect(refusal(ask({ granularity: 'TOTAL', ...WEEK }, account))[1]).toBe('E1008');
		expect(body(ask({ granularity: 'TOTAL', fields: 'spend', ...WEEK }, account)).total_stats[0].total_stat.stats).toEqual({ spend: expect.any(Number) });
		const broken = body(ask({ granularity: 'TOTAL', fields: 'impressions,uniques', breakdown: 'campaign', ...WEEK }, account)).total_stats[0].total_stat;
		expect(broken.breakdown_stats.campaign).toEqual([{ id: 'c-9', type: 'CAMPAIGN', stats: { impressions: expect.any(Number), uniques: expect.any(Number) } }]);
	});

	it('refuses a "+" offset that arrived as a space (not encoded as %2B)', () => {
		expect(refusal(ask({ granularity: 'TOTAL', start_time: '2025-03-05T00:00:00 01:00', end_time: WEEK.end_time }))[2]).toMatch(/Invalid start_time/);
	});

	it('breaks a campaign down by ad squad, and refuses a breakdown at or above its level', () => {
		const stat = body(ask({ granularity: 'DAY', breakdown: 'adsquad', ...WEEK })).timeseries_stats[0].timeseries_stat;
		expect(stat.breakdown_stats.adsquad.map((e: { id: string; type: string }) => [e.id, e.type])).toEqual([
			['s-1', 'AD_SQUAD'],
			['s-2', 'AD_SQUAD'],
		]);
		expect(stat.breakdown_stats.adsquad[0].timeseries).toHaveLength(7);
		expect(refusal(ask({ granularity: 'TOTAL', breakdown: 'campaign', ...WEEK }))[2]).toBe(
			'Invalid breakdown "campaign" for a CAMPAIGN stats query. Allowed: adsquad, ad',
		);
	});

	it('LIFETIME needs no range; finalized_data_end_time is the last local midnight 48 hours back', () => {
		const stat = body(ask({ granularity: 'LIFETIME' })).lifetime_stats[0].lifetime_stat;
		expect(stat.start_time).toBe('2025-01-01T00:00:00.000Z');
		expect(stat.end_time).toBe('2025-07-20T12:00:00.000Z');
		expect(stat.finalized_data_end_time).toBe('2025-07-18T07:00:00.000Z');
		expect(new Date(finalizedDataEnd(Date.UTC(2025, 6, 20, 6, 59), LA)).toISOString()).toBe('2025-07-17T07:00:00.000Z');
	});

	it('omit_empty leaves out hours without delivery', () => {
		// The first idle UTC day of c-1 from April 2025 on (one day in seven has no delivery).
		let day = Date.UTC(2025, 3, 1);
		while (hourlyMetrics('c-1', day).impressions > 0) day += 24 * 3_600_000;
		const range = { start_time: new Date(day - 24 * 3_600_000).toISOString(), end_time: new Date(day + 48 * 3_600_000).toISOString() };
		const count = (extra: Record<string, string>) =>
			body(ask({ granularity: 'HOUR', ...range, ...extra })).timeseries_stats[0].timeseries_stat.timeseries.length;
		expect(count({})).toBe(72);
		expect(count({ omit_empty: 'true' })).toBe(48);
	});

	it('validates option values', () => {
		expect(refusal(ask({ granularity: 'TOTAL', swipe_up_attribution_window: '2_DAY', ...WEEK }))[2]).toBe(
			'Invalid swipe_up_attribution_window: "2_DAY". Use one of 1_DAY, 7_DAY, 28_DAY',
		);
		expect(refusal(ask({ granularity: 'TOTAL', conversion_source_types: 'web,tv', ...WEEK }))[2]).toMatch(/conversion_source_types/);
		expect(refusal(ask({ granularity: 'WEEK', ...WEEK }))[2]).toMatch(/Invalid granularity/);
		expect(refusal(ask({ granularity: 'TOTAL', fields: 'clicks', ...WEEK }))[2]).toBe('Invalid fields requested: clicks');
	});
});

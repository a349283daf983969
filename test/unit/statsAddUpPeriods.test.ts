/**
 * Issue 25 point 7: an ad account Day report added up from its campaigns, where Snapchat's answer
 * carries no top-level `timeseries` (recorded answers with a breakdown do not always have one; the
 * periods are only inside each breakdown entry), over a range that crosses the spring change in
 * America/Los_Angeles (2025-03-09 lasts 23 hours).
 */
import { addUpStats } from '../../nodes/SnapchatAds/actions/stats/addUp';
import { accountDayAnswer } from './statsAnswers';

const LA = 'America/Los_Angeles';

// Written as Snap writes them in recorded answers: local midnight with the account's offset.
const DAYS: Array<[string, string]> = [
	['2025-03-08T00:00:00.000-08:00', '2025-03-09T00:00:00.000-08:00'],
	['2025-03-09T00:00:00.000-08:00', '2025-03-10T00:00:00.000-07:00'],
	['2025-03-10T00:00:00.000-07:00', '2025-03-11T00:00:00.000-07:00'],
];

function answer(): object {
	const campaign = (id: string, impressions: number[], spend: number[]) => ({
		id,
		type: 'CAMPAIGN',
		timeseries: DAYS.map(([start_time, end_time], d) => ({ start_time, end_time, stats: { impressions: impressions[d], spend: spend[d] } })),
	});
	return accountDayAnswer('r-dst', {
		// The whole range at the top, and no `timeseries` list beside it.
		start_time: DAYS[0][0],
		end_time: DAYS[2][1],
		finalized_data_end_time: '2025-03-10T00:00:00.000-07:00',
		breakdown_stats: {
			campaign: [campaign('c1', [10, 20, 30], [1000000, 2000000, 3000000]), campaign('c2', [1, 2, 3], [500000, 0, 250000])],
		},
	});
}

describe('ad account Day report added up, answer without a top-level timeseries (issue 25.7)', () => {
	const rows = addUpStats(answer(), { granularity: 'DAY', zone: LA, currency: 'USD' }, ['impressions', 'spend']);

	it('gives one row per day of the breakdown entries, the first not spanning the whole range', () => {
		expect(rows.map((r) => [r.date, r.start_time, r.end_time])).toEqual([
			['2025-03-08', '2025-03-08T08:00:00.000Z', '2025-03-09T08:00:00.000Z'],
			['2025-03-09', '2025-03-09T08:00:00.000Z', '2025-03-10T07:00:00.000Z'],
			['2025-03-10', '2025-03-10T07:00:00.000Z', '2025-03-11T07:00:00.000Z'],
		]);
	});

	it('adds the campaigns up per day and marks each day finalized by its own end', () => {
		expect(rows.map((r) => [r.impressions, r.finalized])).toEqual([
			[11, true],
			[22, true],
			[33, false],
		]);
	});
});

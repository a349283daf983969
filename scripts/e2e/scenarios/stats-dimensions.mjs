// Stats by report dimension in real n8n (issue 30): a campaign's days by country across the spring
// daylight-saving change, whose rows must add up per day to the same report without a dimension, and
// the same report as an asynchronous report (the emulator prepares the CSV file; the node waits,
// downloads it and gives the same rows).
import { eq, nodeItems, runError } from '../checks.mjs';
import { chain, rl, snapNode } from '../workflow.mjs';

const WF = 'e2eStatsCountry1';
// Fixture id (test/emulator/adsFixtures.ts: CAMPAIGN_LA_SUMMER, "Summer Sale US" in Acme US).
const CAMPAIGN = 'ca000001-1111-4a11-8a11-000000000001';
const params = (options) => ({
	resource: 'stats',
	operation: 'get',
	level: 'campaign',
	campaignId: rl(CAMPAIGN),
	granularity: 'DAY',
	dateRange: 'custom',
	startDate: '2025-03-08',
	endDate: '2025-03-10',
	metrics: ['impressions', 'spend'],
	options,
});

function workflows() {
	return [
		chain(WF, 'E2E: stats by country', [
			snapNode('Plain days', params({}), [220, 0]),
			snapNode('By country', params({ reportDimension: 'country' }), [440, 0], { executeOnce: true }),
			snapNode('By country, asynchronous', params({ reportDimension: 'country', asyncReport: 'rows' }), [660, 0], { executeOnce: true }),
		]),
	];
}

const sumsByDay = (rows) => {
	const out = {};
	for (const r of rows) {
		out[r.date] ??= [0, 0];
		out[r.date][0] += r.impressions;
		out[r.date][1] += r.spend_micro;
	}
	return out;
};

async function run({ c, execute }) {
	const x = await execute(WF);
	const failure = runError(x.res, x.run);
	await c('stats by country: the workflow runs', () => failure ?? true);
	if (failure) return;
	const plain = nodeItems(x.run, 'Plain days') ?? [];
	const byCountry = nodeItems(x.run, 'By country') ?? [];
	await c('stats by country: sent with report_dimension=country', () => x.log.some((r) => r.path === `/v1/campaigns/${CAMPAIGN}/stats` && r.query.report_dimension === 'country') || 'no such call');
	await c('stats by country: rows per day and country, with the country name, adding up exactly to the days without dimension', () => {
		const us = byCountry.find((r) => r.country === 'us');
		if (us?.country_name !== 'United States' || us?.name !== 'Summer Sale US' || us?.currency !== 'USD') return `row: ${JSON.stringify(us)}`;
		return eq(sumsByDay(byCountry), sumsByDay(plain), 'sums per day');
	});
	await c('stats by country: the asynchronous report gives the same rows', () => {
		const asyncRows = nodeItems(x.run, 'By country, asynchronous') ?? [];
		if (!x.log.some((r) => r.path === `/v1/campaigns/${CAMPAIGN}/stats_report`)) return 'no status check';
		return eq(asyncRows, byCountry, 'asynchronous rows');
	});
}

export default { name: 'stats-dimensions', workflows, run };

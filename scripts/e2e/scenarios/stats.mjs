// Stats in real n8n (issue 12): a campaign's Day stats across the spring daylight-saving change in
// its ad account's zone (America/Los_Angeles, found by the node from the campaign), and 40 days split
// into two calls; a campaign broken down by ad squad, whose rows carry the names of the ad squads
// and their campaign (issue 21); the ad account with the default metrics, added up from its
// campaigns (issue 18); plus an Hour run refused before any call. Dates are in the past, so the
// emulator's real clock makes every day final.
import { eq, errorMessage, isApiCall, nodeItems, runError, runFailed } from '../checks.mjs';
import { chain, rl, snapNode } from '../workflow.mjs';

const WF_DAYS = 'e2eStatsDstDays1';
const WF_REFUSED = 'e2eStatsHourBad1';
// Fixture id (test/emulator/adsFixtures.ts: CAMPAIGN_LA_SUMMER, "Summer Sale US" in Acme US).
const CAMPAIGN = 'ca000001-1111-4a11-8a11-000000000001';

const statsParams = (over) => ({ resource: 'stats', operation: 'get', level: 'campaign', campaignId: rl(CAMPAIGN), granularity: 'DAY', dateRange: 'custom', ...over });

function workflows({ accounts }) {
	return [
		chain(WF_DAYS, 'E2E: stats across a DST change', [
			snapNode('DST days', statsParams({ startDate: '2025-03-08', endDate: '2025-03-10' }), [220, 0]),
			snapNode('Forty days', statsParams({ startDate: '2025-02-01', endDate: '2025-03-12' }), [440, 0], { executeOnce: true }),
			snapNode('Squads by name', statsParams({ granularity: 'TOTAL', campaignBreakdown: 'adsquad', startDate: '2025-03-08', endDate: '2025-03-10' }), [660, 0], { executeOnce: true }),
			snapNode(
				'Whole account',
				{ resource: 'stats', operation: 'get', level: 'adAccount', adAccountId: rl(accounts.la), granularity: 'TOTAL', dateRange: 'custom', startDate: '2025-03-08', endDate: '2025-03-10' },
				[880, 0],
				{ executeOnce: true },
			),
		]),
		chain(WF_REFUSED, 'E2E: stats Hour refusal', [
			snapNode('Hour with reach', statsParams({ granularity: 'HOUR', startDate: '2025-03-09T00:00', endDate: '2025-03-09T06:00', metrics: ['impressions', 'uniques'] }), [220, 0]),
		]),
	];
}

async function run({ c, execute, accounts, emulator }) {
	const x = await execute(WF_DAYS);
	const failure = runError(x.res, x.run);
	await c('stats: the workflow runs', () => failure ?? true);
	if (!failure) {
		const stats = x.log.filter((r) => r.path.endsWith('/stats'));
		await c('stats: the days are sent as local midnights with their own offsets', () =>
			eq([stats[0]?.query.start_time, stats[0]?.query.end_time], ['2025-03-08T00:00:00-08:00', '2025-03-11T00:00:00-07:00']),
		);
		// Distinct paths: the first call may be repeated after the expired token is refreshed.
		await c('stats: the campaign leads the node to its ad account', () =>
			eq([...new Set(x.log.filter(isApiCall).map((r) => r.path))].slice(0, 2), [`/v1/campaigns/${CAMPAIGN}`, `/v1/adaccounts/${accounts.la}`]),
		);
		await c('stats: one row per local day, the 23-hour day included, amounts and finalized', () => {
			const rows = nodeItems(x.run, 'DST days') ?? [];
			const shape = rows.every((r) => r.currency === 'USD' && typeof r.spend === 'number' && Number.isInteger(r.spend_micro) && r.finalized === true && r.name === 'Summer Sale US');
			return shape ? eq(rows.map((r) => [r.date, r.start_time, r.end_time])[1], ['2025-03-09', '2025-03-09T08:00:00.000Z', '2025-03-10T07:00:00.000Z']) : `rows: ${JSON.stringify(rows[0])}`;
		});
		await c('stats: 40 days are two calls (at most 32 days each), 40 rows in order', () => {
			const rows = nodeItems(x.run, 'Forty days') ?? [];
			const forty = stats.filter((r) => r.path === `/v1/campaigns/${CAMPAIGN}/stats` && !r.query.breakdown);
			return forty.length === 3 ? eq([rows.length, rows[0]?.date, rows[39]?.date], [40, '2025-02-01', '2025-03-12']) : `${forty.length} campaign stats calls`;
		});
		await c('stats: ad squad rows carry their names and their campaign, from one list read per type', () => {
			const rows = nodeItems(x.run, 'Squads by name') ?? [];
			const squads = emulator.ads.adSquads({ campaignId: CAMPAIGN });
			const lists = x.log.filter((r) => r.path === `/v1/adaccounts/${accounts.la}/adsquads` || r.path === `/v1/adaccounts/${accounts.la}/campaigns`);
			if (lists.length !== 2) return `${lists.length} list reads`;
			return eq(
				rows.map((r) => [r.id, r.name, r.campaign_id, r.campaign_name]),
				squads.map((sq) => [sq.id, sq.name, CAMPAIGN, 'Summer Sale US']),
			);
		});
		await c('stats: the ad account with the default metrics is added up from its campaigns', () => {
			const rows = nodeItems(x.run, 'Whole account') ?? [];
			const call = stats.find((r) => r.path === `/v1/adaccounts/${accounts.la}/stats`);
			if (call?.query.breakdown !== 'campaign') return `sent: ${JSON.stringify(call?.query)}`;
			return eq(rows.map((r) => [r.id, r.type, r.name, typeof r.impressions, typeof r.spend_micro]), [[accounts.la, 'AD_ACCOUNT', 'Acme US', 'number', 'number']]);
		});
	}
	const refused = await execute(WF_REFUSED);
	await c('stats: Hour with reach is refused before any call, naming the metric', () => {
		if (!runFailed(refused)) return 'the run did not fail';
		if (refused.log.some(isApiCall)) return `calls were made: ${refused.log.filter(isApiCall).map((r) => r.path).join(', ')}`;
		return /Invalid Metrics in item 0: Hour granularity cannot give Reach \(uniques\):/.test(errorMessage(refused)) || errorMessage(refused);
	});
}

export default { name: 'stats', workflows, run };

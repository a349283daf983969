/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Stats benchmark: the node (compiled, from dist/: run `npm run build` first) through the test
 * harness (n8n-core's real engine) against the emulator on 127.0.0.1. Prints the number of calls and
 * the time of:
 *   - a year of Day stats for one campaign (goal: 12 stats calls, the 32-day windows),
 *   - a year of Total stats for the same campaign,
 *   - 90 days of Hour stats (7-day windows),
 *   - a 90-day Day report by country of an ad account of 50 campaigns (Breakdown By Campaign, Report
 *     Dimension Country: 50 x 90 x 6 rows), synchronous and as an asynchronous report (the emulator's
 *     report is ready at the second status check; the node's first wait is 1 s per report).
 *
 *   npm run bench:stats            (3 runs each, the median time is shown)
 */
import type { INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_BERLIN, CAMPAIGN_LA_SUMMER, startEmulator, type Emulator } from '../emulator';
import { makeCredential, runNode } from '../harness';
import { emulatorCredentialData } from '../node/credential';
import { accountStatsParams, campaignStatsParams } from '../node/statsParams';
import { loadCompiledNode } from './compiledNode';

const RUNS = 3;

const BY_COUNTRY = accountStatsParams(AD_ACCOUNT_BERLIN, {
	startDate: '2025-01-01',
	endDate: '2025-03-31',
	metrics: ['impressions', 'spend', 'conversion_purchases'],
	breakdown: 'campaign',
	options: { reportDimension: 'country' },
});

/** The Berlin fixture account with campaigns added up to 50. */
function fiftyCampaigns(emulator: Emulator): void {
	for (let k = emulator.ads.campaigns(AD_ACCOUNT_BERLIN).length; k < 50; k++) emulator.ads.addCampaign(AD_ACCOUNT_BERLIN, { name: `Bench campaign ${k + 1}` });
}

const CASES: Array<{ name: string; goalCalls?: number; parameters: INodeParameters; runs?: number }> = [
	{
		name: 'A year of Day stats, one campaign (2025)',
		goalCalls: 12,
		parameters: campaignStatsParams(CAMPAIGN_LA_SUMMER, { startDate: '2025-01-01', endDate: '2025-12-31' }),
	},
	{
		name: 'A year of Total stats, one campaign (2025)',
		parameters: campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'TOTAL', startDate: '2025-01-01', endDate: '2025-12-31' }),
	},
	{
		name: '90 days of Hour stats, one campaign',
		parameters: campaignStatsParams(CAMPAIGN_LA_SUMMER, { granularity: 'HOUR', startDate: '2025-01-01T00:00', endDate: '2025-04-01T00:00' }),
	},
	{ name: '90 days by country, 50 campaigns, synchronous', goalCalls: 3, parameters: BY_COUNTRY, runs: 1 },
	{
		name: '90 days by country, 50 campaigns, asynchronous (rows)',
		goalCalls: 3,
		parameters: { ...BY_COUNTRY, options: { reportDimension: 'country', asyncReport: 'rows' } },
		runs: 1,
	},
];

async function main(): Promise<void> {
	const nodeType = loadCompiledNode();
	const emulator = await startEmulator({ quiet: true });
	const credential = makeCredential(emulatorCredentialData(emulator, emulator.issueTokens('user-1')));
	fiftyCampaigns(emulator);
	const results: Array<Record<string, unknown>> = [];
	try {
		for (const c of CASES) {
			const times: number[] = [];
			let statsCalls = 0;
			let reportCalls = 0;
			let statusChecks = 0;
			let allCalls = 0;
			let rows = 0;
			const runs = c.runs ?? RUNS;
			for (let run = 0; run < runs; run++) {
				emulator.clearLog();
				const started = process.hrtime.bigint();
				const result = await runNode({ nodeType, parameters: c.parameters, credential });
				times.push(Number(process.hrtime.bigint() - started) / 1e6);
				if (result.error) throw new Error(`${c.name}: ${result.error.message}`);
				const api = emulator.requestLog.filter((e) => e.path.startsWith('/v1/'));
				statsCalls = api.filter((e) => e.path.endsWith('/stats')).length;
				statusChecks = api.filter((e) => e.path.endsWith('/stats_report')).length;
				reportCalls = statusChecks + emulator.requestLog.filter((e) => e.path.startsWith('/__reports/')).length;
				allCalls = api.length;
				rows = result.items.length;
			}
			times.sort((a, b) => a - b);
			results.push({
				case: c.name,
				statsCalls,
				goal: c.goalCalls ?? '',
				reportChecksAndFiles: reportCalls,
				lookups: allCalls - statsCalls - statusChecks,
				rows,
				runs,
				medianMs: Math.round(times[Math.floor(runs / 2)]),
			});
		}
	} finally {
		await emulator.close();
	}
	console.table(results);
	console.log(`BENCH_STATS ${JSON.stringify(results)}`);
	const missed = results.filter((r) => typeof r.goal === 'number' && (r.statsCalls as number) > r.goal);
	if (missed.length > 0) {
		console.error(`Goal missed: ${missed.map((r) => r.case).join(', ')}`);
		process.exitCode = 1;
	}
}

void main();

/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Agency benchmark (issue 41): an agency's 200 ad accounts (one organization, five zones, four
 * currencies, three campaigns each) in one run, as a user builds it: Ad Account → Get Many of the
 * organization, then Stats → Get per account (yesterday, by day, by campaign). The node (compiled,
 * from dist/: run `npm run build` first) through the test harness against the emulator on
 * 127.0.0.1, with and without the emulator's rate limit of 10 requests per rolling second per
 * token (Snap documents 10 per second per token). Prints requests, 429s, wall time against the pace
 * floor (requests ÷ 10 s) and peak RSS; goals: at most 402 requests, at most 5% answered 429, wall
 * time within 1.15 x the floor.
 *
 *   npm run bench:agency
 */
import type { INodeType } from 'n8n-workflow';

import { AGENCY_ACCOUNT_COUNT, agencyAccountId, ORG_AGENCY, startEmulator, USER_3 } from '../emulator';
import { makeCredential, runNode } from '../harness';
import { emulatorCredentialData } from '../node/credential';
import { rl } from '../node/params';
import { accountStatsParams } from '../node/statsParams';
import { loadCompiledNode } from './compiledNode';

const GOAL = { requests: 2 + AGENCY_ACCOUNT_COUNT * 2, share429: 0.05, overFloor: 1.15 };

async function runCase(nodeType: INodeType, rateLimit: number | null): Promise<Record<string, unknown>> {
	const emulator = await startEmulator({ quiet: true, rateLimitPerSecond: rateLimit });
	try {
		for (let n = 0; n < AGENCY_ACCOUNT_COUNT; n++) {
			for (let c = 1; c <= 3; c++) emulator.ads.addCampaign(agencyAccountId(n), { name: `Client ${n + 1} campaign ${c}` });
		}
		const credential = makeCredential(emulatorCredentialData(emulator, emulator.issueTokens(USER_3)));
		emulator.clearLog();
		const started = process.hrtime.bigint();
		const accounts = await runNode({
			nodeType,
			credential,
			parameters: { resource: 'adAccount', operation: 'getAll', scope: 'organization', organizationId: rl(ORG_AGENCY), returnAll: true },
		});
		if (accounts.error) throw accounts.error;
		const stats = await runNode({
			nodeType,
			credential,
			input: accounts.items.map((i) => i.json),
			parameters: accountStatsParams(agencyAccountId(0), {
				adAccountId: rl('={{ $json.id }}'),
				dateRange: 'yesterday',
				breakdown: 'campaign',
				metrics: ['impressions', 'swipes', 'spend'],
			}),
		});
		const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
		if (stats.error) throw stats.error;
		const api = emulator.requestLog.filter((e) => e.path.startsWith('/v1/'));
		const answered429 = api.filter((e) => e.status === 429).length;
		const floorMs = (api.length / 10) * 1000;
		const currencies = new Set(stats.items.map((i) => i.json.currency));
		return {
			rateLimit: rateLimit === null ? 'off' : `${rateLimit}/s per token`,
			accounts: accounts.items.length,
			rows: stats.items.length,
			currencies: currencies.size,
			requests: api.length,
			adAccountReads: api.filter((e) => e.path.startsWith('/v1/adaccounts/') && e.path.split('/').length === 4).length,
			answered429,
			share429: `${((answered429 / api.length) * 100).toFixed(1)}%`,
			wallS: +(wallMs / 1000).toFixed(2),
			floorS: +(floorMs / 1000).toFixed(2),
			overFloor: +(wallMs / floorMs).toFixed(2),
			peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
		};
	} finally {
		await emulator.close();
	}
}

async function main(): Promise<void> {
	const nodeType = loadCompiledNode();
	const results = [await runCase(nodeType, 10), await runCase(nodeType, null)];
	console.table(results);
	console.log(`BENCH_AGENCY ${JSON.stringify({ goal: GOAL, results })}`);
	const limited = results[0];
	const missed = [
		(limited.requests as number) > GOAL.requests ? `${limited.requests} requests (goal ${GOAL.requests})` : '',
		(limited.answered429 as number) > GOAL.share429 * (limited.requests as number) ? `${limited.share429} answered 429 (goal 5%)` : '',
		(limited.overFloor as number) > GOAL.overFloor ? `${limited.overFloor} x the pace floor (goal ${GOAL.overFloor})` : '',
	].filter(Boolean);
	if (missed.length > 0) console.error(`Goal missed: ${missed.join('; ')}`);
}

void main();

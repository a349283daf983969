/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Metric Passed a Threshold benchmark (issue 49): the compiled Snapchat Ads Trigger (dist/: `npm run
 * build` first) through n8n-core's real poll path against the emulator, for an ad account with 20
 * campaigns of 10 ad squads (200) of 2 ads each. Prints, per level: the API calls of the poll at
 * activation (the baseline) and of a poll that reports one entity crossing the line (the emulator's
 * scaleStats), and the static data n8n stores. Goal: at most 25 calls a poll for ad squads (issue
 * 49, 3: stats by campaign with Snap's breakdown, never one call per ad squad).
 *
 *   npm run bench:metric-trigger
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LONDON, startEmulator, type Emulator } from '../emulator';
import { activateTrigger, makeCredential } from '../harness';
import { emulatorCredentialData } from '../node/credential';
import { loadCompiledNode } from './compiledNode';

const ACCOUNT = AD_ACCOUNT_LONDON;
const CAMPAIGNS = 20;
const SQUADS_PER_CAMPAIGN = 10;
const ADS_PER_SQUAD = 2;
const GOAL_CALLS = 25;

type Level = 'campaign' | 'adSquad' | 'ad';

function seed(emulator: Emulator): Record<Level, string[]> {
	const ids: Record<Level, string[]> = { campaign: [], adSquad: [], ad: [] };
	for (let c = 0; c < CAMPAIGNS; c++) {
		const campaign = emulator.ads.addCampaign(ACCOUNT, { name: `Bench campaign ${c}` });
		ids.campaign.push(campaign.id);
		for (let s = 0; s < SQUADS_PER_CAMPAIGN; s++) {
			const squad = emulator.ads.addAdSquad(campaign.id, { name: `Bench squad ${c}.${s}` });
			ids.adSquad.push(squad.id);
			for (let a = 0; a < ADS_PER_SQUAD; a++) ids.ad.push(emulator.ads.addAd(squad.id, { name: `Bench ad ${c}.${s}.${a}` }).id);
		}
	}
	return ids;
}

async function main(): Promise<void> {
	const nodeType = loadCompiledNode('SnapchatAdsTrigger');
	const emulator = await startEmulator({ quiet: true });
	const credential = makeCredential(emulatorCredentialData(emulator, emulator.issueTokens('user-1')));
	const results: Array<Record<string, unknown>> = [];
	const apiCalls = () => emulator.requestLog.filter((e) => e.path.startsWith('/v1/')).length;
	try {
		for (const level of ['campaign', 'adSquad', 'ad'] as Level[]) {
			emulator.reset();
			const ids = seed(emulator);
			const parameters: INodeParameters = {
				event: 'metricPassedThreshold',
				adAccountId: { __rl: true, mode: 'id', value: ACCOUNT },
				metricLevel: level,
				metric: 'costPerResult',
				resultField: 'swipes',
				metricLimit: 100,
				metricDays: 3,
				minSpend: 0,
				minResults: 1,
			};
			emulator.clearLog();
			const started = process.hrtime.bigint();
			const active = await activateTrigger({ nodeType, typeName: 'n8n-nodes-snapchat-ads.snapchatAdsTrigger', parameters, credential });
			const baselineMs = Number(process.hrtime.bigint() - started) / 1e6;
			if (active.activation.error) throw new Error(`${level}: ${active.activation.error.message}`);
			const baselineCalls = apiCalls();
			emulator.scaleStats(ids[level][7], { spend: 10_000 });
			emulator.clearLog();
			const reported = await active.poll();
			if (reported.error) throw new Error(`${level}: ${reported.error.message}`);
			results.push({
				level,
				entities: ids[level].length,
				baselinePollCalls: baselineCalls,
				reportingPollCalls: apiCalls(),
				emitted: reported.emitted?.[0]?.length ?? 0,
				staticDataBytes: Buffer.byteLength(JSON.stringify(active.savedStaticData() as IDataObject), 'utf8'),
				baselinePollMs: Math.round(baselineMs),
			});
		}
	} finally {
		await emulator.close();
	}
	console.table(results);
	console.log(`BENCH_METRIC_TRIGGER ${JSON.stringify(results)}`);
	const squads = results.find((r) => r.level === 'adSquad');
	const missed = results.filter((r) => r.emitted !== 1 || (r === squads && ((r.baselinePollCalls as number) > GOAL_CALLS || (r.reportingPollCalls as number) > GOAL_CALLS)));
	if (missed.length > 0) {
		console.error(`Goal missed (one event per crossing; ad squads: at most ${GOAL_CALLS} calls a poll): ${missed.map((r) => r.level).join(', ')}`);
		process.exitCode = 1;
	}
}

void main();

/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Trigger benchmark: the compiled Snapchat Ads Trigger (dist/: `npm run build` first) through
 * n8n-core's real poll path (test/harness/poll.ts) against the emulator, for an ad account with
 * 5,000 ads (50 campaigns x 5 ad squads x 20 ads). Prints, per event: the API calls of the poll at
 * activation, of a quiet poll and of a poll with one change (names, time zone and currency read
 * only then), and the static data n8n stores. Goals for the 5,000-ad cases: a quiet poll at most 6
 * calls, a reporting one at most 8.
 *
 *   npm run bench:trigger
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LONDON, startEmulator, type Emulator } from '../emulator';
import { activateTrigger, makeCredential } from '../harness';
import { emulatorCredentialData } from '../node/credential';
import { loadCompiledNode } from './compiledNode';

const ACCOUNT = AD_ACCOUNT_LONDON;
const CAMPAIGNS = 50;
const SQUADS_PER_CAMPAIGN = 5;
const ADS_PER_SQUAD = 20;
const GOAL_BYTES = 100_000;
const GOAL_QUIET_CALLS = 6;
const GOAL_REPORTING_CALLS = 8;

interface Case {
	name: string;
	parameters: INodeParameters;
	change: (emulator: Emulator, ids: { campaigns: string[]; ads: string[] }) => void;
}

const account = { __rl: true, mode: 'id', value: ACCOUNT };
const CASES: Case[] = [
	{
		name: 'Ad Review Status Changed (5,000 ads)',
		parameters: { event: 'adReviewStatusChanged', adAccountId: account, reviewStatus: 'rejected' },
		change: (em, ids) => em.ads.patch(ids.ads[4321], { review_status: 'REJECTED', review_status_reasons: ['Bench'] }),
	},
	{
		name: 'Delivery Status Changed, ads (5,000 ads)',
		parameters: { event: 'deliveryStatusChanged', adAccountId: account, level: 'ad', watch: 'any' },
		change: (em, ids) => em.ads.patch(ids.ads[17], { status: 'PAUSED' }),
	},
	{
		name: 'Delivery Status Changed, campaigns (50)',
		parameters: { event: 'deliveryStatusChanged', adAccountId: account, level: 'campaign', watch: 'any' },
		change: (em, ids) => em.ads.patch(ids.campaigns[3], { delivery_status: ['INVALID_BUDGET'] }),
	},
	{
		name: 'Spend Passed a Limit, each campaign (50)',
		parameters: { event: 'spendPassedLimit', adAccountId: account, spendOf: 'campaign', spendLimit: 1_000_000 },
		change: (em, ids) => em.addSpend(ids.campaigns[7], 2_000_000_000_000),
	},
	{
		name: 'Spend Passed a Limit, ad account',
		parameters: { event: 'spendPassedLimit', adAccountId: account, spendOf: 'adAccount', spendLimit: 1_000_000 },
		change: (em) => em.addSpend(ACCOUNT, 2_000_000_000_000),
	},
];

function seed(emulator: Emulator): { campaigns: string[]; ads: string[] } {
	const campaigns: string[] = [];
	const ads: string[] = [];
	for (let c = 0; c < CAMPAIGNS; c++) {
		const campaign = emulator.ads.addCampaign(ACCOUNT, { name: `Bench campaign ${c}` });
		campaigns.push(campaign.id);
		for (let s = 0; s < SQUADS_PER_CAMPAIGN; s++) {
			const squad = emulator.ads.addAdSquad(campaign.id, { name: `Bench squad ${c}.${s}` });
			for (let a = 0; a < ADS_PER_SQUAD; a++) ads.push(emulator.ads.addAd(squad.id, { name: `Bench ad ${c}.${s}.${a}`, review_status: 'PENDING_REVIEW' }).id);
		}
	}
	return { campaigns, ads };
}

async function main(): Promise<void> {
	const nodeType = loadCompiledNode('SnapchatAdsTrigger');
	const emulator = await startEmulator({ quiet: true });
	const credential = makeCredential(emulatorCredentialData(emulator, emulator.issueTokens('user-1')));
	const results: Array<Record<string, unknown>> = [];
	try {
		for (const c of CASES) {
			emulator.reset();
			const ids = seed(emulator);
			const apiCalls = () => emulator.requestLog.filter((e) => e.path.startsWith('/v1/')).length;
			emulator.clearLog();
			const active = await activateTrigger({ nodeType, typeName: 'n8n-nodes-snapchat-ads.snapchatAdsTrigger', parameters: c.parameters, credential });
			if (active.activation.error) throw new Error(`${c.name}: ${active.activation.error.message}`);
			const activationCalls = apiCalls();
			emulator.clearLog();
			const started = process.hrtime.bigint();
			const quiet = await active.poll();
			const quietMs = Number(process.hrtime.bigint() - started) / 1e6;
			const quietCalls = apiCalls();
			c.change(emulator, ids);
			emulator.clearLog();
			const changed = await active.poll();
			const changeCalls = apiCalls();
			if (quiet.error || changed.error) throw new Error(`${c.name}: ${(quiet.error ?? changed.error)?.message}`);
			const emitted = changed.emitted?.[0]?.length ?? 0;
			const staticData = active.savedStaticData() as IDataObject;
			results.push({
				case: c.name,
				activationCalls,
				quietPollCalls: quietCalls,
				changePollCalls: changeCalls,
				emitted,
				staticDataBytes: Buffer.byteLength(JSON.stringify(staticData), 'utf8'),
				quietPollMs: Math.round(quietMs),
			});
		}
	} finally {
		await emulator.close();
	}
	console.table(results);
	console.log(`BENCH_TRIGGER ${JSON.stringify(results)}`);
	const missed = results.filter(
		(r) =>
			(r.staticDataBytes as number) >= GOAL_BYTES ||
			r.emitted !== 1 ||
			(r.quietPollCalls as number) > GOAL_QUIET_CALLS ||
			(r.changePollCalls as number) > GOAL_REPORTING_CALLS,
	);
	if (missed.length > 0) {
		console.error(
			`Goal missed (static data under ${GOAL_BYTES} bytes, one event per change, at most ${GOAL_QUIET_CALLS} calls quiet and ${GOAL_REPORTING_CALLS} reporting): ${missed.map((r) => r.case).join(', ')}`,
		);
		process.exitCode = 1;
	}
}

void main();

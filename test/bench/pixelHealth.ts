/* eslint-disable @n8n/community-nodes/no-restricted-globals, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Pixel Health Changed benchmark (issue 48, 9): the compiled Snapchat Ads Trigger (dist/: `npm run
 * build` first) through n8n-core's real poll path against the emulator, for one pixel and for every
 * pixel of an ad account with 5 pixels (Eligibility Lost watched, a live ad squad on each pixel).
 * Prints the API requests of the poll at activation (the baseline: the one exception, it reads all
 * at once), of a quiet poll, of the worst poll of a day of polls every 90 minutes (the hourly refresh
 * due at each, its reads spread one a poll) and of a poll that tells one change, and the static data
 * n8n stores. Goals: every quiet poll of one pixel at most 3 requests, of 5 pixels at most 12; static
 * data under 10 kB; one item per change.
 *
 *   npm run bench:pixel
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LA, AD_ACCOUNT_NEW_YORK, CAMPAIGN_LA_SUMMER, PIXEL_LA, PIXEL_NEW_YORK, startEmulator, type Emulator } from '../emulator';
import { activateTrigger, makeCredential, type ActiveTrigger } from '../harness';
import { emulatorCredentialData } from '../node/credential';
import { loadCompiledNode } from './compiledNode';

const GOAL_BYTES = 10_000;

interface Case {
	name: string;
	parameters: INodeParameters;
	goalQuietCalls: number;
	setUp(emulator: Emulator): void;
	change(emulator: Emulator): void;
}

const WATCH_ALL = ['quiet', 'eventTypeStopped', 'qualityDropped', 'eligibilityLost'];
const rl = (id: string) => ({ __rl: true, mode: 'id', value: id });
const CASES: Case[] = [
	{
		name: 'One pixel (1 domain)',
		parameters: { event: 'pixelHealthChanged', adAccountId: rl(AD_ACCOUNT_NEW_YORK), pixelScope: 'one', pixelId: PIXEL_NEW_YORK, pixelWatch: WATCH_ALL },
		goalQuietCalls: 3,
		setUp: (em) => {
			const campaign = em.ads.addCampaign(AD_ACCOUNT_NEW_YORK, { name: 'Bench' }).id;
			em.ads.addAdSquad(campaign, { name: 'Bench buyers', optimization_goal: 'PIXEL_PURCHASE', pixel_id: PIXEL_NEW_YORK } as never);
		},
		change: (em) => em.pixels.dropScore(PIXEL_NEW_YORK, { eventType: 'PAGE_VIEW', eventSource: 'SDK', add: { recommendation_code: 'BENCH', priority: 'P0', score: 'BAD', title: 'Bench', description: 'Bench' } }),
	},
	{
		name: 'Every pixel of an ad account with 5 pixels (1 domain each)',
		parameters: { event: 'pixelHealthChanged', adAccountId: rl(AD_ACCOUNT_LA), pixelScope: 'all', pixelWatch: WATCH_ALL },
		goalQuietCalls: 12,
		setUp: (em) => {
			const template = em.pixels.find(PIXEL_LA);
			if (!template) throw new Error('no PIXEL_LA in the emulator');
			template.domains = { 'shop.bench.example': { PAGE_VIEW: 1000, PURCHASE: 20 } };
			const ids = [PIXEL_LA];
			for (let n = 1; n <= 4; n++) {
				const id = `6abc82ca-4a3a-4391-98ba-0317a84712${String(n).padStart(2, '0')}`;
				em.pixels.all().push({ ...structuredClone(template), id, name: `Bench pixel ${n}`, domains: { [`shop${n}.bench.example`]: { PAGE_VIEW: 1000, PURCHASE: 20 } } });
				ids.push(id);
			}
			for (const id of ids) em.ads.addAdSquad(CAMPAIGN_LA_SUMMER, { name: `Bench buyers ${id}`, optimization_goal: 'PIXEL_PURCHASE', pixel_id: id } as never);
		},
		change: (em) => em.pixels.dropScore(PIXEL_LA, { eventType: 'PURCHASE', eventSource: 'API', score: 'BAD' }),
	},
];

/** Polls in the simulated day (every 90 minutes: the hourly refresh due at each, the worst case). */
const DAY_POLLS = 16;

/** The static data as if its hourly refresh started `minutes` earlier. */
function movedBack(active: ActiveTrigger, minutes: number): IDataObject {
	const saved = active.savedStaticData();
	const state = (saved['node:Snapchat Ads Trigger'] as IDataObject).snapchatAdsTrigger as { p: { h: number } };
	state.p.h -= minutes;
	return saved;
}

async function main(): Promise<void> {
	const nodeType = loadCompiledNode('SnapchatAdsTrigger');
	const emulator = await startEmulator({ quiet: true });
	const credential = makeCredential(emulatorCredentialData(emulator, emulator.issueTokens('user-1')));
	const typeName = 'n8n-nodes-snapchat-ads.snapchatAdsTrigger';
	const results: Array<Record<string, unknown>> = [];
	try {
		for (const c of CASES) {
			emulator.reset();
			c.setUp(emulator);
			// The emulator's expired-token 401 (its clock moves on here; n8n refreshes and resends) is not counted.
			const apiCalls = () => emulator.requestLog.filter((e) => e.path.startsWith('/v1/') && e.status !== 401).length;
			emulator.clearLog();
			const active = await activateTrigger({ nodeType, typeName, parameters: c.parameters, credential });
			if (active.activation.error) throw new Error(`${c.name}: ${active.activation.error.message}`);
			const activationCalls = apiCalls();
			emulator.advanceTime(120);
			emulator.clearLog();
			const started = process.hrtime.bigint();
			const quiet = await active.poll();
			const quietMs = Number(process.hrtime.bigint() - started) / 1e6;
			const quietCalls = apiCalls();
			// A day of quiet polls, each with the refresh due: the worst one.
			let hourly = active;
			let worstDayCalls = 0;
			let dayEmitted = 0;
			for (let n = 0; n < DAY_POLLS; n++) {
				emulator.advanceTime(120);
				const staticData = movedBack(hourly, 90);
				emulator.clearLog();
				hourly = await activateTrigger({ nodeType, typeName, parameters: c.parameters, credential, staticData, activation: 'init' });
				if (hourly.activation.error) throw new Error(`${c.name}: ${hourly.activation.error.message}`);
				worstDayCalls = Math.max(worstDayCalls, apiCalls());
				dayEmitted += hourly.activation.emitted?.[0]?.length ?? 0;
			}
			c.change(emulator);
			emulator.advanceTime(120);
			emulator.clearLog();
			const changed = await hourly.poll();
			const changeCalls = apiCalls();
			const failed = quiet.error ?? changed.error;
			if (failed) throw new Error(`${c.name}: ${failed.message}`);
			results.push({
				case: c.name,
				activationCalls,
				quietPollCalls: quietCalls,
				goalQuietCalls: c.goalQuietCalls,
				worstPollOfDayCalls: worstDayCalls,
				changePollCalls: changeCalls,
				emitted: changed.emitted?.[0]?.length ?? 0,
				quietPollEmitted: (quiet.emitted?.[0]?.length ?? 0) + dayEmitted,
				staticDataBytes: Buffer.byteLength(JSON.stringify(hourly.savedStaticData()), 'utf8'),
				quietPollMs: Math.round(quietMs),
			});
		}
	} finally {
		await emulator.close();
	}
	console.table(results);
	console.log(`BENCH_PIXEL_HEALTH ${JSON.stringify(results)}`);
	const missed = results.filter(
		(r) => (r.staticDataBytes as number) >= GOAL_BYTES || r.emitted !== 1 || r.quietPollEmitted !== 0 || Math.max(r.quietPollCalls as number, r.worstPollOfDayCalls as number) > (r.goalQuietCalls as number),
	);
	if (missed.length > 0) {
		console.error(`Goal missed (static data under ${GOAL_BYTES} bytes, nothing on quiet polls, one item per change, every quiet poll of a day within its goal, the refresh included): ${missed.map((r) => r.case).join(', ')}`);
		process.exitCode = 1;
	}
}

void main();

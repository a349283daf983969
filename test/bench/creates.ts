/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * `npm run bench:creates`: (1) 1,000 ad squads created from 1,000 rows in one run (requests, wall
 * time; goal at most 40 requests), (2) a deep duplicate of a campaign with 10 ad squads of 5 ads each
 * (requests by kind; goal: the floor of deepFloor.ts, 16 here). Both through the compiled node against the emulator on
 * loopback. Uses dist/ (run `npm run build` first, or pass --build).
 *
 *   npm run bench:creates [-- --build]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { AD_ACCOUNT_NEW_YORK, startEmulator } from '../emulator';
import { makeCredential, runNode } from '../harness';
import { adSquadCreate, duplicate } from '../node/createParams';
import { emulatorCredentialData } from '../node/credential';
import { rl } from '../node/params';
import { loadCompiledNode } from './compiledNode';
import { deepDuplicateFloor } from './deepFloor';

const ROWS = 1000;
const GOAL_ROWS = 40;
const SQUADS = 10;
const ADS = 5;
const GOAL_DEEP = deepDuplicateFloor(Array.from({ length: SQUADS }, () => ADS));

if (process.argv.includes('--build')) {
	const built = spawnSync('npm', ['run', 'build'], { cwd: path.join(__dirname, '..', '..'), stdio: 'inherit' });
	if (built.status !== 0) throw new Error('npm run build failed');
}

type Counts = { requests: number; byKind: Record<string, number>; ms: number };

async function withEmulator(work: (em: Awaited<ReturnType<typeof startEmulator>>, credential: ReturnType<typeof makeCredential>) => Promise<number>): Promise<Counts> {
	const emulator = await startEmulator({ quiet: true });
	try {
		const credential = makeCredential(emulatorCredentialData(emulator, emulator.issueTokens('user-1')));
		const ms = await work(emulator, credential);
		const log = emulator.requestLog.filter((e) => e.path.startsWith('/v1/'));
		const byKind: Record<string, number> = {};
		for (const e of log) {
			const kind = `${e.method} ${e.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}`;
			byKind[kind] = (byKind[kind] ?? 0) + 1;
		}
		return { requests: log.length, byKind, ms };
	} finally {
		await emulator.close();
	}
}

async function main(): Promise<void> {
	const nodeType = loadCompiledNode();
	const rows = await withEmulator(async (emulator, credential) => {
		const [campaign] = emulator.ads.seed(AD_ACCOUNT_NEW_YORK, [{ name: 'Bench parent', objective_v2_properties: { objective_v2_type: 'TRAFFIC' } }]);
		emulator.clearLog();
		const parameters = adSquadCreate(campaign.id, { adAccountId: rl(AD_ACCOUNT_NEW_YORK), name: '={{ $json.name }}', startTime: '' });
		const started = performance.now();
		const result = await runNode({ nodeType, parameters, input: Array.from({ length: ROWS }, (_, k) => ({ name: `Row ${k}` })), credential });
		if (result.error) throw result.error;
		if (result.items.length !== ROWS || result.items.some((item, k) => item.json.name !== `Row ${k}`)) throw new Error('answers not matched to rows');
		return Math.round(performance.now() - started);
	});
	const deep = await withEmulator(async (emulator, credential) => {
		const [campaign] = emulator.ads.seed(AD_ACCOUNT_NEW_YORK, [
			{
				name: 'Bench deep',
				start_time: '2030-01-01T00:00:00.000Z',
				adSquads: Array.from({ length: SQUADS }, (_, s) => ({
					name: `Squad ${s}`,
					daily_budget_micro: 20_000_000,
					ads: Array.from({ length: ADS }, (_, a) => ({ name: `Ad ${s}.${a}` })),
				})),
			},
		]);
		emulator.clearLog();
		const parameters = duplicate('campaign', campaign.id, {}, { adAccountId: rl(AD_ACCOUNT_NEW_YORK) });
		const started = performance.now();
		const result = await runNode({ nodeType, parameters, credential });
		if (result.error) throw result.error;
		const counts = result.items[0].json.created_counts as { ad_squads: number; ads: number };
		if (counts.ad_squads !== SQUADS || counts.ads !== SQUADS * ADS) throw new Error(`deep duplicate created ${JSON.stringify(counts)}`);
		return Math.round(performance.now() - started);
	});
	const kinds = (c: Counts) => Object.entries(c.byKind).map(([k, n]) => `${n}× ${k}`).join(', ');
	process.stdout.write(`Creates (emulator on loopback, dist/ node)\n`);
	process.stdout.write(`${ROWS} ad squads from ${ROWS} rows: ${rows.requests} requests, ${rows.ms} ms (${kinds(rows)})\n`);
	process.stdout.write(`goal: at most ${GOAL_ROWS} requests -> ${rows.requests <= GOAL_ROWS ? 'PASS' : 'MISS'}\n`);
	process.stdout.write(`deep duplicate, 1 campaign + ${SQUADS} ad squads × ${ADS} ads: ${deep.requests} requests, ${deep.ms} ms (${kinds(deep)})\n`);
	process.stdout.write(`goal: the floor, at most ${GOAL_DEEP.total} requests (${GOAL_DEEP.words}) -> ${deep.requests <= GOAL_DEEP.total ? 'PASS' : 'MISS'}\n`);
	process.stdout.write(`BENCH_CREATES ${JSON.stringify({ rows: { count: ROWS, ...rows, goal: GOAL_ROWS }, deep: { squads: SQUADS, ads: ADS, ...deep, goal: GOAL_DEEP.total } })}\n`);
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
		process.exit(1);
	},
);

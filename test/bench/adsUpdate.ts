/* eslint-disable @n8n/community-nodes/no-dangerous-functions, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * `npm run bench:ads`: a status update of 100 campaigns in one ad account, batched by the node
 * (read the account's campaigns once, PUT in chunks) against one GET and one PUT per campaign (the
 * node run once per item, which reads and puts that one campaign). Prints calls and wall time.
 * Uses dist/ (run `npm run build` first, or pass --build). Only loopback is used.
 *
 *   npm run bench:ads [-- --campaigns 100] [-- --build]
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import type { IDataObject } from 'n8n-workflow';

import { AD_ACCOUNT_NEW_YORK, startEmulator } from '../emulator';
import { makeCredential, runNode } from '../harness';
import { adsUpdate } from '../node/adsParams';
import { emulatorCredentialData } from '../node/credential';
import { rl } from '../node/params';
import { loadCompiledNode } from './compiledNode';

const GOAL_CALLS = 3;
const args = process.argv.slice(2);
const count = Number(args[args.indexOf('--campaigns') + 1]) || 100;

if (args.includes('--build')) {
	const built = spawnSync('npm', ['run', 'build'], { cwd: path.join(__dirname, '..', '..'), stdio: 'inherit' });
	if (built.status !== 0) throw new Error('npm run build failed');
}

async function measure(batched: boolean): Promise<{ calls: number; gets: number; puts: number; ms: number; paused: number }> {
	const nodeType = loadCompiledNode();
	const emulator = await startEmulator({ quiet: true });
	try {
		const credential = makeCredential(emulatorCredentialData(emulator, emulator.issueTokens('user-1')));
		const campaigns = emulator.ads.seed(
			AD_ACCOUNT_NEW_YORK,
			Array.from({ length: count }, (_, k) => ({ name: `Bench ${k + 1}`, daily_budget_micro: 10_000_000 })),
		);
		const parameters = adsUpdate('campaign', '={{ $json.id }}', { status: 'PAUSED' }, { adAccountId: rl(AD_ACCOUNT_NEW_YORK) });
		const inputs: IDataObject[][] = batched ? [campaigns.map((c) => ({ id: c.id }))] : campaigns.map((c) => [{ id: c.id }]);
		const started = performance.now();
		for (const input of inputs) {
			const result = await runNode({ nodeType, parameters, input, credential });
			if (result.error) throw result.error;
		}
		const ms = performance.now() - started;
		const log = emulator.requestLog.filter((e) => e.path.startsWith('/v1/'));
		return {
			calls: log.length,
			gets: log.filter((e) => e.method === 'GET').length,
			puts: log.filter((e) => e.method === 'PUT').length,
			ms: Math.round(ms),
			paused: emulator.ads.campaigns(AD_ACCOUNT_NEW_YORK).filter((c) => c.status === 'PAUSED').length,
		};
	} finally {
		await emulator.close();
	}
}

async function main(): Promise<void> {
	const batched = await measure(true);
	const perItem = await measure(false);
	const line = (name: string, r: typeof batched) =>
		`${name.padEnd(34)} ${String(r.calls).padStart(5)} calls (${r.gets} GET, ${r.puts} PUT)  ${String(r.ms).padStart(6)} ms  ${r.paused}/${count} paused`;
	process.stdout.write(`Status update of ${count} campaigns in one ad account (emulator on loopback, dist/ node)\n`);
	process.stdout.write(`${line('node, batched (Batch Size 50)', batched)}\n`);
	process.stdout.write(`${line('one GET + one PUT per campaign', perItem)}\n`);
	process.stdout.write(`goal: at most ${GOAL_CALLS} calls for ${count} campaigns -> ${batched.calls <= GOAL_CALLS ? 'PASS' : 'MISS'}\n`);
	process.stdout.write(`BENCH_ADS ${JSON.stringify({ campaigns: count, batched, perItem, goalCalls: GOAL_CALLS })}\n`);
}

main().then(
	() => process.exit(0),
	(error: unknown) => {
		process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
		process.exit(1);
	},
);

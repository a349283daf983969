// n8n in queue mode here: Postgres + Redis (services.mjs), one main process and `workers` workers
// (`n8n worker`), all sharing one user folder where the packed package is installed, the way a user
// runs it. Also the load both the e2e queue scenario and the queue bench put on it: many executions of
// a webhook-triggered workflow fired at once, each creating event details and listing them.
// `mode: 'single'` starts one regular n8n process (SQLite, no workers) with the same load, for the
// single-process comparison.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emulatorCredential } from './credential.mjs';
import { loadEmulator, pickAccounts } from './emulator.mjs';
import { cacheRoot } from './n8n-install.mjs';
import { activateArgs, freePort, installTarball, mkTmp, n8nCli, n8nEnv, startN8nServer, writeJson } from './n8n.mjs';
import { startPostgres, startRedis } from './services.mjs';
import { rl, snapNode } from './workflow.mjs';

/** Where Postgres keeps its data: the cache folder if the postgres user can reach it, else the temp folder. */
function dataParent() {
	const root = cacheRoot();
	fs.mkdirSync(root, { recursive: true });
	const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
	if (!isRoot) return root;
	// As root, Postgres runs as the postgres user, who cannot enter a private home (/root is 0700).
	return spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', root]).status === 0 ? root : os.tmpdir();
}

/**
 * Starts the stack. `credentials` and `workflows` are imported (and the workflows published) before n8n
 * starts. Every process started is registered in `cleanups` (stopped in reverse order). Returns
 * { base, env, logs: { main, workers[] } }.
 */
export async function startN8nQueue({ inst, userFolder, work, credentials, workflows, mode = 'queue', workers = 2, concurrency = 10, cleanups }) {
	const logs = { main: path.join(work, 'n8n-main.log'), workers: [] };
	let extra = { N8N_BLOCK_ENV_ACCESS_IN_NODE: 'false', N8N_GRACEFUL_SHUTDOWN_TIMEOUT: '5' };
	if (mode === 'queue') {
		const parent = dataParent();
		const pg = await startPostgres({ parent, logFile: path.join(work, 'postgres.log') });
		cleanups.push(() => pg.stop());
		const redis = await startRedis({ parent: work, logFile: path.join(work, 'redis.log') });
		cleanups.push(() => redis.stop());
		extra = {
			...extra,
			DB_TYPE: 'postgresdb',
			DB_POSTGRESDB_HOST: pg.host,
			DB_POSTGRESDB_PORT: String(pg.port),
			DB_POSTGRESDB_DATABASE: pg.database,
			DB_POSTGRESDB_USER: pg.user,
			DB_POSTGRESDB_PASSWORD: '',
			EXECUTIONS_MODE: 'queue',
			QUEUE_BULL_REDIS_HOST: redis.host,
			QUEUE_BULL_REDIS_PORT: String(redis.port),
		};
	}
	const env = n8nEnv(inst, { userFolder, port: await freePort(), brokerPort: await freePort(), extra: { ...extra, SNAP_QUEUE_WORKER: 'main' } });

	const credFile = writeJson(work, 'queue-credentials.json', credentials);
	await n8nCli(inst, env, ['import:credentials', `--input=${credFile}`]);
	const wfDir = path.join(work, 'queue-workflows');
	fs.mkdirSync(wfDir, { recursive: true });
	for (const wf of workflows) writeJson(wfDir, `${wf.id}.json`, wf);
	await n8nCli(inst, env, ['import:workflow', '--separate', `--input=${wfDir}`]);
	for (const wf of workflows) await n8nCli(inst, env, activateArgs(inst.version, wf.id));

	const starting = [startN8nServer(inst, env, { logFile: logs.main })];
	for (let i = 1; mode === 'queue' && i <= workers; i++) {
		const log = path.join(work, `n8n-worker-${i}.log`);
		logs.workers.push(log);
		const workerEnv = {
			...env,
			SNAP_QUEUE_WORKER: `worker-${i}`,
			N8N_RUNNERS_BROKER_PORT: String(await freePort()),
			QUEUE_HEALTH_CHECK_PORT: String(await freePort()),
		};
		starting.push(startN8nServer(inst, workerEnv, { logFile: log, args: ['worker', `--concurrency=${concurrency}`], readyLog: /n8n worker is now ready/i }));
	}
	const started = await Promise.allSettled(starting);
	for (const s of started) if (s.status === 'fulfilled') cleanups.push(() => s.value.stop());
	const failed = started.find((s) => s.status === 'rejected');
	if (failed) throw failed.reason;
	return { base: started[0].value.base, env, logs };
}

/**
 * A webhook-triggered workflow: POST /webhook/<path> with { run } creates `events` event details named
 * `<prefix>-r<run>-<i>` in `adAccountId`, lists the account, and answers one summary item: which
 * process ran it (`worker`), the created ids, and how many of its own events the list returned.
 */
export function loadWorkflow({ id, webhookPath, credential, adAccountId, events = 50, prefix }) {
	const node = (name, type, typeVersion, position, parameters, extra = {}) => ({ id: randomUUID(), name, type, typeVersion, position, parameters, ...extra });
	const cred = { credentials: { snapchatAdsOAuth2Api: credential } };
	const mine = `'${prefix}-r' + $('Webhook').first().json.body.run + '-'`;
	const nodes = [
		node('Webhook', 'n8n-nodes-base.webhook', 2, [0, 0], { httpMethod: 'POST', path: webhookPath, responseMode: 'lastNode', responseData: 'firstEntryJson', options: {} }, { webhookId: randomUUID() }),
		node('Make items', 'n8n-nodes-base.set', 3.4, [220, 0], {
			mode: 'raw',
			jsonOutput: `={{ { items: Array.from({ length: ${events} }, (_, i) => ({ name: ${mine} + (i + 1) })) } }}`,
			options: {},
		}),
		node('One item per event', 'n8n-nodes-base.splitOut', 1, [440, 0], { fieldToSplitOut: 'items', options: {} }),
		snapNode('Create', { operation: 'create', adAccountId: rl(adAccountId), eventName: '={{ $json.name }}', eventStartTime: '2027-02-01T12:00:00Z', eventTimeZone: 'UTC' }, [660, 0], cred),
		snapNode('List', { operation: 'getAll', adAccountId: rl(adAccountId), returnAll: true }, [880, 0], { ...cred, executeOnce: true }),
		node('Summary', 'n8n-nodes-base.set', 3.4, [1100, 0], {
			mode: 'raw',
			jsonOutput:
				`={{ { run: $('Webhook').first().json.body.run, worker: $env.SNAP_QUEUE_WORKER, execution: $execution.id, ` +
				`createdIds: $('Create').all().map(i => i.json.id), ` +
				`listedMine: $('List').all().filter(i => String(i.json.event_name).startsWith(${mine})).length, listedTotal: $('List').all().length } }}`,
			options: {},
		}, { executeOnce: true }),
	];
	const connections = {};
	for (let i = 0; i < nodes.length - 1; i++) connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
	return { id, name: `Queue load: ${prefix}`, active: false, nodes, connections, settings: { executionOrder: 'v1' }, pinData: {} };
}

/**
 * Waits until main has registered the production webhook (it does so a moment after it reports ready).
 * Asks with GET, which the POST-only webhook refuses without starting an execution: n8n then answers
 * "not registered for GET requests. Did you mean to make a POST request?".
 */
export async function waitForWebhook(base, webhookPath, timeoutMs = 60_000) {
	const deadline = Date.now() + timeoutMs;
	while (Date.now() < deadline) {
		const text = await fetch(`${base}/webhook/${webhookPath}`).then((r) => r.text(), () => '');
		if (/Did you mean to make a POST request/i.test(text)) return;
		await new Promise((r) => setTimeout(r, 250));
	}
	throw new Error(`the webhook ${webhookPath} was not registered within ${timeoutMs / 1000} s`);
}

/** POSTs { run: 1..runs } to the webhook all at once; resolves with each answer and the wall time. */
export async function fireWebhooks(base, webhookPath, runs, { timeoutMs = 120_000 } = {}) {
	const t0 = Date.now();
	const results = await Promise.all(
		Array.from({ length: runs }, async (_, i) => {
			const run = i + 1;
			const t = Date.now();
			try {
				const res = await fetch(`${base}/webhook/${webhookPath}`, {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify({ run }),
					signal: AbortSignal.timeout(timeoutMs),
				});
				const text = await res.text();
				let json;
				try {
					json = JSON.parse(text);
				} catch {
					json = undefined;
				}
				return { run, status: res.status, json, text, ms: Date.now() - t };
			} catch (e) {
				return { run, status: 0, text: e.message, ms: Date.now() - t };
			}
		}),
	);
	return { results, ms: Date.now() - t0 };
}

/**
 * Figures from the emulator's request log: API calls, 429 answers, refresh calls and how they were
 * answered. A refresh answered 400 is counted as invalid_grant (the emulator's only 400 for a
 * well-formed refresh request: the refresh token was revoked or unknown).
 */
export function tallyLog(log) {
	const api = log.filter((r) => r.path.startsWith('/v1/'));
	const refreshes = log.filter((r) => r.method === 'POST' && /\/login\/oauth2\/access_token$/.test(r.path) && r.form?.grant_type === 'refresh_token');
	return {
		apiCalls: api.length,
		creates: api.filter((r) => r.method === 'POST').length,
		lists: api.filter((r) => r.method === 'GET').length,
		status429: api.filter((r) => r.status === 429).length,
		status401: api.filter((r) => r.status === 401).length,
		refreshes: refreshes.length,
		refreshOk: refreshes.filter((r) => r.status === 200).length,
		invalidGrant: refreshes.filter((r) => r.status === 400).length,
	};
}

/** Snap's documented rate limit per access token, which the emulator enforces here. */
export const SNAP_RATE_LIMIT_PER_SECOND = 10;

/**
 * Everything for the load: a fresh user folder with the packed package installed, one emulator per
 * refresh-token rotation mode (rate limit on; the stored access token already expired), one credential
 * and one load workflow per emulator, and n8n started in `mode`; `refreshDelayMs` slows every refresh
 * answer down by that much. Returns { stack, work, rounds }, each
 * round with `fire()`: fires `runs` executions at once and resolves with the answers, the wall time,
 * the emulator's request log of the round and its tally.
 */
export async function prepareQueueLoad({ inst, tarball, mode = 'queue', rotations = ['rotate'], runs = 20, events = 50, refreshDelayMs = 0, cleanups, keep = false }) {
	const work = mkTmp(`snapchat-ads-queue-${mode}-`);
	if (!keep) cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
	else console.error(`(keeping ${work})`);
	const userFolder = path.join(work, 'user');
	fs.mkdirSync(userFolder);
	installTarball(userFolder, tarball);

	const { startEmulator, FIXTURES, ...mod } = await loadEmulator();
	const account = pickAccounts(FIXTURES, mod).batch;
	const rounds = [];
	for (const [i, rotation] of rotations.entries()) {
		const emulator = await startEmulator({ port: await freePort(), rateLimitPerSecond: SNAP_RATE_LIMIT_PER_SECOND, refreshTokenRotation: rotation, quiet: true });
		cleanups.push(() => emulator.close());
		const tokens = emulator.issueTokens();
		emulator.expireAccessToken(tokens.accessToken);
		const letter = String.fromCharCode(65 + i);
		const credential = { id: `queueSnapCred${letter}01`, name: `Snapchat Ads (queue ${rotation})` };
		const prefix = `Q${letter}`;
		const workflow = loadWorkflow({ id: `queueLoadFlow${letter}01`, webhookPath: `snapchat-ads-queue-${letter.toLowerCase()}`, credential, adAccountId: account, events, prefix });
		rounds.push({ rotation, emulator, tokens, account, prefix, runs, events, credential, workflow });
	}
	const stack = await startN8nQueue({
		inst,
		userFolder,
		work,
		mode,
		cleanups,
		credentials: rounds.map((r) => emulatorCredential({ ...r.credential, emulator: r.emulator, tokens: r.tokens })),
		workflows: rounds.map((r) => r.workflow),
	});
	for (const r of rounds) await waitForWebhook(stack.base, r.workflow.nodes[0].parameters.path);
	for (const r of rounds) {
		r.fire = async () => {
			r.emulator.clearLog();
			r.emulator.faults.clear();
			// A token endpoint as slow as a real one over the internet keeps the refresh in flight while
			// other executions find the token expired: the window in which concurrent refreshes race.
			if (refreshDelayMs) r.emulator.faults.delayNext({ count: runs, ms: refreshDelayMs, method: 'POST', pathPrefix: '/login/oauth2/access_token' });
			const fired = await fireWebhooks(stack.base, r.workflow.nodes[0].parameters.path, runs);
			const log = r.emulator.requestLog.slice();
			return { ...fired, log, tally: tallyLog(log) };
		};
	}
	return { stack, work, rounds };
}

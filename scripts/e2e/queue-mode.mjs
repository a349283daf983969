#!/usr/bin/env node
// Queue mode end to end (n8n 2.x): Postgres + Redis, n8n main + two workers sharing one user folder with
// the packed package, the emulator at Snap's 10 requests/second per token, the stored access token
// already expired. 20 executions fired at once through a production webhook, each creating 50 event
// details and listing them; then the same with the emulator revoking a refresh token once it is used
// (`rotate-revoke-old`). Part of `npm run e2e`; alone: `npm run e2e:queue [-- --no-build]`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { DEFAULT_N8N_VERSION, ensureN8n } from '../lib/n8n-install.mjs';
import { prepareQueueLoad } from '../lib/queue.mjs';
import { queueServicesAvailable } from '../lib/services.mjs';
import { check, eq, isMain, record, runStandalone } from './checks.mjs';

// The n8n version of the main and workers: the pinned 2.x (E2E_QUEUE_N8N_VERSION to try another by hand).
const VERSION = process.env.E2E_QUEUE_N8N_VERSION || DEFAULT_N8N_VERSION;
const RUNS = 20;
const EVENTS = 50;
const REFRESH_DELAY_MS = Number(process.env.E2E_QUEUE_REFRESH_DELAY_MS ?? 1000);
const TAG = '[queue mode] ';

/** Rows (fields joined by "\u001f") of a query against n8n's Postgres database. */
function sql(env, query) {
	const db = ['-h', env.DB_POSTGRESDB_HOST, '-p', env.DB_POSTGRESDB_PORT, '-U', env.DB_POSTGRESDB_USER, '-d', env.DB_POSTGRESDB_DATABASE];
	const r = spawnSync('psql', [...db, '-At', '-F', '\u001f', '-c', query], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
	if (r.status !== 0) throw new Error(`psql: ${r.stderr}`);
	return r.stdout.split('\n').filter(Boolean).map((l) => l.split('\u001f'));
}

/** Statuses n8n recorded for the executions of a workflow. */
const executionStatuses = (env, workflowId) =>
	Object.fromEntries(sql(env, `select status, count(*) from execution_entity where "workflowId" = '${workflowId}' group by status order by status`).map(([k, v]) => [k, Number(v)]));

/** The stored run data of the workflow's failed executions (n8n's serialized JSON, as text). */
const failedRunData = (env, workflowId) =>
	sql(env, `select d.data from execution_data d join execution_entity e on e.id = d."executionId" where e."workflowId" = '${workflowId}' and e.status = 'error'`).map(([d]) => d);

/** The human-readable strings (error messages, descriptions) in n8n's serialized run data. */
const sentences = (data) => {
	try {
		return JSON.parse(data).filter((x) => typeof x === 'string' && x.includes(' ') && x.length > 15).slice(0, 6);
	} catch {
		return [data.slice(0, 300)];
	}
};

const countBy = (list) => list.reduce((m, k) => ({ ...m, [k]: (m[k] ?? 0) + 1 }), {});

async function round(stack, r) {
	const R = `${TAG}${r.rotation}: `;
	const c = (name, fn) => check(`${R}${name}`, fn);
	// n8n 2.x refreshes under a lock per credential and re-reads the stored token; 1.x has no lock, so
	// when the old refresh token dies on use, refreshes that raced are refused. On 1.x that outcome is
	// expected and checked for what the user sees, not hidden.
	const race = r.rotation === 'rotate-revoke-old' && VERSION.startsWith('1.');
	const out = await r.fire();
	const { results, tally: t } = out;
	const ok = results.filter((x) => x.status === 200 && Array.isArray(x.json?.createdIds));
	const failed = results.filter((x) => !ok.includes(x));
	const workers = countBy(ok.map((x) => x.json.worker));
	console.log(
		`       ${RUNS} executions × ${EVENTS} creates in ${(out.ms / 1000).toFixed(1)} s: ${t.apiCalls} API calls (${t.creates} create, ${t.lists} list), ` +
			`429 ×${t.status429}, 401 ×${t.status401}, refresh ×${t.refreshes} (invalid_grant ×${t.invalidGrant}); executions per process ${JSON.stringify(workers)}` +
			(failed.length ? `; ${failed.length} failed` : ''),
	);
	if (!race) {
		await c(`${RUNS} executions fired at once through the webhook all answered 200 with their summary`, () =>
			failed.length ? `${failed.length} failed, e.g. run ${failed[0].run}: HTTP ${failed[0].status} ${String(failed[0].text).slice(0, 300)}` : true,
		);
	} else {
		await c(`n8n ${VERSION} has no refresh lock: ${t.invalidGrant} racing refresh(es) refused (invalid_grant), as many executions failed, each with a refresh-token error`, () => {
			if (failed.length !== t.invalidGrant) return `${failed.length} executions failed, ${t.invalidGrant} refreshes refused`;
			const texts = failedRunData(stack.env, r.workflow.id);
			if (texts[0]) console.log(`       what the user sees: ${sentences(texts[0]).slice(0, 2).join(' | ')}`);
			// The node's own message where it recognises the refusal; n8n 1.x's client-oauth2 text otherwise.
			const unexplained = texts.filter((d) => !/refused to refresh the access token|refresh token is\s+invalid/i.test(d));
			return unexplained.length ? `${unexplained.length} failed execution(s) without a refresh error: ${sentences(unexplained[0]).join(' | ')}` : true;
		});
	}
	const statuses = Object.fromEntries(Object.entries({ error: failed.length, success: ok.length }).filter(([, n]) => n > 0));
	await c(`n8n recorded ${RUNS} executions of the workflow: ${JSON.stringify(race ? statuses : { success: RUNS })}`, () =>
		eq(executionStatuses(stack.env, r.workflow.id), race ? statuses : { success: RUNS }, 'executions by status'),
	);
	const mine = r.emulator.eventDetails(r.account).filter((e) => e.event_name.startsWith(`${r.prefix}-r`));
	await c(`exactly ${EVENTS} events per successful execution exist (${ok.length * EVENTS}), none twice, each one the executions reported`, () => {
		const names = new Set(mine.map((e) => e.event_name));
		if (!race && ok.length !== RUNS) return `${ok.length} of ${RUNS} executions succeeded`;
		if (mine.length !== ok.length * EVENTS) return `${mine.length} events`;
		if (names.size !== mine.length) return `${mine.length - names.size} names twice`;
		for (const { run } of ok) for (let i = 1; i <= EVENTS; i++) if (!names.has(`${r.prefix}-r${run}-${i}`)) return `missing ${r.prefix}-r${run}-${i}`;
		const reported = ok.flatMap((x) => x.json.createdIds);
		const ids = new Set(mine.map((e) => e.id));
		return reported.length === ids.size && reported.every((id) => ids.has(id)) ? true : `${reported.length} ids reported by the executions, ${ids.size} stored`;
	});
	await c(`each successful execution's listing returned its own ${EVENTS} events`, () => {
		if (ok.length === 0 || (!race && ok.length !== RUNS)) return `${ok.length} of ${RUNS} executions answered`;
		const short = ok.filter((x) => x.json.listedMine !== EVENTS);
		return short.length ? `run ${short[0].run} listed ${short[0].json.listedMine} of its events` : true;
	});
	await c(`the expired token was refreshed (${t.refreshOk} refresh call(s) answered 200 for ${RUNS} executions)${race ? '' : ', none answered invalid_grant'}`, () => {
		if (t.refreshOk < 1) return 'no successful refresh';
		return race || t.invalidGrant === 0 ? true : `${t.invalidGrant} refresh call(s) answered invalid_grant`;
	});
	await c(`Snap's 10 requests/second limit answered 429 ${t.status429} time(s), all absorbed by the node's retries`, () => {
		if (t.status429 === 0) return 'no 429 at all: the load did not reach the rate limit, so retries were not exercised';
		return ok.length + (race ? t.invalidGrant : 0) === RUNS ? true : `${failed.length} executions failed`;
	});
	await c('both workers ran executions, the main process none', () => {
		const names = Object.keys(workers).sort();
		return eq(names, ['worker-1', 'worker-2'], 'processes that ran executions');
	});
	await c('no token or client secret in the logs of n8n main and workers', () => {
		const text = [stack.logs.main, ...stack.logs.workers].map((f) => fs.readFileSync(f, 'utf8')).join('\n');
		const tokens = out.log.flatMap((x) => [x.token, x.form?.refresh_token]).filter(Boolean);
		const leaks = [...new Set([...tokens, r.tokens.refreshToken, r.emulator.client.clientSecret])].filter((s) => text.includes(s));
		return leaks.length ? `${leaks.length} secret value(s) in the logs` : true;
	});
	return out;
}

/** Runs both rounds; `pending` is the background install of the 2.x version, if one runs. */
export async function runQueueMode({ tarball, pending, cleanups, keep = false }) {
	if (!queueServicesAvailable()) {
		record(false, `${TAG}Postgres and Redis are installed`, 'apt-get install -y postgresql redis-server (`.ci/run` does it as root), or E2E_QUEUE=0 to skip');
		return;
	}
	let inst;
	try {
		if (pending && (await pending).code !== 0) throw new Error(`n8n ${VERSION} did not install`);
		inst = ensureN8n({ version: VERSION, quiet: true, log: (m) => console.error(m) });
	} catch (e) {
		record(false, `${TAG}n8n ${VERSION} is installed`, e.message);
		return;
	}
	const t0 = Date.now();
	let load;
	await check(`${TAG}Postgres, Redis, n8n ${VERSION} main and 2 workers start on loopback, sharing the user folder with the packed package`, async () => {
		load = await prepareQueueLoad({ inst, tarball, rotations: ['rotate', 'rotate-revoke-old'], runs: RUNS, events: EVENTS, refreshDelayMs: REFRESH_DELAY_MS, cleanups, keep });
		console.log(`       started in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
	});
	if (!load) return;
	for (const r of load.rounds) await round(load.stack, r);
}

if (isMain(import.meta.url)) await runStandalone(({ tarball, cleanups }) => runQueueMode({ tarball, cleanups, keep: process.env.E2E_KEEP === '1' }));

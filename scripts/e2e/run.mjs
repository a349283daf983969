#!/usr/bin/env node
// End-to-end test: this package, packed with `npm pack`, installed as a community package into a REAL n8n
// (cached install, see n8n-install.mjs), driven headless with the n8n CLI against the local Snapchat API
// emulator. Prints one line per check and finally `N passed, M failed`.
//
//   npm run e2e                      build, pack, run all checks (and the editor check in Chromium)
//   npm run e2e -- --no-build        use the existing dist/
//   npm run e2e -- --no-editor       skip the headless-Chromium editor check (also E2E_EDITOR=0)
//   npm run e2e -- --break-n8n-path  run against a deliberately broken package (wrong paths in the
//                                    package.json `n8n` block): must FAIL
//   npm run e2e -- --break-n8n-path --expect-fail   exits 0 only if the broken package failed
//   E2E_N8N_VERSIONS=2.40.7,1.123.81 n8n versions to test (default: both; 2.40.7 only with --break-n8n-path)
//   E2E_KEEP=1                       keep the temp folders for inspection
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_N8N_VERSION, ensureN8n, existingInstall } from './n8n-install.mjs';
import {
	breakTarball,
	buildPackage,
	freePort,
	installTarball,
	killRunningN8nCli,
	mkTmp,
	n8nCli,
	n8nEnv,
	packPackage,
	parseRawOutput,
	writeJson,
} from './lib.mjs';
import { loadEmulator, pickAccounts } from './emulator.mjs';
import { CRED_ID, NAMES, WF, buildWorkflows, emulatorCredential } from './workflows.mjs';

const args = process.argv.slice(2);
const BREAK = args.includes('--break-n8n-path');
const EXPECT_FAIL = args.includes('--expect-fail');
const NO_BUILD = args.includes('--no-build');
const EDITOR = !args.includes('--no-editor') && process.env.E2E_EDITOR !== '0' && !BREAK;
const KEEP = process.env.E2E_KEEP === '1';
// n8n 1.x (1.123.81, the last 1.x line, run with the same registry Node 24) is on by default: it adds
// about 30 s warm; its one-time install runs in parallel with the 2.x checks.
export const DEFAULT_VERSIONS = `${DEFAULT_N8N_VERSION},1.123.81`;
// A broken package fails on any version: the broken-package check uses only the first unless told.
const VERSIONS = (process.env.E2E_N8N_VERSIONS || (BREAK ? DEFAULT_N8N_VERSION : DEFAULT_VERSIONS))
	.split(',')
	.map((v) => v.trim())
	.filter(Boolean);

const PAGE_SIZE = 50;
const SEEDED = 130; // > 2 pages of PAGE_SIZE
const BATCH_COUNT = 120;
const BATCH_SIZE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

let passed = 0;
let failed = 0;
const cleanups = []; // per suite (emulator, temp user folder); run after each suite
const finalCleanups = []; // the packed tarball's folder, background installs; run at the very end
const started = Date.now();

function record(ok, name, detail) {
	if (ok) {
		passed++;
		console.log(`ok   - ${name}`);
	} else {
		failed++;
		console.log(`FAIL - ${name}${detail ? `\n       ${String(detail).split('\n').join('\n       ')}` : ''}`);
	}
}

/** Runs one check; a thrown error or a returned string is a failure with that detail. */
async function check(name, fn) {
	try {
		const r = await fn();
		if (r === true || r === undefined) record(true, name);
		else record(false, name, r === false ? '' : r);
	} catch (e) {
		record(false, name, e?.stack || e);
	}
}

const eq = (actual, expected, what = 'value') =>
	JSON.stringify(actual) === JSON.stringify(expected) ? true : `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;

async function runCleanups(list = cleanups) {
	while (list.length) {
		const fn = list.pop();
		try {
			await fn();
		} catch (e) {
			console.error(`cleanup: ${e.message}`);
		}
	}
}

let exiting = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
	process.on(sig, async () => {
		if (exiting) return;
		exiting = true;
		console.error(`\n${sig}: cleaning up`);
		killRunningN8nCli();
		await runCleanups();
		await runCleanups(finalCleanups);
		process.exit(130);
	});
}

function nodeItems(run, name) {
	const task = run?.data?.resultData?.runData?.[name]?.[0];
	return task?.data?.main?.[0]?.map((i) => i.json);
}

function runError(res, run) {
	const x = { run, text: `${res.stdout}\n${res.stderr}` };
	if (res.status !== 0) return `exit ${res.status}: ${errorMessage(x) || tail(res)}`;
	if (!run) return `no run JSON in the output: ${tail(res)}`;
	const err = run.data?.resultData?.error;
	if (err) return `workflow error: ${errorMessage(x)}`;
	return undefined;
}

/** The node error message n8n printed for a failed run (the line after "Execution error:" and its rule). */
function errorMessage(x) {
	const err = x.run?.data?.resultData?.error;
	if (err?.message) return `${err.message}${err.description ? ` — ${err.description}` : ''}`;
	const all = [...x.text.matchAll(/Execution error:\n=+\n(.+)/g)].map((m) => m[1].trim()).filter((l) => l !== '{');
	return all.at(-1) ?? '';
}

const tail = (res) => `${res.stdout}\n${res.stderr}`.trim().split('\n').slice(-25).join('\n');

const reqToken = (r) => r.token ?? (r.headers?.authorization || r.headers?.Authorization || '').replace(/^Bearer\s+/i, '');
const isTokenCall = (r) => r.method === 'POST' && /\/login\/oauth2\/access_token$/.test(r.path);
const isApiCall = (r) => r.path.startsWith('/v1/');

/**
 * Starts the one-time installs of all missing n8n versions at once, in child processes, so that a cold
 * run installs 1.x while the 2.x checks run. Resolves per version with the installer's exit status.
 */
function prefetchInstalls(versions) {
	const installer = path.join(path.dirname(fileURLToPath(import.meta.url)), 'n8n-install.mjs');
	const pending = new Map();
	for (const version of versions) {
		if (existingInstall(version)) continue;
		console.error(`[e2e] n8n ${version} is not cached yet: installing it in the background (one time, a few minutes)`);
		pending.set(
			version,
			new Promise((resolve) => {
				const child = spawn(process.execPath, [installer, `--n8n-version=${version}`, '--quiet'], {
					stdio: ['ignore', 'ignore', 'pipe'],
					detached: true,
				});
				let err = '';
				child.stderr.on('data', (d) => (err += d));
				child.on('close', (code) => resolve({ code, err }));
				finalCleanups.push(() => {
					if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
				});
			}),
		);
	}
	return pending;
}

let installs = new Map();

async function suite(version, tarball) {
	const tag = VERSIONS.length > 1 ? `[n8n ${version}] ` : '';
	const c = async (name, fn) => check(`${tag}${name}`, fn);

	let inst;
	try {
		const pending = installs.get(version);
		if (pending) {
			const t0 = Date.now();
			const { code, err } = await pending;
			if (code !== 0) throw new Error(err.trim().split('\n').slice(-15).join('\n'));
			console.error(`[e2e] n8n ${version} installed (waited ${Math.round((Date.now() - t0) / 1000)} s)`);
		}
		inst = ensureN8n({ version, quiet: true, log: (m) => console.error(m) });
	} catch (e) {
		record(false, `${tag}n8n ${version} is installed`, e.message);
		return;
	}
	record(true, `${tag}n8n ${version} is installed (${inst.dir})`);

	const { startEmulator, FIXTURES, ...mod } = await loadEmulator();
	const accounts = pickAccounts(FIXTURES, mod);
	const emulator = await startEmulator({ port: await freePort(), maxPageSize: PAGE_SIZE, autoApprove: true, quiet: true });
	cleanups.push(() => emulator.close());

	const work = mkTmp(`snapchat-ads-e2e-${version}-`);
	if (!KEEP) cleanups.push(() => fs.rmSync(work, { recursive: true, force: true }));
	else console.error(`(keeping ${work})`);
	const userFolder = path.join(work, 'user');
	fs.mkdirSync(userFolder);

	await c('the packed tarball installs as a community package (.n8n/nodes/node_modules, no n8n-workflow copy)', () => {
		const dir = installTarball(userFolder, tarball);
		const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
		const manifest = JSON.parse(fs.readFileSync(path.join(userFolder, '.n8n', 'nodes', 'package.json'), 'utf8'));
		if (!manifest.dependencies?.[pkg.name]) return `.n8n/nodes/package.json does not list ${pkg.name}`;
		if (fs.existsSync(path.join(dir, 'src')) || fs.existsSync(path.join(dir, 'test'))) return 'the tarball ships source or tests';
		return true;
	});

	const env = n8nEnv(inst, { userFolder, port: await freePort(), brokerPort: await freePort() });

	// Seed a list bigger than two pages; issue tokens and expire the access token before n8n ever sees it.
	emulator.seedEventDetails(accounts.paged, SEEDED);
	const seededTotal = emulator.eventDetails(accounts.paged).length;
	const tokens = emulator.issueTokens();
	emulator.expireAccessToken(tokens.accessToken);

	const credFile = writeJson(work, 'credentials.json', [emulatorCredential({ emulator, tokens })]);
	const wfs = buildWorkflows({ accounts, batchCount: BATCH_COUNT, batchSize: BATCH_SIZE });
	const wfDir = path.join(work, 'workflows');
	fs.mkdirSync(wfDir);
	for (const key of ['main', 'batch', 'badTime', 'badName']) writeJson(wfDir, `${key}.json`, wfs[key]);

	try {
		await n8nCli(inst, env, ['import:credentials', `--input=${credFile}`]);
		await n8nCli(inst, env, ['import:workflow', '--separate', `--input=${wfDir}`]);
		record(true, `${tag}n8n imports the credential (expired access token, emulator URLs) and the workflows`);
	} catch (e) {
		record(false, `${tag}n8n imports the credential and the workflows`, e.message);
		return;
	}

	const execute = async (id) => {
		emulator.clearLog();
		const res = await n8nCli(inst, env, ['execute', `--id=${id}`, '--rawOutput'], { allowFail: true });
		const log = emulator.requestLog.slice();
		return { res, run: parseRawOutput(res.stdout), log, text: `${res.stdout}\n${res.stderr}` };
	};

	// ---- main workflow: create (3 time cases), get, list all / limit, delete ----
	const main = await execute(WF.main);
	const mainErr = runError(main.res, main.run);
	await c(`main workflow runs in n8n (${(main.res.ms / 1000).toFixed(1)} s)`, () => mainErr ?? true);

	const berlin = nodeItems(main.run, NAMES.createBerlin)?.[0];
	await c('create: wall-clock 2026-07-15T10:00 in Europe/Berlin (summer, UTC+2) → event_start_time 2026-07-15T08:00:00.000Z', () => {
		if (!berlin) return 'no output item';
		if (!UUID.test(berlin.id)) return `id ${berlin.id} is not a UUID`;
		return (
			[eq(berlin.event_start_time, '2026-07-15T08:00:00.000Z', 'event_start_time'), eq(berlin.event_time_zone, 'Europe/Berlin', 'event_time_zone'), eq(berlin.ad_account_id, accounts.berlin, 'ad_account_id')].find(
				(x) => x !== true,
			) ?? true
		);
	});
	await c('create: the request body carried the UTC instant, not the wall-clock time', () => {
		const post = main.log.find((r) => r.method === 'POST' && r.path === `/v1/adaccounts/${accounts.berlin}/event_details` && r.status < 300);
		const sent = post?.body?.event_details?.[0]?.event_start_time;
		if (!sent) return 'no successful create request in the emulator log';
		return Date.parse(sent) === Date.parse('2026-07-15T08:00:00Z') && /(Z|[+-]00:?00)$/.test(sent) ? true : `sent ${sent}`;
	});
	await c('create: explicit offset 2026-11-20T18:30:00-05:00 → 2026-11-20T23:30:00.000Z', () => {
		const it = nodeItems(main.run, NAMES.createOffset)?.[0];
		return it ? eq(it.event_start_time, '2026-11-20T23:30:00.000Z', 'event_start_time') : 'no output item';
	});
	await c('create: wall-clock 2027-01-10T09:00 with Ad Account Default is read in the ad account zone (Los Angeles, UTC-8) → 17:00Z', () => {
		const it = nodeItems(main.run, NAMES.createWorkflowTz)?.[0];
		return it ? eq(it.event_start_time, '2027-01-10T17:00:00.000Z', 'event_start_time') : 'no output item';
	});
	await c('get: returns the created event', () => {
		const got = nodeItems(main.run, NAMES.get);
		if (!got?.length) return 'no output item';
		return eq({ n: got.length, id: got[0].id, t: got[0].event_start_time, name: got[0].event_name }, { n: 1, id: berlin?.id, t: berlin?.event_start_time, name: berlin?.event_name }, 'get output');
	});
	const listCalls = main.log.filter((r) => r.method === 'GET' && r.path === `/v1/adaccounts/${accounts.paged}/event_details`);
	await c(`get many, Return All: all ${seededTotal} events of the account across ${Math.ceil(seededTotal / PAGE_SIZE)} pages`, () => {
		const all = nodeItems(main.run, NAMES.getAll);
		if (!all) return 'no output';
		const ids = new Set(all.map((e) => e.id));
		if (all.length !== seededTotal) return `got ${all.length} items, expected ${seededTotal}`;
		if (ids.size !== all.length) return `${all.length - ids.size} duplicate ids`;
		const expected = new Set(emulator.eventDetails(accounts.paged).map((e) => e.id));
		if ([...ids].some((id) => !expected.has(id))) return 'items that are not in the account';
		const pages = Math.ceil(seededTotal / PAGE_SIZE);
		const ok = listCalls.filter((r) => r.status === 200).length;
		// Return All fetched `pages` pages; the limited call after it fetched one.
		return ok === pages + 1 ? true : `${ok} successful list requests, expected ${pages} (Return All) + 1 (limit 7)`;
	});
	await c('get many, Limit 7: 7 items from one page request', () => {
		const some = nodeItems(main.run, NAMES.getLimit);
		return some ? eq(some.length, 7, 'items') : 'no output';
	});
	await c('delete: outputs { id, deleted: true } and the event is gone from the emulator', () => {
		const del = nodeItems(main.run, NAMES.delete);
		if (!del?.length) return 'no output item';
		const r = eq(del, [{ id: berlin?.id, deleted: true }], 'delete output');
		if (r !== true) return r;
		const call = main.log.find((x) => x.method === 'DELETE' && x.path === `/v1/event_details/${berlin.id}`);
		if (!call || call.status >= 300) return `DELETE request ${call ? `answered ${call.status}` : 'missing'}`;
		return emulator.eventDetails(accounts.berlin).some((e) => e.id === berlin.id) ? 'still stored in the emulator' : true;
	});

	// ---- OAuth2: the expired token ----
	const firstApi = main.log.findIndex(isApiCall);
	const refreshIdx = main.log.findIndex(isTokenCall);
	await c("OAuth2: the first API call used the expired token and got the contract's 401 (WWW-Authenticate Bearer invalid_token)", () => {
		const r = main.log[firstApi];
		if (!r) return 'no API call reached the emulator';
		if (reqToken(r) !== tokens.accessToken) return 'first call did not use the stored (expired) token';
		return r.status === 401 ? true : `first call answered ${r.status}`;
	});
	let newToken;
	await c('OAuth2: n8n refreshed at the emulator token URL with grant_type=refresh_token, client_id and client_secret in the form body, no Basic header', () => {
		const r = main.log[refreshIdx];
		if (!r) return 'no token request';
		if (refreshIdx < firstApi) return 'token request before the first API call';
		const f = r.form || {};
		const errs = [];
		if (f.grant_type !== 'refresh_token') errs.push(`grant_type=${f.grant_type}`);
		if (f.refresh_token !== tokens.refreshToken) errs.push('refresh_token is not the stored one');
		if (f.client_id !== emulator.client.clientId) errs.push(`client_id=${f.client_id}`);
		if (f.client_secret !== emulator.client.clientSecret) errs.push('client_secret missing/wrong in the body');
		const authz = r.headers?.authorization || r.headers?.Authorization;
		if (authz) errs.push(`Authorization header sent: ${String(authz).split(' ')[0]} …`);
		if (r.status !== 200) errs.push(`answered ${r.status}`);
		return errs.length ? errs.join('; ') : true;
	});
	await c('OAuth2: the call was repeated with the new token and succeeded', () => {
		const first = main.log[firstApi];
		const retry = main.log.slice(refreshIdx + 1).find(isApiCall);
		if (!retry || !first) return 'no repeated call';
		if (retry.method !== first.method || retry.path !== first.path) return `next call was ${retry.method} ${retry.path}`;
		newToken = reqToken(retry);
		if (!newToken || newToken === tokens.accessToken) return 'repeated with the old token';
		return retry.status < 300 ? true : `repeated call answered ${retry.status}`;
	});
	await c('OAuth2: exactly one refresh in the run, then every call used the new token', () => {
		const n = main.log.filter(isTokenCall).length;
		if (n !== 1) return `${n} token requests`;
		const later = main.log.slice(refreshIdx + 1).filter(isApiCall);
		return later.every((r) => reqToken(r) === newToken) ? true : 'a later call used another token';
	});
	await c('OAuth2: n8n stored the new token in the credential (export:credentials --decrypted)', async () => {
		const out = path.join(work, 'exported.json');
		await n8nCli(inst, env, ['export:credentials', `--id=${CRED_ID}`, '--decrypted', `--output=${out}`]);
		const [cred] = JSON.parse(fs.readFileSync(out, 'utf8'));
		fs.rmSync(out);
		const stored = cred?.data?.oauthTokenData?.access_token;
		if (!stored) return 'no oauthTokenData.access_token';
		return stored === newToken ? true : 'stored token is not the refreshed one';
	});

	// ---- batching (also: the stored token is reused, no second refresh) ----
	const batch = await execute(WF.batch);
	const batchErr = runError(batch.res, batch.run);
	await c(`batch workflow runs (${(batch.res.ms / 1000).toFixed(1)} s)`, () => batchErr ?? true);
	await c(`batching: ${BATCH_COUNT} items with batch size ${BATCH_SIZE} → ${Math.ceil(BATCH_COUNT / BATCH_SIZE)} create calls`, () => {
		const posts = batch.log.filter((r) => r.method === 'POST' && r.path === `/v1/adaccounts/${accounts.batch}/event_details`);
		const sizes = posts.map((r) => r.body?.event_details?.length);
		const want = [];
		for (let left = BATCH_COUNT; left > 0; left -= BATCH_SIZE) want.push(Math.min(BATCH_SIZE, left));
		return eq(sizes, want, 'items per create call');
	});
	await c(`batching: ${BATCH_COUNT} output items in input order`, () => {
		const out = nodeItems(batch.run, NAMES.batch);
		if (!out) return 'no output';
		if (out.length !== BATCH_COUNT) return `${out.length} items`;
		const bad = out.findIndex((e, i) => e.event_name !== `E2E batch event ${i + 1}` || !UUID.test(e.id));
		return bad === -1 ? true : `item ${bad}: ${JSON.stringify(out[bad])}`;
	});
	await c('OAuth2: a second run reuses the stored token (no refresh)', () => {
		const n = batch.log.filter(isTokenCall).length;
		if (n) return `${n} token requests`;
		return batch.log.filter(isApiCall).every((r) => reqToken(r) === newToken && r.status !== 401) ? true : 'a call used another token or got 401';
	});

	// ---- get after delete: its own run, must fail clearly ----
	if (berlin?.id) {
		const { getDeleted } = buildWorkflows({ accounts, deletedId: berlin.id });
		const file = writeJson(work, 'get-deleted.json', getDeleted);
		await n8nCli(inst, env, ['import:workflow', `--input=${file}`]);
		const gd = await execute(WF.getDeleted);
		await c('get after delete: the run fails with a clear "not found / deleted" error from a 404', () => {
			if (gd.res.status === 0 && !gd.run?.data?.resultData?.error) return 'the run succeeded';
			const call = gd.log.find((r) => r.method === 'GET' && r.path === `/v1/event_details/${berlin.id}`);
			if (!call) return 'no GET request';
			if (call.status !== 404) return `emulator answered ${call.status}`;
			return /not found|deleted/i.test(errorMessage(gd)) ? true : `error text: ${tail(gd.res)}`;
		});
		console.log(`       error: ${errorMessage(gd)}`);
	} else {
		record(false, `${tag}get after delete: the run fails with a clear error`, 'no created event to delete');
	}

	// ---- bad input: clear error, no request ----
	const badTime = await execute(WF.badTime);
	await c('bad input: start time 2027-03-28T02:30 in Europe/Berlin (skipped by DST) fails naming "Event Start Time" and the item; no request sent', () => {
		if (badTime.res.status === 0 && !badTime.run?.data?.resultData?.error) return 'the run succeeded';
		if (badTime.log.length) return `${badTime.log.length} requests reached the emulator`;
		const msg = errorMessage(badTime);
		if (!/Event Start Time/.test(msg)) return `error does not name the field: ${msg || tail(badTime.res)}`;
		return /item/i.test(msg) ? true : `error does not name the item: ${msg}`;
	});
	console.log(`       error: ${errorMessage(badTime)}`);
	const badName = await execute(WF.badName);
	await c('bad input: empty Event Name fails naming "Event Name"; no request sent', () => {
		if (badName.res.status === 0 && !badName.run?.data?.resultData?.error) return 'the run succeeded';
		if (badName.log.length) return `${badName.log.length} requests reached the emulator`;
		const msg = errorMessage(badName);
		return /Event Name/.test(msg) ? true : `error does not name the field: ${msg || tail(badName.res)}`;
	});
	console.log(`       error: ${errorMessage(badName)}`);
	await c('no token, secret or Authorization header in any n8n output', () => {
		const all = [main, batch, badTime, badName].map((x) => x.text).join('\n');
		const leaks = [tokens.refreshToken, emulator.client.clientSecret, newToken].filter((s) => s && all.includes(s));
		return leaks.length ? `${leaks.length} secret value(s) printed` : true;
	});

	return { inst, emulator, accounts };
}

async function main() {
	console.log(`e2e: ${BREAK ? 'BROKEN package (n8n block paths corrupted) — this run must fail' : 'packed package in a real n8n'}; n8n ${VERSIONS.join(', ')}`);
	installs = prefetchInstalls(VERSIONS);
	const tmp = mkTmp('snapchat-ads-e2e-pack-');
	finalCleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));
	if (!NO_BUILD) {
		try {
			buildPackage();
		} catch (e) {
			record(false, 'npm run build', e.message);
			return;
		}
	}
	let tarball;
	try {
		tarball = packPackage(tmp);
		if (BREAK) tarball = breakTarball(tarball, tmp);
		record(true, `npm pack → ${path.basename(tarball)}`);
	} catch (e) {
		record(false, 'npm pack', e.message);
		return;
	}
	const runEditor = async () => {
		const { runEditorCheck } = await import('./editor-check.mjs');
		try {
			await runEditorCheck({ tarball, record, cleanups });
		} catch (e) {
			record(false, 'editor check crashed', e?.stack || e);
		}
		await runCleanups();
	};
	// The editor check (n8n 2.x) runs right after the first version's checks, so that on a cold machine
	// the other versions keep installing in the background meanwhile.
	for (const [i, version] of VERSIONS.entries()) {
		try {
			await suite(version, tarball);
		} catch (e) {
			record(false, `suite for n8n ${version} crashed`, e?.stack || e);
		}
		await runCleanups();
		if (i === 0 && EDITOR) await runEditor();
	}
}

try {
	await main();
} catch (e) {
	record(false, 'e2e crashed', e?.stack || e);
} finally {
	await runCleanups();
	await runCleanups(finalCleanups);
}
console.error(`(e2e took ${Math.round((Date.now() - started) / 1000)} s)`);
console.log(`${passed} passed, ${failed} failed`);
if (EXPECT_FAIL) {
	if (failed > 0) console.log('expected failure: the broken package was rejected (exit 0)');
	else console.log('UNEXPECTED: the broken package passed every check (exit 1)');
	process.exit(failed > 0 ? 0 : 1);
}
process.exit(failed > 0 ? 1 : 0);

// Event Detail create (three start-time cases), get, list (all pages / limit), delete in one workflow, and
// the OAuth2 refresh of the expired stored access token that its first call triggers.
import fs from 'node:fs';
import path from 'node:path';
import { CRED_ID } from '../../lib/credential.mjs';
import { n8nCli } from '../../lib/n8n.mjs';
import { eq, isApiCall, isTokenCall, nodeItems, reqToken, runError, UUID } from '../checks.mjs';
import { chain, rl, snapNode } from '../workflow.mjs';

const WF_ID = 'e2eMainFlow00001';
const SEEDED = 130; // > 2 pages of the emulator's page size (50)

const NAMES = {
	createBerlin: 'Create Berlin wall clock',
	createOffset: 'Create with offset',
	createWorkflowTz: 'Create in workflow time zone',
	get: 'Get created event',
	getAll: 'Get many (return all)',
	getLimit: 'Get many (limit 7)',
	delete: 'Delete created event',
};

function workflows({ accounts }) {
	const createdId = `={{ $('${NAMES.createBerlin}').first().json.id }}`;
	const once = { executeOnce: true };
	const nodes = [
		snapNode(
			NAMES.createBerlin,
			{
				operation: 'create',
				adAccountId: rl(accounts.berlin),
				eventName: 'E2E summer sale (Berlin wall clock)',
				eventStartTime: '2026-07-15T10:00:00',
				eventTimeZone: 'Europe/Berlin',
			},
			[220, 0],
		),
		snapNode(
			NAMES.createOffset,
			{
				operation: 'create',
				adAccountId: rl(accounts.la),
				eventName: 'E2E launch (explicit offset)',
				eventStartTime: '2026-11-20T18:30:00-05:00',
				eventTimeZone: 'America/New_York',
			},
			[440, 0],
			once,
		),
		snapNode(
			NAMES.createWorkflowTz,
			{
				operation: 'create',
				adAccountId: rl(accounts.la),
				eventName: 'E2E ad account time zone (Los Angeles, winter)',
				eventStartTime: '2027-01-10T09:00:00',
				eventTimeZone: 'accountDefault',
			},
			[660, 0],
			once,
		),
		snapNode(NAMES.get, { operation: 'get', eventDetailId: rl(createdId) }, [880, 0], once),
		snapNode(NAMES.getAll, { operation: 'getAll', adAccountId: rl(accounts.paged), returnAll: true }, [1100, 0], once),
		snapNode(NAMES.getLimit, { operation: 'getAll', adAccountId: rl(accounts.paged), returnAll: false, limit: 7 }, [1320, 0], once),
		snapNode(NAMES.delete, { operation: 'delete', eventDetailId: rl(createdId) }, [1540, 0], once),
	];
	return [chain(WF_ID, 'E2E: create, get, list, delete', nodes, { timezone: 'America/Los_Angeles' })];
}

async function run(ctx) {
	const { c, emulator, accounts, tokens, pageSize } = ctx;
	// Seeded before the run: a list bigger than two pages.
	emulator.seedEventDetails(accounts.paged, SEEDED);
	const seededTotal = emulator.eventDetails(accounts.paged).length;

	const main = await ctx.execute(WF_ID);
	const mainErr = runError(main.res, main.run);
	await c(`main workflow runs in n8n (${(main.res.ms / 1000).toFixed(1)} s)`, () => mainErr ?? true);

	const berlin = nodeItems(main.run, NAMES.createBerlin)?.[0];
	ctx.shared.createdId = berlin?.id;
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
	await c(`get many, Return All: all ${seededTotal} events of the account across ${Math.ceil(seededTotal / pageSize)} pages`, () => {
		const all = nodeItems(main.run, NAMES.getAll);
		if (!all) return 'no output';
		const ids = new Set(all.map((e) => e.id));
		if (all.length !== seededTotal) return `got ${all.length} items, expected ${seededTotal}`;
		if (ids.size !== all.length) return `${all.length - ids.size} duplicate ids`;
		const expected = new Set(emulator.eventDetails(accounts.paged).map((e) => e.id));
		if ([...ids].some((id) => !expected.has(id))) return 'items that are not in the account';
		const pages = Math.ceil(seededTotal / pageSize);
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

	await oauthChecks(ctx, main.log, tokens);
}

/** The stored access token was expired before n8n saw it: the first call of the run must refresh it. */
async function oauthChecks(ctx, log, tokens) {
	const { c, emulator } = ctx;
	const firstApi = log.findIndex(isApiCall);
	const refreshIdx = log.findIndex(isTokenCall);
	await c("OAuth2: the first API call used the expired token and got the contract's 401 (WWW-Authenticate Bearer invalid_token)", () => {
		const r = log[firstApi];
		if (!r) return 'no API call reached the emulator';
		if (reqToken(r) !== tokens.accessToken) return 'first call did not use the stored (expired) token';
		return r.status === 401 ? true : `first call answered ${r.status}`;
	});
	await c('OAuth2: n8n refreshed at the emulator token URL with grant_type=refresh_token, client_id and client_secret in the form body, no Basic header', () => {
		const r = log[refreshIdx];
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
	let newToken;
	await c('OAuth2: the call was repeated with the new token and succeeded', () => {
		const first = log[firstApi];
		const retry = log.slice(refreshIdx + 1).find(isApiCall);
		if (!retry || !first) return 'no repeated call';
		if (retry.method !== first.method || retry.path !== first.path) return `next call was ${retry.method} ${retry.path}`;
		newToken = reqToken(retry);
		if (!newToken || newToken === tokens.accessToken) return 'repeated with the old token';
		return retry.status < 300 ? true : `repeated call answered ${retry.status}`;
	});
	ctx.shared.newToken = newToken;
	await c('OAuth2: exactly one refresh in the run, then every call used the new token', () => {
		const n = log.filter(isTokenCall).length;
		if (n !== 1) return `${n} token requests`;
		const later = log.slice(refreshIdx + 1).filter(isApiCall);
		return later.every((r) => reqToken(r) === newToken) ? true : 'a later call used another token';
	});
	await c('OAuth2: n8n stored the new token in the credential (export:credentials --decrypted)', async () => {
		const out = path.join(ctx.work, 'exported.json');
		await n8nCli(ctx.inst, ctx.env, ['export:credentials', `--id=${CRED_ID}`, '--decrypted', `--output=${out}`]);
		const [cred] = JSON.parse(fs.readFileSync(out, 'utf8'));
		fs.rmSync(out);
		const stored = cred?.data?.oauthTokenData?.access_token;
		if (!stored) return 'no oauthTokenData.access_token';
		return stored === newToken ? true : 'stored token is not the refreshed one';
	});
}

export default { name: 'event-detail-crud', workflows, run };

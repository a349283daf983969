// The "Snapchat Ads MCP server" example in a real n8n 2.x (issue 36, 4): the example imported with the
// e2e credential and a Bearer credential, published before `n8n start`, then driven by the official
// MCP SDK client (`@modelcontextprotocol/sdk`) against the emulator. Checks: the client lists the
// example's tools (names, manual descriptions, one described argument per `$fromAI` key); calls the
// reads (ad accounts, campaigns, stats by day and country, a month of 50 campaigns by entity) and gets compact items; pages through 300
// paused campaigns with page_cursor and counts them with count_only; a preview sends
// nothing, a create sends one Paused campaign and a duplicate only Paused entities; a resume over the owner's Limits is a tool
// error naming the limit; a node error reaches the client as a tool error with
// the node's message; the same over SSE; a client without the token is refused; no token or secret
// in any answer. n8n 1.x is skipped (the example uses the trigger's version 2).
import fs from 'node:fs';
import path from 'node:path';
import { mcpBearerCredential } from '../../lib/credential.mjs';
import { answerJson, answerText, connectMcp, exampleTools, mcpWorkflow, waitForMcp } from '../../lib/mcp.mjs';
import { activateArgs, n8nCli, startN8nServer, writeJson } from '../../lib/n8n.mjs';
import { isApiCall } from '../checks.mjs';

const WF_ID = 'e2eMcpServer0001';
const MCP_PATH = 'e2e-snapchat-ads';
const TOKEN = 'e2e-mcp-bearer-token-0f3a9c1d7b2e4a6f';
// Fixtures (test/emulator/adsFixtures.ts): "Summer Sale US" of Acme US (Los Angeles).
const CAMPAIGN = 'ca000001-1111-4a11-8a11-000000000001';
const AD_SQUAD = 'ad5a0002-1111-4a11-8a11-000000000002';
const STATS_ARGS = { campaign_id: CAMPAIGN, start_date: '2025-03-08', end_date: '2025-03-10' };

const workflows = ({ version }) => (version.startsWith('1.') ? [] : [mcpWorkflow({ id: WF_ID, mcpPath: MCP_PATH })]);

async function run(ctx) {
	const { c, version, inst, env, work, emulator, accounts, tokens } = ctx;
	if (version.startsWith('1.')) {
		console.log(`skip - ${ctx.tag}mcp: the example uses the MCP Server Trigger version 2 (n8n 2.x)`);
		return;
	}
	const credFile = writeJson(work, 'mcp-credential.json', [mcpBearerCredential({ token: TOKEN })]);
	await n8nCli(inst, env, ['import:credentials', `--input=${credFile}`]);
	const args = activateArgs(version, WF_ID);
	const published = await n8nCli(inst, env, args, { allowFail: true });
	await c('mcp: the example is published from the CLI before n8n starts', () => published.status === 0 || `n8n ${args.join(' ')}: ${published.stderr.slice(-1500)}`);
	if (published.status !== 0) return;

	const url = `http://127.0.0.1:${env.N8N_PORT}/mcp/${MCP_PATH}`;
	const logFile = path.join(work, 'n8n-mcp.log');
	const answers = [];
	const call = async (client, name, args = {}) => {
		const result = await client.callTool({ name, arguments: args });
		answers.push(answerText(result));
		return result;
	};
	let server;
	let client;
	try {
		server = await startN8nServer(inst, env, { logFile });
		let tools = [];
		await c('mcp: the SDK client lists the example\'s tools over streamable HTTP', async () => {
			({ client, tools } = await waitForMcp(url, { token: TOKEN }));
			const expected = exampleTools();
			const names = tools.map((t) => t.name).sort();
			if (JSON.stringify(names) !== JSON.stringify([...expected.keys()].sort())) return `tools ${JSON.stringify(names)}, expected ${JSON.stringify([...expected.keys()].sort())}`;
			if (names.some((n) => /delete/i.test(n))) return 'a delete tool is offered';
			for (const tool of tools) {
				const want = expected.get(tool.name);
				if (tool.description !== want.description) return `${tool.name}: description ${JSON.stringify(tool.description)}`;
				const props = tool.inputSchema?.properties ?? {};
				if (JSON.stringify(Object.keys(props).sort()) !== JSON.stringify(want.keys)) return `${tool.name}: arguments ${Object.keys(props)}, expected ${want.keys}`;
				for (const [key, schema] of Object.entries(props)) {
					if (!schema.type || !/e\.g\. /.test(schema.description ?? '')) return `${tool.name}.${key}: no type or no example in ${JSON.stringify(schema)}`;
				}
			}
			const stats = tools.find((t) => t.name === 'get_campaign_stats');
			return stats.inputSchema.properties.start_date.type === 'string' || `start_date: ${JSON.stringify(stats.inputSchema.properties.start_date)}`;
		});
		if (!client) return;

		await c('mcp: list_ad_accounts answers compact items (ID, name, currency, Ads Manager link)', async () => {
			const result = await call(client, 'list_ad_accounts');
			const items = answerJson(result);
			if (result.isError || !Array.isArray(items)) return `answer: ${answerText(result).slice(0, 500)}`;
			const la = items.find((a) => a.id === accounts.la);
			if (!la) return `no ${accounts.la} in ${JSON.stringify(items.map((a) => a.id))}`;
			return (la.ads_manager_url === `https://ads.snapchat.com/${accounts.la}` && la.currency === 'USD') || JSON.stringify(la);
		});
		await c('mcp: list_campaigns with a status filter answers the paused campaigns only, compact', async () => {
			const items = answerJson(await call(client, 'list_campaigns', { ad_account_id: accounts.la, status: 'paused', page_cursor: '', count_only: false }));
			if (!Array.isArray(items) || items.length === 0) return `answer: ${answers.at(-1).slice(0, 500)}`;
			if (!items.every((i) => i.status === 'PAUSED')) return `statuses ${items.map((i) => i.status)}`;
			return items.every((i) => Object.keys(i).every((k) => !k.endsWith('_micro'))) || 'a _micro field in a compact item';
		});
		await c('mcp: list_campaigns pages through 300 paused campaigns (more, next_cursor, page_cursor) and count_only counts them (issue 47, point 2)', async () => {
			const paused = () => emulator.ads.campaigns(accounts.la).filter((x) => x.status === 'PAUSED');
			// Removed again at the end, so the scenarios after this one see the fixtures' campaigns only.
			const added = [];
			for (let k = paused().length; k < 300; k++) added.push(emulator.ads.addCampaign(accounts.la, { name: `MCP paging ${k}`, status: 'PAUSED' }).id);
			try {
				const seen = new Set();
				let cursor = '';
				let read = 0;
				while (read < 5) {
					const items = answerJson(await call(client, 'list_campaigns', { ad_account_id: accounts.la, status: 'paused', page_cursor: cursor, count_only: false }));
					read++;
					if (!Array.isArray(items) || items.length === 0) return `answer ${read}: ${answers.at(-1).slice(0, 500)}`;
					for (const item of items) seen.add(item.id);
					const last = items.at(-1);
					if (last.more !== true) break;
					cursor = last.next_cursor;
				}
				if (seen.size !== 300 || read !== 3) return `${seen.size} paused campaigns in ${read} answers, expected 300 in 3`;
				const [counted] = [answerJson(await call(client, 'list_campaigns', { ad_account_id: accounts.la, status: 'paused', page_cursor: '', count_only: true }))].flat();
				return counted?.count === 300 || `count_only: ${answers.at(-1).slice(0, 300)}`;
			} finally {
				for (const id of added) emulator.ads.remove(id);
			}
		});
		await c('mcp: get_campaign_stats gives one compact row per day and country', async () => {
			const byDay = answerJson(await call(client, 'get_campaign_stats', { ...STATS_ARGS, split: 'none' }));
			if (!Array.isArray(byDay) || byDay.map((r) => r.date).join() !== '2025-03-08,2025-03-09,2025-03-10') return `by day: ${answers.at(-1).slice(0, 500)}`;
			if (byDay.some((r) => 'spend_micro' in r || 'granularity' in r)) return `not compact: ${JSON.stringify(byDay[0])}`;
			const byCountry = answerJson(await call(client, 'get_campaign_stats', { ...STATS_ARGS, split: 'country' }));
			if (!Array.isArray(byCountry) || !byCountry.every((r) => typeof r.country === 'string')) return `by country: ${answers.at(-1).slice(0, 500)}`;
			return byCountry.length > byDay.length || `${byCountry.length} country rows for ${byDay.length} days`;
		});
		await c('mcp: get_spend_and_results_by_entity answers a month of 50 campaigns, each day, in one answer of at most 10,000 tokens (issue 47, 3)', async () => {
			const added = [];
			for (let k = emulator.ads.campaigns(accounts.la).length; k < 50; k++) added.push(emulator.ads.addCampaign(accounts.la, { name: `MCP month ${k}` }).id);
			try {
				emulator.clearLog();
				const args = { ad_account_id: accounts.la, level: 'campaign', start_date: '2025-03-01', end_date: '2025-03-30', result: 'purchases', per_day: 'inside' };
				const rows = answerJson(await call(client, 'get_spend_and_results_by_entity', args));
				const api = emulator.requestLog.filter(isApiCall);
				if (!Array.isArray(rows) || rows.length !== 50 || !rows.every((r) => r.daily_spend?.length === 30 && r.currency === 'USD')) return `answer: ${answers.at(-1).slice(0, 500)}`;
				const tokens = Math.ceil(answers.at(-1).length / 4);
				return (api.length <= 3 && tokens <= 10_000) || `${api.length} requests, about ${tokens} tokens`;
			} finally {
				for (const id of added) emulator.ads.remove(id);
			}
		});
		const createArgs = { ad_account_id: accounts.la, name: 'MCP e2e campaign', start_time: '2031-06-01T09:00', daily_spend_cap: 50 };
		await c('mcp: preview_campaign sends nothing to Snapchat; create_paused_campaign creates one Paused campaign', async () => {
			emulator.clearLog();
			const preview = await call(client, 'preview_campaign', createArgs);
			if (preview.isError) return `preview: ${answerText(preview).slice(0, 500)}`;
			const writes = () => emulator.requestLog.filter((r) => isApiCall(r) && r.method !== 'GET');
			if (writes().length) return `the preview sent ${writes().map((r) => `${r.method} ${r.path}`)}`;
			const created = await call(client, 'create_paused_campaign', createArgs);
			const [campaign] = [answerJson(created)].flat();
			if (created.isError || !campaign?.id) return `create: ${answerText(created).slice(0, 500)}`;
			const posts = writes();
			if (posts.length !== 1 || posts[0].body?.campaigns?.[0]?.status !== 'PAUSED') return `writes: ${JSON.stringify(posts.map((r) => [r.method, r.path, r.body]))}`;
			return campaign.status === 'PAUSED' || `status ${campaign.status}`;
		});
		await c('mcp: duplicate_ad_squad_paused copies the ad squad for other countries, the copy Paused', async () => {
			emulator.clearLog();
			const result = await call(client, 'duplicate_ad_squad_paused', { ad_account_id: accounts.la, ad_squad_id: AD_SQUAD, countries: 'DE, AT', end_time: '2031-12-31T23:00' });
			if (result.isError) return `answer: ${answerText(result).slice(0, 500)}`;
			const creates = emulator.requestLog.filter((r) => isApiCall(r) && r.method === 'POST');
			if (creates.length === 0) return 'nothing was created';
			// The copied ad squad is Paused, so nothing in it delivers; its ads keep their own status (issue 37,
			// point 1), so resuming the copy later behaves as the original did.
			const squads = creates.filter((r) => /\/adsquads$/.test(r.path)).flatMap((r) => r.body?.adsquads ?? []);
			return (squads.length > 0 && squads.every((e) => e?.status === 'PAUSED')) || `ad squad statuses sent: ${JSON.stringify(squads.map((e) => e?.status))}`;
		});
		await c('mcp: resume_campaign over the owner\'s Limits is a tool error naming the limit, nothing written (issue 47, point 1)', async () => {
			const over = emulator.ads.addCampaign(accounts.la, { name: 'MCP over the limit', status: 'PAUSED', end_time: '2031-12-31T23:00:00.000Z' });
			emulator.ads.addAdSquad(over.id, { status: 'ACTIVE', daily_budget_micro: 300_000_000 });
			try {
				emulator.clearLog();
				const result = await call(client, 'resume_campaign', { ad_account_id: accounts.la, campaign_id: over.id });
				const text = answerText(result);
				const writes = emulator.requestLog.filter((r) => isApiCall(r) && r.method !== 'GET');
				return (result.isError === true && /Over the limit Largest Daily Budget Left Running/.test(text) && writes.length === 0) || `isError ${result.isError}, ${writes.length} writes: ${text.slice(0, 500)}`;
			} finally {
				emulator.ads.remove(over.id);
			}
		});
		await c('mcp: estimate_ad_squad_audience gives the reach of an existing ad squad and writes nothing', async () => {
			emulator.clearLog();
			const result = await call(client, 'estimate_ad_squad_audience', { ad_account_id: accounts.la, ad_squad_id: AD_SQUAD });
			const [size] = [answerJson(result)].flat();
			if (result.isError || typeof size?.audience_size_maximum !== 'number') return `answer: ${answerText(result).slice(0, 500)}`;
			const writes = emulator.requestLog.filter((r) => isApiCall(r) && r.method !== 'GET' && !/audience_size/.test(r.path));
			return writes.length === 0 || `writes: ${JSON.stringify(writes.map((r) => [r.method, r.path]))}`;
		});
		await c('mcp: list_campaigns without page_cursor and count_only (optional: $fromAI defaults) lists the first page', async () => {
			const items = answerJson(await call(client, 'list_campaigns', { ad_account_id: accounts.la, status: 'any' }));
			return (Array.isArray(items) && items.length > 0 && items.every((i) => typeof i.id === 'string')) || `answer: ${answers.at(-1).slice(0, 500)}`;
		});
		await c('mcp: get_bid_estimate gives the bid range of an existing ad squad in the account currency and writes nothing', async () => {
			emulator.clearLog();
			const [bid] = [answerJson(await call(client, 'get_bid_estimate', { ad_account_id: accounts.la, ad_squad_id: AD_SQUAD }))].flat();
			if (typeof bid?.bid_estimate_minimum !== 'number' || bid.currency !== 'USD' || typeof bid.bid_meaning !== 'string') return `answer: ${answers.at(-1).slice(0, 500)}`;
			const writes = emulator.requestLog.filter((r) => isApiCall(r) && r.method !== 'GET');
			return writes.length === 0 || `writes: ${JSON.stringify(writes.map((r) => [r.method, r.path]))}`;
		});
		await c('mcp: a node error reaches the client as a tool error naming the argument to fix (issue 47, 5)', async () => {
			const result = await call(client, 'list_campaigns', { ad_account_id: 'not-an-id', status: 'any', page_cursor: '', count_only: false });
			const text = answerText(result);
			return (result.isError === true && /Invalid argument ad_account_id/.test(text) && /not a valid ID/.test(text)) || `isError ${result.isError}: ${text.slice(0, 500)}`;
		});
		await c('mcp: over SSE the client lists the tools and calls a read', async () => {
			const sse = await connectMcp(url, { token: TOKEN, transport: 'sse' });
			try {
				const { tools: listed } = await sse.listTools();
				if (listed.length !== tools.length) return `${listed.length} tools over SSE, ${tools.length} over HTTP`;
				const items = answerJson(await call(sse, 'list_audience_segments', { ad_account_id: accounts.la }));
				// An account without segments answers one item { more: false } (the list says none exist).
				return (Array.isArray(items) && items.every((s) => (s.id && s.name) || JSON.stringify(s) === '{"more":false}')) || `answer: ${answers.at(-1).slice(0, 500)}`;
			} finally {
				await sse.close();
			}
		});
		await c('mcp: a client without the Bearer token is refused', async () => {
			const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }) });
			return [401, 403].includes(res.status) || `HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`;
		});
	} finally {
		await client?.close().catch(() => {});
		await server?.stop();
	}
	await c('mcp: no token or secret in any tool answer nor in n8n\'s log', () => {
		const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
		const secrets = [TOKEN, tokens.accessToken, tokens.refreshToken, emulator.client.clientSecret, ...emulator.requestLog.map((r) => r.token)].filter(Boolean);
		const leaked = [...new Set(secrets)].filter((s) => answers.some((a) => a.includes(s)) || log.includes(s));
		return leaked.length === 0 || `${leaked.length} secret(s) appear in an answer or the log`;
	});
}

export default { name: 'mcp', workflows, run };

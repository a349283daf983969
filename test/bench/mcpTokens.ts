/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * What the typical questions to the MCP example cost an assistant (issue 47, "Done when"): the
 * example's tools (examples/snapchat-ads-mcp-server.json) run as tools through n8n-core (the
 * compiled node from dist/: run `npm run build` first) against the emulator, as the MCP Server
 * Trigger runs them. For each question: tool calls, requests to Snapchat, and the tokens of the
 * answers, ESTIMATED as characters ÷ 4 of the text the client receives (no tokenizer: the repository
 * has none, and the ratio holds roughly for English and JSON). The account: Acme US (Los Angeles,
 * USD) with 50 campaigns, each with an ad squad, 12 of them paused.
 *
 *   npm run bench:tokens
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { AD_ACCOUNT_LA, startEmulator } from '../emulator';
import { makeCredential, runTool } from '../harness';
import { emulatorCredentialData } from '../node/credential';
import { loadCompiledNode } from './compiledNode';

const NOW = Date.UTC(2025, 3, 2, 19);
const YESTERDAY = '2025-04-01';
const MONTH = { start_date: '2025-03-01', end_date: '2025-03-30' };
const estimate = (text: string) => Math.ceil(text.length / 4);

const example = JSON.parse(readFileSync(path.join(__dirname, '../../examples/snapchat-ads-mcp-server.json'), 'utf8')) as { nodes: Array<{ name: string; parameters: INodeParameters }> };

async function main(): Promise<void> {
	const nodeType = loadCompiledNode();
	const emulator = await startEmulator({ quiet: true, now: () => NOW });
	const credential = makeCredential(emulatorCredentialData(emulator, emulator.issueTokens('user-1')));
	for (let k = emulator.ads.campaigns(AD_ACCOUNT_LA).length; k < 50; k++) {
		const campaign = emulator.ads.addCampaign(AD_ACCOUNT_LA, { name: `Bench campaign ${k + 1}`, status: k % 4 === 0 ? 'PAUSED' : 'ACTIVE' });
		emulator.ads.addAdSquad(campaign.id, { name: `Bench squad ${k + 1}` });
	}
	const call = async (name: string, args: IDataObject) => {
		const tool = example.nodes.find((n) => n.name === name);
		if (!tool) throw new Error(`no tool ${name} in the MCP example`);
		const result = await runTool({ nodeType, parameters: tool.parameters, args, credential, toolName: name });
		if (result.error !== undefined) throw new Error(`${name}: ${result.error}`);
		return result.answer as string;
	};
	const campaigns = emulator.ads.campaigns(AD_ACCOUNT_LA);
	const questions: Array<{ question: string; ask: () => Promise<string[]> }> = [
		{ question: "Yesterday's spend by campaign", ask: async () => [await call('get_spend_and_results_by_entity', { ad_account_id: AD_ACCOUNT_LA, level: 'campaign', start_date: YESTERDAY, end_date: YESTERDAY, result: 'purchases', per_day: 'none' })] },
		{ question: 'Paused campaigns', ask: async () => [await call('list_campaigns', { ad_account_id: AD_ACCOUNT_LA, status: 'paused', page_cursor: '', count_only: false })] },
		{ question: 'A month by campaign, totals (50 campaigns x 30 days)', ask: async () => [await call('get_spend_and_results_by_entity', { ad_account_id: AD_ACCOUNT_LA, level: 'campaign', ...MONTH, result: 'purchases', per_day: 'none' })] },
		{ question: 'A month by campaign, each day (50 campaigns x 30 days)', ask: async () => [await call('get_spend_and_results_by_entity', { ad_account_id: AD_ACCOUNT_LA, level: 'campaign', ...MONTH, result: 'purchases', per_day: 'inside' })] },
		{
			question: 'A month by campaign, each day, before (get_campaign_stats x 50)',
			ask: async () => {
				const answers: string[] = [];
				for (const c of campaigns) answers.push(await call('get_campaign_stats', { campaign_id: c.id, ...MONTH, split: 'none' }));
				return answers;
			},
		},
		{
			question: "Ad squads over a cost per purchase this month (the campaigns' median)",
			ask: async () => {
				const rows = JSON.parse(await call('get_spend_and_results_by_entity', { ad_account_id: AD_ACCOUNT_LA, level: 'campaign', ...MONTH, result: 'purchases', per_day: 'none' })) as Array<{ cost_per_result: number }>;
				const median = rows.map((r) => r.cost_per_result).sort((a, b) => a - b)[Math.floor(rows.length / 2)];
				emulator.clearLog();
				return [await call('find_ad_squads_over_cost_per_result', { ad_account_id: AD_ACCOUNT_LA, ...MONTH, result: 'purchases', cost_per_result_above: median })];
			},
		},
	];
	const figures: Array<Record<string, unknown>> = [];
	try {
		console.log('\nTokens of the typical questions to the MCP example (estimated: characters / 4 of the answers):\n');
		console.log('| Question | Tool calls | Requests to Snapchat | Answer tokens |');
		console.log('|---|---|---|---|');
		for (const q of questions) {
			emulator.clearLog();
			const answers = await q.ask();
			const requests = emulator.requestLog.filter((r) => r.path.startsWith('/v1/')).length;
			const tokens = answers.reduce((sum, a) => sum + estimate(a), 0);
			console.log(`| ${q.question} | ${answers.length} | ${requests} | ${tokens.toLocaleString('en-US')} |`);
			figures.push({ question: q.question, calls: answers.length, requests, tokens });
		}
		console.log(JSON.stringify({ tokenEstimate: 'chars/4', figures }));
	} finally {
		await emulator.close();
	}
}

void main().then(
	() => process.exit(0),
	(error: unknown) => {
		console.error(error);
		process.exit(1);
	},
);

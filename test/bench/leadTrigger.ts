/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports, no-console -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Lead trigger benchmark: the compiled Snapchat Lead Ads Trigger (dist/: `npm run build` first),
 * activated through n8n-core's HookContext (test/harness/webhook.ts), then 200 leads delivered AT
 * ONCE by the emulator, each signed, over loopback HTTP to the workflow's production URL, where each
 * request runs the node's webhook() in n8n-core's WebhookContext. Prints how many executions
 * started (goal: 200, each lead exactly once, no delivery refused or retried) and the node's time
 * per verified lead (webhook(): signature check, JSON to item).
 *
 *   npm run bench:lead
 */
import { performance } from 'node:perf_hooks';

import type { INodeType, IWebhookFunctions } from 'n8n-workflow';

import { AD_ACCOUNT_LA, LEAD_FORM_TEST_DRIVE, startEmulator } from '../emulator';
import { makeCredential, startWebhookTrigger } from '../harness';
import { emulatorCredentialData } from '../node/credential';
import { loadCompiledNode } from './compiledNode';

const LEADS = 200;

function timed(nodeType: INodeType, times: number[]): INodeType {
	const webhook = nodeType.webhook!;
	return Object.assign(Object.create(nodeType) as INodeType, {
		description: nodeType.description,
		webhookMethods: nodeType.webhookMethods,
		methods: nodeType.methods,
		async webhook(this: IWebhookFunctions) {
			const started = performance.now();
			try {
				return await webhook.call(this);
			} finally {
				times.push(performance.now() - started);
			}
		},
	});
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main(): Promise<void> {
	const emulator = await startEmulator({ quiet: true });
	const times: number[] = [];
	try {
		const credential = makeCredential(emulatorCredentialData(emulator, emulator.issueTokens('user-1')));
		const nodeType = timed(loadCompiledNode('SnapchatAdsLeadTrigger'), times);
		const trigger = await startWebhookTrigger({
			nodeType,
			typeName: 'n8n-nodes-snapchat-ads.snapchatAdsLeadTrigger',
			parameters: { adAccountId: { __rl: true, mode: 'id', value: AD_ACCOUNT_LA }, formId: { __rl: true, mode: 'id', value: LEAD_FORM_TEST_DRIVE } },
			credential,
		});
		const activation = await trigger.activate();
		if (activation.error) throw new Error(`activation failed: ${activation.error.message}`);
		const started = performance.now();
		const outcomes = await Promise.all(Array.from({ length: LEADS }, (_, i) => emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, { custom_field_1: `Model ${i}` })));
		const wallMs = performance.now() - started;
		await trigger.close();

		const sentIds = outcomes.map((o) => o.lead.lead_id);
		const counts = new Map<string, number>();
		for (const execution of trigger.executions) for (const item of execution) counts.set(String(item.json.lead_id), (counts.get(String(item.json.lead_id)) ?? 0) + 1);
		const lost = sentIds.filter((id) => !counts.has(id)).length;
		const twice = [...counts.values()].filter((n) => n > 1).length;
		const attempts = emulator.leadGen.deliveries().length;
		const sorted = [...times].sort((a, b) => a - b);
		const result = {
			leads: LEADS,
			executions: trigger.executions.length,
			lost,
			twice,
			deliveryAttempts: attempts,
			refused: trigger.deliveries.filter((d) => d.status !== 200).length,
			wallMs: Math.round(wallMs),
			nodeMsPerLeadMedian: Number(quantile(sorted, 0.5).toFixed(3)),
			nodeMsPerLeadP95: Number(quantile(sorted, 0.95).toFixed(3)),
		};
		console.table([result]);
		console.log(`BENCH_LEAD ${JSON.stringify(result)}`);
		if (result.executions !== LEADS || lost || twice || attempts !== LEADS) {
			console.error(`Goal missed: ${LEADS} leads at once should start ${LEADS} executions, none lost, none twice, none redelivered`);
			process.exitCode = 1;
		}
	} finally {
		await emulator.close();
	}
}

void main();

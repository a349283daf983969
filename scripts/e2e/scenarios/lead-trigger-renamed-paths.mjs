// Snapchat Lead Ads Trigger in a real n8n whose webhook paths are renamed, as behind many proxies (issue 45,
// 6): its own `n8n start` with N8N_ENDPOINT_WEBHOOK=hooks and N8N_ENDPOINT_WEBHOOK_TEST=hooks-test, the
// workflow published (n8n 2.x; 1.x: activated) with Replace Existing Webhook on (the setting under which a
// test used to delete production). n8n registers the production webhook at /hooks/…; then the trigger is
// tested as the editor's "Test this trigger" does (POST /rest/workflows/:id/run from the trigger), which has
// n8n register the test webhook at /hooks-test/…. Checks: that test stops and says the form already sends its
// leads to this workflow's production URL; the emulator still holds only the production webhook; a signed
// lead still starts the workflow; unpublishing deletes the webhook. Alone:
// `E2E_SCENARIOS=lead-trigger-renamed-paths E2E_EDITOR=0 E2E_QUEUE=0 npm run e2e`.
import path from 'node:path';
import { activateArgs, deactivateWorkflow, PACKAGE_NAME, n8nCli, restLogin, startN8nServer } from '../../lib/n8n.mjs';
import { sleep, waitFor } from '../../lib/wait.mjs';
import { notifyWorkflow, rl } from '../workflow.mjs';

const WF_ID = 'e2eLeadPaths0001';
const WEBHOOK_ID = '7c3e9a51-2d84-4f6b-a0c7-5e1d8b3f2a64';
const TRIGGER = 'When a newsletter lead arrives';
const ENDPOINTS = { N8N_ENDPOINT_WEBHOOK: 'hooks', N8N_ENDPOINT_WEBHOOK_TEST: 'hooks-test' };
// The emulator's "Newsletter" form of Acme US (test/emulator/leadGenFixtures.ts): no other scenario uses it.
const FORM_ID = 'f0a1b2c3-2222-4b22-9b22-aaaaaaaaaa02';

function workflows({ accounts, emulator }) {
	const notify = `${emulator.baseUrl.replace(/\/$/, '')}/__emulator/health`;
	const trigger = {
		name: TRIGGER,
		type: `${PACKAGE_NAME}.snapchatAdsLeadTrigger`,
		webhookId: WEBHOOK_ID,
		parameters: { adAccountId: rl(accounts.la), formId: rl(FORM_ID), replaceExisting: true },
	};
	return [notifyWorkflow(WF_ID, 'E2E: new Snapchat lead, renamed webhook paths', trigger, `={{ '${notify}?renamedLead=' + $json.lead_id }}`)];
}

/** "Test this trigger" as the editor asks for it: a manual run from the trigger, which registers its test webhook. */
async function testTrigger(base) {
	const call = await restLogin(base);
	if (typeof call === 'string') return { error: call };
	const workflowData = (await (await call('GET', `/rest/workflows/${WF_ID}`)).json()).data;
	const res = await call('POST', `/rest/workflows/${WF_ID}/run`, { workflowData, triggerToStartFrom: { name: TRIGGER } });
	const text = await res.text();
	let body;
	try {
		body = JSON.parse(text);
	} catch {
		body = undefined;
	}
	return { status: res.status, body, text };
}

async function run({ c, version, inst, env, work, emulator }) {
	const leadGen = emulator.leadGen;
	const notices = () => emulator.requestLog.filter((r) => r.path === '/__emulator/health' && r.query.renamedLead !== undefined);
	const renamed = { ...env, ...ENDPOINTS };
	const base = `http://127.0.0.1:${env.N8N_PORT}`;
	const productionUrl = `http://localhost:${env.N8N_PORT}/hooks/${WEBHOOK_ID}/webhook`;
	const testUrl = `http://localhost:${env.N8N_PORT}/hooks-test/${WEBHOOK_ID}/webhook`;
	const urls = () => JSON.stringify(leadGen.integrations(FORM_ID).map((i) => i.webhook_url));

	const args = activateArgs(version, WF_ID);
	const activation = await n8nCli(inst, renamed, args, { allowFail: true });
	await c('lead trigger, renamed paths: the workflow is activated from the CLI', () => activation.status === 0 || `n8n ${args.join(' ')} failed: ${activation.stderr.slice(-1500)}`);
	if (activation.status !== 0) return;
	const logFile = path.join(work, 'n8n-lead-trigger-renamed-paths.log');
	let server;
	try {
		server = await startN8nServer(inst, renamed, { logFile });
		await c('lead trigger, renamed paths: n8n registers the form\'s webhook at the production URL /hooks/…', async () => {
			if (!(await waitFor(() => leadGen.integrations(FORM_ID).length > 0, 60_000))) return `no integration for the form within 60 s; see ${logFile}`;
			const list = leadGen.integrations(FORM_ID);
			return (list.length === 1 && list[0].webhook_url === productionUrl) || `integrations: ${urls()}, expected ${productionUrl}`;
		});
		const [production] = leadGen.integrations(FORM_ID);
		await c('lead trigger, renamed paths: testing the trigger of the active workflow stops and says the form sends its leads to this workflow\'s production URL', async () => {
			if (!production) return 'no production webhook (see the check before)';
			const answer = await testTrigger(base);
			if (answer.error) return answer.error;
			if (answer.body?.data?.waitingForWebhook) return `n8n registered the test webhook (answer ${answer.text.slice(0, 200)}); the form's webhooks: ${urls()}`;
			const said = answer.body?.message ?? answer.text;
			return (answer.status >= 400 && /already sends its leads to this workflow's production URL/.test(said)) || `answer HTTP ${answer.status}: ${answer.text.slice(0, 400)}`;
		});
		await c('lead trigger, renamed paths: after the test, the form still sends its leads to the production URL only (nothing at /hooks-test/)', async () => {
			if (!production) return 'no production webhook (see above)';
			await sleep(3000); // n8n removes a failed test webhook right after the refusal
			const list = leadGen.integrations(FORM_ID);
			if (list.some((i) => i.webhook_url === testUrl)) return `a webhook at the test URL: ${urls()}`;
			return (list.length === 1 && list[0].integration_id === production.integration_id) || `integrations: ${urls()}, expected only ${production.integration_id} at ${productionUrl}`;
		});
		await c('lead trigger, renamed paths: a signed lead still starts the workflow, once', async () => {
			if (leadGen.integrations(FORM_ID).length === 0) return 'no integration, so no lead can be delivered (see above)';
			const sent = await leadGen.submitLead(FORM_ID);
			if (!sent.delivered) return `delivery answered ${JSON.stringify(sent.statuses)}`;
			if (!(await waitFor(() => notices().length >= 1, 60_000))) return `no execution within 60 s; see ${logFile}`;
			await sleep(2000);
			const got = notices().map((n) => n.query.renamedLead);
			return (got.length === 1 && got[0] === sent.lead.lead_id) || `executions told ${JSON.stringify(got)}, expected [${sent.lead.lead_id}]`;
		});
		await c('lead trigger, renamed paths: unpublishing the workflow deletes the form\'s webhook at Snap', async () => {
			const done = await deactivateWorkflow(base, WF_ID);
			if (done !== true) return done;
			return (await waitFor(() => leadGen.integrations(FORM_ID).length === 0, 30_000)) || `the integration is still there: ${urls()}`;
		});
	} finally {
		await server?.stop();
	}
}

export default { name: 'lead-trigger-renamed-paths', workflows, run };

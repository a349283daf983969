// Snapchat Lead Ads Trigger in a real, ACTIVATED n8n workflow (issue 29): `n8n start` with the workflow
// activated (n8n 2.x: `publish:workflow`; 1.x: `update:workflow --active=true`). At start n8n registers the
// trigger's webhook: the emulator then holds one integration for the lead form, pointing at the workflow's
// production URL. The emulator delivers signed leads there the way Snap does; the trigger feeds an HTTP
// Request node that calls the emulator's health URL with the lead's ID and its first custom answer (named by
// its question), so every execution shows in the emulator's log. Checks: each signed lead starts exactly one
// execution; a tampered one and one signed with another secret are answered 401 and start none;
// deactivating the workflow (n8n's REST API, as the editor's switch does) deletes the integration; n8n's
// log holds no token, no signing secret and nothing of a lead.
import fs from 'node:fs';
import path from 'node:path';
import { activateArgs, deactivateWorkflow, PACKAGE_NAME, n8nCli, startN8nServer } from '../../lib/n8n.mjs';
import { sleep, waitFor } from '../../lib/wait.mjs';
import { notifyWorkflow, rl } from '../workflow.mjs';

const WF_ID = 'e2eLeadTrigger01';
const WEBHOOK_ID = '5a0c4d2e-7b1f-4e3a-9c8d-2f6e1b0a9d71';
const TRIGGER = 'When a lead arrives';
const QUESTION = 'Which model do you want to drive?';

function workflows({ accounts, emulator }) {
	const notify = `${emulator.baseUrl.replace(/\/$/, '')}/__emulator/health`;
	const trigger = {
		name: TRIGGER,
		type: `${PACKAGE_NAME}.snapchatAdsLeadTrigger`,
		webhookId: WEBHOOK_ID,
		parameters: { adAccountId: rl(accounts.la), formId: rl(FORM_ID) },
	};
	const url = `={{ '${notify}?lead=' + $json.lead_id + '&model=' + encodeURIComponent($json.answers['${QUESTION}']) + '&local=' + encodeURIComponent($json.submitted_at_local) }}`;
	return [notifyWorkflow(WF_ID, 'E2E: new Snapchat lead', trigger, url)];
}

// The emulator's "Test drive sign-up" form of Acme US (test/emulator/leadGenFixtures.ts).
const FORM_ID = 'f0a1b2c3-1111-4a11-8a11-aaaaaaaaaa01';

async function run({ c, version, inst, env, work, emulator, tokens }) {
	const leadGen = emulator.leadGen;
	const notices = () => emulator.requestLog.filter((r) => r.path === '/__emulator/health' && r.query.lead !== undefined);
	const base = `http://127.0.0.1:${env.N8N_PORT}`;
	const productionUrl = `http://localhost:${env.N8N_PORT}/webhook/${WEBHOOK_ID}/webhook`;

	const args = activateArgs(version, WF_ID);
	const activation = await n8nCli(inst, env, args, { allowFail: true });
	await c('lead trigger: the workflow is activated from the CLI', () => activation.status === 0 || `n8n ${args.join(' ')} failed: ${activation.stderr.slice(-1500)}`);
	if (activation.status !== 0) return;
	const logFile = path.join(work, 'n8n-lead-trigger.log');
	const sent = [];
	let server;
	try {
		server = await startN8nServer(inst, env, { logFile });
		await c('lead trigger: n8n registers the form\'s webhook at the workflow\'s production URL when it starts', async () => {
			if (!(await waitFor(() => leadGen.integrations(FORM_ID).length > 0, 60_000))) return `no integration for the form within 60 s; see ${logFile}`;
			const list = leadGen.integrations(FORM_ID);
			return (list.length === 1 && list[0].webhook_url === productionUrl) || `integrations: ${JSON.stringify(list.map((i) => i.webhook_url))}, expected ${productionUrl}`;
		});
		await c('lead trigger: three signed leads start three executions, one per lead, with the answer named by its question', async () => {
			if (leadGen.integrations(FORM_ID).length === 0) return 'no integration, so no lead can be delivered (see the check before)';
			for (const model of ['Roadster', 'Van', 'Hatchback']) sent.push(await leadGen.submitLead(FORM_ID, { custom_field_1: model }));
			const refused = sent.filter((s) => !s.delivered);
			if (refused.length) return `deliveries answered ${JSON.stringify(refused.map((s) => s.statuses))}`;
			if (!(await waitFor(() => notices().length >= 3, 60_000))) return `${notices().length} executions within 60 s; see ${logFile}`;
			await sleep(2000);
			const got = notices().map((n) => `${n.query.lead}:${n.query.model}`).sort();
			const want = sent.map((s) => `${s.lead.lead_id}:${s.lead.custom_field_1}`).sort();
			if (JSON.stringify(got) !== JSON.stringify(want)) return `executions told ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`;
			return notices().every((n) => /-0[78]:00$/.test(n.query.local)) || `submitted_at_local not in Los Angeles time: ${notices()[0].query.local}`;
		});
		await c('lead trigger: a tampered delivery and one signed with another secret are answered 401 and start nothing', async () => {
			if (leadGen.integrations(FORM_ID).length === 0) return 'no integration (see above)';
			const before = notices().length;
			const tampered = await leadGen.submitLead(FORM_ID, {}, { tamper: true, maxAttempts: 1 });
			const forged = await leadGen.submitLead(FORM_ID, {}, { secret: 'guessed-secret', maxAttempts: 1 });
			await sleep(4000);
			if (tampered.statuses[0] !== 401 || forged.statuses[0] !== 401) return `answered ${tampered.statuses} and ${forged.statuses}, expected 401`;
			return notices().length === before || `${notices().length - before} execution(s) started`;
		});
		await c('lead trigger: deactivating the workflow deletes the form\'s webhook at Snap', async () => {
			const done = await deactivateWorkflow(base, WF_ID);
			if (done !== true) return done;
			return (await waitFor(() => leadGen.integrations(FORM_ID).length === 0, 30_000)) || `the integration is still there: ${JSON.stringify(leadGen.integrations(FORM_ID).map((i) => i.webhook_url))}`;
		});
	} finally {
		await server?.stop();
	}
	await c('lead trigger: n8n\'s log holds no token, no signing secret and nothing of a lead', () => {
		const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
		const secrets = [tokens.accessToken, tokens.refreshToken, ...emulator.requestLog.map((r) => r.token), leadGen.secretOf(sent[0]?.lead.ad_account_id ?? '')].filter(Boolean);
		const personal = sent.flatMap((s) => [s.lead.email, s.lead.phone_number]).filter(Boolean);
		return [...new Set([...secrets, ...personal])].every((s) => !text.includes(s)) || 'a token, the secret or a lead\'s email/phone appears in the n8n log';
	});
}

export default { name: 'lead-trigger', workflows, run };

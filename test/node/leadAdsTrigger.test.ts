/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Snapchat Lead Ads Trigger through n8n-core's HookContext (activation: checkExists, create;
 * deactivation: delete) and WebhookContext (each delivery, over real HTTP with the real request and
 * response objects), against the emulator, which registers the webhook and delivers signed leads to
 * it the way Snap does.
 */
import { readFileSync } from 'fs';
import path from 'path';

import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SnapchatAdsLeadTrigger } from '../../nodes/SnapchatAds/SnapchatAdsLeadTrigger.node';
import { startWebhookTrigger, type WebhookTrigger } from '../harness';
import { AD_ACCOUNT_LA, AD_ACCOUNT_LONDON, LEAD_FORM_NEWSLETTER, LEAD_FORM_TEST_DRIVE, LEAD_FORM_UK } from '../emulator';
import { useRig } from './setup';

const trigger = new SnapchatAdsLeadTrigger();
const TYPE = 'n8n-nodes-snapchat-ads.snapchatAdsLeadTrigger';
const rig = useRig();
const rl = (value: string) => ({ __rl: true, mode: 'id', value });
const params = (over: INodeParameters = {}): INodeParameters => ({ adAccountId: rl(AD_ACCOUNT_LA), formId: rl(LEAD_FORM_TEST_DRIVE), ...over });

const open: WebhookTrigger[] = [];
async function start(over: INodeParameters = {}, staticData?: IDataObject): Promise<WebhookTrigger> {
	const t = await startWebhookTrigger({ nodeType: trigger, typeName: TYPE, parameters: params(over), credential: rig.credential, staticData });
	open.push(t);
	return t;
}
afterEach(async () => {
	while (open.length) await open.pop()?.close();
});

/** The trigger's static data (n8n keeps a node's under "node:<name>"). */
const nodeState = (t: WebhookTrigger) => t.savedStaticData()[`node:${t.node.name}`] as IDataObject | undefined;

async function until(test: () => boolean, ms = 3000): Promise<void> {
	const end = Date.now() + ms;
	while (!test() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
}

describe('activation', () => {
	it('registers the form\'s webhook at the production URL and keeps only the integration, its secret, the question labels and the account\'s name and zone', async () => {
		const t = await start();
		const activation = await t.activate();
		expect(activation.error).toBeUndefined();
		expect(activation.created).toBe(true);
		const [integration] = rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE);
		expect(integration.webhook_url).toBe(t.url());
		const create = rig.apiCalls('POST').find((c) => c.path === '/v1/lead_gen/integrations/public_webhook');
		expect(create?.body).toEqual({ webhook_integrations: [{ form_id: LEAD_FORM_TEST_DRIVE, webhook_url: t.url() }] });
		expect(t.savedStaticData()).toEqual({
			[`node:${t.node.name}`]: {
				integrationId: integration.integration_id,
				secret: integration.hmac_secret,
				labels: {
					custom_field_1: 'Which model do you want to drive?',
					custom_field_2: 'Do you rent or own?',
					consent_1: 'I agree to be contacted by phone',
				},
				adAccount: { name: 'Acme US', timezone: 'America/Los_Angeles' },
				formName: 'Test drive sign-up',
			},
		});
		// No test lead is asked for in production.
		expect(rig.apiCalls('GET').some((c) => c.path.endsWith('/test'))).toBe(false);
	});

	it('finds its webhook at a restart (checkExists with the saved static data) and registers nothing again', async () => {
		const t = await start();
		await t.activate();
		const saved = t.savedStaticData();
		rig.emulator.clearLog();
		const again = await t.activate('init');
		expect(again.error).toBeUndefined();
		expect(again.created).toBe(false);
		expect(rig.apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([`GET /v1/lead_gen/forms/${LEAD_FORM_TEST_DRIVE}/integrations`]);
		expect(t.savedStaticData()).toEqual(saved);
	});

	it('stops with the other address when the form already sends its leads elsewhere, and replaces it only when told to', async () => {
		const other = rig.emulator.leadGen.addIntegration(LEAD_FORM_TEST_DRIVE, 'https://crm.example.com/snap-leads');
		const t = await start();
		const refused = await t.activate();
		expect(refused.error?.message).toBe(`Lead form ${LEAD_FORM_TEST_DRIVE} already sends its leads to https://crm.example.com/snap-leads`);
		expect(refused.error?.description).toMatch(/Replace Existing Webhook/);
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([expect.objectContaining({ integration_id: other.integration_id })]);

		const replacing = await start({ replaceExisting: true });
		const replaced = await replacing.activate();
		expect(replaced.error).toBeUndefined();
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([expect.objectContaining({ webhook_url: replacing.url() })]);
	});

	it('replaces, without asking, a webhook of its own URL whose secret it no longer holds', async () => {
		const t = await start();
		const stale = rig.emulator.leadGen.addIntegration(LEAD_FORM_TEST_DRIVE, t.url());
		const activation = await t.activate();
		expect(activation.error).toBeUndefined();
		const now = rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE);
		expect(now).toHaveLength(1);
		expect(now[0].integration_id).not.toBe(stale.integration_id);
		expect(nodeState(t)).toMatchObject({ integrationId: now[0].integration_id });
	});

	it('a webhook at another host whose path holds this trigger\'s webhook ID (a copy of the workflow on another n8n) is someone else\'s, when publishing and when listening', async () => {
		const t = await start();
		const elsewhere = `https://staging.example.com/webhook/${t.node.webhookId}/webhook`;
		const copy = rig.emulator.leadGen.addIntegration(LEAD_FORM_TEST_DRIVE, elsewhere);
		const refused = await t.activate();
		expect(refused.error?.message).toBe(`Lead form ${LEAD_FORM_TEST_DRIVE} already sends its leads to ${elsewhere}`);
		const listening = await t.listen();
		expect(listening.error?.message).toBe(`Lead form ${LEAD_FORM_TEST_DRIVE} already sends its leads to ${elsewhere}`);
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([expect.objectContaining({ integration_id: copy.integration_id })]);
	});

	it('replaces, without asking, the webhook it registered itself (the integration ID it holds) at a former address of n8n', async () => {
		const former = rig.emulator.leadGen.addIntegration(LEAD_FORM_TEST_DRIVE, 'https://old-n8n.example.com/webhook/0b6d2f4e/webhook');
		const t = await start({}, { 'node:Snapchat Lead Ads Trigger': { integrationId: former.integration_id, secret: former.hmac_secret } });
		const activation = await t.activate();
		expect(activation.error).toBeUndefined();
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([expect.objectContaining({ webhook_url: t.url() })]);
		expect(nodeState(t)?.integrationId).not.toBe(former.integration_id);
	});

	it('explains Snap\'s refusal for a user who is not Organization Admin', async () => {
		const t = await start({ adAccountId: rl(AD_ACCOUNT_LONDON), formId: rl(LEAD_FORM_UK) });
		const activation = await t.activate();
		expect(activation.error?.message).toMatch(/needs the Organization Admin role/);
		expect(activation.error?.description).toMatch(/Organization Admin of the organization/);
	});

	it('reads Snap\'s camelCase answers as well', async () => {
		rig.emulator.leadGen.setAnswerSpelling('camel');
		const t = await start();
		expect((await t.activate()).error).toBeUndefined();
		const [integration] = rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE);
		expect(nodeState(t)).toMatchObject({ integrationId: integration.integration_id, secret: integration.hmac_secret });
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE);
		expect(t.executions).toHaveLength(1);
		// And finds it again at a restart from the camelCase list.
		expect((await t.activate('init')).created).toBe(false);
	});

	it('refuses a lead form that is not an ID before any request', async () => {
		const t = await start({ formId: rl('../../v1/me') });
		const activation = await t.activate();
		expect(activation.error?.message).toMatch(/Lead Form .* is not a valid ID/);
		expect(rig.apiCalls()).toEqual([]);
	});
});

describe('deliveries', () => {
	it('turns a signed lead into one item: Snap\'s fields, names, UTC and local times, answers named by question', async () => {
		const t = await start();
		await t.activate();
		const createTime = Date.UTC(2026, 6, 4, 16, 30, 0); // 09:30 in Los Angeles (PDT, UTC-7)
		const { lead } = await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, { custom_field_1: 'Roadster', custom_field_2: 'Own', create_time: String(createTime) });
		expect(t.deliveries.map((d) => d.status)).toEqual([200]);
		expect(t.executions).toHaveLength(1);
		expect(t.executions[0]).toHaveLength(1);
		expect(t.executions[0][0].json).toEqual({
			...lead,
			ad_account_name: 'Acme US',
			submitted_at: '2026-07-04T16:30:00.000Z',
			submitted_at_local: '2026-07-04T09:30:00.000-07:00',
			time_zone: 'America/Los_Angeles',
			answers: { 'Which model do you want to drive?': 'Roadster', 'Do you rent or own?': 'Own', 'I agree to be contacted by phone': 'true' },
		});
	});

	it('reads the local time with the offset of the lead\'s own day (winter: UTC-8)', async () => {
		const t = await start();
		await t.activate();
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, { create_time: String(Date.UTC(2026, 0, 15, 17, 0, 0)) });
		expect(t.executions[0][0].json.submitted_at_local).toBe('2026-01-15T09:00:00.000-08:00');
	});

	it('answers 401 and starts nothing for a wrong secret, a stale timestamp, a tampered body or no signature', async () => {
		const t = await start();
		await t.activate();
		const once = { maxAttempts: 1 };
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { ...once, secret: 'guessed-secret' });
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { ...once, timestampMs: Date.now() - 10 * 60 * 1000 });
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { ...once, tamper: true });
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { ...once, unsigned: true });
		expect(t.deliveries.map((d) => d.status)).toEqual([401, 401, 401, 401]);
		expect(t.executions).toEqual([]);
		const reasons = t.logs.filter((l) => l.level === 'warn').map((l) => l.message);
		expect(reasons).toEqual([
			expect.stringMatching(/signature does not match/),
			expect.stringMatching(/s old; at most 300 s/),
			expect.stringMatching(/signature does not match/),
			expect.stringMatching(/no "signature" header/),
		]);
	});

	it('accepts `t` in milliseconds too', async () => {
		const t = await start();
		await t.activate();
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { timestampInMs: true });
		expect(t.executions).toHaveLength(1);
	});

	it('after a non-2xx answer Snap redelivers the lead and it starts one execution', async () => {
		const t = await start();
		await t.activate();
		// The first delivery is refused (sent with a stale t), Snap retries signed anew.
		const stale = Date.now() - 10 * 60 * 1000;
		const outcome = await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { timestampMs: stale, maxAttempts: 1 });
		expect(outcome.statuses).toEqual([401]);
		const again = await rig.emulator.leadGen.redeliver(outcome.lead.lead_id);
		expect(again.statuses).toEqual([200]);
		expect(t.executions.map((e) => e[0].json.lead_id)).toEqual([outcome.lead.lead_id]);
	});

	it('with Verify Signature off, an unsigned delivery starts an execution', async () => {
		const t = await start({ verifySignature: false });
		await t.activate();
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { unsigned: true, maxAttempts: 1 });
		expect(t.executions).toHaveLength(1);
	});

	it('logs nothing of a lead and no secret', async () => {
		const t = await start();
		await t.activate();
		const secret = rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)[0].hmac_secret;
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { secret: 'guessed', maxAttempts: 1 });
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE);
		const text = JSON.stringify({ logs: t.logs, responses: t.deliveries.map((d) => d.body) });
		for (const personal of ['jane.doe@example.com', 'Jane', '+1 415 555 0100', secret, ...rig.secrets()]) expect(text).not.toContain(personal);
	});
});

describe('test event and deactivation', () => {
	it('listening for a test event registers the test URL and asks Snap for its test lead, which arrives as an item', async () => {
		const t = await start();
		const listening = await t.listen();
		expect(listening.error).toBeUndefined();
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)[0].webhook_url).toBe(t.url(true));
		// Asked for once n8n has stored the secret (after create returned), not inside create.
		await until(() => t.executions.length > 0);
		expect(rig.apiCalls('GET').filter((c) => /\/v1\/lead_gen\/integrations\/[^/]+\/test$/.test(c.path))).toHaveLength(1);
		// Snap's test lead names a fixed "Snap Lead Generation Form": the item names the form picked (issue 35).
		expect(t.executions[0][0].json).toMatchObject({ form_id: LEAD_FORM_TEST_DRIVE, form_name: 'Test drive sign-up', email: 'johndoe@snapchat.com', _test_lead: true });
		expect(t.executions[0][0].json._note).toMatch(/^Snapchat's test lead: fixed sample answers \(John Doe\) for the form you picked/);
		expect((await t.deactivate(true)).error).toBeUndefined();
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([]);
	});

	it('listening for a test event while the workflow is active says so, instead of offering to replace its own production webhook', async () => {
		const t = await start();
		await t.activate();
		const listening = await t.listen();
		expect(listening.error?.message).toBe(`Lead form ${LEAD_FORM_TEST_DRIVE} already sends its leads to this workflow's production URL`);
		expect(listening.error?.description).toMatch(/Unpublish the workflow \(n8n 1.x: deactivate it\) to test the trigger/);
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([expect.objectContaining({ webhook_url: t.url() })]);
	});

	// Issue 39, 2: n8n hands the test webhook the new secret only once create has returned.
	it('a test lead Snap sends at once, before n8n has stored the new secret, still arrives verified as an item', async () => {
		rig.emulator.leadGen.setTestLeadTiming('at-once');
		const t = await start();
		const listening = await t.listen();
		expect(listening.error).toBeUndefined();
		await until(() => rig.emulator.leadGen.deliveries().length > 0);
		await until(() => t.executions.length > 0);
		expect(rig.emulator.leadGen.deliveries().map((d) => d.status)).toEqual([200]);
		expect(t.executions[0][0].json).toMatchObject({ form_name: 'Test drive sign-up', email: 'johndoe@snapchat.com', _test_lead: true });
	});

	it('a delivery to the test URL before n8n has stored the new secret is refused, never accepted unverified', async () => {
		const t = await start();
		// An earlier activation left a secret in the saved static data; the test integration has another.
		await t.activate();
		await t.deactivate();
		rig.emulator.leadGen.addIntegration(LEAD_FORM_TEST_DRIVE, t.url(true));
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { maxAttempts: 1 });
		expect(t.deliveries.map((d) => d.status)).toEqual([401]);
		expect(t.executions).toEqual([]);
	});

	// Issue 37, 2: with Replace Existing Webhook on, listening replaced the production webhook, then removed the test one.
	it('listening for a test event on an active workflow never removes its production webhook, even with Replace Existing Webhook on', async () => {
		const t = await start({ replaceExisting: true });
		await t.activate();
		const [production] = rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE);
		const listening = await t.listen();
		expect(listening.error?.message).toBe(`Lead form ${LEAD_FORM_TEST_DRIVE} already sends its leads to this workflow's production URL`);
		// n8n removed the failed test webhook (delete, with the saved static data): production stays.
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([expect.objectContaining({ integration_id: production.integration_id, webhook_url: t.url() })]);
		expect(rig.apiCalls('DELETE')).toEqual([]);
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE);
		expect(t.executions).toHaveLength(1);
	});

	it('the end of listening removes only the test webhook, never one at the production URL', async () => {
		const t = await start();
		await t.activate();
		const saved = t.savedStaticData();
		await t.deactivate();
		// Saved static data still naming an integration (e.g. a copy of an active workflow's), at the production URL.
		const production = rig.emulator.leadGen.addIntegration(LEAD_FORM_NEWSLETTER, t.url());
		const u = await start({ formId: rl(LEAD_FORM_NEWSLETTER) }, { [`node:${t.node.name}`]: { ...(saved[`node:${t.node.name}`] as IDataObject), integrationId: production.integration_id } });
		expect((await u.deactivate(true)).error).toBeUndefined();
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_NEWSLETTER)).toEqual([expect.objectContaining({ integration_id: production.integration_id })]);
	});

	it('deactivation deletes the webhook and clears static data; a webhook already gone is no error', async () => {
		const t = await start();
		await t.activate();
		expect((await t.deactivate()).error).toBeUndefined();
		expect(rig.emulator.leadGen.integrations()).toEqual([]);
		expect(nodeState(t)).toEqual({});

		const u = await start({ formId: rl(LEAD_FORM_NEWSLETTER) });
		await u.activate();
		rig.emulator.leadGen.removeIntegration(rig.emulator.leadGen.integrations(LEAD_FORM_NEWSLETTER)[0].integration_id);
		expect((await u.deactivate()).error).toBeUndefined();
	});
});

// Issue 45, 6: behind a proxy n8n's webhook paths are often renamed (N8N_ENDPOINT_WEBHOOK=hooks,
// N8N_ENDPOINT_WEBHOOK_TEST=hooks-test): the test URL then holds no 'webhook-test', and the workflow's own
// production webhook must still be told from the test one, by what the node holds (its webhook ID, the
// integration ID it stored), never by a path word. Each case runs as n8n does it (the test's static data
// starts empty, its delete runs in 'internal' mode) and with the saved static data (the node sees the
// production integration's ID).
describe.each([
	['as n8n does it', 'n8n' as const],
	['with the saved static data', 'saved' as const],
])('with n8n\'s webhook paths renamed (hooks, hooks-test), listening %s', (_label, listen) => {
	const endpoints = { webhook: 'hooks', webhookTest: 'hooks-test' };
	async function startRenamed(over: INodeParameters = {}): Promise<WebhookTrigger> {
		const t = await startWebhookTrigger({ nodeType: trigger, typeName: TYPE, parameters: params(over), credential: rig.credential, endpoints, listen });
		open.push(t);
		return t;
	}

	for (const replaceExisting of [true, false]) {
		it(`listening on an active workflow stops and says why, and its production webhook stays and still receives leads (Replace Existing Webhook ${replaceExisting ? 'on' : 'off'})`, async () => {
			const t = await startRenamed({ replaceExisting });
			expect(t.url()).toMatch(/\/hooks\/[^/]+\/webhook$/);
			expect(t.url(true)).toMatch(/\/hooks-test\/[^/]+\/webhook$/);
			expect((await t.activate()).error).toBeUndefined();
			const [production] = rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE);
			expect(production.webhook_url).toBe(t.url());
			rig.emulator.clearLog();

			const listening = await t.listen();
			expect(listening.error?.message).toBe(`Lead form ${LEAD_FORM_TEST_DRIVE} already sends its leads to this workflow's production URL`);
			expect(listening.error?.description).toMatch(/Unpublish the workflow \(n8n 1.x: deactivate it\) to test the trigger/);
			expect(listening.error?.description).not.toMatch(/Replace Existing Webhook/);
			expect(listening.error?.description).toContain(`(its webhook: ${t.url()})`);
			// n8n removed the failed test webhook (delete): production stays, nothing was deleted or registered.
			expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([expect.objectContaining({ integration_id: production.integration_id, webhook_url: t.url() })]);
			expect(rig.apiCalls('DELETE')).toEqual([]);
			expect(rig.apiCalls('POST')).toEqual([]);
			await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE);
			expect(t.deliveries.map((d) => d.status)).toEqual([200]);
			expect(t.executions).toHaveLength(1);
		});
	}

	it('an inactive workflow listens at the test URL; the end of listening deletes the test webhook only', async () => {
		const t = await startRenamed();
		const listening = await t.listen();
		expect(listening.error).toBeUndefined();
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([expect.objectContaining({ webhook_url: t.url(true) })]);
		await until(() => t.executions.length > 0);
		expect(t.executions[0][0].json).toMatchObject({ form_id: LEAD_FORM_TEST_DRIVE, _test_lead: true });
		expect((await t.deactivate(true)).error).toBeUndefined();
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([]);
	});

	it('publishing while listening replaces the test webhook of this very trigger without asking, and the end of listening leaves the production one', async () => {
		const t = await startRenamed();
		expect((await t.listen()).error).toBeUndefined();
		const [test] = rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE);
		expect(test.webhook_url).toBe(t.url(true));
		await until(() => t.executions.length > 0); // Snap's test lead

		const activation = await t.activate();
		expect(activation.error).toBeUndefined();
		const [production] = rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE);
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([expect.objectContaining({ webhook_url: t.url() })]);
		expect(production.integration_id).not.toBe(test.integration_id);

		expect((await t.deactivate(true)).error).toBeUndefined();
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual([expect.objectContaining({ integration_id: production.integration_id })]);
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE);
		expect(t.executions.map((e) => e[0].json._test_lead === true)).toEqual([true, false]);
	});

	it('the end of listening never deletes the production webhook, even with a stray webhook at the test URL', async () => {
		const t = await startRenamed();
		await t.activate();
		const [production] = rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE);
		// A webhook at the test URL left behind (e.g. n8n restarted while listening).
		rig.emulator.leadGen.addIntegration(LEAD_FORM_TEST_DRIVE, t.url(true));
		expect((await t.deactivate(true)).error).toBeUndefined();
		expect(rig.emulator.leadGen.integrations(LEAD_FORM_TEST_DRIVE)).toEqual(expect.arrayContaining([expect.objectContaining({ integration_id: production.integration_id, webhook_url: t.url() })]));
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE);
		expect(t.executions).toHaveLength(1);
	});
});

describe('the example workflow (examples/new-snapchat-lead-to-google-sheets.json)', () => {
	it('its trigger, as saved, registers the form and turns a lead into an item holding every field its sheet row reads', async () => {
		const file = path.join(__dirname, '..', '..', 'examples', 'new-snapchat-lead-to-google-sheets.json');
		const workflow = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Array<{ type: string; parameters: INodeParameters }> };
		const node = workflow.nodes.find((n) => n.type === TYPE);
		const sheet = workflow.nodes.find((n) => n.type === 'n8n-nodes-base.googleSheets');
		expect(node).toBeDefined();
		const t = await startWebhookTrigger({ nodeType: trigger, typeName: TYPE, parameters: node!.parameters, credential: rig.credential });
		open.push(t);
		expect((await t.activate()).error).toBeUndefined();
		await rig.emulator.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, { custom_field_1: 'Roadster' });
		const item = t.executions[0][0].json;
		const columns = (sheet!.parameters.columns as { value: Record<string, string> }).value;
		for (const expression of Object.values(columns)) {
			const read = /\$json\.(\w+)(?:\['([^']+)'\])?/.exec(expression);
			expect(read).not.toBeNull();
			const value = read![2] ? (item[read![1]] as IDataObject)[read![2]] : item[read![1]];
			expect([expression, value]).toEqual([expression, expect.anything()]);
		}
		expect((item.answers as IDataObject)['Which model do you want to drive?']).toBe('Roadster');
	});
});

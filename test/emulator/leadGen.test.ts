/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Lead generation in the emulator: forms, webhook integrations (create in both answer spellings,
 * the 500 of an unwrapped body, one per form, HTTPS, the admin refusal, list, delete, test) and
 * signed deliveries to a registered URL (the right secret, a wrong one, a stale t, a tampered body,
 * redelivery after a non-2xx answer).
 */
import { createHmac } from 'crypto';
import * as http from 'http';

import {
	AD_ACCOUNT_LA,
	LEAD_FORM_ARCHIVED,
	LEAD_FORM_NEWSLETTER,
	LEAD_FORM_OTHER,
	LEAD_FORM_TEST_DRIVE,
	LEAD_FORM_UK,
	startEmulator,
	type Emulator,
} from './index';
import { call } from './testkit';

let em: Emulator;
let token: string;

interface Received {
	headers: http.IncomingHttpHeaders;
	raw: string;
}
let received: Received[] = [];
let answerWith: number[] = [];
let receiver: http.Server;
let receiverUrl = '';

beforeAll(async () => {
	em = await startEmulator();
	token = em.issueTokens('user-1').accessToken;
	receiver = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
			res.writeHead(answerWith.shift() ?? 200).end();
		});
	});
	await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
	const a = receiver.address() as { port: number };
	receiverUrl = `http://127.0.0.1:${a.port}/webhook/abc/webhook`;
});
afterAll(async () => {
	await em.close();
	await new Promise<void>((r) => receiver.close(() => r()));
});
beforeEach(() => {
	em.reset();
	received = [];
	answerWith = [];
});

const register = (formId: string, url = receiverUrl) =>
	call(em, 'POST', '/v1/lead_gen/integrations/public_webhook', { token, body: { webhook_integrations: [{ form_id: formId, webhook_url: url }] } });
const sign = (secret: string, t: string, raw: string) => createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex');

describe('lead forms', () => {
	it('lists an ad account\'s forms with their fields and status, and gets one', async () => {
		const list = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA}/lead_generation_forms`, { token });
		expect(list.status).toBe(200);
		const forms = list.json.lead_generation_forms.map((e: { lead_generation_form: { id: string; status: string } }) => e.lead_generation_form);
		expect(forms.map((f: { id: string }) => f.id)).toEqual([LEAD_FORM_TEST_DRIVE, LEAD_FORM_NEWSLETTER, LEAD_FORM_ARCHIVED]);
		expect(forms[2].status).toBe('ARCHIVED');
		const one = await call(em, 'GET', `/v1/lead_generation_forms/${LEAD_FORM_TEST_DRIVE}`, { token });
		const form = one.json.lead_generation_forms[0].lead_generation_form;
		expect(form.form_fields.filter((f: { type: string }) => f.type === 'CUSTOM')).toHaveLength(2);
		expect(form.legal_disclosures.consent_form_fields).toHaveLength(1);
	});

	it('answers 404 for an unknown form and 403 for another user\'s', async () => {
		expect((await call(em, 'GET', '/v1/lead_generation_forms/f0a1b2c3-9999-4a11-8a11-aaaaaaaaaa99', { token })).status).toBe(404);
		expect((await call(em, 'GET', `/v1/lead_generation_forms/${LEAD_FORM_OTHER}`, { token })).status).toBe(403);
	});
});

describe('webhook integrations', () => {
	it('creates one (snake_case answer with the secret), lists it for the form, and deletes it', async () => {
		const created = await register(LEAD_FORM_TEST_DRIVE);
		expect(created.status).toBe(200);
		const integration = created.json.webhook_integrations[0].webhook_integration;
		expect(integration).toMatchObject({ form_id: LEAD_FORM_TEST_DRIVE, webhook_url: receiverUrl, partner_type: 'PUBLIC_WEBHOOK' });
		expect(integration.hmac_secret).toEqual(expect.any(String));
		const listed = await call(em, 'GET', `/v1/lead_gen/forms/${LEAD_FORM_TEST_DRIVE}/integrations?partner_type=PUBLIC_WEBHOOK`, { token });
		expect(listed.json.partner_integrations).toEqual([
			expect.objectContaining({ integration_id: integration.integration_id, generic_webhook_handler_info: { webhook_url: receiverUrl } }),
		]);
		// The secret is never listed.
		expect(listed.text).not.toContain(integration.hmac_secret);
		expect((await call(em, 'DELETE', `/v1/lead_gen/integrations/${integration.integration_id}`, { token })).status).toBe(200);
		expect((await call(em, 'DELETE', `/v1/lead_gen/integrations/${integration.integration_id}`, { token })).status).toBe(404);
		expect(em.leadGen.integrations()).toEqual([]);
	});

	it('answers in camelCase when set to, as Snap\'s docs copies show', async () => {
		em.leadGen.setAnswerSpelling('camel');
		const created = await register(LEAD_FORM_TEST_DRIVE);
		const integration = created.json.webhookIntegrations[0].webhookIntegration;
		expect(integration).toMatchObject({ formId: LEAD_FORM_TEST_DRIVE, webhookUrl: receiverUrl, hmacSecret: expect.any(String) });
		const listed = await call(em, 'GET', `/v1/lead_gen/forms/${LEAD_FORM_TEST_DRIVE}/integrations`, { token });
		expect(listed.json.partnerIntegrations[0].genericWebhookHandlerInfo.webhookUrl).toBe(receiverUrl);
	});

	it('refuses an unwrapped body with a 500, a second webhook for the form, a plain-HTTP public URL, and a non-admin', async () => {
		const unwrapped = await call(em, 'POST', '/v1/lead_gen/integrations/public_webhook', { token, body: { form_id: LEAD_FORM_TEST_DRIVE, webhook_url: receiverUrl } });
		expect(unwrapped.status).toBe(500);
		expect((await register(LEAD_FORM_TEST_DRIVE)).status).toBe(200);
		const second = await register(LEAD_FORM_TEST_DRIVE, 'https://elsewhere.example.com/hook');
		expect(second.status).toBe(400);
		expect(second.json.debug_message).toMatch(/already has a webhook integration/);
		expect((await register(LEAD_FORM_NEWSLETTER, 'http://n8n.example.com/webhook/x')).status).toBe(400);
		const notAdmin = await register(LEAD_FORM_UK, 'https://n8n.example.com/webhook/x');
		expect(notAdmin.status).toBe(403);
		expect(notAdmin.json.debug_message).toMatch(/Organization Admin/);
	});

	it('sends Snap\'s test lead to the webhook after answering the test call', async () => {
		const id = (await register(LEAD_FORM_TEST_DRIVE)).json.webhook_integrations[0].webhook_integration.integration_id;
		expect((await call(em, 'GET', `/v1/lead_gen/integrations/${id}/test`, { token })).status).toBe(200);
		for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
		expect(JSON.parse(received[0].raw)).toMatchObject({ form_name: 'Snap Lead Generation Form', email: 'johndoe@snapchat.com', phone_number: '555-123-4567' });
	});
});

describe('deliveries', () => {
	it('POSTs a flat JSON lead signed over "{t}.{raw body}" with the integration\'s secret', async () => {
		const secret = (await register(LEAD_FORM_TEST_DRIVE)).json.webhook_integrations[0].webhook_integration.hmac_secret as string;
		const outcome = await em.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, { custom_field_1: 'Roadster' });
		expect(outcome).toMatchObject({ delivered: true, statuses: [200] });
		const [{ headers, raw }] = received;
		expect(headers.signature).toBe(sign(secret, headers.t as string, raw));
		expect(Math.abs(Number(headers.t) - Date.now() / 1000)).toBeLessThan(60);
		const lead = JSON.parse(raw);
		expect(lead).toMatchObject({ form_id: LEAD_FORM_TEST_DRIVE, ad_account_id: AD_ACCOUNT_LA, custom_field_1: 'Roadster', consent_1: 'true' });
		expect(lead.create_time).toMatch(/^\d{13}$/);
	});

	it('signs with a wrong secret, sends a stale t, tampers with the body or leaves the signature out when asked', async () => {
		const secret = (await register(LEAD_FORM_TEST_DRIVE)).json.webhook_integrations[0].webhook_integration.hmac_secret as string;
		await em.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { secret: 'not-the-secret', maxAttempts: 1 });
		await em.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { timestampMs: Date.now() - 3_600_000, maxAttempts: 1 });
		await em.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { tamper: true, maxAttempts: 1 });
		await em.leadGen.submitLead(LEAD_FORM_TEST_DRIVE, {}, { unsigned: true, maxAttempts: 1 });
		const [wrong, stale, tampered, unsigned] = received;
		expect(wrong.headers.signature).not.toBe(sign(secret, wrong.headers.t as string, wrong.raw));
		expect(stale.headers.signature).toBe(sign(secret, stale.headers.t as string, stale.raw));
		expect(Number(stale.headers.t)).toBeLessThan(Date.now() / 1000 - 3500);
		expect(tampered.headers.signature).not.toBe(sign(secret, tampered.headers.t as string, tampered.raw));
		expect(unsigned.headers.signature).toBeUndefined();
		expect(em.leadGen.deliveries().map((d) => d.kind)).toEqual(['wrong-secret', 'timestamp-set', 'tampered', 'unsigned']);
	});

	it('redelivers after a non-2xx answer, signed anew, and redeliver() sends a delivered lead again', async () => {
		await register(LEAD_FORM_TEST_DRIVE);
		answerWith = [503, 500];
		const outcome = await em.leadGen.submitLead(LEAD_FORM_TEST_DRIVE);
		expect(outcome.statuses).toEqual([503, 500, 200]);
		expect(new Set(received.map((r) => JSON.parse(r.raw).lead_id)).size).toBe(1);
		const again = await em.leadGen.redeliver(outcome.lead.lead_id);
		expect(again).toMatchObject({ delivered: true, statuses: [200] });
		expect(received).toHaveLength(4);
	});
});

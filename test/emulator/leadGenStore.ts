/**
 * Lead generation data of the emulator: lead forms, webhook integrations (one per form) and the
 * test hooks that deliver leads to a registered webhook URL (signed as leadGenDelivery.ts says):
 * with the right secret or a wrong one, a stale `t`, a tampered body, and again as Snap redelivers.
 * Routes live in leadGen.ts.
 */
import { randomBytes, randomUUID } from 'crypto';

import { AD_ACCOUNT_LONDON } from './fixtures';
import { postLead, type DeliverOptions, type DeliveryAttempt, type DeliveryOutcome } from './leadGenDelivery';
import { LEAD_FORM_FIXTURES } from './leadGenFixtures';
import { fromPlain, refill, toPlain } from './persist';

export type { DeliverOptions, DeliveryAttempt, DeliveryOutcome } from './leadGenDelivery';

export interface LeadForm {
	id: string;
	ad_account_id: string;
	name: string;
	title: string;
	description: string;
	status: string;
	form_fields: Array<Record<string, unknown>>;
	privacy_policy_url: string;
	legal_disclosures?: Record<string, unknown>;
	created_at: string;
	updated_at: string;
}

export interface WebhookIntegration {
	integration_id: string;
	form_id: string;
	ad_account_id: string;
	webhook_url: string;
	partner_type: 'PUBLIC_WEBHOOK';
	hmac_secret: string;
	created_at: string;
}

export type AnswerSpelling = 'snake' | 'camel';

export function createLeadGenStore(clock: () => number) {
	const forms = new Map<string, LeadForm & { seq: number }>();
	const integrations = new Map<string, WebhookIntegration>();
	/** One secret per ad account, shared by its integrations (as one client reports). */
	const accountSecrets = new Map<string, string>();
	const attempts: DeliveryAttempt[] = [];
	const sent = new Map<string, { integrationId: string; lead: Record<string, string> }>();
	let seq = 0;
	let attemptSeq = 0;
	let spelling: AnswerSpelling = 'snake';
	/** When Snap sends its test lead: after answering GET .../test (default), or at once, before answering. */
	let testLeadTiming: 'after-answer' | 'at-once' = 'after-answer';
	/** Ad accounts whose organization the user of the token does not administer (registration refused). */
	const notAdmin = new Set<string>([AD_ACCOUNT_LONDON]);
	const iso = () => new Date(clock()).toISOString();

	const seedForm = (adAccountId: string, fields: Partial<LeadForm> = {}): LeadForm => {
		const now = iso();
		const form = {
			id: fields.id ?? randomUUID(),
			ad_account_id: adAccountId,
			name: fields.name ?? `Lead form ${seq + 1}`,
			title: fields.title ?? 'Get a quote',
			description: fields.description ?? 'Tell us how to reach you',
			status: fields.status ?? 'ACTIVE',
			form_fields: fields.form_fields ?? [{ type: 'FIRST_NAME' }, { type: 'EMAIL' }],
			privacy_policy_url: fields.privacy_policy_url ?? 'https://www.example.com/privacy',
			...(fields.legal_disclosures ? { legal_disclosures: fields.legal_disclosures } : {}),
			created_at: now,
			updated_at: now,
			seq: ++seq,
		};
		forms.set(form.id, form);
		return strip(form);
	};
	const strip = (stored: LeadForm & { seq: number }): LeadForm => {
		const form: Partial<LeadForm & { seq: number }> = structuredClone(stored);
		delete form.seq;
		return form as LeadForm;
	};

	const reset = () => {
		forms.clear();
		integrations.clear();
		attempts.length = 0;
		sent.clear();
		spelling = 'snake';
		testLeadTiming = 'after-answer';
		for (const f of LEAD_FORM_FIXTURES) seedForm(f.ad_account_id, f);
	};
	reset();

	const secretOf = (adAccountId: string) => {
		let secret = accountSecrets.get(adAccountId);
		if (!secret) accountSecrets.set(adAccountId, (secret = randomBytes(24).toString('base64url')));
		return secret;
	};

	const integrationOfForm = (formId: string) => [...integrations.values()].find((i) => i.form_id === formId);

	/** A lead of `form` with an answer for every question (custom answers from `answers`). */
	const leadOf = (form: LeadForm, answers: Record<string, string> = {}): Record<string, string> => {
		const lead: Record<string, string> = {
			form_id: form.id,
			form_name: form.name,
			ad_account_id: form.ad_account_id,
			campaign_id: 'c0ffee00-1111-4a11-8a11-000000000001',
			campaign_name: 'Spring leads',
			ad_squad_id: 'c0ffee00-2222-4b22-9b22-000000000002',
			ad_squad_name: 'Spring leads · US 25-44',
			ad_id: 'c0ffee00-3333-4c33-ac33-000000000003',
			ad_name: 'Test drive form ad',
			lead_id: randomUUID(),
			create_time: String(clock()),
		};
		let custom = 0;
		for (const field of form.form_fields) {
			const type = String(field.type);
			if (type === 'FIRST_NAME') lead.first_name = 'Jane';
			else if (type === 'LAST_NAME') lead.last_name = 'Doe';
			else if (type === 'EMAIL') lead.email = 'jane.doe@example.com';
			else if (type === 'PHONE_NUMBER') lead.phone_number = '+1 415 555 0100';
			else if (type === 'CUSTOM') lead[`custom_field_${++custom}`] = `answer ${custom}`;
		}
		const consents = (form.legal_disclosures?.consent_form_fields as unknown[] | undefined) ?? [];
		consents.forEach((_c, i) => (lead[`consent_${i + 1}`] = 'true'));
		return { ...lead, ...answers };
	};

	const post = async (integration: WebhookIntegration, lead: Record<string, string>, opts: DeliverOptions): Promise<number[]> =>
		await postLead(integration, lead, opts, (attempt) => attempts.push({ seq: ++attemptSeq, ...attempt }));

	const deliver = async (formId: string, lead: Record<string, string>, opts: DeliverOptions = {}): Promise<DeliveryOutcome> => {
		const integration = integrationOfForm(formId);
		if (!integration) throw new Error(`emulator: lead form ${formId} has no webhook integration to deliver to`);
		sent.set(lead.lead_id, { integrationId: integration.integration_id, lead });
		const statuses = await post(integration, lead, opts);
		return { lead, statuses, delivered: statuses.some((s) => s >= 200 && s < 300) };
	};

	return {
		seedForm,
		forms: (adAccountId?: string) => [...forms.values()].filter((f) => !adAccountId || f.ad_account_id === adAccountId).sort((a, b) => a.seq - b.seq).map(strip),
		formsWithKeys: (adAccountId: string) => [...forms.values()].filter((f) => f.ad_account_id === adAccountId).sort((a, b) => a.seq - b.seq),
		form: (id: string) => {
			const f = forms.get(id.toLowerCase());
			return f ? strip(f) : undefined;
		},
		integrations: (formId?: string) => [...integrations.values()].filter((i) => !formId || i.form_id === formId).map((i) => ({ ...i })),
		integration: (id: string) => integrations.get(id.toLowerCase()),
		integrationOfForm,
		/** Registers a webhook as Snap would (no HTTP, no log entry); returns it with its secret. */
		addIntegration(formId: string, webhookUrl: string): WebhookIntegration {
			const form = forms.get(formId.toLowerCase());
			if (!form) throw new Error(`emulator: unknown lead form ${formId}`);
			const integration: WebhookIntegration = {
				integration_id: randomUUID(),
				form_id: form.id,
				ad_account_id: form.ad_account_id,
				webhook_url: webhookUrl,
				partner_type: 'PUBLIC_WEBHOOK',
				hmac_secret: secretOf(form.ad_account_id),
				created_at: iso(),
			};
			integrations.set(integration.integration_id, integration);
			return { ...integration };
		},
		removeIntegration: (id: string) => integrations.delete(id.toLowerCase()),
		isAdminFor: (adAccountId: string) => !notAdmin.has(adAccountId),
		/** Builds a lead for the form (every question answered) and delivers it to the form's webhook. */
		async submitLead(formId: string, answers: Record<string, string> = {}, opts: DeliverOptions = {}): Promise<DeliveryOutcome> {
			const form = forms.get(formId.toLowerCase());
			if (!form) throw new Error(`emulator: unknown lead form ${formId}`);
			return await deliver(form.id, leadOf(form, answers), opts);
		},
		deliver,
		/** Sends a lead that was delivered before once more, signed anew (Snap's redelivery). */
		async redeliver(leadId: string, opts: DeliverOptions = {}): Promise<DeliveryOutcome> {
			const earlier = sent.get(leadId);
			if (!earlier) throw new Error(`emulator: lead ${leadId} was never delivered`);
			const integration = integrations.get(earlier.integrationId);
			if (!integration) throw new Error(`emulator: the webhook lead ${leadId} went to is gone`);
			const statuses = await post(integration, earlier.lead, opts);
			return { lead: earlier.lead, statuses, delivered: statuses.some((s) => s >= 200 && s < 300) };
		},
		/**
		 * Snap's timing of its test lead is not published: 'at-once' delivers it before Snap answers
		 * GET .../test, once, without redelivery (a refused test lead is lost).
		 */
		testLeadTiming: () => testLeadTiming,
		setTestLeadTiming(value: 'after-answer' | 'at-once') {
			testLeadTiming = value;
		},
		/** Snap's fixed test lead, delivered to the integration (GET .../test). */
		async sendTestLead(integrationId: string, opts: DeliverOptions = {}): Promise<DeliveryOutcome> {
			const integration = integrations.get(integrationId.toLowerCase());
			if (!integration) throw new Error(`emulator: unknown integration ${integrationId}`);
			const form = forms.get(integration.form_id);
			if (!form) throw new Error(`emulator: the form of integration ${integrationId} is gone`);
			const lead = {
				...leadOf(form),
				form_name: 'Snap Lead Generation Form',
				first_name: 'John',
				last_name: 'Doe',
				email: 'johndoe@snapchat.com',
				phone_number: '555-123-4567',
			};
			return await deliver(integration.form_id, lead, opts);
		},
		/** Every delivery attempt, in order. */
		deliveries: () => attempts.map((a) => ({ ...a })),
		secretOf,
		answerSpelling: () => spelling,
		/** 'camel': answers as the docs copies show them (webhookIntegrations, partnerIntegrations...). */
		setAnswerSpelling(value: AnswerSpelling) {
			spelling = value;
		},
		reset,
		/** The store's data as JSON-ready values, and back (persist.ts); the delivery log is not kept. */
		dump: () => toPlain({ forms, integrations, accountSecrets, sent, seq, attemptSeq }),
		load(data: unknown) {
			const saved = fromPlain(data) as { forms?: unknown; integrations?: unknown; accountSecrets?: unknown; sent?: unknown; seq?: number; attemptSeq?: number };
			refill(forms, saved.forms);
			refill(integrations, saved.integrations);
			refill(accountSecrets, saved.accountSecrets);
			refill(sent, saved.sent);
			seq = saved.seq ?? forms.size;
			attemptSeq = saved.attemptSeq ?? 0;
		},
	};
}

export type LeadGenStore = ReturnType<typeof createLeadGenStore>;

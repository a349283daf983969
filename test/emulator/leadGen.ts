/* eslint-disable @n8n/community-nodes/no-restricted-globals -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Lead generation routes (Snap's Lead Generation Ads page; answer spellings from the docs copies
 * and a live client): lead forms (list, get), webhook integrations (create, list a form's, delete,
 * send the test lead). Choices where Snap is silent, all INFERRED: one integration per form (a
 * second is refused 400); registering or deleting needs the Organization Admin role (403 for
 * Acme UK's organization, which user-1 does not administer); the webhook URL must be HTTPS, except
 * on a loopback host (so that tests and local n8n can receive deliveries). Data: leadGenStore.ts.
 */
import { accessibleAccount } from './accounts';
import { findAdAccount, userCanAccessAccount, type FixtureUser } from './fixtures';
import type { LeadForm, WebhookIntegration } from './leadGenStore';
import { checkUuid, forbidden, invalidRequest, notFound, sendPage, snapError, success, wrap, type Ctx } from './respond';
import type { EmulatorArea, RouteHandler } from './router';
import type { EmulatorState } from './state';

const TEST_LEAD_DELAY_MS = 150;

function accessibleForm(ctx: Ctx, user: FixtureUser, rawId: string): LeadForm | undefined {
	const id = checkUuid(ctx, rawId, 'lead generation form');
	if (!id) return undefined;
	const form = ctx.state.leadGen.form(id);
	if (!form) return void notFound(ctx, 'lead generation form', id);
	const acc = findAdAccount(form.ad_account_id);
	if (!acc || !userCanAccessAccount(user, acc)) return void forbidden(ctx, 'lead generation form', id);
	return form;
}

function refuseNotAdmin(ctx: Ctx, adAccountId: string): boolean {
	if (ctx.state.leadGen.isAdminFor(adAccountId)) return false;
	snapError(ctx, 403, 'E3002', 'User must be an Organization Admin to manage lead generation integrations', {}, 'You do not have permission to perform this action.');
	return true;
}

function isAllowedUrl(url: unknown): boolean {
	if (typeof url !== 'string') return false;
	try {
		const u = new URL(url);
		if (u.protocol === 'https:') return true;
		return u.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
	} catch {
		return false;
	}
}

function integrationJson(ctx: Ctx, i: WebhookIntegration, withSecret: boolean): Record<string, unknown> {
	const camel = ctx.state.leadGen.answerSpelling() === 'camel';
	const base = camel
		? { integrationId: i.integration_id, formId: i.form_id, adAccountId: i.ad_account_id, webhookUrl: i.webhook_url, partnerType: i.partner_type }
		: { integration_id: i.integration_id, form_id: i.form_id, ad_account_id: i.ad_account_id, webhook_url: i.webhook_url, partner_type: i.partner_type };
	if (!withSecret) return base;
	return camel ? { ...base, hmacSecret: i.hmac_secret } : { ...base, hmac_secret: i.hmac_secret };
}

const listForms: RouteHandler = (ctx, user, id) => {
	const acc = accessibleAccount(ctx, user, id as string);
	if (!acc) return;
	sendPage(ctx, ctx.state.leadGen.formsWithKeys(acc.id), (f) => f.seq, `lead_generation_forms:${acc.id}`, {
		plural: 'lead_generation_forms',
		singular: 'lead_generation_form',
		toJson: (form) => ctx.state.leadGen.form(form.id),
	});
};

const getForm: RouteHandler = (ctx, user, id) => {
	const form = accessibleForm(ctx, user, id as string);
	if (form) success(ctx, { lead_generation_forms: wrap('lead_generation_form', [form]) });
};

const createIntegration: RouteHandler = (ctx, user) => {
	const list = (ctx.json as { webhook_integrations?: unknown } | null)?.webhook_integrations;
	// Seen live: a body without the webhook_integrations wrapper gets a 500.
	if (ctx.jsonError || !Array.isArray(list) || list.length === 0) return snapError(ctx, 500, 'INTERNAL_FAILURE', 'Internal failure');
	const checked: Array<{ formId: string; url: string }> = [];
	for (const el of list as Array<Record<string, unknown> | null>) {
		const formId = typeof el?.form_id === 'string' ? el.form_id : '';
		const form = accessibleForm(ctx, user, formId || '(none)');
		if (!form) return;
		if (refuseNotAdmin(ctx, form.ad_account_id)) return;
		if (!isAllowedUrl(el?.webhook_url)) return invalidRequest(ctx, 'webhook_url must be an HTTPS URL');
		if (ctx.state.leadGen.integrationOfForm(form.id)) {
			return invalidRequest(ctx, `Lead generation form ${form.id} already has a webhook integration`);
		}
		checked.push({ formId: form.id, url: el?.webhook_url as string });
	}
	const created = checked.map((c) => ctx.state.leadGen.addIntegration(c.formId, c.url));
	if (ctx.state.leadGen.answerSpelling() === 'camel') {
		return success(ctx, { webhookIntegrations: created.map((i) => ({ subRequestStatus: 'SUCCESS', webhookIntegration: integrationJson(ctx, i, true) })) });
	}
	success(ctx, { webhook_integrations: wrap('webhook_integration', created.map((i) => integrationJson(ctx, i, true))) });
};

const listIntegrations: RouteHandler = (ctx, user, id) => {
	const form = accessibleForm(ctx, user, id as string);
	if (!form) return;
	const type = ctx.url.searchParams.get('partner_type');
	const found = type && type !== 'PUBLIC_WEBHOOK' ? [] : ctx.state.leadGen.integrations(form.id);
	if (ctx.state.leadGen.answerSpelling() === 'camel') {
		return success(ctx, {
			partnerIntegrations: found.map((i) => ({ integrationId: i.integration_id, formId: i.form_id, partnerType: i.partner_type, genericWebhookHandlerInfo: { webhookUrl: i.webhook_url } })),
		});
	}
	success(ctx, {
		partner_integrations: found.map((i) => ({ integration_id: i.integration_id, form_id: i.form_id, partner_type: i.partner_type, generic_webhook_handler_info: { webhook_url: i.webhook_url } })),
	});
};

function accessibleIntegration(ctx: Ctx, user: FixtureUser, rawId: string): WebhookIntegration | undefined {
	const id = checkUuid(ctx, rawId, 'integration');
	if (!id) return undefined;
	const integration = ctx.state.leadGen.integration(id);
	if (!integration) return void notFound(ctx, 'integration', id);
	const acc = findAdAccount(integration.ad_account_id);
	if (!acc || !userCanAccessAccount(user, acc)) return void forbidden(ctx, 'integration', id);
	return integration;
}

const deleteIntegration: RouteHandler = (ctx, user, id) => {
	const integration = accessibleIntegration(ctx, user, id as string);
	if (!integration || refuseNotAdmin(ctx, integration.ad_account_id)) return;
	ctx.state.leadGen.removeIntegration(integration.integration_id);
	success(ctx, {});
};

const testIntegration: RouteHandler = (ctx, user, id) => {
	const integration = accessibleIntegration(ctx, user, id as string);
	if (!integration) return;
	if (ctx.state.leadGen.testLeadTiming() === 'at-once') {
		// Delivered before the answer, once: a test lead refused now is lost.
		void ctx.state.leadGen
			.sendTestLead(integration.integration_id, { maxAttempts: 1 })
			.catch(() => undefined)
			.then(() => success(ctx, {}));
		return;
	}
	success(ctx, {});
	// Snap sends its dummy lead after answering (asynchronously).
	const timer = setTimeout(() => {
		ctx.state.pendingTimers.delete(timer);
		ctx.state.leadGen.sendTestLead(integration.integration_id).catch(() => undefined);
	}, TEST_LEAD_DELAY_MS);
	ctx.state.pendingTimers.add(timer);
};

export function leadGenArea(s: EmulatorState): EmulatorArea {
	return {
		name: 'leadGen',
		routes: [
			{ path: '/v1/adaccounts/:id/lead_generation_forms', methods: { GET: listForms } },
			{ path: '/v1/lead_generation_forms/:id', methods: { GET: getForm } },
			{ path: '/v1/lead_gen/integrations/public_webhook', methods: { POST: createIntegration } },
			{ path: '/v1/lead_gen/forms/:id/integrations', methods: { GET: listIntegrations } },
			{ path: '/v1/lead_gen/integrations/:id', methods: { DELETE: deleteIntegration } },
			{ path: '/v1/lead_gen/integrations/:id/test', methods: { GET: testIntegration } },
		],
		reset: () => s.leadGen.reset(),
	};
}

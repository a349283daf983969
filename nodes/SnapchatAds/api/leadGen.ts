/**
 * Everything this package assumes about Snap's lead generation (forms, webhook integrations, the
 * delivered lead and its signature), in one place: the catalogue's part for lead generation, read by
 * the Lead Ads Trigger (leads/) and the Lead Form operations (actions/leadForm/).
 *
 * Snap publishes less here than for its other APIs. The facts below come from Snap's Lead
 * Generation Ads page (https://developers.snap.com/marketing-api/Ads-API/lead-generation-ads:
 * the form entity, the integration endpoints, the delivered fields), from API-directory copies of
 * that page (camelCase answers), and from a public client that called the live API (snake_case
 * answers, the signature scheme). Where they disagree every spelling is read. Each constant says
 * what was assumed; change it here, and only here, when Snap says otherwise.
 */
import { isRecord, nonEmptyText } from '../../shared/input/values';

// ---------------------------------------------------------------------------------------------
// Paths (Snap's Lead Generation page).

export const leadGenPaths = {
	forms: (adAccountId: string) => `/v1/adaccounts/${encodeURIComponent(adAccountId)}/lead_generation_forms`,
	form: (formId: string) => `/v1/lead_generation_forms/${encodeURIComponent(formId)}`,
	/** Create: the body MUST be wrapped in `webhook_integrations` (an unwrapped body gets a 500, seen live). */
	createIntegration: '/v1/lead_gen/integrations/public_webhook',
	/** A form's integrations; `partner_type=PUBLIC_WEBHOOK` limits the list to webhooks. */
	formIntegrations: (formId: string) => `/v1/lead_gen/forms/${encodeURIComponent(formId)}/integrations`,
	integration: (integrationId: string) => `/v1/lead_gen/integrations/${encodeURIComponent(integrationId)}`,
	/** Snap sends its fixed dummy lead ("Snap Lead Generation Form", johndoe@snapchat.com) to the integration. */
	testLead: (integrationId: string) => `/v1/lead_gen/integrations/${encodeURIComponent(integrationId)}/test`,
} as const;

export const PARTNER_TYPE = 'PUBLIC_WEBHOOK';

/**
 * The form name Snap's fixed test lead carries whatever form it is sent for (assumed from Snap's Lead
 * Generation page and the public client: its dummy lead is "Snap Lead Generation Form", John Doe).
 */
export const TEST_LEAD_FORM_NAME = 'Snap Lead Generation Form';

export function createIntegrationBody(formId: string, webhookUrl: string): { webhook_integrations: Array<{ form_id: string; webhook_url: string }> } {
	return { webhook_integrations: [{ form_id: formId, webhook_url: webhookUrl }] };
}

// ---------------------------------------------------------------------------------------------
// Answers. Snap's docs copies show camelCase, the live API answered snake_case: read both.

/** The first of `keys` that `record` holds (any value but undefined/null). */
function pick(record: Record<string, unknown>, ...keys: string[]): unknown {
	for (const key of keys) if (record[key] !== undefined && record[key] !== null) return record[key];
	return undefined;
}

function text(value: unknown): string | undefined {
	return typeof value === 'number' ? String(value) : nonEmptyText(typeof value === 'string' ? value.trim() : undefined);
}

export interface CreatedIntegration {
	integrationId?: string;
	/** The signing secret: returned by create only, never again. */
	secret?: string;
	webhookUrl?: string;
}

/**
 * The integration a create answered: `webhook_integrations[0].webhook_integration.{integration_id,
 * hmac_secret}` (live) or `webhookIntegrations[0].webhookIntegration.{integrationId, hmacSecret}`
 * (docs). An element without the inner wrapper is read as the integration itself.
 */
export function readCreatedIntegration(body: unknown): CreatedIntegration {
	if (!isRecord(body)) return {};
	const list = pick(body, 'webhook_integrations', 'webhookIntegrations');
	const first = Array.isArray(list) ? (list[0] as unknown) : undefined;
	if (!isRecord(first)) return {};
	const inner = pick(first, 'webhook_integration', 'webhookIntegration');
	const integration = isRecord(inner) ? inner : first;
	return {
		integrationId: text(pick(integration, 'integration_id', 'integrationId', 'id')),
		secret: text(pick(integration, 'hmac_secret', 'hmacSecret')),
		webhookUrl: text(pick(integration, 'webhook_url', 'webhookUrl')),
	};
}

/** Whether a create answer's element reports a failure (`sub_request_status` other than success). */
export function createdElementError(body: unknown): string | undefined {
	if (!isRecord(body)) return undefined;
	const list = pick(body, 'webhook_integrations', 'webhookIntegrations');
	const first = Array.isArray(list) ? (list[0] as unknown) : undefined;
	if (!isRecord(first)) return undefined;
	const status = text(pick(first, 'sub_request_status', 'subRequestStatus'));
	if (status === undefined || status.toUpperCase() === 'SUCCESS') return undefined;
	return text(pick(first, 'sub_request_error_reason', 'subRequestErrorReason')) ?? status;
}

export interface ListedIntegration {
	integrationId?: string;
	webhookUrl?: string;
}

/**
 * A form's integrations: `partner_integrations[].generic_webhook_handler_info.webhook_url` (live) or
 * `partnerIntegrations[].genericWebhookHandlerInfo.webhookUrl` (docs). The ID's key is not shown in
 * Snap's samples: `integration_id`, `integrationId` and `id` are read (assumed), at the element or
 * inside a `partner_integration` wrapper.
 */
export function readListedIntegrations(body: unknown): ListedIntegration[] {
	if (!isRecord(body)) return [];
	const list = pick(body, 'partner_integrations', 'partnerIntegrations');
	if (!Array.isArray(list)) return [];
	return list.filter(isRecord).map((element) => {
		const inner = pick(element, 'partner_integration', 'partnerIntegration');
		const integration = isRecord(inner) ? inner : element;
		const info = pick(integration, 'generic_webhook_handler_info', 'genericWebhookHandlerInfo');
		return {
			integrationId: text(pick(integration, 'integration_id', 'integrationId', 'id')),
			webhookUrl: isRecord(info) ? text(pick(info, 'webhook_url', 'webhookUrl')) : text(pick(integration, 'webhook_url', 'webhookUrl')),
		};
	});
}

// ---------------------------------------------------------------------------------------------
// The delivery's signature. Snap publishes no header name and no digest; a public client observed
// live: header `t` (a timestamp) and header `signature`, the lowercase hex HMAC-SHA256 of
// "{t}.{raw body}" keyed with the integration's secret (signing the body alone did not match).

export const SIGNATURE_HEADER = 'signature';
export const TIMESTAMP_HEADER = 't';
/** An optional "sha256=" prefix on the signature is tolerated (assumed: not seen, costs nothing). */
export const SIGNATURE_PREFIX = 'sha256=';
/**
 * How old (or how far ahead) a delivery's `t` may be. Snap publishes no retry schedule; five
 * minutes is the common replay window of signed webhooks (assumed). Snap's retries are signed
 * anew when they are sent (assumed), so a retry is not refused as stale.
 */
export const MAX_TIMESTAMP_SKEW_MS = 5 * 60 * 1000;

/**
 * `t` in milliseconds. Its unit is not published: a value of 10^11 or more is read as Unix
 * milliseconds, a smaller one as Unix seconds (assumed; decimals allowed). Undefined when `t` is
 * not a number.
 */
export function timestampMs(t: string): number | undefined {
	if (!/^\d{1,16}(\.\d{1,6})?$/.test(t)) return undefined;
	const n = Number(t);
	if (!Number.isFinite(n)) return undefined;
	return n >= 1e11 ? n : n * 1000;
}

// ---------------------------------------------------------------------------------------------
// The lead Snap POSTs: a flat JSON object (Snap's page and the client agree).

/** Always present. `create_time` is Unix milliseconds written as a string. */
export const ALWAYS_SENT = [
	'form_id',
	'form_name',
	'ad_account_id',
	'campaign_id',
	'campaign_name',
	'ad_squad_id',
	'ad_squad_name',
	'ad_id',
	'ad_name',
	'lead_id',
	'create_time',
] as const;

export const CUSTOM_FIELD_COUNT = 8;
export const CONSENT_COUNT = 2;

/**
 * A form's questions as the lead names them. Standard fields have fixed keys (the form field type
 * → the delivered key; ADDRESS is delivered as five keys). The Nth CUSTOM form field is delivered as
 * `custom_field_N` and the Nth consent of `legal_disclosures.consent_form_fields` as `consent_N`:
 * the order of the form is assumed to be the numbering (Snap's page lists the keys, not the mapping).
 */
export const STANDARD_FIELD_KEYS: Record<string, string[]> = {
	FIRST_NAME: ['first_name'],
	LAST_NAME: ['last_name'],
	EMAIL: ['email'],
	PHONE_NUMBER: ['phone_number'],
	ADDRESS: ['address_line_1', 'address_line_2', 'address_level_1', 'address_level_2', 'postal_code'],
	POSTAL_CODE: ['postal_code'],
	BIRTHDAY_DATE: ['birthday'],
	JOB_TITLE: ['job_title'],
	COMPANY_NAME: ['company_name'],
};

/** A lead may be delivered one per request (seen) or, defensively, as an array or under `leads` (assumed). */
export function leadsOfDelivery(body: unknown): Array<Record<string, unknown>> {
	if (Array.isArray(body)) return body.filter(isRecord);
	if (!isRecord(body)) return [];
	const wrapped = pick(body, 'leads');
	if (Array.isArray(wrapped)) return wrapped.filter(isRecord);
	return [body];
}

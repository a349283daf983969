/**
 * The Lead Ads Trigger's webhook registration at Snap, as n8n drives it: `checkExists` (is this
 * workflow's integration still there?), `create` (register the form's webhook, keep the integration
 * ID and the signing secret, which Snap returns only here) and `delete` (on deactivation).
 *
 * Snap allows one webhook integration per lead form. One that points at this workflow's own URL is
 * ours (e.g. left behind when static data was lost) and is replaced without asking, and so is one of
 * this very trigger at its other address (its test URL, or a former one; see ownWebhooks.ts); one that
 * points elsewhere stops activation with its address, unless the user chose to replace it.
 *
 * Listening for a test event (n8n's manual mode) never touches the workflow's production webhook: this
 * trigger's webhook at another URL than the test one stops the test whatever "Replace Existing Webhook"
 * says. It is recognised by what the node holds (the integration ID it stored, its webhook ID in the
 * address), never by a word of the path: n8n's paths can be renamed (N8N_ENDPOINT_WEBHOOK,
 * N8N_ENDPOINT_WEBHOOK_TEST), e.g. `hooks` and `hooks-test` behind a proxy. The end of listening deletes
 * only the test webhook: n8n runs it with the test's own static data (read in n8n's TestWebhooks: a test
 * starts with empty static data and its delete runs in mode `internal`), whose integration is the test
 * one; in manual mode (a caller handing the test the saved static data) only webhooks at the test URL are
 * deleted, never the integration the static data names.
 *
 * Static data (the workflow's, node scope) holds only: the integration ID, the secret, the labels of
 * the form's custom questions and consents, and the ad account's name and time zone (for the
 * `_local` time). Never a lead.
 */
import type { IHookFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError, NodeOperationError, sleep } from 'n8n-workflow';

import { convertInputErrors, toNodeError } from '../../shared/items/errors';
import { readBoolean } from '../../shared/input/booleans';
import { nonEmptyText } from '../../shared/input/values';
import { checkUuid, InputError } from '../../shared/input/validation';
import { createClient } from '../transport';
import { questionLabels } from '../api/leadFormQuestions';
import { deleteIntegration, explainRefusal, listIntegrations, readAccount, readForm } from './snapCalls';
import { sameUrl, sortOut, type SortedIntegrations } from './ownWebhooks';
import { createdElementError, createIntegrationBody, leadGenPaths, readCreatedIntegration } from '../api/leadGen';
import { triggerState } from './state';

export const FORM_FIELD = 'Lead Form';
export const AD_ACCOUNT_FIELD = 'Ad Account';

function locatorId(ctx: IHookFunctions, name: string, field: string, what: string): string {
	try {
		return checkUuid(ctx.getNodeParameter(name, '', { extractValue: true }), field, what);
	} catch (error) {
		if (error instanceof InputError) {
			throw new NodeOperationError(ctx.getNode(), error.message, { description: error.hint });
		}
		throw toNodeError(ctx.getNode(), error);
	}
}

export function readFormId(ctx: IHookFunctions): string {
	return locatorId(ctx, 'formId', FORM_FIELD, 'lead form');
}

function webhookUrl(ctx: IHookFunctions): string {
	const url = ctx.getNodeWebhookUrl('default');
	if (!url) throw new NodeOperationError(ctx.getNode(), 'n8n gave no webhook URL for the Snapchat Lead Ads Trigger');
	return url;
}

function isTest(ctx: IHookFunctions): boolean {
	return ctx.getActivationMode() === 'manual' || ctx.getMode() === 'manual';
}

/**
 * Stops registration: while listening for a test event, the form sends its leads to this workflow's
 * production URL, which a test never replaces, whatever Replace Existing Webhook says; or the form sends
 * them to others that may not be replaced.
 */
function refuse(ctx: IHookFunctions, formId: string, sorted: SortedIntegrations): void {
	if (isTest(ctx) && sorted.own.length > 0) {
		const where = sorted.own.map((o) => o.webhookUrl ?? `integration ${o.integrationId ?? '(no ID)'}`).join(', ');
		throw new NodeOperationError(ctx.getNode(), `Lead form ${formId} already sends its leads to this workflow's production URL`, {
			description:
				`The workflow is active (its webhook: ${where}), and Snapchat allows one webhook per lead form, so it cannot also send a test lead to the test URL. ` +
				'Unpublish the workflow (n8n 1.x: deactivate it) to test the trigger, or look at the leads it received under Executions.',
		});
	}
	const replace = convertInputErrors(ctx, undefined, () => readBoolean(ctx, 'replaceExisting', undefined, false, 'Replace Existing Webhook'));
	if (sorted.others.length > 0 && !replace) {
		const where = sorted.others.map((o) => o.webhookUrl ?? `integration ${o.integrationId ?? '(no ID)'}`).join(', ');
		throw new NodeOperationError(ctx.getNode(), `Lead form ${formId} already sends its leads to ${where}`, {
			description:
				'Snapchat allows one webhook per lead form, so this workflow cannot receive its leads while that one exists. ' +
				'If that address is no longer used (an old workflow, another tool), turn on "Replace Existing Webhook" and publish the workflow again (n8n 1.x: activate it): ' +
				'the other webhook is deleted and stops receiving leads. Otherwise pick another lead form.',
		});
	}
}

export async function checkExists(ctx: IHookFunctions): Promise<boolean> {
	const formId = readFormId(ctx);
	const url = webhookUrl(ctx);
	const state = triggerState(ctx);
	const client = await createClient(ctx);
	const sorted = sortOut(ctx, await listIntegrations(ctx, client, formId), url);
	if (state.secret && sorted.here.some((i) => i.integrationId !== undefined && i.integrationId === state.integrationId)) return true;
	refuse(ctx, formId, sorted);
	return false;
}

export async function create(ctx: IHookFunctions): Promise<boolean> {
	const formId = readFormId(ctx);
	const url = webhookUrl(ctx);
	const client = await createClient(ctx);

	const existing = await listIntegrations(ctx, client, formId);
	refuse(ctx, formId, sortOut(ctx, existing, url));
	// Ours without a secret we still hold, this trigger's at its other address (not while testing: refused
	// above), or others the user chose to replace.
	for (const integration of existing) {
		if (integration.integrationId) await deleteIntegration(ctx, client, integration.integrationId, formId);
	}

	const form = await readForm(client, formId);
	const adAccountId = nonEmptyText(form.ad_account_id) ?? locatorId(ctx, 'adAccountId', AD_ACCOUNT_FIELD, 'ad account');
	const account = await readAccount(client, adAccountId);

	let answer: unknown;
	try {
		answer = await client.request({
			method: 'POST',
			path: leadGenPaths.createIntegration,
			body: createIntegrationBody(formId, url),
			idempotent: false,
			subject: `the webhook of lead form ${formId}`,
			unknownOutcome: 'the webhook may or may not have been registered',
			checkHint: 'Publish the workflow again (n8n 1.x: activate it): the trigger first lists the form\'s webhooks and replaces one that points at this workflow',
		});
	} catch (error) {
		throw explainRefusal(ctx, error, formId);
	}
	const refused = createdElementError(answer);
	if (refused) {
		throw new NodeApiError(ctx.getNode(), {} as JsonObject, {
			message: `Snapchat refused the webhook of lead form ${formId}: ${refused}`,
			description: url.startsWith('https://')
				? 'Check that the lead form is active and that the connected user may manage it, then publish the workflow again (n8n 1.x: activate it).'
				: `Snapchat delivers leads only to an HTTPS address, and this workflow's webhook URL is ${url}. Set n8n's WEBHOOK_URL to the public HTTPS address of this n8n, then publish the workflow again (n8n 1.x: activate it).`,
		});
	}
	const created = readCreatedIntegration(answer);
	if (!created.integrationId || !created.secret) {
		throw new NodeApiError(ctx.getNode(), {} as JsonObject, {
			message: `Snapchat's answer to registering the webhook of lead form ${formId} held no ${created.integrationId ? 'signing secret' : 'integration ID'}`,
			description:
				'The webhook may have been registered, but leads cannot be verified without its secret. Publish the workflow again (n8n 1.x: activate it): the trigger replaces the webhook that points at this workflow.',
		});
	}

	const state = triggerState(ctx);
	state.integrationId = created.integrationId;
	state.secret = created.secret;
	state.labels = questionLabels(form);
	const formName = nonEmptyText(form.name);
	if (formName) state.formName = formName;
	else delete state.formName;
	state.adAccount = { ...(account.name ? { name: account.name } : {}), ...(account.timezone ? { timezone: account.timezone } : {}) };

	// Listening for a test event: ask Snap for its dummy lead, so a sample arrives in seconds. Not now:
	// n8n hands the test webhook the secret stored above only once this function has returned, and Snap
	// may deliver at once (its timing is not published), so a test lead asked for here could arrive
	// before the secret, be refused and be lost. It is asked for once this function has returned.
	if (isTest(ctx)) void askForTestLead(ctx, created.integrationId, formId);
	return true;
}

/**
 * How long after registering the test webhook its test lead is asked for: n8n stores the test
 * webhook's static data right after `create` returns (one write to its cache, in memory or Redis), so
 * one second is ample (assumed from n8n's TestWebhooks; a delivery before it is refused, never accepted).
 */
const TEST_LEAD_AFTER_MS = 1000;

async function askForTestLead(ctx: IHookFunctions, integrationId: string, formId: string): Promise<void> {
	try {
		await sleep(TEST_LEAD_AFTER_MS);
		const client = await createClient(ctx);
		await client.request({ method: 'GET', path: leadGenPaths.testLead(integrationId), idempotent: true, subject: `a test lead for lead form ${formId}` });
	} catch (error) {
		ctx.logger.warn(`Snapchat Lead Ads Trigger: Snapchat did not send its test lead for lead form ${formId} (${error instanceof Error ? error.message : 'unknown error'}); submit the form from a lead ad preview instead`);
	}
}

export async function remove(ctx: IHookFunctions): Promise<boolean> {
	const state = triggerState(ctx);
	if (isTest(ctx)) {
		// The end of listening, or n8n's clean-up after a failed start: the static data may be the
		// saved production one, so only webhooks at the test URL are deleted, never the integration it names.
		await removeTestWebhooks(ctx);
	} else {
		const integrationId = nonEmptyText(state.integrationId);
		if (integrationId) {
			const client = await createClient(ctx);
			await deleteIntegration(ctx, client, integrationId);
		}
	}
	delete state.integrationId;
	delete state.secret;
	delete state.labels;
	delete state.adAccount;
	delete state.formName;
	return true;
}

async function removeTestWebhooks(ctx: IHookFunctions): Promise<void> {
	const url = webhookUrl(ctx);
	let formId: string;
	try {
		formId = readFormId(ctx);
	} catch {
		return; // No valid lead form: nothing was registered for it.
	}
	const client = await createClient(ctx);
	for (const integration of await listIntegrations(ctx, client, formId)) {
		if (integration.integrationId && sameUrl(integration.webhookUrl, url)) await deleteIntegration(ctx, client, integration.integrationId, formId);
	}
}


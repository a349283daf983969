/**
 * What the Lead Ads Trigger asks Snap while registering: a form's webhooks, deleting one, the form
 * itself (its questions) and the ad account (name, time zone). A 403 on these calls is worded as
 * what it usually means here: the user lacks the Organization Admin role.
 */
import type { IHookFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { nonEmptyText } from '../../shared/input/values';
import type { SnapClient } from '../transport';
import type { ListedIntegration } from '../api/leadGen';
import { leadGenPaths, PARTNER_TYPE, readListedIntegrations } from '../api/leadGen';

/** 403 from Snap on registration: the usual cause is a missing Organization Admin role. */
export function explainRefusal(ctx: IHookFunctions, error: unknown, formId: string): unknown {
	if (error instanceof NodeApiError && String(error.httpCode) === '403') {
		return new NodeApiError(ctx.getNode(), { httpCode: '403' } as JsonObject, {
			message: `Snapchat refused to manage the webhook of lead form ${formId}: registering a lead webhook needs the Organization Admin role`,
			description:
				'Connect the Snapchat Ads credential as a user who is Organization Admin of the organization that owns the ad account (Snap Business Manager → Members), or ask an admin to give you that role, then publish the workflow again (n8n 1.x: activate it). ' +
				`Snap said: ${error.message}`,
			httpCode: '403',
		});
	}
	return error;
}

export async function listIntegrations(ctx: IHookFunctions, client: SnapClient, formId: string): Promise<ListedIntegration[]> {
	try {
		const body = await client.request({
			method: 'GET',
			path: leadGenPaths.formIntegrations(formId),
			qs: { partner_type: PARTNER_TYPE },
			idempotent: true,
			subject: `the webhooks of lead form ${formId}`,
			notFoundMessage: `Lead form ${formId} was not found, or the connected Snapchat user cannot see it: pick the form from the list`,
		});
		return readListedIntegrations(body);
	} catch (error) {
		throw explainRefusal(ctx, error, formId);
	}
}

export async function deleteIntegration(ctx: IHookFunctions, client: SnapClient, integrationId: string, formId?: string): Promise<void> {
	try {
		await client.request({
			method: 'DELETE',
			path: leadGenPaths.integration(integrationId),
			idempotent: true,
			subject: `the lead webhook integration ${integrationId}`,
			// Already gone (deleted in Snap, or an earlier attempt whose answer was lost): nothing to do.
			acceptFailure: (failure) => failure.status === 404,
		});
	} catch (error) {
		throw explainRefusal(ctx, error, formId ?? integrationId);
	}
}

export async function readForm(client: SnapClient, formId: string): Promise<Record<string, unknown>> {
	const body = await client.request({
		method: 'GET',
		path: leadGenPaths.form(formId),
		idempotent: true,
		subject: `lead form ${formId}`,
		notFoundMessage: `Lead form ${formId} was not found, or the connected Snapchat user cannot see it: pick the form from the list`,
	});
	const [form] = client.entities(body, 'lead_generation_forms', 'lead_generation_form', `lead form ${formId}`);
	return form ?? {};
}

export async function readAccount(client: SnapClient, adAccountId: string): Promise<{ name?: string; timezone?: string }> {
	const body = await client.request({
		method: 'GET',
		path: `/v1/adaccounts/${encodeURIComponent(adAccountId)}`,
		idempotent: true,
		subject: `ad account ${adAccountId}`,
		notFoundMessage: `Ad account ${adAccountId} was not found, or the connected Snapchat user cannot see it`,
	});
	const [account = {}] = client.entities(body, 'adaccounts', 'adaccount', `ad account ${adAccountId}`);
	return { name: nonEmptyText(account.name), timezone: nonEmptyText(account.timezone) };
}

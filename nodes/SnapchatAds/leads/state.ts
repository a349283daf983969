/**
 * What the Lead Ads Trigger keeps in the workflow's static data (node scope), and nothing more: the
 * integration ID, the signing secret (Snap returns it only when the webhook is created), the labels
 * of the form's custom questions and consents, the form's name, and the ad account's name and time zone (for
 * `ad_account_name` and `submitted_at_local`). Never a lead.
 */
import type { IDataObject } from 'n8n-workflow';

import { isRecord } from '../../shared/input/values';

export interface LeadTriggerState {
	integrationId?: string;
	secret?: string;
	labels?: Record<string, string>;
	adAccount?: { name?: string; timezone?: string };
	/** The picked lead form's name (Snap's test lead names a fixed form instead). */
	formName?: string;
}

export function triggerState(ctx: { getWorkflowStaticData(type: string): IDataObject }): LeadTriggerState & IDataObject {
	return ctx.getWorkflowStaticData('node') as LeadTriggerState & IDataObject;
}

/** The keys of static data a lead may be read with (typed view). */
export function leadContextOf(state: LeadTriggerState): { labels: Record<string, string>; timezone?: string; adAccountName?: string; formName?: string } {
	const labels = isRecord(state.labels) ? (state.labels as Record<string, string>) : {};
	return { labels, timezone: state.adAccount?.timezone, adAccountName: state.adAccount?.name, formName: typeof state.formName === 'string' ? state.formName : undefined };
}

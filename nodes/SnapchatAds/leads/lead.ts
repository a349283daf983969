/**
 * One delivered lead -> one output item: the fields as Snap sent them, plus the ad account's name,
 * the submission time as ISO text in UTC and in the ad account's zone, and the custom answers and
 * consents named by the question the person saw (`answers`). Pure.
 */
import { DateTime } from 'luxon';
import type { IDataObject } from 'n8n-workflow';

import { isRecord } from '../../shared/input/values';
import { TEST_LEAD_FORM_NAME } from '../api/leadGen';

/** What the trigger read at activation and keeps in static data (no personal data). */
export interface LeadContext {
	/** custom_field_N / consent_N -> the question's label. */
	labels: Record<string, string>;
	/** The ad account's IANA zone, e.g. 'America/Los_Angeles'. */
	timezone?: string;
	adAccountName?: string;
	/** The picked lead form's name. */
	formName?: string;
}

/** `create_time`: Unix milliseconds as a string (Snap), also read as a number, seconds or ISO text. */
export function submissionInstant(value: unknown): DateTime | undefined {
	if (typeof value === 'number' || (typeof value === 'string' && /^\d{9,16}$/.test(value.trim()))) {
		const n = Number(value);
		if (!Number.isFinite(n)) return undefined;
		const at = DateTime.fromMillis(n >= 1e11 ? n : n * 1000, { zone: 'utc' });
		return at.isValid ? at : undefined;
	}
	if (typeof value === 'string' && value.trim() !== '') {
		const at = DateTime.fromISO(value.trim(), { zone: 'utc', setZone: false });
		return at.isValid ? at.toUTC() : undefined;
	}
	return undefined;
}

export function leadItem(lead: Record<string, unknown>, context: LeadContext): IDataObject {
	const out: IDataObject = { ...(lead as IDataObject) };
	// Snap's test lead names a fixed form, not the one picked: the item names the picked form and says it is a test.
	if (lead.form_name === TEST_LEAD_FORM_NAME && context.formName !== undefined) {
		out.form_name = context.formName;
		out._test_lead = true;
		out._note = `Snapchat's test lead: fixed sample answers (John Doe) for the form you picked; Snapchat names it "${TEST_LEAD_FORM_NAME}". Real leads carry what people entered.`;
	}
	if (context.adAccountName !== undefined && out.ad_account_name === undefined) out.ad_account_name = context.adAccountName;
	const at = submissionInstant(lead.create_time);
	if (at) {
		out.submitted_at = at.toISO({ suppressMilliseconds: false });
		if (context.timezone) {
			const local = at.setZone(context.timezone);
			if (local.isValid) {
				out.submitted_at_local = local.toISO();
				out.time_zone = context.timezone;
			}
		}
	}
	const answers: IDataObject = {};
	for (const [key, label] of Object.entries(context.labels)) {
		const value = lead[key];
		if (value === undefined || value === null) continue;
		// Two questions with the same words keep both answers: the second gets its key added.
		const name = Object.prototype.hasOwnProperty.call(answers, label) ? `${label} (${key})` : label;
		answers[name] = isRecord(value) ? (value as IDataObject) : (value as IDataObject[keyof IDataObject]);
	}
	if (Object.keys(answers).length) out.answers = answers;
	return out;
}

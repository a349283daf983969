/**
 * A lead form's questions as the delivered lead names them: the standard fields under their fixed
 * keys, the custom questions as custom_field_1..8 and the consents as consent_1..2, each with the
 * label the person saw. Pure; used by the Lead Form operations (questions in their output) and by
 * the Lead Ads Trigger (custom answers named by their question).
 */
import { isRecord, nonEmptyText } from '../../shared/input/values';
import { CONSENT_COUNT, CUSTOM_FIELD_COUNT, STANDARD_FIELD_KEYS } from './leadGen';

export interface FormQuestion {
	/** The key the answer has in a delivered lead, e.g. 'email' or 'custom_field_1'. */
	key: string;
	/** What the person read, e.g. 'Email' or 'What is your budget?'. */
	label: string;
	/** Snap's field type (FIRST_NAME, CUSTOM, ...) or CONSENT. */
	type: string;
	/** For a custom question: its own type (TEXT, MULTIPLE_CHOICE_SINGLE_SELECTION, ...). */
	answerType?: string;
	/** For a multiple-choice question: the choices. */
	choices?: string[];
	required?: boolean;
}

const STANDARD_LABELS: Record<string, string> = {
	first_name: 'First name',
	last_name: 'Last name',
	email: 'Email',
	phone_number: 'Phone number',
	address_line_1: 'Address line 1',
	address_line_2: 'Address line 2',
	address_level_1: 'City',
	address_level_2: 'State or region',
	postal_code: 'Postal code',
	birthday: 'Birthday',
	job_title: 'Job title',
	company_name: 'Company name',
};

function custom(field: Record<string, unknown>, index: number): FormQuestion {
	const props = isRecord(field.custom_form_field_properties) ? field.custom_form_field_properties : {};
	const choices = Array.isArray(props.multiple_choice_options)
		? props.multiple_choice_options
				.map((o) => (isRecord(o) ? nonEmptyText(o.choice_description) : nonEmptyText(o)))
				.filter((c): c is string => c !== undefined)
		: [];
	const key = `custom_field_${index}`;
	return {
		key,
		label: nonEmptyText(props.description) ?? nonEmptyText(props.label) ?? key,
		type: 'CUSTOM',
		...(nonEmptyText(props.type) ? { answerType: props.type as string } : {}),
		...(choices.length ? { choices } : {}),
	};
}

/** The questions of a form entity (`form_fields` and `legal_disclosures.consent_form_fields`). */
export function formQuestions(form: Record<string, unknown>): FormQuestion[] {
	const questions: FormQuestion[] = [];
	const seen = new Set<string>();
	let customIndex = 0;
	for (const field of Array.isArray(form.form_fields) ? form.form_fields.filter(isRecord) : []) {
		const type = nonEmptyText(field.type)?.toUpperCase() ?? '';
		if (type === 'CUSTOM') {
			customIndex++;
			if (customIndex <= CUSTOM_FIELD_COUNT) questions.push(custom(field, customIndex));
			continue;
		}
		for (const key of STANDARD_FIELD_KEYS[type] ?? []) {
			if (seen.has(key)) continue;
			seen.add(key);
			questions.push({ key, label: STANDARD_LABELS[key] ?? key, type });
		}
	}
	const legal = isRecord(form.legal_disclosures) ? form.legal_disclosures : {};
	const consents = Array.isArray(legal.consent_form_fields) ? legal.consent_form_fields.filter(isRecord) : [];
	consents.slice(0, CONSENT_COUNT).forEach((consent, i) => {
		const key = `consent_${i + 1}`;
		questions.push({
			key,
			label: nonEmptyText(consent.consent_description) ?? key,
			type: 'CONSENT',
			...(typeof consent.required === 'boolean' ? { required: consent.required } : {}),
		});
	});
	return questions;
}

/**
 * The labels the trigger keeps in the workflow's static data: only those of custom questions and
 * consents (the standard keys already say what they hold). No answer, no personal data.
 */
export function questionLabels(form: Record<string, unknown>): Record<string, string> {
	const labels: Record<string, string> = {};
	for (const q of formQuestions(form)) if (q.type === 'CUSTOM' || q.type === 'CONSENT') labels[q.key] = q.label;
	return labels;
}

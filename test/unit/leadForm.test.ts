/** A lead form's questions (api/leadFormQuestions.ts) and a delivered lead as an item (leads/lead.ts): pure. */
import { formQuestions, questionLabels } from '../../nodes/SnapchatAds/api/leadFormQuestions';
import { leadItem, submissionInstant } from '../../nodes/SnapchatAds/leads/lead';

// The form entity of Snap's Lead Generation Ads page.
const FORM = {
	name: 'Form name',
	form_fields: [
		{ type: 'FIRST_NAME' },
		{ type: 'EMAIL' },
		{ type: 'ADDRESS' },
		{ type: 'POSTAL_CODE' },
		{ type: 'CUSTOM', custom_form_field_properties: { type: 'TEXT', description: 'What is your favorite color?' } },
		{
			type: 'CUSTOM',
			custom_form_field_properties: {
				type: 'MULTIPLE_CHOICE_SINGLE_SELECTION',
				description: 'Do you rent or own??',
				multiple_choice_options: [{ choice_description: 'Own' }, { choice_description: 'Rent' }],
			},
		},
	],
	legal_disclosures: { consent_form_fields: [{ consent_description: 'I agree to the terms', required: true }] },
};

describe('formQuestions', () => {
	it('names each question by the key its answer has in a lead, custom ones numbered in form order', () => {
		expect(formQuestions(FORM)).toEqual([
			{ key: 'first_name', label: 'First name', type: 'FIRST_NAME' },
			{ key: 'email', label: 'Email', type: 'EMAIL' },
			{ key: 'address_line_1', label: 'Address line 1', type: 'ADDRESS' },
			{ key: 'address_line_2', label: 'Address line 2', type: 'ADDRESS' },
			{ key: 'address_level_1', label: 'City', type: 'ADDRESS' },
			{ key: 'address_level_2', label: 'State or region', type: 'ADDRESS' },
			// POSTAL_CODE after ADDRESS is not listed twice.
			{ key: 'postal_code', label: 'Postal code', type: 'ADDRESS' },
			{ key: 'custom_field_1', label: 'What is your favorite color?', type: 'CUSTOM', answerType: 'TEXT' },
			{ key: 'custom_field_2', label: 'Do you rent or own??', type: 'CUSTOM', answerType: 'MULTIPLE_CHOICE_SINGLE_SELECTION', choices: ['Own', 'Rent'] },
			{ key: 'consent_1', label: 'I agree to the terms', type: 'CONSENT', required: true },
		]);
	});

	it('keeps only custom and consent labels for static data, and survives a form without fields', () => {
		expect(questionLabels(FORM)).toEqual({ custom_field_1: 'What is your favorite color?', custom_field_2: 'Do you rent or own??', consent_1: 'I agree to the terms' });
		expect(formQuestions({})).toEqual([]);
		expect(formQuestions({ form_fields: 'x', legal_disclosures: [] })).toEqual([]);
	});
});

describe('leadItem', () => {
	const context = { labels: { custom_field_1: 'Color?', custom_field_2: 'Color?' }, timezone: 'Europe/Berlin', adAccountName: 'Acme DE' };

	it('keeps Snap\'s fields and adds the UTC and local submission time, DST included, and answers by question', () => {
		const summer = leadItem({ lead_id: 'l', create_time: String(Date.UTC(2026, 2, 29, 1, 30)), custom_field_1: 'Red', custom_field_2: 'Blue' }, context);
		expect(summer).toEqual({
			lead_id: 'l',
			create_time: String(Date.UTC(2026, 2, 29, 1, 30)),
			custom_field_1: 'Red',
			custom_field_2: 'Blue',
			ad_account_name: 'Acme DE',
			submitted_at: '2026-03-29T01:30:00.000Z',
			// Berlin switched to CEST at 01:00 UTC that night.
			submitted_at_local: '2026-03-29T03:30:00.000+02:00',
			time_zone: 'Europe/Berlin',
			// Two questions with the same words keep both answers.
			answers: { 'Color?': 'Red', 'Color? (custom_field_2)': 'Blue' },
		});
		const winter = leadItem({ create_time: String(Date.UTC(2026, 2, 29, 0, 30)) }, context);
		expect(winter.submitted_at_local).toBe('2026-03-29T01:30:00.000+01:00');
	});

	it('leaves out what it cannot read, and never overwrites a field Snap sent', () => {
		expect(leadItem({ lead_id: 'l', create_time: 'soon', ad_account_name: 'From Snap' }, { labels: {} })).toEqual({ lead_id: 'l', create_time: 'soon', ad_account_name: 'From Snap' });
	});

	it('reads create_time as milliseconds (Snap), seconds or ISO text', () => {
		expect(submissionInstant('1764072000000')?.toISO()).toBe('2025-11-25T12:00:00.000Z');
		expect(submissionInstant(1764072000)?.toISO()).toBe('2025-11-25T12:00:00.000Z');
		expect(submissionInstant('2025-11-25T13:00:00+01:00')?.toISO()).toBe('2025-11-25T12:00:00.000Z');
		expect(submissionInstant('')).toBeUndefined();
	});
});

/**
 * Fixture lead forms: ids never change between runs. The fields follow the lead_generation_form
 * entity of Snap's Lead Generation Ads page (form_fields with CUSTOM questions and multiple-choice
 * options, legal_disclosures with consents). `status` is not shown on that page: ACTIVE / ARCHIVED
 * are assumed, as on Snap's other entities.
 */
import { AD_ACCOUNT_LA, AD_ACCOUNT_LONDON, AD_ACCOUNT_SINGAPORE } from './fixtures';

/** "Test drive sign-up" (Acme US): first/last name, email, phone, two custom questions, one consent. */
export const LEAD_FORM_TEST_DRIVE = 'f0a1b2c3-1111-4a11-8a11-aaaaaaaaaa01';
/** "Newsletter" (Acme US): email only. */
export const LEAD_FORM_NEWSLETTER = 'f0a1b2c3-2222-4b22-9b22-aaaaaaaaaa02';
/** "Old offer" (Acme US): ARCHIVED. */
export const LEAD_FORM_ARCHIVED = 'f0a1b2c3-3333-4c33-ac33-aaaaaaaaaa03';
/** "UK brochure" (Acme UK, whose organization user-1 does not administer: registration is refused). */
export const LEAD_FORM_UK = 'f0a1b2c3-4444-4d44-bd44-aaaaaaaaaa04';
/** "Other Co form" (user-2 only). */
export const LEAD_FORM_OTHER = 'f0a1b2c3-5555-4e55-8e55-aaaaaaaaaa05';

export const LEAD_FORM_FIXTURES = [
	{
		id: LEAD_FORM_TEST_DRIVE,
		ad_account_id: AD_ACCOUNT_LA,
		name: 'Test drive sign-up',
		title: 'Book a test drive',
		description: 'We call you within a day to book your test drive.',
		status: 'ACTIVE',
		form_fields: [
			{ type: 'FIRST_NAME' },
			{ type: 'LAST_NAME' },
			{ type: 'EMAIL' },
			{ type: 'PHONE_NUMBER' },
			{ type: 'CUSTOM', custom_form_field_properties: { type: 'TEXT', description: 'Which model do you want to drive?' } },
			{
				type: 'CUSTOM',
				custom_form_field_properties: {
					type: 'MULTIPLE_CHOICE_SINGLE_SELECTION',
					description: 'Do you rent or own?',
					multiple_choice_options: [{ choice_description: 'Own' }, { choice_description: 'Rent' }],
				},
			},
		],
		privacy_policy_url: 'https://www.example.com/privacy',
		legal_disclosures: {
			title: 'Terms',
			description: 'How we use your details',
			consent_form_fields: [{ consent_description: 'I agree to be contacted by phone', required: true }],
		},
	},
	{ id: LEAD_FORM_NEWSLETTER, ad_account_id: AD_ACCOUNT_LA, name: 'Newsletter', status: 'ACTIVE', form_fields: [{ type: 'EMAIL' }] },
	{ id: LEAD_FORM_ARCHIVED, ad_account_id: AD_ACCOUNT_LA, name: 'Old offer', status: 'ARCHIVED', form_fields: [{ type: 'EMAIL' }] },
	{ id: LEAD_FORM_UK, ad_account_id: AD_ACCOUNT_LONDON, name: 'UK brochure', status: 'ACTIVE', form_fields: [{ type: 'EMAIL' }] },
	{ id: LEAD_FORM_OTHER, ad_account_id: AD_ACCOUNT_SINGAPORE, name: 'Other Co form', status: 'ACTIVE', form_fields: [{ type: 'EMAIL' }] },
];

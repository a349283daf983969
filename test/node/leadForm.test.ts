/**
 * Lead Form (Get, Get Many with the form's questions) and the Lead Form list search, through
 * n8n-core's engine against the emulator.
 */
import { AD_ACCOUNT_LA, LEAD_FORM_ARCHIVED, LEAD_FORM_NEWSLETTER, LEAD_FORM_TEST_DRIVE } from '../emulator';
import { rl } from './params';
import { json, useRig } from './setup';

const rig = useRig({ maxPageSize: 2 });
const params = (operation: string, over: Record<string, unknown> = {}) => ({ resource: 'leadForm', operation, ...over });

describe('Lead Form', () => {
	it('Get Many lists an ad account\'s forms, every page, each with its questions', async () => {
		const result = await rig.run(params('getAll', { adAccountId: rl(AD_ACCOUNT_LA), returnAll: true }));
		expect(result.error).toBeUndefined();
		const forms = json(result.items);
		expect(forms.map((f) => f.id)).toEqual([LEAD_FORM_TEST_DRIVE, LEAD_FORM_NEWSLETTER, LEAD_FORM_ARCHIVED]);
		expect(rig.apiCalls()).toHaveLength(2);
		expect(forms[0].questions).toEqual([
			{ key: 'first_name', label: 'First name', type: 'FIRST_NAME' },
			{ key: 'last_name', label: 'Last name', type: 'LAST_NAME' },
			{ key: 'email', label: 'Email', type: 'EMAIL' },
			{ key: 'phone_number', label: 'Phone number', type: 'PHONE_NUMBER' },
			{ key: 'custom_field_1', label: 'Which model do you want to drive?', type: 'CUSTOM', answerType: 'TEXT' },
			{ key: 'custom_field_2', label: 'Do you rent or own?', type: 'CUSTOM', answerType: 'MULTIPLE_CHOICE_SINGLE_SELECTION', choices: ['Own', 'Rent'] },
			{ key: 'consent_1', label: 'I agree to be contacted by phone', type: 'CONSENT', required: true },
		]);
		// Snap's own fields are kept as they came.
		expect(forms[0]).toMatchObject({ name: 'Test drive sign-up', status: 'ACTIVE', ad_account_id: AD_ACCOUNT_LA, form_fields: expect.any(Array) });
	});

	it('Get returns one form by ID with its questions; an unknown one says what to do', async () => {
		const result = await rig.run(params('get', { formId: rl(LEAD_FORM_NEWSLETTER) }));
		expect(json(result.items)).toEqual([expect.objectContaining({ id: LEAD_FORM_NEWSLETTER, questions: [{ key: 'email', label: 'Email', type: 'EMAIL' }] })]);
		const missing = await rig.run(params('get', { formId: rl('f0a1b2c3-9999-4a11-8a11-aaaaaaaaaa99') }));
		expect(missing.error?.message).toMatch(/Lead form f0a1b2c3-9999-4a11-8a11-aaaaaaaaaa99 was not found/);
	});

	it('refuses a lead form ID that is not a UUID before any request', async () => {
		const result = await rig.run(params('get', { formId: rl('={{ "../me" }}') }));
		expect(result.error?.message).toMatch(/Lead Form/);
		expect(rig.apiCalls()).toEqual([]);
	});

	it('the Lead Form list shows the account\'s forms with their status, filtered by the typed text', async () => {
		const all = await rig.listSearch('searchLeadForms', { parameters: { resource: 'leadForm', operation: 'get', adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(all.results.map((r) => r.name)).toEqual(['Test drive sign-up · Active', 'Newsletter · Active']);
		expect(all.paginationToken).toEqual(expect.any(String));
		const filtered = await rig.listSearch('searchLeadForms', { filter: 'old', parameters: { resource: 'leadForm', operation: 'get', adAccountId: rl(AD_ACCOUNT_LA) }, paginationToken: all.paginationToken });
		expect(filtered.results).toEqual([{ name: 'Old offer · Archived', value: LEAD_FORM_ARCHIVED, description: 'Archived' }]);
	});
});

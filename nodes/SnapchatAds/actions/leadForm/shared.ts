/** What the Lead Form operations share: the locators and the output item (the form plus its questions). */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import { formQuestions } from '../../api/leadFormQuestions';
import { adAccountLocator, readLocatorId, uuidLocator } from '../common/locators';
import { outputItem } from '../../../shared/items/items';

export const RESOURCE = 'leadForm' as const;
export const LEAD_FORM_FIELD = 'Lead Form';

export function leadFormAdAccountLocator(operations: string[], required: boolean): INodeProperties {
	return adAccountLocator(RESOURCE, operations, {
		required,
		description: required
			? 'The ad account that holds the lead forms'
			: 'Only used to fill the Lead Form list below. Not needed when you enter the lead form by ID.',
	});
}

export function leadFormLocator(operations: string[]): INodeProperties {
	return uuidLocator({
		displayName: LEAD_FORM_FIELD,
		name: 'formId',
		what: 'lead form',
		searchListMethod: 'searchLeadForms',
		required: true,
		description: 'The lead form to get. The list shows the forms of the ad account chosen above, with their status.',
		resource: RESOURCE,
		operations,
	});
}

export function readLeadFormId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readLocatorId(ctx, itemIndex, 'formId', LEAD_FORM_FIELD, 'lead form');
}

/**
 * The form as Snapchat gives it, plus `questions`: each question with the key its answer has in a
 * delivered lead (first_name, custom_field_1, consent_1, ...) and the label the person saw.
 */
export function leadFormItem(form: Record<string, unknown>, itemIndex: number): INodeExecutionData {
	return outputItem({ ...form, questions: formQuestions(form) }, itemIndex);
}

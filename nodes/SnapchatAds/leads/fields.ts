/** The Lead Ads Trigger's fields: the ad account, the lead form, signature checking and replacing another webhook. */
import type { INodeProperties } from 'n8n-workflow';

import { adAccountLocator, uuidLocator } from '../actions/common/locators';

export const properties: INodeProperties[] = [
	{
		displayName:
			'Snapchat sends each new lead of the form to this workflow the moment it is submitted. Publishing the workflow (n8n 1.x: activating it) registers its webhook with Snapchat (Organization Admin role needed); unpublishing it (n8n 1.x: deactivating it) removes the webhook. Snapchat allows one webhook per lead form, and delivers only to an HTTPS address.',
		name: 'setupNotice',
		type: 'notice',
		default: '',
	},
	adAccountLocator(undefined, undefined, {
		required: true,
		description: 'The ad account that holds the lead form. Its time zone is used for submitted_at_local.',
	}),
	uuidLocator({
		displayName: 'Lead Form',
		name: 'formId',
		what: 'lead form',
		searchListMethod: 'searchLeadForms',
		required: true,
		description: 'The lead form whose new leads start the workflow. The list shows the forms of the ad account above, with their status.',
	}),
	{
		displayName: 'Verify Signature',
		name: 'verifySignature',
		type: 'boolean',
		default: true,
		description:
			'Whether to accept only deliveries signed by Snapchat with this form\'s secret (HMAC-SHA256, recent timestamp). A delivery that fails the check is answered 401 and starts nothing.',
	},
	{
		displayName:
			'Signature checking is off: anyone who learns this webhook URL can start the workflow with made-up leads, and replayed deliveries are accepted. Turn it off only to diagnose a delivery problem, and turn it back on.',
		name: 'verifyOffNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { verifySignature: [false] } },
	},
	{
		displayName: 'Replace Existing Webhook',
		name: 'replaceExisting',
		type: 'boolean',
		default: false,
		description:
			'Whether to delete a webhook the lead form already has with another address (Snapchat allows only one per form), so that this workflow receives the leads. The other address stops receiving them. Off: publishing the workflow (n8n 1.x: activating it) stops and names that address. Test this trigger (n8n 1.x: Listen for Test Event) never replaces the production webhook of this workflow.',
	},
];

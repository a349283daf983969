import type { IHookFunctions, INodeType, INodeTypeDescription, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { properties } from './leads/fields';
import { listSearchOnCall } from './methods/onCall';
import { CREDENTIAL_TYPE } from './transport/credential';

export class SnapchatAdsLeadTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Snapchat Lead Ads Trigger',
		name: 'snapchatAdsLeadTrigger',
		icon: { light: 'file:../../icons/snapchatAds.svg', dark: 'file:../../icons/snapchatAds.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: 'New lead',
		description: 'Starts the workflow for every new lead of a Snapchat lead form, the moment it is submitted',
		defaults: { name: 'Snapchat Lead Ads Trigger' },
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		webhooks: [
			{
				name: 'default',
				httpMethod: 'POST',
				// Answer Snap at once: it redelivers a lead whose delivery is not answered 2xx.
				responseMode: 'onReceived',
				path: 'webhook',
			},
		],
		properties,
	};

	methods = { listSearch: listSearchOnCall('searchAdAccounts', 'searchLeadForms') };

	// Registration and receiving are imported when n8n first calls them, not when it loads the node
	// (cold load: see docs/development.md).
	webhookMethods = {
		default: {
			async checkExists(this: IHookFunctions): Promise<boolean> {
				const { checkExists } = await import('./leads/registration');
				return await checkExists(this);
			},
			async create(this: IHookFunctions): Promise<boolean> {
				const { create } = await import('./leads/registration');
				return await create(this);
			},
			async delete(this: IHookFunctions): Promise<boolean> {
				const { remove } = await import('./leads/registration');
				return await remove(this);
			},
		},
	};

	async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
		const { receiveLeads } = await import('./leads/receive');
		return await receiveLeads(this);
	}
}

import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { properties } from './properties';
import { CONVERSIONS_CREDENTIAL } from './transport/credential';

export class SnapchatConversions implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Snapchat Conversions',
		name: 'snapchatConversions',
		icon: { light: 'file:../../icons/snapchatAds.svg', dark: 'file:../../icons/snapchatAds.dark.svg' },
		group: ['output'],
		version: 1,
		subtitle: '={{ ({ send: "Send Events", getTestLogs: "Get Test Logs", getTestStats: "Get Test Stats" })[$parameter["operation"]] }}',
		description: "Send purchases, sign-ups and leads to Snapchat's Conversions API, hashed in n8n",
		defaults: { name: 'Snapchat Conversions' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CONVERSIONS_CREDENTIAL, required: true }],
		properties,
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		// n8n requires this file only when a workflow first uses the node (its description comes from the
		// generated metadata, gulpfile.js); properties.ts has loaded the router with the fields by then.
		const { router } = await import('./actions/router');
		return await router.call(this);
	}
}

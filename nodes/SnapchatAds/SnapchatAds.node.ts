import type { IExecuteFunctions, INodeExecutionData, INodeType, INodeTypeDescription } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { listSearchOnCall, loadOptionsOnCall } from './methods/onCall';
import { properties } from './properties';
import { CREDENTIAL_TYPE } from './transport/credential';

export class SnapchatAds implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Snapchat Ads',
		name: 'snapchatAds',
		icon: { light: 'file:../../icons/snapchatAds.svg', dark: 'file:../../icons/snapchatAds.dark.svg' },
		group: ['transform'],
		version: 1,
		// "Get Many: Ad Account": the camelCase values spelled out, so every resource reads right without a list to keep.
		subtitle:
			'={{ ({ getAll: "Get Many" })[$parameter["operation"]] || $parameter["operation"].replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase()) }}: {{ $parameter["resource"].replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase()) }}',
		// Also the description an AI agent reads when the node is its tool: creates are safe to offer it.
		description:
			'Report spend; launch, duplicate and control campaigns, ad squads and ads (new ones are created Paused, and Preview Only shows what would be created without sending anything); sync customer lists and schedule reminder events in Snapchat Ads',
		defaults: { name: 'Snapchat Ads' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		properties,
	};

	methods = {
		listSearch: listSearchOnCall(
			'searchAdAccounts',
			'searchAds',
			'searchAdSquads',
			'searchAudienceSegments',
			'searchCampaigns',
			'searchCreatives',
			'searchEventDetails',
			'searchLeadForms',
			'searchMedia',
			'searchOrganizations',
			'searchPixels',
			'searchReadyMedia',
			'searchStatsEntities',
		),
		loadOptions: loadOptionsOnCall('getEligibleGoals', 'getPixels', 'getInterests', 'getRegions', 'getMetros'),
	};

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		// n8n reads this node's description from the package's generated metadata (dist/types, gulpfile.js)
		// and requires this file only when a workflow first uses the node; properties.ts loads the router
		// with the fields then, so this import costs nothing more.
		const { router } = await import('./actions/router');
		return await router.call(this);
	}
}

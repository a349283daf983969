import type { INodeExecutionData, INodeType, INodeTypeDescription, IPollFunctions } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { listSearchOnCall, loadOptionsOnCall } from './methods/onCall';
import { CREDENTIAL_TYPE } from './transport/credential';
import { properties } from './trigger/fields';
import { TriggerProperties } from './trigger/pollTimes';

export class SnapchatAdsTrigger implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Snapchat Ads Trigger',
		name: 'snapchatAdsTrigger',
		icon: { light: 'file:../../icons/snapchatAds.svg', dark: 'file:../../icons/snapchatAds.dark.svg' },
		group: ['trigger'],
		version: 1,
		subtitle: '={{ $parameter["event"].replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase()) }}',
		// n8n's node panel merges this trigger into the Snapchat Ads node (same name without "Trigger") and shows
		// THIS text for both, so it says what the action node does too (issue 35).
		description:
			'Report spend, launch and control campaigns, ad squads and ads, sync audiences in Snapchat Ads; or start a workflow when an ad is rejected, delivery changes, spend or cost per result passes a limit, an audience is ready or a pixel goes quiet',
		defaults: { name: 'Snapchat Ads Trigger' },
		polling: true,
		inputs: [],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: CREDENTIAL_TYPE, required: true }],
		properties: TriggerProperties.create(...properties),
	};

	methods = { listSearch: listSearchOnCall('searchAdAccounts', 'searchCampaigns'), loadOptions: loadOptionsOnCall('getPixels') };

	// The poll's code is imported at the first poll, not when n8n loads the node (cold load: see docs/development.md).
	async poll(this: IPollFunctions): Promise<INodeExecutionData[][] | null> {
		const { pollTrigger } = await import('./trigger/poll');
		return await pollTrigger(this);
	}
}

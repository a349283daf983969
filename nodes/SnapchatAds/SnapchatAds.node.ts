import type {
	IExecuteFunctions,
	INodeExecutionData,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import { NodeConnectionTypes, NodeOperationError } from 'n8n-workflow';

import * as eventDetail from './actions/eventDetail';
import { listSearch } from './methods';

type Operation = 'create' | 'get' | 'getAll' | 'delete';

export class SnapchatAds implements INodeType {
	description: INodeTypeDescription = {
		displayName: 'Snapchat Ads',
		name: 'snapchatAds',
		icon: { light: 'file:snapchatAds.svg', dark: 'file:snapchatAds.dark.svg' },
		group: ['transform'],
		version: 1,
		subtitle:
			'={{ ({ create: "Create", get: "Get", getAll: "Get Many", delete: "Delete" })[$parameter["operation"]] + ": Event Detail" }}',
		description: 'Create, get, list and delete the event details that Snapchat reminder ads count down to',
		defaults: { name: 'Snapchat Ads' },
		usableAsTool: true,
		inputs: [NodeConnectionTypes.Main],
		outputs: [NodeConnectionTypes.Main],
		credentials: [{ name: 'snapchatAdsOAuth2Api', required: true }],
		properties: [
			{
				displayName: 'Resource',
				name: 'resource',
				type: 'options',
				noDataExpression: true,
				options: [{ name: 'Event Detail', value: 'eventDetail' }],
				default: 'eventDetail',
			},
			...eventDetail.description,
		],
	};

	methods = { listSearch };

	async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
		const items = this.getInputData();
		const resource = this.getNodeParameter('resource', 0) as string;
		const operation = this.getNodeParameter('operation', 0) as Operation;
		if (resource !== 'eventDetail' || !(operation in eventDetail)) {
			throw new NodeOperationError(this.getNode(), `The operation "${operation}" is not supported for "${resource}"`);
		}
		return [await eventDetail[operation].execute.call(this, items)];
	}
}

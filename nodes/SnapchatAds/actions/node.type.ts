/**
 * The node's resources and their operations, as types: the router's map must hold an operation
 * module for every name here, so a missing operation is a compile error, not a runtime check.
 */
import type { IExecuteFunctions, INodeExecutionData, INodeProperties, INodePropertyOptions } from 'n8n-workflow';

export type SnapchatAdsMap = {
	ad: 'create' | 'duplicate' | 'get' | 'getAll' | 'update' | 'delete';
	adSquad: 'create' | 'duplicate' | 'estimateAudience' | 'get' | 'getBidEstimate' | 'getAll' | 'update' | 'delete';
	campaign: 'create' | 'duplicate' | 'get' | 'getAll' | 'update' | 'delete';
	adAccount: 'get' | 'getAll';
	creative: 'create' | 'get' | 'getAll';
	audienceSegment: 'addUsers' | 'create' | 'createLookalike' | 'delete' | 'get' | 'getAll' | 'removeUsers' | 'update';
	eventDetail: 'create' | 'get' | 'getAll' | 'delete';
	leadForm: 'get' | 'getAll';
	media: 'get' | 'getAll' | 'upload';
	organization: 'get' | 'getAll';
	pixel: 'get' | 'getAll' | 'getDomainStats' | 'getEligibility' | 'getEventQuality' | 'getEventStats';
	stats: 'get' | 'getByEntity';
};

export type Resource = keyof SnapchatAdsMap;

export interface OperationModule {
	properties: INodeProperties[];
	execute(this: IExecuteFunctions, items: INodeExecutionData[]): Promise<INodeExecutionData[]>;
}

export interface ResourceModule<R extends Resource> {
	/** The entry of the Resource dropdown. */
	resource: { name: string; value: R; description?: string };
	/** The Operation dropdown of this resource (see operationSelector) and every operation's fields. */
	description: INodeProperties[];
	operations: { [O in SnapchatAdsMap[R]]: OperationModule };
}

/** The Operation dropdown of one resource; the options' values must be the resource's operations. */
export function operationSelector<R extends Resource>(
	resource: R,
	options: Array<INodePropertyOptions & { value: SnapchatAdsMap[R]; action: string }>,
	defaultOperation: SnapchatAdsMap[R],
): INodeProperties {
	return {
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: [resource] } },
		options,
		default: defaultOperation,
	};
}

/**
 * Node types, workflow and additionalData
 */
import { ExecutionLifecycleHooks, ExternalSecretsProxy } from 'n8n-core';
import { ICredentialsHelper, NodeHelpers } from 'n8n-workflow';
import type { IConnections, IDataObject, IExecuteFunctions, INode, INodeExecutionData, INodeParameters, INodeType, INodeTypes, IVersionedNodeType, IWorkflowBase, IWorkflowExecuteAdditionalData, IWorkflowSettings } from 'n8n-workflow';

export const START_TYPE = 'n8n-harness.start';
export const START_NODE_NAME = 'Start';

/** A Manual Trigger-like start node that emits the given items. */
export function startNodeType(items: INodeExecutionData[]): INodeType {
	return {
		description: {
			displayName: 'Harness Start',
			name: 'harnessStart',
			group: ['trigger'],
			version: 1,
			description: 'Emits the items the test gave',
			defaults: { name: START_NODE_NAME },
			inputs: [],
			outputs: ['main'],
			properties: [],
		},
		async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
			return [structuredClone(items)];
		},
	} as INodeType;
}

export function nodeTypesOf(types: Record<string, INodeType | IVersionedNodeType>): INodeTypes {
	const get = (name: string): INodeType | IVersionedNodeType => {
		const type = types[name];
		if (type === undefined) throw new Error(`Harness: unknown node type "${name}"`);
		return type;
	};
	return {
		getByName: get,
		getByNameAndVersion: (name, version) => NodeHelpers.getVersionedNodeType(get(name), version),
		getKnownTypes: () => ({}),
	};
}

export function highestVersion(nodeType: INodeType): number {
	const { version } = nodeType.description;
	return Array.isArray(version) ? Math.max(...version) : version;
}

export function toItems(input: Array<IDataObject | INodeExecutionData> | undefined): INodeExecutionData[] {
	if (input === undefined) return [{ json: {} }];
	return input.map((entry) =>
		typeof entry.json === 'object' && entry.json !== null && !Array.isArray(entry.json)
			? (entry as INodeExecutionData)
			: { json: entry as IDataObject },
	);
}

/** The workflow as n8n's database holds it (what the execution hooks are given). */
export function workflowRecord(
	id: string,
	name: string,
	nodes: INode[],
	connections: IConnections,
	opts: { settings?: IWorkflowSettings; active?: boolean } = {},
): IWorkflowBase {
	return {
		id,
		name,
		active: opts.active ?? false,
		isArchived: false,
		activeVersionId: null,
		createdAt: new Date(),
		updatedAt: new Date(),
		nodes,
		connections,
		...(opts.settings ? { settings: opts.settings } : {}),
	};
}

export function makeAdditionalData(
	credentialsHelper: ICredentialsHelper,
	workflowData: IWorkflowBase,
	executionId: string,
	currentNodeParameters?: INodeParameters,
): IWorkflowExecuteAdditionalData {
	const base = 'http://127.0.0.1:5678';
	const additionalData = {
		credentialsHelper,
		hooks: new ExecutionLifecycleHooks('manual', executionId, workflowData),
		externalSecretsProxy: new ExternalSecretsProxy(),
		executionId,
		currentNodeExecutionIndex: 0,
		currentNodeParameters,
		restApiUrl: `${base}/rest`,
		instanceBaseUrl: base,
		formBaseUrl: `${base}/form`,
		formWaitingBaseUrl: `${base}/form-waiting`,
		formTestBaseUrl: `${base}/form-test`,
		webhookBaseUrl: `${base}/webhook`,
		webhookWaitingBaseUrl: `${base}/webhook-waiting`,
		webhookTestBaseUrl: `${base}/webhook-test`,
		mcpBaseUrl: `${base}/mcp`,
		mcpTestBaseUrl: `${base}/mcp-test`,
		variables: {},
		userId: 'harness-user',
		workflowId: workflowData.id,
		executeWorkflow: async () => {
			throw new Error('Harness: sub-workflows are not supported');
		},
		getRunExecutionData: async () => undefined,
		getRuntimeCredential: async () => undefined,
		logAiEvent: () => {},
		startRunnerTask: async () => {
			throw new Error('Harness: task runners are not supported');
		},
	};
	return additionalData as unknown as IWorkflowExecuteAdditionalData;
}

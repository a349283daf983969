/**
 * The harness's public API: makeCredential, runNode (a node through WorkflowExecute) and
 * runListSearch (a listSearch method with a real LoadOptionsContext).
 */
import { LoadOptionsContext, WorkflowExecute } from 'n8n-core';
import { ExpressionError, NodeApiError, NodeOperationError, Workflow, createRunExecutionData } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, ILoadOptionsFunctions, INode, INodeListSearchResult, IWorkflowSettings } from 'n8n-workflow';

import { InMemoryCredentialsHelper } from './credentialsHelper';
import { logSink } from './logging';
import { setUpN8nCore } from './setup';
import { DEFAULT_PARENT_TYPES, DEFAULT_TYPE_NAME, type CredentialStore, type HarnessLogEntry, type NodeRunError, type RunListSearchOptions, type RunNodeOptions, type RunNodeResult } from './types';
import { START_NODE_NAME, START_TYPE, highestVersion, makeAdditionalData, nodeTypesOf, startNodeType, toItems, workflowRecord } from './workflow';

let credentialCounter = 0;
let executionCounter = 0;

/** A stored credential (default type `snapchatAdsOAuth2Api`) for `runNode` / `runListSearch`. */
export function makeCredential(
	data: ICredentialDataDecryptedObject,
	type = 'snapchatAdsOAuth2Api',
): CredentialStore {
	credentialCounter++;
	return {
		id: `harness-credential-${credentialCounter}`,
		name: `Harness ${type} #${credentialCounter}`,
		type,
		data: structuredClone(data),
		updates: 0,
	};
}

const ERROR_CLASSES: Record<string, { prototype: object }> = {
	NodeApiError,
	NodeOperationError,
	ExpressionError,
};

/**
 * n8n-core records a node's error as a plain copy (`{ ...error, message, stack }`), which is what
 * production stores too. Give it back its class (by `name`) so tests can use `instanceof` and
 * `toThrow`-style matchers; every recorded field is kept as is.
 */
export function asError(recorded: object): NodeRunError {
	if (recorded instanceof Error) return recorded as NodeRunError;
	const name = (recorded as { name?: unknown }).name;
	const proto = (typeof name === 'string' ? ERROR_CLASSES[name]?.prototype : undefined) ?? Error.prototype;
	return Object.assign(Object.create(proto) as object, recorded) as NodeRunError;
}

/**
 * Runs `Start → node under test` with n8n-core's `WorkflowExecute` in `manual` mode and returns
 * the tested node's first output, or its error.
 */
export async function runNode(opts: RunNodeOptions): Promise<RunNodeResult> {
	setUpN8nCore();
	const typeName = opts.typeName ?? DEFAULT_TYPE_NAME;
	const nodeName = opts.nodeName ?? 'Snapchat Ads';
	const credential = opts.credential;

	const startNode: INode = {
		id: 'harness-start',
		name: START_NODE_NAME,
		type: START_TYPE,
		typeVersion: 1,
		position: [0, 0],
		parameters: {},
	};
	const testedNode: INode = {
		id: 'harness-node-under-test',
		name: nodeName,
		type: typeName,
		typeVersion: opts.typeVersion ?? highestVersion(opts.nodeType),
		position: [220, 0],
		parameters: structuredClone(opts.parameters),
		...(credential ? { credentials: { [credential.type]: { id: credential.id, name: credential.name } } } : {}),
		...(opts.continueOnFail ? { onError: 'continueRegularOutput' as const, continueOnFail: true } : {}),
	};
	const connections = {
		[START_NODE_NAME]: { main: [[{ node: nodeName, type: 'main' as const, index: 0 }]] },
	};
	const settings: IWorkflowSettings = { timezone: opts.timezone ?? 'UTC', executionOrder: 'v1' };
	const nodeTypes = nodeTypesOf({ [START_TYPE]: startNodeType(toItems(opts.input)), [typeName]: opts.nodeType });

	const workflowId = `harness-workflow-${++executionCounter}`;
	const workflow = new Workflow({
		id: workflowId,
		name: 'Harness workflow',
		nodes: [startNode, testedNode],
		connections,
		active: false,
		nodeTypes,
		settings,
	});
	const workflowData = workflowRecord(workflowId, 'Harness workflow', [startNode, testedNode], connections, { settings });
	const helper = new InMemoryCredentialsHelper(
		credential ? [credential] : [],
		opts.parentTypesFor ?? { ...DEFAULT_PARENT_TYPES },
	);
	const additionalData = makeAdditionalData(helper, workflowData, `harness-execution-${executionCounter}`);

	const logs: HarnessLogEntry[] = [];
	const run = await logSink.run(logs, async () => {
		const execute = new WorkflowExecute(additionalData, 'manual', createRunExecutionData());
		return await execute.run({ workflow, startNode: workflow.getNode(START_NODE_NAME) ?? undefined });
	});

	const taskData = run.data.resultData.runData[nodeName]?.[0];
	const outputs = (taskData?.data?.main ?? []).map((output) => output ?? []);
	const recorded = taskData?.error ?? run.data.resultData.error;
	const error = recorded === undefined ? undefined : asError(recorded);
	const result: RunNodeResult = { items: error ? [] : (outputs[0] ?? []), logs, outputs, run };
	if (error) result.error = error;
	return result;
}

/**
 * Runs `nodeType.methods.listSearch[methodName]` with n8n-core's real load-options context, as the
 * editor does when a resource locator lists its choices.
 */
export async function runListSearch(opts: RunListSearchOptions): Promise<INodeListSearchResult> {
	setUpN8nCore();
	const group = opts.group ?? 'listSearch';
	const method = opts.nodeType.methods?.[group]?.[opts.methodName] as ((this: ILoadOptionsFunctions, ...args: unknown[]) => Promise<INodeListSearchResult>) | undefined;
	if (method === undefined) throw new Error(`Harness: the node has no ${group} method "${opts.methodName}"`);
	const typeName = opts.typeName ?? DEFAULT_TYPE_NAME;
	const credential = opts.credential;
	const parameters = structuredClone(opts.parameters ?? {});

	// n8n's server lists choices with a one-node workflow holding the current parameters.
	const node: INode = {
		id: 'harness-list-search',
		name: 'Temp-Node',
		type: typeName,
		typeVersion: opts.typeVersion ?? highestVersion(opts.nodeType),
		position: [0, 0],
		parameters,
		...(credential ? { credentials: { [credential.type]: { id: credential.id, name: credential.name } } } : {}),
	};
	const workflowId = `harness-workflow-${++executionCounter}`;
	const workflow = new Workflow({
		id: workflowId,
		nodes: [node],
		connections: {},
		active: false,
		nodeTypes: nodeTypesOf({ [typeName]: opts.nodeType }),
		settings: { timezone: 'UTC' },
	});
	const workflowData = workflowRecord(workflowId, 'Harness list search', [node], {});
	const helper = new InMemoryCredentialsHelper(
		credential ? [credential] : [],
		opts.parentTypesFor ?? { ...DEFAULT_PARENT_TYPES },
	);
	const additionalData = makeAdditionalData(helper, workflowData, `harness-execution-${executionCounter}`, parameters);
	const context: ILoadOptionsFunctions = new LoadOptionsContext(workflow, node, additionalData, 'parameters');
	return await logSink.run(opts.logs ?? [], async () => await method.call(context, opts.filter, opts.paginationToken));
}

/**
 * Polling triggers through n8n-core's real poll path: `getExecutePollFunctions` builds the
 * PollContext n8n's ActiveWorkflowTriggers builds for an activated workflow (mode `trigger`), and
 * `PollTriggerExecutor` runs each poll as n8n's scheduler does: the poll at activation is run as a
 * "testing" poll (its error fails the activation), later polls report their error through
 * `__emitError` and their items through `__emit`. The workflow's static data lives on the
 * Workflow object between polls, as in n8n; `savedStaticData()` is what n8n would store, and
 * `activateTrigger({ staticData })` starts a new Workflow from it (a restart).
 *
 * Fetch Test Event is `runTriggerManually`: a one-node workflow run by WorkflowExecute in `manual`
 * mode, which calls the node's poll() with a manual PollContext.
 */
import { Container } from '@n8n/di';
import { PollTriggerExecutor, WorkflowExecute, getExecutePollFunctions } from 'n8n-core';
import type { IDataObject, INode, INodeExecutionData, INodeParameters, INodeType, IPollFunctions, WorkflowActivateMode } from 'n8n-workflow';
import { Workflow, createRunExecutionData } from 'n8n-workflow';

import { InMemoryCredentialsHelper } from './credentialsHelper';
import { logSink } from './logging';
import { asError } from './run';
import { setUpN8nCore } from './setup';
import { DEFAULT_PARENT_TYPES, type CredentialStore, type HarnessLogEntry, type NodeRunError } from './types';
import { highestVersion, makeAdditionalData, nodeTypesOf, workflowRecord } from './workflow';

export interface TriggerOptions {
	nodeType: INodeType;
	typeName: string;
	parameters: INodeParameters;
	credential?: CredentialStore;
	/** Static data the workflow starts with (what n8n loaded from its database). */
	staticData?: IDataObject;
	/** n8n's activation mode: `activate` (the user switched it on), `init` (n8n started), ... */
	activation?: WorkflowActivateMode;
	nodeName?: string;
}

export interface PollResult {
	/** The items the poll emitted (n8n starts an execution with them), or undefined. */
	emitted?: INodeExecutionData[][];
	error?: NodeRunError;
	logs: HarnessLogEntry[];
}

export interface ActiveTrigger {
	/** The poll run at activation. */
	activation: PollResult;
	/** A scheduled poll. */
	poll(): Promise<PollResult>;
	/** The static data as n8n stores it (a JSON copy). */
	savedStaticData(): IDataObject;
	workflow: Workflow;
}

let counter = 0;

function workflowOf(opts: TriggerOptions, mode: 'trigger' | 'manual') {
	setUpN8nCore();
	const nodeName = opts.nodeName ?? 'Snapchat Ads Trigger';
	const credential = opts.credential;
	const node: INode = {
		id: 'harness-trigger',
		name: nodeName,
		type: opts.typeName,
		typeVersion: highestVersion(opts.nodeType),
		position: [0, 0],
		parameters: structuredClone(opts.parameters),
		...(credential ? { credentials: { [credential.type]: { id: credential.id, name: credential.name } } } : {}),
	};
	const id = `harness-trigger-workflow-${++counter}`;
	const settings = { timezone: 'UTC', executionOrder: 'v1' as const };
	const workflow = new Workflow({
		id,
		name: 'Harness trigger workflow',
		nodes: [node],
		connections: {},
		active: mode === 'trigger',
		nodeTypes: nodeTypesOf({ [opts.typeName]: opts.nodeType }),
		settings,
		staticData: structuredClone(opts.staticData ?? {}),
	});
	const workflowData = workflowRecord(id, 'Harness trigger workflow', [node], {}, { settings, active: mode === 'trigger' });
	const helper = new InMemoryCredentialsHelper(credential ? [credential] : [], { ...DEFAULT_PARENT_TYPES });
	const additionalData = makeAdditionalData(helper, workflowData, `harness-trigger-execution-${counter}`);
	return { workflow, node, additionalData };
}

/** Activates a workflow holding the trigger, as n8n does: one poll at once, then `poll()` per schedule tick. */
export async function activateTrigger(opts: TriggerOptions): Promise<ActiveTrigger> {
	const { workflow, node, additionalData } = workflowOf(opts, 'trigger');
	const pollFunctions = getExecutePollFunctions(workflow, node, additionalData, 'trigger', opts.activation ?? 'activate') as IPollFunctions & {
		__emit: (data: INodeExecutionData[][]) => void;
		__emitError: (error: Error) => void;
	};
	let current: PollResult = { logs: [] };
	pollFunctions.__emit = (data) => {
		current.emitted = data;
	};
	pollFunctions.__emitError = (error) => {
		current.error = asError(error);
	};
	const executor = Container.get(PollTriggerExecutor).create(workflow, node, pollFunctions, () => true);
	const run = async (testing: boolean): Promise<PollResult> => {
		current = { logs: [] };
		const result = current;
		await logSink.run(result.logs, async () => {
			try {
				await executor(testing);
			} catch (error) {
				result.error = asError(error as object);
			}
		});
		return result;
	};
	const activation = await run(true);
	return {
		activation,
		poll: async () => await run(false),
		savedStaticData: () => JSON.parse(JSON.stringify(workflow.staticData)) as IDataObject,
		workflow,
	};
}

/** Fetch Test Event: the trigger run on its own in manual mode; its items or its error. */
export async function runTriggerManually(opts: TriggerOptions): Promise<PollResult & { items: INodeExecutionData[] }> {
	const { workflow, node, additionalData } = workflowOf(opts, 'manual');
	const logs: HarnessLogEntry[] = [];
	const run = await logSink.run(logs, async () => {
		const execute = new WorkflowExecute(additionalData, 'manual', createRunExecutionData());
		return await execute.run({ workflow, startNode: node });
	});
	const taskData = run.data.resultData.runData[node.name]?.[0];
	const recorded = taskData?.error ?? run.data.resultData.error;
	const items = (taskData?.data?.main?.[0] ?? []) as INodeExecutionData[];
	return { items: recorded ? [] : items, logs, ...(recorded ? { error: asError(recorded) } : {}) };
}

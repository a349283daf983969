/**
 * A node run as an AI tool through n8n-core's real engine: `Start → Tool Caller`, with the node's
 * tool variant (`<name>Tool`, made here as n8n's server makes it: the same node, output `ai_tool`,
 * plus Tool Description) connected to the caller's `ai_tool` input. The caller asks n8n-core for its
 * tools (`getInputConnectionData`), which builds the tool with the schema of the node's `$fromAI`
 * calls (create-node-as-tool), and calls it with the arguments given: n8n-core then runs the node's
 * execute with those arguments as its input, exactly as for an AI Agent or the MCP Server Trigger.
 * The answer is the text the assistant receives, or the tool's error message.
 */
import { WorkflowExecute } from 'n8n-core';
import { createRunExecutionData, NodeConnectionTypes, Workflow } from 'n8n-workflow';
import type { IConnections, IDataObject, IExecuteFunctions, INode, INodeExecutionData, INodeParameters, INodeType, IWorkflowSettings } from 'n8n-workflow';

import { InMemoryCredentialsHelper } from './credentialsHelper';
import { logSink } from './logging';
import { setUpN8nCore } from './setup';
import { DEFAULT_PARENT_TYPES, DEFAULT_TYPE_NAME, type CredentialStore, type HarnessLogEntry } from './types';
import { START_NODE_NAME, START_TYPE, highestVersion, makeAdditionalData, nodeTypesOf, startNodeType, workflowRecord } from './workflow';

const CALLER_TYPE = 'harness.toolCaller';
const CALLER_NAME = 'Tool Caller';

export interface RunToolOptions {
	nodeType: INodeType;
	/** The tool node's parameters, with `$fromAI` calls where the assistant fills a field. */
	parameters: INodeParameters;
	/** The tool's arguments, as an assistant sends them. */
	args: IDataObject;
	credential?: CredentialStore;
	/** The tool node's name, which n8n makes the tool's name. */
	toolName?: string;
}

export interface RunToolResult {
	/** The text the assistant receives: the output items' JSON. */
	answer?: string;
	/** The tool's error message (with its details), when it failed. */
	error?: string;
	/** The JSON schema's argument names n8n-core built from the `$fromAI` calls. */
	argumentNames: string[];
	logs: HarnessLogEntry[];
}

/** The tool variant of a node type, as n8n's server generates it (n8n: tool-generation/ai-tools). */
function toolVariant(nodeType: INodeType): INodeType {
	const description = nodeType.description;
	return {
		...nodeType,
		description: {
			...description,
			name: `${description.name}Tool`,
			displayName: `${description.displayName} Tool`,
			inputs: [],
			outputs: [NodeConnectionTypes.AiTool],
			properties: [{ displayName: 'Tool Description', name: 'toolDescription', type: 'string', default: '' }, ...description.properties],
		},
		execute: nodeType.execute,
	} as INodeType;
}

/** A node with an `ai_tool` input that calls its one tool with `args`; outputs the answer or the error. */
function callerType(args: IDataObject, seen: { argumentNames: string[] }): INodeType {
	return {
		description: {
			displayName: 'Harness Tool Caller',
			name: 'harnessToolCaller',
			group: ['transform'],
			version: 1,
			description: 'Calls its tool as an assistant would',
			defaults: { name: CALLER_NAME },
			inputs: [NodeConnectionTypes.Main, { type: NodeConnectionTypes.AiTool, maxConnections: 1, required: true }],
			outputs: [NodeConnectionTypes.Main],
			properties: [],
		},
		async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
			const tool = (await this.getInputConnectionData(NodeConnectionTypes.AiTool, 0)) as {
				invoke(input: IDataObject): Promise<string>;
				schema: { shape?: Record<string, unknown> };
			};
			seen.argumentNames = Object.keys(tool.schema.shape ?? {}).sort();
			try {
				return [[{ json: { answer: await tool.invoke(args) } }]];
			} catch (error) {
				return [[{ json: { error: error instanceof Error ? error.message : String(error) } }]];
			}
		},
	};
}

export async function runTool(opts: RunToolOptions): Promise<RunToolResult> {
	setUpN8nCore();
	const toolType = `${DEFAULT_TYPE_NAME}Tool`;
	const toolName = opts.toolName ?? 'snapchat_tool';
	const credential = opts.credential;
	const start: INode = { id: 'harness-start', name: START_NODE_NAME, type: START_TYPE, typeVersion: 1, position: [0, 0], parameters: {} };
	const caller: INode = { id: 'harness-caller', name: CALLER_NAME, type: CALLER_TYPE, typeVersion: 1, position: [220, 0], parameters: {} };
	const tool: INode = {
		id: 'harness-tool',
		name: toolName,
		type: toolType,
		typeVersion: highestVersion(opts.nodeType),
		position: [220, 200],
		parameters: structuredClone(opts.parameters),
		...(credential ? { credentials: { [credential.type]: { id: credential.id, name: credential.name } } } : {}),
	};
	const connections: IConnections = {
		[START_NODE_NAME]: { main: [[{ node: CALLER_NAME, type: NodeConnectionTypes.Main, index: 0 }]] },
		[toolName]: { ai_tool: [[{ node: CALLER_NAME, type: NodeConnectionTypes.AiTool, index: 0 }]] },
	};
	const seen = { argumentNames: [] as string[] };
	const nodeTypes = nodeTypesOf({ [START_TYPE]: startNodeType([{ json: {} }]), [CALLER_TYPE]: callerType(opts.args, seen), [toolType]: toolVariant(opts.nodeType) });
	const settings: IWorkflowSettings = { timezone: 'UTC', executionOrder: 'v1' };
	const workflow = new Workflow({ id: 'harness-tool-workflow', name: 'Harness tool', nodes: [start, caller, tool], connections, active: false, nodeTypes, settings });
	const workflowData = workflowRecord('harness-tool-workflow', 'Harness tool', [start, caller, tool], connections, { settings });
	const helper = new InMemoryCredentialsHelper(credential ? [credential] : [], { ...DEFAULT_PARENT_TYPES });
	const additionalData = makeAdditionalData(helper, workflowData, 'harness-tool-execution');
	const logs: HarnessLogEntry[] = [];
	const run = await logSink.run(logs, async () => {
		const execute = new WorkflowExecute(additionalData, 'manual', createRunExecutionData());
		return await execute.run({ workflow, startNode: workflow.getNode(START_NODE_NAME) ?? undefined });
	});
	const failed = run.data.resultData.error;
	if (failed) throw new Error(`Harness: the tool workflow failed: ${failed.message}`);
	const out = run.data.resultData.runData[CALLER_NAME]?.[0]?.data?.main?.[0]?.[0]?.json ?? {};
	return { ...(out as { answer?: string; error?: string }), argumentNames: seen.argumentNames, logs };
}

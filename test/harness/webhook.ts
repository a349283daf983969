/* eslint-disable @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Webhook triggers through n8n-core's own contexts, as n8n's server drives them:
 * - activation: `HookContext` (mode `trigger`), `checkExists`, then `create` when it answered false, as
 *   n8n's webhook service does; deactivation: `delete`. Static data lives on the Workflow object, as n8n
 *   keeps it.
 * - "listen for test event" as n8n's TestWebhooks does it: a second Workflow, the test webhook
 *   registered before `checkExists`/`create` run in `manual` mode (at the test URL), and the static data
 *   they leave handed to test deliveries only once `create` has returned; when they fail, n8n removes the
 *   test webhook: `delete`, on that same Workflow. The end of listening is `delete` on it too. Two
 *   models (`listen`): 'n8n' is exactly what n8n 1.x and 2.x do (read in n8n's
 *   packages/cli/src/webhooks/test-webhooks.ts): the test Workflow starts with empty static data
 *   (`toWorkflow`: `staticData: {}`, so a delivery before create returned sees none), and `delete` runs
 *   in mode `internal`, activation `update`, still at the test URL. 'saved' (the default) is a harder
 *   case for the node: the test Workflow starts with a copy of the saved static data (an active
 *   workflow's integration ID and secret), and `delete` runs in `manual` mode.
 * - n8n's webhook paths (`N8N_ENDPOINT_WEBHOOK`, `N8N_ENDPOINT_WEBHOOK_TEST`): `webhook` and
 *   `webhook-test` unless `endpoints` renames them (common behind a proxy).
 * - deliveries: a real HTTP server on 127.0.0.1 receives each request; like n8n's webhook route
 *   it keeps the raw body (`req.rawBody`) and the parsed JSON (`req.body`), builds a
 *   `WebhookContext` over the real request and response objects and calls the node's `webhook()`.
 *   As n8n does in response mode "on received", it answers 200 before the workflow would run,
 *   unless the node answered itself (`noWebhookResponse`); each returned `workflowData` is one
 *   execution started (recorded in `executions`).
 * The response object gets express's `status()`/`json()`/`send()` (what n8n hands a node).
 */
import * as http from 'node:http';

import { HookContext, WebhookContext } from 'n8n-core';
import type { IDataObject, INode, INodeExecutionData, INodeParameters, INodeType, IWebhookData, WorkflowActivateMode } from 'n8n-workflow';
import { Workflow } from 'n8n-workflow';

import { InMemoryCredentialsHelper } from './credentialsHelper';
import { logSink } from './logging';
import { asError } from './run';
import { setUpN8nCore } from './setup';
import { DEFAULT_PARENT_TYPES, type CredentialStore, type HarnessLogEntry, type NodeRunError } from './types';
import { highestVersion, makeAdditionalData, nodeTypesOf, workflowRecord } from './workflow';

export interface WebhookTriggerOptions {
	nodeType: INodeType;
	typeName: string;
	parameters: INodeParameters;
	credential?: CredentialStore;
	staticData?: IDataObject;
	nodeName?: string;
	/** n8n's N8N_ENDPOINT_WEBHOOK and N8N_ENDPOINT_WEBHOOK_TEST (default `webhook`, `webhook-test`). */
	endpoints?: { webhook: string; webhookTest: string };
	/** How "listen for test event" is modelled (see the head comment): 'saved' unless told. */
	listen?: 'n8n' | 'saved';
}

export interface HookResult {
	result?: boolean;
	error?: NodeRunError;
	logs: HarnessLogEntry[];
}

export interface Delivery {
	status: number;
	body: string;
	/** The items of the execution it started, if it started one. */
	started?: INodeExecutionData[];
}

export interface WebhookTrigger {
	workflow: Workflow;
	node: INode;
	/** The production (or, with `test`, the test) webhook URL of the node. */
	url(test?: boolean): string;
	/** n8n's activation: checkExists, then create when it answered false. */
	activate(activation?: WorkflowActivateMode): Promise<HookResult & { created: boolean }>;
	/** "Listen for test event": the same with the test URL, in manual mode. */
	listen(): Promise<HookResult & { created: boolean }>;
	/** Deactivation (or the end of listening): delete. */
	deactivate(test?: boolean): Promise<HookResult>;
	/** Every execution a delivery started, in order. */
	executions: INodeExecutionData[][];
	deliveries: Delivery[];
	/** Logs of webhook() calls. */
	logs: HarnessLogEntry[];
	savedStaticData(): IDataObject;
	/** The static data of the last "listen for test event" (n8n's test Workflow), if any. */
	testStaticData(): IDataObject | undefined;
	close(): Promise<void>;
}

let counter = 0;

type ExpressLike = http.ServerResponse & { status(code: number): ExpressLike; json(body: unknown): ExpressLike; send(body: unknown): ExpressLike };

function expressLike(res: http.ServerResponse): ExpressLike {
	const r = res as ExpressLike;
	r.status = (code: number) => {
		r.statusCode = code;
		return r;
	};
	r.json = (body: unknown) => {
		if (!r.headersSent) r.setHeader('content-type', 'application/json; charset=utf-8');
		r.end(JSON.stringify(body));
		return r;
	};
	r.send = (body: unknown) => {
		r.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
		return r;
	};
	return r;
}

export async function startWebhookTrigger(opts: WebhookTriggerOptions): Promise<WebhookTrigger> {
	setUpN8nCore();
	const id = `harness-webhook-workflow-${++counter}`;
	const credential = opts.credential;
	const node: INode = {
		id: `harness-webhook-node-${counter}`,
		name: opts.nodeName ?? 'Snapchat Lead Ads Trigger',
		type: opts.typeName,
		typeVersion: highestVersion(opts.nodeType),
		position: [0, 0],
		webhookId: `0b6d2f4e-9c1a-4e7b-8f3d-${String(counter).padStart(12, '0')}`,
		parameters: structuredClone(opts.parameters),
		...(credential ? { credentials: { [credential.type]: { id: credential.id, name: credential.name } } } : {}),
	};
	const settings = { timezone: 'UTC', executionOrder: 'v1' as const };
	const workflow = new Workflow({
		id,
		name: 'Harness webhook workflow',
		nodes: [node],
		connections: {},
		active: true,
		nodeTypes: nodeTypesOf({ [opts.typeName]: opts.nodeType }),
		settings,
		staticData: structuredClone(opts.staticData ?? {}),
	});
	const record = workflowRecord(id, 'Harness webhook workflow', [node], {}, { settings, active: true });
	const helper = new InMemoryCredentialsHelper(credential ? [credential] : [], { ...DEFAULT_PARENT_TYPES });
	const description = opts.nodeType.description.webhooks?.[0];
	if (!description) throw new Error('Harness: the node has no webhook');

	const executions: INodeExecutionData[][] = [];
	const deliveries: Delivery[] = [];
	const logs: HarnessLogEntry[] = [];
	let base = '';
	const endpoints = opts.endpoints ?? { webhook: 'webhook', webhookTest: 'webhook-test' };
	const asN8n = opts.listen === 'n8n';
	/** What a test Workflow starts with: n8n's empty static data, or a copy of the saved one. */
	const testStart = (): IDataObject => (asN8n ? {} : (JSON.parse(JSON.stringify(workflow.staticData)) as IDataObject));

	const additionalData = (executionId: string, req?: http.IncomingMessage, res?: http.ServerResponse) => {
		const data = makeAdditionalData(helper, record, executionId) as ReturnType<typeof makeAdditionalData> & Record<string, unknown>;
		data.webhookBaseUrl = `${base}/${endpoints.webhook}`;
		data.webhookTestBaseUrl = `${base}/${endpoints.webhookTest}`;
		if (req) data.httpRequest = req;
		if (res) data.httpResponse = res;
		return data;
	};
	const webhookData = (test: boolean): IWebhookData =>
		({
			httpMethod: description.httpMethod,
			node: node.name,
			path: String(description.path),
			webhookDescription: description,
			workflowId: id,
			workflowExecuteAdditionalData: additionalData(`harness-hook-${counter}`),
			isTest: test,
		}) as IWebhookData;

	const newWorkflow = (staticData: IDataObject) =>
		new Workflow({ id, name: 'Harness webhook workflow', nodes: [node], connections: {}, active: true, nodeTypes: nodeTypesOf({ [opts.typeName]: opts.nodeType }), settings, staticData });
	// Listening for a test event: n8n's test Workflow, and the static data its registration carries (set once create returned).
	let testWorkflow: Workflow | undefined;
	let testStaticData: IDataObject | undefined;

	const hook = async (method: 'checkExists' | 'create' | 'delete', test: boolean, activation: WorkflowActivateMode): Promise<HookResult> => {
		const result: HookResult = { logs: [] };
		const on = test ? (testWorkflow ??= newWorkflow(testStart())) : workflow;
		// n8n deletes a test webhook in mode 'internal', activation 'update' (TestWebhooks.deactivateWebhooks).
		const n8nTestDelete = test && asN8n && method === 'delete';
		await logSink.run(result.logs, async () => {
			const data = webhookData(test);
			const mode = n8nTestDelete ? 'internal' : test ? 'manual' : 'trigger';
			const ctx = new HookContext(on, node, data.workflowExecuteAdditionalData, mode, n8nTestDelete ? 'update' : activation, data);
			try {
				const fn = opts.nodeType.webhookMethods?.default?.[method];
				if (!fn) throw new Error(`Harness: the node has no webhookMethods.default.${method}`);
				result.result = await fn.call(ctx);
			} catch (error) {
				result.error = asError(error as object);
			}
		});
		return result;
	};
	const activate = async (test: boolean, activation: WorkflowActivateMode) => {
		if (test) {
			testWorkflow = undefined;
			testStaticData = undefined;
		}
		const exists = await hook('checkExists', test, activation);
		const made = exists.error || exists.result ? undefined : await hook('create', test, activation);
		const failed = exists.error ?? made?.error;
		if (test && failed) {
			// n8n's TestWebhooks: a failed registration removes the test webhook (deactivateWebhooks).
			const removed = await hook('delete', true, 'manual');
			return { ...exists, error: failed, logs: [...exists.logs, ...(made?.logs ?? []), ...removed.logs], created: false };
		}
		if (test) testStaticData = testWorkflow?.staticData;
		if (!made) return { ...exists, created: false };
		return { ...made, logs: [...exists.logs, ...made.logs], created: made.result === true };
	};

	const server = http.createServer((req, res) => {
		const chunks: Buffer[] = [];
		req.on('data', (c: Buffer) => chunks.push(c));
		req.on('end', () => {
			void (async () => {
				const raw = Buffer.concat(chunks);
				const request = req as http.IncomingMessage & { rawBody?: Buffer; body?: unknown; query?: unknown; params?: unknown };
				request.rawBody = raw;
				try {
					request.body = raw.length ? (JSON.parse(raw.toString('utf8')) as unknown) : {};
				} catch {
					request.body = {};
				}
				request.query = {};
				request.params = {};
				const response = expressLike(res);
				const test = (req.url ?? '').startsWith(`/${endpoints.webhookTest}/`);
				const delivery: Delivery = { status: 0, body: '' };
				const originalEnd = response.end.bind(response) as (...args: unknown[]) => http.ServerResponse;
				response.end = ((...args: unknown[]) => {
					delivery.status = response.statusCode;
					delivery.body = typeof args[0] === 'string' ? args[0] : Buffer.isBuffer(args[0]) ? args[0].toString('utf8') : '';
					return originalEnd(...args);
				}) as typeof response.end;
				await logSink.run(logs, async () => {
					try {
						const data = webhookData(test);
						// n8n's test webhook: the saved workflow, with the registration's static data once create returned.
						const on = test ? newWorkflow(testStaticData ?? testStart()) : workflow;
						const ctx = new WebhookContext(on, node, additionalData(`harness-webhook-${counter}`, req, res), test ? 'manual' : 'webhook', data, [], null);
						const answer = await opts.nodeType.webhook!.call(ctx);
						if (answer.noWebhookResponse) {
							if (!response.writableEnded) response.status(200).end();
						} else if (answer.workflowData === undefined) {
							response.status(200).json(answer.webhookResponse ?? { message: 'Webhook call received' });
						} else {
							// Response mode "on received": answered before the workflow runs.
							response.status(200).json({ message: 'Workflow was started' });
							delivery.started = answer.workflowData[0] ?? [];
							executions.push(delivery.started);
						}
					} catch (error) {
						if (!response.writableEnded) response.status(500).json({ message: (error as Error).message });
					}
				});
				deliveries.push(delivery);
			})();
		});
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const address = server.address();
	if (!address || typeof address === 'string') throw new Error('Harness: no server address');
	base = `http://127.0.0.1:${address.port}`;

	return {
		workflow,
		node,
		url: (test = false) => `${base}/${test ? endpoints.webhookTest : endpoints.webhook}/${node.webhookId}/${String(description.path)}`,
		activate: async (activation = 'activate') => await activate(false, activation),
		listen: async () => await activate(true, 'manual'),
		deactivate: async (test = false) => await hook('delete', test, 'update'),
		executions,
		deliveries,
		logs,
		savedStaticData: () => JSON.parse(JSON.stringify(workflow.staticData)) as IDataObject,
		testStaticData: () => (testWorkflow ? (JSON.parse(JSON.stringify(testWorkflow.staticData)) as IDataObject) : undefined),
		close: async () =>
			await new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}

/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets, @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Runs an n8n node through n8n-core's real execution engine (`WorkflowExecute`) inside jest.
 *
 * Why: the node's requests must be signed, and an expired token refreshed, by n8n-core's own
 * OAuth2 code (`requestOAuth2` / `refreshOrFetchToken`), exactly as in production. Only the
 * parts n8n's server normally provides are replaced here: the credentials store and helper (in
 * memory), the execution lifecycle hooks (no-ops), the logger (records into the run's `logs`),
 * and the instance settings (a throwaway folder). See notes/real-n8n-on-these-machines.md.
 *
 * Usage:
 *   const credential = makeCredential({ clientId, clientSecret, accessTokenUrl, apiBaseUrl,
 *     authentication: 'body', grantType: 'authorizationCode',
 *     oauthTokenData: { access_token, refresh_token, token_type: 'Bearer', expires_in: 1800 } });
 *   const { items, error, logs } = await runNode({ nodeType: new SnapchatAds(), parameters, credential });
 *   // after a refresh: credential.updates === 1, credential.data.oauthTokenData.access_token is new
 *
 * Known differences from a production n8n 2.x:
 * - Expressions use n8n-workflow's in-process `legacy` engine (production defaults to the `vm`
 *   engine, which needs isolated-vm). In the legacy engine a runtime error inside `{{ }}` (e.g.
 *   calling something that is not a function) evaluates to undefined instead of failing the node;
 *   syntax errors still fail it.
 * - The node's error comes back as n8n-core records it (a plain copy), re-given its class by name
 *   (NodeApiError / NodeOperationError / ExpressionError, else Error).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Logger } from '@n8n/backend-common';
import { InstanceSettingsConfig, SsrfProtectionConfig } from '@n8n/config';
import { Container } from '@n8n/di';
import { Credentials, ExecutionLifecycleHooks, ExternalSecretsProxy, LoadOptionsContext, WorkflowExecute } from 'n8n-core';
import {
	Expression,
	ExpressionError,
	ICredentialsHelper,
	NodeApiError,
	NodeOperationError,
	LoggerProxy,
	NodeHelpers,
	Workflow,
	createRunExecutionData,
} from 'n8n-workflow';
import type {
	ICredentialDataDecryptedObject,
	ICredentialsExpressionResolveValues,
	ICredentialType,
	IDataObject,
	IExecuteData,
	IExecuteFunctions,
	IHttpRequestOptions,
	ILoadOptionsFunctions,
	INode,
	INodeCredentialsDetails,
	INodeExecutionData,
	INodeListSearchResult,
	INodeParameters,
	INodeProperties,
	INodeType,
	INodeTypes,
	IRequestOptionsSimplified,
	IRun,
	IVersionedNodeType,
	IWorkflowBase,
	IWorkflowExecuteAdditionalData,
	IWorkflowSettings,
	WorkflowExecuteMode,
} from 'n8n-workflow';

import { SnapchatAdsOAuth2Api } from '../../credentials/SnapchatAdsOAuth2Api.credentials';

// ---------------------------------------------------------------------------------------------
// Public types
// ---------------------------------------------------------------------------------------------

/** One stored credential; mutated in place when n8n stores new token data. */
export interface CredentialStore {
	id: string;
	name: string;
	type: string;
	data: ICredentialDataDecryptedObject;
	/** How many times n8n stored new data (token refresh, `updateCredentials`). */
	updates: number;
}

export interface RunNodeOptions {
	/** An instance, e.g. `new SnapchatAds()`. */
	nodeType: INodeType;
	/** Default `'n8n-nodes-snapchat-ads.snapchatAds'`. */
	typeName?: string;
	/** Default: the node's `description.version` (the highest when it is an array). */
	typeVersion?: number;
	/** Node parameters as the editor stores them (may contain `={{ ... }}` expressions). */
	parameters: INodeParameters;
	/** Items the start node emits; plain objects are wrapped as `{ json }`. Default `[{ json: {} }]`. */
	input?: Array<IDataObject | INodeExecutionData>;
	/** Attached to the node under its `type`. */
	credential?: CredentialStore;
	/** Sets `onError: 'continueRegularOutput'` and `continueOnFail: true` on the node. */
	continueOnFail?: boolean;
	/** Workflow settings timezone, default `'UTC'`. */
	timezone?: string;
	/** Credential type → parent types. Default `{ snapchatAdsOAuth2Api: ['oAuth2Api'] }`. */
	parentTypesFor?: Record<string, string[]>;
	/** The tested node's name in the workflow, default `'Snapchat Ads'`. */
	nodeName?: string;
}

export interface HarnessLogEntry {
	level: string;
	message: string;
	meta?: unknown;
}

export type NodeRunError = Error & {
	description?: string | null;
	context?: IDataObject;
	httpCode?: string | null;
};

export interface RunNodeResult {
	/** The node's first output (empty when it failed). */
	items: INodeExecutionData[];
	/** The node's error when the run failed. */
	error?: NodeRunError;
	/** Everything n8n-core and the node logged during the run. */
	logs: HarnessLogEntry[];
	/** All of the node's outputs (`items` is `outputs[0]`). */
	outputs: INodeExecutionData[][];
	/** The raw run, for anything the fields above do not cover. */
	run: IRun;
}

export interface RunListSearchOptions {
	nodeType: INodeType;
	methodName: string;
	filter?: string;
	paginationToken?: string;
	/** Current node parameters (e.g. the chosen ad account for a dependent list). */
	parameters?: INodeParameters;
	credential?: CredentialStore;
	typeName?: string;
	typeVersion?: number;
	parentTypesFor?: Record<string, string[]>;
	/** Recording sink for the call's log lines (optional). */
	logs?: HarnessLogEntry[];
}

export const DEFAULT_TYPE_NAME = 'n8n-nodes-snapchat-ads.snapchatAds';
export const DEFAULT_PARENT_TYPES: Readonly<Record<string, string[]>> = Object.freeze({
	snapchatAdsOAuth2Api: ['oAuth2Api'],
});

// ---------------------------------------------------------------------------------------------
// Credential types known to the harness
// ---------------------------------------------------------------------------------------------

/**
 * The fields of n8n's built-in `oAuth2Api` credential that a credential extending it inherits
 * (names, defaults and display conditions as n8n 2.x defines them; properties n8n marks
 * `doNotInherit` are left out because children never see them). Needed so `getDecrypted` keeps
 * `clientId`/`clientSecret` and applies the same defaults n8n does.
 */
const OAUTH2_API_PROPERTIES: INodeProperties[] = [
	{ displayName: 'Use Dynamic Client Registration', name: 'useDynamicClientRegistration', type: 'hidden', default: false },
	{
		displayName: 'Grant Type',
		name: 'grantType',
		type: 'options',
		options: [
			{ name: 'Authorization Code', value: 'authorizationCode' },
			{ name: 'Client Credentials', value: 'clientCredentials' },
			{ name: 'PKCE', value: 'pkce' },
		],
		displayOptions: { show: { useDynamicClientRegistration: [false] } },
		default: 'authorizationCode',
	},
	{
		displayName: 'Server URL',
		name: 'serverUrl',
		type: 'string',
		displayOptions: { show: { useDynamicClientRegistration: [true] } },
		default: '',
	},
	{
		displayName: 'Authorization URL',
		name: 'authUrl',
		type: 'string',
		displayOptions: { show: { grantType: ['authorizationCode', 'pkce'], useDynamicClientRegistration: [false] } },
		default: '',
	},
	{
		displayName: 'Access Token URL',
		name: 'accessTokenUrl',
		type: 'string',
		displayOptions: { show: { useDynamicClientRegistration: [false] } },
		default: '',
	},
	{
		displayName: 'Client ID',
		name: 'clientId',
		type: 'string',
		displayOptions: { show: { useDynamicClientRegistration: [false] } },
		default: '',
	},
	{
		displayName: 'Client Secret',
		name: 'clientSecret',
		type: 'string',
		typeOptions: { password: true },
		displayOptions: { show: { useDynamicClientRegistration: [false] } },
		default: '',
	},
	{
		displayName: 'Scope',
		name: 'scope',
		type: 'string',
		displayOptions: { show: { useDynamicClientRegistration: [false] } },
		default: '',
	},
	{
		displayName: 'Auth URI Query Parameters',
		name: 'authQueryParameters',
		type: 'string',
		displayOptions: { show: { grantType: ['authorizationCode', 'pkce'], useDynamicClientRegistration: [false] } },
		default: '',
	},
	{
		displayName: 'Authentication',
		name: 'authentication',
		type: 'options',
		options: [
			{ name: 'Body', value: 'body' },
			{ name: 'Header', value: 'header' },
		],
		displayOptions: { show: { useDynamicClientRegistration: [false] } },
		default: 'header',
	},
	{
		displayName: 'Send Additional Body Properties',
		name: 'sendAdditionalBodyProperties',
		type: 'boolean',
		displayOptions: {
			show: { grantType: ['clientCredentials'], authentication: ['body'], useDynamicClientRegistration: [false] },
		},
		default: false,
	},
	{
		displayName: 'Additional Body Properties',
		name: 'additionalBodyProperties',
		type: 'json',
		displayOptions: {
			show: {
				grantType: ['clientCredentials'],
				authentication: ['body'],
				sendAdditionalBodyProperties: [true],
				useDynamicClientRegistration: [false],
			},
		},
		default: '',
	},
];

class OAuth2ApiForHarness implements ICredentialType {
	name = 'oAuth2Api';
	displayName = 'OAuth2 API';
	properties = OAUTH2_API_PROPERTIES;
}

const credentialTypes = new Map<string, ICredentialType>();

/** Makes a credential type known to the harness (its defaults and `extends` are then applied). */
export function registerCredentialType(type: ICredentialType): void {
	credentialTypes.set(type.name, type);
}

registerCredentialType(new OAuth2ApiForHarness());
registerCredentialType(new SnapchatAdsOAuth2Api());

/** Properties of a credential type with its parents' merged in, as n8n's CredentialsHelper does. */
export function getCredentialsProperties(typeName: string): INodeProperties[] {
	const type = credentialTypes.get(typeName);
	if (type === undefined) return [];
	if (type.extends === undefined) return type.properties;
	const combined: INodeProperties[] = [];
	for (const parent of type.extends) {
		const inherited = getCredentialsProperties(parent).filter((p) => p.doNotInherit !== true);
		NodeHelpers.mergeNodeProperties(combined, inherited);
	}
	NodeHelpers.mergeNodeProperties(combined, type.properties);
	return combined;
}

function parentTypesFromRegistry(typeName: string): string[] {
	const parents = credentialTypes.get(typeName)?.extends ?? [];
	return parents.flatMap((p) => [p, ...parentTypesFromRegistry(p)]);
}

// ---------------------------------------------------------------------------------------------
// Logging: one logger for n8n-core (DI) and n8n-workflow (LoggerProxy); lines go to the run
// that is executing (AsyncLocalStorage), so concurrent runs never mix their logs.
// ---------------------------------------------------------------------------------------------

const logSink = new AsyncLocalStorage<HarnessLogEntry[]>();
/** Lines logged outside any run (e.g. while the harness starts). */
export const strayLogs: HarnessLogEntry[] = [];

class RecordingLogger {
	private record(level: string, message: string, meta?: unknown): void {
		const entry: HarnessLogEntry = meta === undefined ? { level, message } : { level, message, meta };
		(logSink.getStore() ?? strayLogs).push(entry);
	}
	error(message: string, meta?: unknown): void {
		this.record('error', message, meta);
	}
	warn(message: string, meta?: unknown): void {
		this.record('warn', message, meta);
	}
	info(message: string, meta?: unknown): void {
		this.record('info', message, meta);
	}
	debug(message: string, meta?: unknown): void {
		this.record('debug', message, meta);
	}
	verbose(message: string, meta?: unknown): void {
		this.record('verbose', message, meta);
	}
	scoped(): RecordingLogger {
		return this;
	}
}

// ---------------------------------------------------------------------------------------------
// One-time setup of what n8n-core takes from its DI container
// ---------------------------------------------------------------------------------------------

let setUp = false;

function setUpN8nCore(): void {
	if (setUp) return;
	setUp = true;

	// The in-process expression engine (`legacy`): the default `vm` engine needs isolated-vm,
	// which has no build for Node 20. n8n-workflow 2.40 already defaults to it; set it anyway so
	// an N8N_EXPRESSION_ENGINE in the environment (read only by n8n's CLI) cannot matter.
	Expression.setExpressionEngine('legacy');

	const logger = new RecordingLogger();
	Container.set(Logger, logger as unknown as Logger);
	LoggerProxy.init(logger);

	// Instance settings write a settings file: keep it in a throwaway folder, not ~/.n8n.
	const folder = mkdtempSync(path.join(os.tmpdir(), 'n8n-harness-'));
	process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
	const instanceConfig = Container.get(InstanceSettingsConfig);
	Object.assign(instanceConfig, {
		n8nFolder: path.join(folder, '.n8n'),
		userHome: folder,
		encryptionKey: 'n8n-nodes-snapchat-ads-test-harness',
		enforceSettingsFilePermissions: false,
	});

	// Loopback emulators must be reachable: n8n's SSRF protection (off by default) stays off.
	Container.get(SsrfProtectionConfig).enabled = false;
}

// ---------------------------------------------------------------------------------------------
// Credentials helper over the in-memory stores
// ---------------------------------------------------------------------------------------------

const MOCK_NODE_TYPES: INodeTypes = {
	getByName: () => ({ description: { properties: [] } }) as unknown as INodeType,
	getByNameAndVersion: () => ({ description: { properties: [] } }) as unknown as INodeType,
	getKnownTypes: () => ({}),
};

class InMemoryCredentialsHelper extends ICredentialsHelper {
	constructor(
		private readonly stores: CredentialStore[],
		private readonly parentTypesFor: Record<string, string[]>,
	) {
		super();
	}

	private find(nodeCredentials: INodeCredentialsDetails, type: string): CredentialStore {
		const store = this.stores.find((s) => s.id === nodeCredentials.id && s.type === type);
		if (store === undefined) {
			throw new Error(`Harness: no credential of type "${type}" with id "${String(nodeCredentials.id)}"`);
		}
		return store;
	}

	getParentTypes(name: string): string[] {
		return this.parentTypesFor[name] ?? parentTypesFromRegistry(name);
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	getCredentialsProperties(type: string): INodeProperties[] {
		return getCredentialsProperties(type);
	}

	async getCredentials(nodeCredentials: INodeCredentialsDetails, type: string): Promise<Credentials> {
		const store = this.find(nodeCredentials, type);
		const credentials = new Credentials({ id: store.id, name: store.name }, type);
		await credentials.setData(structuredClone(store.data));
		return credentials;
	}

	async getDecrypted(
		additionalData: IWorkflowExecuteAdditionalData,
		nodeCredentials: INodeCredentialsDetails,
		type: string,
		mode: WorkflowExecuteMode,
		_executeData?: IExecuteData,
		raw?: boolean,
		expressionResolveValues?: ICredentialsExpressionResolveValues,
	): Promise<ICredentialDataDecryptedObject> {
		// A fresh copy each time, like decrypting the stored row: n8n-core mutates what it gets.
		const original = structuredClone(this.find(nodeCredentials, type).data);
		if (raw === true) return original;
		return applyDefaultsAndResolve(original, type, mode, additionalData, expressionResolveValues);
	}

	async updateCredentials(
		nodeCredentials: INodeCredentialsDetails,
		type: string,
		data: ICredentialDataDecryptedObject,
	): Promise<void> {
		const store = this.find(nodeCredentials, type);
		for (const key of Object.keys(store.data)) delete store.data[key];
		Object.assign(store.data, structuredClone(data));
		store.updates++;
	}

	async updateCredentialsOauthTokenData(
		nodeCredentials: INodeCredentialsDetails,
		type: string,
		data: ICredentialDataDecryptedObject,
	): Promise<void> {
		// As n8n's server does: only the token data is written back to the stored credential.
		const store = this.find(nodeCredentials, type);
		store.data.oauthTokenData = structuredClone(data.oauthTokenData);
		store.updates++;
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions | IRequestOptionsSimplified,
		workflow?: Workflow,
		node?: INode,
	): Promise<IHttpRequestOptions> {
		const options = requestOptions as IHttpRequestOptions;
		const authenticate = credentialTypes.get(typeName)?.authenticate;
		if (authenticate === undefined) return options;
		if (typeof authenticate === 'function') return await authenticate(credentials, options);
		// Generic authentication: headers / qs / body / auth whose values may be expressions over
		// `$credentials`, merged into the request as n8n does.
		const resolve = (value: unknown): unknown =>
			typeof value === 'string' && value.startsWith('=')
				? resolveWithCredentials(value, credentials, workflow, node)
				: value;
		const props = authenticate.properties as Record<string, Record<string, unknown> | undefined>;
		for (const section of ['headers', 'qs', 'body'] as const) {
			const entries = props[section];
			if (entries === undefined) continue;
			const target = ((options as unknown as Record<string, Record<string, unknown> | undefined>)[section] ??= {});
			for (const [key, value] of Object.entries(entries)) target[key] = resolve(value);
		}
		if (props.auth !== undefined) {
			options.auth = {
				username: String(resolve(props.auth.username) ?? ''),
				password: String(resolve(props.auth.password) ?? ''),
			};
		}
		return options;
	}

	async preAuthentication(): Promise<ICredentialDataDecryptedObject | undefined> {
		return undefined;
	}

	async runPreAuthentication(): Promise<ICredentialDataDecryptedObject | undefined> {
		return undefined;
	}
}

function mockWorkflow(): { workflow: Workflow; node: INode } {
	const node: INode = { id: 'mock', name: 'Mock', type: 'mock', typeVersion: 1, position: [0, 0], parameters: {} };
	const workflow = new Workflow({ nodes: [node], connections: {}, active: false, nodeTypes: MOCK_NODE_TYPES });
	return { workflow, node };
}

function resolveWithCredentials(
	value: string,
	credentials: ICredentialDataDecryptedObject,
	workflow: Workflow | undefined,
	node: INode | undefined,
): unknown {
	const target = workflow && node ? { workflow, node } : mockWorkflow();
	return target.workflow.expression.getParameterValue(
		value,
		null,
		0,
		0,
		target.node.name,
		[],
		'internal',
		{ $credentials: credentials } as never,
		undefined,
		true,
	);
}

/**
 * What n8n's server does to a decrypted credential before a node sees it: defaults of the
 * credential type (and its parents) filled in, fields the type does not define dropped (token
 * data kept), and expressions in values resolved with `$self` = the credential's own data.
 */
function applyDefaultsAndResolve(
	original: ICredentialDataDecryptedObject,
	type: string,
	mode: WorkflowExecuteMode,
	additionalData: IWorkflowExecuteAdditionalData,
	resolveValues?: ICredentialsExpressionResolveValues,
): ICredentialDataDecryptedObject {
	const properties = getCredentialsProperties(type);
	if (properties.length === 0) return original;
	let data = NodeHelpers.getNodeParameters(
		properties,
		original as INodeParameters,
		true,
		false,
		null,
		null,
	) as ICredentialDataDecryptedObject;
	if (original.oauthTokenData !== undefined) data.oauthTokenData = original.oauthTokenData;

	const additionalKeys = { $vars: additionalData.variables ?? {} };
	if (resolveValues) {
		data = resolveValues.workflow.expression.getParameterValue(
			data as INodeParameters,
			resolveValues.runExecutionData,
			resolveValues.runIndex,
			resolveValues.itemIndex,
			resolveValues.node.name,
			resolveValues.connectionInputData,
			mode,
			additionalKeys,
			undefined,
			false,
			data,
		) as ICredentialDataDecryptedObject;
	} else {
		const { workflow, node } = mockWorkflow();
		data = workflow.expression.getComplexParameterValue(
			node,
			data as INodeParameters,
			mode,
			additionalKeys,
			undefined,
			undefined,
			data,
		) as ICredentialDataDecryptedObject;
	}
	return data;
}

// ---------------------------------------------------------------------------------------------
// Node types, workflow and additionalData
// ---------------------------------------------------------------------------------------------

const START_TYPE = 'n8n-harness.start';
const START_NODE_NAME = 'Start';

/** A Manual Trigger-like start node that emits the given items. */
function startNodeType(items: INodeExecutionData[]): INodeType {
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

function nodeTypesOf(types: Record<string, INodeType | IVersionedNodeType>): INodeTypes {
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

function highestVersion(nodeType: INodeType): number {
	const { version } = nodeType.description;
	return Array.isArray(version) ? Math.max(...version) : version;
}

function toItems(input: Array<IDataObject | INodeExecutionData> | undefined): INodeExecutionData[] {
	if (input === undefined) return [{ json: {} }];
	return input.map((entry) =>
		typeof entry.json === 'object' && entry.json !== null && !Array.isArray(entry.json)
			? (entry as INodeExecutionData)
			: { json: entry as IDataObject },
	);
}

let executionCounter = 0;

function makeAdditionalData(
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

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

let credentialCounter = 0;

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
function asError(recorded: object): NodeRunError {
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
	const workflowData: IWorkflowBase = {
		id: workflowId,
		name: 'Harness workflow',
		active: false,
		isArchived: false,
		activeVersionId: null,
		createdAt: new Date(),
		updatedAt: new Date(),
		nodes: [startNode, testedNode],
		connections,
		settings,
	};
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
	const method = opts.nodeType.methods?.listSearch?.[opts.methodName];
	if (method === undefined) throw new Error(`Harness: the node has no listSearch method "${opts.methodName}"`);
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
	const workflowData: IWorkflowBase = {
		id: workflowId,
		name: 'Harness list search',
		active: false,
		isArchived: false,
		activeVersionId: null,
		createdAt: new Date(),
		updatedAt: new Date(),
		nodes: [node],
		connections: {},
	};
	const helper = new InMemoryCredentialsHelper(
		credential ? [credential] : [],
		opts.parentTypesFor ?? { ...DEFAULT_PARENT_TYPES },
	);
	const additionalData = makeAdditionalData(helper, workflowData, `harness-execution-${executionCounter}`, parameters);
	const context: ILoadOptionsFunctions = new LoadOptionsContext(workflow, node, additionalData, 'parameters');
	return await logSink.run(opts.logs ?? [], async () => await method.call(context, opts.filter, opts.paginationToken));
}

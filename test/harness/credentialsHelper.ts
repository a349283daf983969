/**
 * Credentials helper over the in-memory stores
 */
import { Credentials } from 'n8n-core';
import { ICredentialsHelper, NodeHelpers, Workflow } from 'n8n-workflow';
import type { ICredentialDataDecryptedObject, ICredentialsExpressionResolveValues, IExecuteData, IHttpRequestOptions, INode, INodeCredentialsDetails, INodeParameters, INodeProperties, INodeType, INodeTypes, IRequestOptionsSimplified, IWorkflowExecuteAdditionalData, WorkflowExecuteMode } from 'n8n-workflow';

import { credentialTypes, getCredentialsProperties, parentTypesFromRegistry } from './credentialTypes';
import type { CredentialStore } from './types';

const MOCK_NODE_TYPES: INodeTypes = {
	getByName: () => ({ description: { properties: [] } }) as unknown as INodeType,
	getByNameAndVersion: () => ({ description: { properties: [] } }) as unknown as INodeType,
	getKnownTypes: () => ({}),
};

export class InMemoryCredentialsHelper extends ICredentialsHelper {
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

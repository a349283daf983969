/**
 * Public types and defaults of the harness (re-exported by index.ts).
 */
import type { ICredentialDataDecryptedObject, IDataObject, INodeExecutionData, INodeParameters, INodeType, IRun } from 'n8n-workflow';

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
	/** Which group of the node's methods holds `methodName`; default 'listSearch' ('loadOptions': an options list). */
	group?: 'listSearch' | 'loadOptions';
}

export const DEFAULT_TYPE_NAME = 'n8n-nodes-snapchat-ads.snapchatAds';
export const DEFAULT_PARENT_TYPES: Readonly<Record<string, string[]>> = Object.freeze({
	snapchatAdsOAuth2Api: ['oAuth2Api'],
});

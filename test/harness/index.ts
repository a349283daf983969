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
 *
 * Layout: types.ts (public types and defaults), credentialTypes.ts (credential types known to the
 * harness), logging.ts (the recording logger), setup.ts (n8n-core's DI setup),
 * credentialsHelper.ts (in-memory credentials helper), workflow.ts (node types, workflow,
 * additionalData), run.ts (makeCredential, runNode, runListSearch). This file re-exports them.
 */
export type { CredentialStore, HarnessLogEntry, NodeRunError, RunListSearchOptions, RunNodeOptions, RunNodeResult } from './types';
export { DEFAULT_PARENT_TYPES, DEFAULT_TYPE_NAME } from './types';
export { getCredentialsProperties, registerCredentialType } from './credentialTypes';
export { strayLogs } from './logging';
export { makeCredential, runListSearch, runNode } from './run';
export type { ActiveTrigger, PollResult, TriggerOptions } from './poll';
export { activateTrigger, runTriggerManually } from './poll';
export type { Delivery, HookResult, WebhookTrigger, WebhookTriggerOptions } from './webhook';
export { startWebhookTrigger } from './webhook';
export { storeBinary, useFilesystemBinaryData } from './binary';
export type { RunToolOptions, RunToolResult } from './tool';
export { runTool } from './tool';

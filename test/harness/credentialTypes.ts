/**
 * Credential types known to the harness
 */
import { NodeHelpers } from 'n8n-workflow';
import type { ICredentialType, INodeProperties } from 'n8n-workflow';

import { SnapchatAdsOAuth2Api } from '../../credentials/SnapchatAdsOAuth2Api.credentials';
import { SnapchatConversionsApi } from '../../credentials/SnapchatConversionsApi.credentials';

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

export const credentialTypes = new Map<string, ICredentialType>();

/** Makes a credential type known to the harness (its defaults and `extends` are then applied). */
export function registerCredentialType(type: ICredentialType): void {
	credentialTypes.set(type.name, type);
}

registerCredentialType(new OAuth2ApiForHarness());
registerCredentialType(new SnapchatAdsOAuth2Api());
registerCredentialType(new SnapchatConversionsApi());

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

export function parentTypesFromRegistry(typeName: string): string[] {
	const parents = credentialTypes.get(typeName)?.extends ?? [];
	return parents.flatMap((p) => [p, ...parentTypesFromRegistry(p)]);
}

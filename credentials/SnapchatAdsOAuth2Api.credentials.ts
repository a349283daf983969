import type { ICredentialType, INodeProperties, Icon } from 'n8n-workflow';

/** The scope every token needs: the node calls the Marketing API. */
export const MARKETING_API_SCOPE = 'snapchat-marketing-api';

/** The Snap APIs a connection may also use, each one toggle in the dialog (field name → scope). */
export const OPTIONAL_API_SCOPES = {
	conversionsApi: 'snapchat-offline-conversions-api',
	profileApi: 'snapchat-profile-api',
} as const;

/**
 * Builds the `scope` the authorize URL carries from the stored credential data: the Marketing API
 * always (first), then each optional API whose toggle is on. Credentials saved before the toggles
 * existed kept their choice in a `scopes` list; those entries are still honoured. The hidden `scope`
 * field evaluates the same rule as an n8n expression.
 */
export function buildScope(data: Record<string, unknown>): string {
	const legacy = Array.isArray(data.scopes) ? data.scopes.filter((s): s is string => typeof s === 'string') : [];
	const toggled = Object.entries(OPTIONAL_API_SCOPES)
		.filter(([field]) => data[field] === true)
		.map(([, scope]) => scope);
	return [MARKETING_API_SCOPE, ...toggled, ...legacy]
		.filter((s, i, all) => s.trim() !== '' && all.indexOf(s) === i)
		.join(' ');
}

export class SnapchatAdsOAuth2Api implements ICredentialType {
	name = 'snapchatAdsOAuth2Api';

	extends = ['oAuth2Api'];

	displayName = 'Snapchat Ads OAuth2 API';

	icon: Icon = {
		light: 'file:../icons/snapchatAds.svg',
		dark: 'file:../icons/snapchatAds.dark.svg',
	};

	// No '#section': n8n appends its tracking query to this URL, which after a fragment stops the page scrolling.
	documentationUrl = 'https://github.com/n8n-nodes-snapchat-ads/n8n-nodes-snapchat-ads/blob/main/docs/credentials.md';

	properties: INodeProperties[] = [
		{
			displayName:
				'Create the OAuth app in Snap Business Manager (Business Details → OAuth Apps; you need the Organization Admin role). Register the OAuth Redirect URL shown above as the app\'s redirect URI: Snap cannot change it later. Snap shows the client secret only once, when the app is created: copy it straight into this dialog.',
			name: 'setupNotice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'Grant Type',
			name: 'grantType',
			type: 'hidden',
			default: 'authorizationCode',
		},
		{
			displayName: 'Authorization URL',
			name: 'authUrl',
			type: 'hidden',
			default: 'https://accounts.snapchat.com/login/oauth2/authorize',
			required: true,
		},
		{
			displayName: 'Access Token URL',
			name: 'accessTokenUrl',
			type: 'hidden',
			default: 'https://accounts.snapchat.com/login/oauth2/access_token',
			required: true,
		},
		{
			displayName: 'API Base URL',
			name: 'apiBaseUrl',
			type: 'hidden',
			default: 'https://adsapi.snapchat.com',
			required: true,
		},
		{
			displayName:
				'APIs to allow: the Marketing API (snapchat-marketing-api) is always requested, because the Snapchat Ads node needs it. Turn on another Snap API below only if this connection should also use it. Changing this requires reconnecting.',
			name: 'scopeNotice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'Also Allow Conversions API',
			name: 'conversionsApi',
			type: 'boolean',
			default: false,
			description:
				'Whether to also request access to the Conversions API (snapchat-offline-conversions-api: read and write conversion events). The Snapchat Ads node does not need it.',
		},
		{
			displayName: 'Also Allow Public Profile API',
			name: 'profileApi',
			type: 'boolean',
			default: false,
			description:
				'Whether to also request access to the Public Profile API (snapchat-profile-api: read public profiles). The Snapchat Ads node does not need it.',
		},
		{
			// Credentials saved before the toggles above kept their choice here; still honoured by `scope`.
			displayName: 'APIs to Allow (Saved Before the Toggles)',
			name: 'scopes',
			type: 'hidden',
			default: [],
		},
		{
			displayName: 'Scope',
			name: 'scope',
			type: 'hidden',
			// Same rule as buildScope(): marketing first, the toggled APIs, then any saved `scopes`, no duplicates.
			default:
				'={{ ["snapchat-marketing-api"].concat($self["conversionsApi"] === true ? ["snapchat-offline-conversions-api"] : [], $self["profileApi"] === true ? ["snapchat-profile-api"] : [], Array.isArray($self["scopes"]) ? $self["scopes"] : []).filter((s, i, all) => typeof s === "string" && s.trim() !== "" && all.indexOf(s) === i).join(" ") }}',
		},
		{
			displayName: 'Auth URI Query Parameters',
			name: 'authQueryParameters',
			type: 'hidden',
			default: '',
		},
		{
			displayName: 'Authentication',
			name: 'authentication',
			type: 'hidden',
			default: 'body',
		},
	];
}

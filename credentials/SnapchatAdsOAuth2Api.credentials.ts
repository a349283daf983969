import type { ICredentialType, INodeProperties, Icon } from 'n8n-workflow';

/** The scope every token needs: the node calls the Marketing API. */
export const MARKETING_API_SCOPE = 'snapchat-marketing-api';

/**
 * Builds the `scope` the authorize URL carries from the user's selection. The Marketing API is
 * always requested (first), because nothing the node does works without it; an empty or
 * marketing-less selection therefore still yields a working token, and the field hint says so.
 * The credential's hidden `scope` field evaluates the same rule as an n8n expression.
 */
export function buildScope(selected: unknown): string {
	const extra = Array.isArray(selected) ? selected.filter((s): s is string => typeof s === 'string') : [];
	return [MARKETING_API_SCOPE, ...extra.filter((s) => s !== MARKETING_API_SCOPE)]
		.filter((s, i, all) => s.trim() !== '' && all.indexOf(s) === i)
		.join(' ');
}

export class SnapchatAdsOAuth2Api implements ICredentialType {
	name = 'snapchatAdsOAuth2Api';

	extends = ['oAuth2Api'];

	displayName = 'Snapchat Ads OAuth2 API';

	icon: Icon = {
		light: 'file:../nodes/SnapchatAds/snapchatAds.svg',
		dark: 'file:../nodes/SnapchatAds/snapchatAds.dark.svg',
	};

	documentationUrl = 'https://github.com/n8n-nodes-snapchat-ads/n8n-nodes-snapchat-ads#credentials';

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
			displayName: 'APIs to Allow',
			name: 'scopes',
			type: 'multiOptions',
			options: [
				{
					name: 'Marketing API',
					value: MARKETING_API_SCOPE,
					description: 'Read and manage ad accounts and event details (always requested: the node needs it)',
				},
				{
					name: 'Conversions API',
					value: 'snapchat-offline-conversions-api',
					description: 'Read and write conversion events',
				},
				{
					name: 'Public Profile API',
					value: 'snapchat-profile-api',
					description: 'Read public profiles',
				},
			],
			default: [MARKETING_API_SCOPE],
			description:
				'Which Snap APIs the connection may use. The Marketing API is always included, even if you deselect it, because the Snapchat Ads node cannot work without it. Changing this requires reconnecting.',
		},
		{
			displayName: 'Scope',
			name: 'scope',
			type: 'hidden',
			// Same rule as buildScope(): marketing first, then the other selected APIs, no duplicates.
			default:
				'={{ ["snapchat-marketing-api"].concat(($self["scopes"] || []).filter(s => s !== "snapchat-marketing-api")).join(" ") }}',
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

// The Snapchat Ads credential as `n8n import:credentials` reads it, pointing at a local emulator. Used by
// `npm run dev` (its ready "local emulator" credential) and by the end-to-end scenarios.
import { CREDENTIAL_TYPE } from './n8n.mjs';

export const CRED_ID = 'e2eSnapCred00001';
export const CRED_NAME = 'Snapchat Ads (e2e emulator)';

/** Credential JSON for `n8n import:credentials` (clear-text data) pointing at an emulator. */
export function emulatorCredential({ id = CRED_ID, name = CRED_NAME, emulator, tokens }) {
	const auth = emulator.authUrl.replace(/\/$/, '');
	return {
		id,
		name,
		type: CREDENTIAL_TYPE,
		data: {
			clientId: emulator.client.clientId,
			clientSecret: emulator.client.clientSecret,
			authUrl: `${auth}/login/oauth2/authorize`,
			accessTokenUrl: `${auth}/login/oauth2/access_token`,
			apiBaseUrl: emulator.baseUrl.replace(/\/$/, ''),
			authQueryParameters: '',
			authentication: 'body',
			grantType: 'authorizationCode',
			...(tokens
				? {
						oauthTokenData: {
							access_token: tokens.accessToken,
							refresh_token: tokens.refreshToken,
							token_type: 'Bearer',
							expires_in: tokens.expiresIn ?? 3600,
						},
					}
				: {}),
		},
	};
}

export const CAPI_CRED_ID = 'snapCapiLocalEmu1';
export const CAPI_CRED_NAME = 'Snapchat Conversions (local emulator)';

/**
 * The Snapchat Conversions API credential for `n8n import:credentials`, pointing at an emulator: its
 * fixture token and Pixel, the hidden Base URL changed. The example workflows use this id and name.
 */
export function conversionsCredential({ id = CAPI_CRED_ID, name = CAPI_CRED_NAME, emulator }) {
	return {
		id,
		name,
		type: 'snapchatConversionsApi',
		data: { accessToken: emulator.conversions.token, pixelId: emulator.conversions.pixelId, baseUrl: emulator.baseUrl.replace(/\/$/, '') },
	};
}

export const SHEETS_PLACEHOLDER_CRED_ID = 'snapDevSheets001';
export const SHEETS_PLACEHOLDER_CRED_NAME = 'Google Sheets (placeholder: connect your Google account)';

/**
 * A Google Sheets OAuth2 credential for `npm run dev`, so the lead example opens without a red
 * "credential missing" warning; it holds placeholder client details until you enter your own and connect.
 */
export function sheetsPlaceholderCredential() {
	return {
		id: SHEETS_PLACEHOLDER_CRED_ID,
		name: SHEETS_PLACEHOLDER_CRED_NAME,
		type: 'googleSheetsOAuth2Api',
		data: { clientId: 'placeholder-client-id', clientSecret: 'placeholder-client-secret' },
	};
}

export const SLACK_PLACEHOLDER_CRED_ID = 'snapDevSlack0001';
export const SLACK_PLACEHOLDER_CRED_NAME = 'Slack (placeholder: add your bot token)';

/**
 * A Slack credential for `npm run dev`, so the Slack example opens without a red "credential missing"
 * warning; its token is a placeholder (Slack refuses it) until you paste your own bot token.
 */
export function slackPlaceholderCredential() {
	return {
		id: SLACK_PLACEHOLDER_CRED_ID,
		name: SLACK_PLACEHOLDER_CRED_NAME,
		type: 'slackApi',
		data: { accessToken: 'xoxb-placeholder-replace-with-your-bot-token' },
	};
}

export const MCP_BEARER_CRED_ID = 'snapMcpDevToken1';
export const MCP_BEARER_CRED_NAME = 'MCP clients (npm run dev token)';

/**
 * The Bearer credential of the MCP Server Trigger in the "Snapchat Ads MCP server" example: MCP
 * clients send `Authorization: Bearer <token>`. `npm run dev` makes a random token once per user
 * folder (kept in it, so a client's configuration survives restarts) and prints it.
 */
export function mcpBearerCredential({ token, id = MCP_BEARER_CRED_ID, name = MCP_BEARER_CRED_NAME }) {
	return { id, name, type: 'httpBearerAuth', data: { token } };
}

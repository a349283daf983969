import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import type { Emulator, IssuedTokens } from '../emulator';

/**
 * A Snapchat Ads credential as a user would store it for the emulator: the hidden URLs point at it
 * and the token pair came from it. No test branch in the node: only the stored data differs.
 */
export function emulatorCredentialData(emulator: Emulator, issued: IssuedTokens): ICredentialDataDecryptedObject {
	return {
		clientId: emulator.client.clientId,
		clientSecret: emulator.client.clientSecret,
		authUrl: `${emulator.authUrl}/login/oauth2/authorize`,
		accessTokenUrl: `${emulator.authUrl}/login/oauth2/access_token`,
		apiBaseUrl: emulator.baseUrl,
		scopes: ['snapchat-marketing-api'],
		oauthTokenData: {
			access_token: issued.accessToken,
			refresh_token: issued.refreshToken,
			token_type: 'Bearer',
			expires_in: issued.expiresIn,
		},
	};
}

import type { IAuthenticateGeneric, ICredentialTestRequest, ICredentialType, INodeProperties, Icon } from 'n8n-workflow';

/**
 * The Conversions API token of a Snap Pixel (spec: conversions-api.md, "Authentication"). Snap
 * takes it in the query string (`access_token`), so n8n adds it there; the node never builds a
 * URL with it and redacts the query string of every URL it reports.
 */
export class SnapchatConversionsApi implements ICredentialType {
	name = 'snapchatConversionsApi';

	displayName = 'Snapchat Conversions API';

	icon: Icon = {
		light: 'file:../icons/snapchatAds.svg',
		dark: 'file:../icons/snapchatAds.dark.svg',
	};

	// A page of its own: n8n appends a query to the link, which a '#section' would break.
	documentationUrl = 'https://github.com/n8n-nodes-snapchat-ads/n8n-nodes-snapchat-ads/blob/main/docs/conversions-credential.md';

	properties: INodeProperties[] = [
		{
			displayName:
				'Generate the token in Snap Ads Manager → Events Manager: pick your Pixel, open Setup → Conversions API and click Generate Token. The Pixel ID is shown at the top of the same page (a UUID such as 5bf81ee1-15b1-4dc1-b636-d7dae49b950e).',
			name: 'setupNotice',
			type: 'notice',
			default: '',
		},
		{
			displayName: 'Conversions API Token',
			name: 'accessToken',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
			description: 'The token generated for your Pixel in Snap Ads Manager → Events Manager → Setup → Conversions API',
		},
		{
			displayName: 'Default Pixel ID',
			name: 'pixelId',
			type: 'string',
			default: '',
			placeholder: '5bf81ee1-15b1-4dc1-b636-d7dae49b950e',
			description:
				'The Pixel that web and offline events go to when the node leaves its Pixel ID empty. Also used to test this credential (Snapchat has no endpoint that checks a token without a Pixel).',
		},
		{
			displayName: 'Conversions API Base URL',
			name: 'baseUrl',
			type: 'hidden',
			default: 'https://tr.snapchat.com',
			required: true,
		},
	];

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: { qs: { access_token: '={{$credentials.accessToken}}' } },
	};

	// Assumed (spec: the validate endpoints are in Snap's SDK, not in the docs): reading the test
	// tool's stats records nothing and is refused with 401 for a wrong token, so it tells a wrong
	// token from a right one without sending an event. It needs a Pixel ID: the default one above.
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
			url: '=/v3/{{encodeURIComponent(String($credentials.pixelId || "").trim()) || "enter-a-default-pixel-id"}}/events/validate/stats',
			method: 'GET',
		},
	};
}

/**
 * Parameters and credential data of the Snapchat Conversions tests (no node import, so the bench
 * can load the node itself under tsx).
 */
import type { ICredentialDataDecryptedObject, INodeParameters } from 'n8n-workflow';

import type { Emulator } from '../emulator';
import { CAPI_PIXEL_ID, CAPI_TOKEN } from '../emulator';

export const CONVERSIONS_TYPE = 'n8n-nodes-snapchat-ads.snapchatConversions';

export function capiCredentialData(emulator: Emulator, over: ICredentialDataDecryptedObject = {}): ICredentialDataDecryptedObject {
	return { accessToken: CAPI_TOKEN, pixelId: CAPI_PIXEL_ID, baseUrl: emulator.baseUrl, ...over };
}

/** Send Events parameters: a web PURCHASE of the item's order, overridable. */
export function sendParams(over: INodeParameters = {}): INodeParameters {
	return {
		operation: 'send',
		actionSource: 'web',
		eventName: 'PURCHASE',
		eventTime: '={{ $json.time }}',
		eventSourceUrl: 'https://shop.example.com/thank-you',
		eventId: '={{ $json.orderId }}',
		userData: { email: '={{ $json.email }}' },
		customData: { currency: 'USD', value: '={{ $json.total }}' },
		...over,
	};
}

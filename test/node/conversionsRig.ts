/**
 * Set-up of the Snapchat Conversions node's tests: one emulator per jest file, a stored
 * "Snapchat Conversions API" credential pointing at it (as a user would store one, the hidden Base
 * URL changed), and a runner that drives the real node through n8n-core's engine.
 */
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';

import { SnapchatConversions } from '../../nodes/SnapchatConversions/SnapchatConversions.node';
import type { Emulator, EmulatorOptions } from '../emulator';
import { CAPI_PIXEL_ID, CAPI_TOKEN, startEmulator } from '../emulator';
import type { CredentialStore, RunNodeResult } from '../harness';
import { makeCredential, runNode } from '../harness';

export const conversionsNode = new SnapchatConversions();
export const CONVERSIONS_TYPE = 'n8n-nodes-snapchat-ads.snapchatConversions';

export interface CapiRig {
	emulator: Emulator;
	credential: CredentialStore;
	run(
		parameters: INodeParameters,
		opts?: { input?: IDataObject[]; continueOnFail?: boolean; timezone?: string; credential?: CredentialStore },
	): Promise<RunNodeResult>;
	/** Requests to the Conversions API (/v3/). */
	calls(): Emulator['requestLog'];
	/** A credential for this emulator, with other data. */
	credentialWith(data: ICredentialDataDecryptedObject): CredentialStore;
}

export function capiCredentialData(emulator: Emulator, over: ICredentialDataDecryptedObject = {}): ICredentialDataDecryptedObject {
	return { accessToken: CAPI_TOKEN, pixelId: CAPI_PIXEL_ID, baseUrl: emulator.baseUrl, ...over };
}

/** One emulator and credential for a whole jest file, emptied before each test. */
export function useCapiRig(options: EmulatorOptions = {}): CapiRig {
	const rig = {} as CapiRig;
	beforeAll(async () => {
		const emulator = await startEmulator({ quiet: true, ...options });
		const credential = makeCredential(capiCredentialData(emulator), 'snapchatConversionsApi');
		Object.assign(rig, {
			emulator,
			credential,
			async run(parameters: INodeParameters, opts: Parameters<CapiRig['run']>[1] = {}) {
				return await runNode({
					nodeType: conversionsNode,
					typeName: CONVERSIONS_TYPE,
					nodeName: 'Snapchat Conversions',
					parameters,
					input: opts.input,
					credential: opts.credential ?? credential,
					continueOnFail: opts.continueOnFail,
					timezone: opts.timezone,
					parentTypesFor: {},
				});
			},
			calls: () => emulator.requestLog.filter((e) => e.path.startsWith('/v3/')),
			credentialWith: (data: ICredentialDataDecryptedObject) => makeCredential(capiCredentialData(emulator, data), 'snapchatConversionsApi'),
		} satisfies CapiRig);
	});
	afterAll(async () => {
		await rig.emulator?.close();
	});
	beforeEach(() => {
		rig.emulator.reset();
	});
	return rig;
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

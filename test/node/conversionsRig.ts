/**
 * Set-up of the Snapchat Conversions node's tests: one emulator per jest file, a stored
 * "Snapchat Conversions API" credential pointing at it (as a user would store one, the hidden Base
 * URL changed), and a runner that drives the real node through n8n-core's engine.
 */
import type { ICredentialDataDecryptedObject, IDataObject, INodeParameters } from 'n8n-workflow';

import { SnapchatConversions } from '../../nodes/SnapchatConversions/SnapchatConversions.node';
import type { Emulator, EmulatorOptions } from '../emulator';
import { startEmulator } from '../emulator';
import type { CredentialStore, RunNodeResult } from '../harness';
import { makeCredential, runNode } from '../harness';
import { capiCredentialData, CONVERSIONS_TYPE } from './conversionsParams';

export { capiCredentialData, CONVERSIONS_TYPE, sendParams } from './conversionsParams';

export const conversionsNode = new SnapchatConversions();

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

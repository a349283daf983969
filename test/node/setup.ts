/**
 * Shared set-up of the node's operation tests: one emulator per test file, a stored credential
 * pointing at it (as a user would store one, hidden URLs changed), and a runner that drives the
 * real node through n8n-core's engine.
 */
import type { INodeExecutionData, INodeParameters, IDataObject } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import type { CredentialStore, RunNodeResult } from '../harness';
import { makeCredential, runListSearch, runNode } from '../harness';
import type { Emulator, EmulatorOptions } from '../emulator';
import { startEmulator } from '../emulator';
import { emulatorCredentialData } from './credential';

export const node = new SnapchatAds();

export interface Rig {
	emulator: Emulator;
	credential: CredentialStore;
	tokens: { accessToken: string; refreshToken: string };
	run(parameters: INodeParameters, opts?: { input?: IDataObject[]; continueOnFail?: boolean; timezone?: string }): Promise<RunNodeResult>;
	listSearch(methodName: string, opts?: { filter?: string; paginationToken?: string; parameters?: INodeParameters }): ReturnType<typeof runListSearch>;
	/** Requests to the API (not the token endpoint), optionally of one method. */
	apiCalls(method?: string): Emulator['requestLog'];
	tokenCalls(): Emulator['requestLog'];
	/** Every string the tests must never see in an output, error or log. */
	secrets(): string[];
	close(): Promise<void>;
}

export async function startRig(options: EmulatorOptions = {}, userId = 'user-1'): Promise<Rig> {
	const emulator = await startEmulator({ quiet: true, ...options });
	const issued = emulator.issueTokens(userId);
	const seen = new Set<string>([issued.accessToken, issued.refreshToken, emulator.client.clientSecret]);
	const credential = makeCredential(emulatorCredentialData(emulator, issued));
	const rig: Rig = {
		emulator,
		credential,
		tokens: issued,
		async run(parameters, opts = {}) {
			const result = await runNode({
				nodeType: node,
				parameters,
				input: opts.input,
				credential,
				continueOnFail: opts.continueOnFail,
				timezone: opts.timezone,
			});
			rememberTokens();
			return result;
		},
		async listSearch(methodName, opts = {}) {
			const result = await runListSearch({ nodeType: node, methodName, credential, ...opts });
			rememberTokens();
			return result;
		},
		apiCalls(method) {
			return emulator.requestLog.filter((e) => e.path.startsWith('/v1/') && (!method || e.method === method));
		},
		tokenCalls() {
			return emulator.requestLog.filter((e) => e.path === '/login/oauth2/access_token');
		},
		secrets() {
			rememberTokens();
			return [...seen];
		},
		close: () => emulator.close(),
	};
	function rememberTokens() {
		const data = credential.data.oauthTokenData as IDataObject | undefined;
		for (const key of ['access_token', 'refresh_token']) {
			if (typeof data?.[key] === 'string') seen.add(data[key] as string);
		}
	}
	return rig;
}

export function json(items: INodeExecutionData[]): IDataObject[] {
	return items.map((i) => i.json);
}

/** Everything a user could see of a run: output items, the error and every log line. */
export function visibleText(result: RunNodeResult): string {
	const error = result.error
		? { message: result.error.message, description: result.error.description, context: result.error.context }
		: undefined;
	return JSON.stringify({ items: result.items, error, logs: result.logs });
}

/**
 * One emulator and credential for a whole jest file: started before its tests, closed after them,
 * and emptied (store, log, faults) before each test. The returned rig is filled in by beforeAll.
 */
export function useRig(options: EmulatorOptions = {}): Rig {
	const rig = {} as Rig;
	beforeAll(async () => {
		Object.assign(rig, await startRig(options));
	});
	afterAll(async () => {
		await rig.close?.();
	});
	beforeEach(() => {
		rig.emulator.reset();
	});
	return rig;
}

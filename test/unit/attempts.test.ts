/** The attempt loop both transports run (nodes/shared/http/attempts.ts). */
import type { INode, Logger } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { notAnExchange, runAttempts, type AttemptState } from '../../nodes/shared/http/attempts';
import type { HttpFailure } from '../../nodes/shared/http/failure';
import { stageOf } from '../../nodes/shared/http/failure';

const failure = (over: Partial<HttpFailure>): HttpFailure => ({ headers: {}, message: '', stage: stageOf(over), ...over });
const node: INode = { id: 'n', name: 'Snapchat Ads', type: 'snapchatAds', typeVersion: 1, position: [0, 0], parameters: {} };

function recordingLogger(lines: string[]): Logger {
	const log = (message: string) => void lines.push(message);
	return { debug: log, info: log, warn: log, error: log } as unknown as Logger;
}

describe('runAttempts', () => {
	it('repeats until an attempt is done, counting attempts and the time waited, and logs each repeat by method and path', async () => {
		const lines: string[] = [];
		const seen: AttemptState[] = [];
		const result = await runAttempts(recordingLogger(lines), 'Snapchat GET /v1/me', async (state) => {
			seen.push({ ...state });
			if (state.attempts === 1) return { failure: failure({ status: 503 }), retryInMs: 5 };
			if (state.attempts === 2) return { failure: failure({ code: 'ECONNRESET' }), retryInMs: 7 };
			return { done: 'answer' };
		});
		expect(result).toBe('answer');
		expect(seen.map((s) => [s.attempts, s.waitedMs])).toEqual([
			[1, 0],
			[2, 5],
			[3, 12],
		]);
		expect(lines).toEqual(['Snapchat GET /v1/me failed (503); retrying in 5 ms', 'Snapchat GET /v1/me failed (ECONNRESET); retrying in 7 ms']);
	});

	it('keeps what an attempt records about an earlier one being processed, and lets its error through', async () => {
		const states: boolean[] = [];
		const run = runAttempts(recordingLogger([]), 'Snapchat POST /v1/x', async (state) => {
			states.push(state.processedMaybe);
			if (state.attempts === 1) {
				state.processedMaybe = true;
				return { failure: failure({ status: 500 }), retryInMs: 1 };
			}
			throw new Error('refused for good');
		});
		await expect(run).rejects.toThrow('refused for good');
		expect(states).toEqual([false, true]);
	});

	it('returns a result that is undefined (an empty answer) instead of repeating', async () => {
		let calls = 0;
		await expect(runAttempts(recordingLogger([]), 'x', async () => (calls++, { done: undefined }))).resolves.toBeUndefined();
		expect(calls).toBe(1);
	});
});

describe('notAnExchange', () => {
	it('turns a failure with neither status nor network code into an error about the subject, with the item', () => {
		const error = notAnExchange(node, failure({ message: 'Invalid URL' }), 'the campaign', 2);
		expect(error).toBeInstanceOf(NodeApiError);
		expect(error?.message).toBe('The request to Snapchat for the campaign failed: Invalid URL');
		expect(error?.context.itemIndex).toBe(2);
	});

	it('leaves HTTP answers and network failures to the transport', () => {
		expect(notAnExchange(node, failure({ status: 500 }), 'x')).toBeUndefined();
		expect(notAnExchange(node, failure({ code: 'ECONNREFUSED' }), 'x')).toBeUndefined();
	});
});

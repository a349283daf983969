import { NodeApiError } from 'n8n-workflow';

/** The NodeApiError `promise` rejects with; fails the test when it resolves or rejects with something else. */
export async function nodeApiError(promise: Promise<unknown>): Promise<NodeApiError> {
	try {
		await promise;
	} catch (error) {
		expect(error).toBeInstanceOf(NodeApiError);
		return error as NodeApiError;
	}
	throw new Error('expected the call to fail');
}

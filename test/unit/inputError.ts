/* eslint-disable @n8n/community-nodes/require-node-api-error -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
import { InputError } from '../../nodes/shared/input/validation';

/** The InputError `fn` throws; fails the test when it throws nothing or something else. */
export function inputError(fn: () => unknown): InputError {
	try {
		fn();
	} catch (error) {
		if (error instanceof InputError) return error;
		throw error;
	}
	throw new Error('expected an InputError');
}

/* eslint-disable @n8n/community-nodes/no-restricted-imports, @n8n/community-nodes/require-node-api-error -- test code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs); the error thrown is n8n-workflow's own */
/**
 * Jest setup (jest.config.js `setupFiles`): n8n-workflow runs the regular expressions of a workflow's
 * checks (e.g. a resource locator's pattern, before every run) in a `vm` with a 250 ms limit. On a
 * 2-core machine running jest's workers, the emulator and a real n8n side by side, a context switch
 * alone can pass 250 ms, and a node test then fails with "Regular expression execution timed out"
 * (seen in a full run: statsMoney.test.ts). The same engine is kept (a `vm` script, a timeout that
 * throws n8n's own error) with a limit that a loaded machine cannot reach by scheduling alone.
 * Production n8n keeps its own limit: nothing in the package touches the engine.
 */
import vm from 'node:vm';
import { setSafeRegexEngine } from 'n8n-workflow';

const LIMIT_MS = 10_000;

interface Slots {
	pattern: string;
	flags: string;
	input: string;
	replacement: string;
	result: unknown;
}

const slots: Slots = { pattern: '', flags: '', input: '', replacement: '', result: undefined };
const context = vm.createContext(slots);
const script = (body: string) => new vm.Script(`result = ${body}`);
const scripts = {
	exec: script('new RegExp(pattern, flags).exec(input)'),
	test: script('new RegExp(pattern, flags).test(input)'),
	replace: script('input.replace(new RegExp(pattern, flags), replacement)'),
	matchAll: script('Array.from(input.matchAll(new RegExp(pattern, flags)))'),
	split: script('input.split(new RegExp(pattern, flags))'),
};

function run<T>(which: keyof typeof scripts, pattern: string, input: string, flags = '', replacement = ''): T {
	Object.assign(slots, { pattern, input, flags, replacement, result: undefined });
	try {
		scripts[which].runInContext(context, { timeout: LIMIT_MS });
	} catch (error) {
		if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') throw new Error('Regular expression execution timed out');
		throw error;
	}
	return slots.result as T;
}

const globalFlag = (flags?: string) => (flags?.includes('g') ? flags : `${flags ?? ''}g`);

setSafeRegexEngine({
	exec: (pattern, input, flags) => run('exec', pattern, input, flags),
	test: (pattern, input, flags) => run('test', pattern, input, flags),
	replace: (pattern, input, flags, replacement) => run('replace', pattern, input, flags, replacement),
	matchAll: (pattern, input, flags) => run('matchAll', pattern, input, globalFlag(flags)),
	split: (pattern, input, flags) => run('split', pattern, input, flags),
});

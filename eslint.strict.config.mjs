// The second lint pass (`npm run lint:strict`). `eslint.config.mjs` must stay exactly n8n's default
// (`"n8n": { "strict": true }` makes `n8n-node lint` refuse anything else), so what this package
// enforces beyond that default lives here:
// - n8n's default rules, every one of them: the lint:strict script adds --max-warnings=0, so the
//   rules n8n only warns about (no-dead-files, resource-operation-pattern, require-homepage, ...)
//   fail the build too;
// - an eslint-disable directive that no longer disables anything is an error, so the per-file
//   exemptions of test and dev code (Node globals, the console, fixture secrets) cannot outlive
//   their reason;
// - generated folders are not linted.
// The n8n-nodes-base rule sets (community for package.json, credentials, nodes) are already in the
// default with the same exceptions this package used before.
import { config } from '@n8n/node-cli/eslint';
import { globalIgnores } from 'eslint/config';

export default [
	...config,
	globalIgnores(['dist', 'node_modules', 'coverage', '.artifacts', '.tmp']),
	{ linterOptions: { reportUnusedDisableDirectives: 'error' } },
];

/** @type {import('jest').Config} */
module.exports = {
	preset: 'ts-jest',
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', isolatedModules: true }],
	},
	// The end-to-end suite (a real n8n) is run by scripts/e2e, not by jest.
	testPathIgnorePatterns: ['/node_modules/', '/test/e2e/'],
	testTimeout: 30000,
	// A user's clone has no team folder beside it: reading that folder fails every test run (test/harness/cloneAlone.ts).
	setupFiles: ['<rootDir>/test/harness/cloneAlone.ts', '<rootDir>/test/harness/regexTimeout.ts'],
};

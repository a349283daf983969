/**
 * The package's layout rules, checked by test/unit/layout.test.ts (docs/development.md, "Layout").
 * Paths are relative to the package root.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
	forbidden: [
		{
			name: 'no-cycles',
			comment: 'Files that import each other cannot be understood, tested or moved one at a time.',
			severity: 'error',
			from: {},
			to: { circular: true },
		},
		{
			name: 'kernel-imports-no-node',
			comment: 'nodes/shared is the package kernel: every node builds on it, so it knows none of them.',
			severity: 'error',
			from: { path: '^nodes/shared/' },
			to: { path: '^nodes/', pathNot: '^nodes/shared/' },
		},
		{
			name: 'node-imports-no-other-node',
			comment: 'A node uses the kernel (nodes/shared), never another node\'s folder: what two nodes share belongs in the kernel.',
			severity: 'error',
			from: { path: '^nodes/([^/]+)/' },
			to: { path: '^nodes/[^/]+/', pathNot: ['^nodes/$1/', '^nodes/shared/'] },
		},
		{
			name: 'trigger-and-lists-import-no-operation',
			comment: 'The trigger and the list searches take facts about Snap\'s entities from api/ (the catalogue), never from an operation.',
			severity: 'error',
			from: { path: '^nodes/[^/]+/(trigger|methods)/' },
			to: { path: '^nodes/[^/]+/actions/', pathNot: '^nodes/[^/]+/actions/common/' },
		},
		{
			name: 'operations-import-no-trigger',
			comment: 'An operation takes facts about Snap\'s entities from api/ (the catalogue), never from a trigger\'s folder (issue 39, 5: the Lead Form operations imported the lead trigger\'s leads/).',
			severity: 'error',
			from: { path: '^nodes/[^/]+/actions/' },
			to: { path: '^nodes/[^/]+/(leads|trigger)/' },
		},
		{
			name: 'action-folders-import-one-way',
			comment: 'Two folders of actions/ never import each other (not even through a third): each folder builds on the ones below it, so it can be read and moved without the ones above (issue 50, 8: creation/ and adsEntities/ imported each other).',
			severity: 'error',
			scope: 'folder',
			from: { path: '^nodes/[^/]+/actions/[^/]+$' },
			to: { path: '^nodes/[^/]+/actions/[^/]+$', circular: true },
		},
		{
			name: 'common-imports-no-action-folder',
			comment: 'actions/common is the bottom of actions/: every folder may use it, so it imports no other folder of actions/ (issue 50, 8: common/compact.ts imported stats/).',
			severity: 'error',
			from: { path: '^nodes/([^/]+)/actions/common/' },
			to: { path: '^nodes/$1/actions/[^/]+/', pathNot: '^nodes/$1/actions/common/' },
		},
	],
	options: {
		doNotFollow: { path: 'node_modules' },
		tsPreCompilationDeps: true,
		tsConfig: { fileName: 'tsconfig.json' },
	},
};

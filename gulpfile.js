const { parallel, series, src, dest } = require('gulp');

// tsc compiles the TypeScript; everything else a node or credential needs at run time
// (the codex JSON beside the compiled node, the package's icons from icons/ into dist/icons, where
// every node and credential points) is copied into dist/.
function copyAssets() {
	return src(['nodes/**/*.{png,svg,json}', 'credentials/**/*.{png,svg}', 'icons/*.{png,svg}'], { base: '.', encoding: false }).pipe(
		dest('dist'),
	);
}

// n8n community packages may have no runtime dependency, so the phone rules of libphonenumber-js
// (a dev dependency) are built into the package: the compiled nodes/shared/identifiers/libphonenumber.js,
// the only file that imports the library, is replaced by a bundle of it with the library's "min"
// metadata (the smallest set). Nothing else is bundled: every other file stays as tsc wrote it.
async function bundlePhone() {
	const esbuild = require('esbuild');
	const library = require('libphonenumber-js/package.json');
	await esbuild.build({
		// From the source file, resolving the library's ES modules (the `import` condition), so that
		// only the functions this package uses are kept, not the whole library.
		entryPoints: ['nodes/shared/identifiers/libphonenumber.ts'],
		outfile: 'dist/nodes/shared/identifiers/libphonenumber.js',
		allowOverwrite: true,
		bundle: true,
		conditions: ['import'],
		platform: 'node',
		format: 'cjs',
		target: 'node20',
		minify: true,
		banner: {
			js: `/*! libphonenumber-js ${library.version} | (c) 2016 @catamphetamine | MIT License | phone metadata from Google's libphonenumber, Apache License 2.0 | bundled by gulpfile.js (bundle:phone) */`,
		},
		legalComments: 'inline',
		logLevel: 'warning',
		plugins: [compiledPatterns, modernBuild], // (the first plugin that loads a file wins)
	});
}

// Speed (the Conversions API hashes 100,000+ events a second): the library compiles a RegExp from
// a metadata pattern on every check, which is most of its time. In the bundle its one helper for
// that keeps each compiled pattern: the patterns are the metadata's constants, the RegExps have no
// flags (so no lastIndex state), and the same pattern always gives the same answer, so nothing of a
// run is kept or shared between runs (queue mode). The cache is bounded by the metadata's patterns.
const compiledPatterns = {
	name: 'compiled-patterns',
	setup(build) {
		build.onLoad({ filter: /[\\/]libphonenumber-js[\\/]es6[\\/]helpers[\\/]matchesEntirely\.js$/ }, () => ({
			loader: 'js',
			contents: `const compiled = new Map();
export default function matchesEntirely(text, pattern) {
	let regExp = compiled.get(pattern);
	if (regExp === undefined) {
		regExp = new RegExp('^(?:' + pattern + ')$');
		compiled.set(pattern, regExp);
	}
	return regExp.test(text || '');
}`,
		}));
	},
};

// The library's es6/ folder is transpiled for old browsers (Babel's object-spread helpers are the
// next biggest cost); its es6-modern/ folder is the same source, built by the library for modern
// runtimes, with the same file layout. Node 20 is modern: the bundle takes each file from there.
const modernBuild = {
	name: 'modern-build',
	setup(build) {
		const { readFile } = require('node:fs/promises');
		const path = require('node:path');
		build.onLoad({ filter: /[\\/]libphonenumber-js[\\/]es6[\\/].+\.js$/ }, async (args) => {
			const modern = args.path.replace(/([\\/]libphonenumber-js[\\/])es6([\\/])/, '$1es6-modern$2');
			return { loader: 'js', contents: await readFile(modern, 'utf8'), resolveDir: path.dirname(args.path) };
		});
	},
};

// Cold load, the n8n way (docs/benchmarks.md): n8n loads a community package with n8n-core's
// LazyPackageDirectoryLoader, which reads every node's and credential's description from
// dist/known/*.json and dist/types/*.json when the package ships them, and requires a node's code only
// when a workflow first uses it. They are written here by n8n-core's own generator
// (`n8n-generate-metadata`, what n8n's packages use): it loads the compiled package as n8n's full
// loader does (package.json's n8n block, the codex files, icon paths, the Poll Times of a polling
// trigger) and writes what that loader built. So they are generated from the code at every build and
// never edited by hand: a description changed in the sources is in the metadata of the next build.
// test/unit/lazyMetadata.test.ts holds them equal to the code's descriptions.
async function generateMetadata() {
	const { execFileSync } = require('child_process');
	const fs = require('fs');
	const path = require('path');
	// The generator writes relative to the working directory, which must be the package root.
	execFileSync(process.execPath, [require.resolve('n8n-core/bin/generate-metadata')], { cwd: __dirname, stdio: ['ignore', 'ignore', 'inherit'] });
	// It also lists loadOptions methods (dist/methods/), which no loader of n8n reads: not shipped.
	fs.rmSync(path.join(__dirname, 'dist', 'methods'), { recursive: true, force: true });
	for (const file of ['known/nodes.json', 'known/credentials.json', 'types/nodes.json', 'types/credentials.json']) {
		if (!fs.existsSync(path.join(__dirname, 'dist', file))) throw new Error(`n8n-generate-metadata wrote no dist/${file}`);
	}
}

exports['build:icons'] = copyAssets;
exports['bundle:phone'] = bundlePhone;
exports['metadata:write'] = generateMetadata;
// The metadata is generated from the finished dist/: compiled code, codex files and the phone bundle.
exports.build = series(parallel(copyAssets, bundlePhone), generateMetadata);
exports.default = exports.build;

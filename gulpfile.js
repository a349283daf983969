const { parallel, src, dest } = require('gulp');

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

// Cold load (docs/benchmarks.md): a node's fields are built by its operations' modules, and
// compiling those modules (about 170 for the Snapchat Ads node; the hashing and phone rules for
// Snapchat Conversions) when n8n loads the node costs far more CPU than the fields themselves. Each
// node's compiled properties.js is therefore replaced by the list it exports, written out as
// properties.json beside it, which the node reads at load; the operations' code is imported when
// the node first runs. The list must be plain data (n8n serialises descriptions to
// the editor anyway): anything JSON cannot carry stops the build instead of being dropped.
//
// Only Snapchat Conversions for now. The Snapchat Ads node's list is 238 kB of JSON (25 kB packed):
// written out too, the node loads in about 17 ms instead of about 200 ms, but the package grows to
// about 270 kB packed, over its 250 kB limit (scripts/scan.mjs), because the same field text also
// stays in the operations' modules, which the node's run needs. Doing both needs the fields split
// from the run code so dist/ can leave them out (docs/benchmarks.md, "Cold load").
const NODES_WITH_PROPERTIES = ['SnapchatConversions'];

async function writeProperties() {
	for (const node of NODES_WITH_PROPERTIES) writePropertiesOf(node);
}

function writePropertiesOf(node) {
	const path = require('path');
	const fs = require('fs');
	const file = path.join(__dirname, 'dist/nodes', node, 'properties.js');
	const { properties } = require(file);
	assertPlainData(properties, `${node} properties`);
	// A .json file, which Node parses as it reads it: about a third of the CPU of the same data as a
	// string literal in JavaScript, and no escaping to pack.
	fs.writeFileSync(path.join(path.dirname(file), 'properties.json'), JSON.stringify(properties));
	fs.writeFileSync(
		file,
		'"use strict";\n' +
			`// Written by gulpfile.js (properties:write) from nodes/${node}/properties.ts: the node's fields as data.\n` +
			'Object.defineProperty(exports, "__esModule", { value: true });\n' +
			'exports.properties = require("./properties.json");\n',
	);
}

function assertPlainData(value, where) {
	if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
	if (typeof value === 'number') {
		if (Number.isFinite(value)) return;
		throw new Error(`${where} is ${value}, which JSON cannot carry`);
	}
	if (Array.isArray(value)) {
		value.forEach((entry, i) => assertPlainData(entry, `${where}[${i}]`));
		return;
	}
	if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
		for (const [key, entry] of Object.entries(value)) {
			if (entry !== undefined) assertPlainData(entry, `${where}.${key}`);
		}
		return;
	}
	throw new Error(`${where} is a ${typeof value} (${Object.prototype.toString.call(value)}), which JSON cannot carry`);
}

exports['build:icons'] = copyAssets;
exports['bundle:phone'] = bundlePhone;
exports['properties:write'] = writeProperties;
exports.build = parallel(copyAssets, bundlePhone, writeProperties);
exports.default = exports.build;

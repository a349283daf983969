const { src, dest } = require('gulp');

// tsc compiles the TypeScript; everything else a node or credential needs at run time
// (its SVG/PNG icons and the codex JSON) is copied beside the compiled file in dist/.
function copyAssets() {
	return src(['nodes/**/*.{png,svg,json}', 'credentials/**/*.{png,svg}'], { base: '.', encoding: false }).pipe(
		dest('dist'),
	);
}

exports['build:icons'] = copyAssets;
exports.default = copyAssets;

/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
// Issue 46, point 9: links to Snap's documentation go to its current pages. Snap's developer site
// (spec snap-api-changes-2025-2026.md, section 13 "Documentation site") says: marketingapi.snapchat.com
// is emptied and redirects to developers.snap.com; developers.snap.com holds an older copy under
// /api/marketing-api/… (its Change Log stops at 2025-12-12) and the current pages under
// /marketing-api/Ads-API/<page> and /marketing-api/Conversions-API/<page>. Whether the /api/… copy
// will keep answering is unknown, so no file a user reads or the node shows may point there.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

/** Old or moved Snap documentation prefixes (spec section 13), matched without scheme or "www.". */
const OLD_PREFIXES = ['marketingapi.snapchat.com', 'developers.snap.com/api/marketing-api/'];

/** Where Snap's current Marketing API pages live (spec section 13). */
const CURRENT = /^developers\.snap\.com\/marketing-api\/(Ads-API|Conversions-API)\//;

const SCANNED = ['README.md', 'docs', 'nodes', 'credentials', 'examples'];
const TEXT = /\.(md|ts|json)$/;

function filesUnder(rel: string): string[] {
	const full = path.join(root, rel);
	if (!statSync(full).isDirectory()) return [rel];
	return readdirSync(full).flatMap((name) => filesUnder(path.join(rel, name)));
}

/** Each "host/path" of the text that names a Snap documentation host, with its line number. */
function snapDocReferences(text: string): Array<{ line: number; ref: string }> {
	const found: Array<{ line: number; ref: string }> = [];
	text.split('\n').forEach((content, index) => {
		for (const m of content.matchAll(/(?:https?:\/\/)?(?:www\.)?((?:marketingapi\.snapchat\.com|developers\.snap\.com)[^\s)"'`,>]*)/gi)) {
			found.push({ line: index + 1, ref: m[1] });
		}
	});
	return found;
}

const isOld = (ref: string) => OLD_PREFIXES.some((prefix) => ref.toLowerCase().startsWith(prefix.toLowerCase()));

describe("links to Snap's documentation go to its current pages (issue 46, point 9)", () => {
	const files = SCANNED.flatMap(filesUnder).filter((file) => TEXT.test(file));

	it('finds the files it scans (the README, the docs, the nodes and the credentials)', () => {
		expect(files).toContain('README.md');
		expect(files.some((f) => f.startsWith(`docs${path.sep}`))).toBe(true);
		expect(files.some((f) => f.startsWith(`nodes${path.sep}`))).toBe(true);
		expect(files.some((f) => f.startsWith(`credentials${path.sep}`))).toBe(true);
	});

	it('tells an old link from a current one', () => {
		const sample = [
			'see https://marketingapi.snapchat.com/docs/#campaigns',
			'(developers.snap.com/api/marketing-api/Ads-API/media, read 2026-11)',
			'[x](https://developers.snap.com/marketing-api/Ads-API/changelog)',
			'developers.snap.com, Marketing API, Media',
		].join('\n');
		expect(snapDocReferences(sample).map(({ ref }) => [ref, isOld(ref)])).toEqual([
			['marketingapi.snapchat.com/docs/#campaigns', true],
			['developers.snap.com/api/marketing-api/Ads-API/media', true],
			['developers.snap.com/marketing-api/Ads-API/changelog', false],
			['developers.snap.com', false],
		]);
	});

	it('no file links to an old or moved Snap documentation page', () => {
		const old = files.flatMap((file) =>
			snapDocReferences(readFileSync(path.join(root, file), 'utf8'))
				.filter(({ ref }) => isOld(ref))
				.map(({ line, ref }) => `${file}:${line}: ${ref}`),
		);
		expect(old).toEqual([]);
	});

	it('every full link to a Snap Marketing API page uses the current site', () => {
		const elsewhere = files.flatMap((file) =>
			snapDocReferences(readFileSync(path.join(root, file), 'utf8'))
				.filter(({ ref }) => ref.includes('/') && !CURRENT.test(ref))
				.map(({ line, ref }) => `${file}:${line}: ${ref}`),
		);
		expect(elsewhere).toEqual([]);
	});
});

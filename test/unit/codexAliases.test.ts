/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * The node panel finds a node by its name and by its codex `alias` list (issue 50.3: nothing was found
 * for "lookalike", "audience", "pixel" or "reach"). n8n-core's loader reads `alias` from the codex file
 * beside the compiled node (directory-loader.ts, getCodex: categories, subcategories, resources, alias)
 * and n8n's type is `CodexData.alias?: string[]`, as in n8n's own nodes (e.g. the Code node's codex).
 * The built package must carry them: gulp copies the codex files into dist/, and n8n's lazy-loading
 * metadata (dist/types/nodes.json) holds each node's codex. Needs `npm run build` first, as `npm test` does.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

const CODEX_FILES = {
	snapchatAds: 'nodes/SnapchatAds/SnapchatAds.node.json',
	snapchatAdsTrigger: 'nodes/SnapchatAds/SnapchatAdsTrigger.node.json',
	snapchatAdsLeadTrigger: 'nodes/SnapchatAds/SnapchatAdsLeadTrigger.node.json',
	snapchatConversions: 'nodes/SnapchatConversions/SnapchatConversions.node.json',
} as const;
type NodeName = keyof typeof CODEX_FILES;

/** The words a user types in the node panel that must find each node (issue 50.3 and what each node does). */
const MUST_FIND: Record<NodeName, string[]> = {
	snapchatAds: ['lookalike', 'audience', 'reach', 'pixel', 'campaign', 'ad squad', 'segment', 'customer list', 'report', 'stats'],
	snapchatAdsTrigger: ['alert', 'rejected', 'spend', 'delivery', 'audience'],
	snapchatAdsLeadTrigger: ['lead', 'lead form'],
	snapchatConversions: ['pixel', 'conversions api', 'capi', 'purchase'],
};

/** The keys n8n's CodexData knows, and the ones a codex file carries beside it (node, versions). */
const CODEX_KEYS = new Set(['node', 'nodeVersion', 'codexVersion', 'categories', 'subcategories', 'resources', 'alias']);

const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe.each(Object.entries(CODEX_FILES) as Array<[NodeName, string]>)('the codex of %s', (name, file) => {
	const codex = readJson(file);

	it('is n8n\'s codex format: known keys only, the node\'s full type name, alias a list of distinct non-empty words', () => {
		expect(Object.keys(codex).filter((k) => !CODEX_KEYS.has(k))).toEqual([]);
		expect(codex.node).toBe(`n8n-nodes-snapchat-ads.${name}`);
		const alias = codex.alias as unknown[];
		expect(Array.isArray(alias)).toBe(true);
		for (const word of alias) {
			expect(typeof word).toBe('string');
			expect((word as string).trim()).toBe(word);
			expect((word as string).length).toBeGreaterThan(1);
		}
		const lower = alias.map((w) => String(w).toLowerCase());
		expect(new Set(lower).size).toBe(lower.length);
	});

	it(`finds the node for ${MUST_FIND[name].map((w) => `"${w}"`).join(', ')}`, () => {
		// n8n's node panel matches the typed text against the display name and each alias (word starts and fuzzy).
		const lower = (codex.alias as string[]).map((w) => w.toLowerCase());
		expect(MUST_FIND[name].filter((w) => !lower.some((a) => a.includes(w)))).toEqual([]);
	});

	it('is copied into dist/ and carried by n8n\'s lazy-loading metadata', () => {
		const built = path.join(root, 'dist', file);
		const types = path.join(root, 'dist', 'types', 'nodes.json');
		if (!existsSync(built) || !existsSync(types)) throw new Error(`dist/${file} or dist/types/nodes.json is missing: run npm run build first (npm test does)`);
		expect(readJson(path.join('dist', file))).toEqual(codex);
		const described = (JSON.parse(readFileSync(types, 'utf8')) as Array<{ name: string; codex?: { alias?: string[] } }>).filter((n) => n.name === name);
		expect(described.length).toBeGreaterThan(0);
		for (const n of described) expect(n.codex?.alias).toEqual(codex.alias);
	});
});

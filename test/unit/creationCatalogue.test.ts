/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Facts about Snap's entities belong in api/, the catalogue (issue 39, 5): the create and duplicate
 * code of Campaign, Ad Squad and Ad builds no request path of its own and keeps no table of Snap's
 * parents, envelope keys or limits; it takes them from the catalogue (through adsEntities' types).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { ADS_ENTITY_TYPES } from '../../nodes/SnapchatAds/actions/common/entityTypes';
import { CREATE_ENTITY } from '../../nodes/SnapchatAds/actions/creation/send';

const actions = path.join(__dirname, '../../nodes/SnapchatAds/actions');
const folders = ['creation', 'campaign', 'adSquad', 'ad'];
/** The code of a file without its comments. */
const code = (file: string) =>
	readFileSync(file, 'utf8')
		.replace(/\/\*[\s\S]*?\*\//g, '')
		.replace(/^\s*\/\/.*$/gm, '');

describe('creation takes Snap\'s entity facts from the catalogue', () => {
	const files = folders.flatMap((f) => readdirSync(path.join(actions, f)).filter((n) => n.endsWith('.ts')).map((n) => path.join(actions, f, n)));

	it('builds no request path itself (api/paths.ts does)', () => {
		expect(files.filter((f) => code(f).includes('/v1/')).map((f) => path.relative(actions, f))).toEqual([]);
	});

	it('restates no parent key, envelope key or write limit', () => {
		const restated = /'(ad_account_id|campaign_id|ad_squad_id)'\s*[,}]|parentPlural|= 30\b/;
		expect(files.filter((f) => restated.test(code(f))).map((f) => path.relative(actions, f))).toEqual([]);
	});

	it('each create level is the catalogued entity', () => {
		for (const level of ['campaign', 'adSquad', 'ad'] as const) expect(CREATE_ENTITY[level]).toBe(ADS_ENTITY_TYPES[level]);
	});
});

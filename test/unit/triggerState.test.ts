/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * The trigger's remembered state: the snapshot codec round-trips, refuses what it did not write,
 * and stays small; the description is a polling trigger n8n accepts.
 */
import { randomUUID } from 'crypto';
import { existsSync, readFileSync } from 'fs';
import path from 'path';

import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { decodeHashes, decodeSnapshot, encodeHashes, encodeSnapshot, idHash, stateFor } from '../../nodes/SnapchatAds/trigger/state';

describe('trigger state', () => {
	it('round-trips entity values by ID hash, case-insensitively, with decimal segment IDs too', () => {
		const snapshot = encodeSnapshot([
			['A1B2C3D4-1111-4A11-8A11-111111111111', 'REJECTED'],
			['5677923948298240', 'COMPLETE|READY'],
			['b', 'REJECTED'],
		]);
		expect(snapshot.d).toEqual(['REJECTED', 'COMPLETE|READY']);
		const values = decodeSnapshot(JSON.parse(JSON.stringify(snapshot)));
		expect(values?.get(idHash('a1b2c3d4-1111-4a11-8a11-111111111111'))).toBe('REJECTED');
		expect(values?.get(idHash('5677923948298240'))).toBe('COMPLETE|READY');
		expect(values?.get(idHash('c'))).toBeUndefined();
	});

	it('widens the dictionary index past 36 distinct values', () => {
		const entries = Array.from({ length: 100 }, (_, i): [string, string] => [`id-${i}`, `value-${i}`]);
		const snapshot = encodeSnapshot(entries);
		expect(snapshot.w).toBe(2);
		const values = decodeSnapshot(snapshot);
		for (const [id, value] of entries) expect(values?.get(idHash(id))).toBe(value);
	});

	it('treats anything it did not write as no state (a new baseline), never as a flood of changes', () => {
		expect(decodeSnapshot(undefined)).toBeUndefined();
		expect(decodeSnapshot({ d: ['A'], w: 1, r: 'abc' })).toBeUndefined();
		expect(decodeSnapshot({ d: ['A'], w: 1, r: 'abcdefgh5' })).toBeUndefined();
		expect(stateFor({ v: 1, k: 'other', p: {} }, 'mine')).toBeUndefined();
		expect(stateFor({ v: 99, k: 'mine', p: {} }, 'mine')).toBeUndefined();
		expect(stateFor({ v: 1, k: 'mine', p: { x: 1 } }, 'mine')).toEqual({ v: 1, k: 'mine', p: { x: 1 } });
	});

	it('keeps hash sets as one string', () => {
		const ids = [randomUUID(), randomUUID()];
		const set = decodeHashes(encodeHashes(ids));
		expect([...set]).toEqual(ids.map(idHash));
		expect(decodeHashes('short').size).toBe(0);
	});

	it('stays under 100 kB of JSON for 5,000 ads with varied delivery statuses', () => {
		const statuses = ['ACTIVE|VALID', 'PAUSED|VALID', 'ACTIVE|INVALID_BUDGET,VALID', 'PAUSED|INVALID_BID'];
		const snapshot = encodeSnapshot(Array.from({ length: 5000 }, (_, i): [string, string] => [randomUUID(), statuses[i % statuses.length]]));
		expect(Buffer.byteLength(JSON.stringify({ v: 1, k: 'delivery|x|ad||any', p: snapshot }))).toBeLessThan(100_000);
	});
});

describe('trigger description', () => {
	const { description } = new SnapchatAdsTrigger();

	it('is a polling trigger with the package credential, and not a tool (n8n forbids it on triggers)', () => {
		expect(description).toMatchObject({ name: 'snapchatAdsTrigger', polling: true, group: ['trigger'], inputs: [], credentials: [{ name: 'snapchatAdsOAuth2Api', required: true }] });
		expect(description.usableAsTool).toBeUndefined();
	});

	// n8n appends its tracking query to codex links; after a '#section' that stops the page scrolling.
	it('has a codex in the Marketing category whose links are pages of this repository, without a fragment', () => {
		const root = path.join(__dirname, '..', '..');
		const codex = JSON.parse(readFileSync(path.join(root, 'nodes', 'SnapchatAds', 'SnapchatAdsTrigger.node.json'), 'utf8'));
		expect(codex.node).toBe('n8n-nodes-snapchat-ads.snapchatAdsTrigger');
		expect(codex.categories).toEqual(['Marketing']);
		for (const { url } of [...codex.resources.primaryDocumentation, ...codex.resources.credentialDocumentation] as Array<{ url: string }>) {
			expect(url).not.toContain('#');
			const file = /\/blob\/main\/(.+)$/.exec(url)?.[1];
			expect(file && existsSync(path.join(root, file))).toBe(true);
		}
	});

	it('explains every field', () => {
		for (const property of description.properties) {
			expect(typeof property.description === 'string' && property.description.length > 10).toBe(true);
		}
	});
});

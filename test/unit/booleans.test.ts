/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 45, point 13: the one strict reader of boolean parameters (nodes/shared/input/booleans.ts
 * over checkBoolean), and the source rules that keep every switch on it. test/node/booleans.test.ts
 * runs every switch of every node's description through n8n-core; this file checks the reader's
 * table, that no read of a switch by name goes around it, and the credentials' switches.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { INodeProperties } from 'n8n-workflow';

import { SnapchatAdsOAuth2Api } from '../../credentials/SnapchatAdsOAuth2Api.credentials';
import { SnapchatConversionsApi } from '../../credentials/SnapchatConversionsApi.credentials';
import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { SnapchatAdsLeadTrigger } from '../../nodes/SnapchatAds/SnapchatAdsLeadTrigger.node';
import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { SnapchatConversions } from '../../nodes/SnapchatConversions/SnapchatConversions.node';
import { readBoolean } from '../../nodes/shared/input/booleans';
import { checkBoolean } from '../../nodes/shared/input/validation';
import { inputError } from './inputError';

describe('checkBoolean, the rule of every switch', () => {
	it.each([
		[true, true],
		[false, false],
		['true', true],
		['false', false],
		[' TRUE ', true],
		['False', false],
		['\ttrue\n', true],
	])('reads %j as %j', (value, expected) => {
		expect(checkBoolean(value, 'Preview Only')).toBe(expected);
	});

	it.each([undefined, null, ''])('reads %j (not set) as the default', (value) => {
		expect(checkBoolean(value, 'Include Ads', true)).toBe(true);
		expect(checkBoolean(value, 'Include Ads', false)).toBe(false);
	});

	it.each(['yes', 'no', 'on', '1', '0', 1, 0, 'truee', {}, []])('refuses %j naming the field and the value', (value) => {
		const error = inputError(() => checkBoolean(value, 'Preview Only'));
		expect(error.field).toBe('Preview Only');
		expect(error.message).toMatch(/^Preview Only must be true or false, not /);
		expect(error.hint).toMatch(/Turn Preview Only on or off, or give true or false from an expression/);
	});
});

describe('readBoolean, the reader of a switch by name', () => {
	it('reads an item\'s value in an execution, with the default when the parameter is not set', () => {
		const asked: unknown[][] = [];
		const ctx = {
			getNodeParameter(name: string, itemIndex: number, fallback?: unknown) {
				asked.push([name, itemIndex, fallback]);
				return itemIndex === 1 ? ' True' : fallback;
			},
		};
		expect(readBoolean(ctx, 'preview', 1, false, 'Preview Only')).toBe(true);
		expect(readBoolean(ctx, 'shareable', 0, true, 'Shareable')).toBe(true);
		expect(asked).toEqual([
			['preview', 1, false],
			['shareable', 0, true],
		]);
	});

	it('reads a trigger\'s value (no item) and refuses "yes" naming the field', () => {
		const ctx = { getNodeParameter: () => 'yes' };
		expect(inputError(() => readBoolean(ctx, 'verifySignature', undefined, true, 'Verify Signature')).message).toBe('Verify Signature must be true or false, not "yes"');
	});
});

// ---- Source rules -----------------------------------------------------------------------------------

const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
	return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) =>
		e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
	);
}

function booleansOf(properties: INodeProperties[]): string[] {
	return properties.flatMap((p) => [
		...(p.type === 'boolean' ? [p.name] : []),
		...(p.type === 'collection' ? booleansOf((p.options ?? []) as INodeProperties[]) : []),
		...(p.type === 'fixedCollection' ? ((p.options ?? []) as Array<{ values: INodeProperties[] }>).flatMap((o) => booleansOf(o.values)) : []),
	]);
}

const NODE_SWITCHES = new Set(
	[new SnapchatAds(), new SnapchatAdsTrigger(), new SnapchatAdsLeadTrigger(), new SnapchatConversions()].flatMap((n) => booleansOf(n.description.properties)),
);

describe('no switch is read around the reader', () => {
	const files = [...sources('nodes'), ...sources('credentials')].map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

	it('finds the files and the switches', () => {
		expect(files.length).toBeGreaterThan(100);
		expect(NODE_SWITCHES).toContain('preview');
		expect(NODE_SWITCHES).toContain('omitEmpty');
	});

	it('no getNodeParameter(...) is cast to boolean or compared with true or false', () => {
		const bad = files.flatMap(({ file, text }) =>
			[...text.matchAll(/getNodeParameter\([^;]*?\)\s*(as\s+boolean|[!=]==\s*(true|false))/g)].map((m) => `${file}: ${m[0]}`),
		);
		expect(bad).toEqual([]);
	});

	it('a switch read by name is read with readBoolean', () => {
		const direct = files.flatMap(({ file, text }) =>
			[...text.matchAll(/getNodeParameter\(\s*'([\w.]+)'/g)]
				.filter((m) => NODE_SWITCHES.has(m[1].split('.').pop() as string))
				.map((m) => `${file}: ${m[0]} (use readBoolean from nodes/shared/input/booleans.ts)`),
		);
		expect(direct).toEqual([]);
	});

	it('the rule fails on the reads it forbids', () => {
		const text = "const a = ctx.getNodeParameter('preview', i, false) === true;\nconst b = this.getNodeParameter('withAdAccounts', i, false) as boolean;";
		expect([...text.matchAll(/getNodeParameter\([^;]*?\)\s*(as\s+boolean|[!=]==\s*(true|false))/g)]).toHaveLength(2);
		expect([...text.matchAll(/getNodeParameter\(\s*'([\w.]+)'/g)].filter((m) => NODE_SWITCHES.has(m[1]))).toHaveLength(2);
	});
});

describe('the credentials\' switches', () => {
	it('are the two API toggles of the OAuth2 credential, read only by n8n in the hidden Scope expression', () => {
		// A new switch of a credential read by the nodes' code must go through checkBoolean: add it here
		// with the test that proves it. The toggles below are never read by the nodes: n8n evaluates
		// them in the credential's hidden `scope` when it builds the authorize URL (a text there only
		// leaves that API out of the token, and no node item exists to name).
		expect(booleansOf(new SnapchatAdsOAuth2Api().properties)).toEqual(['conversionsApi', 'profileApi']);
		expect(booleansOf(new SnapchatConversionsApi().properties)).toEqual([]);
	});
});

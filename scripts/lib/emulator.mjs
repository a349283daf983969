// Loads the TypeScript emulator (test/emulator) from plain Node scripts through tsx's API.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './n8n.mjs';

export async function loadEmulator() {
	const entry = ['index.ts', 'index.mts'].map((f) => path.join(ROOT, 'test', 'emulator', f)).find((f) => fs.existsSync(f));
	if (!entry) throw new Error('test/emulator/index.ts not found: the emulator is missing');
	// tsx's CommonJS API: the emulator is CommonJS-style TypeScript (the project has no "type": "module").
	const tsx = await import('tsx/cjs/api');
	const mod = tsx.require(entry, import.meta.url);
	const api = mod.startEmulator ? mod : mod.default;
	if (typeof api?.startEmulator !== 'function') throw new Error(`${entry} exports no startEmulator()`);
	return api;
}

/** The ad accounts the tests use, read from the emulator's fixtures with fallbacks by name. */
export function pickAccounts(FIXTURES, mod) {
	const byTz = (tz) => (FIXTURES?.adAccounts || []).find((a) => a.timezone === tz)?.id;
	const berlin = mod.AD_ACCOUNT_BERLIN || byTz('Europe/Berlin');
	const la = mod.AD_ACCOUNT_LA || byTz('America/Los_Angeles');
	const newYork = mod.AD_ACCOUNT_NEW_YORK || byTz('America/New_York');
	const london = mod.AD_ACCOUNT_LONDON || byTz('Europe/London');
	if (!berlin || !la || !newYork || !london) throw new Error('emulator fixtures lack the expected ad accounts');
	return { berlin, la, batch: newYork, paged: london };
}

// Which example workflows `npm run dev` imports on a restart (issue 50.2): a user's edits in n8n are kept.
// An example is imported when n8n does not have it, or when n8n still holds exactly what was imported last
// time (then a newer examples/ file replaces it). A workflow changed in n8n since its import (renamed, a
// node edited or added, archived) is left alone, and the start-up message says so. DEV_RESET=1 removes the
// dev user folder, so every example is imported afresh.
//
// What was imported is remembered as a hash in the dev user folder (RECORD_FILE). The hash covers what a
// person edits (name, nodes, connections, settings, pinned data), not what n8n changes by itself (IDs of
// versions, timestamps, whether it is active or published). n8n's `import:workflow` stores those fields as
// given (checked on n8n 2.40.7: an export right after the import has the same nodes, connections, settings
// and pinned data), so the hash of the file imported is the hash of n8n's copy until someone edits it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const RECORD_FILE = 'dev-examples.json';

/** A value with the keys of every object sorted, so the same workflow always gives the same text. */
function canonical(value) {
	if (Array.isArray(value)) return value.map(canonical);
	if (value !== null && typeof value === 'object') {
		return Object.fromEntries(
			Object.keys(value)
				.filter((k) => value[k] !== undefined)
				.sort()
				.map((k) => [k, canonical(value[k])]),
		);
	}
	return value;
}

/** The hash of what a person edits in a workflow: its name, nodes, connections, settings and pinned data. */
export function workflowHash(workflow) {
	const edited = {
		name: workflow.name ?? '',
		nodes: workflow.nodes ?? [],
		connections: workflow.connections ?? {},
		settings: workflow.settings ?? {},
		pinData: workflow.pinData ?? {},
	};
	return createHash('sha256').update(JSON.stringify(canonical(edited))).digest('hex');
}

/**
 * What to do with each example, a pure function.
 * - examples: [{ id, name, hash }] (hash: workflowHash of the examples/ file)
 * - current: Map id -> { hash, name, archived } of what n8n holds now (the workflows it does not have are absent)
 * - records: { [id]: { hash } }, the hash of what was imported last time (RECORD_FILE)
 * Returns one decision per example, in order: { id, name, action, reason }, action being
 * 'add' (n8n does not have it: imported), 'update' (n8n holds what was imported and examples/ changed:
 * imported over it), 'same' (n8n holds what examples/ has: nothing to do) or 'keep' (changed in n8n since
 * it was imported: left alone). `name` is the one n8n shows (a kept workflow keeps its own).
 */
export function decideExamples({ examples, current, records }) {
	return examples.map(({ id, name, hash }) => {
		const now = current.get(id);
		if (!now) return { id, name, action: 'add', reason: 'not in n8n yet' };
		const record = records[id];
		if (now.archived) return { id, name: now.name ?? name, action: 'keep', reason: 'archived in n8n' };
		if (record && now.hash === record.hash) {
			return hash === record.hash
				? { id, name, action: 'same', reason: 'as imported' }
				: { id, name, action: 'update', reason: 'examples/ changed; your copy was not edited' };
		}
		// No record: imported by a version of `npm run dev` that kept none. Unchanged only if it is what examples/ has.
		if (!record && now.hash === hash) return { id, name, action: 'same', reason: 'as in examples/' };
		const newer = record ? hash !== record.hash : now.hash !== hash;
		return {
			id,
			name: now.name ?? name,
			action: 'keep',
			reason: record ? `edited in n8n${newer ? '; examples/ has a newer version' : ''}` : 'differs from examples/ (imported before edits were tracked)',
		};
	});
}

/** Whether a decision imports the example. */
export const imports = (decision) => decision.action === 'add' || decision.action === 'update';

/** The hashes remembered after this start: what was imported now, or is unchanged; a kept workflow keeps its old record. */
export function nextRecords({ decisions, examples, records }) {
	const next = { ...records };
	const byId = new Map(examples.map((e) => [e.id, e]));
	for (const d of decisions) if (d.action !== 'keep') next[d.id] = { hash: byId.get(d.id).hash };
	return next;
}

export function readRecords(userFolder) {
	try {
		const saved = JSON.parse(fs.readFileSync(path.join(userFolder, RECORD_FILE), 'utf8'));
		return saved !== null && typeof saved === 'object' && !Array.isArray(saved) ? saved : {};
	} catch {
		return {};
	}
}

export function writeRecords(userFolder, records) {
	const file = path.join(userFolder, RECORD_FILE);
	fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(records, null, 2)}\n`);
	fs.renameSync(`${file}.tmp`, file);
}

/** What n8n holds, from the JSON files of `n8n export:workflow --all --separate`: id -> { hash, name, archived }. */
export function currentFromExport(dir) {
	const current = new Map();
	for (const f of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
		const wf = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
		if (typeof wf.id === 'string') current.set(wf.id, { hash: workflowHash(wf), name: wf.name, archived: wf.isArchived === true });
	}
	return current;
}

/**
 * One start's example step: reads what n8n holds (`exportAll(dir)` fills dir with one JSON file per
 * workflow; not called when n8n has no database yet), decides, imports what it must (`importAll(list)`,
 * the examples to import), and remembers the hashes. Returns the decisions.
 */
export async function syncExamples({ userFolder, examples, hasDatabase, exportAll, importAll, tmpDir }) {
	const hashed = examples.map((ex) => ({ ...ex, hash: workflowHash(ex.json) }));
	let current = new Map();
	if (hasDatabase) {
		const dir = path.join(tmpDir, 'n8n-now');
		fs.mkdirSync(dir, { recursive: true });
		await exportAll(dir);
		current = currentFromExport(dir);
	}
	const records = readRecords(userFolder);
	const decisions = decideExamples({ examples: hashed, current, records });
	const wanted = new Set(decisions.filter(imports).map((d) => d.id));
	const toImport = hashed.filter((ex) => wanted.has(ex.id));
	if (toImport.length) await importAll(toImport);
	writeRecords(userFolder, nextRecords({ decisions, examples: hashed, records }));
	return decisions;
}

/** The start-up message's words for a decision, after the workflow's URL and name. */
export function decisionNote(decision) {
	switch (decision.action) {
		case 'add':
			return 'imported';
		case 'update':
			return 'updated from examples/';
		case 'keep':
			return `kept: ${decision.reason}`;
		default:
			return '';
	}
}

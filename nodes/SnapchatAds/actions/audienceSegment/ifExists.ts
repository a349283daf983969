/**
 * "If It Exists" of Audience Segment → Create and Create Lookalike (issue 50.4): what a create does when
 * the ad account has a segment of that name already, so that a workflow can run twice. Use Existing (the
 * default) outputs that segment and creates nothing; Create Another creates a second one of the same name
 * (what the node did before); Fail stops with an error naming the segment and its ID. The ad account's
 * segments are read once per run (and not at all when every item creates another); a segment created
 * earlier in the run counts too, so two items of one name create it once.
 *
 * "The same segment" is the same name (exactly as Snap stores it) and the same kind: a customer list for
 * Create; for a lookalike the same seed, countries and type, as far as Snap's answer carries them. Snap's
 * segment reads carry `creation_spec` (fixtures/snap-responses, SnapAds4J's lookalike answers: the older
 * single `country`, or `countries`); a `type` left out is Snap's default BALANCE (Lookalikes page). That a
 * list read carries creation_spec as a single read does is inferred from those answers.
 */
import type { IDataObject, INode, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { done, refused, type WriteEntry, type WriteOutcome } from '../../../shared/items/writes';
import type { SnapClient } from '../../transport';
import { listAccountSegments, type Segment } from '../common/segments';
import { RESOURCE } from './shared';

export const IF_EXISTS_FIELD = 'If It Exists';
export type IfExists = 'useExisting' | 'createAnother' | 'fail';
const CHOICES: readonly IfExists[] = ['useExisting', 'createAnother', 'fail'];
/** Snap's default lookalike type (Lookalikes page). */
const DEFAULT_LOOKALIKE_TYPE = 'BALANCE';

/** The field, for one operation; `what` is the segment as the operation names it ("customer list", "lookalike"). */
export function ifExistsField(operation: 'create' | 'createLookalike', what: string): INodeProperties {
	return {
		displayName: IF_EXISTS_FIELD,
		name: 'ifExists',
		type: 'options',
		default: 'useExisting',
		description: `What to do when the ad account has a ${what} of this name already, e.g. when the workflow runs again`,
		options: [
			{ name: 'Create Another', value: 'createAnother', description: 'Create a second segment with the same name' },
			{ name: 'Fail', value: 'fail', description: 'Stop with an error that names the segment and its ID; nothing is created' },
			{
				name: 'Use Existing',
				value: 'useExisting',
				description: `Output that ${what} (with existing: true) and create nothing, so the workflow can run again safely`,
			},
		],
		displayOptions: { show: { resource: [RESOURCE], operation: [operation] } },
	};
}

export function readIfExists(value: unknown): IfExists {
	if (CHOICES.includes(value as IfExists)) return value as IfExists;
	throw new InputError(IF_EXISTS_FIELD, `${IF_EXISTS_FIELD} ${showValue(value)} is not one of the choices`, 'Choose Use Existing, Create Another or Fail (from an expression: useExisting, createAnother or fail).');
}

/** What the item would create: its name, and its kind (a customer list, or a lookalike of a seed). */
export interface WantedSegment {
	name: string;
	source_type: string;
	creation_spec?: { seed_segment_id: string; countries: string[]; type: string };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A lookalike's countries as Snap answers them (`countries`, or the deprecated single `country`), upper case. */
function countriesOf(spec: Record<string, unknown>): string[] | undefined {
	const list = Array.isArray(spec.countries) ? spec.countries : typeof spec.country === 'string' ? [spec.country] : undefined;
	return list?.map((c) => String(c).toUpperCase());
}

/** The same countries in any order. */
const sameCountries = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join();

/** A segment in words, for messages: "a customer list", "a lookalike of segment 123 in US, GB (BALANCE)". */
export function describeSegment(segment: Segment | WantedSegment): string {
	if (segment.source_type === 'FIRST_PARTY') return 'a customer list';
	if (segment.source_type === 'LOOKALIKE') {
		const spec = (segment.creation_spec ?? {}) as Record<string, unknown>;
		const seed = text(spec.seed_segment_id);
		const countries = countriesOf(spec);
		return `a lookalike${seed ? ` of segment ${seed}` : ''}${countries ? ` in ${countries.join(', ')}` : ''} (${text(spec.type) ?? DEFAULT_LOOKALIKE_TYPE})`;
	}
	return `a segment of type ${String(segment.source_type ?? 'unknown')}`;
}

/** Whether an existing segment of the wanted name is the wanted segment (kind, and a lookalike's seed, countries and type). */
export function isSameSegment(existing: Segment, wanted: WantedSegment): boolean {
	if (existing.source_type !== wanted.source_type) return false;
	if (!wanted.creation_spec) return true;
	const spec = (existing.creation_spec ?? {}) as Record<string, unknown>;
	// What Snap's answer leaves out cannot be told apart, so it is not compared.
	const seed = text(spec.seed_segment_id);
	if (seed !== undefined && seed !== wanted.creation_spec.seed_segment_id) return false;
	const countries = countriesOf(spec);
	if (countries !== undefined && !sameCountries(countries, wanted.creation_spec.countries)) return false;
	return (text(spec.type) ?? DEFAULT_LOOKALIKE_TYPE) === wanted.creation_spec.type;
}

/** The account's segments named `name`, oldest first (Snap's created_at; the list's order when equal). */
export function sameNamed(segments: Segment[], name: string): Segment[] {
	const created = (s: Segment) => text(s.created_at) ?? '';
	return segments
		.map((segment, order) => ({ segment, order }))
		.filter(({ segment }) => segment.name === name)
		.sort((a, b) => (created(a.segment) < created(b.segment) ? -1 : created(a.segment) > created(b.segment) ? 1 : a.order - b.order))
		.map(({ segment }) => segment);
}

/** What one item does: use a segment, fail with an error, or create. */
export type Decision = { use: Segment } | { error: Error } | { create: true };

/** The decision for one item, from the segments of its ad account known now (read, or created earlier in the run). */
export function decide(node: INode, segments: Segment[], wanted: WantedSegment, mode: IfExists, where: { adAccountId: string; itemIndex: number; what: string }): Decision {
	if (mode === 'createAnother') return { create: true };
	const named = sameNamed(segments, wanted.name);
	if (named.length === 0) return { create: true };
	const ids = named.map((s) => String(s.id));
	const idWords = ids.length === 1 ? `ID ${ids[0]}` : `IDs ${ids.join(', ')}`;
	const { adAccountId, itemIndex, what } = where;
	if (mode === 'fail') {
		return {
			error: new NodeOperationError(node, `Audience segment ${JSON.stringify(wanted.name)} exists already in ad account ${adAccountId} (${idWords}): ${IF_EXISTS_FIELD} in item ${itemIndex} is set to Fail`, {
				itemIndex,
				description: 'Nothing was sent. To use that segment, set If It Exists to Use Existing; to make a second segment of the same name, choose Create Another; or give this one another name.',
			}),
		};
	}
	const same = named.find((s) => isSameSegment(s, wanted));
	if (same) return { use: same };
	const other = named[0];
	return {
		error: new NodeOperationError(
			node,
			`A segment named ${JSON.stringify(wanted.name)} exists already in ad account ${adAccountId} (${idWords}), but it is ${describeSegment(other)}, not ${describeSegment(wanted)}: ${IF_EXISTS_FIELD} in item ${itemIndex} (Use Existing) cannot use it`,
			{
				itemIndex,
				description: `Nothing was sent. Give the new ${what} another name, or set If It Exists to Create Another to make a second segment of that name.`,
			},
		),
	};
}

/**
 * The run's view of the ad accounts' segments: read once per ad account (a failed read fails every item
 * of that account with the transport's error, without reading again), plus the segments the run creates.
 * One per execution, never at module level.
 */
export function existingSegments(client: SnapClient) {
	// A promise per ad account, its failure kept too (the transport has retried it already).
	const lists = new Map<string, Promise<Segment[]>>();
	const of = async (adAccountId: string, itemIndex: number): Promise<Segment[]> => {
		let list = lists.get(adAccountId);
		if (!list) {
			list = listAccountSegments(client, adAccountId, itemIndex);
			lists.set(adAccountId, list);
		}
		return await list;
	};
	return {
		of,
		/** Remembers a segment the run created, so later items of the run find it (an account not read yet will read it). */
		async add(adAccountId: string, segment: Segment): Promise<void> {
			const list = lists.get(adAccountId);
			if (list) (await list.catch(() => [] as Segment[])).push(segment);
		},
	};
}

export type ExistingSegments = ReturnType<typeof existingSegments>;

/** What one item of a segment create carries for If It Exists. */
export interface IfExistsInput {
	adAccountId: string;
	mode: IfExists;
	wanted: WantedSegment;
}

/**
 * Before any request (the write runner's `check`): every item that is not Create Another is held to the
 * segments its ad account has now, so Fail, and a same-named segment of another kind, stop the run before
 * anything is created. Returns the entries still to send.
 */
export async function checkExisting<T extends { ifExists: IfExistsInput }>(
	node: INode,
	existing: ExistingSegments,
	what: string,
	entries: Array<WriteEntry<T>>,
	refuse: (itemIndex: number, error: unknown) => void,
): Promise<Array<WriteEntry<T>>> {
	const ready: typeof entries = [];
	for (const entry of entries) {
		const { adAccountId, mode, wanted } = entry.input.ifExists;
		if (mode === 'createAnother') {
			ready.push(entry);
			continue;
		}
		try {
			const decision = decide(node, await existing.of(adAccountId, entry.itemIndex), wanted, mode, { adAccountId, itemIndex: entry.itemIndex, what });
			if ('error' in decision) throw decision.error;
			ready.push(entry);
		} catch (error) {
			refuse(entry.itemIndex, error);
		}
	}
	return ready;
}

/**
 * One item's send: uses the segment that exists (no request), refuses as If It Exists says, or creates
 * through `create` and remembers the new segment. Every output says `existing: true` or `false`.
 */
export async function createUnlessExists(
	node: INode,
	existing: ExistingSegments,
	what: string,
	input: IfExistsInput,
	itemIndex: number,
	create: () => Promise<WriteOutcome[]>,
): Promise<WriteOutcome[]> {
	const { adAccountId, mode, wanted } = input;
	if (mode !== 'createAnother') {
		const decision = decide(node, await existing.of(adAccountId, itemIndex), wanted, mode, { adAccountId, itemIndex, what });
		if ('use' in decision) return [done({ ...(decision.use as IDataObject), existing: true }, String(decision.use.id))];
		if ('error' in decision) return [refused(decision.error)];
	}
	const outcomes = await create();
	return await Promise.all(
		outcomes.map(async (outcome) => {
			if (outcome.status !== 'done') return outcome;
			await existing.add(adAccountId, outcome.json);
			return done({ ...outcome.json, existing: false }, outcome.id);
		}),
	);
}

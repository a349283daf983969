/**
 * Sending creates of campaigns, ad squads or ads: the one function every create and duplicate goes
 * through, so it can be switched to the package's shared write runner in one place. Elements are
 * grouped by parent, cut into Snap's per-request limit (30 campaigns, ad squads or ads per write:
 * shared/spec/creation.md, from a secondary source), POSTed, and every answer element is matched
 * to what was sent (shared/items/pairing.ts: by position or name, and where names repeat in one
 * request by what tells the elements apart, never guessed). A create is not idempotent: nothing
 * here is ever sent twice (the transport retries a create only after a 429, which Snap answers
 * before doing anything); an answer that is lost or cannot be matched makes the outcome unknown,
 * never "failed".
 */
import { errorOutcome } from '../../../shared/items/errors';
import type { Pairing } from '../../../shared/items/pairing';
import { pairAnswers } from '../../../shared/items/pairing';
import type { ElementResult, Envelope, HttpFailure, SnapClient } from '../../transport';
import { readEnvelope } from '../../transport';
import type { SnapEntity } from '../../api';
import { ADS_WRITE_LIMIT, childrenPath, parentOf } from '../../api';
import type { AdsEntityKind, AdsEntityType } from '../adsEntities/entityTypes';
import { ADS_ENTITY_TYPES } from '../adsEntities/entityTypes';

export type CreateLevel = AdsEntityKind;

/**
 * What each level is in the catalogue (api/, through adsEntities' types): its path segment and
 * envelope keys, its parent and the field naming it, its label, Snap's per-request write limit.
 */
export const CREATE_ENTITY: Readonly<Record<CreateLevel, AdsEntityType>> = ADS_ENTITY_TYPES;

export interface CreateRequest {
	/** The parent's ID (ad account, campaign or ad squad). */
	parentId: string;
	element: Record<string, unknown>;
	/** The input item the element belongs to (for messages and error items). */
	itemIndex: number;
}

export type CreateOutcome =
	| { status: 'created'; entity: Record<string, unknown> }
	| { status: 'refused'; reason: string; requestId?: string }
	| { status: 'unknown'; reason: string }
	| { status: 'notSent'; reason: string };

export interface SendOptions {
	/** Stop after the first request with a refused or unknown element: later chunks are not sent. */
	stopOnProblem: boolean;
	/** Chunk size (at most Snap's limit, the catalogue's write limit). */
	batchSize?: number;
}

/** A 400 that carries per-element results is an answer to read (Snap refuses all elements that way). */
const elementAnswer = (plural: string) => (failure: HttpFailure) => {
	const body = failure.body as Record<string, unknown> | undefined;
	return failure.status === 400 && Array.isArray(body?.[plural]);
};

function outcomeOf(pairing: Pairing<ElementResult>, label: string, requestId: string | undefined): CreateOutcome {
	const element = pairing.element;
	if (!element) return { status: 'unknown', reason: `Snapchat's answer held no result that is clearly this ${label}'s${pairing.why ? `: ${pairing.why}` : ''}` };
	if (element.ok) {
		if (typeof element.entity?.id === 'string' && element.entity.id !== '') return { status: 'created', entity: element.entity };
		return { status: 'unknown', reason: `Snapchat reported the ${label} created but returned no ID` };
	}
	return { status: 'refused', reason: element.reason ?? `Snapchat did not create the ${label}`, requestId };
}

/** The answer's envelope, or why it cannot be read (then the outcome is unknown: the request was sent). */
function readable(body: unknown, plural: string, singular: string): Envelope | string {
	try {
		return readEnvelope(body, plural, singular);
	} catch (error) {
		return error instanceof Error ? error.message : String(error);
	}
}

/** Creates `requests` of `level`; one outcome per request, in the same order. */
export async function sendCreates(
	client: SnapClient,
	level: CreateLevel,
	requests: CreateRequest[],
	opts: SendOptions,
): Promise<CreateOutcome[]> {
	const entity = CREATE_ENTITY[level];
	const { plural, singular, label } = entity;
	const parent = parentOf(entity) as SnapEntity;
	const limit = entity.writeLimit ?? ADS_WRITE_LIMIT;
	const size = Math.min(opts.batchSize ?? limit, limit);
	const outcomes: Array<CreateOutcome | undefined> = new Array(requests.length);
	const groups = new Map<string, number[]>();
	requests.forEach((r, k) => groups.set(r.parentId, [...(groups.get(r.parentId) ?? []), k]));
	const chunks = [...groups.entries()].flatMap(([parentId, ks]) => {
		const out: Array<{ parentId: string; ks: number[] }> = [];
		for (let i = 0; i < ks.length; i += size) out.push({ parentId, ks: ks.slice(i, i + size) });
		return out;
	});
	let stopped: string | undefined;
	for (const { parentId, ks } of chunks) {
		if (stopped) {
			for (const k of ks) outcomes[k] = { status: 'notSent', reason: stopped };
			continue;
		}
		const sent = ks.map((k) => requests[k].element);
		const subject = `${ks.length} ${label}${ks.length === 1 ? '' : 's'} in ${parent.label} ${parentId}`;
		try {
			const body = await client.request({
				method: 'POST',
				path: childrenPath(parent, parentId, entity),
				body: { [plural]: sent },
				idempotent: false,
				subject,
				itemIndex: requests[ks[0]].itemIndex,
				unknownOutcome: `the ${label}s may or may not have been created`,
				checkHint: `Run Get Many for ${label}s and look for these names before running again: ${sent.map((s) => JSON.stringify(s.name)).join(', ')}.`,
				rateLimitHint: 'wait a minute before running again',
				acceptFailure: elementAnswer(plural),
			});
			const envelope = readable(body, plural, singular);
			if (typeof envelope === 'string') {
				for (const k of ks) outcomes[k] = { status: 'unknown', reason: `Snapchat's answer could not be read (${envelope})` };
			} else if (envelope.elements.length === 0 && envelope.requestStatus !== 'SUCCESS' && envelope.requestStatus !== 'PARTIAL') {
				for (const k of ks) outcomes[k] = { status: 'refused', reason: `Snapchat refused the request (${envelope.requestStatus})`, requestId: envelope.requestId };
			} else {
				const pairs = pairAnswers(sent, envelope.elements);
				ks.forEach((k, j) => (outcomes[k] = outcomeOf(pairs[j], label, envelope.requestId)));
			}
		} catch (error) {
			// What became of the request, as the transport marked it (shared/http/meaning.ts).
			const reason = error instanceof Error ? error.message : String(error);
			const status = errorOutcome(error);
			for (const k of ks) outcomes[k] = { status, reason };
		}
		if (opts.stopOnProblem && ks.some((k) => outcomes[k]?.status !== 'created')) stopped = 'an earlier request failed';
	}
	return outcomes.map((o) => o ?? { status: 'notSent', reason: 'the run stopped before its request' });
}

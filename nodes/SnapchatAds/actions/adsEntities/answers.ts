/**
 * Matching the elements of a batched PUT answer back to the entities sent. An update answer
 * element carries the entity, so elements are matched by ID, never by position: Snap does not
 * promise the order, and a short answer matched by position would credit the wrong item. When the
 * answer does not name an entity (fewer elements, an element without an ID, an ID that was not
 * sent, or contradicting elements), that entity's outcome is unknown and is reported as such.
 * One exception, because it is how Snap answers a refusal: an element with status ERROR, Snap's
 * own reason and no entity. When the answer holds exactly one element per entity sent, every
 * element naming an entity matched one, and each of the others is such a refusal, the entities
 * left over were all refused: nothing is unknown, only which reason is whose when they differ.
 */
import type { ElementResult } from '../../transport';
import type { AdsEntityType } from '../common/entityTypes';

/** An answer element, with Snap's own `sub_request_error_reason` when its status reads ERROR (any case). */
export interface AnswerElement extends ElementResult {
	refusal?: string;
}

export type UpdateOutcome =
	| { status: 'updated'; entity: Record<string, unknown> }
	| { status: 'failed'; reason: string }
	| { status: 'unknown'; reason: string };

const SHOWN = 3;

function elementId(element: ElementResult): string | undefined {
	const id = element.entity?.id;
	return typeof id === 'string' && id !== '' ? id : undefined;
}

function plural(count: number, word: string): string {
	return `${count} ${word}${count === 1 ? '' : 's'}`;
}

function listed(values: string[]): string {
	const shown = values.slice(0, SHOWN).join('; ');
	return values.length > SHOWN ? `${shown}; and ${values.length - SHOWN} more` : shown;
}

/** Why nothing in the answer can be credited to an entity: what the answer did say instead. */
function whyUnknown(type: AdsEntityType, sent: number, elements: ElementResult[], orphans: ElementResult[], strangers: string[]): string {
	const parts = [`Snapchat answered with ${plural(elements.length, 'result')} for ${plural(sent, type.label)}, none naming this ${type.label}`];
	if (orphans.length > 0) {
		const reasons = orphans.map((o) => o.reason ?? (o.ok ? 'success' : 'no reason')).filter((r) => r !== '');
		parts.push(`${plural(orphans.length, 'result')} named no ${type.label} (${listed(reasons)})`);
	}
	if (strangers.length > 0) parts.push(`results named ${type.label}s that were not sent (${listed(strangers)})`);
	return parts.join('; ');
}

/**
 * One outcome per ID of `sentIds` (IDs unique within one request), in the same order.
 */
export function matchUpdateAnswer(type: AdsEntityType, sentIds: string[], elements: AnswerElement[]): UpdateOutcome[] {
	const sent = new Set(sentIds);
	const byId = new Map<string, AnswerElement[]>();
	const orphans: AnswerElement[] = [];
	const strangers: string[] = [];
	for (const element of elements) {
		const id = elementId(element);
		if (id === undefined) orphans.push(element);
		else if (!sent.has(id)) strangers.push(id);
		else byId.set(id, [...(byId.get(id) ?? []), element]);
	}
	const unmatched = sentIds.filter((id) => !byId.has(id));
	const accountedFor =
		elements.length === sentIds.length &&
		strangers.length === 0 &&
		[...byId.values()].every((found) => found.length === 1) &&
		orphans.length === unmatched.length &&
		orphans.every((o) => !o.ok && o.refusal !== undefined);
	const refusals = [...new Set(orphans.map((o) => o.refusal as string))];
	const refused =
		refusals.length === 1
			? refusals[0]
			: `Snapchat refused it, with these reasons for the ${plural(orphans.length, type.label)} it refused without naming them: ${listed(refusals)}`;
	return sentIds.map((id): UpdateOutcome => {
		const found = byId.get(id) ?? [];
		if (found.length === 0 && accountedFor) return { status: 'failed', reason: refused };
		if (found.length === 0) return { status: 'unknown', reason: whyUnknown(type, sentIds.length, elements, orphans, strangers) };
		if (found.some((e) => e.ok !== found[0].ok)) {
			return { status: 'unknown', reason: `Snapchat's answer holds both a success and a failure for this ${type.label}` };
		}
		const [first] = found;
		if (first.ok && first.entity) return { status: 'updated', entity: first.entity };
		return { status: 'failed', reason: first.reason ?? `Snapchat did not update this ${type.label}` };
	});
}

/** What to tell the user about an unknown outcome: what is known, and how to check before acting. */
export function unknownOutcomeHint(type: AdsEntityType, id: string): string {
	return (
		`The update may or may not have been applied. Run Get on ${type.label} ${id} to see its current values before doing anything else. ` +
		'Sending the same update again is safe (an update sets values, it adds nothing), but someone may have changed the ' +
		`${type.label} since, so look first.`
	);
}

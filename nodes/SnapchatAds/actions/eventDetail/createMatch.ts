/**
 * Pure matching of a Create answer's elements to the items of the chunk that was sent. Snapchat
 * answers one element per event, in order; when it does not (fewer or more elements, another
 * order, an element whose name or start time is not its item's), position means nothing. Then an
 * element is paired with an item only when their event name and start time single each other out;
 * every other item's outcome is unknown: it may exist, so it must never be re-run blindly.
 */
import type { ElementResult } from '../../transport';

export interface SentEvent {
	itemIndex: number;
	name: string;
	/** The UTC start time sent, e.g. '2026-07-01T08:00:00.000Z'. */
	startUtc: string;
}

export type ItemOutcome =
	| { kind: 'created'; itemIndex: number; id: string; entity: Record<string, unknown> }
	| { kind: 'failed'; itemIndex: number; reason: string }
	| { kind: 'unknown'; itemIndex: number; why: string };

/** What Snapchat returned, for messages about unknown outcomes. */
export interface ReturnedEvent {
	id?: string;
	name?: string;
}

/** Name and start instant; undefined when the element does not carry both. */
function keyOf(name: unknown, start: unknown): string | undefined {
	if (typeof name !== 'string' || typeof start !== 'string') return undefined;
	const ms = Date.parse(start);
	return Number.isNaN(ms) ? undefined : `${ms} ${name}`;
}

const elementKey = (element: ElementResult | undefined) =>
	keyOf(element?.entity?.event_name, element?.entity?.event_start_time);
const sentKey = (sent: SentEvent) => keyOf(sent.name, sent.startUtc);

function countKeys(keys: Array<string | undefined>): Map<string, number> {
	const counts = new Map<string, number>();
	for (const key of keys) if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
	return counts;
}

/** The answer lines up by position: same count, and no element contradicts its item. */
function inOrder(sent: SentEvent[], elements: ElementResult[]): boolean {
	if (elements.length !== sent.length) return false;
	return sent.every((s, k) => {
		const key = elementKey(elements[k]);
		return key === undefined || key === sentKey(s);
	});
}

function outcomeOf(itemIndex: number, element: ElementResult): ItemOutcome {
	const id = element.entity?.id;
	if (element.ok && typeof id === 'string' && id !== '') {
		return { kind: 'created', itemIndex, id, entity: element.entity as Record<string, unknown> };
	}
	if (element.ok) return { kind: 'unknown', itemIndex, why: 'Snapchat reported it created but returned no ID' };
	return { kind: 'failed', itemIndex, reason: element.reason ?? 'Snapchat did not return the created event detail' };
}

/** One outcome per sent item, in the order sent. */
export function matchAnswer(sent: SentEvent[], elements: ElementResult[]): ItemOutcome[] {
	if (inOrder(sent, elements)) return sent.map((s, k) => outcomeOf(s.itemIndex, elements[k]));
	const elementKeys = elements.map(elementKey);
	const elementCounts = countKeys(elementKeys);
	const sentCounts = countKeys(sent.map(sentKey));
	const why =
		elements.length === sent.length
			? `Snapchat's answer did not list the events in the order sent, and none of its ${elements.length} results is clearly this item's (same name and start time)`
			: `Snapchat answered with ${elements.length} result${elements.length === 1 ? '' : 's'} for ${sent.length} events, and none is clearly this item's (same name and start time)`;
	return sent.map((s) => {
		const key = sentKey(s);
		const unique = key !== undefined && sentCounts.get(key) === 1 && elementCounts.get(key) === 1;
		return unique ? outcomeOf(s.itemIndex, elements[elementKeys.indexOf(key)]) : { kind: 'unknown', itemIndex: s.itemIndex, why };
	});
}

/** The events an answer returned (id and name), for messages. */
export function returnedEvents(elements: ElementResult[]): ReturnedEvent[] {
	return elements.map((e) => ({
		id: typeof e.entity?.id === 'string' ? e.entity.id : undefined,
		name: typeof e.entity?.event_name === 'string' ? e.entity.event_name : undefined,
	}));
}

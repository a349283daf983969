/**
 * Pure reading of Snap's response envelope (contract 2.4): request_status, request_id, paging, and
 * one `{ sub_request_status, <entity> }` wrapper per entity. An HTTP 200 is not a success by
 * itself: every status in the envelope is checked.
 */

import { isRecord, nonEmptyText as text, showValue } from '../../shared/input/values';

export interface ElementResult {
	ok: boolean;
	/** The entity (e.g. the event_detail object) when the element succeeded. */
	entity?: Record<string, unknown>;
	/** Snap's reason when the element failed. */
	reason?: string;
}

export interface Envelope {
	requestStatus: string;
	requestId?: string;
	elements: ElementResult[];
	nextLink?: string;
}

export class EnvelopeError extends Error {
	constructor(
		message: string,
		readonly requestId?: string,
	) {
		super(message);
		this.name = 'EnvelopeError';
	}
}

/**
 * Reads an envelope whose entities sit in `listKey` (e.g. `event_details`) wrapped as
 * `{ sub_request_status, [entityKey]: {...} }`. A missing list is an empty one (delete answers carry
 * none); a body that is not an envelope at all is an EnvelopeError.
 */
export function readEnvelope(body: unknown, listKey: string, entityKey: string): Envelope {
	// Kept even when the rest is unreadable: it is what Snap support asks for.
	const requestId = isRecord(body) ? text(body.request_id) : undefined;
	if (!isRecord(body) || text(body.request_status) === undefined) {
		throw new EnvelopeError(
			`Snapchat's answer was not the expected response${typeof body === 'string' && body.trim() !== '' ? ` (it began with ${showValue(body.trim(), 42)})` : ''}`,
			requestId,
		);
	}
	const list = body[listKey];
	if (list !== undefined && !Array.isArray(list)) {
		throw new EnvelopeError(`Snapchat's answer had "${listKey}" in an unexpected shape`, requestId);
	}
	const elements: ElementResult[] = (list ?? []).map((wrapper: unknown) => {
		if (!isRecord(wrapper)) return { ok: false, reason: 'Snapchat returned an empty element' };
		const status = text(wrapper.sub_request_status)?.toUpperCase();
		const entity = isRecord(wrapper[entityKey]) ? (wrapper[entityKey] as Record<string, unknown>) : undefined;
		if (status === 'SUCCESS' && entity) return { ok: true, entity };
		return {
			ok: false,
			entity,
			reason:
				text(wrapper.sub_request_error_reason) ??
				(status ? `Snapchat reported ${status} for this element without a reason` : 'Snapchat returned no status for this element'),
		};
	});
	const paging = isRecord(body.paging) ? body.paging : undefined;
	return {
		requestStatus: (body.request_status as string).toUpperCase(),
		requestId,
		elements,
		nextLink: text(paging?.next_link),
	};
}

/** For reads: the request and every element must have succeeded. Returns the entities. */
export function requireAllSucceeded(envelope: Envelope): Array<Record<string, unknown>> {
	const failed = envelope.elements.find((e) => !e.ok);
	if (envelope.requestStatus !== 'SUCCESS' || failed) {
		throw new EnvelopeError(
			`Snapchat reported ${envelope.requestStatus}${failed?.reason ? `: ${failed.reason}` : ''}`,
			envelope.requestId,
		);
	}
	return envelope.elements.map((e) => e.entity as Record<string, unknown>);
}

/**
 * The `cursor` (and any other query parameters) of a `paging.next_link`. The link itself is never
 * requested: the next page is asked for on the API host, so the token cannot leak to another host.
 */
export function nextPageQuery(nextLink: string): Record<string, string> {
	const url = URL.canParse(nextLink) ? new URL(nextLink) : undefined;
	if (!url) {
		throw new EnvelopeError(`Snapchat returned a next-page link that is not a URL: ${JSON.stringify(nextLink.slice(0, 80))}`);
	}
	const query: Record<string, string> = {};
	url.searchParams.forEach((value, key) => {
		query[key] = value;
	});
	if (!query.cursor) {
		throw new EnvelopeError('Snapchat returned a next-page link without a cursor, so the next page cannot be fetched safely');
	}
	return query;
}

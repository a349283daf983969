/**
 * Fault knob for create answers that do not line up with what was sent (issue 15, items 1, 3 and
 * 8): Snapchat processes every element, then answers short, reordered, with a SUCCESS element
 * that has no id, or with another body altogether. Pure: the emulator hands in its results.
 */

export interface ReshapeCreateOptions {
	/** Answer only these results (indexes into the elements sent), in this order: short or reordered. */
	answer?: number[];
	/** Results (indexes into the elements sent) whose event_detail comes back without an id. */
	withoutId?: number[];
	/** Answer this body instead (HTTP 200); the elements are still processed and stored. */
	body?: Record<string, unknown>;
	/** How many create calls to reshape; default 1. */
	count?: number;
}

export interface CreateResult {
	sub_request_status: string;
	sub_request_error_reason?: string;
	event_detail?: unknown;
}

/** The body of a reshaped create answer (always sent with HTTP 200). */
export function reshapedCreateAnswer(o: ReshapeCreateOptions, results: CreateResult[], requestId: string): Record<string, unknown> {
	if (o.body) return o.body;
	const strip = new Set(o.withoutId ?? []);
	const shaped = results.map((r, k) => {
		if (!strip.has(k) || typeof r.event_detail !== 'object' || r.event_detail === null) return r;
		const withoutId: Record<string, unknown> = { ...(r.event_detail as Record<string, unknown>) };
		delete withoutId.id;
		return { ...r, event_detail: withoutId };
	});
	const answered = (o.answer ?? results.map((_, k) => k)).map((k) => shaped[k]).filter((r) => r !== undefined);
	const allOk = answered.length > 0 && answered.every((r) => r.sub_request_status === 'SUCCESS');
	return { request_status: allOk ? 'SUCCESS' : 'PARTIAL', request_id: requestId, event_details: answered };
}

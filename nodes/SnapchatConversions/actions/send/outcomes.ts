/**
 * What Snap said of each event of one request, never guessed (spec: conversions-api.md, "Answer"):
 * accepted only on a clear success; refused with Snap's codes and messages when the answer says so
 * of the event (or of the whole request); otherwise outcome unknown, with what to check. Pure.
 */
import type { IDataObject } from 'n8n-workflow';

import { isRecord } from '../../../shared/input/values';
import type { Exchange, SnapWords } from '../../transport';
import { snapWords } from '../../transport';
import { isSuccessStatus } from '../../transport/answers';

export type Outcome = IDataObject & { outcome: 'accepted' | 'refused' | 'unknown' };

function said(words: SnapWords): IDataObject {
	const out: IDataObject = {};
	if (words.status) out.snapStatus = words.status;
	if (words.reason) out.snapReason = words.reason;
	if (words.codes.length > 0) out.snapCodes = words.codes;
	if (words.messages.length > 0) out.snapMessages = words.messages;
	if (words.warnings.length > 0) out.snapWarnings = words.warnings;
	return out;
}

const RESEND_SAFE = 'Every event of the request had an Event ID, so running the workflow again is safe: Snapchat counts an Event ID once.';
const RESEND_UNSAFE =
	'The request was not repeated because some of its events had no Event ID, so a repeat could count them twice. Check the event counts in Snap Ads Manager → Events Manager before sending these items again, and set Event ID (e.g. the order ID) so the node can repeat safely.';

/**
 * One outcome per event of the request, in request order. `items` are the input item indexes of
 * the events (for messages), `allHaveIds` whether every event carried an Event ID.
 */
export function outcomesOf(exchange: Exchange, items: number[], allHaveIds: boolean): Outcome[] {
	const count = items.length;
	const all = (o: Outcome): Outcome[] => items.map(() => ({ ...o }));
	if (exchange.kind === 'unknown') {
		return all({
			outcome: 'unknown',
			reason: `Outcome unknown: ${exchange.why}${exchange.attempts > 1 ? ` (sent ${exchange.attempts} times)` : ''}, so whether Snapchat recorded the event is not known`,
			check: allHaveIds ? RESEND_SAFE : RESEND_UNSAFE,
		});
	}
	const { body, status } = exchange;
	const logs = Array.isArray(body.event_logs) ? body.event_logs : undefined;
	if (logs) {
		const byEvent = new Map<number, SnapWords>();
		logs.forEach((entry, position) => {
			const words = snapWords(entry);
			const index = words.event ?? (isRecord(entry) && entry.event === undefined && logs.length === count ? position : undefined);
			if (index !== undefined && index < count && !byEvent.has(index)) byEvent.set(index, words);
		});
		return items.map((_item, i) => {
			const words = byEvent.get(i);
			if (!words) return { outcome: 'unknown', reason: "Snapchat's answer listed no result for this event", check: 'Look the event up in Snap Ads Manager → Events Manager → Test Events.' };
			if (isSuccessStatus(words.status) && words.codes.length === 0 && words.messages.length === 0) return { outcome: 'accepted', ...said(words) };
			if (words.status === 'INVALID' || words.codes.length > 0 || words.messages.length > 0) return { outcome: 'refused', ...said(words) };
			return { outcome: 'unknown', ...said(words), reason: "Snapchat's answer did not say whether this event was valid" };
		});
	}
	const words = snapWords(body);
	if (words.event !== undefined && words.event < count && !isSuccessStatus(words.status)) {
		const refusedItem = items[words.event];
		return items.map((_item, i) =>
			i === words.event
				? { outcome: 'refused', ...said(words) }
				: {
						outcome: 'unknown',
						reason: `Snapchat refused the event of item ${refusedItem} in the same request and did not say whether this one was recorded`,
						check: `Fix item ${refusedItem} and send again. ${allHaveIds ? RESEND_SAFE : RESEND_UNSAFE}`,
					},
		);
	}
	if (status >= 200 && status < 300 && isSuccessStatus(words.status) && words.codes.length === 0 && words.messages.length === 0) {
		return all({ outcome: 'accepted', ...said(words) });
	}
	if (status === 400 || words.status === 'INVALID') return all({ outcome: 'refused', ...said(words) });
	return all({
		outcome: 'unknown',
		...said(words),
		reason: "Snapchat's answer did not say whether the events were recorded",
		check: allHaveIds ? RESEND_SAFE : RESEND_UNSAFE,
	});
}

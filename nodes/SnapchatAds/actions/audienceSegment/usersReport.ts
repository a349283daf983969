/**
 * Pure reading of Snap's answer to an add/remove users request, and the run's summary item.
 * Answer shape (spec, seen in clients, so read defensively):
 * `{ request_status, request_id, users: [ { sub_request_status, user: { number_uploaded_users } } ] }`.
 * When the answer does not say how many users were taken, the outcome is "unknown", never a guess.
 */
import type { IDataObject } from 'n8n-workflow';

import { isRecord, nonEmptyText } from '../../../shared/input/values';
import { done, refused, unknown, type SentChunk, type WriteOutcome } from '../../../shared/items/writes';
import type { IdentifierCollector } from './hashing';
import { LABEL_BY_TYPE } from './identifiers';

export type RequestOutcome = 'accepted' | 'unknown' | 'refused';

export interface RequestReport extends IDataObject {
	request: number;
	identifiers: number;
	outcome: RequestOutcome;
	/** Snap's number_uploaded_users; null when the answer did not carry it. */
	numberUploadedUsers: number | null;
	requestId: string | null;
	note: string | null;
}

/** Statuses that say the request (or its element) was not taken. */
const FAILED = new Set(['ERROR', 'FAILED']);

const UNKNOWN_NOTE = 'Run Get on the segment later: approximate_number_users shows what Snapchat matched.';

export function readUsersAnswer(body: unknown, request: number, identifiers: number): RequestReport {
	const report = (outcome: RequestOutcome, count: number | null, note: string | null, requestId: string | null = null): RequestReport => ({
		request,
		identifiers,
		outcome,
		numberUploadedUsers: count,
		requestId,
		note,
	});
	if (!isRecord(body) || nonEmptyText(body.request_status) === undefined) {
		return report('unknown', null, `Snapchat's answer was not the expected response, so whether it took the identifiers is unknown. ${UNKNOWN_NOTE}`);
	}
	const requestId = nonEmptyText(body.request_id) ?? null;
	const status = String(body.request_status).toUpperCase();
	const users = Array.isArray(body.users) ? body.users : [];
	const element = users.length === 1 && isRecord(users[0]) ? users[0] : undefined;
	const elementStatus = nonEmptyText(element?.sub_request_status)?.toUpperCase();
	const reason = nonEmptyText(element?.sub_request_error_reason) ?? nonEmptyText(body.debug_message);
	if (FAILED.has(status) || (elementStatus !== undefined && FAILED.has(elementStatus))) {
		return report('refused', null, `Snapchat reported ${elementStatus ?? status}${reason ? `: ${reason}` : ''}`, requestId);
	}
	if (elementStatus !== undefined && elementStatus !== 'SUCCESS') {
		// Neither success nor failure (e.g. a partial success): what Snapchat took is not known.
		return report('unknown', null, `Snapchat reported ${elementStatus}${reason ? `: ${reason}` : ''}, so what it took is unknown. ${UNKNOWN_NOTE}`, requestId);
	}
	if (!element) {
		return report('unknown', null, `Snapchat's answer (${status}) held ${users.length === 0 ? 'no users element' : `${users.length} users elements`}, so the outcome is unknown. ${UNKNOWN_NOTE}`, requestId);
	}
	const user = isRecord(element.user) ? element.user : undefined;
	const count = user?.number_uploaded_users;
	if (typeof count !== 'number' || !Number.isFinite(count)) {
		return report('unknown', null, `Snapchat's answer did not say how many users it took, so the outcome is unknown. ${UNKNOWN_NOTE}`, requestId);
	}
	if (status !== 'SUCCESS') return report('unknown', count, `Snapchat reported ${status} for the request`, requestId);
	return report('accepted', count, null, requestId);
}

export type UsersMode = 'add' | 'remove';

/** A request's outcome for the write runner: every item the request carried shares it; the report goes into the summary. */
export function outcomeOfRequest(report: RequestReport): WriteOutcome {
	if (report.outcome === 'accepted') return done(report);
	if (report.outcome === 'refused') return refused(new Error(`Snapchat refused request ${report.request}: ${report.note}`), report);
	return unknown(new Error(report.note ?? `Snapchat did not say what request ${report.request} took`), report);
}

/** The reports of the requests Snap answered, in order. */
export function requestReports(answered: Array<SentChunk<unknown>>): RequestReport[] {
	return answered.map(({ outcomes: [outcome] }) => ('json' in outcome ? outcome.json : {}) as RequestReport);
}

/** Why a run stopped (a request refused, or failed as a whole) and what the requests before it did. */
export function usersStop(answered: Array<SentChunk<unknown>>, stop: { error: Error; answered: boolean }) {
	const requests = requestReports(answered);
	const refusedOne = stop.answered ? requests.at(-1) : undefined;
	const before = requests.filter((r) => r.outcome !== 'refused');
	const progress = before.length
		? ` The ${before.length} request(s) before it were answered (${before.reduce((s, r) => s + r.identifiers, 0)} identifiers); nothing after it was sent.`
		: ' Nothing else was sent.';
	const description = refusedOne
		? `Nothing of request ${refusedOne.request} was taken. Fix what Snapchat names and run again: sending the same identifiers again is harmless.${refusedOne.requestId ? ` (request ID ${refusedOne.requestId})` : ''}`
		: ((stop.error as { description?: string }).description ?? undefined);
	return { message: `${stop.error.message}.${progress}`, description, nothingAnswered: before.length === 0 };
}

/** The one summary item of an Add Users / Remove Users run: counts and reasons, never identifier values. */
export function usersSummary(
	segmentId: string,
	mode: UsersMode,
	collector: IdentifierCollector,
	requests: RequestReport[],
	error?: { message: string; description?: string },
): IDataObject {
	const unknown = requests.some((r) => r.outcome !== 'accepted');
	const summary: IDataObject = {
		segmentId,
		operation: mode === 'add' ? 'Add Users' : 'Remove Users',
		identifierType: LABEL_BY_TYPE[collector.type],
		schema: collector.schema,
		itemsReceived: collector.received,
		identifiersSent: requests.reduce((sum, r) => sum + r.identifiers, 0),
		duplicatesDropped: collector.duplicates,
		invalidItemCount: collector.invalidCount,
		invalidItems: collector.invalid.map((entry) => ({ ...entry })),
		requests,
		numberUploadedUsers: unknown ? null : requests.reduce((sum, r) => sum + (r.numberUploadedUsers ?? 0), 0),
		outcome: error ? 'failed' : unknown ? 'unknown' : 'accepted',
	};
	if (collector.invalidCount > collector.invalid.length) {
		summary.invalidItemsNotListed = collector.invalidCount - collector.invalid.length;
	}
	if (error) {
		summary.error = error.message;
		// What to do next (e.g. how to check an unknown outcome) travels with the error, as in the run error.
		if (error.description) summary.description = error.description;
	}
	if (collector.unique === 0) summary.note = 'No valid identifier was found, so nothing was sent.';
	else if (mode === 'add' && !error) {
		summary.note = 'Snapchat matches the hashed identifiers in the background: Get on the segment shows upload_status and approximate_number_users; about 1,000 matched users are needed before it can be targeted.';
	}
	return summary;
}

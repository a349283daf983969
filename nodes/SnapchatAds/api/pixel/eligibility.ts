/**
 * A pixel's optimization eligibility: which optimization goals and conversion windows Snapchat lets
 * an ad squad use with this pixel (enforced at ad squad creation since 23 Sep 2025, Snap's
 * Announcements). Shared by Ad Squad Create / Duplicate (actions/creation/eligibilityCheck.ts), the
 * Pixel resource's Get Eligibility and the trigger's "eligibility lost".
 *
 * What is known and what is ASSUMED (shared/spec/pixel-health.md §5, snap-api-changes-2025-2026.md §3):
 * - The path is from live clients (Mezan, Salla), not from Snap's pages, which name an "Eligibility
 *   endpoint" without its path: `GET /v1/pixels/{pixel_id}/campaign_eligibilities` with the query
 *   `ad_account_id`, `optimization_goal`, `conversion_window`, each optional here (a client sends all
 *   three; without goal and window we ASSUME the answer lists every combination).
 * - The answer (a client's parser and fake, no captured traffic): Snap's envelope,
 *   `campaign_eligibilities[].{sub_request_status, campaign_eligibility: {optimization_goal,
 *   conversion_window, eligibility_status, ineligible_properties}}`, paged with `paging.next_link`.
 *   Read defensively: an element may also come flat (the fields without the wrapper), statuses in any
 *   case (Snap's recorded answers hold `success` too; a client also takes `OK`), the reasons as a list
 *   or one string, of codes or of objects naming one. Rows for another goal or window than asked are
 *   left out (the client filters the same way).
 * - `eligibility_status`: ELIGIBLE | ELIGIBLE_WARNING | INELIGIBLE. Another value is kept as given with
 *   status UNKNOWN; so is a row that carries none.
 * - `ineligible_properties`: only `purchase_volume` was seen. Its words are ours; a `<event>_volume`
 *   code is worded the same way (INFERRED from that one); any other code is passed on as given.
 */
import type { IDataObject, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { isRecord, nonEmptyText } from '../../../shared/input/values';
import type { SnapClient, SnapContext } from '../../transport';
import { guardPages, nextPageQuery, pagingError, walkPages } from '../../transport';
import { conversionWindowName } from '../conversionWindows';
import { goalName } from '../objectives';

export type EligibilityStatus = 'ELIGIBLE' | 'ELIGIBLE_WARNING' | 'INELIGIBLE' | 'UNKNOWN';

export interface EligibilityReason {
	/** Snap's code as given, e.g. `purchase_volume`. */
	code: string;
	/** The code in words (the code itself, said to be Snap's, when no words are known). */
	words: string;
	/** Whether the words are the node's (true) or the code was passed on as given (false). */
	known: boolean;
}

/** One optimization goal and conversion window of a pixel, as Snapchat judged it. */
export interface GoalEligibility {
	optimization_goal: string;
	goal_name: string;
	/** As Snap gave it; empty when the row named none. */
	conversion_window: string;
	window_name: string;
	status: EligibilityStatus;
	/** Snap's `eligibility_status` as given (empty when missing). */
	snap_status: string;
	reasons: EligibilityReason[];
	/** One sentence: the goal, the window, the status and the reasons. */
	summary: string;
	/** Snap's `sub_request_error_reason` when Snap failed this row. */
	snap_error?: string;
}

export interface PixelEligibility {
	pixel_id: string;
	ad_account_id?: string;
	eligibilities: GoalEligibility[];
	request_id?: string;
}

export interface EligibilityQuery {
	pixelId: string;
	/** Sent as `ad_account_id` when given (a client always sends it; whether Snap needs it is unknown). */
	adAccountId?: string;
	/** One goal and window; without them every row Snap lists. */
	goal?: string;
	window?: string;
	itemIndex?: number;
}

const LIST_KEY = 'campaign_eligibilities';
const ENTITY_KEY = 'campaign_eligibility';
const STATUSES: readonly EligibilityStatus[] = ['ELIGIBLE', 'ELIGIBLE_WARNING', 'INELIGIBLE'];
/** The sub_request_status values read as success: Snap's, in any case, and `OK`, which a client also takes. */
const ROW_OK = new Set(['SUCCESS', 'OK']);

/** `/v1/pixels/{pixel_id}/campaign_eligibilities` (from clients; see above). */
export function eligibilityPath(pixelId: string): string {
	return `/v1/pixels/${encodeURIComponent(pixelId)}/${LIST_KEY}`;
}

/** Goals of the Snap Pixel: Snapchat checks the pixel for them (a client asks only for these). */
export function isPixelGoal(goal: string): boolean {
	return goal.startsWith('PIXEL_');
}

/** Known reason codes in words (ours; the code is Snap's, seen in a client's fake). */
const REASON_WORDS: Readonly<Record<string, string>> = {
	purchase_volume: 'too few purchases measured by the pixel (PURCHASE events) for this goal and window',
};

/** One reason code in words: known, `<event>_volume` (INFERRED from purchase_volume), or passed on as given. */
export function reasonInWords(code: string): EligibilityReason {
	const known = REASON_WORDS[code.toLowerCase()];
	if (known) return { code, words: `${known} (${code})`, known: true };
	const volume = /^([a-z0-9_]+)_volume$/i.exec(code);
	if (volume) return { code, words: `too few ${volume[1].replace(/_/g, ' ').toLowerCase()} events measured by the pixel for this goal and window (${code})`, known: true };
	return { code, words: `Snapchat's reason ${code}`, known: false };
}

/** The codes of `ineligible_properties` in any shape seen or guessed: a list or one string, of codes or of objects naming one. */
function reasonCodes(raw: unknown): string[] {
	const list = Array.isArray(raw) ? raw : raw === undefined || raw === null || raw === '' ? [] : [raw];
	return list
		.map((r) => (isRecord(r) ? (nonEmptyText(r.property) ?? nonEmptyText(r.name) ?? nonEmptyText(r.code) ?? nonEmptyText(r.reason) ?? JSON.stringify(r)) : String(r)))
		.map((c) => c.trim())
		.filter((c) => c !== '');
}

const upper = (v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : '');

function summaryOf(e: Omit<GoalEligibility, 'summary'>): string {
	const what = `${e.goal_name}${e.conversion_window ? ` with the ${e.window_name} window` : ''}`;
	const why = e.reasons.length > 0 ? `: ${e.reasons.map((r) => r.words).join('; ')}` : '';
	switch (e.status) {
		case 'ELIGIBLE':
			return `${what} is eligible`;
		case 'ELIGIBLE_WARNING':
			return `${what} is eligible with a warning from Snapchat${why || ' (Snapchat gave no reason)'}`;
		case 'INELIGIBLE':
			return `${what} is not eligible${why || ' (Snapchat gave no reason)'}`;
		default:
			return `${what}: Snapchat's eligibility ${e.snap_error ? `could not be read (${e.snap_error})` : e.snap_status ? `is ${e.snap_status}, which the node does not know` : 'was not given'}${why}`;
	}
}

/** One row of the answer, wrapped (`{sub_request_status, campaign_eligibility}`) or flat; undefined when it names no goal. */
export function normaliseEligibility(row: unknown): GoalEligibility | undefined {
	if (!isRecord(row)) return undefined;
	const inner = isRecord(row[ENTITY_KEY]) ? (row[ENTITY_KEY] as Record<string, unknown>) : row;
	const goal = upper(inner.optimization_goal);
	if (goal === '') return undefined;
	const rowStatus = upper(row.sub_request_status);
	const failed = rowStatus !== '' && !ROW_OK.has(rowStatus);
	const snapStatus = upper(inner.eligibility_status);
	const window = upper(inner.conversion_window);
	const e: Omit<GoalEligibility, 'summary'> = {
		optimization_goal: goal,
		goal_name: goalName(goal),
		conversion_window: window,
		window_name: window ? conversionWindowName(window) : '',
		status: !failed && (STATUSES as readonly string[]).includes(snapStatus) ? (snapStatus as EligibilityStatus) : 'UNKNOWN',
		snap_status: snapStatus,
		reasons: reasonCodes(inner.ineligible_properties).map(reasonInWords),
		...(failed ? { snap_error: nonEmptyText(row.sub_request_error_reason) ?? `Snapchat reported ${rowStatus}` } : {}),
	};
	return { ...e, summary: summaryOf(e) };
}

/** One page: its rows and the next page's query; an answer that is not Snap's envelope is an Error. */
export function readEligibilityPage(body: unknown): { entities: GoalEligibility[]; next?: Record<string, string>; requestId?: string } {
	if (!isRecord(body) || nonEmptyText(body.request_status) === undefined || (body[LIST_KEY] !== undefined && !Array.isArray(body[LIST_KEY]))) {
		throw new Error("Snapchat's answer to the eligibility request was not the expected response");
	}
	const status = upper(body.request_status);
	const requestId = nonEmptyText(body.request_id);
	if (!ROW_OK.has(status) && status !== 'PARTIAL') throw new Error(`Snapchat reported ${status} for the eligibility request${requestId ? ` (request ID ${requestId})` : ''}`);
	const rows = ((body[LIST_KEY] as unknown[] | undefined) ?? []).map(normaliseEligibility).filter((e): e is GoalEligibility => e !== undefined);
	const link = isRecord(body.paging) ? nonEmptyText(body.paging.next_link) : undefined;
	return { entities: rows, next: link ? nextPageQuery(link) : undefined, requestId };
}

/**
 * Asks Snapchat for a pixel's eligibility (every page). Failures of the request are the transport's
 * NodeApiErrors (with `httpCode`); an unreadable answer is a NodeApiError naming what was asked.
 * Caching is the caller's (one per run: createRunCache); `client` is the run's (it paces requests).
 */
export async function readPixelEligibility(ctx: SnapContext, client: SnapClient, query: EligibilityQuery): Promise<PixelEligibility> {
	const { pixelId, adAccountId, goal, window, itemIndex } = query;
	const subject = `the eligibility of pixel ${pixelId}${goal ? ` for ${goalName(goal)}` : ''}`;
	const qs: IDataObject = {
		...(adAccountId ? { ad_account_id: adAccountId } : {}),
		...(goal ? { optimization_goal: goal } : {}),
		...(window ? { conversion_window: window } : {}),
	};
	let requestId: string | undefined;
	const page = guardPages(
		async (next) => {
			const body = await client.request({ method: 'GET', path: eligibilityPath(pixelId), qs: { ...qs, ...next }, idempotent: true, subject, itemIndex });
			let read: ReturnType<typeof readEligibilityPage>;
			try {
				read = readEligibilityPage(body);
			} catch (error) {
				throw new NodeApiError(ctx.getNode(), {} as JsonObject, {
					message: `${(error as Error).message} (${subject})`,
					description: 'Nothing was changed. Try again; if it keeps happening, Snapchat may have changed this answer: contact Snap support.',
					itemIndex,
				});
			}
			requestId ??= read.requestId;
			return { ...read, entities: read.entities as unknown as Array<Record<string, unknown>> };
		},
		(problem) => pagingError(ctx.getNode(), problem, subject, LIST_KEY, itemIndex),
	);
	const rows: GoalEligibility[] = [];
	await walkPages(page, (row) => {
		const e = row as unknown as GoalEligibility;
		if ((!goal || e.optimization_goal === goal.toUpperCase()) && (!window || !e.conversion_window || e.conversion_window === window.toUpperCase())) rows.push(e);
		return true;
	});
	return { pixel_id: pixelId, ...(adAccountId ? { ad_account_id: adAccountId } : {}), eligibilities: rows, ...(requestId ? { request_id: requestId } : {}) };
}

/** The row for one goal and window (a row naming no window counts for any), or undefined when Snap gave none. */
export function eligibilityFor(result: PixelEligibility, goal: string, window: string): GoalEligibility | undefined {
	const rows = result.eligibilities.filter((e) => e.optimization_goal === goal && (e.conversion_window === '' || e.conversion_window === window));
	return rows.find((e) => e.conversion_window === window) ?? rows[0];
}

/**
 * Whether a failed eligibility read means the check is not offered for this request rather than a
 * failure to retry: Snap answered 400 (it does not take this goal or window: non-pixel goals are an
 * open point), 403 (the user's role may not read it: an open point) or 404 (the path, known only from
 * clients, is not Snap's, or the pixel is not visible). Snapchat still checks the goal at creation.
 */
export function eligibilityNotOffered(error: unknown): boolean {
	const code = isRecord(error) ? String(error.httpCode ?? '') : '';
	return code === '400' || code === '403' || code === '404';
}

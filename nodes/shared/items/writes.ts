/**
 * The batched-write runner: the one path every write of the package takes (creates, updates,
 * audience users, conversion events). It
 *   1. reads and checks every item before any request (`read`, then the optional async `check`);
 *   2. groups the items by parent (ad account, campaign, pixel…) and cuts each group into chunks of
 *      at most `chunkSize` (the entity's request limit, or the run's Batch Size if lower);
 *   3. sends chunk after chunk (`send`), which answers one outcome per entry of the chunk: done,
 *      refused (nothing happened, Snap's words), unknown (it may have happened) or not sent;
 *   4. ends in per-item outcomes: output items; under Continue On Fail error items; without it,
 *      after the first chunk that did not fully succeed, one run error listing what was done,
 *      refused, unknown and not sent (writeReport.ts). Continue On Fail is decided here, once.
 * A non-idempotent send is never repeated here. With a `resend` policy (every element carries an
 * idempotency key, e.g. a Conversions Event ID that Snap deduplicates), the unknown remainder of a
 * chunk in which Snap refused some elements is sent again without them, in a bounded number of
 * requests.
 *
 * Usage (an operation file):
 *
 *   export async function execute(this: IExecuteFunctions, items: INodeExecutionData[]) {
 *     const client = await createClient(this);
 *     return await runWrites(this, items, {
 *       what: { one: 'campaign', many: 'campaigns', verb: 'create', past: 'created', checkWith: 'Get Many' },
 *       idempotent: false,
 *       chunkSize: Math.min(readBatchSize(this), CAMPAIGN.writeLimit),
 *       read: (i) => ({ group: readAdAccountId(this, i), element: readCampaign(this, i) }),
 *       send: async (adAccountId, chunk) => await sendCampaigns(this, client, adAccountId, chunk),
 *     });
 *   }
 *
 * where `sendCampaigns` posts `chunk.map((e) => e.element)` and returns, for every entry in the same
 * order, `done(entity, id)`, `refused(error)`, `unknown(error)` or `notSent(error)`. A thrown error
 * is the chunk's: every entry of it is unknown when the error is marked so (markOutcomeUnknown: a 5xx
 * or a lost answer of a write), else refused.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { groupedChunks } from './batches';
import { convertInputErrors, isOutcomeUnknown, toNodeError } from './errors';
import { errorItem } from './items';
import { chunkFailure, runFailure, type Finished, type WriteWords } from './writeReport';

export type { WriteWords } from './writeReport';

/** One item as the runner carries it: its index, its group (the parent it is written under) and what `read` gave. */
export interface WriteEntry<T> {
	itemIndex: number;
	group: string;
	input: T;
}

/** What happened to one item's write. */
export type WriteOutcome =
	| { status: 'done'; json: IDataObject; id?: string }
	| { status: 'refused'; error: Error; json?: IDataObject }
	| { status: 'unknown'; error: Error; json?: IDataObject }
	| { status: 'notSent'; error: Error };

export const done = (json: IDataObject, id?: string): WriteOutcome => ({ status: 'done', json, ...(id === undefined ? {} : { id }) });
export const refused = (error: Error, json?: IDataObject): WriteOutcome => ({ status: 'refused', error, ...(json ? { json } : {}) });
export const unknown = (error: Error, json?: IDataObject): WriteOutcome => ({ status: 'unknown', error, ...(json ? { json } : {}) });
export const notSent = (error: Error): WriteOutcome => ({ status: 'notSent', error });

export interface ResendPolicy<T> {
	/** Whether sending these entries again does no harm (e.g. every one carries an Event ID). */
	safe: (entries: Array<WriteEntry<T>>) => boolean;
	/** At most this many requests more per chunk. */
	maxResends: number;
}

export interface WriteRun<T> {
	/** The words of the run error: the entity, the verb, where to check. */
	what: WriteWords;
	/** Whether the write may be sent twice without harm (an update, a removal): shapes the run error's advice. */
	idempotent: boolean;
	/** Reads and checks item `i` (throws an InputError or an n8n error to refuse it). No request here. */
	read: (itemIndex: number) => { group: string; input: T };
	/**
	 * Checks that need Snap (e.g. the ad account's time zone), still before any write: returns the
	 * entries ready to send. `refuse` refuses one item (it stops the run at once without Continue On Fail).
	 */
	check?: (entries: Array<WriteEntry<T>>, refuse: (itemIndex: number, error: unknown) => void) => Promise<Array<WriteEntry<T>>>;
	/** At most this many entries per request (read once every item was read, so an item's error comes first). */
	chunkSize: number | (() => number);
	/** The chunks to send, in order; default: by group (first-seen order), cut at `chunkSize`. */
	plan?: (entries: Array<WriteEntry<T>>, chunkSize: number) => Array<{ group: string; part: Array<WriteEntry<T>> }>;
	/** Sends one chunk; one outcome per entry, in the same order. */
	send: (group: string, part: Array<WriteEntry<T>>) => Promise<WriteOutcome[]>;
	/**
	 * 'errors' (default): refused, unknown and not sent items fail (error items, or the run error).
	 * 'items': every answered outcome is an output item (its `json`); only a chunk that fails as a whole fails.
	 */
	report?: 'errors' | 'items';
	resend?: ResendPolicy<T>;
}

/** Runs a batched write over `items`; returns the output items, paired with their input items. */
export async function runWrites<T>(ctx: IExecuteFunctions, items: INodeExecutionData[], run: WriteRun<T>): Promise<INodeExecutionData[]> {
	const continueOnFail = ctx.continueOnFail();
	const results: Array<INodeExecutionData | undefined> = new Array(items.length);
	const refuse = (itemIndex: number, error: unknown) => {
		if (!continueOnFail) throw toNodeError(ctx.getNode(), error, itemIndex);
		results[itemIndex] = errorItem(error, itemIndex);
	};
	const output = () => results.filter((r): r is INodeExecutionData => r !== undefined);

	// 1. Every item read and checked before anything is sent: without Continue On Fail, one bad item
	//    stops the run before any request, so a corrected re-run cannot write anything twice.
	let entries: Array<WriteEntry<T>> = [];
	for (let i = 0; i < items.length; i++) {
		try {
			entries.push({ itemIndex: i, ...convertInputErrors(ctx, i, () => run.read(i)) });
		} catch (error) {
			refuse(i, error);
		}
	}
	if (entries.length === 0) return output();
	const size = typeof run.chunkSize === 'number' ? run.chunkSize : run.chunkSize();
	if (run.check) entries = await run.check(entries, refuse);
	if (entries.length === 0) return output();

	// 2.–3. Chunk after chunk, in input order.
	const chunks = run.plan ? run.plan(entries, size) : groupedChunks(entries, (e) => e.group, size).map(({ key, part }) => ({ group: key, part }));
	const finished: Finished[] = [];
	const report = run.report ?? 'errors';
	for (let c = 0; c < chunks.length; c++) {
		const { group, part } = chunks[c];
		let outcomes: Array<{ entry: WriteEntry<T>; outcome: WriteOutcome }>;
		try {
			outcomes = await sendWithResend(run, group, part);
		} catch (error) {
			if (report === 'items' && !continueOnFail) throw chunkFailure(ctx, run.what, error, part[0].itemIndex, finished);
			outcomes = part.map((entry) => ({ entry, outcome: isOutcomeUnknown(error) ? unknown(error as Error) : refused(error as Error) }));
			if (report === 'items') {
				for (const { entry } of outcomes) results[entry.itemIndex] = errorItem(error, entry.itemIndex);
				continue;
			}
		}
		for (const { entry, outcome } of outcomes) {
			finished.push({ itemIndex: entry.itemIndex, outcome });
			results[entry.itemIndex] = itemOf(outcome, entry.itemIndex, report);
		}
		const failed = report === 'errors' && outcomes.some(({ outcome }) => outcome.status !== 'done');
		if (failed && !continueOnFail) throw runFailure(ctx, run, finished, notSentAfter(chunks, c), entries.length);
	}
	return output();
}

function notSentAfter<T>(chunks: Array<{ part: Array<WriteEntry<T>> }>, c: number): number[] {
	return chunks.slice(c + 1).flatMap((later) => later.part.map((e) => e.itemIndex));
}

function itemOf(outcome: WriteOutcome, itemIndex: number, report: 'errors' | 'items'): INodeExecutionData {
	if (outcome.status === 'done') return { json: outcome.json, pairedItem: { item: itemIndex } };
	if (report === 'items' && outcome.status !== 'notSent' && outcome.json) return { json: outcome.json, pairedItem: { item: itemIndex } };
	return errorItem(outcome.error, itemIndex);
}

/**
 * Sends a chunk; under a resend policy, while Snap refused some elements and left the others
 * unknown, and sending those again is safe, sends the unknown remainder again without the refused
 * ones, at most `maxResends` times. Every entry ends with its latest outcome.
 */
async function sendWithResend<T>(run: WriteRun<T>, group: string, part: Array<WriteEntry<T>>): Promise<Array<{ entry: WriteEntry<T>; outcome: WriteOutcome }>> {
	const latest = new Map<WriteEntry<T>, WriteOutcome>();
	let pending = part;
	for (let request = 0; ; request++) {
		const outcomes = await run.send(group, pending);
		pending.forEach((entry, k) => latest.set(entry, outcomes[k] ?? unknown(new Error('Snapchat answered nothing for this item'))));
		const again = pending.filter((entry) => latest.get(entry)?.status === 'unknown');
		const someRefused = pending.some((entry) => latest.get(entry)?.status === 'refused');
		if (!run.resend || !someRefused || again.length === 0 || again.length === pending.length) break;
		if (request >= run.resend.maxResends || !run.resend.safe(again)) break;
		pending = again;
	}
	return part.map((entry) => ({ entry, outcome: latest.get(entry) as WriteOutcome }));
}

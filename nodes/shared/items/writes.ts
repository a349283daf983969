/**
 * The batched-write runner: the one path every write of the package takes (creates, updates,
 * audience users, conversion events). It
 *   1. reads and checks every item before any request (`read`, then the optional async `check`);
 *   2. groups the items by parent (ad account, campaign, pixel…) and cuts each group into chunks of
 *      at most `chunkSize` (the entity's request limit, or the run's Batch Size if lower);
 *   3. sends chunk after chunk (`send`), which answers one outcome per entry of the chunk: done,
 *      refused (nothing happened, Snap's words), unknown (it may have happened) or not sent;
 *   4. ends in per-item outcomes that become output (`report`): one output item per input item
 *      (under Continue On Fail error items; without it, after the first chunk that did not fully
 *      succeed, one run error listing what was done, refused, unknown and not sent: writeReport.ts),
 *      or one summary item per group (writeGroups.ts: Add Users / Remove Users, many items into one
 *      audience segment). Continue On Fail is decided here, once.
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
 * is the request's: every entry it carried is unknown, not sent or refused as the transport marked
 * the error (markOutcome, from shared/http/meaning.ts: a 5xx or a lost answer of a write is unknown,
 * a connection that never opened is not sent). What an operation passes is typed in writeRun.ts; the
 * steps both outputs share (read, chunk, send) are in writeSteps.ts.
 */
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { toNodeError } from './errors';
import { errorItem } from './items';
import { done, notSent, refused, unknown, type WriteOutcome } from './outcomes';
import { runGroups } from './writeGroups';
import { chunkFailure, runFailure, type Finished } from './writeReport';
import type { WriteEntry, WriteRun } from './writeRun';
import { prepareWrites, sendChunk } from './writeSteps';

export { done, notSent, refused, unknown, type WriteOutcome };
export { chunksByGroup, oneByOne } from './writeSteps';
export type { WriteWords } from './writeReport';
export type { GroupReport, GroupResult, ResendPolicy, SentChunk, WriteEntry, WriteRun } from './writeRun';

/** Runs a batched write over `items`; returns the output items, paired with their input items. */
export async function runWrites<T>(ctx: IExecuteFunctions, items: INodeExecutionData[], run: WriteRun<T>): Promise<INodeExecutionData[]> {
	const continueOnFail = ctx.continueOnFail();
	if (typeof run.report === 'object') return await runGroups(ctx, items, run, run.report, continueOnFail);
	const report = run.report ?? 'errors';
	const results: Array<INodeExecutionData | undefined> = new Array(items.length);
	const refuse = (itemIndex: number, error: unknown) => {
		if (!continueOnFail) throw toNodeError(ctx.getNode(), error, itemIndex);
		results[itemIndex] = errorItem(error, itemIndex);
	};

	// 1. Every item read and checked before anything is sent: without Continue On Fail, one bad item
	//    stops the run before any request, so a corrected re-run cannot write anything twice.
	const { entries, chunks } = await prepareWrites(ctx, items, run, refuse);

	// 2.–3. Chunk after chunk, in input order.
	const finished: Finished[] = [];
	for (let c = 0; c < chunks.length; c++) {
		const { group, part } = chunks[c];
		const { outcomes, failure } = await sendChunk(run, group, part);
		if (failure !== undefined && report === 'items') {
			// Only the items the failed request carried share its error; the others of the chunk (a
			// resend's refused or accepted ones) keep what Snapchat answered them.
			const carried = (outcome: WriteOutcome) => 'error' in outcome && outcome.error === failure;
			const own = outcomes.filter(({ outcome }) => !carried(outcome)).map(({ entry, outcome }) => ({ itemIndex: entry.itemIndex, outcome }));
			const first = outcomes.find(({ outcome }) => carried(outcome))?.entry.itemIndex ?? part[0].itemIndex;
			if (!continueOnFail) throw chunkFailure(ctx, run.what, failure, first, [...finished, ...own]);
			finished.push(...own);
			for (const { entry, outcome } of outcomes) {
				results[entry.itemIndex] = carried(outcome) ? errorItem(failure, entry.itemIndex) : itemOf(outcome, entry.itemIndex, report);
			}
			continue;
		}
		for (const { entry, outcome } of outcomes) {
			finished.push({ itemIndex: entry.itemIndex, outcome });
			results[entry.itemIndex] = itemOf(outcome, entry.itemIndex, report);
		}
		const failed = report === 'errors' && outcomes.some(({ outcome }) => outcome.status !== 'done');
		if (failed && !continueOnFail) throw runFailure(ctx, run, finished, notSentAfter(chunks, c), entries.length);
	}
	return results.filter((r): r is INodeExecutionData => r !== undefined);
}

function notSentAfter<T>(chunks: Array<{ part: Array<WriteEntry<T>> }>, c: number): number[] {
	return chunks.slice(c + 1).flatMap((later) => later.part.map((e) => e.itemIndex));
}

function itemOf(outcome: WriteOutcome, itemIndex: number, report: 'errors' | 'items'): INodeExecutionData {
	if (outcome.status === 'done') return { json: outcome.json, pairedItem: { item: itemIndex } };
	if (report === 'items' && outcome.status !== 'notSent' && outcome.json) return { json: outcome.json, pairedItem: { item: itemIndex } };
	return errorItem(outcome.error, itemIndex);
}

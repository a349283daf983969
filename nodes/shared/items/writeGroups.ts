/**
 * The batched-write runner's output by group (writes.ts, with a GroupReport): ONE summary item per
 * group, paired with every input item of it. Add Users / Remove Users answer so: many items, one
 * audience segment, one summary of what Snap took.
 *   - The run is one unit: a refused item stops it before any request; under Continue On Fail the
 *     output is one error item paired with every input item, and nothing is sent.
 *   - A group's requests go in order. A request Snap refuses, or one that fails as a whole, stops the
 *     group: its later requests are not sent (nothing is sent twice or after a refusal). An unknown
 *     outcome does not stop it: the summary says so.
 *   - A stopped group, without Continue On Fail, ends the run with its error (GroupReport.failure),
 *     which also says what earlier groups' requests answered; with it, the group's summary says why
 *     it stopped and the next group goes on.
 */
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { groupBy } from './batches';
import { toNodeError } from './errors';
import { errorItem } from './items';
import { withEarlierAnswers } from './writeReport';
import type { GroupReport, GroupResult, WriteEntry, WriteRun } from './writeRun';
import { prepareWrites, sendChunk, type Chunk } from './writeSteps';

export async function runGroups<T>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	run: WriteRun<T>,
	report: GroupReport<T>,
	continueOnFail: boolean,
): Promise<INodeExecutionData[]> {
	let prepared: Awaited<ReturnType<typeof prepareWrites<T>>>;
	try {
		prepared = await prepareWrites(ctx, items, run, (itemIndex, error) => {
			throw toNodeError(ctx.getNode(), error, itemIndex);
		});
	} catch (error) {
		if (!continueOnFail) throw toNodeError(ctx.getNode(), error, 0);
		return [{ json: errorItem(error, 0).json, pairedItem: items.map((_, item) => ({ item })) }];
	}
	const out: INodeExecutionData[] = [];
	const earlier: Array<GroupResult<T>> = [];
	for (const [group, members] of groupBy(prepared.entries, (entry) => entry.group)) {
		const result = await sendGroup(run, group, members, prepared.chunks);
		if (result.stop && !continueOnFail) {
			const error = toNodeError(ctx.getNode(), report.failure(group, { ...result, stop: result.stop }), members[0].itemIndex);
			throw withEarlierAnswers(error, run.what, earlier.flatMap(answersOf));
		}
		earlier.push(result);
		out.push({ json: report.summarise(group, result), pairedItem: members.map((e) => ({ item: e.itemIndex })) });
	}
	return out;
}

/** Sends a group's chunks in order, up to the first one refused or failed as a whole. */
async function sendGroup<T>(run: WriteRun<T>, group: string, entries: Array<WriteEntry<T>>, all: Array<Chunk<T>>): Promise<GroupResult<T>> {
	const chunks = all.filter((c) => c.group === group);
	const result: GroupResult<T> = { entries, answered: [], notSent: [] };
	for (let c = 0; c < chunks.length; c++) {
		const { part } = chunks[c];
		const { outcomes, failure } = await sendChunk(run, group, part);
		const sent = { part, outcomes: outcomes.map((o) => o.outcome) };
		if (failure === undefined) result.answered.push(sent);
		const refusedOne = sent.outcomes.find((o) => o.status === 'refused' || o.status === 'notSent');
		const refusal = failure ?? (refusedOne && 'error' in refusedOne ? refusedOne.error : undefined);
		if (refusal === undefined) continue;
		result.stop = { error: refusal, answered: failure === undefined };
		result.notSent = chunks.slice(c + 1).flatMap((later) => later.part);
		break;
	}
	return result;
}

const answersOf = <T>(result: GroupResult<T>) =>
	result.answered.flatMap(({ part, outcomes }) => part.map((entry, k) => ({ itemIndex: entry.itemIndex, outcome: outcomes[k] })));

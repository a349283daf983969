/**
 * The steps every batched write shares, whatever becomes of its outcomes (writes.ts per item,
 * writeGroups.ts per group): read and check every item before any request, cut the entries into
 * chunks, send one chunk.
 */
import type { IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { groupedChunks } from './batches';
import { convertInputErrors } from './errors';
import { outcomeOfError, unknown, type WriteOutcome } from './outcomes';
import type { WriteEntry, WriteRun } from './writeRun';

export interface Chunk<T> {
	group: string;
	part: Array<WriteEntry<T>>;
}

/**
 * Every item read and checked before anything is sent (`refuse` says what becomes of a refused
 * item: it throws to stop the run), then the chunks to send, in order.
 */
export async function prepareWrites<T>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	run: WriteRun<T>,
	refuse: (itemIndex: number, error: unknown) => void,
): Promise<{ entries: Array<WriteEntry<T>>; chunks: Array<Chunk<T>> }> {
	let entries: Array<WriteEntry<T>> = [];
	for (let i = 0; i < items.length; i++) {
		try {
			entries.push({ itemIndex: i, ...convertInputErrors(ctx, i, () => run.read(i)) });
		} catch (error) {
			refuse(i, error);
		}
	}
	if (entries.length === 0) return { entries, chunks: [] };
	const size = typeof run.chunkSize === 'number' ? run.chunkSize : run.chunkSize();
	if (run.check) entries = await run.check(entries, refuse);
	if (entries.length === 0) return { entries, chunks: [] };
	return { entries, chunks: run.plan ? run.plan(entries, size) : chunksByGroup(entries, size) };
}

/** The default plan: the entries by group (first-seen order), each group cut into chunks of `size`. */
export function chunksByGroup<T>(entries: Array<WriteEntry<T>>, size: number): Array<Chunk<T>> {
	return groupedChunks(entries, (e) => e.group, size).map(({ key, part }) => ({ group: key, part }));
}

/**
 * A plan of one entry per request, in input order: for a write whose answer cannot be tied to more
 * than one item (Snap gives no request limit, or the write has several steps, as a media upload).
 */
export function oneByOne<T>(entries: Array<WriteEntry<T>>): Array<Chunk<T>> {
	return entries.map((entry) => ({ group: entry.group, part: [entry] }));
}

export interface SendResult<T> {
	outcomes: Array<{ entry: WriteEntry<T>; outcome: WriteOutcome }>;
	/**
	 * The error of a request that failed as a whole: the chunk's first request (every entry shares
	 * it), or a resend (only the resent entries share it; the others keep what Snap answered them).
	 */
	failure?: Error;
}

/**
 * Sends one chunk. A thrown error is the request's: each entry it carried is unknown, not sent or
 * refused as the error is marked (errors.ts: markOutcome); under a resend policy, the entries a
 * failed resend did not carry keep their own outcomes.
 */
export async function sendChunk<T>(run: WriteRun<T>, group: string, part: Array<WriteEntry<T>>): Promise<SendResult<T>> {
	const latest = new Map<WriteEntry<T>, WriteOutcome>();
	const outcomes = () => part.map((entry) => ({ entry, outcome: latest.get(entry) as WriteOutcome }));
	let pending = part;
	for (let request = 0; ; request++) {
		try {
			const answered = await run.send(group, pending);
			pending.forEach((entry, k) => latest.set(entry, answered[k] ?? unknown(new Error('Snapchat answered nothing for this item'))));
		} catch (caught) {
			const error = caught as Error;
			const outcome = outcomeOfError(error);
			for (const entry of pending) latest.set(entry, outcome);
			return { outcomes: outcomes(), failure: error };
		}
		// Under a resend policy, while Snap refused some elements and left the others unknown, and
		// sending those again is safe, the unknown remainder goes again without the refused ones.
		const again = pending.filter((entry) => latest.get(entry)?.status === 'unknown');
		const someRefused = pending.some((entry) => latest.get(entry)?.status === 'refused');
		if (!run.resend || !someRefused || again.length === 0 || again.length === pending.length) break;
		if (request >= run.resend.maxResends || !run.resend.safe(again)) break;
		pending = again;
	}
	return { outcomes: outcomes() };
}

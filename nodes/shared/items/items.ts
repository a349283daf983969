/**
 * The item loop every operation with one request per item shares: every item read and checked
 * before the first request, Continue On Fail, error items paired with their input. Batched writes
 * go through the write runner (writes.ts) instead.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';

import { toNodeError } from './errors';

export { convertInputErrors, inputError } from './errors';

/** The error item n8n's Continue On Fail expects, paired with its input. */
export function errorItem(error: unknown, itemIndex: number): INodeExecutionData {
	const json: IDataObject = { error: error instanceof Error ? error.message : String(error) };
	const description = (error as { description?: unknown }).description;
	if (typeof description === 'string' && description !== '') json.description = description;
	return { json, pairedItem: { item: itemIndex } };
}

/** One output item for an entity (or any JSON object), paired with its input item. */
export function outputItem(json: IDataObject | Record<string, unknown>, itemIndex: number): INodeExecutionData {
	return { json: json as IDataObject, pairedItem: { item: itemIndex } };
}

/** Runs `work` for every item; with Continue On Fail a failing item becomes an error item. */
export async function forEachItem(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	work: (itemIndex: number) => Promise<INodeExecutionData[]>,
): Promise<INodeExecutionData[]> {
	return await forEachCheckedItem(ctx, items, () => undefined, async (_input, i) => await work(i));
}

/**
 * Reads and checks every item's input (`read`: IDs, limits) before the first request, then runs
 * `work` per item in order. Without Continue On Fail one bad item stops the run before anything is
 * sent, so no earlier item is changed unseen; with it, the bad item becomes an error item in its place.
 */
export async function forEachCheckedItem<T>(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	read: (itemIndex: number) => T,
	work: (input: T, itemIndex: number) => Promise<INodeExecutionData[]>,
): Promise<INodeExecutionData[]> {
	const continueOnFail = ctx.continueOnFail();
	const inputs: Array<{ input: T } | { error: unknown }> = [];
	for (let i = 0; i < items.length; i++) {
		try {
			inputs.push({ input: read(i) });
		} catch (error) {
			if (!continueOnFail) throw toNodeError(ctx.getNode(), error, i);
			inputs.push({ error });
		}
	}
	const out: INodeExecutionData[] = [];
	for (let i = 0; i < items.length; i++) {
		const checked = inputs[i];
		if ('error' in checked) {
			out.push(errorItem(checked.error, i));
			continue;
		}
		try {
			out.push(...(await work(checked.input, i)));
		} catch (error) {
			if (!continueOnFail) throw toNodeError(ctx.getNode(), error, i);
			out.push(errorItem(error, i));
		}
	}
	return out;
}

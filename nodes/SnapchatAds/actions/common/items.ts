/**
 * The item loop every operation shares: Continue On Fail, error items paired with their input, and
 * turning an input problem (an InputError from a check) into the item's NodeOperationError.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { toNodeError } from '../../helpers/errors';
import { InputError } from '../../helpers/validation';

/** An input problem as the item's error: names the item, the field, the value and the fix. */
export function inputError(ctx: IExecuteFunctions, error: InputError, itemIndex: number): NodeOperationError {
	return new NodeOperationError(ctx.getNode(), `Invalid ${error.field} in item ${itemIndex}: ${error.message}`, {
		itemIndex,
		description: error.hint,
	});
}

/**
 * Runs `read` (reading and checking the item's parameters) and converts what it throws into the
 * item's error: an InputError becomes a NodeOperationError naming item and field.
 */
export function convertInputErrors<T>(ctx: IExecuteFunctions, itemIndex: number, read: () => T): T {
	try {
		return read();
	} catch (error) {
		if (error instanceof InputError) throw inputError(ctx, error, itemIndex);
		throw toNodeError(ctx.getNode(), error, itemIndex);
	}
}

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
	const out: INodeExecutionData[] = [];
	for (let i = 0; i < items.length; i++) {
		try {
			out.push(...(await work(i)));
		} catch (error) {
			if (ctx.continueOnFail()) {
				out.push(errorItem(error, i));
				continue;
			}
			throw toNodeError(ctx.getNode(), error, i);
		}
	}
	return out;
}

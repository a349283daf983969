/** The Options collection of an operation, the Batch Size option of those that send many items per request, and reading it. */
import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checkInteger } from '../../../shared/input/validation';
import { convertInputErrors } from '../../../shared/items/items';

export const DEFAULT_BATCH_SIZE = 50;
export const MAX_BATCH_SIZE = 200;

/** The option inside an operation's Options collection; `description` says what one request carries. */
export function batchSizeOption(description: string): INodeProperties {
	return {
		displayName: 'Batch Size',
		name: 'batchSize',
		type: 'number',
		typeOptions: { minValue: 1, maxValue: MAX_BATCH_SIZE },
		default: DEFAULT_BATCH_SIZE,
		description,
	};
}

/** The Batch Size of the run: the first item's value applies to all. */
export function readBatchSize(ctx: IExecuteFunctions): number {
	return convertInputErrors(ctx, 0, () =>
		checkInteger((ctx.getNodeParameter('options', 0, {}) as IDataObject).batchSize ?? DEFAULT_BATCH_SIZE, 'Batch Size', 1, MAX_BATCH_SIZE),
	);
}

/** An operation's Options collection ("Add Option") holding `options`. */
export function optionsCollection(show: Record<string, string[]>, options: INodeProperties[]): INodeProperties {
	return { displayName: 'Options', name: 'options', type: 'collection', placeholder: 'Add Option', default: {}, displayOptions: { show }, options };
}

/** n8n's usual Return All / Limit pair for Get Many operations, and the page size it implies. */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { readBoolean } from '../../../shared/input/booleans';
import { checkInteger } from '../../../shared/input/validation';
import { convertInputErrors } from '../../../shared/items/items';

/** Snap's page size bounds (public API notes): a page holds 50 to 1,000 entities. */
export const MIN_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 1000;

export function returnAllAndLimit(
	resource: string,
	operations: string[],
	show: Record<string, Array<string | boolean>> = {},
): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
			displayOptions: { show: { resource: [resource], operation: operations, ...show } },
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			displayOptions: { show: { resource: [resource], operation: operations, returnAll: [false], ...show } },
		},
	];
}

export interface ListSize {
	/** Undefined with Return All. */
	limit?: number;
	/** Return All reads the biggest pages; a limit reads only the pages it needs. */
	pageSize: number;
}

export function readListSize(ctx: IExecuteFunctions, itemIndex: number): ListSize {
	const returnAll = convertInputErrors(ctx, itemIndex, () => readBoolean(ctx, 'returnAll', itemIndex, false, 'Return All'));
	const limit = returnAll
		? undefined
		: convertInputErrors(ctx, itemIndex, () => checkInteger(ctx.getNodeParameter('limit', itemIndex, 50), 'Limit', 1));
	const pageSize = limit === undefined ? MAX_PAGE_SIZE : Math.min(MAX_PAGE_SIZE, Math.max(MIN_PAGE_SIZE, limit));
	return { limit, pageSize };
}

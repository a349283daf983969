/**
 * What several Event Detail operations share: the two resource locators, reading them, and
 * turning an input problem into the item's NodeOperationError.
 */
import type { IDataObject, IExecuteFunctions, INodeExecutionData, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { toNodeError } from '../../helpers/errors';
import { checkUuid, InputError, UUID_PATTERN } from '../../helpers/validation';
import { StartTimeError } from '../../time/startTime';
import type { SnapClient } from '../../transport';
import { createClient } from '../../transport';

export const AD_ACCOUNT_FIELD = 'Ad Account';
export const EVENT_DETAIL_FIELD = 'Event Detail';

const EXAMPLE_UUID = '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60';

/** A resource locator for a Snap entity: pick it from a searchable list, or paste its UUID. */
function uuidLocator(opts: {
	displayName: string;
	name: string;
	what: string;
	searchListMethod: string;
	required: boolean;
	description: string;
	operations: string[];
}): INodeProperties {
	return {
		displayName: opts.displayName,
		name: opts.name,
		type: 'resourceLocator',
		default: { mode: 'list', value: '' },
		required: opts.required,
		description: opts.description,
		modes: [
			{
				displayName: 'From List',
				name: 'list',
				type: 'list',
				placeholder: `Select an ${opts.what}...`,
				typeOptions: { searchListMethod: opts.searchListMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: `e.g. ${EXAMPLE_UUID}`,
				validation: [
					{
						type: 'regex',
						properties: {
							regex: UUID_PATTERN,
							errorMessage: `Not an ${opts.what} ID: it looks like ${EXAMPLE_UUID}`,
						},
					},
				],
			},
		],
		displayOptions: { show: { resource: ['eventDetail'], operation: opts.operations } },
	};
}

export function adAccountLocator(operations: string[], required: boolean): INodeProperties {
	return uuidLocator({
		displayName: AD_ACCOUNT_FIELD,
		name: 'adAccountId',
		what: 'ad account',
		searchListMethod: 'searchAdAccounts',
		required,
		description: required
			? 'The ad account that holds the event details'
			: 'Only used to fill the Event Detail list below. Not needed when you enter the event detail by ID.',
		operations,
	});
}

export function eventDetailLocator(operations: string[]): INodeProperties {
	return uuidLocator({
		displayName: EVENT_DETAIL_FIELD,
		name: 'eventDetailId',
		what: 'event detail',
		searchListMethod: 'searchEventDetails',
		required: true,
		description: 'The event detail to use. The list shows the events of the ad account chosen above.',
		operations,
	});
}

/** An input problem as the item's error: names the item, the field, the value and the fix. */
export function inputError(ctx: IExecuteFunctions, error: InputError, itemIndex: number): NodeOperationError {
	return new NodeOperationError(ctx.getNode(), `Invalid ${error.field} in item ${itemIndex}: ${error.message}`, {
		itemIndex,
		description: error.hint,
	});
}

export const EVENT_START_TIME_FIELD = 'Event Start Time';

/** Runs `read`, turning an InputError (or a start-time error) into the item's NodeOperationError. */
export function readInput<T>(ctx: IExecuteFunctions, itemIndex: number, read: () => T): T {
	try {
		return read();
	} catch (error) {
		if (error instanceof StartTimeError) {
			throw inputError(ctx, new InputError(EVENT_START_TIME_FIELD, error.message, error.hint), itemIndex);
		}
		if (error instanceof InputError) throw inputError(ctx, error, itemIndex);
		throw toNodeError(ctx.getNode(), error, itemIndex);
	}
}

function locatorValue(ctx: IExecuteFunctions, name: string, itemIndex: number): unknown {
	return ctx.getNodeParameter(name, itemIndex, '', { extractValue: true });
}

export function readAdAccountId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readInput(ctx, itemIndex, () =>
		checkUuid(locatorValue(ctx, 'adAccountId', itemIndex), AD_ACCOUNT_FIELD, 'ad account'),
	);
}

export function readEventDetailId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readInput(ctx, itemIndex, () =>
		checkUuid(locatorValue(ctx, 'eventDetailId', itemIndex), EVENT_DETAIL_FIELD, 'event detail'),
	);
}

export function eventDetailPath(id: string): string {
	return `/v1/event_details/${encodeURIComponent(id)}`;
}

export function adAccountEventsPath(adAccountId: string): string {
	return `/v1/adaccounts/${encodeURIComponent(adAccountId)}/event_details`;
}

/** The error item n8n's Continue On Fail expects, paired with its input. */
export function errorItem(error: unknown, itemIndex: number): INodeExecutionData {
	const json: IDataObject = { error: error instanceof Error ? error.message : String(error) };
	const description = (error as { description?: unknown }).description;
	if (typeof description === 'string' && description !== '') json.description = description;
	return { json, pairedItem: { item: itemIndex } };
}

/**
 * Get and Delete: per item, the Event Detail ID (checked) and the client, then `work` for it.
 * `subject` names the event detail in messages.
 */
export async function forEachEventDetail(
	ctx: IExecuteFunctions,
	items: INodeExecutionData[],
	work: (client: SnapClient, id: string, subject: string, itemIndex: number) => Promise<INodeExecutionData[]>,
): Promise<INodeExecutionData[]> {
	const client = await createClient(ctx);
	return await forEachItem(ctx, items, async (i) => {
		const id = readEventDetailId(ctx, i);
		return await work(client, id, `event detail ${id}`, i);
	});
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

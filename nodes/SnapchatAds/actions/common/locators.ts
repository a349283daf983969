/**
 * Resource locators for Snap entities: pick from a searchable list, or paste the ID (checked
 * before any call, in the editor and at run time, against the entity's ID format: a UUID, or
 * decimal digits for audience segments). Parameterised by the resource and operations they are shown for.
 */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checkId, ID_FORMATS, type IdFormat } from '../../../shared/input/validation';
import { convertInputErrors } from '../../../shared/items/items';

export interface LocatorOptions {
	/** Field label, e.g. 'Ad Account'. */
	displayName: string;
	/** Parameter name, e.g. 'adAccountId'. */
	name: string;
	/** The entity in running text, e.g. 'ad account'. */
	what: string;
	/** listSearch method that fills the list. */
	searchListMethod: string;
	required: boolean;
	description: string;
	/** Shown for these resources and operations (a node without resources, the trigger, leaves them out). */
	resource?: string;
	operations?: string[];
	/** Further displayOptions.show conditions. */
	show?: Record<string, Array<string | boolean>>;
	/** How the ID is written; default a UUID (audience segments: 'decimal'). */
	idFormat?: IdFormat;
}

function article(what: string): string {
	return /^[aeiou]/i.test(what) ? 'an' : 'a';
}

export function uuidLocator(opts: LocatorOptions): INodeProperties {
	const a = article(opts.what);
	const format = ID_FORMATS[opts.idFormat ?? 'uuid'];
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
				placeholder: `Select ${a} ${opts.what}...`,
				typeOptions: { searchListMethod: opts.searchListMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: `e.g. ${format.example}`,
				validation: [
					{
						type: 'regex',
						properties: {
							regex: format.pattern,
							errorMessage: `Not ${a} ${opts.what} ID: it looks like ${format.example}`,
						},
					},
				],
			},
		],
		...displayOptionsOf(opts),
	};
}

function displayOptionsOf(opts: Pick<LocatorOptions, 'resource' | 'operations' | 'show'>): Pick<INodeProperties, 'displayOptions'> {
	const show = {
		...(opts.resource === undefined ? {} : { resource: [opts.resource] }),
		...(opts.operations === undefined ? {} : { operation: opts.operations }),
		...opts.show,
	};
	return Object.keys(show).length === 0 ? {} : { displayOptions: { show } };
}

export const AD_ACCOUNT_FIELD = 'Ad Account';

/** The Ad Account picker: the user's ad accounts across all organizations, or an ID. */
export function adAccountLocator(
	resource: string | undefined,
	operations: string[] | undefined,
	opts: { required: boolean; description: string; show?: LocatorOptions['show'] },
): INodeProperties {
	return uuidLocator({
		displayName: AD_ACCOUNT_FIELD,
		name: 'adAccountId',
		what: 'ad account',
		searchListMethod: 'searchAdAccounts',
		resource,
		operations,
		...opts,
	});
}

/** The checked ID of a locator parameter of item `itemIndex` (a UUID comes back lower-cased). */
export function readLocatorId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	field: string,
	what: string,
	idFormat: IdFormat = 'uuid',
): string {
	return convertInputErrors(ctx, itemIndex, () =>
		checkId(ctx.getNodeParameter(name, itemIndex, '', { extractValue: true }), field, what, idFormat),
	);
}

export function readAdAccountId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readLocatorId(ctx, itemIndex, 'adAccountId', AD_ACCOUNT_FIELD, 'ad account');
}

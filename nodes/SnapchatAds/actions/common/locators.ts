/**
 * Resource locators for Snap entities: pick from a searchable list, or paste the UUID (checked
 * before any call). Parameterised by the resource and operations they are shown for.
 */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { checkUuid, UUID_PATTERN } from '../../helpers/validation';
import { convertInputErrors } from './items';

export const EXAMPLE_UUID = '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60';

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
}

function article(what: string): string {
	return /^[aeiou]/i.test(what) ? 'an' : 'a';
}

export function uuidLocator(opts: LocatorOptions): INodeProperties {
	const a = article(opts.what);
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
				placeholder: `e.g. ${EXAMPLE_UUID}`,
				validation: [
					{
						type: 'regex',
						properties: {
							regex: UUID_PATTERN,
							errorMessage: `Not ${a} ${opts.what} ID: it looks like ${EXAMPLE_UUID}`,
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

/** The checked, lower-cased UUID of a locator parameter of item `itemIndex`. */
export function readLocatorId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	field: string,
	what: string,
): string {
	return convertInputErrors(ctx, itemIndex, () =>
		checkUuid(ctx.getNodeParameter(name, itemIndex, '', { extractValue: true }), field, what),
	);
}

export function readAdAccountId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readLocatorId(ctx, itemIndex, 'adAccountId', AD_ACCOUNT_FIELD, 'ad account');
}

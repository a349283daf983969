/**
 * Resource locators for Snap entities: pick from a searchable list, paste the ID, or paste a link from
 * Ads Manager (the ID is taken out of it). The ID is checked before any call, in the editor and at run
 * time, against the entity's ID format: a UUID, or decimal digits for audience segments. Parameterised
 * by the resource and operations they are shown for.
 */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { exampleLink, linkPattern, locatorId } from '../../../shared/input/adsManagerLink';
import { ID_FORMATS, type IdFormat } from '../../../shared/input/validation';
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

/** How a pasted link starts (the By ID mode tells a link from a wrong ID with it). */
const LINK_START = '\\s*[Hh][Tt][Tt][Pp][Ss]?://';

function article(what: string): string {
	return /^[aeiou]/i.test(what) ? 'an' : 'a';
}

/** The entity as a countable noun in the locator's texts: "a media" reads wrong, "a media file" right. */
function countable(what: string): string {
	return what === 'media' ? 'media file' : what;
}

export function uuidLocator(opts: LocatorOptions): INodeProperties {
	const noun = countable(opts.what);
	const a = article(noun);
	const A = a.charAt(0).toUpperCase() + a.slice(1);
	const idFormat = opts.idFormat ?? 'uuid';
	const format = ID_FORMATS[idFormat];
	const link = linkPattern(opts.what, idFormat);
	const where = opts.what === 'organization' ? 'Business Manager' : 'Ads Manager';
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
				placeholder: `Select ${a} ${noun}...`,
				typeOptions: { searchListMethod: opts.searchListMethod, searchable: true },
			},
			{
				displayName: 'By ID',
				name: 'id',
				type: 'string',
				placeholder: `e.g. ${format.example}`,
				// n8n shows the message of every rule the value fails (validateResourceLocatorParameter), so a
				// link fails only the second rule, which says it is a link and where it goes (issue 35).
				validation: [
					{
						type: 'regex',
						properties: {
							regex: `(?:${format.pattern}|${LINK_START}[\\s\\S]*)`,
							// Says what an ID is, never what the input is: "${A} ${what} ID is …".
							errorMessage: `${A} ${noun} ID is ${format.looksLike}`,
						},
					},
					{
						type: 'regex',
						properties: {
							regex: `(?!${LINK_START})[\\s\\S]*`,
							errorMessage: `This is a link, not ${a} ${noun} ID: choose By URL in the menu beside the field (or paste the ID alone)`,
						},
					},
				],
			},
			{
				displayName: 'By URL',
				name: 'url',
				type: 'string',
				placeholder: `e.g. ${exampleLink(opts.what, idFormat)}`,
				validation: [
					{
						type: 'regex',
						properties: {
							// n8n matches a mode's validation against the whole value (`^…$`): the rest of the link may follow the ID.
							regex: `${link}.*`,
							errorMessage: `Paste the link of ${a} ${noun} as ${where} shows it in the browser, e.g. ${exampleLink(opts.what, idFormat)}`,
						},
					},
				],
				extractValue: { type: 'regex', regex: link },
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

/** The checked ID of a locator parameter of item `itemIndex`, in any mode (a UUID comes back lower-cased). */
export function readLocatorId(
	ctx: IExecuteFunctions,
	itemIndex: number,
	name: string,
	field: string,
	what: string,
	idFormat: IdFormat = 'uuid',
): string {
	// Read as the user filled it (not n8n's extractValue, whose error names no item): the mode says
	// whether the value is an ID or a link to take it from.
	return convertInputErrors(ctx, itemIndex, () => locatorId(ctx.getNodeParameter(name, itemIndex, ''), field, what, idFormat));
}

export function readAdAccountId(ctx: IExecuteFunctions, itemIndex: number): string {
	return readLocatorId(ctx, itemIndex, 'adAccountId', AD_ACCOUNT_FIELD, 'ad account');
}

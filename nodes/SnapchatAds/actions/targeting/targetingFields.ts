/**
 * Issue 42, point 3: the targeting pickers of Ad Squad → Create's Additional Fields (Estimate
 * Audience's planned squad takes Create's fields, so it has them too): Interests (Snap Lifestyle
 * Categories), Regions and Metros / DMAs of the one chosen country, loaded from Snap's lookups
 * (searchable lists; an ID or a list of IDs still works by expression), and Postal Codes as text.
 * The IDs picked are checked against Snap's lists before sending (lookupCheck.ts).
 *
 * `regions` is the name workflows saved before the pickers use for typed region IDs ("3201, 3202").
 * It stays a text field under that name (a multi-picker holding an old text value is not something
 * n8n's editor promises to show or keep), so those workflows run unchanged; its IDs are sent and
 * checked together with the picker's.
 */
import type { INodeProperties } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';

export const INTERESTS_FIELD = 'Interest Names or IDs';
export const REGIONS_FIELD = 'Region Names or IDs';
export const TYPED_REGIONS_FIELD = 'Region IDs (Typed)';
export const METROS_FIELD = 'Metro / DMA Names or IDs';
export const POSTAL_CODES_FIELD = 'Postal Codes';

export const interestsField: INodeProperties = {
	displayName: INTERESTS_FIELD,
	name: 'interests',
	type: 'multiOptions',
	default: [],
	typeOptions: { loadOptionsMethod: 'getInterests' },
	description:
		'Snap Lifestyle Categories to reach (people in any of them). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
	hint: 'Type in the list to search it. Unknown IDs are refused before anything is sent.',
};

/** A multi-picker of the one country's regions or metros (loaded from Snap's lookup of that country). */
const geoPickerField = (displayName: string, name: string, loadOptionsMethod: string, what: string): INodeProperties => ({
	displayName,
	name,
	type: 'multiOptions',
	default: [],
	typeOptions: { loadOptionsMethod, loadOptionsDependsOn: ['countries'] },
	description: `${what} of the one country in Countries (the list is empty while Countries holds several or none). Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.`,
});

export const regionIdsField = geoPickerField(REGIONS_FIELD, 'regionIds', 'getRegions', 'States or regions');

export const typedRegionsField: INodeProperties = {
	displayName: TYPED_REGIONS_FIELD,
	name: 'regions',
	type: 'string',
	default: '',
	placeholder: 'e.g. 3201, 3202',
	description: `Snap region IDs separated by commas, as workflows made before ${REGIONS_FIELD} have them. Prefer ${REGIONS_FIELD}; both are checked and sent together.`,
};

export const metroIdsField = geoPickerField(METROS_FIELD, 'metroIds', 'getMetros', 'Metro areas (DMAs)');

export const postalCodesField: INodeProperties = {
	displayName: POSTAL_CODES_FIELD,
	name: 'postalCodes',
	type: 'string',
	typeOptions: { rows: 3 },
	default: '',
	placeholder: 'e.g. 94105, 10001',
	description: 'Postal codes of the one country in Countries, separated by commas or new lines',
};

/** What the pickers hold for one item, as lists of trimmed, distinct IDs. */
export interface TargetingPicks {
	interests: string[];
	/** From Region Names or IDs. */
	regionIds: string[];
	/** From the typed Region IDs of older workflows (`regions`). */
	typedRegions: string[];
	metros: string[];
	postalCodes: string[];
}

/** Every region ID of the picks (picker first), and the field to name when they are refused as a whole. */
export function regionsOf(picks: TargetingPicks): { ids: string[]; field: string } {
	return { ids: [...new Set([...picks.regionIds, ...picks.typedRegions])], field: picks.regionIds.length > 0 ? REGIONS_FIELD : TYPED_REGIONS_FIELD };
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A picker's value (an array, or text from an expression: "a, b"), or a list typed with commas, semicolons or new lines. */
export function idList(value: unknown, field: string): string[] {
	if (empty(value)) return [];
	const parts = Array.isArray(value) ? value : typeof value === 'string' || typeof value === 'number' ? String(value).split(/[,;\n\r]+/) : undefined;
	if (!parts) throw new InputError(field, `${field} ${showValue(value)} is not a list of IDs`, 'Choose from the list, or give IDs as a list or as text separated by commas.');
	const ids = parts.map((p) => (typeof p === 'string' || typeof p === 'number' ? String(p).trim() : '')).filter((p) => p !== '');
	const bad = parts.find((p) => typeof p !== 'string' && typeof p !== 'number');
	if (bad !== undefined) throw new InputError(field, `${field} holds ${showValue(bad)}, which is not an ID`, 'Choose from the list, or give IDs as text.');
	return [...new Set(ids)];
}

/** Letters, digits, spaces and hyphens, up to 12 characters (the longest national formats are 10). */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/;

export function postalCodeList(value: unknown): string[] {
	const codes = idList(value, POSTAL_CODES_FIELD);
	const bad = codes.filter((c) => !POSTAL_CODE.test(c));
	if (bad.length > 0) {
		throw new InputError(
			POSTAL_CODES_FIELD,
			`${bad.map((b) => showValue(b)).join(', ')} ${bad.length === 1 ? 'is not a postal code' : 'are not postal codes'}`,
			'Enter postal codes (letters, digits, spaces and hyphens) separated by commas or new lines, e.g. 94105, 10001.',
		);
	}
	return codes;
}

/** The picks of one item from its Additional Fields. */
export function readTargetingPicks(extra: Record<string, unknown>): TargetingPicks {
	return {
		interests: idList(extra.interests, INTERESTS_FIELD),
		regionIds: idList(extra.regionIds, REGIONS_FIELD),
		typedRegions: idList(extra.regions, TYPED_REGIONS_FIELD),
		metros: idList(extra.metroIds, METROS_FIELD),
		postalCodes: postalCodeList(extra.postalCodes),
	};
}

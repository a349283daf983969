/**
 * The n8n fields of the Campaign, Ad Squad and Ad resources, built from the entity type so the
 * three resources read the same way and differ only where Snapchat does.
 */
import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import { DATE_ONLY_END_HINT } from '../../../shared/time/format';
import { batchSizeOption, MAX_BATCH_SIZE } from '../common/batchSize';
import { convertInputErrors } from '../../../shared/items/items';
import { adAccountLocator, readLocatorId, uuidLocator } from '../common/locators';
import { returnAllAndLimit } from '../common/paging';
import { outputShapeField } from '../common/compact';
import { listPagingFields } from '../common/listPaging';
import type { AdsEntityType, UpdatableField } from '../common/entityTypes';
import { NAME_MAX_LENGTH } from '../common/entityTypes';
import { UPDATE_FIELDS } from './merge';
import { optionsCollection } from '../../../shared/input/fields';
import { targetingEditFields } from '../targeting/targetingEdit';
import { BUDGET_LEVEL_DESCRIPTION, BUDGET_LEVELS, SMART_BUDGET_DESCRIPTION } from '../common/smartBudget';
import { limitsCollection } from '../limits/fields';

export const STATUS_FILTERS = { any: undefined, active: 'ACTIVE', paused: 'PAUSED' } as const;
const STATUS_FILTER_FIELD = 'Status';
const LIST_FROM_FIELD = 'From';

/**
 * An options field of item `i` that an expression may have set: matched case-insensitively against
 * `choices` (value -> display name). Any other value is an input error naming item and field, never
 * read as a default (Any status, the whole ad account), which would hand a following Update or Delete
 * more entities than the user chose.
 */
function readChoice(ctx: IExecuteFunctions, i: number, name: string, field: string, choices: Record<string, string>, fallback: string): string {
	return convertInputErrors(ctx, i, () => {
		const value = ctx.getNodeParameter(name, i, fallback);
		const typed = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
		const found = Object.keys(choices).find((key) => key.toLowerCase() === typed);
		if (found !== undefined) return found;
		const names = (list: string[]) => `${list.slice(0, -1).join(', ')} or ${list[list.length - 1]}`;
		throw new InputError(
			field,
			`${field} ${showValue(value)} is not one of the choices`,
			`Use ${names(Object.keys(choices))} (pick ${names(Object.values(choices))} from the list).`,
		);
	});
}

/** Get Many's Status filter of item `i` as the API spells it (undefined: any). */
export function readStatusFilter(ctx: IExecuteFunctions, i: number): 'ACTIVE' | 'PAUSED' | undefined {
	const key = readChoice(ctx, i, 'statusFilter', STATUS_FILTER_FIELD, { any: 'Any', active: 'Active', paused: 'Paused' }, 'any');
	return STATUS_FILTERS[key as keyof typeof STATUS_FILTERS];
}

/** Get Many's From of item `i`: 'adAccount' or the value of the type's other list parent. */
export function readListFrom(ctx: IExecuteFunctions, type: AdsEntityType, i: number): string {
	const parent = type.listParent;
	if (!parent) return 'adAccount';
	return readChoice(ctx, i, 'listFrom', LIST_FROM_FIELD, { adAccount: 'Ad Account', [parent.value]: parent.displayName }, 'adAccount');
}

const STATUS_OPTIONS = [
	{ name: 'Active', value: 'ACTIVE', description: 'Delivering (when approved and within its dates and budget)' },
	{ name: 'Paused', value: 'PAUSED', description: 'Not delivering until set to Active again' },
];

export function entityLocator(type: AdsEntityType, operations: string[]): INodeProperties {
	return uuidLocator({
		displayName: type.displayName,
		name: type.parameter,
		what: type.label,
		searchListMethod: type.searchListMethod,
		required: true,
		description: `The ${type.label} to use. The list shows the ${type.label}s of the ad account chosen above, with their status.`,
		resource: type.kind,
		operations,
	});
}

export function readEntityId(ctx: IExecuteFunctions, type: AdsEntityType, itemIndex: number): string {
	return readLocatorId(ctx, itemIndex, type.parameter, type.displayName, type.label);
}

function accountLocator(type: AdsEntityType, operations: string[], required: boolean, description: string): INodeProperties {
	return adAccountLocator(type.kind, operations, { required, description });
}

/** Get and Delete: the ad account only fills the list; the entity itself is enough. */
export function byIdFields(type: AdsEntityType, operation: 'get' | 'delete'): INodeProperties[] {
	const fields = [
		accountLocator(type, [operation], false, `Only used to fill the ${type.displayName} list below. Not needed when you enter the ${type.label} by ID.`),
		entityLocator(type, [operation]),
	];
	if (operation === 'get') return fields;
	const notice: INodeProperties = {
		displayName: `Deleting ${/^[aeiou]/i.test(type.label) ? 'an' : 'a'} ${type.label} is permanent${type.kind === 'ad' ? '' : ` and stops everything under it`}. To stop delivery for now, use Update and set Status to Paused.`,
		name: 'deleteNotice',
		type: 'notice',
		default: '',
		displayOptions: { show: { resource: [type.kind], operation: ['delete'] } },
	};
	return [notice, ...fields];
}

export function getManyFields(type: AdsEntityType): INodeProperties[] {
	const show = { resource: [type.kind], operation: ['getAll'] };
	const parent = type.listParent;
	const fields: INodeProperties[] = [];
	if (parent) {
		fields.push({
			displayName: LIST_FROM_FIELD,
			name: 'listFrom',
			type: 'options',
			default: 'adAccount',
			description: `Whose ${type.label}s to list`,
			options: [
				{ name: 'Ad Account', value: 'adAccount', description: `Every ${type.label} of the ad account` },
				{ name: parent.displayName, value: parent.value, description: `The ${type.label}s of one ${parent.displayName.toLowerCase()}` },
			],
			displayOptions: { show },
		});
	}
	fields.push(
		accountLocator(
			type,
			['getAll'],
			!parent,
			parent
				? `The ad account whose ${type.label}s to list; with From ${parent.displayName}, it only fills the ${parent.displayName} list`
				: `The ad account whose ${type.label}s to list`,
		),
	);
	if (parent) {
		fields.push(
			uuidLocator({
				displayName: parent.displayName,
				name: parent.parameter,
				what: parent.displayName.toLowerCase(),
				searchListMethod: parent.searchListMethod,
				required: true,
				description: `The ${parent.displayName.toLowerCase()} whose ${type.label}s to list`,
				resource: type.kind,
				operations: ['getAll'],
				show: { listFrom: [parent.value] },
			}),
		);
	}
	fields.push(...returnAllAndLimit(type.kind, ['getAll']), {
		displayName: STATUS_FILTER_FIELD,
		name: 'statusFilter',
		type: 'options',
		default: 'any',
		description: 'Only return entities with this status. Limit counts matching entities only.',
		options: [
			{ name: 'Any', value: 'any' },
			{ name: 'Active', value: 'active' },
			{ name: 'Paused', value: 'paused' },
		],
		displayOptions: { show },
	}, outputShapeField(type.kind, ['getAll']), ...listPagingFields(type.kind, ['getAll']));
	return fields;
}

function updateField(type: AdsEntityType, field: UpdatableField): INodeProperties {
	const base = { displayName: field.displayName, name: field.key };
	switch (field.kind) {
		case 'status':
			return { ...base, type: 'options', default: 'PAUSED', options: STATUS_OPTIONS, description: `The new status of the ${type.label}` };
		case 'name':
			return {
				...base,
				type: 'string',
				default: '',
				placeholder: 'e.g. Summer Sale 2026',
				description: `The new name, 1 to ${NAME_MAX_LENGTH} characters`,
			};
		case 'endTime':
			return {
				...base,
				type: 'dateTime',
				default: '',
				description: `When the ${type.label} stops delivering; must be after its start time`,
				hint: `With Z or an offset it is that instant. Otherwise it is read in Options → End Time Is In, else in the ad account's time zone. ${DATE_ONLY_END_HINT} Times skipped by a clock change are an error; repeated times take the earlier one.`,
			};
		case 'micro':
			// Text, not a number field: n8n gives an added number field its default (0.000000, an amount
			// Snapchat refuses) and a collection option cannot start without one. Text starts empty and
			// shows the placeholder; the node reads "50.25" or a number from an expression exactly.
			return {
				...base,
				type: 'string',
				default: '',
				placeholder: 'e.g. 50.25',
				description: `The new ${field.displayName.toLowerCase()} in the ad account's currency (e.g. 50.25), at most 6 decimals${field.note ? `. ${field.note}` : ''}`,
			};
		case 'budgetLevel':
			return { ...base, type: 'options', default: 'CAMPAIGN', options: BUDGET_LEVELS, description: BUDGET_LEVEL_DESCRIPTION };
		case 'smartBudget':
			// Replaces the campaign's whole settings object (Snap's PUT replaces it): start from its Get output.
			// Starts empty, like the other Update Fields: left empty, the item is refused, nothing cleared.
			return { ...base, type: 'json', default: '', description: `${SMART_BUDGET_DESCRIPTION} It replaces the campaign's current settings whole.` };
	}
}

export function updateFields(type: AdsEntityType): INodeProperties[] {
	const show = { resource: [type.kind], operation: ['update'] };
	const hasEndTime = type.updatable.some((f) => f.kind === 'endTime');
	const readsValues = hasEndTime ? '. Its time zone reads End Time and its currency the amounts;' : ';';
	return [
		accountLocator(type, ['update'], true, `The ad account that holds the ${type.label}s${readsValues} its ${type.label}s are read once per run.`),
		entityLocator(type, ['update']),
		{
			displayName: UPDATE_FIELDS,
			name: 'updateFields',
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			description: 'Only the fields you add are changed; everything else is kept as it is',
			options: type.updatable.map((f) => updateField(type, f)),
			displayOptions: { show },
		},
		// Ad squads: their audience segments, applied to the targeting as read (every other key kept).
		...(type.kind === 'adSquad' ? targetingEditFields(show, true) : []),
		optionsCollection(show, [
			batchSizeOption(
				`How many ${type.label}s to update per request, at most ${type.writeLimit ?? MAX_BATCH_SIZE} (Snapchat's limit: a larger value sends ${type.writeLimit ?? MAX_BATCH_SIZE}). The value of the first item applies to the whole run.`,
			),
			...(hasEndTime
				? [
						{
							displayName: 'End Time Is In',
							name: 'endTimeZone',
							type: 'string' as const,
							default: '',
							placeholder: 'e.g. America/New_York',
							description: "The time zone (IANA name) to read an end time without an offset in, instead of the ad account's",
						},
					]
				: []),
		]),
		...(type.kind === 'ad' ? [] : [limitsCollection(type.kind, 'update')]),
	];
}

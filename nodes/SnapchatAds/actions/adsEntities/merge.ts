/**
 * Update is get, merge, put: Snap's PUT replaces the whole entity (a field left out is cleared), so
 * the PUT element is the current entity, minus the fields Snap computes, with only the fields the
 * user set changed. Pure: the caller reads the entity and converts the user's values (money to
 * micro, end time to UTC) before calling, and sends the result.
 */
import { InputError } from '../../helpers/validation';
import { showValue } from '../../helpers/values';
import type { AdsEntityType, UpdatableField } from './entityTypes';
import { NAME_MAX_LENGTH, STATUSES } from './entityTypes';

/** API field -> value as the API takes it: names, statuses, UTC ISO times, integer micro. */
export type Changes = Record<string, unknown>;

export const UPDATE_FIELDS = 'Update Fields';

function checkName(value: unknown, field: UpdatableField): string {
	const hint = `Enter a name of 1 to ${NAME_MAX_LENGTH} characters, or remove ${field.displayName} to keep the current name.`;
	const text = typeof value === 'number' ? String(value) : value;
	if (typeof text !== 'string') throw new InputError(field.displayName, `${field.displayName} must be text, got ${showValue(value)}`, hint);
	if (text.trim() === '') throw new InputError(field.displayName, `${field.displayName} is empty`, hint);
	const length = [...text].length;
	if (length > NAME_MAX_LENGTH) {
		throw new InputError(
			field.displayName,
			`${field.displayName} is ${length} characters long; Snapchat allows at most ${NAME_MAX_LENGTH}`,
			`Shorten it by ${length - NAME_MAX_LENGTH}. ${hint}`,
		);
	}
	return text;
}

function checkStatus(value: unknown, field: UpdatableField): string {
	const upper = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
	if (upper && (STATUSES as readonly string[]).includes(upper)) return upper;
	throw new InputError(
		field.displayName,
		`${field.displayName} ${showValue(value)} is not a status Snapchat accepts`,
		'Use ACTIVE or PAUSED (pick Active or Paused from the list).',
	);
}

function checkMicro(value: unknown, field: UpdatableField): number {
	if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
		throw new InputError(
			field.displayName,
			`${field.displayName} must be an amount more than 0${typeof value === 'number' && value <= 0 ? '' : `, got ${showValue(value)}`}`,
			`Enter the amount in the ad account's currency, e.g. 50.25, or remove ${field.displayName} to keep the current amount.`,
		);
	}
	return value;
}

function checkEndTime(value: unknown, field: UpdatableField): string {
	if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
		throw new InputError(field.displayName, `${field.displayName} ${showValue(value)} is not a time`, 'Enter a date and time, e.g. 2026-12-31T23:59:00.');
	}
	return value;
}

const CHECKS: Record<UpdatableField['kind'], (value: unknown, field: UpdatableField) => unknown> = {
	name: checkName,
	status: checkStatus,
	micro: checkMicro,
	endTime: checkEndTime,
};

/**
 * The user's changes, each checked, in the API's form. At least one field must be set. Keys that
 * the entity type cannot update are a programming error, not an input error.
 */
export function checkChanges(type: AdsEntityType, changes: Changes): Changes {
	const keys = Object.keys(changes).filter((key) => changes[key] !== undefined);
	if (keys.length === 0) {
		throw new InputError(
			UPDATE_FIELDS,
			'no field to change was set',
			`Add at least one field under ${UPDATE_FIELDS}: ${type.updatable.map((f) => f.displayName).join(', ')}.`,
		);
	}
	const checked: Changes = {};
	for (const key of keys) {
		const field = type.updatable.find((f) => f.key === key);
		if (!field) throw new Error(`The ${type.label} has no updatable field "${key}"`);
		checked[key] = CHECKS[field.kind](changes[key], field);
	}
	return checked;
}

function describeInstant(iso: string): string {
	return new Date(Date.parse(iso)).toISOString();
}

/**
 * The PUT element for `current` with `changes` applied. Every other field of `current` is kept as
 * it is (a status change never loses a budget or an end time); the type's read-only fields are
 * dropped. An end time that is not after the entity's start time is refused.
 */
export function mergeUpdate(type: AdsEntityType, current: Record<string, unknown>, changes: Changes): Record<string, unknown> {
	if (typeof current.id !== 'string' || current.id === '') {
		throw new Error(`The ${type.label} read from Snapchat has no ID`);
	}
	const checked = checkChanges(type, changes);
	const element: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(current)) {
		if (value !== undefined && !type.readOnly.includes(key)) element[key] = value;
	}
	Object.assign(element, checked);

	const end = checked.end_time;
	const start = element.start_time;
	if (typeof end === 'string' && typeof start === 'string' && !Number.isNaN(Date.parse(start))) {
		if (Date.parse(end) <= Date.parse(start)) {
			throw new InputError(
				'End Time',
				`End Time ${describeInstant(end)} is not after the ${type.label}'s start time ${describeInstant(start)} (both in UTC)`,
				`Enter an end time after ${describeInstant(start)}, or remove End Time to keep the current one.`,
			);
		}
	}
	return element;
}

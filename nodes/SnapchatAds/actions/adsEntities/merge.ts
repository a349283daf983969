/**
 * Update is get, merge, put: Snap's PUT replaces the whole entity (a field left out is cleared), so
 * the PUT element is every field of the current entity but its known read-only ones (the type's
 * deny-list: Snap refuses computed fields echoed back; issue 46, point 1: fields Snap added since the
 * lists were written are sent back, not cleared), with only the fields the user set changed. Pure: the caller reads
 * the entity and converts the user's values (money to micro, end time to UTC) before calling, and
 * sends the result. An ad squad's targeting edit arrives as the whole new targeting object.
 */
import { InputError } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import type { AdsEntityType, UpdatableField } from '../common/entityTypes';
import { NAME_MAX_LENGTH, STATUSES } from '../common/entityTypes';
import { NO_TRIM, type Trim } from './refusedFields';
import { checkBudgetLevel, checkSmartBudgetSettings, SMART_BUDGET_KEY, withoutSnapSetBid } from '../common/smartBudget';

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
	budgetLevel: (value, field) => checkBudgetLevel(value, field.displayName),
	smartBudget: (value, field) => {
		const settings = checkSmartBudgetSettings(value, field.displayName);
		// An empty object would replace the campaign's settings with nothing: a slip, not a choice.
		if (Object.keys(settings).length === 0) {
			throw new InputError(field.displayName, `${field.displayName} is an empty object`, `Remove ${field.displayName} to keep the campaign's current settings, or enter the whole new settings object.`);
		}
		return settings;
	},
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
	if (type.kind === 'adSquad' && changes.daily_budget_micro !== undefined && changes.lifetime_budget_micro !== undefined) {
		// See checkAdSquad: an ad squad has one budget. Refused here, before anything is read.
		throw new InputError(
			'Lifetime Budget',
			'Daily Budget and Lifetime Budget are both set; an ad squad has one budget, daily or lifetime',
			'Remove the one this ad squad does not use (its delivery_constraint says which: DAILY_BUDGET or LIFETIME_BUDGET).',
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

const DAILY = 'daily_budget_micro';
const LIFETIME = 'lifetime_budget_micro';
const BID = 'bid_micro';

const isPositive = (value: unknown): boolean => typeof value === 'number' && value > 0;

/**
 * The fields of `current` a PUT may carry: `id` and every field but the type's read-only ones (only
 * its writable ones under `trim.allowListOnly`, none of `trim.without`), without nulls (Snap answers
 * `bid_micro: null` with E2771 "Bid is required on ad squad") and without money amounts of 0 or less
 * (auto-bid squads read `bid_micro: 0`, which Snap refuses back; a cap of 0 reads "none").
 */
export function writableFields(type: AdsEntityType, current: Record<string, unknown>, trim: Trim = NO_TRIM): Record<string, unknown> {
	const element: Record<string, unknown> = { id: current.id };
	const keys = trim.allowListOnly ? type.writable : Object.keys(current).filter((key) => key !== 'id' && !type.readOnly.includes(key));
	for (const key of keys) {
		if (trim.without.has(key)) continue;
		const value = current[key];
		if (value === undefined || value === null) continue;
		if (key.endsWith('_micro') && !isPositive(value)) continue;
		// The bid Snapchat sets for a Smart Budget campaign is never sent back, inside its settings either (smartBudget.ts).
		element[key] = key === SMART_BUDGET_KEY ? withoutSnapSetBid(value) : value;
	}
	return element;
}

/** Which budget an ad squad has: its delivery_constraint, else the only budget it carries, else unknown. */
function budgetKind(squad: Record<string, unknown>): 'DAILY_BUDGET' | 'LIFETIME_BUDGET' | undefined {
	const constraint = typeof squad.delivery_constraint === 'string' ? squad.delivery_constraint.toUpperCase() : undefined;
	if (constraint === 'DAILY_BUDGET' || constraint === 'LIFETIME_BUDGET') return constraint;
	if (isPositive(squad[DAILY]) && !isPositive(squad[LIFETIME])) return 'DAILY_BUDGET';
	if (isPositive(squad[LIFETIME]) && !isPositive(squad[DAILY])) return 'LIFETIME_BUDGET';
	return undefined;
}

/**
 * An ad squad has one budget, daily or lifetime, chosen by delivery_constraint (Snap docs, "Ad
 * Squads": one of the two must be set). Only the budget it has is sent back, and a change of the
 * other one is refused before any call rather than switching the squad: going from a lifetime
 * budget to a daily one (or back) changes how much the squad may spend in total and needs other
 * settings to match (a lifetime budget needs an end time), so it must be a deliberate change in
 * Ads Manager, never the side effect of a bulk budget edit. A bid is refused on an auto-bid squad
 * for the same reason: setting one changes its bid strategy.
 */
function checkAdSquad(squad: Record<string, unknown>, changes: Changes, element: Record<string, unknown>): void {
	const id = String(squad.id);
	const kind = budgetKind(squad);
	if (kind !== undefined) {
		const daily = kind === 'DAILY_BUDGET';
		const [other, hasName, otherName] = daily ? [LIFETIME, 'Daily Budget', 'Lifetime Budget'] : [DAILY, 'Lifetime Budget', 'Daily Budget'];
		if (changes[other] !== undefined) {
			throw new InputError(
				otherName,
				`ad squad ${id} has a ${daily ? 'daily' : 'lifetime'} budget (delivery_constraint ${kind}), so ${otherName} cannot be set on it`,
				`Set ${hasName} instead to change its budget, or switch the ad squad's budget type in Ads Manager (the node does not switch it: that changes how much it may spend in total).`,
			);
		}
		delete element[other];
	}
	if (changes[BID] !== undefined && String(squad.bid_strategy ?? '').toUpperCase() === 'AUTO_BID') {
		throw new InputError(
			'Bid',
			`ad squad ${id} bids automatically (bid strategy AUTO_BID), so it has no bid to set`,
			"Remove Bid, or give the ad squad a max bid or target cost bid strategy in Ads Manager first.",
		);
	}
}

/**
 * The PUT element for `current` with `changes` applied: its fields as read (a status change never
 * loses a budget, an end time or a field Snap added since), nothing Snap computes. An end time that is not
 * after the entity's start time is refused, and so is an ad squad budget or bid that contradicts
 * the squad's own settings (checkAdSquad).
 */
export function mergeUpdate(
	type: AdsEntityType,
	current: Record<string, unknown>,
	changes: Changes,
	targeting?: Record<string, unknown>,
	trim: Trim = NO_TRIM,
): Record<string, unknown> {
	if (typeof current.id !== 'string' || current.id === '') {
		throw new Error(`The ${type.label} read from Snapchat has no ID`);
	}
	// A targeting edit (ad squads) is a change of its own: the other fields may then be empty.
	const checked = targeting !== undefined && Object.keys(changes).length === 0 ? {} : checkChanges(type, changes);
	const element = writableFields(type, current, trim);
	if (type.kind === 'adSquad') checkAdSquad(current, checked, element);
	Object.assign(element, checked);
	// The whole targeting object goes back, every key the edit did not touch as read (Snap's PUT replaces it).
	if (targeting !== undefined) element.targeting = targeting;

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

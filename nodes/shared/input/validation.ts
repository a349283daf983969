/**
 * Pure input checks. Each failure is an InputError naming the field (by its display name), what
 * is wrong with the value and what a good value looks like; the operations turn it into a
 * NodeOperationError for the item. Nothing here talks to the network.
 */
import { showValue } from './values';

export class InputError extends Error {
	constructor(
		readonly field: string,
		message: string,
		readonly hint: string,
		/** How the error names the field: "Invalid Name in item 0: …"; a limit the value is over says "Over the limit …". */
		readonly heading = 'Invalid',
	) {
		super(message);
		this.name = 'InputError';
	}
}

export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const UUID_REGEX = new RegExp(UUID_PATTERN);

export const EVENT_NAME_MAX_LENGTH = 300;

/**
 * Audience segment IDs are decimal strings: Snap's own example is "5677923948298240" (Customer Lists
 * page; every segment in the fixtures alike), while organizations, ad accounts, campaigns, ad squads,
 * ads and event details use UUIDs. Digits only, so nothing that could change a request path (a slash,
 * `..`, `?`, `#`, a space, a %-escape) passes. The length cap is ours (16 digits seen, 32 allowed).
 */
export const DECIMAL_ID_PATTERN = '^[0-9]{1,32}$';
const DECIMAL_ID_REGEX = new RegExp(DECIMAL_ID_PATTERN);
export const EXAMPLE_UUID = '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60';
export const EXAMPLE_DECIMAL_ID = '5677923948298240';

/** How an entity's ID is written: a UUID, or decimal digits (audience segments). */
export type IdFormat = 'uuid' | 'decimal';

export const ID_FORMATS: Record<IdFormat, { pattern: string; example: string; looksLike: string }> = {
	uuid: { pattern: UUID_PATTERN, example: EXAMPLE_UUID, looksLike: `a UUID such as ${EXAMPLE_UUID}` },
	decimal: { pattern: DECIMAL_ID_PATTERN, example: EXAMPLE_DECIMAL_ID, looksLike: `digits only, such as ${EXAMPLE_DECIMAL_ID}` },
};

function checkIdOf(value: unknown, field: string, what: string, format: IdFormat): string {
	const hint = `Enter the ${what} ID, ${ID_FORMATS[format].looksLike}, or pick it from the list.`;
	if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
		throw new InputError(field, `${field} is empty`, hint);
	}
	// A decimal ID mapped as a JSON number is its digits, while the number is exact (below 2^53).
	const exactNumber = format === 'decimal' && typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
	const trimmed = typeof value === 'string' ? value.trim() : exactNumber ? String(value) : '';
	if (!(format === 'uuid' ? UUID_REGEX : DECIMAL_ID_REGEX).test(trimmed)) {
		const unsafe = format === 'decimal' && typeof value === 'number' && Number.isInteger(value) && value > 0 && !exactNumber;
		throw new InputError(
			field,
			`${field} ${showValue(value)} is not a valid ID`,
			unsafe ? `${hint} This number is too large to be exact: map the ID as text, not as a number.` : hint,
		);
	}
	return format === 'uuid' ? trimmed.toLowerCase() : trimmed;
}

/** A Snap ID (UUID). Returns it lower-cased; anything else (paths, query strings, blanks) is refused. */
export function checkUuid(value: unknown, field: string, what: string): string {
	return checkIdOf(value, field, what, 'uuid');
}

/** A decimal Snap ID (audience segments). Returns the digits; anything else is refused. */
export function checkDecimalId(value: unknown, field: string, what: string): string {
	return checkIdOf(value, field, what, 'decimal');
}

/** An ID of the given format (see ID_FORMATS). */
export function checkId(value: unknown, field: string, what: string, format: IdFormat): string {
	return checkIdOf(value, field, what, format);
}

/**
 * Event names: 1 to 300 characters, counted as Unicode code points. Snapchat's contract says
 * "characters" without defining them; code points are the safer reading of a server-side limit
 * (never fewer than what a reader sees as symbols), so 👨‍👩‍👧 counts as 5 and 🇩🇪 as 2.
 */
export function checkEventName(value: unknown, field = 'Event Name'): string {
	const hint =
		`Enter a name of 1 to ${EVENT_NAME_MAX_LENGTH} characters, e.g. "Summer Sale Launch". Characters are Unicode code points: ` +
		'most letters and emoji count as 1, but an emoji built from several, such as 👨‍👩‍👧, counts as 5 and a flag such as 🇩🇪 as 2.';
	if (typeof value === 'number' || typeof value === 'boolean') {
		value = String(value);
	}
	if (typeof value !== 'string') {
		throw new InputError(field, `${field} must be text, got ${showValue(value)}`, hint);
	}
	if (value.trim() === '') {
		throw new InputError(field, `${field} is empty`, hint);
	}
	const length = [...value].length;
	if (length > EVENT_NAME_MAX_LENGTH) {
		throw new InputError(
			field,
			`${field} is ${length} characters long (counted as Unicode code points); Snapchat allows at most ${EVENT_NAME_MAX_LENGTH}`,
			`Shorten it by ${length - EVENT_NAME_MAX_LENGTH} character${length - EVENT_NAME_MAX_LENGTH === 1 ? '' : 's'}. ${hint}`,
		);
	}
	return value;
}

/** A whole number within bounds (e.g. Batch Size, Limit); no `max` means no upper bound. */
export function checkInteger(value: unknown, field: string, min: number, max?: number): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min || (max !== undefined && n > max)) {
		const range = max === undefined ? `${min} or more` : `from ${min} to ${max}`;
		throw new InputError(field, `${field} ${showValue(value)} is not a whole number ${range}`, `Enter a whole number ${range}.`);
	}
	return n;
}

/**
 * A switch (boolean field) as an expression may give it: a boolean, or the texts "true" / "false"
 * in any case (a webhook query, a sheet cell). Anything else is refused, never read as false: a
 * switch such as Test Mode must not turn off because its value came as 1 or "yes".
 */
export function checkBoolean(value: unknown, field: string, fallback = false): boolean {
	if (value === undefined || value === null || value === '') return fallback;
	if (typeof value === 'boolean') return value;
	const text = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
	if (text === 'true') return true;
	if (text === 'false') return false;
	throw new InputError(field, `${field} must be true or false, not ${showValue(value)}`, `Turn ${field} on or off, or give true or false from an expression (e.g. {{ $json.test === 'yes' }}).`);
}

/**
 * Normalising customer-list identifiers before they are hashed (spec: audience-segments.md,
 * "Normalising and hashing"). Pure functions: no network, no state. A refused value yields a
 * reason that describes the problem WITHOUT repeating the value, because a plain identifier must
 * never reach an error, a log line or an output item.
 */
import { InputError } from '../../helpers/validation';

export type IdentifierType = 'email' | 'phone' | 'mobileAdId';

/** Snap's schema name per identifier type (one schema per request). */
export const SCHEMA_BY_TYPE: Record<IdentifierType, string> = {
	email: 'EMAIL_SHA256',
	phone: 'PHONE_SHA256',
	mobileAdId: 'MOBILE_AD_ID_SHA256',
};

/** What the user sees for each type (output summary, messages). */
export const LABEL_BY_TYPE: Record<IdentifierType, string> = {
	email: 'Email',
	phone: 'Phone',
	mobileAdId: 'Mobile Ad ID',
};

export type Normalized =
	| { ok: true; value: string; hashed: boolean }
	| { ok: false; reason: string };

export interface NormalizeOptions {
	/** Digits only, as returned by parseCallingCode; undefined when the option is not set. */
	defaultCallingCode?: string;
}

const SHA256_HEX = /^[0-9a-f]{64}$/;
const HEX_64_ANY_CASE = /^[0-9a-fA-F]{64}$/;
const EMAIL_MAX = 254;
const PHONE_MIN_DIGITS = 7; // spec: fewer than 7 digits cannot be a phone number
const PHONE_MAX_DIGITS = 15; // E.164: at most 15 digits including the country code
const AD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ZERO_AD_ID = '00000000-0000-0000-0000-000000000000';
// Separators people type inside phone numbers, and invisible formatting characters (direction
// marks, zero-width spaces) that come along when numbers are copied from contact cards; anything
// else (letters, "ext", "#") is refused.
const PHONE_SEPARATORS_EXCEPT_BRACKETS = /[\s\-./\p{Cf}]/gu;
const NON_ASCII = /[^ -~]/; // outside printable ASCII: the rare values that need the Unicode checks
const INVISIBLE = /\p{Cf}/u;

const bad = (reason: string): Normalized => ({ ok: false, reason });

/** True when a value is already a SHA-256 hash in Snap's form (64 lowercase hex characters). */
export function isSha256Hex(value: string): boolean {
	return SHA256_HEX.test(value);
}

/** The text of a raw field value, or a reason why it is not usable at all. */
function asText(raw: unknown, numbersAllowed: boolean): string | { reason: string } {
	if (raw === undefined || raw === null) return { reason: 'is empty' };
	if (typeof raw === 'number' && numbersAllowed) {
		if (!Number.isSafeInteger(raw) || raw <= 0) return { reason: 'is a number that is not a whole positive phone number' };
		return String(raw);
	}
	if (typeof raw !== 'string') {
		if (Array.isArray(raw)) return { reason: 'is a list; map one identifier per item' };
		return { reason: `is ${typeof raw === 'object' ? 'an object' : `a ${typeof raw}`}, not text` };
	}
	const text = raw.trim();
	if (text === '') return { reason: 'is empty' };
	return text;
}

/** Email: trim, lowercase (spec). Tags (`+promo`) and Unicode domains are kept as written (NFC). */
export function normalizeEmail(raw: unknown): Normalized {
	const text = asText(raw, false);
	if (typeof text !== 'string') return bad(text.reason);
	if (text.length === 64 && HEX_64_ANY_CASE.test(text)) return { ok: true, value: text.toLowerCase(), hashed: true };
	if (NON_ASCII.test(text)) return normalizeUnicodeEmail(text);
	return checkEmail(text);
}

/**
 * Non-ASCII addresses: an invisible formatting character (zero-width space, direction mark) would
 * give a hash that matches nobody, so it is refused; a decomposed letter (u + combining diaeresis,
 * as macOS exports write ü) is composed (NFC), the same text in the form addresses are stored in.
 */
function normalizeUnicodeEmail(text: string): Normalized {
	if (INVISIBLE.test(text)) return bad('contains an invisible formatting character (e.g. a zero-width space copied with it)');
	return checkEmail(text.normalize('NFC'));
}

function checkEmail(text: string): Normalized {
	if (/\s/.test(text)) return bad('contains whitespace inside the address');
	const at = text.indexOf('@');
	if (at < 0) return bad('has no @, so it is not an email address');
	if (text.indexOf('@', at + 1) >= 0) return bad('has more than one @');
	if (at === 0) return bad('has nothing before the @');
	const domain = text.slice(at + 1);
	const dot = domain.lastIndexOf('.');
	if (domain === '' || dot <= 0 || dot === domain.length - 1 || domain.includes('..')) {
		return bad('has no valid domain after the @ (expected e.g. name@example.com)');
	}
	// Code units >= code points: count code points only for the rare long value (fast path).
	if (text.length > EMAIL_MAX && [...text].length > EMAIL_MAX) return bad(`is longer than ${EMAIL_MAX} characters`);
	return { ok: true, value: text.toLowerCase(), hashed: false };
}

/**
 * The Default Country Calling Code option: 1 to 3 digits, written as `44`, `+44` or `0044`.
 * Returns the digits, or undefined when empty. A bad value is an InputError for the whole run.
 */
export function parseCallingCode(raw: unknown, field = 'Default Country Calling Code'): string | undefined {
	if (raw === undefined || raw === null) return undefined;
	const text = String(raw).trim();
	if (text === '') return undefined;
	const digits = text.replace(/^\+|^00/, '');
	if (!/^[1-9][0-9]{0,2}$/.test(digits)) {
		throw new InputError(
			field,
			`${field} must be a country calling code of 1 to 3 digits`,
			'Enter the code without the number itself, e.g. 1 for the US and Canada, 44 for the UK, +49 for Germany.',
		);
	}
	return digits;
}

/**
 * Phone: digits only, with the country code, without a leading 00 or 0 (spec).
 *
 * How a number is read (decided here because the spec leaves it open; "never guess silently"):
 * - `+` or `00` in front: international; the digits after it are country code and number (a
 *   bracketed trunk `(0)` right after the country code, as in `+44 (0)20 7946 0000`, is dropped).
 * - Otherwise it is a NATIONAL number when a Default Country Calling Code is set: its trunk prefix
 *   (one leading `0`; for code 1, the leading `1` of an 11-digit number) is dropped and the code is
 *   put in front. So with the option set, numbers that already hold their country code must start
 *   with `+` or `00`; one without a trunk `0` that starts with the code's digits (447911123456 with
 *   44) may be either, so it is refused rather than hashed into a number that matches nobody.
 * - Without the option, a number with a leading single `0` is national and cannot be matched: it is
 *   refused with a reason that names the option. A number with neither prefix nor leading `0`
 *   (`14155550100`) is taken as already holding its country code: that is the spec's normalised
 *   form, which lists exported from other tools often hold.
 */
export function normalizePhone(raw: unknown, options: NormalizeOptions = {}): Normalized {
	const text = asText(raw, true);
	if (typeof text !== 'string') return bad(text.reason);
	if (text.length === 64 && HEX_64_ANY_CASE.test(text)) return { ok: true, value: text.toLowerCase(), hashed: true };
	let compact = text.replace(PHONE_SEPARATORS_EXCEPT_BRACKETS, '');
	// "+44 (0)20 ..." shows the trunk 0 in brackets after the country code: it is not dialled.
	if (/^(\+|00)[1-9][0-9]{0,2}\(0\)/.test(compact)) compact = compact.replace('(0)', '');
	compact = compact.replace(/[()]/g, '');
	const international = compact.startsWith('+') || compact.startsWith('00');
	const digits = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : compact;
	if (!/^[0-9]+$/.test(digits)) {
		return bad(digits.includes('+') ? 'has a + that is not at the start' : 'contains letters or symbols other than + - . ( ) /');
	}
	let full: string;
	if (international) {
		if (digits.startsWith('0')) return bad('has a country code that starts with 0');
		full = digits;
	} else if (options.defaultCallingCode !== undefined) {
		const code = options.defaultCallingCode;
		// (A leading 00 was read as international above, so at most one trunk 0 is left here.)
		let national = digits;
		if (national.startsWith('0')) national = national.slice(1);
		else if (code === '1' && national.length === 11 && national.startsWith('1')) national = national.slice(1);
		else if (code !== '1' && national.startsWith(code)) {
			// 447911123456 with code 44 may already hold its code (an export without the +): never guessed.
			// (Code 1 has its own rule above: NANP national numbers never start with 1.)
			return bad(
				`starts with the country code ${code} but has no + or 00 in front, so whether it includes the code is unclear; write it as +${code}… or in the national form with its leading 0`,
			);
		}
		full = code + national;
	} else if (digits.startsWith('0')) {
		return bad('is a national number (leading 0) without a country code; start it with + and the country code or set Default Country Calling Code');
	} else {
		full = digits;
	}
	if (full.length < PHONE_MIN_DIGITS) return bad(`has fewer than ${PHONE_MIN_DIGITS} digits`);
	if (full.length > PHONE_MAX_DIGITS) return bad(`has more than ${PHONE_MAX_DIGITS} digits with the country code`);
	return { ok: true, value: full, hashed: false };
}

/** Mobile advertising ID (IDFA, AAID): trim, lowercase, keep the hyphens (spec). */
export function normalizeMobileAdId(raw: unknown): Normalized {
	const text = asText(raw, false);
	if (typeof text !== 'string') return bad(text.reason);
	const lower = text.toLowerCase();
	if (SHA256_HEX.test(lower)) return { ok: true, value: lower, hashed: true };
	if (!AD_ID.test(lower)) {
		return bad('is not a mobile ad ID (expected 8-4-4-4-12 hexadecimal characters with hyphens)');
	}
	// An all-zero IDFA/AAID is what devices report when the user limits ad tracking: it names nobody.
	if (lower === ZERO_AD_ID) return bad('is the all-zero ID a device reports when ad tracking is limited');
	return { ok: true, value: lower, hashed: false };
}

/** Normalises one identifier of the given type. */
export function normalizeIdentifier(type: IdentifierType, raw: unknown, options: NormalizeOptions = {}): Normalized {
	switch (type) {
		case 'email':
			return normalizeEmail(raw);
		case 'phone':
			return normalizePhone(raw, options);
		case 'mobileAdId':
			return normalizeMobileAdId(raw);
	}
}

/** Phone numbers before hashing (spec: audience-segments.md and conversions-api.md, hashing). */
import { asText, bad, HEX_64_ANY_CASE, type Normalized } from './text';

export interface PhoneOptions {
	/** Digits only (1 to 3), e.g. '44'; undefined when the option is not set. */
	defaultCallingCode?: string;
}

const PHONE_MIN_DIGITS = 7; // spec: fewer than 7 digits cannot be a phone number
const PHONE_MAX_DIGITS = 15; // E.164: at most 15 digits including the country code
// Separators people type inside phone numbers, and invisible formatting characters (direction
// marks, zero-width spaces) that come along when numbers are copied from contact cards; anything
// else (letters, "ext", "#") is refused.
const PHONE_SEPARATORS_EXCEPT_BRACKETS = /[\s\-./\p{Cf}]/gu;

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
export function normalizePhone(raw: unknown, options: PhoneOptions = {}): Normalized {
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

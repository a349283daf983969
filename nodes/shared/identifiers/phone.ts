/**
 * Phone numbers before hashing (spec: audience-segments.md and conversions-api.md, hashing): digits
 * only, with the country code, without `+`, `00` or a trunk prefix (`+1 (415) 555-0100` becomes
 * `14155550100`).
 *
 * A number is never hashed under a guessed country (issue 18). How one is read:
 * - `+` or `00` in front: by its own country code (a bracketed trunk `(0)` after the code, as in
 *   `+44 (0)20 7946 0000`, is not dialled and is dropped; a trunk prefix written after the code is
 *   dropped by the country's rules).
 * - Otherwise, with `includesCountryCode`: the digits start with the country code (`14155550100`,
 *   as many CRMs export). A number that starts with 0 cannot start with a code (no code does): it is
 *   national, read by `defaultCountry` when one is set, otherwise refused.
 * - Otherwise, with `defaultCountry` (ISO 3166-1 alpha-2): a national number, read by that country's
 *   own rules (trunk prefixes: `0` in most of Europe, `8` in Russia, `06` in Hungary, `1` in the US),
 *   and a number that already carries the country's code is recognised (libphonenumber's rules).
 *   When both readings are possible (`4915112345678` with Germany: national 49 151…, or +49 151…),
 *   the number is refused rather than guessed.
 * - Otherwise the country cannot be known: refused, with what to set.
 * A refused number's reason says what to do and never repeats the number.
 *
 * The rules are libphonenumber's (metadata "min"): a number is accepted when its length is possible
 * for its country. Whether the range is assigned today is not checked on purpose: that part of the
 * metadata ages, and refusing a real customer is worse than sending one hash that matches nobody.
 */
import {
	getCountryCallingCode,
	isSupportedCountry,
	parsePhoneNumberFromString,
	validatePhoneNumberLength,
	type CountryCode,
	type PhoneNumber,
} from './libphonenumber';
import { alreadyHashed } from './hash';
import { asText, bad, type Normalized } from './text';

export interface PhoneOptions {
	/** ISO 3166-1 alpha-2 code (e.g. 'US', 'GB', 'DE') of the country national numbers are from. */
	defaultCountry?: string;
	/** Numbers without `+` or `00` start with their country code (e.g. `14155550100`). */
	includesCountryCode?: boolean;
}

const PHONE_MIN_DIGITS = 7; // spec: fewer than 7 digits cannot be a phone number
const PHONE_MAX_DIGITS = 15; // E.164: at most 15 digits including the country code
// Separators people type inside phone numbers, and invisible formatting characters (direction
// marks, zero-width spaces) that come along when numbers are copied from contact cards; anything
// else (letters, "ext", "#") is refused.
const PHONE_SEPARATORS_EXCEPT_BRACKETS = /[\s\-./\p{Cf}]/gu;
const DIGITS = /^[0-9]+$/;
const BRACKETED_TRUNK = /^(\+|00)[1-9][0-9]{0,2}\(0\)/;

const NO_COUNTRY =
	'has no country code, so its country cannot be known: write it with + and the country code (e.g. +44 20 7946 0000), ' +
	'or set Default Country to the country of numbers written nationally, ' +
	'or turn on Numbers Include Country Code if the numbers start with their code without + (e.g. 14155550100)';

const STARTS_WITH_ZERO =
	'starts with 0, so it does not start with a country code although Numbers Include Country Code is on: ' +
	'write it with + and the country code, or set Default Country to the country of numbers written nationally';

/**
 * One phone number, normalised: `value` is the digits with the country code and no `+`, ready to
 * hash; `hashed` is true when the value already was a SHA-256 hash. Never throws.
 */
export function normalizePhone(raw: unknown, options: PhoneOptions = {}): Normalized {
	const text = asText(raw, true);
	if (typeof text !== 'string') return bad(text.reason);
	const hash = alreadyHashed(text);
	if (hash) return hash;
	let compact = text.replace(PHONE_SEPARATORS_EXCEPT_BRACKETS, '');
	// "+44 (0)20 ..." shows the trunk 0 in brackets after the country code: it is not dialled.
	if (BRACKETED_TRUNK.test(compact)) compact = compact.replace('(0)', '');
	compact = compact.replace(/[()]/g, '');
	const international = compact.startsWith('+') || compact.startsWith('00');
	const digits = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : compact;
	if (!DIGITS.test(digits)) {
		return bad(digits.includes('+') ? 'has a + that is not at the start' : 'contains letters or symbols other than + - . ( ) /');
	}

	const country = readCountry(options.defaultCountry);
	if (country === null) return bad('cannot be read: Default Country is not a known country code (expected e.g. US, GB, DE)');
	if (international) {
		if (digits.startsWith('0')) return bad('has a country code that starts with 0');
		return withCode(digits);
	}
	if (options.includesCountryCode && !digits.startsWith('0')) return withCode(digits);
	if (country === undefined) {
		return bad(options.includesCountryCode ? STARTS_WITH_ZERO : NO_COUNTRY);
	}
	return national(digits, country);
}

/** undefined: no default country; null: one that is not known. */
function readCountry(value: string | undefined): CountryCode | undefined | null {
	if (value === undefined || value === '') return undefined;
	const code = value.trim().toUpperCase();
	return isSupportedCountry(code) ? code : null;
}

/** Digits that start with their country code. */
function withCode(digits: string): Normalized {
	if (digits.length < PHONE_MIN_DIGITS) return bad(`has fewer than ${PHONE_MIN_DIGITS} digits with the country code`);
	if (digits.length > PHONE_MAX_DIGITS) return bad(`has more than ${PHONE_MAX_DIGITS} digits with the country code`);
	const input = `+${digits}`;
	return accept(parsePhoneNumberFromString(input), input, undefined);
}

/** A national number of `country`. */
function national(digits: string, country: CountryCode): Normalized {
	const parsed = parsePhoneNumberFromString(digits, { defaultCountry: country });
	if (parsed?.isPossible()) {
		const code = getCountryCallingCode(country);
		// Read as national although the digits start with the country's code: if they also make a
		// possible number with that code, which one is meant is unclear, and it is not guessed.
		if (digits.startsWith(code) && parsed.number === `+${code}${digits}`) {
			const withItsCode = parsePhoneNumberFromString(`+${digits}`);
			if (withItsCode?.isPossible() && withItsCode.countryCallingCode === code) {
				return bad(
					`starts with the country code ${code} but has no + or 00 in front, so whether it includes the code is unclear; write it as +${code}… or in the national form with its trunk prefix (e.g. a leading 0)`,
				);
			}
		}
	}
	return accept(parsed, digits, country);
}

function accept(parsed: PhoneNumber | undefined, input: string, country: CountryCode | undefined): Normalized {
	if (parsed?.isPossible()) {
		const value = parsed.number.slice(1);
		// (Short national numbers, e.g. 5 digits on Saint Helena, are fine: the 7 counts the code too.)
		if (value.length < PHONE_MIN_DIGITS) return bad(`has fewer than ${PHONE_MIN_DIGITS} digits with the country code`);
		return { ok: true, value, hashed: false };
	}
	// The rare refused number pays for a second look to say why.
	switch (validatePhoneNumberLength(input, country ? { defaultCountry: country } : undefined)) {
		case 'INVALID_COUNTRY':
			return bad(country ? 'is not a phone number of the default country' : 'has a country code that no country uses; check the digits after + or 00');
		case 'TOO_SHORT':
			return bad(`is too short for a phone number of ${country ? 'the default country' : 'its country code'}`);
		case 'TOO_LONG':
			return bad(`is too long for a phone number of ${country ? 'the default country' : 'its country code'}`);
		default:
			return bad(`does not have a possible length for a phone number of ${country ? 'the default country' : 'its country code'}`);
	}
}

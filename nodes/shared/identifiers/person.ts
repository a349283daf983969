/**
 * Normalising the personal fields Snap's Conversions API takes hashed (spec: conversions-api.md,
 * "Normalising and hashing"): first and last name, city, state, postal code, country, gender and
 * date of birth. Pure functions, beside the email and phone normalisers so Audience Segments can
 * use them too. A refused value yields a reason that never repeats the value.
 *
 * First and last name follow Snap's Conversions API Parameters page
 * (https://developers.snap.com/marketing-api/Conversions-API/Parameters): lower case letters
 * only, punctuation removed, special characters kept and encoded as UTF-8 (`Raphaël` → `raphaël`),
 * so `O'Brien` → `obrien`, `Mary-Jane` → `maryjane`. Spaces inside a name are removed too (inferred
 * from "letters only": `Mary Jane` and `Mary-Jane` then hash alike). Audience Segments take no
 * names (their schemas are email, phone and mobile ad ID), so only the Conversions API uses this.
 *
 * For the other fields the spec says only "hashed, lowercase"; the rest is inferred and kept narrow:
 * - city, state, postal code are trimmed, NFC-composed and lowercased, nothing else is removed;
 * - country is an ISO 3166-1 alpha-2 code (Snap's examples use two letters);
 * - gender is `m` or `f` (male/female/m/f in any case are read);
 * - date of birth is sent as YYYYMMDD (inferred from Snap's parameters page, as Meta's CAPI does).
 * A value that already is 64 hexadecimal characters is taken as its hash (the rule of email/phone).
 */
import { alreadyHashed } from './hash';
import { asText, bad, type Normalized } from './text';

const INVISIBLE = /\p{Cf}/u;

const plain = (value: string): Normalized => ({ ok: true, value, hashed: false });

/**
 * A personal field: its trimmed text (numbers allowed: postal codes) handed to `normalize` in NFC, a
 * value that already is a hash taken as it is, or a reason.
 */
function personal(raw: unknown, normalize: (text: string) => Normalized): Normalized {
	const trimmed = asText(typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw, false);
	if (typeof trimmed !== 'string') return bad(trimmed.reason);
	const hash = alreadyHashed(trimmed);
	if (hash) return hash;
	if (INVISIBLE.test(trimmed)) return bad('contains an invisible formatting character (e.g. a zero-width space copied with it)');
	return normalize(trimmed.normalize('NFC'));
}

/** City, state, postal code: trimmed and lowercased. */
export function normalizeLowercase(raw: unknown): Normalized {
	return personal(raw, (text) => plain(text.toLowerCase()));
}

// Unicode punctuation (apostrophes ' ’, hyphens, dots, commas, quotes) and white space of any kind.
const NAME_DROPPED = /[\p{P}\s]+/gu;

/** First or last name: trimmed, lowercased, punctuation and spaces removed, accents kept (NFC). */
export function normalizeName(raw: unknown): Normalized {
	return personal(raw, (text) => {
		const value = text.toLowerCase().replace(NAME_DROPPED, '');
		return value === '' ? bad('has no letters once punctuation is removed') : plain(value);
	});
}

/**
 * External ID, the advertiser's own customer ID (Snap's Conversions API SDK schema: `external_id`,
 * hashed). Trimmed and hashed as written: an ID may be case-sensitive, so it is not lowercased
 * (inferred; Snap states no normalisation for it).
 */
export function normalizeExternalId(raw: unknown): Normalized {
	return personal(raw, plain);
}

/** Country: a two-letter ISO 3166-1 code, lowercased (`US` → `us`). */
export function normalizeCountryCode(raw: unknown): Normalized {
	return personal(raw, (text) => (/^[A-Za-z]{2}$/.test(text) ? plain(text.toLowerCase()) : bad('is not a two-letter country code such as US, GB or DE')));
}

const GENDERS: Record<string, string> = { m: 'm', male: 'm', f: 'f', female: 'f' };

/** Gender: `m` or `f`. */
export function normalizeGender(raw: unknown): Normalized {
	return personal(raw, (text) => {
		const value = GENDERS[text.toLowerCase()];
		return value ? plain(value) : bad('is not m, f, male or female');
	});
}

/** Date of birth as YYYYMMDD, from YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD or an ISO date-time. */
export function normalizeDateOfBirth(raw: unknown): Normalized {
	return personal(raw, (text) => {
		const match = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})(?:T.*)?$/.exec(text);
		if (!match) return bad('is not a date such as 1990-04-23');
		const [, y, m, d] = match;
		const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
		if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d) || Number(y) < 1900) {
			return bad('is not a real date of birth');
		}
		return plain(`${y}${m}${d}`);
	});
}

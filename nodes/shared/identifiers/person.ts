/**
 * Normalising the personal fields Snap's Conversions API takes hashed (spec: conversions-api.md,
 * "Normalising and hashing"): first and last name, city, state, postal code, country, gender and
 * date of birth. Pure functions, beside the email and phone normalisers so Audience Segments can
 * use them too. A refused value yields a reason that never repeats the value.
 *
 * First and last name follow Snap's Conversions API Parameters page
 * (https://developers.snap.com/api/marketing-api/Conversions-API/Parameters): lower case letters
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
import { asText, bad, HEX_64_ANY_CASE, type Normalized } from './text';

const INVISIBLE = /\p{Cf}/u;

/** The trimmed text of a value (numbers allowed: postal codes), a hash taken as is, or a reason. */
function text(raw: unknown): { hashed: string } | { text: string } | { reason: string } {
	const trimmed = asText(typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw, false);
	if (typeof trimmed !== 'string') return trimmed;
	if (trimmed.length === 64 && HEX_64_ANY_CASE.test(trimmed)) return { hashed: trimmed.toLowerCase() };
	if (INVISIBLE.test(trimmed)) return { reason: 'contains an invisible formatting character (e.g. a zero-width space copied with it)' };
	return { text: trimmed.normalize('NFC') };
}

/** City, state, postal code: trimmed and lowercased. */
export function normalizeLowercase(raw: unknown): Normalized {
	const t = text(raw);
	if ('reason' in t) return bad(t.reason);
	if ('hashed' in t) return { ok: true, value: t.hashed, hashed: true };
	return { ok: true, value: t.text.toLowerCase(), hashed: false };
}

// Unicode punctuation (apostrophes ' ’, hyphens, dots, commas, quotes) and white space of any kind.
const NAME_DROPPED = /[\p{P}\s]+/gu;

/** First or last name: trimmed, lowercased, punctuation and spaces removed, accents kept (NFC). */
export function normalizeName(raw: unknown): Normalized {
	const t = text(raw);
	if ('reason' in t) return bad(t.reason);
	if ('hashed' in t) return { ok: true, value: t.hashed, hashed: true };
	const value = t.text.toLowerCase().replace(NAME_DROPPED, '');
	return value === '' ? bad('has no letters once punctuation is removed') : { ok: true, value, hashed: false };
}

/**
 * External ID, the advertiser's own customer ID (Snap's Conversions API SDK schema: `external_id`,
 * hashed). Trimmed and hashed as written: an ID may be case-sensitive, so it is not lowercased
 * (inferred; Snap states no normalisation for it).
 */
export function normalizeExternalId(raw: unknown): Normalized {
	const t = text(raw);
	if ('reason' in t) return bad(t.reason);
	if ('hashed' in t) return { ok: true, value: t.hashed, hashed: true };
	return { ok: true, value: t.text, hashed: false };
}

/** Country: a two-letter ISO 3166-1 code, lowercased (`US` → `us`). */
export function normalizeCountryCode(raw: unknown): Normalized {
	const t = text(raw);
	if ('reason' in t) return bad(t.reason);
	if ('hashed' in t) return { ok: true, value: t.hashed, hashed: true };
	if (!/^[A-Za-z]{2}$/.test(t.text)) return bad('is not a two-letter country code such as US, GB or DE');
	return { ok: true, value: t.text.toLowerCase(), hashed: false };
}

const GENDERS: Record<string, string> = { m: 'm', male: 'm', f: 'f', female: 'f' };

/** Gender: `m` or `f`. */
export function normalizeGender(raw: unknown): Normalized {
	const t = text(raw);
	if ('reason' in t) return bad(t.reason);
	if ('hashed' in t) return { ok: true, value: t.hashed, hashed: true };
	const value = GENDERS[t.text.toLowerCase()];
	return value ? { ok: true, value, hashed: false } : bad('is not m, f, male or female');
}

/** Date of birth as YYYYMMDD, from YYYY-MM-DD, YYYY/MM/DD, YYYYMMDD or an ISO date-time. */
export function normalizeDateOfBirth(raw: unknown): Normalized {
	const t = text(raw);
	if ('reason' in t) return bad(t.reason);
	if ('hashed' in t) return { ok: true, value: t.hashed, hashed: true };
	const match = /^(\d{4})[-/]?(\d{2})[-/]?(\d{2})(?:T.*)?$/.exec(t.text);
	if (!match) return bad('is not a date such as 1990-04-23');
	const [, y, m, d] = match;
	const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
	if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(m) - 1 || date.getUTCDate() !== Number(d) || Number(y) < 1900) {
		return bad('is not a real date of birth');
	}
	return { ok: true, value: `${y}${m}${d}`, hashed: false };
}

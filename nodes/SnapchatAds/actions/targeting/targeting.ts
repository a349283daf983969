/**
 * An ad squad's `targeting` from fields a person understands (countries, regions, metros, postal
 * codes, age range, gender, languages, operating system, interests) plus raw JSON for anything else,
 * checked before sending. Shape from Snap docs, "Targeting" and "Example Targeting Specs": `geos`
 * (country_code in lower case, optional region_id), `demographics` (min_age / max_age as text, top "55+",
 * gender, languages), `devices` (os_type), `interests: [{ category_id: [...] }]` (ids in one object
 * are ORed). `metro_id` and `postal_code` lists in the geo are from a client (SnapAds4J; spec §3),
 * not a Snap page. Countries are the ISO 3166-1 alpha-2 codes the package knows
 * (nodes/shared/identifiers/countries.ts). Whether the picked IDs exist is checked against Snap's
 * lookups in lookupCheck.ts (a request); here only their form.
 */
import { COUNTRY_OPTIONS } from '../../../shared/identifiers/countries';
import { InputError } from '../../../shared/input/validation';
import { isRecord, showValue } from '../../../shared/input/values';
import { expansionTargeting } from './expansion';
import { SEGMENTS_FIELD } from './targetingEdit';
import { INTERESTS_FIELD, METROS_FIELD, POSTAL_CODES_FIELD, readTargetingPicks, REGIONS_FIELD, regionsOf } from './targetingFields';
import { NOT_JSON, parseJsonText } from '../../../shared/input/json';

const KNOWN_COUNTRIES = new Set(COUNTRY_OPTIONS.map((c) => c.value));
/** ITU/phone-only codes in that list that are not ISO 3166-1 countries Snap targets. */
const NOT_ISO = new Set(['AC', 'TA', 'XK']);

export const COUNTRIES_FIELD = 'Countries';

/** "us, de,GB" or ["US","DE"] as ISO codes in Snap's lower case; unknown codes are refused by name. */
export function checkCountries(value: unknown, field = COUNTRIES_FIELD): string[] {
	const parts = (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(/[,;\s]+/) : [])
		.map((p) => p.trim().toUpperCase())
		.filter((p) => p !== '');
	if (parts.length === 0) {
		throw new InputError(field, `${field} is empty`, 'Enter one or more two-letter country codes separated by commas, e.g. US, CA, GB.');
	}
	const unknown = parts.filter((p) => !KNOWN_COUNTRIES.has(p) || NOT_ISO.has(p));
	if (unknown.length > 0) {
		throw new InputError(
			field,
			`${unknown.map((u) => showValue(u)).join(', ')} ${unknown.length === 1 ? 'is not a country code' : 'are not country codes'} Snapchat knows`,
			'Use ISO 3166-1 two-letter codes, e.g. US, DE, GB (GB for the United Kingdom, not UK).',
		);
	}
	return [...new Set(parts)].map((p) => p.toLowerCase());
}

export interface TargetingFields {
	countries?: unknown;
	/** Region Names or IDs (picker): an array, or text from an expression. */
	regionIds?: unknown;
	/** Region IDs typed as text, the field of workflows made before the picker (parameter `regions`). */
	regions?: unknown;
	metroIds?: unknown;
	postalCodes?: unknown;
	interests?: unknown;
	minAge?: unknown;
	maxAge?: unknown;
	gender?: unknown;
	languages?: unknown;
	operatingSystem?: unknown;
	/** Audience expansion choice (expansion.ts); always sent. */
	expansion?: unknown;
	/** Raw targeting JSON (object or text); its top-level keys replace the built ones. */
	raw?: unknown;
	/**
	 * Whether Audience Segments names a segment (read by targetingEdit.ts, applied after this
	 * builder): its lists would replace the JSON's `segments`, so both together are refused.
	 */
	segmentsPicked?: boolean;
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

function readRaw(raw: unknown): Record<string, unknown> {
	if (empty(raw)) return {};
	const parsed = typeof raw === 'string' ? parseJsonText(raw) : raw;
	if (parsed === NOT_JSON) {
		throw new InputError('Targeting JSON', 'Targeting JSON is not valid JSON', 'Enter a JSON object such as {"interests":[{"category_id":["SLC_1"]}]}.');
	}
	if (!isRecord(parsed)) throw new InputError('Targeting JSON', 'Targeting JSON is not a JSON object', 'Enter an object in braces: { ... }.');
	return parsed;
}

/**
 * Ages (issue 46, point 4). Snap's Announcements (March 2025): targeting goes up to "55+", the open
 * top band, where it stopped lower before. The exact strings are not on any Snap page: "55+" is
 * ASSUMED from that wording, and "50+" is what live clients sent as the open top before (sreme19;
 * shared spec targeting-and-audiences.md) -- both FROM CLIENTS / inferred, not a Snap reference.
 * So a Maximum Age of 55 is sent as "55+"; 50 stays "50+" (it meant "50 and older" in this node
 * before, and saved workflows keep their audience); other ages go as the whole number in text.
 * Other open bands ("45+", "60+") are no form any source shows Snap taking: refused before sending.
 */
const AGE_MIN = 13;
const AGE_TOP = 55;
const OPEN_BANDS = new Set([50, AGE_TOP]);
const AGE_HINTS = {
	'Maximum Age': `Enter a whole number from ${AGE_MIN} to ${AGE_TOP}; ${AGE_TOP} means ${AGE_TOP} and older (Snapchat's top band, "${AGE_TOP}+"). As text, "50+" and "55+" are accepted too.`,
	'Minimum Age': `Enter a whole number from ${AGE_MIN} to ${AGE_TOP}. To reach ${AGE_TOP} and older, set Minimum Age ${AGE_TOP} and leave out Maximum Age (or set it to ${AGE_TOP}).`,
};

interface Age {
	/** The age as a number, for comparing the two ends. */
	n: number;
	/** What Snap is sent. */
	text: string;
}

function age(value: unknown, field: 'Minimum Age' | 'Maximum Age'): Age | undefined {
	if (empty(value)) return undefined;
	const text = typeof value === 'string' ? value.trim() : '';
	const open = /^\d+\+$/.test(text);
	const n = typeof value === 'number' ? value : open ? Number(text.slice(0, -1)) : /^\d+$/.test(text) ? Number(text) : NaN;
	const isMax = field === 'Maximum Age';
	if (!Number.isInteger(n) || n < AGE_MIN || n > AGE_TOP || (open && !(isMax && OPEN_BANDS.has(n)))) {
		const why = open && !isMax ? `${field} ${showValue(value)} is an age band, and ${field} takes one age` : `${field} ${showValue(value)} is not an age Snapchat targets`;
		throw new InputError(field, why, AGE_HINTS[field]);
	}
	return { n, text: isMax && OPEN_BANDS.has(n) ? `${n}+` : String(n) };
}

function list(value: unknown): string[] {
	if (empty(value)) return [];
	return (Array.isArray(value) ? value.map(String) : String(value).split(/[,;]+/)).map((v) => v.trim()).filter((v) => v !== '');
}

/**
 * A field and a key of the raw JSON that set the same thing: one would silently lose to the other,
 * so both together are refused. `loser`: which one would be dropped (the JSON's top-level keys
 * replace the built ones; Audience Segments, applied after, replaces the JSON's `segments`).
 */
function clash(raw: Record<string, unknown>, key: string, field: string, given: boolean, loser: 'field' | 'json' = 'field'): void {
	if (given && raw[key] !== undefined) {
		const lost = loser === 'field' ? `the JSON would replace ${field}` : `${field} would replace the JSON's "${key}"`;
		throw new InputError(field, `${field} and the "${key}" key of Targeting JSON are both set, and ${lost}`, `Keep one: remove ${field}, or remove "${key}" from Targeting JSON.`);
	}
}

/** Snap's `targeting` object. Countries are required unless the raw JSON brings its own `geos`. */
export function buildTargeting(fields: TargetingFields): Record<string, unknown> {
	const raw = readRaw(fields.raw);
	const picks = readTargetingPicks(fields as Record<string, unknown>);
	const regions = regionsOf(picks);
	// Regions, metros and postal codes belong to one country (as Snap's geo object does): the first one given is named.
	const perCountry: Array<[string, string, string[]]> = [
		[regions.field, 'region_id', regions.ids],
		[METROS_FIELD, 'metro_id', picks.metros],
		[POSTAL_CODES_FIELD, 'postal_code', picks.postalCodes],
	];
	const targeting: Record<string, unknown> = {};
	// The typed regions of older workflows keep their old behaviour (the JSON's geos win); the pickers are new, so they may refuse.
	clash(raw, 'geos', REGIONS_FIELD, picks.regionIds.length > 0);
	clash(raw, 'geos', METROS_FIELD, picks.metros.length > 0);
	clash(raw, 'geos', POSTAL_CODES_FIELD, picks.postalCodes.length > 0);
	clash(raw, 'interests', INTERESTS_FIELD, picks.interests.length > 0);
	// Issue 45, point 7: picked segments would silently drop the JSON's (e.g. the buyers' exclusion).
	clash(raw, 'segments', SEGMENTS_FIELD, fields.segmentsPicked === true, 'json');
	if (!empty(fields.countries) || raw.geos === undefined) {
		const countries = checkCountries(fields.countries);
		const first = perCountry.find(([, , ids]) => ids.length > 0);
		if (first && countries.length > 1) {
			throw new InputError(first[0], `${first[0]} can only be used with a single country`, 'Keep one country in Countries, or put each country with its own regions, metros or postal codes in Targeting JSON under "geos".');
		}
		const within: Record<string, string[]> = {};
		for (const [, key, ids] of perCountry) if (ids.length > 0) within[key] = ids;
		targeting.geos = countries.map((country_code) => ({ country_code, ...within }));
	}
	if (picks.interests.length > 0) targeting.interests = [{ category_id: picks.interests }];
	const minAge = age(fields.minAge, 'Minimum Age');
	const maxAge = age(fields.maxAge, 'Maximum Age');
	if (minAge !== undefined && maxAge !== undefined && maxAge.n < minAge.n) {
		throw new InputError('Maximum Age', `Maximum Age ${showValue(fields.maxAge)} is below Minimum Age ${showValue(fields.minAge)}`, 'Enter a maximum at least as high as the minimum.');
	}
	const demographic: Record<string, unknown> = {};
	if (minAge !== undefined) demographic.min_age = minAge.text;
	if (maxAge !== undefined) demographic.max_age = maxAge.text;
	if (!empty(fields.gender) && fields.gender !== 'ALL') {
		if (fields.gender !== 'MALE' && fields.gender !== 'FEMALE') {
			throw new InputError('Gender', `Gender ${showValue(fields.gender)} is not one of the choices`, 'Use ALL, FEMALE or MALE.');
		}
		demographic.gender = fields.gender;
	}
	const languages = list(fields.languages).map((l) => l.toLowerCase());
	const badLanguage = languages.find((l) => !/^[a-z]{2}$/.test(l));
	if (badLanguage !== undefined) {
		throw new InputError('Languages', `Language ${showValue(badLanguage)} is not a two-letter language code`, 'Use ISO 639-1 codes separated by commas, e.g. en, de, fr.');
	}
	if (languages.length > 0) demographic.languages = languages;
	if (Object.keys(demographic).length > 0) targeting.demographics = [demographic];
	if (!empty(fields.operatingSystem) && fields.operatingSystem !== 'ALL') {
		if (fields.operatingSystem !== 'iOS' && fields.operatingSystem !== 'ANDROID') {
			throw new InputError('Operating System', `Operating System ${showValue(fields.operatingSystem)} is not one of the choices`, 'Use ALL, iOS or ANDROID.');
		}
		targeting.devices = [{ os_type: fields.operatingSystem }];
	}
	return { ...targeting, ...expansionTargeting(fields.expansion), ...raw };
}

/** A copy of `targeting` whose countries are `countries` (duplicates into other markets); regions are dropped with the old countries. */
export function withCountries(targeting: Record<string, unknown>, countries: string[]): Record<string, unknown> {
	return { ...targeting, geos: countries.map((country_code) => ({ country_code })) };
}

/**
 * The phone settings both nodes offer (Audience Segment's fields, the Conversions node's Options):
 * Default Country and Numbers Include Country Code, checked and turned into the shared normaliser's
 * PhoneOptions. A bad value is an InputError naming the setting.
 */
import type { PhoneOptions } from './';
import { COUNTRY_OPTIONS } from './';
import { NO_DEFAULT_COUNTRY } from './phoneFields';
import { checkBoolean, InputError } from '../input/validation';

const COUNTRY_CODES = new Set(COUNTRY_OPTIONS.map((option) => option.value));

export function checkPhoneSettings(defaultCountry: unknown, includesCountryCode: unknown): PhoneOptions {
	// (An expression may give the ISO code in any case: `gb` is GB.) "None" and the empty value that
	// workflows saved before the None option hold both mean no country.
	const given = typeof defaultCountry === 'string' ? defaultCountry.trim().toUpperCase() : defaultCountry;
	const country = given === NO_DEFAULT_COUNTRY.toUpperCase() ? '' : given;
	if (country !== '' && country !== undefined && country !== null && (typeof country !== 'string' || !COUNTRY_CODES.has(country))) {
		throw new InputError('Default Country', 'Default Country is not one of the countries in the list', 'Choose a country from the list (an expression must give its ISO code, e.g. US, GB, DE).');
	}
	const includes = checkBoolean(includesCountryCode, 'Numbers Include Country Code');
	return { ...(typeof country === 'string' && country !== '' ? { defaultCountry: country } : {}), ...(includes ? { includesCountryCode: includes } : {}) };
}

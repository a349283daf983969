/**
 * Issue 18: phone numbers of every country libphonenumber-js knows, in national and international
 * form (as people write them: with the country's own spacing, trunk prefix and separators), must
 * normalise to the E.164 digits that the full libphonenumber-js ("max" metadata, an independent
 * reading from the "min" set the node bundles) gives for the same number.
 */
import { getCountries, getCountryCallingCode, getExampleNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/examples.mobile.json';

import { COUNTRY_OPTIONS, normalizePhone } from '../../nodes/shared/identifiers';

const rows = getCountries()
	.map((country) => ({ country, example: getExampleNumber(country, examples) }))
	.filter((row): row is { country: CountryCode; example: NonNullable<typeof row.example> } => row.example !== undefined);

describe('phone numbers of every country against libphonenumber-js (max metadata) as the oracle', () => {
	it('covers at least 25 countries', () => {
		expect(rows.length).toBeGreaterThanOrEqual(200);
	});

	it.each(rows.map((row) => [row.country, row.example.formatNational(), row.example.formatInternational(), row.example.number.slice(1)]))(
		'%s: national %j and international %j become %s',
		(country, nationalForm, internationalForm, digits) => {
			expect(parsePhoneNumberFromString(nationalForm, country as CountryCode)?.number).toBe(`+${digits}`);
			expect(normalizePhone(internationalForm, {})).toEqual({ ok: true, value: digits, hashed: false });
			expect(normalizePhone(internationalForm.replace('+', '00'), { defaultCountry: 'US' })).toEqual({ ok: true, value: digits, hashed: false });
			expect(normalizePhone(digits, { includesCountryCode: true })).toEqual({ ok: true, value: digits, hashed: false });
			expect(normalizePhone(nationalForm, { defaultCountry: country })).toEqual({ ok: true, value: digits, hashed: false });
		},
	);

	it.each([
		['RU', '8 912 345-67-89', '79123456789'],
		['HU', '06 30 123 4567', '36301234567'],
		['GB', '07911 123456', '447911123456'],
		['DE', '0151 12345678', '4915112345678'],
		['FR', '06 12 34 56 78', '33612345678'],
		['IT', '06 1234 5678', '390612345678'], // Italy keeps its leading 0
		['US', '1 (415) 555-0100', '14155550100'],
		['KZ', '8 701 234 5678', '77012345678'], // +7 is Russia and Kazakhstan
		['BR', '(11) 96123-4567', '5511961234567'],
		['AR', '011 15-2345-6789', '5491123456789'], // Argentina's mobile 15 becomes 9 after the code
		['MX', '55 1234 5678', '525512345678'],
		['IN', '098765 43210', '919876543210'],
		['JP', '090-1234-5678', '819012345678'],
		['AU', '0412 345 678', '61412345678'],
	])('%s: %j becomes %s, as the oracle reads it', (country, written, digits) => {
		expect(parsePhoneNumberFromString(written, country as CountryCode)?.number).toBe(`+${digits}`);
		expect(normalizePhone(written, { defaultCountry: country })).toEqual({ ok: true, value: digits, hashed: false });
	});
});

describe('the Default Country list', () => {
	it('is every country libphonenumber-js knows, with its calling code (after an upgrade: node scripts/dev/countries.mjs)', () => {
		const names = new Intl.DisplayNames(['en'], { type: 'region' });
		expect(COUNTRY_OPTIONS.map((option) => option.value).sort()).toEqual([...getCountries()].sort());
		for (const option of COUNTRY_OPTIONS) {
			expect(option.name).toBe(`${names.of(option.value)} (${option.value}, +${getCountryCallingCode(option.value as CountryCode)})`);
		}
		expect(COUNTRY_OPTIONS.find((option) => option.value === 'GB')?.name).toBe('United Kingdom (GB, +44)');
	});
});

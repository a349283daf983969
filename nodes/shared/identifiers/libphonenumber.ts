/**
 * The only door to libphonenumber-js (Google's libphonenumber rules with its smallest metadata set,
 * "min"). n8n community packages may have no runtime dependency: the build (gulpfile.js,
 * `bundle:phone`) replaces the compiled copy of this file in dist/ with a bundle holding the library,
 * so the published package requires nothing. Everything else imports phone rules from here only.
 */
export { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString, validatePhoneNumberLength } from 'libphonenumber-js/min';
export type { CountryCode, PhoneNumber } from 'libphonenumber-js/min';

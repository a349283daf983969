/**
 * Normalising and hashing customer identifiers, shared by every node of this package that sends
 * them (Audience Segment Add/Remove Users, the Conversions API). Pure functions: no network, no
 * state, nothing imported from a node. Reasons for refusing a value never repeat the value.
 */
export { COUNTRY_OPTIONS } from './countries';
export { normalizeEmail } from './email';
export { alreadyHashed, hashUnlessHashed, sha256Hex } from './hash';
export { normalizeMobileAdId } from './mobileAdId';
export { normalizeCountryCode, normalizeDateOfBirth, normalizeExternalId, normalizeGender, normalizeLowercase, normalizeName } from './person';
export { normalizePhone, type PhoneOptions } from './phone';
export type { Normalized } from './text';

/** The one "hash unless it already is a hash" rule every identifier goes through (nodes/shared/identifiers/hash.ts). */
import * as identifiers from '../../nodes/shared/identifiers';

const { alreadyHashed, hashUnlessHashed } = identifiers;

// Computed outside this code: printf '%s' 'john.doe@example.com' | sha256sum
const JOHN = '836f82db99121b3481011f16b49dfa5fbc714a0d1b1b9f784a1ebbbf5b39577f';

describe('alreadyHashed', () => {
	it('takes 64 hexadecimal characters in any case as the hash, lowercased', () => {
		expect(alreadyHashed(JOHN)).toEqual({ ok: true, value: JOHN, hashed: true });
		expect(alreadyHashed(JOHN.toUpperCase())).toEqual({ ok: true, value: JOHN, hashed: true });
	});

	it('leaves anything else to the normaliser', () => {
		for (const text of [JOHN.slice(1), `${JOHN}0`, `${JOHN.slice(1)}g`, 'john.doe@example.com', '']) expect(alreadyHashed(text)).toBeUndefined();
	});
});

describe('hashUnlessHashed', () => {
	it('hashes a normalised value and passes a given hash through unchanged', () => {
		expect(hashUnlessHashed({ value: 'john.doe@example.com', hashed: false })).toBe(JOHN);
		expect(hashUnlessHashed({ value: JOHN, hashed: true })).toBe(JOHN);
	});
});

describe('every normaliser reads a given hash by the same rule', () => {
	it.each([
		['email', identifiers.normalizeEmail],
		['phone', identifiers.normalizePhone],
		['mobile ad ID', identifiers.normalizeMobileAdId],
		['name', identifiers.normalizeName],
		['city, state, postal code', identifiers.normalizeLowercase],
		['country', identifiers.normalizeCountryCode],
		['gender', identifiers.normalizeGender],
		['date of birth', identifiers.normalizeDateOfBirth],
		['external ID', identifiers.normalizeExternalId],
	])('%s', (_what, normalize) => {
		expect(normalize(` ${JOHN.toUpperCase()} `)).toEqual({ ok: true, value: JOHN, hashed: true });
		const short = normalize(JOHN.slice(2)); // 62 characters: no hash
		expect(short.ok && short.hashed).toBe(false);
	});
});

import {
	normalizeIdentifier,
	type IdentifierType,
	type NormalizeOptions,
} from '../../nodes/SnapchatAds/actions/audienceSegment/identifiers';
import { IdentifierCollector, usersBody } from '../../nodes/SnapchatAds/actions/audienceSegment/hashing';
import { sha256Hex } from '../../nodes/shared/identifiers';

/*
 * Expected hashes were computed OUTSIDE this code, in a shell:
 *   printf '%s' 'john.doe@example.com' | sha256sum
 * and pasted here as literals, so a wrong encoding or hash function cannot pass.
 */
const H = {
	johnDoe: '836f82db99121b3481011f16b49dfa5fbc714a0d1b1b9f784a1ebbbf5b39577f', // john.doe@example.com
	janePromo: 'e85af12814cd0fdaf47c791414b23cc8f53053eacce6c73b8a6ab4617ca160b2', // jane+promo@gmail.com
	kundBuecher: '3f5ff56f93d52feb8e7531f21875c752d3a462921ddbdfdf8555631918612c89', // kund@bücher.de (NFC ü)
	max: '7f8f50bd0e22701c61712d2a1a2ff90fcc30462f98012192c4a80485057d2be4', // max.mustermann@example.org
	ana: '500793a21666e2efabeeefda4ef1d9d63557ba4b0c9569185bd54a00c073cd7b', // ana@exämple.com
	us: '5e7ec4c79ccac6e420876e65ad0e6b4b2ccf73ec3dccb50297bf2890a1ec73b9', // 14155550100
	uk: '38e62b3e091778f9214de3aa00ae498aa4b78433d73dec5977eb2ec1c8be4a69', // 442079460000
	de: 'ac75546db905289f50bd750fd5648fec0719074ce391521b2372abeae9110668', // 4930123456
	fr: '8a3e7886c9335e82e02299fa3e87b46e2de3b0c63d56003e30a5029394a47661', // 33612345678
	idfa: '6cd6140c54b2741b81b0099b232a3ddaeed82df456f43563574877baec22b632', // ea7583cd-a667-48bc-b806-42ecb2b48606
	aaid: 'd4181bb455a74b3bc8b37c75ac9b2c702eb6b9930bd040b861403b31ca85634d', // 38400000-8cf0-11bd-b23e-10b96e40000d
};

type Row = [raw: unknown, normalized: string, hash: string, options?: NormalizeOptions];

function hashOf(type: IdentifierType, raw: unknown, options: NormalizeOptions = {}) {
	const result = normalizeIdentifier(type, raw, options);
	if (!result.ok) throw new Error(`refused: ${result.reason}`);
	return { ...result, hash: result.hashed ? result.value : sha256Hex(result.value) };
}

describe('Email normalisation', () => {
	it.each<Row>([
		[' John.Doe@Example.COM ', 'john.doe@example.com', H.johnDoe], // the spec's example
		['john.doe@example.com', 'john.doe@example.com', H.johnDoe],
		['Jane+Promo@Gmail.com', 'jane+promo@gmail.com', H.janePromo], // a tag is kept, not stripped
		['Kund@B\u00dcCHER.de', 'kund@b\u00fccher.de', H.kundBuecher], // Unicode domain, lowercased as written
		['\tmax.mustermann@EXAMPLE.org\r\n', 'max.mustermann@example.org', H.max],
		['\u00a0ana@ex\u00e4mple.com\u00a0', 'ana@ex\u00e4mple.com', H.ana], // non-breaking spaces trimmed
		['Kund@Bu\u0308cher.de', 'kund@b\u00fccher.de', H.kundBuecher], // decomposed ü (macOS exports) composed to NFC
	])('%j becomes %j', (raw, normalized, hash) => {
		const result = hashOf('email', raw);
		expect(result.value).toBe(normalized);
		expect(result.hashed).toBe(false);
		expect(result.hash).toBe(hash);
	});
});

describe('Phone normalisation', () => {
	it.each<Row>([
		['+1 (415) 555-0100', '14155550100', H.us], // the spec's examples
		['0044 20 7946 0000', '442079460000', H.uk],
		['+44 (0)20 7946 0000', '442079460000', H.uk], // bracketed trunk 0 after the country code
		['+44 020 7946 0000', '442079460000', H.uk], // trunk 0 written after the country code
		['+44.20.7946.0000', '442079460000', H.uk],
		['14155550100', '14155550100', H.us, { includesCountryCode: true }], // a CRM export without +
		[14155550100, '14155550100', H.us, { includesCountryCode: true }], // a number from a sheet column
		['020 7946 0000', '442079460000', H.uk, { defaultCountry: 'GB' }], // national, trunk 0 dropped
		['020 7946 0000', '442079460000', H.uk, { defaultCountry: 'GB', includesCountryCode: true }], // 0: national
		['447911123456', '447911123456', '', { defaultCountry: 'GB' }], // already carries the code (GB rules)
		['(415) 555-0100', '14155550100', H.us, { defaultCountry: 'US' }], // national without trunk prefix
		['1-415-555-0100', '14155550100', H.us, { defaultCountry: 'US' }], // NANP trunk 1
		['(415) 555-0100', '14155550100', H.us, { defaultCountry: 'CA' }], // +1 is not only the US
		['030 123456', '4930123456', H.de, { defaultCountry: 'DE' }],
		['06 12 34 56 78', '33612345678', H.fr, { defaultCountry: 'FR' }],
		['8 912 345-67-89', '79123456789', '', { defaultCountry: 'RU' }], // Russia's trunk prefix is 8
		['06 30 123 4567', '36301234567', '', { defaultCountry: 'HU' }], // Hungary's is 06
		['+33 6 12 34 56 78', '33612345678', H.fr, { defaultCountry: 'DE' }], // + wins over the default
		['\u202a+44 20 7946 0000\u202c', '442079460000', H.uk], // invisible direction marks copied from a contact card
		['+44\u200e20\u00a07946 0000', '442079460000', H.uk],
		['0033 612 345 678', '33612345678', H.fr, { defaultCountry: 'US' }], // 00 wins over the default
		['0033 612 345 678', '33612345678', H.fr, { includesCountryCode: true }],
	])('%j becomes %j (%j)', (...[raw, normalized, hash, options]) => {
		// (a rest parameter: a 4-argument function would make jest wait for a `done` callback)
		const result = hashOf('phone', raw, options);
		expect(result.value).toBe(normalized);
		if (hash) expect(result.hash).toBe(hash);
	});
});

describe('Mobile ad ID normalisation', () => {
	it.each<Row>([
		['EA7583CD-A667-48BC-B806-42ECB2B48606', 'ea7583cd-a667-48bc-b806-42ecb2b48606', H.idfa], // IDFA
		[' 38400000-8cf0-11bd-b23e-10b96e40000d ', '38400000-8cf0-11bd-b23e-10b96e40000d', H.aaid], // AAID
	])('%j becomes %j', (raw, normalized, hash) => {
		const result = hashOf('mobileAdId', raw);
		expect(result.value).toBe(normalized);
		expect(result.hash).toBe(hash);
	});
});

describe('values that already are SHA-256', () => {
	it.each<[IdentifierType, string]>([
		['email', H.johnDoe.toUpperCase()],
		['phone', ` ${H.us} `],
		['mobileAdId', H.idfa.toUpperCase()],
	])('%s: %s is taken as hashed and only lowercased', (type, raw) => {
		const result = hashOf(type, raw);
		expect(result.hashed).toBe(true);
		expect(result.hash).toBe(raw.trim().toLowerCase());
	});
});

describe('invalid identifiers: a reason, never the value', () => {
	it.each<[IdentifierType, unknown, RegExp, NormalizeOptions?]>([
		['email', 'john.doe.example.com', /no @/],
		['email', 'john@doe@example.com', /more than one @/],
		['email', '@example.com', /nothing before the @/],
		['email', 'john@localhost', /no valid domain/],
		['email', 'john@example.', /no valid domain/],
		['email', 'john@.example', /no valid domain/],
		['email', 'john@example..com', /no valid domain/],
		['email', 'john doe@example.com', /whitespace/],
		['email', '\u200bjohn.doe@example.com', /invisible/], // would hash to a value that matches nobody
		['email', 'john.doe@exam\u200dple.com', /invisible/],
		['email', `${'a'.repeat(250)}@example.com`, /longer than 254/],
		['email', '   ', /empty/],
		['email', null, /empty/],
		['email', undefined, /empty/],
		['email', 42, /a number, not text/],
		['email', ['john.doe@example.com'], /a list/],
		['email', { email: 'john.doe@example.com' }, /an object/],
		['phone', '+1 555-01', /fewer than 7 digits/],
		// Issue 18: a national number without any country setting was hashed as 4155550100 and reported accepted.
		['phone', '(415) 555-0100', /no country code/],
		['phone', '020 7946 0000', /no country code.*Default Country/],
		['phone', '020 7946 0000', /starts with 0, so it does not start with a country code/, { includesCountryCode: true }],
		['phone', '+44 20 7946 0000 ext 12', /letters or symbols/],
		['phone', '415+5550100', /\+ that is not at the start/],
		['phone', '+0044 20 7946 0000', /country code that starts with 0/],
		['phone', '+1234567890123456', /more than 15 digits/],
		['phone', '+999 1234 5678', /country code that no country uses/],
		['phone', '+44 20 7946', /too short/],
		['phone', '12345', /too short/, { defaultCountry: 'US' }],
		['phone', '12345', /fewer than 7 digits/, { includesCountryCode: true }],
		['phone', '415 555 01009', /too long/, { defaultCountry: 'US' }],
		['phone', '020 7946 0000', /Default Country is not a known country code/, { defaultCountry: 'UK' }],
		// With a default country, digits that start with its code and make a possible number both ways
		// (national 49 151…, or +49 151…) are never guessed, so never a wrong hash.
		['phone', '4915112345678', /starts with the country code 49 but has no \+ or 00/, { defaultCountry: 'DE' }],
		['phone', 4915112345678, /starts with the country code 49/, { defaultCountry: 'DE' }],
		['phone', -14155550100, /not a whole positive/],
		['phone', 1.5, /not a whole positive/],
		['mobileAdId', 'not-an-id', /not a mobile ad ID/],
		['mobileAdId', 'ea7583cda66748bcb80642ecb2b48606', /not a mobile ad ID/],
		['mobileAdId', 'ea7583cd-a667-48bc-b806-42ecb2b4860g', /not a mobile ad ID/],
		['mobileAdId', '00000000-0000-0000-0000-000000000000', /ad tracking is limited/],
	])('%s %j: %s', (...[type, raw, reason, options]) => {
		const result = normalizeIdentifier(type, raw, options);
		expect(result.ok).toBe(false);
		if (result.ok) return;
		expect(result.reason).toMatch(reason);
		const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
		if (text.length > 3) expect(result.reason).not.toContain(text);
		if (text.length > 3) expect(result.reason.toLowerCase()).not.toContain(text.toLowerCase());
	});
});

describe('IdentifierCollector', () => {
	it('dedupes on the hash, so different spellings and pre-hashed copies count once', () => {
		const collector = new IdentifierCollector('email');
		const inputs = [' John.Doe@Example.COM ', 'john.doe@example.com', H.johnDoe.toUpperCase(), 'no-at-sign', 'jane+promo@gmail.com', null];
		const results = inputs.map((raw, index) => collector.add(index, raw));
		expect(collector.received).toBe(6);
		expect(collector.unique).toBe(2);
		expect(collector.duplicates).toBe(2);
		expect(collector.invalidCount).toBe(2);
		expect(collector.invalid).toEqual([
			{ itemIndex: 3, reason: expect.stringMatching(/no @/) },
			{ itemIndex: 5, reason: 'is empty' },
		]);
		// What each item adds to the requests: a hash the first time it is seen, nothing for a duplicate or an invalid one.
		expect(results.map((r) => (r.ok && !r.duplicate ? r.hash : null))).toEqual([H.johnDoe, null, null, null, H.janePromo, null]);
		expect(collector.schema).toBe('EMAIL_SHA256');
	});

	it('passes the default country to phone numbers', () => {
		const collector = new IdentifierCollector('phone', { defaultCountry: 'GB' });
		expect(collector.add(0, '020 7946 0000')).toEqual({ ok: true, duplicate: false, hash: H.uk });
		expect(collector.add(1, '+44 20 7946 0000')).toEqual({ ok: true, duplicate: true, hash: H.uk });
		expect(collector.unique).toBe(1);
		expect(collector.duplicates).toBe(1);
		expect(collector.schema).toBe('PHONE_SHA256');
	});

	it('lists at most the given number of invalid items but counts them all', () => {
		const collector = new IdentifierCollector('mobileAdId', {}, 2);
		for (let i = 0; i < 5; i++) collector.add(i, 'nope');
		expect(collector.invalidCount).toBe(5);
		expect(collector.invalid.map((entry) => entry.itemIndex)).toEqual([0, 1]);
		expect(collector.unique).toBe(0);
	});

	it('builds the spec body: one schema, one hash per row', () => {
		expect(usersBody('MOBILE_AD_ID_SHA256', [H.idfa, H.aaid])).toEqual({
			users: [{ schema: ['MOBILE_AD_ID_SHA256'], data: [[H.idfa], [H.aaid]] }],
		});
	});
});

/**
 * Issue 42, point 3 (pure parts): Interests, Regions, Metros / DMAs and Postal Codes built into Snap's
 * targeting, the one-country rule naming the field, the old typed `regions` still read, and unknown
 * IDs refused by name against the lookup lists (lookupCheck.ts).
 */
import { NodeHelpers } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { buildTargeting } from '../../nodes/SnapchatAds/actions/targeting/targeting';
import { lookupCheckOf, refuseUnknownIds, type LookupLists } from '../../nodes/SnapchatAds/actions/targeting/lookupCheck';
import { readTargetingPicks } from '../../nodes/SnapchatAds/actions/targeting/targetingFields';
import { inputError } from './inputError';

const EXPANSION = { enable_targeting_expansion: true, auto_expansion_options: { interest_expansion_option: { enabled: true }, custom_audience_expansion_option: { enabled: true } } };

describe('building targeting from the pickers', () => {
	it('sends interests as one ORed category_id list, and regions, metros and postal codes in the one geo (as strings)', () => {
		expect(
			buildTargeting({ countries: 'US', interests: ['SLC_1', 'SLC_7', 'SLC_1'], regionIds: ['3201'], metroIds: [803], postalCodes: '94105,\n10001 ; 94105' }),
		).toEqual({
			geos: [{ country_code: 'us', region_id: ['3201'], metro_id: ['803'], postal_code: ['94105', '10001'] }],
			interests: [{ category_id: ['SLC_1', 'SLC_7'] }],
			...EXPANSION,
		});
	});

	it('takes IDs from an expression as text or a list, and the typed regions of older workflows together with the picker', () => {
		expect(buildTargeting({ countries: 'us', interests: 'SLC_1, SLC_8', regions: '3201, 3202', regionIds: '' })).toMatchObject({
			geos: [{ country_code: 'us', region_id: ['3201', '3202'] }],
			interests: [{ category_id: ['SLC_1', 'SLC_8'] }],
		});
		expect(buildTargeting({ countries: 'US', regionIds: ['3203'], regions: '3201, 3203' }).geos).toEqual([{ country_code: 'us', region_id: ['3203', '3201'] }]);
		// Nothing picked: nothing added (what every saved workflow sends today).
		expect(buildTargeting({ countries: 'US, CA', interests: [], regionIds: [], metroIds: [], postalCodes: '' })).toEqual({ geos: [{ country_code: 'us' }, { country_code: 'ca' }], ...EXPANSION });
	});

	it('allows regions, metros and postal codes with one country only, naming the field', () => {
		expect(inputError(() => buildTargeting({ countries: 'US, CA', regionIds: ['3201'] })).field).toBe('Region Names or IDs');
		expect(inputError(() => buildTargeting({ countries: 'US, CA', regions: '3201' })).field).toBe('Region IDs (Typed)');
		expect(inputError(() => buildTargeting({ countries: 'US, CA', metroIds: ['803'] })).field).toBe('Metro / DMA Names or IDs');
		const postal = inputError(() => buildTargeting({ countries: 'US, CA', postalCodes: '94105' }));
		expect(postal.field).toBe('Postal Codes');
		expect(postal.message).toMatch(/single country/);
		// Interests need no single country.
		expect(buildTargeting({ countries: 'US, CA', interests: ['SLC_1'] }).interests).toEqual([{ category_id: ['SLC_1'] }]);
	});

	it('refuses a postal code that is not one, and a picker beside the same key of Targeting JSON (the JSON would silently win)', () => {
		const bad = inputError(() => buildTargeting({ countries: 'US', postalCodes: '94105, <script>' }));
		expect(bad.field).toBe('Postal Codes');
		expect(bad.message).toMatch(/"<script>" is not a postal code/);
		expect(inputError(() => buildTargeting({ countries: 'US', interests: ['SLC_1'], raw: '{"interests":[{"category_id":["SLC_7"]}]}' })).field).toBe('Interest Names or IDs');
		expect(inputError(() => buildTargeting({ countries: 'US', metroIds: ['803'], raw: { geos: [{ country_code: 'us' }] } })).field).toBe('Metro / DMA Names or IDs');
		// The typed regions of older workflows keep their behaviour: the JSON's geos replace them.
		expect(buildTargeting({ countries: 'US', regions: '3201', raw: { geos: [{ country_code: 'fr' }] } }).geos).toEqual([{ country_code: 'fr' }]);
		expect(inputError(() => buildTargeting({ countries: 'US', interests: { id: 1 } })).field).toBe('Interest Names or IDs');
	});

	it('issue 45, point 7: refuses Audience Segments beside "segments" in Targeting JSON (the picked ones would silently win), and keeps the JSON\'s alone', () => {
		const raw = { segments: [{ segment_id: ['5677923948298240'], operation: 'EXCLUDE' }] };
		const both = inputError(() => buildTargeting({ countries: 'US', raw, segmentsPicked: true }));
		expect(both.field).toBe('Audience Segments');
		expect(both.message).toMatch(/Audience Segments and the "segments" key of Targeting JSON are both set, and Audience Segments would replace the JSON's "segments"/);
		expect(buildTargeting({ countries: 'US', raw, segmentsPicked: false }).segments).toEqual(raw.segments);
	});
});

describe('unknown IDs refused against the lookup lists', () => {
	const lists: LookupLists = {
		interest: [
			{ id: 'SLC_1', name: 'Adventure Seekers' },
			{ id: 'SLC_7', name: 'Beauty Mavens' },
		],
		region: [{ id: '3201', name: 'California' }],
		metro: [{ id: '803', name: 'Los Angeles' }],
	};
	const checkOf = (fields: Record<string, unknown>) => lookupCheckOf(readTargetingPicks(fields), buildTargeting({ countries: 'US', ...fields }));

	it('asks for the lists the picks need, with the country of the geo', () => {
		expect(checkOf({ interests: ['SLC_1'], regionIds: ['3201'], regions: '3202' })).toEqual({
			country: 'us',
			wanted: [
				{ field: 'Interest Names or IDs', kind: 'interest', ids: ['SLC_1'] },
				{ field: 'Region Names or IDs', kind: 'region', ids: ['3201'] },
				{ field: 'Region IDs (Typed)', kind: 'region', ids: ['3202'] },
			],
		});
		expect(checkOf({ postalCodes: '94105' }).wanted).toEqual([]);
		// A typed region the Targeting JSON's geos replace is not sent, so not checked.
		expect(lookupCheckOf(readTargetingPicks({ regions: '9999' }), buildTargeting({ countries: 'US', regions: '9999', raw: { geos: [{ country_code: 'us' }] } })).wanted).toEqual([]);
	});

	it('passes known IDs, and names the unknown ones with their field and country', () => {
		expect(() => refuseUnknownIds(checkOf({ interests: ['SLC_7'], regionIds: ['3201'], metroIds: ['803'] }), lists)).not.toThrow();
		const interests = inputError(() => refuseUnknownIds(checkOf({ interests: ['SLC_1', 'SLC_99', 'NOPE'] }), lists));
		expect(interests.field).toBe('Interest Names or IDs');
		expect(interests.message).toBe('Snapchat has no interests SLC_99, NOPE');
		expect(interests.hint).toMatch(/Pick the interests from the list of Interest Names or IDs/);
		const region = inputError(() => refuseUnknownIds(checkOf({ regions: '3201, 4101' }), lists));
		expect([region.field, region.message]).toEqual(['Region IDs (Typed)', 'Snapchat has no region 4101 in country US']);
		const metro = inputError(() => refuseUnknownIds(checkOf({ metroIds: ['501'] }), lists));
		expect([metro.field, metro.message]).toEqual(['Metro / DMA Names or IDs', 'Snapchat has no metro (DMA) 501 in country US']);
	});

	it('says so when a list could not be read, and lets nothing through unchecked', () => {
		const unread = inputError(() => refuseUnknownIds(checkOf({ interests: ['SLC_1'] }), { interest: undefined }));
		expect(unread.field).toBe('Interest Names or IDs');
		expect(unread.message).toMatch(/list of interests could not be read .*404.*SLC_1 cannot be checked and nothing was sent for this item/);
	});
});

describe('older workflows keep their typed regions (point 6)', () => {
	it("n8n's own parameter reading (what the editor does when it opens a workflow) keeps additionalFields.regions as text", () => {
		const description = new SnapchatAds().description;
		const saved = { resource: 'adSquad', operation: 'create', countries: 'US', additionalFields: { regions: '3201, 3202' } };
		const read = NodeHelpers.getNodeParameters(description.properties, saved, false, false, null, description);
		expect((read?.additionalFields as Record<string, unknown>).regions).toBe('3201, 3202');
		// A key the description no longer had would be dropped by the same call: that is why `regions` stays a field.
		const unknown = NodeHelpers.getNodeParameters(description.properties, { ...saved, additionalFields: { gone: 'x' } }, false, false, null, description);
		expect(unknown?.additionalFields ?? {}).not.toHaveProperty('gone');
		const regions = (description.properties.find((p) => p.name === 'additionalFields' && p.displayOptions?.show?.operation?.includes('create') && p.displayOptions?.show?.resource?.includes('adSquad'))?.options ?? []).find(
			(o) => 'name' in o && o.name === 'regions',
		);
		expect(regions).toMatchObject({ type: 'string', displayName: 'Region IDs (Typed)' });
	});
});

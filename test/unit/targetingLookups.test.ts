/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Issue 45, point 4 (pure part): a lookup record is read in both forms Snap's lookups have. A geo
 * record (regions, metros) has no top-level `id`: under its kind it holds the continent, the country
 * and the record itself again (shared/spec/targeting-and-audiences.md §3, copied as
 * test/fixtures/spec/targeting-geo-region.json); an interest (scls) record is flat.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { lookupEntries } from '../../nodes/SnapchatAds/actions/common/targetingLookups';

const REGION_ANSWER = JSON.parse(readFileSync(join(__dirname, '../fixtures/spec/targeting-geo-region.json'), 'utf8')) as {
	targeting_dimensions: Array<{ region: Record<string, unknown> }>;
};

describe('reading a targeting lookup record', () => {
	it("reads a region one level down, as Snap's geo lookups nest it (spec §3 example)", () => {
		const records = REGION_ANSWER.targeting_dimensions.map((d) => d.region);
		expect(lookupEntries(records, 'region')).toEqual([{ id: '3', name: 'California' }]);
	});

	it('reads a metro the same way, its ID a number or text', () => {
		const metro = { continent: { id: '6255149', name: 'north_america' }, country: { id: '6252001', code2: 'US' }, metro: { id: 803, name: 'Los Angeles' } };
		expect(lookupEntries([metro], 'metro')).toEqual([{ id: '803', name: 'Los Angeles' }]);
	});

	it('reads a flat record (interests; a flat geo record too), and skips a record without an ID', () => {
		const scls = { id: 'SLC_1', name: 'Adventure Seekers', path: '/Lifestyle/Adventure Seekers', source: 'SNAPCHAT', parent_id: 'SLC_0' };
		expect(lookupEntries([scls, { name: 'no id' }], 'scls')).toEqual([{ id: 'SLC_1', name: 'Adventure Seekers' }]);
		expect(lookupEntries([{ id: 3201, name: 'California', country: { code2: 'US' } }], 'region')).toEqual([{ id: '3201', name: 'California' }]);
		expect(lookupEntries([{ region: { name: 'no id' }, country: { id: '6252001' } }], 'region')).toEqual([]);
	});

	it('names a record without a name by its ID', () => {
		expect(lookupEntries([{ region: { id: '44' } }], 'region')).toEqual([{ id: '44', name: '44' }]);
	});
});

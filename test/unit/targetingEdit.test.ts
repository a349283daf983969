/** The shared targeting reader's pure part (issue 42, points 1 and 5): segments added, removed, replaced; every other key kept. */
import { applyTargetingEdit } from '../../nodes/SnapchatAds/actions/creation/targetingEdit';

const base = {
	geos: [{ country_code: 'us', region_id: ['3201'] }],
	interests: [{ category_id: ['SLC_7'] }],
	auto_expansion_options: { interest_expansion_option: { enabled: false } },
	segments: [
		{ segment_id: ['1', '2'], operation: 'INCLUDE' },
		{ segment_id: ['9'], operation: 'EXCLUDE' },
	],
};

describe('applyTargetingEdit', () => {
	it('no edit: the same object', () => {
		expect(applyTargetingEdit(base, undefined)).toBe(base);
	});

	it('Add: new ids join their list, a segment moved to the other list leaves the first, other keys untouched', () => {
		const out = applyTargetingEdit(base, { include: ['3'], exclude: ['2', '10'], mode: 'add' });
		expect(out).toEqual({
			geos: base.geos,
			interests: base.interests,
			auto_expansion_options: base.auto_expansion_options,
			segments: [
				{ segment_id: ['1', '3'], operation: 'INCLUDE' },
				{ segment_id: ['9', '2', '10'], operation: 'EXCLUDE' },
			],
		});
		expect(base.segments[0].segment_id).toEqual(['1', '2']);
	});

	it('Remove: the ids leave both lists; an empty list leaves no element, no list at all no key', () => {
		expect(applyTargetingEdit(base, { include: ['9'], exclude: [], mode: 'remove' }).segments).toEqual([{ segment_id: ['1', '2'], operation: 'INCLUDE' }]);
		expect(applyTargetingEdit(base, { include: ['1', '2', '9'], exclude: [], mode: 'remove' })).not.toHaveProperty('segments');
	});

	it('Replace: exactly the lists; an element without operation counts as INCLUDE', () => {
		const legacy = { geos: base.geos, segments: [{ segment_id: ['5'] }] };
		expect(applyTargetingEdit(legacy, { include: [], exclude: ['7'], mode: 'add' }).segments).toEqual([
			{ segment_id: ['5'], operation: 'INCLUDE' },
			{ segment_id: ['7'], operation: 'EXCLUDE' },
		]);
		expect(applyTargetingEdit(base, { include: ['4'], exclude: [], mode: 'replace' }).segments).toEqual([{ segment_id: ['4'], operation: 'INCLUDE' }]);
	});
});

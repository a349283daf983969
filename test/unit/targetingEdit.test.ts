/** The shared targeting reader's pure part (issue 42, points 1 and 5): segments added, removed, replaced; every other key kept. */
import { applyTargetingEdit, editedSegmentIds } from '../../nodes/SnapchatAds/actions/creation/targetingEdit';
import { inputError } from './inputError';

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

	it('Remove: each id leaves only the list it is named under; an empty list leaves no element, no list at all no key', () => {
		expect(applyTargetingEdit(base, { include: [], exclude: ['9'], mode: 'remove' }).segments).toEqual([{ segment_id: ['1', '2'], operation: 'INCLUDE' }]);
		expect(applyTargetingEdit(base, { include: ['2'], exclude: ['9'], mode: 'remove' }).segments).toEqual([{ segment_id: ['1'], operation: 'INCLUDE' }]);
		expect(applyTargetingEdit(base, { include: ['1', '2'], exclude: ['9'], mode: 'remove', allowNoInclude: true })).not.toHaveProperty('segments');
	});

	it('Remove of a segment named under Exclude never strips it from INCLUDE, and the other way round (issue 45, point 8)', () => {
		expect(applyTargetingEdit(base, { include: [], exclude: ['1'], mode: 'remove' })).toBe(base);
		expect(applyTargetingEdit(base, { include: ['9'], exclude: [], mode: 'remove' })).toBe(base);
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

describe('an edit that leaves the ad squad with no included segment (issue 45, point 8)', () => {
	const onlyBuyers = { geos: [{ country_code: 'us' }], segments: [{ segment_id: ['1'], operation: 'INCLUDE' }] };

	it('Add of its only include under Exclude is refused, naming the field, the segment and the squad', () => {
		const error = inputError(() => applyTargetingEdit(onlyBuyers, { include: [], exclude: ['1'], mode: 'add' }, 'ad squad S1'));
		expect(error.field).toBe('Audience Segments');
		expect(error.message).toMatch(/segment 1\b/);
		expect(error.message).toMatch(/ad squad S1/);
		expect(error.message).toMatch(/no included segment/);
		expect(error.hint).toMatch(/Allow No Included Segment/);
	});

	it('Remove of the last include and Replace without an include are refused the same way', () => {
		expect(inputError(() => applyTargetingEdit(onlyBuyers, { include: ['1'], exclude: [], mode: 'remove' })).message).toMatch(/segment 1\b/);
		expect(inputError(() => applyTargetingEdit(base, { include: [], exclude: ['7'], mode: 'replace' })).message).toMatch(/segments 1, 2\b/);
		expect(inputError(() => applyTargetingEdit(base, { include: [], exclude: [], mode: 'replace' })).field).toBe('Audience Segments');
	});

	it('goes through when the user allows it', () => {
		expect(applyTargetingEdit(onlyBuyers, { include: [], exclude: ['1'], mode: 'add', allowNoInclude: true })).toEqual({
			geos: onlyBuyers.geos,
			segments: [{ segment_id: ['1'], operation: 'EXCLUDE' }],
		});
		expect(applyTargetingEdit(onlyBuyers, { include: ['1'], exclude: [], mode: 'remove', allowNoInclude: true })).toEqual({ geos: onlyBuyers.geos });
	});

	it('a squad that includes no segment to begin with is not refused: nothing included is taken away', () => {
		const excludeOnly = { geos: [{ country_code: 'us' }], segments: [{ segment_id: ['9'], operation: 'EXCLUDE' }] };
		expect(applyTargetingEdit(excludeOnly, { include: [], exclude: ['3'], mode: 'add' }).segments).toEqual([{ segment_id: ['9', '3'], operation: 'EXCLUDE' }]);
		expect(applyTargetingEdit(excludeOnly, { include: [], exclude: ['9'], mode: 'remove' })).toEqual({ geos: excludeOnly.geos });
	});
});

describe('an edit that changes nothing gives the targeting back as it was (issue 45, point 10)', () => {
	it('Add of segments it already has, in any order: the same object, whatever the key order of what was read', () => {
		const read = { segments: [{ operation: 'EXCLUDE', segment_id: ['9'] }, { segment_id: ['2', '1'] }], geos: base.geos };
		expect(applyTargetingEdit(read, { include: ['1'], exclude: ['9'], mode: 'add' })).toBe(read);
		expect(applyTargetingEdit(read, { include: ['1', '2'], exclude: ['9'], mode: 'replace' })).toBe(read);
	});
});

describe('editedSegmentIds: the segments to check against the ad account (issue 45, point 9)', () => {
	it('Add and Replace: every segment named; Remove: none (a segment deleted since can still be taken out)', () => {
		expect(editedSegmentIds({ include: ['1'], exclude: ['2'], mode: 'add' })).toEqual(['1', '2']);
		expect(editedSegmentIds({ include: ['1'], exclude: [], mode: 'replace' })).toEqual(['1']);
		expect(editedSegmentIds({ include: ['1'], exclude: ['2'], mode: 'remove' })).toEqual([]);
		expect(editedSegmentIds(undefined)).toEqual([]);
	});
});

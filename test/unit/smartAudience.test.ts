/**
 * Smart Audience (issue 46, point 8): Snap renamed Smart Targeting to Smart Audience on 2026-04-27
 * (spec snap-api-changes-2025-2026.md §10). The Ad Squad Create field and its warnings say Snap's
 * current name; the parameter keeps its name (audienceExpansion), so saved workflows still work, and
 * Snap's values are shown as read.
 */
import { EXPANSION_FIELD, expansionDifference, expansionField, expansionTargeting } from '../../nodes/SnapchatAds/actions/targeting/expansion';

describe('Smart Audience (issue 46, 8)', () => {
	it("the field says Snap's current name, the old ones still findable; the parameter name stays", () => {
		const field = expansionField();
		expect(field.name).toBe('audienceExpansion');
		expect(field.displayName).toBe('Smart Audience');
		expect(field.description).toMatch(/formerly Smart Targeting/);
		expect(field.description).toMatch(/audience expansion/i);
		expect(EXPANSION_FIELD).toBe('Smart Audience');
	});

	it('a bad value is refused naming the field by its current name', () => {
		expect(() => expansionTargeting('more')).toThrow(/^Smart Audience "more" is not one of the choices/);
	});

	it("the warning names Smart Audience and shows Snap's value as read", () => {
		const sent = expansionTargeting('none');
		const answered = { enable_targeting_expansion: true, auto_expansion_options: { auto_expansion_type: 'SMART_TARGETING' } };
		const warning = expansionDifference(sent, answered);
		expect(warning).toMatch(/^Snapchat's answer shows Smart Audience \(audience expansion\) on: enable_targeting_expansion true, SMART_TARGETING/);
		expect(warning).toMatch(/not what was sent \(Smart Audience off\)/);
		expect(warning).not.toMatch(/Smart Targeting/);
	});
});

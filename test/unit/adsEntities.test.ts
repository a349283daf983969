import { matchUpdateAnswer, unknownOutcomeHint } from '../../nodes/SnapchatAds/actions/adsEntities/answers';
import { AD, AD_SQUAD, CAMPAIGN } from '../../nodes/SnapchatAds/actions/common/entityTypes';
import { childrenPath, entityPath } from '../../nodes/SnapchatAds/api';
import { byIdFields, updateFields } from '../../nodes/SnapchatAds/actions/adsEntities/fields';
import { checkChanges, mergeUpdate, writableFields } from '../../nodes/SnapchatAds/actions/adsEntities/merge';
import { findInPages, rounds } from '../../nodes/SnapchatAds/actions/adsEntities/plan';
import { keepPlacementV2WhereNeeded, needsPlacementV2 } from '../../nodes/SnapchatAds/actions/adsEntities/placementV2';
import { diffUpdate } from '../../nodes/SnapchatAds/actions/adsEntities/updateOutcome';
import type { ElementResult } from '../../nodes/SnapchatAds/transport';
import { inputError } from './inputError';

const C1 = '11111111-1111-4111-8111-111111111111';
const C2 = '22222222-2222-4222-8222-222222222222';
const C3 = '33333333-3333-4333-8333-333333333333';
const ACCOUNT = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

/** A campaign's fields that a PUT sends back (Snap's field table marks them R or O). */
const CAMPAIGN_WRITABLE = {
	id: C1,
	ad_account_id: ACCOUNT,
	name: 'Summer',
	status: 'ACTIVE',
	objective: 'BRAND_AWARENESS',
	start_time: '2026-06-01T07:00:00.000Z',
	end_time: '2026-09-01T07:00:00.000Z',
	daily_budget_micro: 50_250_000,
	lifetime_spend_cap_micro: 900_000_000,
	buy_model: 'AUCTION',
};

/** A campaign as a read returns it: the writable fields and the ones Snap sets itself. */
function campaign(overrides: Record<string, unknown> = {}): Record<string, unknown> {
	return {
		...CAMPAIGN_WRITABLE,
		delivery_status: ['VALID'],
		creation_state: 'PUBLISHED',
		created_at: '2026-05-01T10:00:00.000Z',
		updated_at: '2026-05-02T10:00:00.000Z',
		...overrides,
	};
}

describe('mergeUpdate', () => {
	it('changing only the status keeps every other writable field, budgets and end time included', () => {
		const current = campaign();
		const element = mergeUpdate(CAMPAIGN, current, { status: 'PAUSED' });
		expect(element).toEqual({ ...CAMPAIGN_WRITABLE, status: 'PAUSED' });
		expect(current.status).toBe('ACTIVE');
	});

	it('drops the read-only fields of each entity type and nothing else', () => {
		const squad = mergeUpdate(
			AD_SQUAD,
			{ id: C2, campaign_id: C1, name: 's', status: 'ACTIVE', targeting: { geos: [{ country_code: 'us' }] }, delivery_status: [], created_at: 'x', updated_at: 'y', creation_state: 'z' },
			{ bid_micro: 1_500_000 },
		);
		expect(squad).toEqual({ id: C2, campaign_id: C1, name: 's', status: 'ACTIVE', targeting: { geos: [{ country_code: 'us' }] }, bid_micro: 1_500_000 });
		const ad = mergeUpdate(
			AD,
			{ id: C3, ad_squad_id: C2, creative_id: C1, name: 'a', status: 'PAUSED', type: 'SNAP_AD', review_status: 'APPROVED', review_status_reasons: [], delivery_status: [] },
			{ name: 'b' },
		);
		expect(ad).toEqual({ id: C3, ad_squad_id: C2, creative_id: C1, name: 'b', status: 'PAUSED', type: 'SNAP_AD' });
	});

	it('sends only the allow-list: computed fields of a live auto-bid squad stay out, and so do its 0 bid and nulls', () => {
		// The shape a public client reads from live squads (shared/spec/ads-entities.md, "Correction").
		const live = {
			id: C2,
			campaign_id: C1,
			name: 'Auto',
			status: 'ACTIVE',
			type: 'SNAP_ADS',
			placement: 'SNAP_ADS',
			targeting: { geos: [{ country_code: 'us' }] },
			targeting_reach_status: 'VALID',
			delivery_constraint: 'DAILY_BUDGET',
			billing_event: 'IMPRESSION',
			optimization_goal: 'SWIPES',
			bid_strategy: 'AUTO_BID',
			auto_bid: true,
			bid_micro: 0,
			daily_budget_micro: 20_000_000,
			lifetime_budget_micro: null,
			pixel_id: null,
			effective_status: 'ACTIVE',
			forced_view_eligibility: 'NONE',
			ranking_score: 0.7,
			delivery_status: ['VALID'],
			start_time: '2026-01-01T00:00:00.000Z',
			created_at: 'x',
			updated_at: 'y',
		};
		expect(mergeUpdate(AD_SQUAD, live, { status: 'PAUSED' })).toEqual({
			id: C2,
			campaign_id: C1,
			name: 'Auto',
			status: 'PAUSED',
			type: 'SNAP_ADS',
			targeting: { geos: [{ country_code: 'us' }] },
			delivery_constraint: 'DAILY_BUDGET',
			billing_event: 'IMPRESSION',
			optimization_goal: 'SWIPES',
			bid_strategy: 'AUTO_BID',
			daily_budget_micro: 20_000_000,
			start_time: '2026-01-01T00:00:00.000Z',
		});
	});

	it('keeps every field read but the ones Snap computes, per type, fields no list knows included (issue 46, 1)', () => {
		const smart = { campaign_budget_optimization_properties: { x: 1 }, regulations: {}, lifetime_spend_cap_micro: 0, some_new_field: 1, auto_bid_max_bid_micro: 5, effective_status: 'ACTIVE' };
		expect(writableFields(CAMPAIGN, campaign(smart))).toEqual({
			...writableFields(CAMPAIGN, campaign()),
			campaign_budget_optimization_properties: { x: 1 },
			regulations: {},
			lifetime_spend_cap_micro: undefined,
			some_new_field: 1,
		});
		// The allow-listed body (after a refusal naming no field) and a field refused by name left out.
		expect(writableFields(CAMPAIGN, campaign(smart), { allowListOnly: true, without: new Set() })).not.toHaveProperty('some_new_field');
		expect(writableFields(CAMPAIGN, campaign(smart), { allowListOnly: false, without: new Set(['some_new_field']) })).not.toHaveProperty('some_new_field');
		const ad = { id: C3, ad_squad_id: C2, creative_id: C1, name: 'a', status: 'ACTIVE', type: 'SNAP_AD', render_type: 'STATIC', paying_advertiser_name: 'Acme' };
		expect(writableFields(AD, ad)).toEqual({ id: C3, ad_squad_id: C2, creative_id: C1, name: 'a', status: 'ACTIVE', type: 'SNAP_AD' });
		expect(writableFields(AD_SQUAD, { id: C2, placement_v2: { config: 'CUSTOM' }, placement: 'UNSUPPORTED' })).toEqual({ id: C2, placement_v2: { config: 'CUSTOM' } });
	});

	describe('an ad squad has one budget, chosen by delivery_constraint', () => {
		const squad = (over: Record<string, unknown>) => ({ id: C2, campaign_id: C1, name: 's', status: 'ACTIVE', bid_strategy: 'LOWEST_COST_WITH_MAX_BID', bid_micro: 2_000_000, ...over });

		it('only the budget the squad has is sent back, even when the read carries both', () => {
			const element = mergeUpdate(AD_SQUAD, squad({ delivery_constraint: 'LIFETIME_BUDGET', lifetime_budget_micro: 500_000_000, daily_budget_micro: 30_000_000 }), { status: 'PAUSED' });
			expect(element).toMatchObject({ delivery_constraint: 'LIFETIME_BUDGET', lifetime_budget_micro: 500_000_000 });
			expect(element).not.toHaveProperty('daily_budget_micro');
			const daily = mergeUpdate(AD_SQUAD, squad({ delivery_constraint: 'DAILY_BUDGET', daily_budget_micro: 30_000_000 }), { daily_budget_micro: 40_000_000 });
			expect(daily).toMatchObject({ delivery_constraint: 'DAILY_BUDGET', daily_budget_micro: 40_000_000 });
			expect(daily).not.toHaveProperty('lifetime_budget_micro');
		});

		it.each([
			[{ delivery_constraint: 'LIFETIME_BUDGET', lifetime_budget_micro: 500_000_000 }, { daily_budget_micro: 50_000_000 }, 'Daily Budget', 'has a lifetime budget (delivery_constraint LIFETIME_BUDGET), so Daily Budget cannot be set on it', 'Set Lifetime Budget instead'],
			[{ delivery_constraint: 'DAILY_BUDGET', daily_budget_micro: 30_000_000 }, { lifetime_budget_micro: 50_000_000 }, 'Lifetime Budget', 'has a daily budget (delivery_constraint DAILY_BUDGET), so Lifetime Budget cannot be set on it', 'Set Daily Budget instead'],
			// No delivery_constraint in the read: the budget it carries says which.
			[{ lifetime_budget_micro: 500_000_000 }, { daily_budget_micro: 50_000_000 }, 'Daily Budget', 'has a lifetime budget', 'Set Lifetime Budget instead'],
		])('a squad %j refuses %j, naming the field and what to do', (read, changes, field, message, hint) => {
			const error = inputError(() => mergeUpdate(AD_SQUAD, squad(read), changes));
			expect(error.field).toBe(field);
			expect(error.message).toContain(`ad squad ${C2} ${message}`);
			expect(error.hint).toContain(hint);
			expect(error.hint).toContain('Ads Manager');
		});

		it('both budgets in one update are refused', () => {
			const error = inputError(() => mergeUpdate(AD_SQUAD, squad({}), { daily_budget_micro: 5_000_000, lifetime_budget_micro: 9_000_000 }));
			expect(error.message).toMatch(/Daily Budget and Lifetime Budget are both set/);
		});

		it('a bid on an auto-bid squad is refused; on a max-bid squad it is sent', () => {
			const error = inputError(() => mergeUpdate(AD_SQUAD, squad({ bid_strategy: 'AUTO_BID', bid_micro: 0 }), { bid_micro: 3_000_000 }));
			expect(error.field).toBe('Bid');
			expect(error.message).toContain('bids automatically');
			expect(mergeUpdate(AD_SQUAD, squad({}), { bid_micro: 3_000_000 }).bid_micro).toBe(3_000_000);
		});

		it('campaigns have no such rule: a daily cap and a lifetime cap may both be set', () => {
			expect(mergeUpdate(CAMPAIGN, campaign(), { daily_budget_micro: 1_000_000 })).toMatchObject({ daily_budget_micro: 1_000_000, lifetime_spend_cap_micro: 900_000_000 });
		});
	});

	it('normalises a status typed in an expression', () => {
		expect(mergeUpdate(CAMPAIGN, campaign(), { status: ' paused ' }).status).toBe('PAUSED');
	});

	it('accepts a name of exactly 375 characters, counting an emoji as one', () => {
		const name = `${'x'.repeat(374)}🚀`;
		expect(mergeUpdate(CAMPAIGN, campaign(), { name }).name).toBe(name);
	});

	it.each([
		[{ name: 'x'.repeat(376) }, 'Name', /376 characters long; Snapchat allows at most 375/],
		[{ name: '   ' }, 'Name', /Name is empty/],
		[{ name: { a: 1 } }, 'Name', /must be text/],
		[{ status: 'DELETED' }, 'Status', /"DELETED" is not a status Snapchat accepts/],
		[{ status: 1 }, 'Status', /1 is not a status/],
		[{ daily_budget_micro: 0 }, 'Daily Budget', /more than 0$/],
		[{ daily_budget_micro: -5 }, 'Daily Budget', /more than 0$/],
		[{ lifetime_spend_cap_micro: 1.5 }, 'Lifetime Spend Cap', /got 1.5/],
		[{ end_time: 'soon' }, 'End Time', /"soon" is not a time/],
	])('refuses %j naming %s', (changes, field, words) => {
		const error = inputError(() => mergeUpdate(CAMPAIGN, campaign(), changes));
		expect(error.field).toBe(field);
		expect(error.message).toMatch(words);
		expect(error.hint).not.toBe('');
	});

	it('refuses an end time not after the start time, showing both instants', () => {
		const error = inputError(() => mergeUpdate(CAMPAIGN, campaign(), { end_time: '2026-06-01T07:00:00.000Z' }));
		expect(error.field).toBe('End Time');
		expect(error.message).toBe(
			"End Time 2026-06-01T07:00:00.000Z is not after the campaign's start time 2026-06-01T07:00:00.000Z (both in UTC)",
		);
		expect(mergeUpdate(CAMPAIGN, campaign(), { end_time: '2026-06-01T07:00:00.001Z' }).end_time).toBe('2026-06-01T07:00:00.001Z');
	});

	it('leaves the start-time comparison to Snapchat when the entity has no readable start time', () => {
		expect(mergeUpdate(CAMPAIGN, campaign({ start_time: undefined }), { end_time: '2020-01-01T00:00:00.000Z' }).end_time).toBe(
			'2020-01-01T00:00:00.000Z',
		);
	});

	it('refuses fields the entity type cannot update, and an update with no change', () => {
		expect(() => mergeUpdate(AD, { id: C3 }, { end_time: '2026-01-01T00:00:00.000Z' })).toThrow('The ad has no updatable field "end_time"');
		const error = inputError(() => checkChanges(CAMPAIGN, { name: undefined }));
		expect(error.field).toBe('Update Fields');
		expect(error.hint).toBe('Add at least one field under Update Fields: Status, Name, End Time, Daily Budget, Lifetime Spend Cap, Budget Level, Smart Budget Settings (JSON).');
	});

	it('refuses an entity without an ID', () => {
		expect(() => mergeUpdate(CAMPAIGN, campaign({ id: undefined }), { status: 'PAUSED' })).toThrow('has no ID');
	});
});

describe('placement_v2 as a flagged read returns it (issue 45, point 5)', () => {
	const v2 = { config: 'CUSTOM', platforms: ['SNAPCHAT'], snapchat_positions: ['FEED'] };

	it("kept when the read has no placement field (Snap's own example) or placement UNSUPPORTED, in any case", () => {
		expect(keepPlacementV2WhereNeeded(AD_SQUAD, { id: C1, placement_v2: v2 })).toEqual({ id: C1, placement_v2: v2 });
		expect(keepPlacementV2WhereNeeded(AD_SQUAD, { id: C1, placement: 'UNSUPPORTED', placement_v2: v2 })).toEqual({ id: C1, placement: 'UNSUPPORTED', placement_v2: v2 });
		expect(keepPlacementV2WhereNeeded(AD_SQUAD, { id: C1, placement: 'unsupported', placement_v2: v2 })).toHaveProperty('placement_v2', v2);
	});

	it('left out when the squad reads a classic placement, or when what was read is not placement settings', () => {
		expect(keepPlacementV2WhereNeeded(AD_SQUAD, { id: C1, placement: 'SNAP_ADS', placement_v2: v2 })).toEqual({ id: C1, placement: 'SNAP_ADS' });
		expect(keepPlacementV2WhereNeeded(AD_SQUAD, { id: C1, placement_v2: null })).toEqual({ id: C1 });
		expect(keepPlacementV2WhereNeeded(CAMPAIGN, { id: C1, placement_v2: v2 })).toEqual({ id: C1, placement_v2: v2 });
	});

	it('a squad without placement field and without placement_v2 is not read again for it; one reading UNSUPPORTED is', () => {
		expect(needsPlacementV2(AD_SQUAD, { id: C1 })).toBe(false);
		expect(needsPlacementV2(AD_SQUAD, { id: C1, placement: 'UNSUPPORTED' })).toBe(true);
	});
});

describe('diffUpdate compares targeting by content (issue 45, point 10)', () => {
	const read = {
		geos: [{ country_code: 'us', region_id: ['3201'] }],
		segments: [
			{ segment_id: ['1', '2'], operation: 'INCLUDE' },
			{ segment_id: ['9'], operation: 'EXCLUDE' },
		],
		demographics: [{ min_age: '18', max_age: '44' }],
	};

	it('object keys in another order are the same targeting', () => {
		const asked = { demographics: [{ max_age: '44', min_age: '18' }], segments: read.segments, geos: [{ region_id: ['3201'], country_code: 'us' }] };
		expect(diffUpdate({ targeting: read }, { targeting: asked })).toEqual({ changed: [], alreadyAsAsked: ['targeting'] });
	});

	it("segment ID lists and the segment elements are sets: their order does not matter, a repeated ID neither", () => {
		const asked = { ...read, segments: [{ operation: 'EXCLUDE', segment_id: ['9'] }, { operation: 'INCLUDE', segment_id: ['2', '1', '2'] }] };
		expect(diffUpdate({ targeting: read }, { targeting: asked }).changed).toEqual([]);
	});

	it('a real difference is still one: another segment, another operation, another region order is kept as a change', () => {
		expect(diffUpdate({ targeting: read }, { targeting: { ...read, segments: [{ segment_id: ['1', '2', '3'], operation: 'INCLUDE' }, read.segments[1]] } }).changed).toEqual(['targeting']);
		expect(diffUpdate({ targeting: read }, { targeting: { ...read, segments: [{ segment_id: ['1', '2'], operation: 'EXCLUDE' }, { segment_id: ['9'], operation: 'INCLUDE' }] } }).changed).toEqual(['targeting']);
		expect(diffUpdate({ targeting: read }, { targeting: { ...read, geos: [{ country_code: 'us' }] } }).changed).toEqual(['targeting']);
		expect(diffUpdate({ targeting: read }, { targeting: { ...read, extra: null } }).changed).toEqual(['targeting']);
	});
});

describe('paths', () => {
	it('builds entity and parent paths, encoding IDs', () => {
		expect(entityPath(AD_SQUAD, C2)).toBe(`/v1/adsquads/${C2}`);
		expect(childrenPath(CAMPAIGN.putParent, 'a/b', CAMPAIGN)).toBe('/v1/adaccounts/a%2Fb/campaigns');
		expect(childrenPath(AD.putParent, C2, AD)).toBe(`/v1/adsquads/${C2}/ads`);
	});
});

describe('matchUpdateAnswer', () => {
	const ok = (id: string, extra: Record<string, unknown> = {}): ElementResult => ({ ok: true, entity: { id, ...extra } });
	const bad = (id: string | undefined, reason: string): ElementResult => ({ ok: false, entity: id ? { id } : undefined, reason });

	it('matches by ID whatever the order', () => {
		const outcomes = matchUpdateAnswer(CAMPAIGN, [C1, C2, C3], [ok(C3, { n: 3 }), ok(C1, { n: 1 }), bad(C2, 'E2002 bad budget')]);
		expect(outcomes).toEqual([
			{ status: 'updated', entity: { id: C1, n: 1 } },
			{ status: 'failed', reason: 'E2002 bad budget' },
			{ status: 'updated', entity: { id: C3, n: 3 } },
		]);
	});

	it('never credits an item by position: fewer elements than sent leaves the unnamed one unknown', () => {
		const outcomes = matchUpdateAnswer(CAMPAIGN, [C1, C2], [ok(C2)]);
		expect(outcomes[1]).toEqual({ status: 'updated', entity: { id: C2 } });
		expect(outcomes[0]).toEqual({
			status: 'unknown',
			reason: 'Snapchat answered with 1 result for 2 campaigns, none naming this campaign',
		});
	});

	it('an element without an ID or with an unknown ID leaves the unmatched items unknown, saying what came back', () => {
		const outcomes = matchUpdateAnswer(AD_SQUAD, [C1, C2], [bad(undefined, 'E1001 something failed'), ok('99999999-9999-4999-8999-999999999999')]);
		for (const outcome of outcomes) {
			expect(outcome.status).toBe('unknown');
			expect((outcome as { reason: string }).reason).toBe(
				'Snapchat answered with 2 results for 2 ad squads, none naming this ad squad; 1 result named no ad squad (E1001 something failed); results named ad squads that were not sent (99999999-9999-4999-8999-999999999999)',
			);
		}
	});

	it('a refusal without an entity is credited when every element is accounted for, never otherwise', () => {
		const refusal = (reason: string) => ({ ok: false, reason, refusal: reason });
		expect(matchUpdateAnswer(AD_SQUAD, [C1, C2], [ok(C2), refusal('E2025 placement v2')])).toEqual([
			{ status: 'failed', reason: 'E2025 placement v2' },
			{ status: 'updated', entity: { id: C2 } },
		]);
		const two = matchUpdateAnswer(CAMPAIGN, [C1, C2, C3], [ok(C3), refusal('E2002 a'), refusal('E2002 b')]);
		expect(two[0]).toEqual({ status: 'failed', reason: 'Snapchat refused it, with these reasons for the 2 campaigns it refused without naming them: E2002 a; E2002 b' });
		expect(two[1]).toEqual(two[0]);
		// Fewer elements than sent, a stranger, or an orphan without Snap's own reason: still unknown.
		expect(matchUpdateAnswer(AD, [C1, C2], [refusal('x')]).map((o) => o.status)).toEqual(['unknown', 'unknown']);
		expect(matchUpdateAnswer(AD, [C1, C2], [refusal('x'), ok(C3)]).map((o) => o.status)).toEqual(['unknown', 'unknown']);
		expect(matchUpdateAnswer(AD, [C1], [{ ok: false, reason: 'Snapchat reported ERROR for this element without a reason' }])[0].status).toBe('unknown');
	});

	it('contradicting elements for one entity are unknown; repeated agreeing ones are not', () => {
		expect(matchUpdateAnswer(AD, [C1], [ok(C1), bad(C1, 'no')])[0].status).toBe('unknown');
		expect(matchUpdateAnswer(AD, [C1], [ok(C1), ok(C1)])[0].status).toBe('updated');
	});

	it('a failed element without a reason still fails with words', () => {
		expect(matchUpdateAnswer(AD, [C1], [{ ok: false, entity: { id: C1 } }])).toEqual([{ status: 'failed', reason: 'Snapchat did not update this ad' }]);
	});

	it('the unknown-outcome hint says how to check and that repeating is safe, without urging a re-run', () => {
		const hint = unknownOutcomeHint(CAMPAIGN, C1);
		expect(hint).toContain(`Run Get on campaign ${C1}`);
		expect(hint).toContain('may or may not have been applied');
		expect(hint).not.toMatch(/run (it|the workflow) again/i);
	});
});

describe('update plan', () => {
	it('puts repeated changes of one entity into successive rounds, keeping input order', () => {
		const items = [
			{ id: C1, i: 0 },
			{ id: C2, i: 1 },
			{ id: C1, i: 2 },
			{ id: C3, i: 3 },
			{ id: C1, i: 4 },
		];
		expect(rounds(items).map((r) => r.map((x) => x.i))).toEqual([[0, 1, 3], [2], [4]]);
		expect(rounds([])).toEqual([]);
	});

	it('reads pages only until every wanted ID was seen', async () => {
		const pages = [
			{ entities: [{ id: C1 }, { id: 'other' }], next: 'p2' },
			{ entities: [{ id: C2, name: 'two' }], next: 'p3' },
			{ entities: [{ id: C3 }], next: undefined },
		];
		const asked: unknown[] = [];
		const found = await findInPages([C2, C1], async (next) => {
			asked.push(next);
			return pages[asked.length - 1];
		});
		expect(asked).toEqual([undefined, 'p2']);
		expect(found.get(C2)).toEqual({ id: C2, name: 'two' });
		expect([...found.keys()].sort()).toEqual([C1, C2]);
	});

	it('stops at the last page and leaves IDs that were not listed out', async () => {
		let calls = 0;
		const found = await findInPages([C3, 'gone'], async () => {
			calls++;
			return calls === 1 ? { entities: [{ id: C3 }], next: 'p2' } : { entities: [] };
		});
		expect(calls).toBe(2);
		expect(found.has('gone')).toBe(false);
		expect(found.has(C3)).toBe(true);
	});

	it('asks for nothing when nothing is wanted', async () => {
		const fetchPage = jest.fn();
		expect((await findInPages([], fetchPage)).size).toBe(0);
		expect(fetchPage).not.toHaveBeenCalled();
	});
});

describe('field texts', () => {
	it('the delete notice reads as English for every type', () => {
		const notice = (type: typeof CAMPAIGN) => byIdFields(type, 'delete')[0].displayName;
		expect(notice(CAMPAIGN)).toMatch(/^Deleting a campaign is permanent and stops everything under it\./);
		expect(notice(AD_SQUAD)).toMatch(/^Deleting an ad squad is permanent and stops everything under it\./);
		expect(notice(AD)).toMatch(/^Deleting an ad is permanent\./);
	});

	it('the Update ad account mentions End Time and currency only where the type has them', () => {
		const account = (type: typeof CAMPAIGN) => updateFields(type).find((f) => f.name === 'adAccountId')?.description ?? '';
		expect(account(CAMPAIGN)).toContain('Its time zone reads End Time and its currency the amounts');
		expect(account(AD)).not.toMatch(/End Time|currency/);
		expect(account(AD)).toBe('The ad account that holds the ads; its ads are read once per run.');
	});
});

import { applyPut, isSmartBudgetCampaign, smartBudgetSquadRefusal } from './adsEntityRules';

const stored = {
	id: 'c1',
	ad_account_id: 'acc',
	name: 'Summer',
	status: 'ACTIVE',
	start_time: '2026-06-01T07:00:00.000Z',
	end_time: '2026-09-01T07:00:00.000Z',
	daily_budget_micro: 50_000_000,
	lifetime_spend_cap_micro: 900_000_000,
	delivery_status: ['VALID'],
	created_at: '2026-05-01T00:00:00.000Z',
	updated_at: '2026-05-02T00:00:00.000Z',
};
const writable = (over: Record<string, unknown> = {}) => {
	const rest: Record<string, unknown> = { ...stored };
	for (const key of ['delivery_status', 'created_at', 'updated_at']) delete rest[key];
	return { ...rest, ...over };
};

describe('PUT replaces the whole entity', () => {
	it('keeps what was sent, clears optional fields left out, keeps read-only fields and stamps updated_at', () => {
		const result = applyPut('campaign', stored, { id: 'c1', name: 'Summer', status: 'PAUSED', start_time: stored.start_time });
		expect(result).toEqual({
			ok: true,
			entity: {
				id: 'c1',
				ad_account_id: 'acc',
				name: 'Summer',
				status: 'PAUSED',
				start_time: stored.start_time,
				delivery_status: ['VALID'],
				created_at: stored.created_at,
				updated_at: stored.updated_at,
			},
		});
	});

	it('a full element changes only what differs', () => {
		const result = applyPut('campaign', stored, writable({ daily_budget_micro: 60_000_000 }));
		expect(result.ok && result.entity).toEqual({ ...stored, daily_budget_micro: 60_000_000 });
	});

	it.each([
		[{ name: 'x'.repeat(376) }, 'Property value is not allowed : [name]'],
		[{ name: '' }, 'Property value is not allowed : [name]'],
		[{ status: 'DELETED' }, 'Property value is not allowed : [status]'],
		[{ end_time: '2026-06-01T07:00:00.000Z' }, 'End time must be after start time : [end_time]'],
		[{ end_time: 'soon' }, 'Property value is not allowed : [end_time]'],
		[{ daily_budget_micro: 0 }, 'Budget must be a positive integer in micro-currency : [daily_budget_micro]'],
		[{ lifetime_spend_cap_micro: '5' }, 'Budget must be a positive integer in micro-currency : [lifetime_spend_cap_micro]'],
		[{ delivery_status: [] }, 'Property is read only : [delivery_status]'],
		[{ ad_account_id: 'other' }, 'Property can not be changed : [ad_account_id]'],
		[{ start_time: undefined }, 'Property is required : [start_time]'],
	])('refuses %j', (over, reason) => {
		expect(applyPut('campaign', stored, writable(over))).toEqual({ ok: false, reason: `Error code: E2002, message: ${reason}` });
	});

	it('accepts a name of 375 code points and refuses review fields on ads only', () => {
		expect(applyPut('campaign', stored, writable({ name: '🚀'.repeat(375) })).ok).toBe(true);
		const ad = { id: 'a1', ad_squad_id: 's1', name: 'A', status: 'ACTIVE', review_status: 'APPROVED' };
		expect(applyPut('ad', ad, { id: 'a1', name: 'A', status: 'PAUSED', review_status: 'APPROVED' })).toEqual({
			ok: false,
			reason: 'Error code: E2002, message: Property is read only : [review_status]',
		});
		expect(applyPut('ad', ad, { id: 'a1', name: 'A', status: 'PAUSED' })).toEqual({
			ok: true,
			entity: { id: 'a1', ad_squad_id: 's1', name: 'A', status: 'PAUSED', review_status: 'APPROVED' },
		});
	});
});

describe('ad squads: what Snap refuses on a read-modify-PUT (seen in clients)', () => {
	const squad = {
		id: 's1',
		campaign_id: 'c1',
		name: 'Squad',
		status: 'ACTIVE',
		type: 'SNAP_ADS',
		placement: 'SNAP_ADS',
		placement_v2: { config: 'AUTOMATIC' },
		delivery_constraint: 'DAILY_BUDGET',
		daily_budget_micro: 20_000_000,
		bid_strategy: 'AUTO_BID',
		auto_bid: true,
		bid_micro: 0,
		effective_status: 'ACTIVE',
		delivery_status: ['VALID'],
	};
	const sent = (over: Record<string, unknown> = {}) => ({
		id: 's1',
		name: 'Squad',
		status: 'PAUSED',
		type: 'SNAP_ADS',
		delivery_constraint: 'DAILY_BUDGET',
		daily_budget_micro: 20_000_000,
		bid_strategy: 'AUTO_BID',
		...over,
	});

	it('accepts the allow-listed fields, keeps computed ones and a placement_v2 left out', () => {
		const result = applyPut('adsquad', squad, sent());
		expect(result.ok && result.entity).toEqual({ ...squad, status: 'PAUSED', bid_micro: undefined });
	});

	it.each(['effective_status', 'forced_view_eligibility', 'auto_bid', 'ranking_score', 'delivery_status', 'created_at', 'placement'])(
		'refuses the computed field %s echoed back',
		(key) => {
			expect(applyPut('adsquad', squad, sent({ [key]: squad[key as keyof typeof squad] ?? 'x' }))).toEqual({
				ok: false,
				reason: `Error code: E2002, message: Property is read only : [${key}]`,
			});
		},
	);

	it('stores a field it does not know as sent, and clears it when a PUT leaves it out (issue 46, 1)', () => {
		const cbo = { pacing_level: 'CAMPAIGN' };
		const first = applyPut('adsquad', squad, sent({ campaign_budget_optimization_properties: cbo }));
		expect(first.ok && first.entity.campaign_budget_optimization_properties).toEqual(cbo);
		const second = applyPut('adsquad', first.ok ? first.entity : squad, sent());
		expect(second.ok && second.entity).not.toHaveProperty('campaign_budget_optimization_properties');
	});

	it('refuses a field a test marks read only, by name', () => {
		expect(applyPut('adsquad', squad, sent({ learning_score: 3 }), ['learning_score'])).toEqual({
			ok: false,
			reason: 'Error code: E2002, message: Property is read only : [learning_score]',
		});
	});

	it.each([0, null, -1])('answers a bid_micro of %j with E2771', (bid) => {
		expect(applyPut('adsquad', squad, sent({ bid_micro: bid }))).toEqual({ ok: false, reason: 'Error code: E2771, message: Bid is required on ad squad' });
	});

	it('refuses both budgets, or the one delivery_constraint does not name', () => {
		expect(applyPut('adsquad', squad, sent({ lifetime_budget_micro: 9_000_000 })).ok).toBe(false);
		expect(applyPut('adsquad', squad, sent({ daily_budget_micro: undefined, lifetime_budget_micro: 9_000_000 }))).toEqual({
			ok: false,
			reason: 'Error code: E2002, message: Budget does not match delivery_constraint : [lifetime_budget_micro]',
		});
	});

	it('a squad created with placement v2 is refused without it (E2025) and accepted with it', () => {
		const v2 = { ...squad, placement: 'UNSUPPORTED', placement_v2: { config: 'CUSTOM' } };
		expect(applyPut('adsquad', v2, sent())).toEqual({
			ok: false,
			reason:
				'Error code: E2025, message: Update is not supported for this entity : [AdSquad was created with placement v2, please update the placement in Ads Manager]',
		});
		const result = applyPut('adsquad', v2, sent({ placement_v2: { config: 'CUSTOM' } }));
		expect(result.ok && result.entity).toMatchObject({ status: 'PAUSED', placement: 'UNSUPPORTED', placement_v2: { config: 'CUSTOM' } });
	});

	it('a catalogue squad answers E4001 to a budget, bid or status edit, and accepts a rename', () => {
		const catalog = { ...squad, child_ad_type: 'COLLECTION', status: 'ACTIVE' };
		const same = sent({ status: 'ACTIVE' });
		expect(applyPut('adsquad', catalog, { ...same, status: 'PAUSED' })).toEqual({ ok: false, reason: expect.stringMatching(/^Error code: E4001, .*catalogVertical/) });
		expect(applyPut('adsquad', catalog, { ...same, daily_budget_micro: 30_000_000 }).ok).toBe(false);
		const renamed = applyPut('adsquad', catalog, { ...same, name: 'New' });
		expect(renamed.ok && renamed.entity).toMatchObject({ name: 'New', child_ad_type: 'COLLECTION' });
	});
});

describe('Smart Budgets (spec §5)', () => {
	const squad = { id: 's1', campaign_id: 'c1', name: 'Broad', status: 'ACTIVE', delivery_constraint: 'DAILY_BUDGET', daily_budget_micro: 20_000_000, campaign_budget_optimization_properties: { sharing: 'ON' } };
	const sent = (over: Record<string, unknown> = {}) => ({ ...squad, ...over });

	it('a squad of a Smart Budget campaign refuses a budget change (code and words ASSUMED), and takes a pause with its budget as read', () => {
		expect(applyPut('adsquad', squad, sent({ daily_budget_micro: 30_000_000 }), [], { smartBudgetCampaign: true })).toEqual({ ok: false, reason: smartBudgetSquadRefusal('daily_budget_micro') });
		const paused = applyPut('adsquad', squad, sent({ status: 'PAUSED' }), [], { smartBudgetCampaign: true });
		expect(paused.ok && paused.entity).toMatchObject({ status: 'PAUSED', daily_budget_micro: 20_000_000, campaign_budget_optimization_properties: { sharing: 'ON' } });
		expect(applyPut('adsquad', squad, sent({ daily_budget_micro: 30_000_000 })).ok).toBe(true);
	});

	it('tells a Smart Budget campaign by either form the sources give', () => {
		expect(isSmartBudgetCampaign({ campaign_budget_optimization_properties: { sharing: 'ON' } })).toBe(true);
		expect(isSmartBudgetCampaign({ pacing_level: 'CAMPAIGN' })).toBe(true);
		expect(isSmartBudgetCampaign({ pacing_level: 'AD_SQUAD', campaign_budget_optimization_properties: {} })).toBe(false);
		expect(isSmartBudgetCampaign(undefined)).toBe(false);
	});

	it.each(['campaign', 'adsquad'] as const)('a %s refuses auto_bid_max_bid_micro, at the top level and inside the settings', (level) => {
		const base = level === 'campaign' ? { id: 'c1', name: 'C', status: 'ACTIVE', start_time: '2026-06-01T07:00:00.000Z' } : squad;
		expect(applyPut(level, base, { ...base, auto_bid_max_bid_micro: 1 })).toEqual({ ok: false, reason: 'Error code: E2002, message: Property is read only : [auto_bid_max_bid_micro]' });
		expect(applyPut(level, base, { ...base, campaign_budget_optimization_properties: { auto_bid_max_bid_micro: 1 } })).toEqual({
			ok: false,
			reason: 'Error code: E2002, message: Property is read only : [campaign_budget_optimization_properties.auto_bid_max_bid_micro]',
		});
	});

	it('keeps fields it does not know, and the settings and budget level, exactly as sent', () => {
		const campaign = { id: 'c1', name: 'C', status: 'ACTIVE', start_time: '2026-06-01T07:00:00.000Z' };
		const extra = { pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: { sharing: 'ON' }, mobile_app_properties: { app_id: '1' }, app_optimization_type: 'SKAN' };
		const result = applyPut('campaign', campaign, { ...campaign, ...extra });
		expect(result.ok && result.entity).toMatchObject(extra);
	});
});

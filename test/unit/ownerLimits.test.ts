/**
 * The owner's Limits, pure parts (issue 47, 1; issue 49, 5): what a campaign or ad squad switched on
 * may spend, and how an automated change is held (the step per run wins over the lowest and highest).
 */
import { InputError } from '../../nodes/shared/input/validation';
import { holdChanges } from '../../nodes/SnapchatAds/actions/limits/changes';
import { refuseAssistantLimits } from '../../nodes/SnapchatAds/actions/limits/read';
import { spendBounds } from '../../nodes/SnapchatAds/actions/limits/spending';

const NOW = Date.parse('2026-11-01T00:00:00Z');
const at = (days: number) => new Date(NOW + days * 86_400_000).toISOString();
const M = 1_000_000;

describe('spendBounds', () => {
	it('an ad squad with a daily budget and no end has no total; its campaign\'s end gives it one (days left, started days whole)', () => {
		const squad = { daily_budget_micro: 20 * M };
		expect(spendBounds({ level: 'adSquad', entity: squad }, NOW)).toEqual({ perDay: 20 * M, total: Number.POSITIVE_INFINITY, ends: false });
		expect(spendBounds({ level: 'adSquad', entity: squad, campaign: { end_time: at(2.5) } }, NOW)).toEqual({ perDay: 20 * M, total: 60 * M, ends: true });
	});

	it('an ad squad with a lifetime budget could spend all of it in a day', () => {
		expect(spendBounds({ level: 'adSquad', entity: { lifetime_budget_micro: 300 * M } }, NOW)).toMatchObject({ perDay: 300 * M, total: 300 * M });
	});

	it('a campaign: the lower of its caps and what its active ad squads may spend; ends when it or every squad has an end', () => {
		const squads = [{ daily_budget_micro: 60 * M, end_time: at(5) }, { daily_budget_micro: 60 * M, end_time: at(10) }];
		expect(spendBounds({ level: 'campaign', entity: {}, squads }, NOW)).toEqual({ perDay: 120 * M, total: 900 * M, ends: true });
		expect(spendBounds({ level: 'campaign', entity: { daily_budget_micro: 50 * M, lifetime_spend_cap_micro: 400 * M }, squads }, NOW)).toEqual({ perDay: 50 * M, total: 400 * M, ends: true });
		expect(spendBounds({ level: 'campaign', entity: {}, squads: [{ daily_budget_micro: 60 * M }] }, NOW).ends).toBe(false);
		expect(spendBounds({ level: 'campaign', entity: {}, squads: [] }, NOW)).toEqual({ perDay: 0, total: 0, ends: true });
	});
});

describe('holdChanges', () => {
	const limits = { budgetCeiling: 100 * M, cutPercent: 20, clip: true };

	it('Clip: a cut toward a ceiling far below moves one step per run (the step wins)', () => {
		const changes: Record<string, unknown> = { daily_budget_micro: 90 * M };
		const warnings = holdChanges(limits, { daily_budget_micro: 500 * M }, changes, 'ad squad x', 'USD');
		expect(changes.daily_budget_micro).toBe(400 * M);
		expect(warnings).toEqual(['ad squad x: Daily Budget 90.00 USD is below the current 500.00 USD - 20% (400.00 USD) (Largest Cut per Run (%)), so it was clipped to 400.00 USD']);
	});

	it('Clip keeps whole units of the currency (JPY has none)', () => {
		const changes: Record<string, unknown> = { bid_micro: 1000 * M };
		holdChanges({ raisePercent: 33, clip: true }, { bid_micro: 101 * M }, changes, 'ad squad x', 'JPY');
		expect(changes.bid_micro).toBe(134 * M);
	});

	it('Refuse names the limit; a value with no current amount is held to the lowest and highest only', () => {
		expect(() => holdChanges({ ...limits, clip: false }, {}, { daily_budget_micro: 150 * M }, 'ad squad x', 'USD')).toThrow(
			expect.objectContaining({ field: 'Highest Budget', heading: 'Over the limit' }) as InputError,
		);
		expect(holdChanges({ ...limits, clip: false }, {}, { lifetime_spend_cap_micro: 50 * M }, 'campaign x', 'USD')).toEqual([]);
	});
});

describe('refuseAssistantLimits', () => {
	it('refuses $fromAI (any spelling) in any limit, naming it; other expressions and fixed values pass', () => {
		expect(() => refuseAssistantLimits({ maxDailyBudget: 100, adAccounts: "={{ $fromAi('accounts') }}" })).toThrow(expect.objectContaining({ field: 'Only These Ad Accounts' }) as InputError);
		expect(() => refuseAssistantLimits("={{ $fromAI('limits') }}")).toThrow(expect.objectContaining({ field: 'Limits' }) as InputError);
		expect(() => refuseAssistantLimits({ maxDailyBudget: '={{ $json.cap }}', requireEndTime: true })).not.toThrow();
	});
});

/**
 * Issue 46, point 7 (Smart Budgets, shared/spec/snap-api-changes-2025-2026.md §5), through n8n-core's
 * engine against the emulator: Campaign Create and Update take the budget level (pacing_level) and
 * the settings object (campaign_budget_optimization_properties), shapes ASSUMED from clients; the
 * bid Snapchat sets (auto_bid_max_bid_micro) is never sent, by Update, Duplicate or Create; a squad
 * of a Smart Budget campaign whose budget edit Snapchat refuses says why in words.
 */
import { AD_SQUAD_LA_SUMMER_BROAD, CAMPAIGN_LA_SUMMER } from '../emulator';
import { E2025_PLACEMENT_V2 } from '../emulator/adsEntityRules';
import { tamperAdsPutAnswers } from '../emulator/adsRoutes';
import { snapCodeAdvice } from '../../nodes/SnapchatAds/transport/codeWords';
import { adsUpdate } from './adsParams';
import { campaignCreate, duplicate } from './createParams';
import { json, useRig } from './setup';

const rig = useRig();
type Body = Record<string, Array<Record<string, unknown>>>;
const bodies = (method: string) => rig.apiCalls(method).map((c) => c.body as Body);
const stored = (id: string) => rig.emulator.ads.find(id)?.entity as unknown as Record<string, unknown>;

/** Smart Budget settings as a client might read them; the inner keys are invented (Snap has not published them). */
const SETTINGS = { budget_sharing: 'ENABLED', learning_reset_policy: 'KEEP' };
const SNAP_SET = { auto_bid_max_bid_micro: 3_250_000 };

describe('Campaign → Create: Smart Budget settings', () => {
	it('sends Budget Level as pacing_level and the settings object exactly as given; the emulator stores both', async () => {
		const result = await rig.run(campaignCreate({ additionalFields: { budgetLevel: 'CAMPAIGN', smartBudgetSettings: JSON.stringify(SETTINGS) } }));
		expect(result.error).toBeUndefined();
		const [sent] = bodies('POST')[0].campaigns;
		expect(sent).toMatchObject({ pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: SETTINGS });
		const [item] = json(result.items);
		expect(item).toMatchObject({ pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: SETTINGS });
		expect(stored(String(item.id))).toMatchObject({ pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: SETTINGS });
	});

	it('without the fields (or with the empty default object) sends neither, as before', async () => {
		const result = await rig.run(campaignCreate({ additionalFields: { smartBudgetSettings: '{}' } }));
		expect(result.error).toBeUndefined();
		const [sent] = bodies('POST')[0].campaigns;
		expect(sent).not.toHaveProperty('pacing_level');
		expect(sent).not.toHaveProperty('campaign_budget_optimization_properties');
	});

	it.each([
		['auto_bid_max_bid_micro inside', JSON.stringify({ ...SETTINGS, ...SNAP_SET }), /contains auto_bid_max_bid_micro, which Snapchat sets itself/],
		['not JSON', '{budget_sharing:', /is not valid JSON/],
		['not an object', '[1,2]', /is not a JSON object/],
	])('refuses settings %s, naming the item and the field, nothing sent', async (_what, value, message) => {
		const result = await rig.run(campaignCreate({ additionalFields: { smartBudgetSettings: value } }), { continueOnFail: true });
		const [item] = json(result.items);
		expect(String(item.error)).toMatch(/Smart Budget Settings \(JSON\)/);
		expect(String(item.error)).toMatch(message);
		expect(String(item.error)).toMatch(/item 0/);
		expect(rig.apiCalls('POST')).toHaveLength(0);
	});

	it('refuses a Budget Level that is not a choice (from an expression), nothing sent', async () => {
		const result = await rig.run(campaignCreate({ additionalFields: { budgetLevel: 'SHARED' } }), { continueOnFail: true });
		expect(String(json(result.items)[0].error)).toMatch(/Budget Level "SHARED" is not one of the choices/);
		expect(rig.apiCalls('POST')).toHaveLength(0);
	});
});

describe('Campaign → Update: Smart Budget settings', () => {
	it('sets Budget Level and replaces the settings object; every other field comes back unchanged', async () => {
		const before = stored(CAMPAIGN_LA_SUMMER);
		const result = await rig.run(adsUpdate('campaign', CAMPAIGN_LA_SUMMER, { pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: JSON.stringify(SETTINGS) }));
		expect(result.error).toBeUndefined();
		expect(bodies('PUT')[0].campaigns[0]).toMatchObject({ pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: SETTINGS });
		const withoutStamp = (e: Record<string, unknown>) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'updated_at'));
		expect(withoutStamp(stored(CAMPAIGN_LA_SUMMER))).toEqual(withoutStamp({ ...before, pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: SETTINGS }));
		expect(json(result.items)[0]).toMatchObject({ changed: true, changed_fields: expect.arrayContaining(['pacing_level', 'campaign_budget_optimization_properties']) });
	});

	it('refuses an empty settings object (it would clear the settings) and one carrying auto_bid_max_bid_micro, nothing sent', async () => {
		const empty = await rig.run(adsUpdate('campaign', CAMPAIGN_LA_SUMMER, { campaign_budget_optimization_properties: '{}' }), { continueOnFail: true });
		expect(String(json(empty.items)[0].error)).toMatch(/Smart Budget Settings \(JSON\) is an empty object/);
		const left = await rig.run(adsUpdate('campaign', CAMPAIGN_LA_SUMMER, { campaign_budget_optimization_properties: '' }), { continueOnFail: true });
		expect(String(json(left.items)[0].error)).toMatch(/Smart Budget Settings \(JSON\) was added under Update Fields but is empty/);
		const snapSet = await rig.run(adsUpdate('campaign', CAMPAIGN_LA_SUMMER, { campaign_budget_optimization_properties: { ...SETTINGS, ...SNAP_SET } }), { continueOnFail: true });
		expect(String(json(snapSet.items)[0].error)).toMatch(/auto_bid_max_bid_micro, which Snapchat sets itself/);
		expect(rig.apiCalls('PUT')).toHaveLength(0);
	});
});

describe('auto_bid_max_bid_micro is never sent', () => {
	beforeEach(() => {
		// As a Smart Budget campaign may read: Snap's bid at the top level and inside the settings (ASSUMED).
		rig.emulator.ads.patch(CAMPAIGN_LA_SUMMER, { ...SNAP_SET, pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: { ...SETTINGS, ...SNAP_SET } } as never);
		rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_BROAD, { ...SNAP_SET, campaign_budget_optimization_properties: { ...SETTINGS, ...SNAP_SET } } as never);
	});

	it('by a campaign pause: the settings go back without it, the rest as read', async () => {
		const result = await rig.run(adsUpdate('campaign', CAMPAIGN_LA_SUMMER, { status: 'PAUSED' }));
		expect(result.error).toBeUndefined();
		const [sent] = bodies('PUT')[0].campaigns;
		expect(JSON.stringify(sent)).not.toContain('auto_bid_max_bid_micro');
		expect(sent).toMatchObject({ status: 'PAUSED', pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: SETTINGS });
	});

	it('by an ad squad rename', async () => {
		const result = await rig.run(adsUpdate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, { name: 'Broad, renamed' }));
		expect(result.error).toBeUndefined();
		expect(JSON.stringify(bodies('PUT'))).not.toContain('auto_bid_max_bid_micro');
		expect(stored(AD_SQUAD_LA_SUMMER_BROAD)).toMatchObject({ name: 'Broad, renamed', campaign_budget_optimization_properties: SETTINGS });
	});

	it('by Duplicate: the copy keeps the budget level and the settings, without the bid Snapchat sets', async () => {
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_SUMMER, { endTime: '2031-01-01T00:00' }));
		expect(result.error).toBeUndefined();
		expect(JSON.stringify(bodies('POST'))).not.toContain('auto_bid_max_bid_micro');
		const [campaign] = bodies('POST')[0].campaigns;
		expect(campaign).toMatchObject({ pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: SETTINGS });
		const squads = bodies('POST').flatMap((b) => b.adsquads ?? []);
		expect(squads.some((s) => JSON.stringify(s.campaign_budget_optimization_properties) === JSON.stringify(SETTINGS))).toBe(true);
	});
});

describe('Ad squads of a Smart Budget campaign', () => {
	beforeEach(() => {
		rig.emulator.ads.patch(CAMPAIGN_LA_SUMMER, { pacing_level: 'CAMPAIGN', campaign_budget_optimization_properties: SETTINGS } as never);
		rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_BROAD, { campaign_budget_optimization_properties: SETTINGS } as never);
	});

	it("a budget edit Snapchat refuses is explained in words after Snapchat's own, nothing changed", async () => {
		const before = stored(AD_SQUAD_LA_SUMMER_BROAD).daily_budget_micro;
		const result = await rig.run(adsUpdate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, { daily_budget_micro: 75 }));
		expect(result.error?.message).toMatch(new RegExp(`^Snapchat did not update ad squad ${AD_SQUAD_LA_SUMMER_BROAD} \\(item 0\\): Error code: E2002, .*Smart Budget`));
		expect(result.error?.description).toMatch(/belongs to a Smart Budget campaign.*Change the campaign's budget instead/);
		expect(result.error?.description).toMatch(/request ID [\w-]+/);
		expect(stored(AD_SQUAD_LA_SUMMER_BROAD).daily_budget_micro).toBe(before);
		// A refusal naming the budget the node sends on purpose is the answer: not sent again without it.
		expect(rig.apiCalls('PUT')).toHaveLength(1);
	});

	it('a pause of the same squad goes through, its settings kept', async () => {
		const result = await rig.run(adsUpdate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, { status: 'PAUSED' }));
		expect(result.error).toBeUndefined();
		expect(stored(AD_SQUAD_LA_SUMMER_BROAD)).toMatchObject({ status: 'PAUSED', campaign_budget_optimization_properties: SETTINGS });
	});
});

describe('E2025 has one wording', () => {
	it("Update's explanation is codeWords.ts's, the same Create and Duplicate give", async () => {
		tamperAdsPutAnswers(rig.emulator, (_level, results) => results.map(() => ({ sub_request_status: 'ERROR', sub_request_error_reason: E2025_PLACEMENT_V2 })));
		const result = await rig.run(adsUpdate('adSquad', AD_SQUAD_LA_SUMMER_BROAD, { name: 'x' }));
		expect(result.error?.description).toContain(snapCodeAdvice(E2025_PLACEMENT_V2) as string);
	});
});

/**
 * Stats fields that tell the truth (issue 31 points 4 and 5): Breakdown offers only the entities
 * below the chosen Level, and a choice does not survive a change of Level; custom dates are text
 * (typed dates are kept) and hint and error name the same zone, the ad account's.
 */
import type { INodeParameters, INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { SnapchatAds } from '../../nodes/SnapchatAds/SnapchatAds.node';
import { AD_ACCOUNT_LA, CAMPAIGN_LA_SUMMER } from '../emulator';
import { useRig } from './setup';
import { accountStatsParams, campaignStatsParams } from './statsParams';

const { description } = new SnapchatAds();
const statsProps = description.properties.filter((p) => p.displayOptions?.show?.resource?.includes('stats'));
const node = { id: '1', name: 'Snapchat Ads', type: 'n8n-nodes-snapchat-ads.snapchatAds', typeVersion: 1, position: [0, 0] as [number, number], parameters: {} };

/** The parameters n8n's editor keeps for these values (hidden fields dropped, defaults filled). */
const kept = (values: INodeParameters) => NodeHelpers.getNodeParameters(description.properties, values, true, false, node, description) ?? {};
/** The Breakdown field shown at a level, if any. */
const breakdownAt = (level: string): INodeProperties | undefined =>
	statsProps.find((p) => p.displayName === 'Breakdown' && p.displayOptions?.show?.level?.includes(level));

const rig = useRig({ now: () => Date.UTC(2025, 6, 20, 12) });

describe('Breakdown shows only the levels below the chosen one (issue 31.4)', () => {
	it.each([
		['adAccount', ['none', 'campaign', 'adsquad', 'ad']],
		['campaign', ['none', 'adsquad', 'ad']],
		['adSquad', ['none', 'ad']],
	])('at %s: %j', (level, values) => {
		const field = breakdownAt(level);
		expect((field?.options as INodePropertyOptions[]).map((o) => o.value)).toEqual(values);
	});

	it('an ad has nothing below it: no Breakdown field', () => {
		expect(breakdownAt('ad')).toBeUndefined();
	});

	it('a choice made at Ad Account level does not survive switching Level to Campaign', () => {
		const before = { resource: 'stats', operation: 'get', level: 'adAccount', breakdown: 'campaign' };
		expect(kept(before)).toMatchObject({ breakdown: 'campaign' });
		const after = kept({ ...before, level: 'campaign' });
		expect(after).not.toHaveProperty('breakdown');
		expect(after).toMatchObject({ campaignBreakdown: 'none' });
	});

	it('the run-time check stays as a backstop for a value set in JSON or by expression', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { campaignBreakdown: 'campaign', startDate: '2025-07-01', endDate: '2025-07-07' }));
		expect(result.error?.message).toBe('Invalid Breakdown in item 0: Breakdown by Campaign is not below the level Campaign');
		expect(rig.apiCalls()).toHaveLength(0);
	});
});

describe('Custom dates: typed text is kept, one truth about the zone (issue 31.5)', () => {
	it('Start and End Date (and Time, the same fields with Hour) are text fields, so a typed date stays as typed', () => {
		for (const name of ['startDate', 'endDate']) {
			for (const field of statsProps.filter((p) => p.name === name)) expect([name, field.type]).toEqual([name, 'string']);
		}
	});

	it("the field hint and the error both say the date is read in the ad account's time zone, never UTC", async () => {
		const hint = statsProps.find((p) => p.name === 'startDate')?.hint ?? '';
		expect(hint).toMatch(/ad account's time zone/);
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { metrics: ['spend'], startDate: 'first of July', endDate: '2025-07-07' }));
		const error = result.error as { message?: string; description?: string } | undefined;
		expect(error?.message).toMatch(/Start Date/);
		expect(error?.description).toMatch(/ad account's time zone/);
		expect(`${error?.message} ${error?.description}`).not.toMatch(/UTC/);
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('a typed date and a picked date-time give the same day', async () => {
		const typed = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { metrics: ['spend'], startDate: '2025-07-01', endDate: '2025-07-01' }));
		const picked = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { metrics: ['spend'], startDate: '2025-07-01T00:00:00', endDate: '2025-07-01T00:00:00' }));
		expect(typed.error).toBeUndefined();
		expect(picked.error).toBeUndefined();
		const sent = rig.apiCalls().filter((c) => c.path.endsWith('/stats')).map((c) => [c.query.start_time, c.query.end_time]);
		expect(sent).toEqual([
			['2025-07-01T00:00:00-07:00', '2025-07-02T00:00:00-07:00'],
			['2025-07-01T00:00:00-07:00', '2025-07-02T00:00:00-07:00'],
		]);
	});
});

describe('Stats in the editor with Hour (issue 35, 3)', () => {
	const shown = (values: INodeParameters) => statsProps.filter((p) => NodeHelpers.displayParameter(values, p, node, description)).map((p) => p.displayName);

	it('Breakdown is hidden with Granularity Hour, at every level', () => {
		for (const level of ['adAccount', 'campaign', 'adSquad']) {
			const base = { resource: 'stats', operation: 'get', level, dateRange: 'yesterday' };
			expect([level, shown({ ...base, granularity: 'DAY' }).includes('Breakdown')]).toEqual([level, true]);
			expect([level, shown({ ...base, granularity: 'HOUR' }).includes('Breakdown')]).toEqual([level, false]);
		}
	});

	it('switching Day to Hour keeps the dates already typed, and a run reads them as whole days', async () => {
		const day = { resource: 'stats', operation: 'get', level: 'adAccount', granularity: 'DAY', dateRange: 'custom', startDate: '2025-07-01', endDate: '2025-07-01' };
		const hour = kept({ ...kept(day), granularity: 'HOUR' });
		expect(hour).toMatchObject({ startDate: '2025-07-01', endDate: '2025-07-01' });
		expect(shown(hour)).toEqual(expect.arrayContaining(['Start Time', 'End Time']));
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { granularity: 'HOUR', metrics: ['spend'], startDate: '2025-07-01', endDate: '2025-07-01' }));
		expect(result.error).toBeUndefined();
		const sent = rig.apiCalls().filter((c) => c.path.endsWith('/stats')).map((c) => [c.query.start_time, c.query.end_time]);
		// The end date is included, as for Day: 24 hours of 1 July in Los Angeles.
		expect(sent).toEqual([['2025-07-01T00:00:00-07:00', '2025-07-02T00:00:00-07:00']]);
		expect(result.items).toHaveLength(24);
	});

	it('a Breakdown given by expression that the level does not allow lists only what it allows, and points to Report Dimension for country', async () => {
		const result = await rig.run(campaignStatsParams(CAMPAIGN_LA_SUMMER, { campaignBreakdown: '={{ "country" }}', startDate: '2025-07-01', endDate: '2025-07-07' }));
		const error = result.error as { message?: string; description?: string } | undefined;
		expect(error?.message).toBe('Invalid Breakdown in item 0: Breakdown "country" is not one of the choices');
		expect(error?.description).toMatch(/none, adsquad, ad\b/);
		expect(error?.description).not.toMatch(/campaign,/);
		expect(error?.description).toMatch(/Options → Report Dimension/);
		expect(rig.apiCalls()).toHaveLength(0);
	});
});

/**
 * A date-only End Time is inclusive wherever an end is taken (issue 37, 6): Campaign and Ad Squad
 * Create, Duplicate's New End Time and Update's End Time all end "2030-07-31" at the end of that day
 * in the zone used (here the ad account's, America/Los_Angeles: 07:00 UTC the next day), as Stats'
 * Custom End Date does; the fields' hints say so.
 */
import { CAMPAIGN_LA_SUMMER } from '../emulator';
import { adSquadCreate, campaignCreate, duplicate } from './createParams';
import { adsUpdate } from './adsParams';
import { json, node, useRig } from './setup';

const rig = useRig();

describe('a date-only End Time ends at the end of that day', () => {
	it('Campaign → Create and Ad Squad → Create', async () => {
		const campaign = await rig.run(campaignCreate({ additionalFields: { endTime: '2030-07-31' } }));
		expect(campaign.error).toBeUndefined();
		const [c] = json(campaign.items);
		expect(c.end_time).toBe('2030-08-01T07:00:00.000Z');
		const squad = await rig.run(adSquadCreate(c.id as string, { objective: undefined, additionalFields: { endTime: '2030-07-31' } }));
		expect(squad.error).toBeUndefined();
		expect(json(squad.items)[0].end_time).toBe('2030-08-01T07:00:00.000Z');
	});

	it('Times Are In names the zone whose day it is', async () => {
		const result = await rig.run(campaignCreate({ additionalFields: { endTime: '2030-07-31', timeZone: 'Europe/Berlin' } }));
		expect(json(result.items)[0].end_time).toBe('2030-07-31T22:00:00.000Z');
	});

	it('Duplicate → New End Time', async () => {
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_SUMMER, { endTime: '2031-01-01', includeChildren: false }));
		expect(result.error).toBeUndefined();
		expect(rig.emulator.ads.campaign(json(result.items)[0].id as string)!.end_time).toBe('2031-01-02T08:00:00.000Z');
	});

	it('Update → End Time', async () => {
		const result = await rig.run(adsUpdate('campaign', CAMPAIGN_LA_SUMMER, { end_time: '2030-07-31' }));
		expect(result.error).toBeUndefined();
		expect(rig.emulator.ads.campaign(CAMPAIGN_LA_SUMMER)!.end_time).toBe('2030-08-01T07:00:00.000Z');
	});

	it('every End Time field of a campaign, ad squad or ad says that a date alone runs through that day', () => {
		const ads = node.description.properties.filter((p) => ['campaign', 'adSquad', 'ad'].includes(String(p.displayOptions?.show?.resource?.[0])));
		// A switch named "… End Time" (the owner's limit Resume Only Entities With an End Time) is no End Time field.
		const ends = ads.flatMap((p) => [p, ...((p.options ?? []) as Array<{ displayName?: string; hint?: string }>)]).filter((p) => /End Time$/.test(String(p.displayName)) && (p as { type?: string }).type !== 'boolean');
		expect(ends.length).toBeGreaterThanOrEqual(5);
		for (const field of ends) expect(`${field.displayName}: ${field.hint}`).toMatch(/A date alone \(2030-07-31\) runs through that whole day/);
	});
});

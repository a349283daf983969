/**
 * Get Test Stats of the Snapchat Conversions node reads Snap's documented answer (SDK schema
 * GetStatsResponse, spec pixel-health.md §6) and says when the last live event arrived and how many
 * came in the past hour (issue 48), through n8n-core's engine against the emulator.
 */
import { CAPI_PIXEL_ID } from '../emulator';
import { json } from './setup';
import { sendParams, useCapiRig } from './conversionsRig';

const rig = useCapiRig();
const HOUR = 3_600_000;
const stats = async () => {
	const result = await rig.run({ operation: 'getTestStats', assetId: CAPI_PIXEL_ID }, {});
	expect(result.error).toBeUndefined();
	return json(result.items);
};

describe('Conversions → Get Test Stats', () => {
	it('says when the last live event arrived and how many in the past hour, beside the test events and Snap\'s answer', async () => {
		const [item] = await stats();
		// The pixel receives 240 server events a day in the emulator: 10 an hour, the latest just now.
		expect(item).toMatchObject({ status: 'SUCCESS', live_events_past_hour: 10, test_events_past_hour: 0, last_test_event_at: null, stats: expect.any(Object) });
		expect(Date.now() - Date.parse(item.last_live_event_at as string)).toBeLessThan(60_000);
		expect(item.summary).toBe(`Last live event just now (${String(item.last_live_event_at)}); 10 live events in the past hour.`);
	});

	it('a pixel gone quiet: no live event in the past hour, the last one hours ago; a live send shows at once (milliseconds read too)', async () => {
		rig.emulator.pixels.goQuiet(CAPI_PIXEL_ID, { at: Date.now() - 3 * HOUR - 60_000 });
		const [quiet] = await stats();
		expect(quiet).toMatchObject({ live_events_past_hour: 0, summary: expect.stringMatching(/^Last live event 3 hours ago \(.*\); 0 live events in the past hour\.$/) });
		rig.emulator.pixels.setLatestTsUnit('ms');
		expect((await rig.run(sendParams({ eventTime: new Date(Date.now() - 60_000).toISOString(), eventId: 'order-1', userData: { email: 'person@example.com' }, customData: { currency: 'USD', value: '10' } }), {})).error).toBeUndefined();
		const [back] = await stats();
		expect(back).toMatchObject({ live_events_past_hour: 1, summary: expect.stringMatching(/^Last live event just now/) });
	});
});

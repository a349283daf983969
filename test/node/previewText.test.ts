/**
 * Issue 45, point 1: Preview Only given by an expression is text ("true" from a webhook, a sheet or
 * an assistant). It must preview, never create; a text that is neither true nor false is refused
 * before any request, naming the item and the field. Through n8n-core's engine against the emulator.
 */
import { AD_ACCOUNT_LA } from '../emulator';
import { adSquadCreate, campaignCreate } from './createParams';
import { trafficCampaign } from './trafficCampaign';
import { json, useRig } from './setup';

const rig = useRig();
const posts = () => rig.apiCalls('POST');

describe.each([
	['Campaign', async () => campaignCreate({ preview: '={{ $json.preview }}' }), () => rig.emulator.ads.campaigns(AD_ACCOUNT_LA).length],
	['Ad Squad', async () => adSquadCreate(await trafficCampaign(rig), { preview: '={{ $json.preview }}' }), () => rig.emulator.ads.adSquads({ adAccountId: AD_ACCOUNT_LA }).length],
])('%s → Create with Preview Only given by an expression', (_what, params, stored) => {
	it.each(['true', 'TRUE ', ' True'])('the text %j previews and creates nothing', async (text) => {
		const parameters = await params();
		const before = stored();
		const result = await rig.run(parameters, { input: [{ preview: text }] });
		expect(result.error).toBeUndefined();
		expect(json(result.items)[0]).toMatchObject({ preview: true, sent: false });
		expect(posts()).toEqual([]);
		expect(stored()).toBe(before);
	});

	it('the text "false" creates', async () => {
		const parameters = await params();
		const before = stored();
		const result = await rig.run(parameters, { input: [{ preview: 'false' }] });
		expect(result.error).toBeUndefined();
		expect(json(result.items)[0]).toMatchObject({ id: expect.any(String) });
		expect(stored()).toBe(before + 1);
	});

	it('the text "yes" is refused naming the item and Preview Only, and nothing is sent', async () => {
		const parameters = await params();
		const before = stored();
		const result = await rig.run(parameters, { input: [{ preview: 'false' }, { preview: 'yes' }] });
		expect(result.error?.message).toMatch(/Preview Only/);
		expect(result.error?.message).toMatch(/item 1/);
		expect(result.error?.message).toMatch(/"yes"/);
		expect(posts()).toEqual([]);
		expect(stored()).toBe(before);
	});
});

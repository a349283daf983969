/**
 * One money convention (issue 31 point 1): the same spend read through Stats -> Get and through the
 * Snapchat Ads Trigger's "Spend Passed a Limit" item has the same names and the same figures:
 * `spend` in the account's currency, `spend_micro` Snapchat's micro integer, `currency` beside.
 */
import type { IDataObject } from 'n8n-workflow';

import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { AD_ACCOUNT_LA, CAMPAIGN_LA_SUMMER } from '../emulator';
import { runTriggerManually } from '../harness';
import { json, useRig } from './setup';
import { accountStatsParams } from './statsParams';

const rig = useRig();
const trigger = new SnapchatAdsTrigger();
const TYPE = 'n8n-nodes-snapchat-ads.snapchatAdsTrigger';
const account = { __rl: true, mode: 'id', value: AD_ACCOUNT_LA };

async function triggerItems(spendOf: 'adAccount' | 'campaign'): Promise<IDataObject[]> {
	const result = await runTriggerManually({
		nodeType: trigger,
		typeName: TYPE,
		parameters: { event: 'spendPassedLimit', adAccountId: account, spendOf, spendLimit: 0 },
		credential: rig.credential,
	});
	expect(result.error).toBeUndefined();
	return result.items.map((i) => i.json);
}

const money = (row: IDataObject) => ({ spend: row.spend, spend_micro: row.spend_micro, currency: row.currency });

describe("Stats and the trigger read the same spend the same way (issue 31.1)", () => {
	it("today's spend of the ad account: same spend, spend_micro and currency", async () => {
		// Some spend today, so the figures are not zero on both sides by chance.
		rig.emulator.addSpend(AD_ACCOUNT_LA, 12_345_678);
		const [fromTrigger] = await triggerItems('adAccount');
		const stats = json((await rig.run(accountStatsParams(AD_ACCOUNT_LA, { granularity: 'TOTAL', dateRange: 'today', metrics: ['spend'] }))).items);
		expect(stats).toHaveLength(1);
		expect(money(stats[0])).toEqual(money(fromTrigger));
		expect(Number.isInteger(stats[0].spend_micro)).toBe(true);
		expect(stats[0].spend).toBe((stats[0].spend_micro as number) / 1_000_000);
		expect(stats[0].currency).toBe('USD');
	});

	it("today's spend of a campaign: the Stats breakdown row and the trigger item agree", async () => {
		rig.emulator.addSpend(CAMPAIGN_LA_SUMMER, 900_000_001) // the top spender, the one Fetch Test Event shows;
		const fromTrigger = (await triggerItems('campaign')).find((i) => i.id === CAMPAIGN_LA_SUMMER);
		const rows = json((await rig.run(accountStatsParams(AD_ACCOUNT_LA, { granularity: 'TOTAL', dateRange: 'today', metrics: ['spend'], breakdown: 'campaign' }))).items);
		const row = rows.find((r) => r.id === CAMPAIGN_LA_SUMMER);
		expect(fromTrigger).toBeDefined();
		expect(row && money(row)).toEqual(money(fromTrigger as IDataObject));
	});
});

/**
 * Duplicate → Preview Only (issue 35, point 5): a copied child's parent is not created yet, so its
 * parent key says in words which new entity it goes into instead of showing an empty ID.
 */
import { CAMPAIGN_LA_ALWAYS_ON } from '../emulator';
import { duplicate } from './createParams';
import { json, useRig } from './setup';

const rig = useRig();

describe('Duplicate → Preview Only', () => {
	it('says the copied ad squads go into the new campaign and their ads into the new ad squad, not an empty ID', async () => {
		const result = await rig.run(duplicate('campaign', CAMPAIGN_LA_ALWAYS_ON, {}, { preview: true }));
		const [out] = json(result.items) as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
		expect(out.would_create.ad_account_id).toMatch(/^[0-9a-f-]{36}$/);
		const squad = out.children[0];
		expect(squad.would_create.campaign_id).toBe('(the new campaign above, once created)');
		expect(squad.children[0].would_create.ad_squad_id).toBe('(the new ad squad above, once created)');
		expect(rig.apiCalls('POST')).toEqual([]);
	});
});

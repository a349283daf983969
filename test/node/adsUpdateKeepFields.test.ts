/**
 * Issue 46, point 1: an update never clears what it does not know. Snap's PUT replaces the entity,
 * and the emulator's does too (a field left out is cleared, fields it does not know are stored as
 * sent), so a field Snap added since the node's lists were written must come back unchanged after a
 * status change. The field names are the spec's (shared/spec/snap-api-changes-2025-2026.md §14.2).
 */
import { markAdsReadOnly, tamperAdsPutAnswers } from '../emulator/adsRoutes';
import { AD_LA_SUMMER_VIDEO, AD_SQUAD_LA_SUMMER_BROAD, AD_SQUAD_LA_SUMMER_RETARGET, CAMPAIGN_LA_SUMMER } from '../emulator';
import { adsUpdate } from './adsParams';
import { json, useRig } from './setup';

const rig = useRig();
const puts = () => rig.apiCalls('PUT').map((c) => c.body as Record<string, Array<Record<string, unknown>>>);

const NEW_FIELDS = {
	campaign: { mobile_app_properties: { app_id: '1234567890', os: 'IOS' }, app_optimization_type: 'APP_INSTALLS' },
	adSquad: { campaign_budget_optimization_properties: { pacing_level: 'CAMPAIGN' } },
	ad: {
		third_party_on_swipe_tracking_urls: ['https://track.example.com/swipe?ad={{ad.id}}'],
		third_party_paid_impression_tracking_urls: ['https://track.example.com/imp?ad={{ad.id}}'],
	},
} as const;
const ENTITIES = { campaign: CAMPAIGN_LA_SUMMER, adSquad: AD_SQUAD_LA_SUMMER_BROAD, ad: AD_LA_SUMMER_VIDEO } as const;
const LEVEL = { campaign: 'campaign', adSquad: 'adsquad', ad: 'ad' } as const;
const PLURAL = { campaign: 'campaigns', adSquad: 'adsquads', ad: 'ads' } as const;
const stored = (id: string) => rig.emulator.ads.find(id)?.entity as unknown as Record<string, unknown>;

describe.each(['campaign', 'adSquad', 'ad'] as const)('%s: fields no list knows', (resource) => {
	it('come back unchanged after a status change', async () => {
		const id = ENTITIES[resource];
		rig.emulator.ads.patch(id, NEW_FIELDS[resource] as never);
		const result = await rig.run(adsUpdate(resource, id, { status: 'PAUSED' }));
		expect(result.error).toBeUndefined();
		expect(stored(id)).toMatchObject({ ...NEW_FIELDS[resource], status: 'PAUSED' });
		expect(puts()).toHaveLength(1);
		expect(puts()[0][PLURAL[resource]][0]).toMatchObject(NEW_FIELDS[resource]);
		expect(json(result.items)[0]).toMatchObject({ ...NEW_FIELDS[resource], status: 'PAUSED', changed: true });
		expect(json(result.items)[0]).not.toHaveProperty('warnings');
	});

	it('a field Snap refuses by name as read only is dropped, the PUT sent once more, and the item warns', async () => {
		const id = ENTITIES[resource];
		rig.emulator.ads.patch(id, { ...NEW_FIELDS[resource], learning_score: 7 } as never);
		markAdsReadOnly(rig.emulator, LEVEL[resource], 'learning_score');
		const result = await rig.run(adsUpdate(resource, id, { status: 'PAUSED' }));
		expect(result.error).toBeUndefined();
		expect(puts()).toHaveLength(2);
		expect(puts()[0][PLURAL[resource]][0]).toHaveProperty('learning_score', 7);
		expect(puts()[1][PLURAL[resource]][0]).not.toHaveProperty('learning_score');
		expect(stored(id)).toMatchObject({ ...NEW_FIELDS[resource], status: 'PAUSED' });
		const [item] = json(result.items);
		expect(item).toMatchObject({ status: 'PAUSED', changed: true });
		expect(item.warnings).toEqual([expect.stringContaining('learning_score')]);
	});
});

describe('refusals that name no field, and batches', () => {
	it('a refusal naming no field is answered by one resend of the allow-listed body, the fields left out named', async () => {
		const id = AD_LA_SUMMER_VIDEO;
		rig.emulator.ads.patch(id, NEW_FIELDS.ad as never);
		let first = true;
		tamperAdsPutAnswers(rig.emulator, (_level, results) => {
			if (!first) return results;
			first = false;
			return results.map(() => ({ sub_request_status: 'ERROR', sub_request_error_reason: 'Error code: E2002, message: Invalid request', ad: { id } }));
		});
		const result = await rig.run(adsUpdate('ad', id, { status: 'PAUSED' }));
		expect(result.error).toBeUndefined();
		expect(puts()).toHaveLength(2);
		expect(Object.keys(puts()[1].ads[0]).sort()).toEqual(['ad_squad_id', 'creative_id', 'id', 'name', 'status', 'type']);
		const [item] = json(result.items);
		expect(item).toMatchObject({ status: 'PAUSED', changed: true });
		expect(item.warnings).toEqual([expect.stringMatching(/third_party_on_swipe_tracking_urls.*third_party_paid_impression_tracking_urls/)]);
	});

	it('fields refused one by one: at most 3 resends, the last with the allow-listed body, so the update still goes through', async () => {
		const id = AD_LA_SUMMER_VIDEO;
		const computed = ['score_a', 'score_b', 'score_c', 'score_d'];
		rig.emulator.ads.patch(id, { ...NEW_FIELDS.ad, ...Object.fromEntries(computed.map((k) => [k, 1])) } as never);
		for (const key of computed) markAdsReadOnly(rig.emulator, 'ad', key);
		const result = await rig.run(adsUpdate('ad', id, { status: 'PAUSED' }));
		expect(result.error).toBeUndefined();
		expect(puts()).toHaveLength(4);
		expect(Object.keys(puts()[3].ads[0]).sort()).toEqual(['ad_squad_id', 'creative_id', 'id', 'name', 'status', 'type']);
		const [item] = json(result.items);
		expect(item).toMatchObject({ status: 'PAUSED', changed: true });
		expect(item.warnings).toHaveLength(3);
		expect((item.warnings as string[])[2]).toMatch(/cleared them: .*third_party_on_swipe_tracking_urls/);
	});

	it('a refusal naming a field the node sends on purpose (the name) is not resent', async () => {
		rig.emulator.ads.patch(AD_SQUAD_LA_SUMMER_RETARGET, NEW_FIELDS.adSquad as never);
		tamperAdsPutAnswers(rig.emulator, (_level, results) =>
			results.map(() => ({ sub_request_status: 'ERROR', sub_request_error_reason: 'Error code: E2002, message: Property value is not allowed : [name]', adsquad: { id: AD_SQUAD_LA_SUMMER_RETARGET } })),
		);
		const result = await rig.run(adsUpdate('adSquad', AD_SQUAD_LA_SUMMER_RETARGET, { name: 'Retarget v2' }));
		expect(result.error?.message).toMatch(/Property value is not allowed : \[name\]/);
		expect(puts()).toHaveLength(1);
	});

	it('in a batch, only the refused element is resent, the others are done once', async () => {
		rig.emulator.ads.patch(CAMPAIGN_LA_SUMMER, { learning_score: 1, mobile_app_properties: { app_id: '1' } } as never);
		markAdsReadOnly(rig.emulator, 'campaign', 'learning_score');
		const second = rig.emulator.ads.addCampaign(rig.emulator.ads.find(CAMPAIGN_LA_SUMMER)!.adAccountId, { name: 'Second' });
		const result = await rig.run(adsUpdate('campaign', '={{ $json.id }}', { status: 'PAUSED' }), { input: [{ id: CAMPAIGN_LA_SUMMER }, { id: second.id }] });
		expect(result.error).toBeUndefined();
		expect(puts()).toHaveLength(2);
		expect(puts()[0].campaigns).toHaveLength(2);
		expect(puts()[1].campaigns.map((c) => c.id)).toEqual([CAMPAIGN_LA_SUMMER]);
		const items = json(result.items);
		expect(items.map((i) => i.status)).toEqual(['PAUSED', 'PAUSED']);
		expect(items[0].warnings).toEqual([expect.stringContaining('learning_score')]);
		expect(items[1]).not.toHaveProperty('warnings');
		expect(stored(CAMPAIGN_LA_SUMMER)).toMatchObject({ mobile_app_properties: { app_id: '1' } });
	});
});

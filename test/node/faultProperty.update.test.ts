/**
 * Issue 45, point 13: the fault property (faultProperty.ts) over Campaign, Ad Squad and Ad → Update
 * and Audience Segment → Add Users / Remove Users. An update is "stored" when its new name is on the
 * entity; a users change when the user's hash is in (Add) or out of (Remove) the segment.
 */
import { createHash } from 'node:crypto';

import { AD_ACCOUNT_LA } from '../emulator';
import { markAdsReadOnly } from '../emulator/adsRoutes';
import { adsUpdate, type AdsResource } from './adsParams';
import { faultPropertyTests, type FaultPropertyModule, type WritePath } from './faultProperty';
import { segmentUsersParams } from './params';
import { useRig, type Rig } from './setup';

jest.mock('n8n-workflow', () => jest.requireActual<FaultPropertyModule>('./faultProperty').fastSleep());
jest.mock('../../nodes/SnapchatAds/transport/pace', () => jest.requireActual<FaultPropertyModule>('./faultProperty').fastPace());

const rig = useRig();

/**
 * One entity of `resource` per item, each renamed to the item's name. With `refusedField`, each
 * carries a field Snap refuses by name as read only (issue 46, 1): every item takes the resend path
 * (a refused PUT, then the same without that field), which must never follow an unknown outcome.
 */
function update(resource: AdsResource, refusedField = false): WritePath<Rig> {
	return {
		label: `${resource === 'adSquad' ? 'Ad Squad' : resource === 'ad' ? 'Ad' : 'Campaign'} → Update${refusedField ? ' (a field refused by name, resent)' : ''}`,
		prepare: (r, names) => {
			const ads = r.emulator.ads;
			if (refusedField) markAdsReadOnly(r.emulator, resource === 'adSquad' ? 'adsquad' : resource, 'learning_score');
			const input = names.map((name, i) => {
				const campaign = ads.addCampaign(AD_ACCOUNT_LA, { name: `FP old campaign ${i}` });
				const entity = (): { id: string; name: string } => {
					if (resource === 'campaign') return { id: campaign.id, name };
					const squad = ads.addAdSquad(campaign.id, { name: `FP old squad ${i}` });
					if (resource === 'adSquad') return { id: squad.id, name };
					return { id: ads.addAd(squad.id, { name: `FP old ad ${i}` }).id, name };
				};
				const item = entity();
				if (refusedField) ads.patch(item.id, { learning_score: 1 } as never);
				return item;
			});
			return { parameters: adsUpdate(resource, '={{ $json.id }}', { name: '={{ $json.name }}' }), input };
		},
		stored: (r, name) => {
			const all = [...r.emulator.ads.campaigns(AD_ACCOUNT_LA), ...r.emulator.ads.adSquads({ adAccountId: AD_ACCOUNT_LA }), ...r.emulator.ads.ads({ adAccountId: AD_ACCOUNT_LA })];
			return all.filter((e) => e.name === name).map((e) => e.id);
		},
	};
}

/**
 * Issue 47, 1 and 49, 5: an update held to the owner's Limits reads more before its PUT (a resumed
 * campaign's ad squads, a resumed ad squad's campaign) and may write a clipped budget: each item
 * resumes a paused entity whose end time comes from its campaign, renamed, and (ad squads) with a
 * raise the Limits clip.
 */
function limitedResume(resource: 'campaign' | 'adSquad'): WritePath<Rig> {
	const end = new Date(Date.now() + 10 * 86_400_000).toISOString();
	return {
		label: `${resource === 'adSquad' ? 'Ad Squad' : 'Campaign'} → Update (resume within the owner's Limits${resource === 'adSquad' ? ', budget clipped' : ''})`,
		weight: 0.5,
		prepare: (r, names) => {
			const ads = r.emulator.ads;
			const input = names.map((name, i) => {
				const campaign = ads.addCampaign(AD_ACCOUNT_LA, { name: `FP limited campaign ${i}`, status: resource === 'campaign' ? 'PAUSED' : 'ACTIVE', end_time: end });
				const squad = ads.addAdSquad(campaign.id, { name: `FP limited squad ${i}`, status: resource === 'campaign' ? 'ACTIVE' : 'PAUSED', daily_budget_micro: 20_000_000 });
				return { id: resource === 'campaign' ? campaign.id : squad.id, name };
			});
			const fields = { name: '={{ $json.name }}', status: 'ACTIVE', ...(resource === 'adSquad' ? { daily_budget_micro: '100' } : {}) };
			const limits = { maxDailyBudget: 100, requireEndTime: true, maxRaisePercent: 50, overLimit: 'clip' };
			return { parameters: adsUpdate(resource, '={{ $json.id }}', fields, { limits }), input };
		},
		stored: (r, name) => [...r.emulator.ads.campaigns(AD_ACCOUNT_LA), ...r.emulator.ads.adSquads({ adAccountId: AD_ACCOUNT_LA })].filter((e) => e.name === name).map((e) => e.id),
	};
}

const emailOf = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;
const sha = (email: string) => createHash('sha256').update(email).digest('hex');

/** Add Users (or Remove Users) of one e-mail per item into one customer list; the change is "stored" once the list says so. */
function users(operation: 'addUsers' | 'removeUsers'): WritePath<Rig> {
	let segmentId = '';
	return {
		label: `Audience Segment → ${operation === 'addUsers' ? 'Add' : 'Remove'} Users`,
		prepare: (r, names) => {
			const segment = r.emulator.segments.seed({ name: 'FP list', description: 'CRM', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA });
			segmentId = String(segment.id);
			if (operation === 'removeUsers') r.emulator.segments.addUsers(segmentId, 'EMAIL_SHA256', names.map((n) => sha(emailOf(n))));
			return { parameters: segmentUsersParams(segmentId, { operation }), input: names.map((n) => ({ email: emailOf(n) })) };
		},
		stored: (r, name) => {
			const held = r.emulator.segments.users(segmentId, 'EMAIL_SHA256').includes(sha(emailOf(name)));
			return held === (operation === 'addUsers') ? [segmentId] : [];
		},
		idOf: (json) => (typeof json.segmentId === 'string' ? json.segmentId : undefined),
	};
}

faultPropertyTests(rig, [update('campaign'), update('adSquad'), update('ad'), update('ad', true), limitedResume('campaign'), limitedResume('adSquad'), users('addUsers'), users('removeUsers')]);

// Found by the property with Continue On Fail: the run error said "Run Get on the segment later …",
// but the summary item dropped that description and kept only "may or may not have been added.
// Nothing else was sent.", so a user was not told how to check.
it('Add Users, Continue On Fail, a 500: the summary of an unknown outcome says how to check (Get on the segment)', async () => {
	const segment = rig.emulator.segments.seed({ name: 'FP list', description: 'CRM', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA });
	rig.emulator.faults.failNext({ status: 500, method: 'POST' });
	const result = await rig.run(segmentUsersParams(String(segment.id)), { input: [{ email: 'a@example.com' }], continueOnFail: true });
	const [summary] = result.items.map((i) => i.json);
	expect(summary).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/may or may not have been added/) });
	expect(`${String(summary.error)} ${String(summary.description ?? '')}`).toMatch(/Get on the segment/);
});

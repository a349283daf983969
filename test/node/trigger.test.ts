/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Snapchat Ads Trigger through n8n-core's real poll path (PollContext + PollTriggerExecutor, as an
 * activated workflow polls) against the emulator over HTTP, over several polls: the baseline at
 * activation, one change, no change, an entity deleted, a failed poll, a restart from the saved
 * static data, and Fetch Test Event (manual mode).
 */
import { readFileSync } from 'fs';
import path from 'path';

import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { activateTrigger, makeCredential, runTriggerManually, type ActiveTrigger, type PollResult } from '../harness';
import {
	AD_ACCOUNT_BERLIN,
	AD_ACCOUNT_LA,
	AD_ACCOUNT_LONDON,
	AD_ACCOUNT_SINGAPORE,
	AD_LA_SUMMER_VIDEO,
	AD_SQUAD_LA_SUMMER_BROAD,
	CAMPAIGN_LA_ALWAYS_ON,
	CAMPAIGN_LA_HOLIDAY,
	CAMPAIGN_LA_SUMMER,
} from '../emulator';
import type { FaultPropertyModule } from './faultProperty';
import { useRig } from './setup';

// The waits between attempts are instant (`fastSleep`, as in the fault property tests): the node still
// picks and counts every wait, only the clock does not pass (this file sat out about 17 s of backoff).
jest.mock('n8n-workflow', () => jest.requireActual<FaultPropertyModule>('./faultProperty').fastSleep());

const trigger = new SnapchatAdsTrigger();
const TYPE = 'n8n-nodes-snapchat-ads.snapchatAdsTrigger';
const rig = useRig();

const account = (id: string) => ({ __rl: true, mode: 'id', value: id });

async function activate(parameters: INodeParameters, staticData?: IDataObject, activation: 'activate' | 'init' = 'activate'): Promise<ActiveTrigger> {
	return await activateTrigger({ nodeType: trigger, typeName: TYPE, parameters, credential: rig.credential, staticData, activation });
}

function emitted(result: PollResult): IDataObject[] {
	expect(result.error).toBeUndefined();
	return (result.emitted?.[0] ?? []).map((item) => item.json);
}

const reviewParams = (reviewStatus = 'rejected'): INodeParameters => ({ event: 'adReviewStatusChanged', adAccountId: account(AD_ACCOUNT_LA), reviewStatus });

describe('Ad Review Status Changed', () => {
	it('records a baseline at activation, then emits a rejection once, with reasons, names and parent IDs', async () => {
		const active = await activate(reviewParams());
		// The fixture account already holds a rejected ad: the baseline does not report it.
		expect(active.activation.error).toBeUndefined();
		expect(active.activation.emitted).toBeUndefined();
		expect(emitted(await active.poll())).toEqual([]);

		rig.emulator.ads.patch(AD_LA_SUMMER_VIDEO, { review_status: 'REJECTED', review_status_reasons: ['Text overlay too large'] });
		const events = emitted(await active.poll());
		expect(events).toHaveLength(1);
		expect(events[0]).toMatchObject({
			event: 'adReviewStatusChanged',
			ad_account_id: AD_ACCOUNT_LA,
			id: AD_LA_SUMMER_VIDEO,
			name: rig.emulator.ads.ad(AD_LA_SUMMER_VIDEO)?.name,
			ad_squad_id: AD_SQUAD_LA_SUMMER_BROAD,
			campaign_id: CAMPAIGN_LA_SUMMER,
			review_status: 'REJECTED',
			previous_review_status: 'APPROVED',
			review_status_reasons: ['Text overlay too large'],
			// Who to call about it: the campaign and ad squad by name, and the ad in Ads Manager.
			campaign_name: 'Summer Sale US',
			ad_squad_name: rig.emulator.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD)?.name,
			ads_manager_url: `https://ads.snapchat.com/${AD_ACCOUNT_LA}/ads/${AD_LA_SUMMER_VIDEO}`,
			time_zone: 'America/Los_Angeles',
		});
		// The account's local time beside UTC: the same instant, with Los Angeles' offset.
		expect(Date.parse(events[0].detected_at_local as string)).toBe(Date.parse(events[0].detected_at as string));
		expect(events[0].detected_at_local).toMatch(/-0[78]:00$/);
		// Emitted once: the next polls see no change.
		expect(emitted(await active.poll())).toEqual([]);
		expect(emitted(await active.poll())).toEqual([]);
	});

	it('reads one page walk of ads per quiet poll, with 1,000 per page, and nothing else', async () => {
		const active = await activate(reviewParams());
		rig.emulator.clearLog();
		await active.poll();
		const calls = rig.apiCalls();
		expect(calls.map((c) => c.path)).toEqual([`/v1/adaccounts/${AD_ACCOUNT_LA}/ads`]);
		expect(calls[0].query.limit).toBe('1000');
	});

	it('Approved reports approvals and not rejections; a new ad that arrives approved is reported', async () => {
		const active = await activate(reviewParams('approved'));
		const pending = rig.emulator.ads.ads({ adAccountId: AD_ACCOUNT_LA }).find((a) => a.review_status === 'PENDING_REVIEW');
		expect(pending).toBeDefined();
		rig.emulator.ads.patch(pending!.id, { review_status: 'APPROVED' });
		rig.emulator.ads.patch(AD_LA_SUMMER_VIDEO, { review_status: 'REJECTED' });
		const added = rig.emulator.ads.addAd(AD_SQUAD_LA_SUMMER_BROAD, { name: 'Fresh', review_status: 'APPROVED' });
		const events = emitted(await active.poll());
		expect(events.map((e) => [e.id, e.previous_review_status])).toEqual([
			[pending!.id, 'PENDING_REVIEW'],
			[added.id, null],
		]);
	});

	it('a failed poll emits nothing and keeps the old state; the next poll catches up', async () => {
		const active = await activate(reviewParams());
		rig.emulator.ads.patch(AD_LA_SUMMER_VIDEO, { review_status: 'REJECTED' });
		const before = active.savedStaticData();
		// Every attempt of the retrying read fails: the poll fails.
		rig.emulator.faults.failNext({ status: 500, count: 10, pathPrefix: '/v1/adaccounts' });
		const failed = await active.poll();
		expect(failed.error?.message).toMatch(/temporary problem/);
		expect(failed.emitted).toBeUndefined();
		expect(active.savedStaticData()).toEqual(before);
		rig.emulator.faults.clear();
		expect(emitted(await active.poll()).map((e) => e.id)).toEqual([AD_LA_SUMMER_VIDEO]);
	}, 60_000);

	it('a poll that fails after the ads were read (ad squads for campaign IDs) emits nothing and keeps the state', async () => {
		const active = await activate(reviewParams());
		const before = active.savedStaticData();
		rig.emulator.ads.patch(AD_LA_SUMMER_VIDEO, { review_status: 'REJECTED' });
		rig.emulator.faults.failNext({ status: 503, count: 10, pathPrefix: `/v1/adaccounts/${AD_ACCOUNT_LA}/adsquads` });
		const failed = await active.poll();
		expect(failed.error).toBeDefined();
		expect(failed.emitted).toBeUndefined();
		expect(active.savedStaticData()).toEqual(before);
		rig.emulator.faults.clear();
		expect(emitted(await active.poll()).map((e) => e.id)).toEqual([AD_LA_SUMMER_VIDEO]);
	}, 60_000);

	it('a restart restores the state from the saved static data: no new baseline, no repeat', async () => {
		const first = await activate(reviewParams());
		rig.emulator.ads.patch(AD_LA_SUMMER_VIDEO, { review_status: 'REJECTED' });
		expect(emitted(await first.poll())).toHaveLength(1);
		const saved = first.savedStaticData();

		// n8n restarts: the workflow is activated again ('init') from what was saved.
		const second = await activate(reviewParams(), saved, 'init');
		expect(second.activation.emitted).toBeUndefined();
		expect(emitted(await second.poll())).toEqual([]);
		// A change while n8n was down is caught up by the first poll after the restart.
		const other = rig.emulator.ads.ads({ adAccountId: AD_ACCOUNT_LA }).find((a) => a.review_status === 'PENDING_REVIEW');
		rig.emulator.ads.patch(other!.id, { review_status: 'REJECTED' });
		const third = await activate(reviewParams(), second.savedStaticData(), 'init');
		expect(third.activation.emitted?.[0].map((i) => i.json.id)).toEqual([other!.id]);
	});

	it('a deleted ad leaves the state; other settings start a new baseline', async () => {
		const active = await activate(reviewParams());
		const size = (data: IDataObject) => JSON.stringify(data).length;
		const before = size(active.savedStaticData());
		rig.emulator.ads.remove(AD_LA_SUMMER_VIDEO);
		expect(emitted(await active.poll())).toEqual([]);
		expect(size(active.savedStaticData())).toBeLessThan(before);

		const rejected = rig.emulator.ads.ads({ adAccountId: AD_ACCOUNT_LA }).find((a) => a.review_status === 'REJECTED');
		const switched = await activate(reviewParams('either'), active.savedStaticData(), 'init');
		// Another Review Status is another trigger: its first poll records and emits nothing.
		expect(rejected).toBeDefined();
		expect(switched.activation.emitted).toBeUndefined();
	});

	it('Fetch Test Event returns the most recent real rejection, without touching any state', async () => {
		const result = await runTriggerManually({ nodeType: trigger, typeName: TYPE, parameters: reviewParams(), credential: rig.credential });
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		expect(result.items[0].json).toMatchObject({ event: 'adReviewStatusChanged', review_status: 'REJECTED', review_status_reasons: ['Landing page not working'], previous_review_status: null });
		expect(result.items[0].json.campaign_id).toBe(CAMPAIGN_LA_SUMMER);
	});

	it('Fetch Test Event without a real example returns a clearly marked sample of the same shape, so the next node can be built', async () => {
		for (const ad of rig.emulator.ads.ads({ adAccountId: AD_ACCOUNT_BERLIN })) rig.emulator.ads.patch(ad.id, { review_status: 'PENDING_REVIEW' });
		const result = await runTriggerManually({
			nodeType: trigger,
			typeName: TYPE,
			parameters: { ...reviewParams(), adAccountId: account(AD_ACCOUNT_BERLIN) },
			credential: rig.credential,
		});
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		const sample = result.items[0].json;
		expect(sample).toMatchObject({ _sample: true, event: 'adReviewStatusChanged', review_status: 'REJECTED', ad_account_id: AD_ACCOUNT_BERLIN, time_zone: 'Europe/Berlin' });
		expect(sample._note).toMatch(/^SAMPLE, not real data: No ad of this ad account is rejected right now.*once the workflow is published \(n8n 1.x: active\)/);
		// The sample carries every field a real item carries.
		const real = await runTriggerManually({ nodeType: trigger, typeName: TYPE, parameters: reviewParams(), credential: rig.credential });
		expect(Object.keys(sample).filter((k) => !k.startsWith('_')).sort()).toEqual(Object.keys(real.items[0].json).sort());
	});

	it('an ad account the user cannot access fails the activation with what to fix', async () => {
		const active = await activate({ ...reviewParams(), adAccountId: account(AD_ACCOUNT_SINGAPORE) });
		expect(active.activation.error?.message).toMatch(/no access to ad account/);
		expect(active.activation.error?.description).toMatch(/Pick it from the list/);
	});

	it('an expired connection says to reconnect the credential', async () => {
		const active = await activate(reviewParams());
		rig.emulator.expireAllAccessTokens();
		rig.emulator.revokeRefreshToken(rig.credential.data.oauthTokenData ? ((rig.credential.data.oauthTokenData as IDataObject).refresh_token as string) : '');
		const failed = await active.poll();
		// A fresh token pair for the tests after this one (the user reconnected).
		const issued = rig.emulator.issueTokens('user-1');
		rig.credential.data.oauthTokenData = { access_token: issued.accessToken, refresh_token: issued.refreshToken, token_type: 'Bearer', expires_in: issued.expiresIn };
		expect(`${failed.error?.message} ${failed.error?.description}`).toMatch(/[Rr]econnect/);
	});

	it('a credential that was never connected says to connect it, nothing sent', async () => {
		// No token data at all, and token data without an access token (a credential saved, never connected).
		for (const oauthTokenData of [undefined, { token_type: 'Bearer' }]) {
			const unconnected = makeCredential({ ...rig.credential.data, oauthTokenData: oauthTokenData as IDataObject });
			rig.emulator.clearLog();
			const active = await activateTrigger({ nodeType: trigger, typeName: TYPE, parameters: reviewParams(), credential: unconnected });
			expect(active.activation.error?.message).toMatch(/credential is not connected/);
			expect(active.activation.error?.description).toMatch(/Connect my account/);
			expect(rig.apiCalls()).toEqual([]);
		}
	});

	it('an option value that is not one of the choices (from an expression) is refused, naming the field', async () => {
		rig.emulator.clearLog();
		const active = await activate({ ...reviewParams(), reviewStatus: '={{ "denied" }}' });
		expect(active.activation.error?.message).toMatch(/Invalid Review Status: "denied" is not one of the choices/);
		expect(active.activation.error?.description).toMatch(/rejected, approved, either/);
		expect(rig.apiCalls()).toEqual([]);
	});

	it('an ad account ID that is not one is refused before any call', async () => {
		rig.emulator.clearLog();
		const active = await activate({ ...reviewParams(), adAccountId: account('../campaigns') });
		expect(active.activation.error?.message).toMatch(/Invalid Ad Account/);
		expect(rig.apiCalls()).toEqual([]);
	});
});

describe('Delivery Status Changed', () => {
	const params = (more: INodeParameters = {}): INodeParameters => ({ event: 'deliveryStatusChanged', adAccountId: account(AD_ACCOUNT_LA), level: 'campaign', ...more });

	it('reports a paused campaign and a delivery stop with old and new values, once', async () => {
		const active = await activate(params());
		expect(active.activation.emitted).toBeUndefined();
		rig.emulator.ads.patch(CAMPAIGN_LA_SUMMER, { status: 'PAUSED' });
		rig.emulator.ads.patch(CAMPAIGN_LA_ALWAYS_ON, { delivery_status: ['INVALID_BUDGET', 'VALID'] });
		const events = emitted(await active.poll());
		expect(events.map((e) => [e.id, e.changed, e.previous_status, e.status, e.previous_delivery_status, e.delivery_status])).toEqual([
			[CAMPAIGN_LA_SUMMER, ['status'], 'ACTIVE', 'PAUSED', ['VALID'], ['VALID']],
			[CAMPAIGN_LA_ALWAYS_ON, ['delivery_status'], 'ACTIVE', 'ACTIVE', ['VALID'], ['INVALID_BUDGET', 'VALID']],
		]);
		expect(events[0]).toMatchObject({ event: 'deliveryStatusChanged', level: 'campaign', campaign_id: CAMPAIGN_LA_SUMMER, name: 'Summer Sale US' });
		expect(emitted(await active.poll())).toEqual([]);
	});

	it('Status Only ignores delivery changes; one campaign limits ad squads to it', async () => {
		const active = await activate(params({ level: 'adSquad', campaignId: account(CAMPAIGN_LA_SUMMER), watch: 'status' }));
		rig.emulator.clearLog();
		const summerSquads = rig.emulator.ads.adSquads({ campaignId: CAMPAIGN_LA_SUMMER });
		const otherSquad = rig.emulator.ads.adSquads({ campaignId: CAMPAIGN_LA_ALWAYS_ON })[0];
		rig.emulator.ads.patch(summerSquads[0].id, { delivery_status: ['INVALID_BID'] });
		rig.emulator.ads.patch(summerSquads[1].id, { status: summerSquads[1].status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE' });
		rig.emulator.ads.patch(otherSquad.id, { status: 'PAUSED' });
		const events = emitted(await active.poll());
		expect(events.map((e) => e.id)).toEqual([summerSquads[1].id]);
		expect(events[0]).toMatchObject({ level: 'adSquad', campaign_id: CAMPAIGN_LA_SUMMER, ad_squad_id: summerSquads[1].id, changed: ['status'] });
		// The campaign's ad squads, then (something to report) the ad account and the campaign names.
		expect(rig.apiCalls().map((c) => c.path)).toEqual([`/v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`, `/v1/adaccounts/${AD_ACCOUNT_LA}`, `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`]);
		expect(events[0]).toMatchObject({ campaign_name: 'Summer Sale US', ad_squad_name: summerSquads[1].name });
	});

	it('ads of one campaign: one ad squad walk and one ad walk, campaign IDs filled', async () => {
		const active = await activate(params({ level: 'ad', campaignId: account(CAMPAIGN_LA_SUMMER) }));
		rig.emulator.ads.patch(AD_LA_SUMMER_VIDEO, { status: 'PAUSED' });
		rig.emulator.clearLog();
		const events = emitted(await active.poll());
		expect(events.map((e) => [e.id, e.campaign_id, e.ad_squad_id])).toEqual([[AD_LA_SUMMER_VIDEO, CAMPAIGN_LA_SUMMER, AD_SQUAD_LA_SUMMER_BROAD]]);
		expect(events[0]).toMatchObject({ campaign_name: 'Summer Sale US', ad_squad_name: 'Summer Sale US – Broad', ads_manager_url: `https://ads.snapchat.com/${AD_ACCOUNT_LA}/ads/${AD_LA_SUMMER_VIDEO}` });
		// The campaign's ad squads (names too) and the ads; reporting adds the ad account and the campaign names.
		expect(rig.apiCalls().map((c) => c.path)).toEqual([
			`/v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`,
			`/v1/adaccounts/${AD_ACCOUNT_LA}/ads`,
			`/v1/adaccounts/${AD_ACCOUNT_LA}`,
			`/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`,
		]);
	});

	it('each delivery status comes with its reason in words: Snap\'s newest code is known, an unknown one keeps its raw value', async () => {
		const active = await activate(params());
		rig.emulator.ads.patch(CAMPAIGN_LA_SUMMER, { delivery_status: ['NOT_DELIVERING_AD_CONTAINS_INVALID_AUDIENCE'] });
		rig.emulator.ads.patch(CAMPAIGN_LA_ALWAYS_ON, { delivery_status: ['INVALID_SOMETHING_SNAP_ADDED_LATER'] });
		const events = emitted(await active.poll());
		expect(events.map((e) => [e.id, e.delivery_status, e.delivery_status_reasons])).toEqual([
			[
				CAMPAIGN_LA_SUMMER,
				['NOT_DELIVERING_AD_CONTAINS_INVALID_AUDIENCE'],
				[{ status: 'NOT_DELIVERING_AD_CONTAINS_INVALID_AUDIENCE', known: true, reason: expect.stringMatching(/audience that is no longer valid/) }],
			],
			[
				CAMPAIGN_LA_ALWAYS_ON,
				['INVALID_SOMETHING_SNAP_ADDED_LATER'],
				[{ status: 'INVALID_SOMETHING_SNAP_ADDED_LATER', known: false, reason: expect.stringMatching(/^Invalid something snap added later \(Snapchat's code INVALID_SOMETHING_SNAP_ADDED_LATER/) }],
			],
		]);
	});

	it('an ad squad entering or leaving its learning phase fires nothing (it still delivers); a stop from it, and an unknown code, are reported (issue 46, 5)', async () => {
		const active = await activate(params({ level: 'adSquad', campaignId: account(CAMPAIGN_LA_SUMMER), watch: 'deliveryStatus' }));
		const [squad, other] = rig.emulator.ads.adSquads({ campaignId: CAMPAIGN_LA_SUMMER });
		rig.emulator.ads.patch(squad.id, { delivery_status: ['LEARNING_PHASE'] });
		expect(emitted(await active.poll())).toEqual([]);
		rig.emulator.ads.patch(squad.id, { delivery_status: ['VALID'] });
		expect(emitted(await active.poll())).toEqual([]);
		rig.emulator.ads.patch(squad.id, { delivery_status: ['LEARNING_PHASE'] });
		expect(emitted(await active.poll())).toEqual([]);

		rig.emulator.ads.patch(squad.id, { delivery_status: ['INVALID_OVER_BUDGET_AD_SQUAD_DAILY_SPEND'] });
		rig.emulator.ads.patch(other.id, { delivery_status: ['NOT_DELIVERING_SNAP_ADDED_LATER'] });
		const events = emitted(await active.poll());
		expect(events.map((e) => [e.id, e.changed, e.previous_delivery_status, e.delivery_status])).toEqual([
			[squad.id, ['delivery_status'], ['LEARNING_PHASE'], ['INVALID_OVER_BUDGET_AD_SQUAD_DAILY_SPEND']],
			[other.id, ['delivery_status'], ['VALID'], ['NOT_DELIVERING_SNAP_ADDED_LATER']],
		]);
		expect(events[0].delivery_status_reasons).toEqual([{ status: 'INVALID_OVER_BUDGET_AD_SQUAD_DAILY_SPEND', known: true, reason: expect.stringMatching(/daily budget/) }]);
		expect(events[1].delivery_status_reasons).toEqual([
			{ status: 'NOT_DELIVERING_SNAP_ADDED_LATER', known: false, reason: expect.stringMatching(/Snapchat's code NOT_DELIVERING_SNAP_ADDED_LATER/) },
		]);
	});

	it('the entity in the item follows the money convention (micro, plain amount, currency) and has local times beside UTC', async () => {
		const active = await activate(params());
		rig.emulator.ads.patch(CAMPAIGN_LA_SUMMER, { status: 'PAUSED' });
		const [event] = emitted(await active.poll());
		expect(event.campaign).toMatchObject({
			daily_budget_micro: 50_000_000,
			daily_budget: 50,
			currency: 'USD',
			start_time: '2026-06-01T07:00:00.000Z',
			start_time_local: '2026-06-01T00:00:00.000-07:00',
		});
		expect(event).toMatchObject({ campaign_name: 'Summer Sale US', time_zone: 'America/Los_Angeles' });
	});

	it('a deleted campaign leaves the state without an event; a new one is recorded, not reported', async () => {
		const active = await activate(params());
		rig.emulator.ads.remove(CAMPAIGN_LA_HOLIDAY);
		const added = rig.emulator.ads.addCampaign(AD_ACCOUNT_LA, { name: 'New', status: 'PAUSED' });
		expect(emitted(await active.poll())).toEqual([]);
		rig.emulator.ads.patch(added.id, { status: 'ACTIVE' });
		expect(emitted(await active.poll()).map((e) => [e.id, e.previous_status])).toEqual([[added.id, 'PAUSED']]);
	});

	it('Fetch Test Event returns the most recently updated campaign', async () => {
		rig.emulator.advanceTime(5);
		rig.emulator.ads.patch(CAMPAIGN_LA_ALWAYS_ON, { status: 'PAUSED' });
		const result = await runTriggerManually({ nodeType: trigger, typeName: TYPE, parameters: params(), credential: rig.credential });
		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => [i.json.id, i.json.status, i.json.previous_status])).toEqual([[CAMPAIGN_LA_ALWAYS_ON, 'PAUSED', null]]);
	});
});

describe('Spend Passed a Limit', () => {
	const params = (more: INodeParameters = {}): INodeParameters => ({ event: 'spendPassedLimit', adAccountId: account(AD_ACCOUNT_LA), spendOf: 'adAccount', ...more });

	/** Today's spend (micro) the node would see, by entity id, read through Fetch Test Event's item. */
	async function spendNow(parameters: INodeParameters): Promise<IDataObject> {
		const result = await runTriggerManually({ nodeType: trigger, typeName: TYPE, parameters, credential: rig.credential });
		expect(result.error).toBeUndefined();
		return result.items[0].json;
	}

	it('reports the ad account passing the limit once that day, in its own currency and day', async () => {
		const now = await spendNow(params({ spendLimit: 0 }));
		expect(now).toMatchObject({ level: 'adAccount', currency: 'USD', time_zone: 'America/Los_Angeles', name: 'Acme US' });
		const limit = (now.spend as number) + 10;
		const active = await activate(params({ spendLimit: limit }));
		expect(active.activation.emitted).toBeUndefined();
		rig.emulator.clearLog();
		expect(emitted(await active.poll())).toEqual([]);
		// One ad account read and one stats call per poll.
		expect(rig.apiCalls().map((c) => c.path)).toEqual([`/v1/adaccounts/${AD_ACCOUNT_LA}`, `/v1/adaccounts/${AD_ACCOUNT_LA}/stats`]);
		expect(rig.apiCalls()[1].query).toMatchObject({ granularity: 'TOTAL', fields: 'spend' });

		rig.emulator.addSpend(AD_ACCOUNT_LA, 20_000_000);
		const events = emitted(await active.poll());
		expect(events).toHaveLength(1);
		expect(events[0]).toMatchObject({ event: 'spendPassedLimit', id: AD_ACCOUNT_LA, limit, currency: 'USD', spend_micro: (now.spend_micro as number) + 20_000_000 });
		// Money: the plain amount beside each micro figure; the local time beside the UTC one.
		expect(events[0].spend).toBe((events[0].spend_micro as number) / 1_000_000);
		expect(events[0].limit_micro).toBe(Math.round(limit * 1_000_000));
		expect(events[0].detected_at_local).toMatch(/^\d{4}-\d{2}-\d{2}T.*-0[78]:00$/);
		rig.emulator.addSpend(AD_ACCOUNT_LA, 20_000_000);
		expect(emitted(await active.poll())).toEqual([]);
	});

	it('Fetch Test Event below the limit says the reading has not passed it and would not start the workflow (issue 35)', async () => {
		const below = await spendNow(params({ spendLimit: 1_000_000_000 }));
		expect(below).toMatchObject({ over_limit: false, limit: 1_000_000_000 });
		expect(below._note).toMatch(/^TEST EVENT: today's real spend reading, [0-9.]+ USD, has not passed the limit of 1000000000 USD, so a published workflow \(n8n 1.x: active\) would not start for it yet/);
		const over = await spendNow(params({ spendLimit: 0 }));
		expect(over.over_limit).toBe(true);
		expect(over._note).toMatch(/^TEST EVENT: today's real spend reading, which has passed the limit/);
	});

	it('each campaign: one stats call with a campaign breakdown; names only when emitting', async () => {
		const active = await activate(params({ spendOf: 'campaign', spendLimit: 1_000_000 }));
		rig.emulator.clearLog();
		expect(emitted(await active.poll())).toEqual([]);
		expect(rig.apiCalls().map((c) => c.query.breakdown)).toEqual([undefined, 'campaign']);
		rig.emulator.addSpend(CAMPAIGN_LA_HOLIDAY, 2_000_000_000_000);
		const events = emitted(await active.poll());
		expect(events.map((e) => [e.id, e.name, e.level])).toEqual([[CAMPAIGN_LA_HOLIDAY, 'Holiday Teaser US', 'campaign']]);
		expect(emitted(await active.poll())).toEqual([]);
	});

	it('the next day in the ad account\'s zone, the limit can fire again', async () => {
		const active = await activate(params({ spendOf: 'campaign', spendLimit: 1_000_000 }));
		rig.emulator.addSpend(CAMPAIGN_LA_HOLIDAY, 2_000_000_000_000);
		expect(emitted(await active.poll())).toHaveLength(1);
		// The node's clock is real: move the state's day back instead, as if it was recorded yesterday.
		const saved = active.savedStaticData();
		const state = (saved['node:Snapchat Ads Trigger'] as IDataObject).snapchatAdsTrigger as IDataObject;
		(state.p as IDataObject).d = '2000-01-01';
		const restarted = await activate(params({ spendOf: 'campaign', spendLimit: 1_000_000 }), saved, 'init');
		expect(restarted.activation.emitted?.[0].map((i) => i.json.id)).toEqual([CAMPAIGN_LA_HOLIDAY]);
	});
});

describe('Audience Segment Ready', () => {
	const params = (segmentReady = 'targetable'): INodeParameters => ({ event: 'audienceSegmentReady', adAccountId: account(AD_ACCOUNT_LA), segmentReady });
	const hashes = (n: number) => Array.from({ length: n }, (_, i) => i.toString(16).padStart(64, '0'));

	it('reports a customer list that became targetable, once; a deleted one leaves the state', async () => {
		const segment = rig.emulator.segments.seed({ name: 'Buyers', source_type: 'FIRST_PARTY', retention_in_days: 180, ad_account_id: AD_ACCOUNT_LA });
		const gone = rig.emulator.segments.seed({ name: 'Old', source_type: 'FIRST_PARTY', retention_in_days: 180, ad_account_id: AD_ACCOUNT_LA });
		const active = await activate(params('either'));
		expect(active.activation.emitted).toBeUndefined();
		rig.emulator.segments.addUsers(segment.id as string, 'EMAIL_SHA256', hashes(1200));
		rig.emulator.segments.remove(gone.id as string);
		// Still processing: nothing yet.
		expect(emitted(await active.poll())).toEqual([]);
		rig.emulator.advanceTime(61);
		const events = emitted(await active.poll());
		expect(events).toHaveLength(1);
		expect(events[0]).toMatchObject({
			event: 'audienceSegmentReady',
			id: segment.id,
			name: 'Buyers',
			ready: ['targetable', 'uploadComplete'],
			targetable_status: 'READY',
			previous_targetable_status: 'NOT_READY',
			upload_status: 'COMPLETE',
			previous_upload_status: 'PROCESSING',
			approximate_number_users: 1200,
		});
		expect(emitted(await active.poll())).toEqual([]);
	});

	it('Upload Finished reports a finished upload of a list too small to target', async () => {
		const segment = rig.emulator.segments.seed({ name: 'Few', source_type: 'FIRST_PARTY', retention_in_days: 180, ad_account_id: AD_ACCOUNT_LA });
		const targetable = await activate(params('targetable'));
		const uploads = await activate(params('uploadComplete'));
		rig.emulator.segments.addUsers(segment.id as string, 'EMAIL_SHA256', hashes(10));
		rig.emulator.advanceTime(61);
		expect(emitted(await targetable.poll())).toEqual([]);
		expect(emitted(await uploads.poll()).map((e) => [e.id, e.targetable_status])).toEqual([[segment.id, 'TOO_FEW_USERS']]);
	});

	it('Fetch Test Event: none ready gives a marked sample that says so', async () => {
		const result = await runTriggerManually({ nodeType: trigger, typeName: TYPE, parameters: params(), credential: rig.credential });
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toMatchObject({ _sample: true, event: 'audienceSegmentReady', targetable_status: 'READY' });
		expect(result.items[0].json._note).toMatch(/No audience segment of this ad account is ready to target right now/);
	});
});

describe('calls for an ad account with 5,000 ads (50 campaigns, 250 ad squads)', () => {
	function seedBig(): string[] {
		const ads: string[] = [];
		for (let c = 0; c < 50; c++) {
			const campaign = rig.emulator.ads.addCampaign(AD_ACCOUNT_LONDON, { name: `Big campaign ${c}` });
			for (let q = 0; q < 5; q++) {
				const squad = rig.emulator.ads.addAdSquad(campaign.id, { name: `Big squad ${c}.${q}` });
				for (let a = 0; a < 20; a++) ads.push(rig.emulator.ads.addAd(squad.id, { name: `Big ad ${c}.${q}.${a}`, review_status: 'PENDING_REVIEW' }).id);
			}
		}
		return ads;
	}

	it.each([
		['Ad Review Status Changed', { event: 'adReviewStatusChanged', reviewStatus: 'rejected' }],
		['Delivery Status Changed, Level Ad', { event: 'deliveryStatusChanged', level: 'ad', watch: 'any' }],
	])('%s: a quiet poll takes at most 6 calls, one reporting three ads of three campaigns at most 8, names for all', async (_name, more) => {
		const ads = seedBig();
		const active = await activate({ adAccountId: account(AD_ACCOUNT_LONDON), ...more } as INodeParameters);
		rig.emulator.clearLog();
		expect(emitted(await active.poll())).toEqual([]);
		expect(rig.apiCalls().length).toBeLessThanOrEqual(6);

		const reported = [ads[7], ads[2222], ads[4999]];
		for (const id of reported) rig.emulator.ads.patch(id, { review_status: 'REJECTED', status: 'PAUSED' });
		rig.emulator.clearLog();
		const events = emitted(await active.poll());
		expect(rig.apiCalls().length).toBeLessThanOrEqual(8);
		expect(events.map((e) => [e.id, e.campaign_name, e.ad_squad_name])).toEqual([
			[ads[7], 'Big campaign 0', 'Big squad 0.0'],
			[ads[2222], 'Big campaign 22', 'Big squad 22.1'],
			[ads[4999], 'Big campaign 49', 'Big squad 49.4'],
		]);
	}, 60_000);
});

describe('secrets', () => {
	it('no token or client secret in any emitted item, error or log line of a trigger\'s polls', async () => {
		const results: PollResult[] = [];
		const active = await activate(reviewParams());
		results.push(active.activation);
		rig.emulator.ads.patch(AD_LA_SUMMER_VIDEO, { review_status: 'REJECTED' });
		rig.emulator.expireAllAccessTokens();
		results.push(await active.poll());
		rig.emulator.faults.failNext({ status: 503, count: 10, pathPrefix: '/v1/' });
		results.push(await active.poll());
		rig.emulator.faults.clear();
		const text = JSON.stringify(results.map((r) => ({ emitted: r.emitted, error: r.error && { message: r.error.message, description: r.error.description, context: r.error.context }, logs: r.logs })));
		expect(results[1].emitted?.[0]).toHaveLength(1);
		expect(results[2].error).toBeDefined();
		for (const secret of rig.secrets()) expect(text).not.toContain(secret);
	}, 60_000);
});

describe('the example workflow', () => {
	it('"tell Slack when an ad is rejected" holds trigger settings the node runs as saved', async () => {
		const file = path.join(__dirname, '..', '..', 'examples', 'slack-when-an-ad-is-rejected.json');
		const workflow = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Array<{ type: string; parameters: INodeParameters }> };
		const node = workflow.nodes.find((n) => n.type === TYPE);
		expect(node).toBeDefined();
		const result = await runTriggerManually({ nodeType: trigger, typeName: TYPE, parameters: node!.parameters, credential: rig.credential });
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toMatchObject({ event: 'adReviewStatusChanged', review_status: 'REJECTED' });
	});
});

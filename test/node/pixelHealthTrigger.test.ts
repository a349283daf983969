/**
 * Snapchat Ads Trigger → Pixel Health Changed through n8n-core's real poll path against the
 * emulator over HTTP (issue 48, 6 and 9): the baseline at activation, went quiet and came back,
 * an event type stopped, quality dropped and eligibility lost (each once), a failed poll, bad input,
 * and what a quiet poll costs. The node's clock is real: where hours must pass, the saved state is
 * moved back instead (as the spend tests move its day), and the emulator's clock moves on so
 * Snapchat's counts grow between polls.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { activateTrigger, runTriggerManually, type ActiveTrigger, type PollResult } from '../harness';
import { AD_ACCOUNT_LA, AD_ACCOUNT_NEW_YORK, CAMPAIGN_LA_SUMMER, PIXEL_LA, PIXEL_NEW_YORK } from '../emulator';
import { setPixelEligibility } from '../emulator/pixelEligibility';
import { localDateOf, startOfLocalDay } from '../../nodes/SnapchatAds/time/localCalendar';
import { useRig } from './setup';

const trigger = new SnapchatAdsTrigger();
const TYPE = 'n8n-nodes-snapchat-ads.snapchatAdsTrigger';
const rig = useRig();
const HOUR = 3_600_000;

const account = (id: string) => ({ __rl: true, mode: 'id', value: id });
const params = (over: INodeParameters = {}): INodeParameters => ({ event: 'pixelHealthChanged', adAccountId: account(AD_ACCOUNT_LA), pixelScope: 'one', pixelId: PIXEL_LA, ...over });

async function activate(parameters: INodeParameters, staticData?: IDataObject): Promise<ActiveTrigger> {
	return await activateTrigger({ nodeType: trigger, typeName: TYPE, parameters, credential: rig.credential, staticData, activation: staticData ? 'init' : 'activate' });
}

function emitted(result: PollResult): IDataObject[] {
	expect(result.error).toBeUndefined();
	return (result.emitted?.[0] ?? []).map((item) => item.json);
}

/** The saved static data with the trigger's remembered state changed by `edit` (as if recorded earlier). */
function edited(active: ActiveTrigger, edit: (memory: { h: number; x: Record<string, Record<string, unknown>> }) => void): IDataObject {
	const saved = active.savedStaticData();
	const state = (saved['node:Snapchat Ads Trigger'] as IDataObject).snapchatAdsTrigger as { p: { h: number; x: Record<string, Record<string, unknown>> } };
	edit(state.p);
	return saved;
}

/** Moves every pixel's "last growth seen" back by `hours`. */
const quietFor = (hours: number) => (memory: { x: Record<string, Record<string, unknown>> }) => {
	for (const pixel of Object.values(memory.x)) pixel.a = (pixel.a as number) - hours * 60;
};

/**
 * The API requests since the log was cleared, a request repeated after the emulator's expired-token
 * 401 (its clock moves on in these tests; n8n refreshes and sends it again) counted once.
 */
function requests() {
	const seen = new Set<string>();
	return rig.apiCalls().filter((c) => {
		const key = `${c.method} ${c.path} ${JSON.stringify(c.query)}`;
		if (seen.has(key)) return false;
		seen.add(key);
		return true;
	});
}

/** Seconds the emulator's clock was moved on in this test (moved back after it). */
let advanced = 0;
afterEach(() => {
	rig.emulator.advanceTime(-advanced);
	advanced = 0;
});

/** Polls after Snapchat's clock moved on 3 minutes (so a firing pixel's counts grow). */
async function later(active: ActiveTrigger): Promise<IDataObject[]> {
	rig.emulator.advanceTime(180);
	advanced += 180;
	return emitted(await active.poll());
}

/**
 * The pixel to watch for quiet and back: Acme US's, or Acme East's within an hour of Los Angeles'
 * midnight (the emulator's clock runs a little ahead of the node's, which must not see another day).
 */
function site() {
	const laHour = Number(new Date().toLocaleString('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' }));
	return laHour >= 1 && laHour <= 22
		? { accountId: AD_ACCOUNT_LA, pixelId: PIXEL_LA, name: 'Acme US pixel', zone: 'America/Los_Angeles', campaign: () => CAMPAIGN_LA_SUMMER }
		: { accountId: AD_ACCOUNT_NEW_YORK, pixelId: PIXEL_NEW_YORK, name: 'Acme East web pixel', zone: 'America/New_York', campaign: () => rig.emulator.ads.addCampaign(AD_ACCOUNT_NEW_YORK, { name: 'East' }).id };
}

describe('Pixel Health Changed: went quiet, came back', () => {
	it('the baseline tells nothing; quiet for 6 hours is told once with its figures and squads; back is told once', async () => {
		const where = site();
		const one = params({ adAccountId: account(where.accountId), pixelId: where.pixelId });
		const squad = rig.emulator.ads.addAdSquad(where.campaign(), { name: 'Buyers', optimization_goal: 'PIXEL_PURCHASE', pixel_id: where.pixelId } as never);
		const active = await activate(one);
		expect(active.activation.error).toBeUndefined();
		expect(active.activation.emitted).toBeUndefined();
		expect(await later(active)).toEqual([]);

		rig.emulator.pixels.goQuiet(where.pixelId);
		expect(await later(active)).toEqual([]);
		// Six hours and more without new events (the state as if the last growth was seen 7 hours ago).
		const quiet = await activate(one, edited(active, quietFor(7)));
		const [item] = quiet.activation.emitted?.[0].map((i) => i.json) ?? [];
		expect(item).toMatchObject({
			event: 'pixelHealthChanged',
			change: 'wentQuiet',
			pixel_id: where.pixelId,
			pixel_name: where.name,
			ad_account_id: where.accountId,
			ads_manager_url: `https://ads.snapchat.com/${where.accountId}/events`,
			ad_squad_ids: [squad.id],
			time_zone: where.zone,
			figures: { quiet_after_hours: 6 },
		});
		expect((item.figures as IDataObject).hours_without_new_events).toBeGreaterThanOrEqual(7);
		expect((item.figures as IDataObject).events_yesterday).toBeGreaterThan(0);
		expect(item.summary).toMatch(new RegExp(`^Pixel "${where.name}" went quiet: no new event for 7(\\.\\d)? hours \\(quiet after 6\\).*Live ad squads optimising on it: 1\\.$`));
		expect(quiet.activation.emitted?.[0]).toHaveLength(1);
		expect(await later(quiet)).toEqual([]);

		rig.emulator.pixels.resume(where.pixelId);
		const back = await later(quiet);
		expect(back.map((e) => e.change)).toEqual(['cameBack']);
		expect(back[0].summary).toMatch(new RegExp(`^Pixel "${where.name}" came back: new events after 7(\\.\\d)? hours without any`));
		expect(await later(quiet)).toEqual([]);
	});

	it('a quiet poll of one pixel on one domain costs 2 requests (its events per day, its quality), on two domains 3', async () => {
		const newYork = await activate(params({ adAccountId: account(AD_ACCOUNT_NEW_YORK), pixelId: PIXEL_NEW_YORK }));
		rig.emulator.clearLog();
		expect(await later(newYork)).toEqual([]);
		expect(requests().map((c) => c.path)).toEqual([`/v1/pixels/${PIXEL_NEW_YORK}/stats`, `/v1/pixels/${PIXEL_NEW_YORK}/event_quality_scores`]);
		expect(requests()[0].query).toMatchObject({ domain: 'east.acme.example', granularity: 'DAY' });

		const la = await activate(params());
		rig.emulator.clearLog();
		expect(await later(la)).toEqual([]);
		expect(requests()).toHaveLength(3);
		// Its saved state stays small.
		expect(Buffer.byteLength(JSON.stringify(la.savedStaticData()))).toBeLessThan(10_000);
	});

	it('every pixel of an ad account with 5 pixels: a quiet poll costs at most 12 requests, the hourly refresh included', async () => {
		const store = rig.emulator.pixels;
		const template = store.find(PIXEL_LA)!;
		for (let n = 1; n <= 4; n++) {
			store.all().push({ ...structuredClone(template), id: `6abc82ca-4a3a-4391-98ba-0317a84712${String(n).padStart(2, '0')}`, name: `Pixel ${n}`, domains: { [`shop${n}.acme.example`]: { PAGE_VIEW: 1000, PURCHASE: 20 } } });
		}
		const active = await activate(params({ pixelScope: 'all' }));
		expect(active.activation.error).toBeUndefined();
		rig.emulator.clearLog();
		expect(await later(active)).toEqual([]);
		// 5 pixels, 6 domains: 6 event stats and 5 quality reads.
		expect(requests().length).toBeLessThanOrEqual(12);
		rig.emulator.clearLog();
		const refreshed = await activate(params({ pixelScope: 'all' }), edited(active, (m) => (m.h -= 61)));
		expect(refreshed.activation.emitted).toBeUndefined();
		// The refresh's first read (the ad account) on top of the 11.
		expect(requests().map((c) => c.path)).toContain(`/v1/adaccounts/${AD_ACCOUNT_LA}`);
		expect(requests().length).toBeLessThanOrEqual(12);
	});
});

/**
 * A day of quiet polls every 90 minutes after the baseline (the state moved back 90 minutes before each,
 * so the hourly refresh is due at every one: the worst case): the API requests of each poll, none telling anything.
 */
async function dayOfPolls(parameters: INodeParameters, count = 16): Promise<{ baseline: number; polls: number[]; paths: string[] }> {
	rig.emulator.clearLog();
	let active = await activate(parameters);
	expect(active.activation.error).toBeUndefined();
	const baseline = requests().length;
	const polls: number[] = [];
	const paths: string[] = [];
	for (let n = 0; n < count; n++) {
		rig.emulator.advanceTime(180);
		advanced += 180;
		const state = edited(active, (m) => (m.h -= 90));
		rig.emulator.clearLog();
		active = await activate(parameters, state);
		expect(active.activation.error).toBeUndefined();
		expect(active.activation.emitted).toBeUndefined();
		polls.push(requests().length);
		paths.push(...requests().map((c) => c.path));
		expect(Buffer.byteLength(JSON.stringify(active.savedStaticData()))).toBeLessThan(10_000);
	}
	return { baseline, polls, paths };
}

const EVERY_WATCH = ['quiet', 'eventTypeStopped', 'qualityDropped', 'eligibilityLost'];

describe('Pixel Health Changed: every quiet poll of a day within the budget (issue 48, 9), the hourly refresh included', () => {
	it('one pixel on one domain, Eligibility Lost watched: every poll at most 3 requests, and the refresh still reads all it did', async () => {
		const campaign = rig.emulator.ads.addCampaign(AD_ACCOUNT_NEW_YORK, { name: 'East' }).id;
		rig.emulator.ads.addAdSquad(campaign, { name: 'Buyers', optimization_goal: 'PIXEL_PURCHASE', pixel_id: PIXEL_NEW_YORK } as never);
		const { baseline, polls, paths } = await dayOfPolls(params({ adAccountId: account(AD_ACCOUNT_NEW_YORK), pixelId: PIXEL_NEW_YORK, pixelWatch: EVERY_WATCH }));
		// The baseline is the one exception: the time zone, the pixel, its domains, the squads and eligibility, then its events and quality.
		expect(baseline).toBe(7);
		expect(Math.max(...polls)).toBeLessThanOrEqual(3);
		// Re-read during the day: the pixel, its domains, the ad squads and its eligibility.
		for (const read of [`/v1/pixels/${PIXEL_NEW_YORK}`, `/v1/pixels/${PIXEL_NEW_YORK}/domains/stats`, `/v1/adaccounts/${AD_ACCOUNT_NEW_YORK}/adsquads`, `/v1/pixels/${PIXEL_NEW_YORK}/campaign_eligibilities`]) {
			expect(paths.filter((p) => p === read).length).toBeGreaterThanOrEqual(3);
		}
	}, 60_000);

	it('every pixel of an ad account with 5 pixels on one domain each, Eligibility Lost watched: every poll at most 12 requests', async () => {
		const store = rig.emulator.pixels;
		const template = store.find(PIXEL_LA)!;
		const ids = [PIXEL_LA];
		store.find(PIXEL_LA)!.domains = { 'shop.acme.example': { PAGE_VIEW: 1000, PURCHASE: 20 } };
		for (let n = 1; n <= 4; n++) {
			const id = `6abc82ca-4a3a-4391-98ba-0317a84712${String(n).padStart(2, '0')}`;
			store.all().push({ ...structuredClone(template), id, name: `Pixel ${n}`, domains: { [`shop${n}.acme.example`]: { PAGE_VIEW: 1000, PURCHASE: 20 } } });
			ids.push(id);
		}
		for (const id of ids) rig.emulator.ads.addAdSquad(CAMPAIGN_LA_SUMMER, { name: `Buyers ${id}`, optimization_goal: 'PIXEL_PURCHASE', pixel_id: id } as never);
		const { baseline, polls, paths } = await dayOfPolls(params({ pixelScope: 'all', pixelWatch: EVERY_WATCH }), 14);
		expect(baseline).toBe(2 + 5 + 1 + 5 + 10);
		// 14 polls (21 hours; each poll here takes about a second): the refresh's 13 steps, then the next one's first.
		expect(Math.max(...polls)).toBeLessThanOrEqual(12);
		expect(paths.filter((p) => p === `/v1/adaccounts/${AD_ACCOUNT_LA}/pixels`).length).toBeGreaterThanOrEqual(1);
		expect(paths.filter((p) => p === `/v1/adaccounts/${AD_ACCOUNT_LA}/adsquads`).length).toBeGreaterThanOrEqual(1);
		for (const id of ids) {
			expect(paths.filter((p) => p === `/v1/pixels/${id}/domains/stats`).length).toBeGreaterThanOrEqual(1);
			expect(paths.filter((p) => p === `/v1/pixels/${id}/campaign_eligibilities`).length).toBeGreaterThanOrEqual(1);
		}
	}, 90_000);
});

describe('Pixel Health Changed: an event type stopped, quality dropped, eligibility lost', () => {
	it('PURCHASE gone since yesterday is told once, judged in the ad account\'s days', async () => {
		// The day is judged 2 hours after the account's midnight: use the account whose local time is past that.
		const laHour = new Date(Date.now()).toLocaleString('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', hourCycle: 'h23' });
		const [accountId, pixelId, zone] = Number(laHour) >= 3 ? [AD_ACCOUNT_LA, PIXEL_LA, 'America/Los_Angeles'] : [AD_ACCOUNT_NEW_YORK, PIXEL_NEW_YORK, 'America/New_York'];
		const one = params({ adAccountId: account(accountId), pixelId, pixelWatch: ['eventTypeStopped'] });
		const active = await activate(one);
		const yesterdayStart = startOfLocalDay(localDateOf(Date.now() - 24 * HOUR, zone), zone);
		rig.emulator.pixels.stopEventType(pixelId, 'PURCHASE', { at: yesterdayStart });
		// Judged once per day: the state as if yesterday was judged the day before.
		const next = await activate(one, edited(active, (m) => Object.values(m.x).forEach((p) => (p.y = '2000-01-01'))));
		const items = next.activation.emitted?.[0].map((i) => i.json) ?? [];
		expect(items.map((i) => [i.change, (i.figures as IDataObject).event_type, (i.figures as IDataObject).events_that_day])).toEqual([['eventTypeStopped', 'PURCHASE', 0]]);
		expect(items[0].summary).toMatch(/PURCHASE stopped on \d{4}-\d\d-\d\d: 0 events, 0 % of its daily mean of \d+ over the 7 days before \(alert below 30 %\)/);
		expect(await later(next)).toEqual([]);
	});

	it('a worse score, then a new P1 recommendation, are told once each', async () => {
		const active = await activate(params({ pixelWatch: ['qualityDropped'] }));
		rig.emulator.pixels.dropScore(PIXEL_LA, { eventType: 'PURCHASE', eventSource: 'API', score: 'BAD' });
		const worse = await later(active);
		expect(worse.map((e) => [e.change, (e.figures as IDataObject).event_type, (e.figures as IDataObject).score, (e.figures as IDataObject).score_got_worse])).toEqual([['qualityDropped', 'PURCHASE', 'BAD', true]]);
		expect(worse[0].summary).toMatch(/event quality of PURCHASE \(Conversions API\) dropped: score now BAD/);
		expect(await later(active)).toEqual([]);
		rig.emulator.pixels.dropScore(PIXEL_LA, {
			eventType: 'PAGE_VIEW',
			eventSource: 'SDK',
			add: { recommendation_code: 'PIXEL_ON_ALL_PAGES', priority: 'P1', score: 'BAD', title: 'Install the pixel on every page', description: 'Some pages send no PAGE_VIEW.' },
		});
		const fresh = await later(active);
		expect(fresh.map((e) => e.change)).toEqual(['qualityDropped']);
		expect((fresh[0].figures as IDataObject).new_high_priority_recommendations).toEqual([{ code: 'PIXEL_ON_ALL_PAGES', priority: 'P1', title: 'Install the pixel on every page' }]);
		expect(await later(active)).toEqual([]);
	});

	it('a goal of a live ad squad no longer eligible is told once, at the hourly refresh\'s eligibility step, with those squads', async () => {
		const squad = rig.emulator.ads.addAdSquad(CAMPAIGN_LA_SUMMER, { name: 'Purchasers 7 days', optimization_goal: 'PIXEL_PURCHASE', pixel_id: PIXEL_LA, conversion_window: 'SWIPE_7DAY' } as never);
		rig.emulator.ads.addAdSquad(CAMPAIGN_LA_SUMMER, { name: 'Paused one', status: 'PAUSED', optimization_goal: 'PIXEL_PURCHASE', pixel_id: PIXEL_LA, conversion_window: 'SWIPE_7DAY' } as never);
		const active = await activate(params({ pixelWatch: ['eligibilityLost'] }));
		setPixelEligibility(rig.emulator, PIXEL_LA, 'PIXEL_PURCHASE', 'SWIPE_7DAY', 'INELIGIBLE', ['purchase_volume']);
		// Not an hour yet: not checked.
		expect(await later(active)).toEqual([]);
		// The refresh reads one thing a poll: the ad account, the pixel, its domains, the ad squads, then its eligibility.
		const hourly = await activate(params({ pixelWatch: ['eligibilityLost'] }), edited(active, (m) => (m.h -= 61)));
		expect(hourly.activation.emitted).toBeUndefined();
		for (let n = 0; n < 3; n++) expect(await later(hourly)).toEqual([]);
		const items = await later(hourly);
		expect(items).toHaveLength(1);
		expect(items[0]).toMatchObject({
			change: 'eligibilityLost',
			ad_squad_ids: [squad.id],
			figures: { optimization_goal: 'PIXEL_PURCHASE', conversion_window: 'SWIPE_7DAY', eligibility_status: 'INELIGIBLE', previous_eligibility_status: 'ELIGIBLE' },
		});
		expect(items[0].summary).toMatch(/no longer eligible for .* with the 7-Day Swipe window: too few purchases/);
		const again = await activate(params({ pixelWatch: ['eligibilityLost'] }), edited(hourly, (m) => (m.h -= 61)));
		expect(again.activation.emitted).toBeUndefined();
		for (let n = 0; n < 5; n++) expect(await later(again)).toEqual([]);
	});
});

describe('Pixel Health Changed: failures and bad input', () => {
	it('a failed poll tells nothing and changes no state; the next poll catches up', async () => {
		const active = await activate(params({ pixelWatch: ['qualityDropped'] }));
		rig.emulator.pixels.dropScore(PIXEL_LA, { eventType: 'PURCHASE', eventSource: 'API', score: 'BAD' });
		const before = active.savedStaticData();
		rig.emulator.faults.failNext({ status: 500, count: 10, pathPrefix: `/v1/pixels/${PIXEL_LA}/stats` });
		const failed = await active.poll();
		expect(failed.error).toBeDefined();
		expect(failed.emitted).toBeUndefined();
		expect(active.savedStaticData()).toEqual(before);
		rig.emulator.faults.clear();
		expect((await later(active)).map((e) => e.change)).toEqual(['qualityDropped']);
	}, 60_000);

	it('quality scores Snapchat refuses (403) leave Quality Dropped silent; the other checks go on', async () => {
		rig.emulator.pixels.setQualityUnavailable(PIXEL_LA, 403);
		const active = await activate(params());
		expect(active.activation.error).toBeUndefined();
		expect(await later(active)).toEqual([]);
	});

	it('a pixel of another ad account fails the activation, naming it', async () => {
		const active = await activate(params({ pixelId: PIXEL_NEW_YORK }));
		expect(active.activation.error?.message).toMatch(/Pixel .* belongs to another ad account|cannot see|not found|no access/i);
	});

	it('a threshold out of range fails the activation naming the field, and nothing is sent', async () => {
		rig.emulator.clearLog();
		const active = await activate(params({ stoppedBelowPercent: 150 }));
		expect(active.activation.error?.message).toMatch(/Stopped Below \(% of Usual\)/);
		expect(rig.apiCalls()).toEqual([]);
	});

	it('Fetch Test Event gives a marked sample of a went-quiet item', async () => {
		const result = await runTriggerManually({ nodeType: trigger, typeName: TYPE, parameters: params(), credential: rig.credential });
		expect(result.error).toBeUndefined();
		expect(result.items[0].json).toMatchObject({ _sample: true, event: 'pixelHealthChanged', change: 'wentQuiet', pixel_id: PIXEL_LA, time_zone: 'America/Los_Angeles' });
		expect(result.items[0].json._note).toMatch(/only seen by comparing one check with the next/);
	});
});

/** Campaign, ad squad and ad routes: get, list by parent with paging, whole-entity PUT, deletes, 403/404. */
import { tamperAdsPutAnswers } from './adsRoutes';
import {
	AD_ACCOUNT_BERLIN,
	AD_ACCOUNT_LA,
	AD_ACCOUNT_SINGAPORE,
	AD_LA_SUMMER_VIDEO,
	AD_SQUAD_LA_PLACEMENT_V2,
	AD_SQUAD_LA_SUMMER_BROAD,
	CAMPAIGN_LA_ALWAYS_ON,
	CAMPAIGN_LA_HOLIDAY,
	CAMPAIGN_LA_SUMMER,
	type Emulator,
} from './index';
import { call, useEmulatorWithUsers } from './testkit';

let em: Emulator;
let user1: string;
let user2: string;
useEmulatorWithUsers({ maxPageSize: 2 }, (e, u1, u2) => {
	[em, user1, user2] = [e, u1, u2];
});
beforeEach(() => em.reset());

const withoutReadOnly = (entity: Record<string, unknown>) => {
	const out = { ...entity };
	for (const key of ['delivery_status', 'creation_state', 'created_at', 'updated_at', 'review_status', 'review_status_reasons']) delete out[key];
	return out;
};

describe('get and list', () => {
	it('gets each level by id in its envelope', async () => {
		for (const [path, plural, singular, id] of [
			['campaigns', 'campaigns', 'campaign', CAMPAIGN_LA_SUMMER],
			['adsquads', 'adsquads', 'adsquad', AD_SQUAD_LA_SUMMER_BROAD],
			['ads', 'ads', 'ad', AD_LA_SUMMER_VIDEO],
		]) {
			const r = await call(em, 'GET', `/v1/${path}/${id}`, { token: user1 });
			expect(r.status).toBe(200);
			expect(r.json[plural]).toEqual([{ sub_request_status: 'SUCCESS', [singular]: expect.objectContaining({ id }) }]);
		}
	});

	it('an id of another level is 404, of another user 403, a malformed one 400', async () => {
		expect((await call(em, 'GET', `/v1/adsquads/${CAMPAIGN_LA_SUMMER}`, { token: user1 })).status).toBe(404);
		const r = await call(em, 'GET', `/v1/campaigns/${CAMPAIGN_LA_SUMMER}`, { token: user2 });
		expect(r.status).toBe(403);
		expect(r.json.error_code).toBe('E3002');
		expect((await call(em, 'GET', '/v1/campaigns/not-a-uuid', { token: user1 })).status).toBe(400);
		expect((await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_SINGAPORE}/campaigns`, { token: user1 })).status).toBe(403);
	});

	it('lists an account\'s campaigns page by page in creation order', async () => {
		const first = await call(em, 'GET', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns?limit=50`, { token: user1 });
		expect(first.json.campaigns.map((w: { campaign: { id: string } }) => w.campaign.id)).toEqual([CAMPAIGN_LA_SUMMER, CAMPAIGN_LA_ALWAYS_ON]);
		const next = await call(em, 'GET', first.json.paging.next_link, { token: user1 });
		expect(next.json.campaigns.map((w: { campaign: { id: string } }) => w.campaign.id)).toEqual([CAMPAIGN_LA_HOLIDAY]);
		expect(next.json.paging).toEqual({});
	});

	it('lists ad squads per account and per campaign, ads per account and per ad squad', async () => {
		const ids = async (path: string, plural: string, singular: string) => {
			const out: string[] = [];
			let url: string | undefined = `${path}?limit=1000`;
			while (url) {
				const r = await call(em, 'GET', url, { token: user1 });
				out.push(...r.json[plural].map((w: Record<string, { id: string }>) => w[singular].id));
				url = r.json.paging.next_link;
			}
			return out;
		};
		expect(await ids(`/v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`, 'adsquads', 'adsquad')).toEqual(em.ads.adSquads({ campaignId: CAMPAIGN_LA_SUMMER }).map((s) => s.id));
		expect(await ids(`/v1/adaccounts/${AD_ACCOUNT_LA}/adsquads`, 'adsquads', 'adsquad')).toHaveLength(em.ads.adSquads({ adAccountId: AD_ACCOUNT_LA }).length);
		expect(await ids(`/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}/ads`, 'ads', 'ad')).toEqual(em.ads.ads({ adSquadId: AD_SQUAD_LA_SUMMER_BROAD }).map((a) => a.id));
		expect(await ids(`/v1/adaccounts/${AD_ACCOUNT_BERLIN}/ads`, 'ads', 'ad')).toEqual(em.ads.ads({ adAccountId: AD_ACCOUNT_BERLIN }).map((a) => a.id));
	});
});

describe('placement_v2 (seen in clients)', () => {
	it('is left out of plain reads and served with return_placement_v2=true', async () => {
		const plain = await call(em, 'GET', `/v1/adsquads/${AD_SQUAD_LA_PLACEMENT_V2}`, { token: user1 });
		expect(plain.json.adsquads[0].adsquad).toMatchObject({ placement: 'UNSUPPORTED' });
		expect(plain.json.adsquads[0].adsquad).not.toHaveProperty('placement_v2');
		const list = await call(em, 'GET', `/v1/campaigns/${CAMPAIGN_LA_ALWAYS_ON}/adsquads?limit=50`, { token: user1 });
		expect(list.json.adsquads.some((w: { adsquad: object }) => 'placement_v2' in w.adsquad)).toBe(false);
		const asked = await call(em, 'GET', `/v1/adsquads/${AD_SQUAD_LA_PLACEMENT_V2}?return_placement_v2=true`, { token: user1 });
		expect(asked.json.adsquads[0].adsquad.placement_v2).toMatchObject({ config: 'CUSTOM' });
	});

	it("in the documented form, a flagged read answers as Snap's own example: placement_v2 and no placement field; plain reads and the E2025 refusal are unchanged", async () => {
		// The shape of Snap's example ad squad (fixtures/snap-responses/yassineazimani-SnapAds4J/getSnapSpecificAdSquad.json).
		em.ads.setPlacementV2ReadForm('documented');
		const asked = await call(em, 'GET', `/v1/adsquads/${AD_SQUAD_LA_PLACEMENT_V2}?return_placement_v2=true`, { token: user1 });
		expect(asked.json.adsquads[0].adsquad.placement_v2).toMatchObject({ config: 'CUSTOM' });
		expect(asked.json.adsquads[0].adsquad).not.toHaveProperty('placement');
		const list = await call(em, 'GET', `/v1/campaigns/${CAMPAIGN_LA_ALWAYS_ON}/adsquads?limit=50&return_placement_v2=true`, { token: user1 });
		expect(list.json.adsquads.every((w: { adsquad: object }) => 'placement_v2' in w.adsquad && !('placement' in w.adsquad))).toBe(true);
		const plain = await call(em, 'GET', `/v1/adsquads/${AD_SQUAD_LA_PLACEMENT_V2}`, { token: user1 });
		expect(plain.json.adsquads[0].adsquad).toMatchObject({ placement: 'UNSUPPORTED' });
		expect(plain.json.adsquads[0].adsquad).not.toHaveProperty('placement_v2');
		expect(em.ads.adSquad(AD_SQUAD_LA_PLACEMENT_V2)).toMatchObject({ placement: 'UNSUPPORTED' });
		em.reset();
		const again = await call(em, 'GET', `/v1/adsquads/${AD_SQUAD_LA_PLACEMENT_V2}?return_placement_v2=true`, { token: user1 });
		expect(again.json.adsquads[0].adsquad).toMatchObject({ placement: 'UNSUPPORTED', placement_v2: { config: 'CUSTOM' } });
	});

	it('a PUT of that squad without it is refused with E2025', async () => {
		const squad = em.ads.adSquad(AD_SQUAD_LA_PLACEMENT_V2)!;
		const body = { adsquads: [{ id: squad.id, name: 'x', status: 'PAUSED', daily_budget_micro: squad.daily_budget_micro, delivery_constraint: 'DAILY_BUDGET' }] };
		const r = await call(em, 'PUT', `/v1/campaigns/${CAMPAIGN_LA_ALWAYS_ON}/adsquads`, { token: user1, body });
		expect(r.json.adsquads[0].sub_request_error_reason).toMatch(/^Error code: E2025, .*created with placement v2/);
		expect(em.ads.adSquad(AD_SQUAD_LA_PLACEMENT_V2)!.name).toBe(squad.name);
	});
});

describe('PUT', () => {
	it('replaces the whole entity: a PUT without the budget and end time clears them', async () => {
		const before = em.ads.campaign(CAMPAIGN_LA_SUMMER)!;
		expect(before.daily_budget_micro).toBe(50_000_000);
		const rest = withoutReadOnly(before as never);
		delete rest.daily_budget_micro;
		delete rest.end_time;
		const r = await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { token: user1, body: { campaigns: [{ ...rest, status: 'PAUSED' }] } });
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('SUCCESS');
		const after = em.ads.campaign(CAMPAIGN_LA_SUMMER)!;
		expect(after.status).toBe('PAUSED');
		expect(after.daily_budget_micro).toBeUndefined();
		expect(after.end_time).toBeUndefined();
		expect(after.delivery_status).toEqual(before.delivery_status);
		expect(r.json.campaigns[0].campaign).toEqual(after);
	});

	it('answers per element: PARTIAL with Snap-style reasons, the failed element echoed with its id', async () => {
		const good = withoutReadOnly(em.ads.campaign(CAMPAIGN_LA_SUMMER) as never);
		const bad = { ...withoutReadOnly(em.ads.campaign(CAMPAIGN_LA_HOLIDAY) as never), name: 'x'.repeat(376) };
		const r = await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { token: user1, body: { campaigns: [good, bad] } });
		expect(r.status).toBe(200);
		expect(r.json.request_status).toBe('PARTIAL');
		expect(r.json.campaigns[0].sub_request_status).toBe('SUCCESS');
		expect(r.json.campaigns[1]).toEqual({
			sub_request_status: 'ERROR',
			sub_request_error_reason: 'Error code: E2002, message: Property value is not allowed : [name]',
			campaign: bad,
		});
		expect(em.ads.campaign(CAMPAIGN_LA_HOLIDAY)!.name).toBe('Holiday Teaser US');
	});

	it.each([
		[{ status: 'STOPPED' }, 'Property value is not allowed : [status]'],
		[{ end_time: '2020-01-01T00:00:00.000Z' }, 'End time must be after start time : [end_time]'],
		[{ daily_budget_micro: 50.5 }, 'Budget must be a positive integer in micro-currency : [daily_budget_micro]'],
		[{ daily_budget_micro: -1 }, 'Budget must be a positive integer in micro-currency : [daily_budget_micro]'],
	])('refuses %j with HTTP 400 when every element fails', async (over, reason) => {
		const el = { ...withoutReadOnly(em.ads.campaign(CAMPAIGN_LA_SUMMER) as never), ...over };
		const r = await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { token: user1, body: { campaigns: [el] } });
		expect(r.status).toBe(400);
		expect(r.json.request_status).toBe('ERROR');
		expect(r.json.campaigns[0].sub_request_error_reason).toBe(`Error code: E2002, message: ${reason}`);
	});

	it('an entity not under the PUT parent is not found; the parent of another user is 403', async () => {
		const el = withoutReadOnly(em.ads.campaign(CAMPAIGN_LA_SUMMER) as never);
		const r = await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_BERLIN}/campaigns`, { token: user1, body: { campaigns: [el] } });
		expect(r.json.campaigns[0].sub_request_error_reason).toBe('Error code: E3003, message: Resource can not be found : [id]');
		expect((await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { token: user2, body: { campaigns: [el] } })).status).toBe(403);
	});

	it('updates ad squads under their campaign and ads under their ad squad', async () => {
		const squad = { ...withoutReadOnly(em.ads.adSquad(AD_SQUAD_LA_SUMMER_BROAD) as never), bid_micro: 2_000_000 };
		const r = await call(em, 'PUT', `/v1/campaigns/${CAMPAIGN_LA_SUMMER}/adsquads`, { token: user1, body: { adsquads: [squad] } });
		expect(r.json.adsquads[0].adsquad.bid_micro).toBe(2_000_000);
		const ad = { ...withoutReadOnly(em.ads.ad(AD_LA_SUMMER_VIDEO) as never), name: 'Renamed' };
		const a = await call(em, 'PUT', `/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}/ads`, { token: user1, body: { ads: [ad] } });
		expect(a.json.ads[0].ad).toMatchObject({ name: 'Renamed', review_status: 'APPROVED' });
	});

	it('refuses a write of more than 30 entities in one request (issue 25.10), naming the limit', async () => {
		const seeded = em.ads.seed(AD_ACCOUNT_LA, Array.from({ length: 31 }, (_, k) => ({ name: `Bulk ${k}` })));
		const elements = seeded.map((c) => withoutReadOnly(c as never));
		const over = await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { token: user1, body: { campaigns: elements } });
		expect(over.status).toBe(400);
		expect(over.json.debug_message).toMatch(/at most 30 campaigns per request/);
		expect(em.ads.campaign(seeded[0].id)?.name).toBe('Bulk 0');
		const atLimit = await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { token: user1, body: { campaigns: elements.slice(0, 30) } });
		expect(atLimit.status).toBe(200);
	});

	it('a bad body is a 400, and the tamper hook rewrites answers for ambiguity tests', async () => {
		expect((await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { token: user1, body: { campaigns: [] } })).status).toBe(400);
		tamperAdsPutAnswers(em, (_level, results) => results.slice(1));
		const el = withoutReadOnly(em.ads.campaign(CAMPAIGN_LA_SUMMER) as never);
		const r = await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { token: user1, body: { campaigns: [el] } });
		expect(r.json.campaigns).toEqual([]);
		em.reset();
		const again = await call(em, 'PUT', `/v1/adaccounts/${AD_ACCOUNT_LA}/campaigns`, { token: user1, body: { campaigns: [el] } });
		expect(again.json.campaigns).toHaveLength(1);
	});
});

describe('DELETE', () => {
	it('a campaign answers 200 with an empty body and takes its ad squads and ads with it', async () => {
		const r = await call(em, 'DELETE', `/v1/campaigns/${CAMPAIGN_LA_SUMMER}`, { token: user1 });
		expect(r.status).toBe(200);
		expect(r.text).toBe('');
		expect(em.ads.find(CAMPAIGN_LA_SUMMER)).toBeUndefined();
		expect(em.ads.find(AD_SQUAD_LA_SUMMER_BROAD)).toBeUndefined();
		expect((await call(em, 'DELETE', `/v1/campaigns/${CAMPAIGN_LA_SUMMER}`, { token: user1 })).status).toBe(404);
	});

	it('an ad squad and an ad answer an empty list', async () => {
		const a = await call(em, 'DELETE', `/v1/ads/${AD_LA_SUMMER_VIDEO}`, { token: user1 });
		expect(a.json).toMatchObject({ request_status: 'SUCCESS', ads: [] });
		const s = await call(em, 'DELETE', `/v1/adsquads/${AD_SQUAD_LA_SUMMER_BROAD}`, { token: user1 });
		expect(s.json).toMatchObject({ request_status: 'SUCCESS', adsquads: [] });
		expect((await call(em, 'DELETE', `/v1/ads/${AD_LA_SUMMER_VIDEO}`, { token: user2 })).status).toBe(404);
	});

	it('another user\'s entity is 403 and stays', async () => {
		expect((await call(em, 'DELETE', `/v1/campaigns/${CAMPAIGN_LA_HOLIDAY}`, { token: user2 })).status).toBe(403);
		expect(em.ads.find(CAMPAIGN_LA_HOLIDAY)).toBeDefined();
	});
});

/**
 * Issue 42, point 1: audience segments (Include / Exclude) in Ad Squad Create, Duplicate's changes
 * and Update, through n8n-core's engine against the emulator: what is sent as `targeting.segments`,
 * the warning for a segment that is not ready or too small, the refusal of a segment the ad account
 * does not have (before anything is sent), and (point 5) Update keeping every other targeting key.
 */
import { createHash } from 'crypto';

import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_SQUAD_LA_SUMMER_BROAD } from '../emulator';
import { adSquadCreate, campaignCreate } from './createParams';
import { rl } from './params';
import { json, useRig } from './setup';

const rig = useRig();
const posts = () => rig.apiCalls('POST');
const calls = () => rig.apiCalls().map((c) => `${c.method} ${c.path}`);

/** A customer list of `users` matched users, processing done (READY from 1,000 on). */
export function listWith(name: string, users: number, adAccountId = AD_ACCOUNT_LA): string {
	const segment = rig.emulator.segments.seed({ name, source_type: 'FIRST_PARTY', retention_in_days: 180, ad_account_id: adAccountId });
	const id = String(segment.id);
	if (users > 0) {
		const hashes = Array.from({ length: users }, (_, k) => createHash('sha256').update(`${name}${k}`).digest('hex'));
		rig.emulator.segments.addUsers(id, 'EMAIL_SHA256', hashes);
	}
	return id;
}

const pick = (...ids: string[]) => ids.map((id) => ({ segment: rl(id, 'list') }));

async function trafficCampaign(): Promise<string> {
	const result = await rig.run(campaignCreate({ name: 'Traffic parent' }));
	expect(result.error).toBeUndefined();
	return json(result.items)[0].id as string;
}

describe('Ad Squad → Create with audience segments', () => {
	it('sends included and excluded segments as targeting.segments, and names a segment that is not ready', async () => {
		const customers = listWith('Customers', 1200);
		const buyers = listWith('Buyers', 0);
		rig.emulator.advanceTime(61);
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const result = await rig.run(adSquadCreate(campaignId, { audienceSegments: { include: pick(customers), exclude: pick(buyers) } }));
		expect(result.error).toBeUndefined();
		const sent = (posts()[0].body as { adsquads: Array<Record<string, any>> }).adsquads[0];
		expect(sent.targeting).toEqual({
			geos: [{ country_code: 'us' }],
			segments: [
				{ segment_id: [customers], operation: 'INCLUDE' },
				{ segment_id: [buyers], operation: 'EXCLUDE' },
			],
		});
		const [out] = json(result.items);
		expect(out.warnings).toEqual([expect.stringMatching(/^Segment "Buyers" \(…\d{6}\) is NOT_READY, not READY/)]);
		expect(calls().filter((c) => c.endsWith('/segments'))).toEqual([`GET /v1/adaccounts/${AD_ACCOUNT_LA}/segments`]);
	});

	it('says when a segment has fewer than about 1,000 matched users, and reads the segment list once for many items', async () => {
		const small = listWith('Small', 400);
		rig.emulator.advanceTime(61);
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const result = await rig.run(adSquadCreate(campaignId, { name: '={{ $json.name }}', audienceSegments: { include: pick(small) } }), {
			input: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
		});
		expect(result.error).toBeUndefined();
		expect(json(result.items).map((o) => o.warnings)).toEqual(Array(3).fill([expect.stringMatching(/"Small".*TOO_FEW_USERS/)]));
		expect(calls().filter((c) => c.endsWith('/segments'))).toHaveLength(1);
	});

	it('refuses a segment of another ad account or an unknown one before anything is created, naming item and field', async () => {
		const elsewhere = listWith('Berlin list', 0, AD_ACCOUNT_BERLIN);
		const campaignId = await trafficCampaign();
		rig.emulator.clearLog();
		const result = await rig.run(adSquadCreate(campaignId, { audienceSegments: { exclude: pick(elsewhere, '123456789') } }));
		expect(result.error?.message).toMatch(new RegExp(`Audience Segments in item 0: .*has no audience segment ${elsewhere}, 123456789`));
		expect(posts()).toEqual([]);
	});

	it('refuses a segment both included and excluded, and a segment ID that is not one, before any request', async () => {
		const id = listWith('Both', 0);
		rig.emulator.clearLog();
		const both = await rig.run(adSquadCreate('5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60', { audienceSegments: { include: pick(id), exclude: pick(id) } }));
		expect(both.error?.message).toMatch(/Audience Segments.*both included and excluded/);
		const bad = await rig.run(adSquadCreate('5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60', { audienceSegments: { include: [{ segment: rl('={{ "12ab" }}') }] } }));
		expect(bad.error?.message).toMatch(/Segment to Include/);
		expect(rig.apiCalls()).toEqual([]);
	});
});

export { AD_SQUAD_LA_SUMMER_BROAD };

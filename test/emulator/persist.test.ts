/**
 * The emulator's data survives a restart of `npm run dev` (issue 35, point 12): a snapshot taken after
 * creating entities through the API, written as JSON and restored into a fresh emulator, serves the same
 * entities under the same IDs over HTTP.
 */
import { AD_ACCOUNT_LA, startEmulator, type Emulator } from './index';
import { LEAD_FORM_TEST_DRIVE } from './leadGenFixtures';

const emulators: Emulator[] = [];
afterAll(async () => {
	for (const em of emulators) await em.close();
});
async function fresh(): Promise<Emulator> {
	const em = await startEmulator({ quiet: true });
	emulators.push(em);
	return em;
}
async function call(em: Emulator, method: string, path: string): Promise<{ status: number; json: Record<string, unknown> }> {
	const token = em.issueTokens().accessToken;
	const res = await fetch(`${em.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
	const text = await res.text();
	return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
const first = (json: Record<string, unknown>, plural: string, singular: string) =>
	((json[plural] as Array<Record<string, Record<string, unknown>>>)[0] ?? {})[singular] ?? {};

describe('emulator snapshot and restore (what npm run dev keeps between restarts)', () => {
	it('keeps created campaigns, event details, segments, media and lead webhooks under their IDs; tokens are not kept', async () => {
		const before = await fresh();
		const campaign = before.ads.addCampaign(AD_ACCOUNT_LA, { name: 'Kept', status: 'PAUSED', objective_v2_properties: { objective_v2_type: 'TRAFFIC' } });
		const [event] = before.seedEventDetails(AD_ACCOUNT_LA, [{ event_name: 'Launch day', event_start_time: '2031-02-01T18:00:00.000Z' }]);
		const segment = before.segments.seed({ name: 'Buyers', source_type: 'FIRST_PARTY', retention_in_days: 180, ad_account_id: AD_ACCOUNT_LA });
		before.segments.addUsers(segment.id as string, 'EMAIL_SHA256', ['a'.repeat(64)]);
		const media = before.media.seedReady(AD_ACCOUNT_LA, { name: 'Kept video', type: 'VIDEO' });
		const integration = before.leadGen.addIntegration(LEAD_FORM_TEST_DRIVE, 'https://n8n.example.com/webhook/x');
		const oldToken = before.issueTokens().accessToken;

		const saved = JSON.parse(JSON.stringify(before.snapshot())) as unknown;
		const after = await fresh();
		expect(after.restore(saved)).toBe(true);

		expect(first((await call(after, 'GET', `/v1/campaigns/${campaign.id}`)).json, 'campaigns', 'campaign')).toMatchObject({ id: campaign.id, name: 'Kept', status: 'PAUSED' });
		expect(first((await call(after, 'GET', `/v1/event_details/${event.id}`)).json, 'event_details', 'event_detail')).toMatchObject({ id: event.id, event_name: 'Launch day' });
		expect(after.segments.get(segment.id as string)).toMatchObject({ name: 'Buyers' });
		expect(after.media.get(media.id)).toMatchObject({ name: 'Kept video', type: 'VIDEO' });
		expect(Buffer.isBuffer(after.media.get(media.id)?.file?.head)).toBe(true);
		expect(after.leadGen.integrations(LEAD_FORM_TEST_DRIVE).map((i) => i.integration_id)).toEqual([integration.integration_id]);
		// The fixtures are still there beside what was created.
		expect(after.ads.campaigns(AD_ACCOUNT_LA).length).toBe(before.ads.campaigns(AD_ACCOUNT_LA).length);
		// Tokens are not data: a token of the old run is refused, as after any restart.
		expect((await fetch(`${after.baseUrl}/v1/me`, { headers: { authorization: `Bearer ${oldToken}` } })).status).toBe(401);
	});

	it('refuses a snapshot of another version and changes nothing', async () => {
		const em = await fresh();
		const count = em.ads.campaigns(AD_ACCOUNT_LA).length;
		expect(em.restore({ version: 999, ads: {} })).toBe(false);
		expect(em.restore(null)).toBe(false);
		expect(em.ads.campaigns(AD_ACCOUNT_LA)).toHaveLength(count);
	});
});

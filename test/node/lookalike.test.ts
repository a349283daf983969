/**
 * Issue 42, point 6: Audience Segment → Create Lookalike through n8n-core's engine against the
 * emulator: Snap's `creation_spec` sent as the Lookalikes page shows it, the seed read once and
 * checked (a customer list of the ad account) before anything is sent, bad input refused by field.
 */
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA } from '../emulator';
import { rl } from './params';
import { json, useRig } from './setup';

const rig = useRig();
const posts = () => rig.apiCalls('POST');

const seedList = (name = 'Customers', over: Record<string, unknown> = {}) =>
	String(rig.emulator.segments.seed({ name, source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA, ...over }).id);

const lookalike = (seedId: string, over: Record<string, unknown> = {}) => ({
	resource: 'audienceSegment',
	operation: 'createLookalike',
	adAccountId: rl(AD_ACCOUNT_LA),
	name: 'Customers lookalike',
	seedSegmentId: rl(seedId, 'list'),
	countries: 'us, gb, de',
	lookalikeType: 'SIMILARITY',
	retentionDays: 180,
	...over,
});

describe('Audience Segment → Create Lookalike', () => {
	it("sends Snap's creation_spec and outputs the new segment", async () => {
		const seed = seedList();
		const result = await rig.run(lookalike(seed));
		expect(result.error).toBeUndefined();
		expect(posts().map((p) => p.body)).toEqual([
			{
				segments: [
					{
						name: 'Customers lookalike',
						source_type: 'LOOKALIKE',
						retention_in_days: 180,
						ad_account_id: AD_ACCOUNT_LA,
						creation_spec: { seed_segment_id: seed, countries: ['US', 'GB', 'DE'], type: 'SIMILARITY' },
					},
				],
			},
		]);
		expect(json(result.items)[0]).toMatchObject({ source_type: 'LOOKALIKE', creation_spec: { seed_segment_id: seed }, approximate_number_users: 0, existing: false });
		// The seed, the ad account's segments (If It Exists, issue 50.4: none of that name), the create.
		expect(rig.apiCalls().map((c) => `${c.method} ${c.path}`)).toEqual([
			`GET /v1/segments/${seed}`,
			`GET /v1/adaccounts/${AD_ACCOUNT_LA}/segments`,
			`POST /v1/adaccounts/${AD_ACCOUNT_LA}/segments`,
		]);
	});

	it('reads each seed once for many items', async () => {
		const seed = seedList();
		const result = await rig.run(lookalike(seed, { name: '={{ $json.name }}', countries: '={{ $json.countries }}' }), {
			input: [
				{ name: 'LAL US', countries: 'US' },
				{ name: 'LAL DE', countries: 'DE' },
			],
		});
		expect(result.error).toBeUndefined();
		// One read of the seed and one of the ad account's segments (If It Exists), for both items.
		expect(rig.apiCalls('GET').map((c) => c.path)).toEqual([`/v1/segments/${seed}`, `/v1/adaccounts/${AD_ACCOUNT_LA}/segments`]);
		expect(json(result.items).map((o) => (o.creation_spec as { countries: string[] }).countries)).toEqual([['US'], ['DE']]);
	});

	it('refuses a seed that is not a customer list, or of another ad account, before anything is sent', async () => {
		const notAList = seedList('A lookalike', { source_type: 'LOOKALIKE' });
		const other = seedList('Berlin', { ad_account_id: AD_ACCOUNT_BERLIN });
		const wrongKind = await rig.run(lookalike(notAList));
		expect(wrongKind.error?.message).toMatch(/Seed Customer List in item 0: .*is a LOOKALIKE, not a customer list/);
		const elsewhere = await rig.run(lookalike(other));
		expect(elsewhere.error?.message).toMatch(/Seed Customer List.*not in ad account/);
		expect(posts()).toEqual([]);
	});

	it('refuses no countries, an unknown country and retention over 180 before any request, naming the field', async () => {
		const seed = seedList();
		rig.emulator.clearLog();
		expect((await rig.run(lookalike(seed, { countries: '={{ "" }}' }))).error?.message).toMatch(/Countries in item 0: Countries is empty/);
		expect((await rig.run(lookalike(seed, { countries: 'US, UK' }))).error?.message).toMatch(/Countries.*"UK" is not a country code/);
		expect((await rig.run(lookalike(seed, { retentionDays: '={{ 181 }}' }))).error?.message).toMatch(/Retention \(Days\).*1 to 180/);
		expect(rig.apiCalls()).toEqual([]);
	});
});

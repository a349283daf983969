/**
 * Issue 50.4: Create Lookalike and Audience Segment → Create can run twice. "If It Exists" (Use Existing,
 * the default; Create Another; Fail) decides what a create does when the ad account has a segment of that
 * name already (for a lookalike: of that name, seed, countries and type). The output says whether the
 * segment was used or created (`existing`); the ad account's segments are read once per run, and not at
 * all with Create Another. Through n8n-core's engine against the emulator.
 */
import { AD_ACCOUNT_LA, AD_ACCOUNT_SINGAPORE } from '../emulator';
import { rl, segmentParams } from './params';
import { json, node, useRig } from './setup';

const rig = useRig({ maxPageSize: 2 });
const posts = () => rig.apiCalls('POST');
const listReads = () => rig.apiCalls('GET').filter((c) => c.path === `/v1/adaccounts/${AD_ACCOUNT_LA}/segments`);
const seedList = (name = 'Customers') =>
	String(rig.emulator.segments.seed({ name, source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA }).id);

const lookalike = (seedId: string, over: Record<string, unknown> = {}) => ({
	resource: 'audienceSegment',
	operation: 'createLookalike',
	adAccountId: rl(AD_ACCOUNT_LA),
	name: 'Customers lookalike',
	seedSegmentId: rl(seedId, 'list'),
	countries: 'US, GB',
	lookalikeType: 'BALANCE',
	retentionDays: 180,
	...over,
});
const customerList = (over: Record<string, unknown> = {}) => segmentParams('create', { adAccountId: rl(AD_ACCOUNT_LA), name: 'VIP customers', ...over });

describe('the field', () => {
	it('is an options parameter "If It Exists" on Create and Create Lookalike, Use Existing by default (choices in n8n\'s alphabetical order)', () => {
		const fields = node.description.properties.filter((p) => p.name === 'ifExists');
		expect(fields.map((f) => f.displayOptions?.show?.operation)).toEqual([['create'], ['createLookalike']]);
		for (const field of fields) {
			expect(field).toMatchObject({ displayName: 'If It Exists', type: 'options', default: 'useExisting' });
			expect((field.options as Array<{ value: string }>).map((o) => o.value)).toEqual(['createAnother', 'fail', 'useExisting']);
		}
	});
});

describe('Create Lookalike, run twice', () => {
	it('Use Existing (default): the second run sends no create and outputs the first run\'s segment with existing: true', async () => {
		const seed = seedList();
		const first = await rig.run(lookalike(seed));
		expect(first.error).toBeUndefined();
		const [created] = json(first.items);
		expect(created).toMatchObject({ name: 'Customers lookalike', source_type: 'LOOKALIKE', existing: false });
		rig.emulator.clearLog();

		const second = await rig.run(lookalike(seed));
		expect(second.error).toBeUndefined();
		expect(posts()).toEqual([]);
		expect(json(second.items)).toEqual([expect.objectContaining({ id: created.id, existing: true })]);
		expect(rig.emulator.segments.list(AD_ACCOUNT_LA).filter((s) => s.name === 'Customers lookalike')).toHaveLength(1);
	});

	it('Fail: the second run fails naming the segment and its ID, and sends nothing', async () => {
		const seed = seedList();
		const [created] = json((await rig.run(lookalike(seed))).items);
		rig.emulator.clearLog();
		const second = await rig.run(lookalike(seed, { ifExists: 'fail' }));
		expect(second.error?.message).toContain('If It Exists in item 0');
		expect(second.error?.message).toContain(`"Customers lookalike"`);
		expect(second.error?.message).toContain(String(created.id));
		expect(second.error?.description).toMatch(/Use Existing|Create Another|another name/);
		expect(posts()).toEqual([]);
	});

	it('Create Another: the second run makes a second segment of that name, without reading the list', async () => {
		const seed = seedList();
		await rig.run(lookalike(seed));
		rig.emulator.clearLog();
		const second = await rig.run(lookalike(seed, { ifExists: 'createAnother' }));
		expect(second.error).toBeUndefined();
		expect(json(second.items)[0]).toMatchObject({ existing: false });
		expect(posts()).toHaveLength(1);
		expect(listReads()).toEqual([]);
		expect(rig.emulator.segments.list(AD_ACCOUNT_LA).filter((s) => s.name === 'Customers lookalike')).toHaveLength(2);
	});

	it('Use Existing refuses a segment of that name built otherwise (other countries), naming it, and sends nothing', async () => {
		const seed = seedList();
		const [created] = json((await rig.run(lookalike(seed))).items);
		rig.emulator.clearLog();
		const other = await rig.run(lookalike(seed, { countries: 'US, DE' }));
		expect(other.error?.message).toContain(String(created.id));
		expect(other.error?.message).toMatch(/US, GB/);
		expect(other.error?.description).toMatch(/another name|Create Another/);
		expect(posts()).toEqual([]);
	});

	it('reads the ad account\'s segments once for many items; two items of one name in one run create it once', async () => {
		const seed = seedList();
		const result = await rig.run(lookalike(seed, { name: '={{ $json.name }}' }), { input: [{ name: 'LAL A' }, { name: 'LAL B' }, { name: 'LAL A' }] });
		expect(result.error).toBeUndefined();
		expect(listReads()).toHaveLength(1);
		expect(posts()).toHaveLength(2);
		const out = json(result.items);
		expect(out.map((o) => o.existing)).toEqual([false, false, true]);
		expect(out[2].id).toBe(out[0].id);
	});
});

describe('Audience Segment → Create, run twice', () => {
	it('Use Existing (default): the second run outputs the customer list of that name with existing: true', async () => {
		const [created] = json((await rig.run(customerList())).items);
		expect(created).toMatchObject({ name: 'VIP customers', existing: false });
		rig.emulator.clearLog();
		const second = await rig.run(customerList());
		expect(second.error).toBeUndefined();
		expect(posts()).toEqual([]);
		expect(json(second.items)).toEqual([expect.objectContaining({ id: created.id, existing: true })]);
	});

	it('Fail names the segment and its ID; Create Another makes a second one', async () => {
		const [created] = json((await rig.run(customerList())).items);
		const failed = await rig.run(customerList({ ifExists: 'fail' }));
		expect(failed.error?.message).toContain(`"VIP customers"`);
		expect(failed.error?.message).toContain(String(created.id));
		rig.emulator.clearLog();
		const another = await rig.run(customerList({ ifExists: 'createAnother' }));
		expect(another.error).toBeUndefined();
		expect(posts()).toHaveLength(1);
		expect(rig.emulator.segments.list(AD_ACCOUNT_LA).filter((s) => s.name === 'VIP customers')).toHaveLength(2);
	});

	it('Use Existing does not take a lookalike of that name for a customer list', async () => {
		const seed = seedList();
		const [lal] = json((await rig.run(lookalike(seed, { name: 'VIP customers' }))).items);
		rig.emulator.clearLog();
		const result = await rig.run(customerList());
		expect(result.error?.message).toContain(String(lal.id));
		expect(result.error?.message).toMatch(/lookalike/i);
		expect(posts()).toEqual([]);
	});

	it('with Continue On Fail, Fail becomes that item\'s error item and the other items are created', async () => {
		await rig.run(customerList());
		rig.emulator.clearLog();
		const result = await rig.run(customerList({ name: '={{ $json.name }}', ifExists: 'fail' }), { input: [{ name: 'VIP customers' }, { name: 'New list' }], continueOnFail: true });
		const [failed, made] = json(result.items);
		expect(String(failed.error)).toContain('"VIP customers"');
		expect(made).toMatchObject({ name: 'New list', existing: false });
		expect(posts()).toHaveLength(1);
	});
});

describe('an ad account whose segments cannot be read', () => {
	it('Use Existing refuses its items before anything is created; Continue On Fail makes them error items and creates the others', async () => {
		const params = customerList({ adAccountId: rl('={{ $json.account }}'), name: '={{ $json.name }}' });
		const input = [
			{ account: AD_ACCOUNT_LA, name: 'First' },
			{ account: AD_ACCOUNT_SINGAPORE, name: 'Foreign' },
		];
		const stopped = await rig.run(params, { input });
		expect(stopped.error?.message).toMatch(/no access/);
		expect(posts()).toEqual([]);
		rig.emulator.clearLog();
		const result = await rig.run(params, { input, continueOnFail: true });
		const [first, foreign] = json(result.items);
		expect(first).toMatchObject({ name: 'First', existing: false });
		expect(String(foreign.error)).toMatch(/no access/);
		expect(posts()).toHaveLength(1);
	});
});

/** Creative → Create, Get, Get Many through n8n-core against the emulator. */
import type { IDataObject } from 'n8n-workflow';

import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, LEAD_FORM_NEWSLETTER, LEAD_FORM_TEST_DRIVE } from '../emulator';
import { rl } from './params';
import { json, useRig } from './setup';

const rig = useRig();

const create = (media: string, over: IDataObject = {}) => ({
	resource: 'creative',
	operation: 'create',
	adAccountId: rl(AD_ACCOUNT_LA),
	name: 'Spring - web',
	type: 'WEB_VIEW',
	topSnapMediaId: rl(media),
	brandName: 'Acme Shoes',
	headline: 'Spring sale: 30% off',
	url: 'https://example.com/spring',
	callToActionWEB_VIEW: 'SHOP_NOW',
	...over,
});
const posts = () => rig.apiCalls('POST').filter((c) => c.path.endsWith('/creatives'));

describe('Create: same-named creatives of one request are paired on what tells them apart (issue 37, 3)', () => {
	it('two creatives of one name around different media, answered in the other order: each item gets its own', async () => {
		const media = [rig.emulator.media.seedReady(AD_ACCOUNT_LA).id, rig.emulator.media.seedReady(AD_ACCOUNT_LA).id];
		rig.emulator.faults.reshapeCreateAnswer({ answer: [1, 0] });
		const result = await rig.run(create('={{ $json.media }}', { name: 'Twin' }), { input: media.map((m) => ({ media: m })) });
		expect(result.error).toBeUndefined();
		const out = json(result.items);
		expect(out.map((o) => o.top_snap_media_id)).toEqual(media);
		expect(posts()).toHaveLength(1);
	});
});

describe('Create', () => {
	it('creates a web view creative around a ready media; the output says it is in review', async () => {
		const media = rig.emulator.media.seedReady(AD_ACCOUNT_LA).id;
		const result = await rig.run(create(media));
		expect(result.error).toBeUndefined();
		expect(json(result.items)[0]).toMatchObject({
			name: 'Spring - web',
			type: 'WEB_VIEW',
			brand_name: 'Acme Shoes',
			call_to_action: 'SHOP_NOW',
			shareable: true,
			top_snap_media_id: media,
			web_view_properties: { url: 'https://example.com/spring' },
			review_status: 'PENDING_REVIEW',
		});
		expect(posts()[0].body).toEqual({
			creatives: [
				{
					ad_account_id: AD_ACCOUNT_LA,
					name: 'Spring - web',
					type: 'WEB_VIEW',
					brand_name: 'Acme Shoes',
					headline: 'Spring sale: 30% off',
					shareable: true,
					top_snap_media_id: media,
					call_to_action: 'SHOP_NOW',
					web_view_properties: { url: 'https://example.com/spring' },
				},
			],
		});
	});

	it('app install, deep link, lead generation and snap ad creatives carry what their type needs', async () => {
		const media = rig.emulator.media.seedReady(AD_ACCOUNT_LA).id;
		const icon = rig.emulator.media.seedReady(AD_ACCOUNT_LA, { name: 'icon' }).id;
		const app = { appName: 'Acme', iosAppId: 'id447188370', androidAppUrl: 'com.acme.shoes', iconMediaId: icon };
		const result = await rig.run(
			{
				...create(media),
				type: '={{ $json.type }}',
				...app,
				deepLinkUri: 'acme://product/42',
				leadFormId: '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60',
				callToActionAPP_INSTALL: 'INSTALL_NOW',
				callToActionDEEP_LINK: 'OPEN_APP',
			},
			{ input: [{ type: 'APP_INSTALL' }, { type: 'DEEP_LINK' }, { type: 'LEAD_GENERATION' }, { type: 'SNAP_AD' }] },
		);
		expect(result.error).toBeUndefined();
		const out = json(result.items);
		expect(out[0]).toMatchObject({ type: 'APP_INSTALL', call_to_action: 'INSTALL_NOW', app_install_properties: { app_name: 'Acme', ios_app_id: '447188370', android_app_url: 'com.acme.shoes', icon_media_id: icon } });
		expect(out[1]).toMatchObject({ type: 'DEEP_LINK', call_to_action: 'OPEN_APP', deep_link_properties: { deep_link_uri: 'acme://product/42', app_name: 'Acme' } });
		expect(out[2]).toMatchObject({ type: 'LEAD_GENERATION', lead_generation_properties: { lead_generation_form_id: '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60' } });
		expect(out[3]).toMatchObject({ type: 'SNAP_AD' });
		expect(out[3]).not.toHaveProperty('call_to_action');
		expect(posts()).toHaveLength(1);
	});

	it('Lead Form is picked from the ad account\'s lead forms, by ID, by link, or kept as the plain ID an earlier version saved', async () => {
		const media = rig.emulator.media.seedReady(AD_ACCOUNT_LA).id;
		const lead = (leadFormId: IDataObject | string) => create(media, { type: 'LEAD_GENERATION', leadFormId, callToActionLEAD_GENERATION: 'SIGN_UP' });
		const listed = await rig.listSearch('searchLeadForms', { parameters: lead(rl('', 'list')) });
		expect(listed.results.map((r) => r.value)).toEqual(expect.arrayContaining([LEAD_FORM_TEST_DRIVE, LEAD_FORM_NEWSLETTER]));
		const values: Array<IDataObject | string> = [
			rl(LEAD_FORM_TEST_DRIVE, 'list'),
			rl(LEAD_FORM_TEST_DRIVE),
			rl(`https://ads.snapchat.com/${AD_ACCOUNT_LA}/leadforms/${LEAD_FORM_TEST_DRIVE}?tab=details`, 'url'),
			LEAD_FORM_TEST_DRIVE,
		];
		for (const value of values) {
			const result = await rig.run(lead(value));
			expect([value, result.error?.message]).toEqual([value, undefined]);
		}
		expect(posts().map((p) => (p.body as { creatives: Array<{ lead_generation_properties: unknown }> }).creatives[0].lead_generation_properties)).toEqual(
			values.map(() => ({ lead_generation_form_id: LEAD_FORM_TEST_DRIVE })),
		);
		const bad = await rig.run(lead(rl('={{ "../me" }}')));
		expect(bad.error?.message).toMatch(/Invalid Lead Form in item 0/);
		expect(posts()).toHaveLength(values.length);
	});

	it("Icon Media is picked from the ad account's ready media, by ID, by link, or kept as the plain ID an earlier version saved", async () => {
		const media = rig.emulator.media.seedReady(AD_ACCOUNT_LA).id;
		const icon = rig.emulator.media.seedReady(AD_ACCOUNT_LA, { name: 'Square icon' }).id;
		const app = (iconMediaId: IDataObject | string) =>
			create(media, { type: 'APP_INSTALL', appName: 'Acme', iosAppId: '447188370', iconMediaId, callToActionAPP_INSTALL: 'INSTALL_NOW' });
		const listed = await rig.listSearch('searchReadyMedia', { parameters: app(rl('', 'list')) });
		expect(listed.results.map((r) => r.value)).toEqual(expect.arrayContaining([icon]));
		const values: Array<IDataObject | string> = [rl(icon, 'list'), rl(icon), rl(`https://ads.snapchat.com/${AD_ACCOUNT_LA}/media/${icon}`, 'url'), icon];
		for (const value of values) {
			const result = await rig.run(app(value));
			expect([value, result.error?.message]).toEqual([value, undefined]);
		}
		expect(posts().map((p) => (p.body as { creatives: Array<{ app_install_properties: { icon_media_id: unknown } }> }).creatives[0].app_install_properties.icon_media_id)).toEqual(
			values.map(() => icon),
		);
		const bad = await rig.run(app(rl('={{ "../me" }}')));
		expect(bad.error?.message).toMatch(/Invalid Icon Media in item 0/);
		expect(posts()).toHaveLength(values.length);
	});

	it('refuses before any request: a long headline or brand name, a call to action the type does not allow, a bad URL', async () => {
		const media = rig.emulator.media.seedReady(AD_ACCOUNT_LA).id;
		const good = { headline: 'Fine', brand: 'Acme', cta: 'SHOP_NOW', url: 'https://example.com', media };
		const cases: Array<[IDataObject, IDataObject, RegExp]> = [
			[{ headline: '={{ $json.headline }}' }, { headline: 'x'.repeat(35) }, /Invalid Headline in item 1: Headline is 35 characters; Snapchat takes at most 34/],
			[{ brandName: '={{ $json.brand }}' }, { brand: 'B'.repeat(33) }, /Invalid Brand Name in item 1: Brand Name is 33 characters; Snapchat takes at most 32/],
			[{ callToActionWEB_VIEW: '={{ $json.cta }}' }, { cta: 'INSTALL_NOW' }, /Invalid Call to Action in item 1: Call to Action "INSTALL_NOW" is not one Snapchat allows for a Web View creative/],
			[{ url: '={{ $json.url }}' }, { url: 'example.com' }, /Invalid Web Page URL in item 1/],
			[{ topSnapMediaId: rl('={{ $json.media }}') }, { media: 'not-an-id' }, /Invalid Top Snap Media in item 1/],
		];
		for (const [over, badValue, message] of cases) {
			const result = await rig.run(create(media, over), { input: [good, { ...good, ...badValue }] });
			expect(result.error?.message).toMatch(message);
		}
		expect(rig.apiCalls('POST')).toHaveLength(0);
		const cta = await rig.run(create(media, { type: 'SNAP_AD', callToActionSNAP_AD: 'SHOP_NOW' }));
		expect(cta.error).toBeUndefined();
		expect(rig.apiCalls('POST')).toHaveLength(1);
	});

	it('Snapchat\'s per-element refusal fails that item only; the run error lists what was created', async () => {
		const ready = rig.emulator.media.seedReady(AD_ACCOUNT_LA).id;
		const pending = rig.emulator.media.create(AD_ACCOUNT_LA, 'still processing', 'VIDEO').id;
		const params = create(ready, { topSnapMediaId: rl('={{ $json.media }}') });
		const failing = await rig.run(params, { input: [{ media: ready }, { media: pending }] });
		expect(failing.error?.message).toMatch(/^Snapchat refused the creative of item 1: .*not ready.*\[top_snap_media_id\]/);
		expect(failing.error?.description).toMatch(/Already created in this run, do not create them again: item 0 → [0-9a-f-]{36}/);
		const continuing = await rig.run(params, { input: [{ media: ready }, { media: pending }], continueOnFail: true });
		expect(continuing.items.map((i) => (i.json.error ? 'error' : i.json.review_status))).toEqual(['PENDING_REVIEW', 'error']);
	});

	it('sends 10 creatives per request and groups by ad account', async () => {
		const la = rig.emulator.media.seedReady(AD_ACCOUNT_LA).id;
		const berlin = rig.emulator.media.seedReady(AD_ACCOUNT_BERLIN).id;
		const input = [...Array.from({ length: 12 }, () => ({ account: AD_ACCOUNT_LA, media: la })), { account: AD_ACCOUNT_BERLIN, media: berlin }];
		const result = await rig.run(create(la, { adAccountId: rl('={{ $json.account }}'), topSnapMediaId: rl('={{ $json.media }}'), name: '={{ "Creative " + $itemIndex }}' }), { input });
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(13);
		expect(posts().map((p) => `${p.path.split('/')[3] === AD_ACCOUNT_LA ? 'LA' : 'Berlin'} ${(p.body as { creatives: unknown[] }).creatives.length}`)).toEqual(['LA 10', 'LA 2', 'Berlin 1']);
		expect(json(result.items).map((c) => c.name)).toEqual(input.map((_, i) => `Creative ${i}`));
	});

	it('a lost answer leaves the outcome unknown and is not sent again', async () => {
		const media = rig.emulator.media.seedReady(AD_ACCOUNT_LA).id;
		rig.emulator.faults.dropAfterProcessing({ method: 'POST', pathPrefix: `/v1/adaccounts/${AD_ACCOUNT_LA}/creatives` });
		const result = await rig.run(create(media));
		expect(result.error?.message).toMatch(/The outcome of the creative of item 0 is unknown: it may or may not have been created/);
		expect(result.error?.description).toMatch(/Creative → Get Many on ad account .* look for "Spring - web"/);
		expect(posts()).toHaveLength(1);
		// It was created: Snapchat processed it before the connection dropped.
		expect(rig.emulator.media.creatives.list(AD_ACCOUNT_LA)).toHaveLength(1);
	});
});

describe('Get and Get Many', () => {
	it('gets a creative by ID and lists the ad account\'s creatives', async () => {
		const media = rig.emulator.media.seedReady(AD_ACCOUNT_LA).id;
		const created = json((await rig.run(create(media))).items)[0];
		const got = await rig.run({ resource: 'creative', operation: 'get', creativeId: rl(created.id as string) });
		expect(json(got.items)[0]).toMatchObject({ id: created.id, name: 'Spring - web' });
		const all = await rig.run({ resource: 'creative', operation: 'getAll', adAccountId: rl(AD_ACCOUNT_LA), returnAll: true });
		expect(json(all.items).map((c) => c.id)).toEqual([created.id]);
		const list = await rig.listSearch('searchCreatives', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(list.results[0]).toMatchObject({ value: created.id, name: `Spring - web · Web view · Pending review · ID …${String(created.id).slice(-6)}` });
	});
});

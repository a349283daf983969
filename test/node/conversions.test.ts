/* eslint-disable @n8n/community-nodes/no-hardcoded-secrets -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
/**
 * Snapchat Conversions through n8n-core's engine against the emulator (issue 19). Bad input first:
 * each rule is refused before any request, naming the item and the field. Then what is sent (hashes,
 * seconds, decimal text, batches), what each output item says, Test Mode, retries and the
 * "outcome unknown" cases. Expected hashes are literals computed outside the code
 * (printf '%s' value | sha256sum).
 */
import type { INodeParameters } from 'n8n-workflow';

import { CAPI_APP_ID, CAPI_FOREIGN_PIXEL_ID, CAPI_PIXEL_ID, CAPI_PIXEL_ID_2, CAPI_TOKEN } from '../emulator';
import { json } from './setup';
import { sendParams, useCapiRig } from './conversionsRig';

const rig = useCapiRig();

const H = {
	person: '542d240129883c019e106e3b1b2d3f3cb3537c43c425364de8e951d5a3083345', // person@example.com
	ukPhone: 'dc008fda46e2e64002cf2f82a4906236282d431c4f75e5b60bfe79fc48546383', // 448444124653
	deMobile: '57cd22a4ac12d9ebb5b1f98207134ba4be5e09b8d1a20534c9ebdcabe52d8cd9', // 491712345678
	john: '96d9632f363564cc3032521409cf22a852f2032eec099ed5967c0d000cec607a', // john
	us: '79adb2a2fce5c6ba215fe5f27f532d4e7edbac4b6a5e09e1ef3a08084a904621', // us
	m: '62c66a7a5dd70c3146618063c344e531e6d4b59e379808443ce962b3abd63c5a', // m
	dob: '325f07f80f1aabd207da43c6b7ea94c5c466a89d9cf634118b196ca1a9f09de1', // 19900423
};
const DAY = 86_400_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const order = (n: number, over: Record<string, unknown> = {}) => ({ orderId: `order-${n}`, email: 'Person@Example.com', total: '142.52', time: hoursAgo(1), ...over });
const sentEvents = (call = 0) => (rig.calls()[call].body as { data: Array<Record<string, unknown>> }).data;

describe('bad input is refused before any request, naming the item and the field', () => {
	const cases: Array<[string, INodeParameters, Record<string, unknown>, RegExp]> = [
		['no match key', { userData: { firstName: 'John' } }, {}, /Invalid User Data in item 0: User Data has no match key/],
		['IP address without user agent', { userData: { ipAddress: '203.0.113.9' } }, {}, /IP Address alone is not enough/],
		['an email without @', {}, { email: 'person.example.com' }, /Invalid User Data → Email in item 1: User Data → Email has no @/],
		['a national phone without a country code', { userData: { phone: '0171 2345678' } }, {}, /User Data → Phone has no country code/],
		['an event older than 37 days', {}, { time: new Date(Date.now() - 40 * DAY).toISOString() }, /Invalid Event Time in item 1: .* is 40 days ago; Snapchat does not take events older than 37 days/],
		['an event in the future', {}, { time: new Date(Date.now() + 2 * 3_600_000).toISOString() }, /Event Time .* is in the future/],
		['epoch seconds older than 37 days', {}, { time: Math.floor((Date.now() - 38 * DAY) / 1000) }, /38 days ago/],
		['a web event without Event Source URL', { eventSourceUrl: '={{ $json.url }}' }, {}, /Invalid Event Source URL in item 0: Event Source URL is empty; Snapchat requires it for web events/],
		['an event name that is not Snap\'s', { eventName: '={{ $json.name ?? "PURCHASE" }}' }, { name: 'BOUGHT' }, /Invalid Event Name in item 1: Event Name "BOUGHT" is not one of Snap's event names/],
		['a value without currency', { eventName: 'SIGN_UP', customData: { value: '10' } }, {}, /Invalid Custom Data → Currency in item 0: Custom Data → Value is set without a Currency/],
		['a PURCHASE without a value', {}, { total: '' }, /Invalid Custom Data → Value in item 1: Custom Data → Value \(custom_data\.value\) is empty; Snapchat requires a value and a currency for PURCHASE events/],
		['a PURCHASE without a currency', { customData: { currency: '={{ $json.currency }}', value: '10' } }, { currency: ' ' }, /Invalid Custom Data → Currency in item 0: Custom Data → Currency \(custom_data\.currency\) is empty; Snapchat requires a value and a currency for PURCHASE events/],
		['a PURCHASE without custom data at all', { customData: {} }, {}, /Invalid Custom Data → Value in item 0: Custom Data → Value \(custom_data\.value\)/],
		['a value that is no amount', {}, { total: '12,50' }, /Invalid Custom Data → Value in item 1: .* is not an amount/],
		['a currency that is no code', { customData: { currency: 'dollars', value: '1' } }, {}, /three-letter currency code/],
		['a Pixel ID that is no UUID', { pixelId: '={{ $json.pixel }}' }, { pixel: '../../v1/me' }, /Invalid Pixel ID in item 1/],
		['an app event without Extinfo', { actionSource: 'app', snapAppId: CAPI_APP_ID, appData: {} }, {}, /Extinfo\) is empty; Snapchat requires it for app events/],
		['an app event without Snap App ID', { actionSource: 'app', snapAppId: '={{ $json.app }}', appData: { extinfo: '["i2"]' } }, {}, /Invalid Snap App ID in item 0: Snap App ID is empty/],
		['contents that are no JSON', { customData: { currency: 'USD', value: '1', contents: '[{id: 1' } }, {}, /Contents is not valid JSON/],
		['a batch size over 2,000', { options: { batchSize: 2001 } }, {}, /Batch Size 2001 is not a whole number from 1 to 2000/],
	];
	it.each(cases)('%s', async (_label, params, item, message) => {
		const result = await rig.run(sendParams(params), { input: [order(0), order(1, item)] });
		expect(result.error?.message).toMatch(message);
		expect(rig.calls()).toHaveLength(0);
	});

	it('names every bad field of an item in one message, not only the first (issue 35)', async () => {
		const bad = { email: 'person.example.com', phone: '0171 2345678', total: '12,50', time: new Date(Date.now() - 40 * DAY).toISOString() };
		const result = await rig.run(sendParams({ userData: { email: '={{ $json.email }}', phone: '={{ $json.phone ?? "" }}' } }), { input: [order(0), order(1, bad)] });
		expect(result.error?.message).toMatch(
			/^Invalid Event Time, User Data → Email, User Data → Phone and Custom Data → Value in item 1: \(1\) Event Time .* is 40 days ago.* \(2\) User Data → Email has no @.* \(3\) User Data → Phone has no country code.* \(4\) Custom Data → Value "12,50" is not an amount$/,
		);
		expect(result.error?.description).toMatch(/^\(1\) .*\(2\) .*\(3\) .*\(4\) /s);
		expect(rig.calls()).toHaveLength(0);
	});

	it('only PURCHASE needs a value and a currency: a SIGN_UP or PAGE_VIEW without them is sent', async () => {
		const result = await rig.run(sendParams({ eventName: '={{ $json.name }}', customData: {} }), { input: [order(0, { name: 'SIGN_UP' }), order(1, { name: 'PAGE_VIEW' })] });
		expect(result.error).toBeUndefined();
		expect(sentEvents().map((e) => [e.event_name, e.custom_data])).toEqual([
			['SIGN_UP', undefined],
			['PAGE_VIEW', undefined],
		]);
	});

	it('a refused identifier is named but never shown', async () => {
		const result = await rig.run(sendParams(), { input: [order(0, { email: 'secret.person@@example.com' })] });
		expect(result.error?.message).toMatch(/Email has more than one @/);
		expect(JSON.stringify({ e: result.error, logs: result.logs })).not.toMatch(/secret\.person/i);
	});

	it('no Pixel ID anywhere: the error says where to set one', async () => {
		const credential = rig.credentialWith({ pixelId: '' });
		const result = await rig.run(sendParams(), { input: [order(0)], credential });
		expect(result.error?.message).toMatch(/Pixel ID is empty and the credential has no Default Pixel ID/);
		expect(rig.calls()).toHaveLength(0);
	});

	it('with Continue On Fail a bad item becomes an error item and the others are sent', async () => {
		const result = await rig.run(sendParams(), { input: [order(0), order(1, { email: 'nope' }), order(2)], continueOnFail: true });
		const out = json(result.items);
		expect(out.map((o) => o.outcome ?? 'error')).toEqual(['accepted', 'error', 'accepted']);
		expect(out[1].error).toMatch(/item 1/);
		expect(result.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(sentEvents()).toHaveLength(2);
	});
});

describe('what Snapchat receives', () => {
	it('a web PURCHASE: hashed email, seconds, exact decimal value, event ID, WEB, the credential\'s Pixel', async () => {
		const fresh = hoursAgo(1);
		const result = await rig.run(sendParams(), { input: [order(7, { time: fresh })] });
		expect(result.error).toBeUndefined();
		const [call] = rig.calls();
		expect(call.method).toBe('POST');
		expect(call.path).toBe(`/v3/${CAPI_PIXEL_ID}/events`);
		expect(call.query.access_token).toBe(CAPI_TOKEN);
		expect(sentEvents()).toEqual([
			{
				event_name: 'PURCHASE',
				event_time: Math.floor(Date.parse(fresh) / 1000),
				action_source: 'WEB',
				event_id: 'order-7',
				event_source_url: 'https://shop.example.com/thank-you',
				user_data: { em: [H.person] },
				custom_data: { currency: 'USD', value: '142.52' },
			},
		]);
		expect(json(result.items)).toEqual([
			{
				outcome: 'accepted',
				eventName: 'PURCHASE',
				eventTime: new Date(Math.floor(Date.parse(fresh) / 1000) * 1000).toISOString(),
				actionSource: 'WEB',
				pixelId: CAPI_PIXEL_ID,
				eventId: 'order-7',
				value: 142.52,
				currency: 'USD',
				hashedFields: ['em'],
				testMode: false,
				snapStatus: 'VALID',
				snapReason: 'Events have been processed successfully.',
			},
		]);
	});

	it('Event Time accepts ISO text, a Luxon DateTime, a JavaScript Date, epoch milliseconds and seconds; empty is now', async () => {
		const ms = Date.now() - 2 * 3_600_000;
		const seconds = Math.floor(ms / 1000);
		const forms = [
			new Date(ms).toISOString(),
			'={{ DateTime.fromMillis(' + ms + ') }}',
			'={{ new Date(' + ms + ') }}',
			ms,
			seconds,
			String(seconds),
		];
		for (const eventTime of forms) {
			rig.emulator.reset();
			const result = await rig.run(sendParams({ eventTime: eventTime as string }), { input: [order(1)] });
			expect([eventTime, result.error?.message]).toEqual([eventTime, undefined]);
			expect([eventTime, sentEvents()[0].event_time]).toEqual([eventTime, seconds]);
		}
		rig.emulator.reset();
		const before = Math.floor(Date.now() / 1000);
		await rig.run(sendParams({ eventTime: '' }), { input: [order(1)] });
		expect(sentEvents()[0].event_time).toBeGreaterThanOrEqual(before);
	});

	it('text without an offset is read in the workflow time zone', async () => {
		const local = new Date(Date.now() - 5 * 3_600_000);
		// The same wall-clock time in Tokyo (UTC+9, no daylight saving).
		const tokyo = new Date(local.getTime() + 9 * 3_600_000).toISOString().slice(0, 19);
		await rig.run(sendParams(), { input: [order(1, { time: tokyo })], timezone: 'Asia/Tokyo' });
		expect(sentEvents()[0].event_time).toBe(Math.floor(local.getTime() / 1000));
	});

	it('every user data field: hashed by Snap\'s rules, already-hashed values as they are, plain keys as they are', async () => {
		const upperHash = H.john.toUpperCase();
		const result = await rig.run(
			sendParams({
				userData: {
					email: '  PERSON@example.COM ',
					phone: '+44 844 412 4653',
					firstName: upperHash,
					lastName: ' John ',
					city: 'JOHN',
					state: 'john',
					postalCode: 'John',
					country: 'US',
					gender: 'Male',
					dateOfBirth: '1990-04-23',
					ipAddress: '203.0.113.9',
					userAgent: 'Mozilla/5.0',
					clickId: 'click-1',
					cookie1: 'cookie-1',
					mobileAdId: 'ad-id-1',
				},
			}),
			{ input: [order(1)] },
		);
		expect(result.error).toBeUndefined();
		expect(sentEvents()[0].user_data).toEqual({
			em: [H.person],
			ph: [H.ukPhone],
			fn: [H.john],
			ln: [H.john],
			ct: [H.john],
			st: [H.john],
			zp: [H.john],
			country: [H.us],
			ge: [H.m],
			db: [H.dob],
			client_ip_address: '203.0.113.9',
			client_user_agent: 'Mozilla/5.0',
			sc_click_id: 'click-1',
			sc_cookie1: 'cookie-1',
			mobile_ad_id: 'ad-id-1',
		});
	});

	it("names lose their punctuation before hashing (O'Brien is obrien), External ID is hashed, the mobile ad ID goes as mobile_ad_id", async () => {
		// Vectors from Python's hashlib.sha256('obrien'.encode()).hexdigest() and so on.
		const result = await rig.run(
			sendParams({ userData: { email: '={{ $json.email }}', firstName: '={{ $json.first }}', lastName: '={{ $json.last }}', externalId: '={{ $json.customer }}', mobileAdId: '={{ $json.device }}' } }),
			{ input: [order(1, { first: '  Anne ', last: "O'Brien", customer: 'CUST-1001', device: 'AB12-CD' }), order(2, { first: 'Mary-Jane', last: 'Raphaël', customer: 1001 })] },
		);
		expect(result.error).toBeUndefined();
		expect(sentEvents().map((e) => e.user_data)).toEqual([
			{
				em: [H.person],
				fn: ['90b8de4051f02b7a29484341f3a903e1b2c6a233f5465e19c634535c7b315e6f'], // anne
				ln: ['b4cb6cb33fe4b865868de825023a1e2790dc12ac01ecc8d7c5afe8254071c8ba'], // obrien
				external_id: ['bf37cbae2fe0671758af356c9bbc89ceab3f73ac3684c71ef87e5ea809d9be7f'], // CUST-1001
				mobile_ad_id: 'AB12-CD',
			},
			{
				em: [H.person],
				fn: ['f08f448a5e7a9dc3619bb7c129f6a7d5fc6af002cea17ad71dfdc1c68f4d4e0e'], // maryjane
				ln: ['e74bb89e718fe1e19c422a48382870399f8bf7ca8dfa008739e75b0be76627b7'], // raphaël
				external_id: ['fe675fe7aaee830b6fed09b64e034f84dcbdaeb429d9cccd4ebb90e15af8dd71'], // 1001
			},
		]);
	});

	it('a mobile ad ID alone is a match key for Snapchat (sent as mobile_ad_id)', async () => {
		const result = await rig.run(sendParams({ userData: { mobileAdId: 'ad-1' } }), { input: [order(1)] });
		expect(json(result.items)[0].outcome).toBe('accepted');
		expect(sentEvents()[0].user_data).toEqual({ mobile_ad_id: 'ad-1' });
	});

	it('a national phone with Default Country, and a list of emails from an expression', async () => {
		await rig.run(
			sendParams({ userData: { phone: '0171 2345678', email: '={{ ["person@example.com", "PERSON@example.com"] }}' }, options: { defaultCountry: 'DE' } }),
			{ input: [order(1)] },
		);
		expect(sentEvents()[0].user_data).toEqual({ em: [H.person], ph: [H.deMobile] });
	});

	it('Numbers Include Country Code reads 14155550100 as +1; without a country setting it is refused', async () => {
		await rig.run(sendParams({ userData: { phone: '14155550100' }, options: { includesCountryCode: true } }), { input: [order(1)] });
		expect(sentEvents()[0].user_data).toEqual({ ph: ['5e7ec4c79ccac6e420876e65ad0e6b4b2ccf73ec3dccb50297bf2890a1ec73b9'] }); // 14155550100
		rig.emulator.reset();
		const result = await rig.run(sendParams({ userData: { phone: '(415) 555-0100' } }), { input: [order(1)] });
		expect(result.error?.message).toMatch(/User Data → Phone has no country code/);
		expect(rig.calls()).toHaveLength(0);
		const bad = await rig.run(sendParams({ options: { defaultCountry: 'XX' } }), { input: [order(1)] });
		expect(bad.error?.message).toMatch(/Default Country is not one of the countries/);
	});

	it('money is exact: 0.1 + 0.2 is sent as "0.3", text keeps its value, contents prices too', async () => {
		await rig.run(
			sendParams({
				customData: {
					currency: 'eur',
					value: '={{ 0.1 + 0.2 }}',
					orderId: '={{ $json.orderId }}',
					contentIds: 'sku-1, sku-2',
					contents: '[{ "id": "sku-1", "quantity": 2, "item_price": 19.99 }, { "id": "sku-2", "item_price": "0.10" }]',
					numItems: 3,
					contentCategory: 'shoes',
					predictedLtv: '1200.50',
				},
			}),
			{ input: [order(1)] },
		);
		expect(sentEvents()[0].custom_data).toEqual({
			currency: 'EUR',
			value: '0.3',
			order_id: 'order-1',
			content_ids: ['sku-1', 'sku-2'],
			contents: [
				{ id: 'sku-1', quantity: '2', item_price: '19.99' },
				{ id: 'sku-2', item_price: '0.1' },
			],
			num_items: 3,
			content_category: 'shoes',
			predicted_ltv: '1200.5',
		});
	});

	it('an app event goes to the Snap App ID as MOBILE_APP with its app data; offline as OFFLINE', async () => {
		await rig.run(
			sendParams({ actionSource: 'app', snapAppId: CAPI_APP_ID, appData: { extinfo: '["i2", "com.example.app", "1.0"]', advertiserTrackingEnabled: true }, userData: { mobileAdId: 'ad-1' } }),
			{ input: [order(1)] },
		);
		expect(rig.calls()[0].path).toBe(`/v3/${CAPI_APP_ID}/events`);
		expect(sentEvents()[0]).toMatchObject({ action_source: 'MOBILE_APP', app_data: { advertiser_tracking_enabled: 1, extinfo: ['i2', 'com.example.app', '1.0'] } });
		expect(sentEvents()[0].event_source_url).toBeUndefined();
		rig.emulator.reset();
		const result = await rig.run(sendParams({ actionSource: 'offline', pixelId: CAPI_PIXEL_ID_2 }), { input: [order(1)] });
		expect(rig.calls()[0].path).toBe(`/v3/${CAPI_PIXEL_ID_2}/events`);
		expect(sentEvents()[0].action_source).toBe('OFFLINE');
		expect(json(result.items)[0].outcome).toBe('accepted');
	});

	it('batches: 4,500 orders are 3 requests of at most 2,000; Batch Size 2 makes 5 items 3 requests', async () => {
		const input = Array.from({ length: 4500 }, (_, i) => order(i));
		const result = await rig.run(sendParams(), { input });
		expect(result.error).toBeUndefined();
		expect(rig.calls().map((c) => (c.body as { data: unknown[] }).data.length)).toEqual([2000, 2000, 500]);
		expect(result.items).toHaveLength(4500);
		expect(result.items.every((i) => i.json.outcome === 'accepted')).toBe(true);
		expect(rig.emulator.conversions.events()).toHaveLength(4500);
		rig.emulator.reset();
		await rig.run(sendParams({ options: { batchSize: 2 } }), { input: input.slice(0, 5) });
		expect(rig.calls()).toHaveLength(3);
	});
});

describe('what Snapchat says, per item, never guessed', () => {
	it('an event Snapchat refuses is refused with its code and message; with Event IDs the rest are sent again without it (issue 25.3)', async () => {
		// The emulator's clock runs 38 days ahead: the node thinks the events are fresh, Snapchat finds item 1 too old.
		rig.emulator.advanceTime(37 * 86_400 - 1800);
		const fresh = { time: hoursAgo(0.1) };
		const input = [order(0, fresh), order(1, { time: hoursAgo(3) }), order(2, fresh), order(3, fresh)];
		const result = await rig.run(sendParams(), { input });
		rig.emulator.advanceTime(-(37 * 86_400 - 1800));
		const outputs = json(result.items);
		expect(outputs[1]).toMatchObject({ outcome: 'refused', snapStatus: 'INVALID', snapCodes: ['EVENT_TOO_OLD'], snapMessages: ['event_time is older than 37 days'] });
		expect(outputs.map((o) => o.outcome)).toEqual(['accepted', 'refused', 'accepted', 'accepted']);
		expect(rig.calls()).toHaveLength(2);
		expect(sentEvents(1).map((e) => e.event_id)).toEqual(['order-0', 'order-2', 'order-3']);
	});

	it('without Event IDs the others of the request stay unknown, naming the refused item and that Event IDs make a resend safe', async () => {
		rig.emulator.advanceTime(37 * 86_400 - 1800);
		const result = await rig.run(sendParams({ eventId: '' }), { input: [order(0, { time: hoursAgo(0.1) }), order(1, { time: hoursAgo(3) })] });
		rig.emulator.advanceTime(-(37 * 86_400 - 1800));
		const [first, second] = json(result.items);
		expect(second).toMatchObject({ outcome: 'refused', snapCodes: ['EVENT_TOO_OLD'] });
		expect(first).toMatchObject({ outcome: 'unknown' });
		expect(first.reason).toMatch(/refused the event of item 1 in the same request/);
		expect(first.check).toMatch(/set Event ID .* so the node can repeat safely/);
		expect(rig.calls()).toHaveLength(1);
	});

	it('an answer that does not say what happened is "unknown", never accepted', async () => {
		rig.emulator.conversions.answerNext('unknown-status');
		const result = await rig.run(sendParams(), { input: [order(0)] });
		expect(json(result.items)[0]).toMatchObject({ outcome: 'unknown', snapStatus: 'PENDING', reason: "Snapchat's answer did not say whether the events were recorded" });
	});

	it('a wrong token: a clear error, the token in no message', async () => {
		const credential = rig.credentialWith({ accessToken: 'wrong-token-0123456789abcdef' });
		const result = await rig.run(sendParams(), { input: [order(0)], credential });
		expect(result.error?.message).toBe('Snapchat did not accept the Conversions API token');
		expect(result.error?.description).toMatch(/Events Manager/);
		expect(JSON.stringify({ e: result.error, l: result.logs })).not.toMatch(/wrong-token-0123456789abcdef|access_token=/);
	});

	it('a request that fails outright after an earlier one was answered: the error says which items were already accepted; Continue On Fail gives error items', async () => {
		const input = [order(0), order(1), order(2)];
		const params = sendParams({ pixelId: '={{ $json.pixel }}', options: { batchSize: 1 } });
		const mixed = [input[0], { ...input[1], pixel: CAPI_FOREIGN_PIXEL_ID }, input[2]];
		// Batches are grouped by Pixel: items 0 and 2 go first, then item 1 to the foreign Pixel.
		const failed = await rig.run(params, { input: mixed });
		expect(failed.error?.message).toMatch(/Snapchat refused sending the events of items 1/);
		expect(failed.error?.description).toMatch(/Earlier requests of this run were already answered \(accepted: items 0, 2\); send only the other items again/);
		rig.emulator.reset();
		const continued = await rig.run(params, { input: mixed, continueOnFail: true });
		expect(json(continued.items).map((o) => o.outcome ?? 'error')).toEqual(['accepted', 'error', 'accepted']);
		expect(json(continued.items)[1].error).toMatch(/Snapchat refused/);
	});

	it('a Pixel the token does not belong to: refused, says what to check', async () => {
		const result = await rig.run(sendParams({ pixelId: CAPI_FOREIGN_PIXEL_ID }), { input: [order(0)] });
		expect(result.error?.message).toMatch(/Snapchat refused sending the events of items 0/);
		expect(result.error?.description).toMatch(/token was generated for it/);
	});
});

describe('retries', () => {
	it('429 is retried (not processed), then accepted', async () => {
		rig.emulator.faults.failNext({ status: 429, retryAfterSeconds: 0, pathPrefix: '/v3/' });
		const result = await rig.run(sendParams({ eventId: '' }), { input: [order(0)] });
		expect(rig.calls()).toHaveLength(2);
		expect(json(result.items)[0].outcome).toBe('accepted');
	});

	it('a 503 with every event carrying an Event ID: resent, then accepted', async () => {
		rig.emulator.faults.failNext({ status: 503, pathPrefix: '/v3/' });
		const result = await rig.run(sendParams(), { input: [order(0), order(1)] });
		expect(rig.calls()).toHaveLength(2);
		expect(json(result.items).map((o) => o.outcome)).toEqual(['accepted', 'accepted']);
	});

	it('a connection dropped after processing, every event with an Event ID: resent, and Snap counts each once', async () => {
		rig.emulator.faults.dropAfterProcessing({ pathPrefix: '/v3/' });
		const result = await rig.run(sendParams(), { input: [order(0), order(1)] });
		expect(rig.calls()).toHaveLength(2);
		expect(json(result.items).map((o) => o.outcome)).toEqual(['accepted', 'accepted']);
		expect(rig.emulator.conversions.events()).toHaveLength(2);
		expect(rig.emulator.conversions.duplicatesDropped()).toBe(2);
	});

	it('a 503 when an event has no Event ID: not resent, its items are "unknown" with what to check', async () => {
		rig.emulator.faults.failNext({ status: 503, pathPrefix: '/v3/' });
		const result = await rig.run(sendParams({ eventId: '={{ $json.id }}' }), { input: [order(0), order(1, { id: 'x-1' })] });
		expect(rig.calls()).toHaveLength(1);
		const out = json(result.items);
		expect(out.map((o) => o.outcome)).toEqual(['unknown', 'unknown']);
		expect(out[0].reason).toMatch(/Outcome unknown: Snapchat answered HTTP 503/);
		expect(out[0].check).toMatch(/not repeated because some of its events had no Event ID/);
	});

	it('a dropped connection after processing without Event IDs: "unknown", not resent', async () => {
		rig.emulator.faults.dropAfterProcessing({ pathPrefix: '/v3/' });
		const result = await rig.run(sendParams({ eventId: '' }), { input: [order(0)] });
		expect(rig.calls()).toHaveLength(1);
		expect(json(result.items)[0]).toMatchObject({ outcome: 'unknown' });
		expect(rig.emulator.conversions.events()).toHaveLength(1);
	});

	// Issue 45, point 2: the 200 status line arrived, the body did not.
	it('an answer cut off after its 200 status line: resent when every event has an Event ID, "unknown" otherwise, never refused', async () => {
		rig.emulator.faults.cutAfterStatus({ pathPrefix: '/v3/' });
		const withIds = await rig.run(sendParams(), { input: [order(0)] });
		expect(rig.calls()).toHaveLength(2);
		expect(json(withIds.items)[0].outcome).toBe('accepted');
		rig.emulator.reset();
		rig.emulator.faults.cutAfterStatus({ pathPrefix: '/v3/' });
		const withoutIds = await rig.run(sendParams({ eventId: '' }), { input: [order(0)], continueOnFail: true });
		expect(rig.calls()).toHaveLength(1);
		expect(json(withoutIds.items)[0]).toMatchObject({ outcome: 'unknown' });
		expect(rig.emulator.conversions.events()).toHaveLength(1);
	});

	it('an unreadable answer: resent when every event has an Event ID, "unknown" otherwise', async () => {
		rig.emulator.conversions.answerNext('unreadable');
		const withIds = await rig.run(sendParams(), { input: [order(0)] });
		expect(rig.calls()).toHaveLength(2);
		expect(json(withIds.items)[0].outcome).toBe('accepted');
		rig.emulator.reset();
		rig.emulator.conversions.answerNext('unreadable');
		const withoutIds = await rig.run(sendParams({ eventId: '' }), { input: [order(0)] });
		expect(rig.calls()).toHaveLength(1);
		expect(json(withoutIds.items)[0]).toMatchObject({ outcome: 'unknown', reason: expect.stringMatching(/could not be read/) });
	});
});

describe('Test Mode', () => {
	it('sends to the validate endpoint, records nothing, and lists errors and warnings per event', async () => {
		rig.emulator.advanceTime(37 * 86_400 - 1800);
		const result = await rig.run(sendParams({ testMode: true, eventId: '={{ $json.id }}' }), {
			input: [order(0, { time: hoursAgo(0.1), id: 'a' }), order(1, { time: hoursAgo(3) })],
		});
		rig.emulator.advanceTime(-(37 * 86_400 - 1800));
		expect(rig.calls()[0].path).toBe(`/v3/${CAPI_PIXEL_ID}/events/validate`);
		expect(rig.emulator.conversions.events()).toHaveLength(0);
		const [ok, bad] = json(result.items);
		expect(ok).toMatchObject({ outcome: 'accepted', testMode: true, snapStatus: 'VALID' });
		expect(bad).toMatchObject({ outcome: 'refused', testMode: true, snapCodes: ['EVENT_TOO_OLD'], snapWarnings: [expect.stringMatching(/event_id is missing/)] });
	});

	it('each item sums up what was sent: event, which hashed and plain user data keys, value and currency; never an identifier', async () => {
		const result = await rig.run(
			sendParams({ testMode: true, userData: { email: '={{ $json.email }}', phone: '+44 844 412 4653', lastName: "O'Brien", ipAddress: '203.0.113.9', userAgent: 'Mozilla/5.0' } }),
			{ input: [order(0, { total: '0.10' })] },
		);
		const [item] = json(result.items);
		expect(item).toMatchObject({
			outcome: 'accepted',
			testMode: true,
			eventName: 'PURCHASE',
			actionSource: 'WEB',
			eventId: 'order-0',
			value: 0.1,
			currency: 'USD',
			hashedFields: ['em', 'ph', 'ln'],
			plainFields: ['client_ip_address', 'client_user_agent'],
		});
		expect(JSON.stringify(result.items)).not.toMatch(/person@example|8444124653|o'brien|203\.0\.113\.9|Mozilla/i);
	});

	it('Get Test Logs and Get Test Stats read back what the test tool saw', async () => {
		await rig.run(sendParams({ testMode: true }), { input: [order(0), order(1)] });
		const logs = await rig.run({ operation: 'getTestLogs', assetId: '' }, {});
		expect(logs.error).toBeUndefined();
		expect(json(logs.items)).toHaveLength(2);
		expect(json(logs.items)[0]).toMatchObject({ event_name: 'PURCHASE', status: 'VALID' });
		const stats = await rig.run({ operation: 'getTestStats', assetId: CAPI_PIXEL_ID }, {});
		expect(json(stats.items)).toEqual([expect.objectContaining({ status: 'SUCCESS', test_events_past_hour: 2, last_test_event_at: expect.any(String), stats: expect.objectContaining({ test: { event_count_past_hour: 2, latest_event_ts: expect.any(Number) } }) })]);
		expect(rig.calls().slice(-1)[0].path).toBe(`/v3/${CAPI_PIXEL_ID}/events/validate/stats`);
	});

	it('Get Test Logs refuses an ID that is no UUID before any request', async () => {
		const result = await rig.run({ operation: 'getTestLogs', assetId: 'abc/../x' }, {});
		expect(result.error?.message).toMatch(/Invalid Pixel or Snap App ID in item 0/);
		expect(rig.calls()).toHaveLength(0);
	});
});

import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_ACCOUNT_NEW_YORK, AD_ACCOUNT_SINGAPORE } from '../emulator';
import { createParams, rl } from './params';
import { json, useRig, visibleText } from './setup';

const rig = useRig();
afterEach(() => {
	// Nothing the tests ran may show a token or the client secret.
	expect(JSON.stringify(rig.emulator.requestLog.filter((e) => e.path.startsWith('/v1/')).map((e) => e.body))).not.toContain(
		rig.emulator.client.clientSecret,
	);
});

const create = createParams;

describe('Create: start time reaches Snapchat as the right UTC instant', () => {
	it('reads a wall-clock time in the chosen Event Time Zone (Berlin summer time = UTC+2)', async () => {
		const result = await rig.run(create());
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(1);
		expect(result.items[0].json).toMatchObject({
			event_name: 'Summer Sale Launch',
			event_start_time: '2026-07-01T08:00:00.000Z',
			event_time_zone: 'Europe/Berlin',
			ad_account_id: AD_ACCOUNT_BERLIN,
			// What was typed, as Ads Manager shows it: the local time beside the UTC one.
			event_start_time_local: '2026-07-01T10:00:00.000+02:00',
		});
		expect(result.items[0].json.id).toMatch(/^[0-9a-f-]{36}$/);
		expect(result.items[0].pairedItem).toEqual({ item: 0 });
		const [call] = rig.apiCalls('POST');
		expect(call.path).toBe(`/v1/adaccounts/${AD_ACCOUNT_BERLIN}/event_details`);
		expect(call.body).toEqual({
			event_details: [
				{
					event_name: 'Summer Sale Launch',
					event_start_time: '2026-07-01T08:00:00.000Z',
					ad_account_id: AD_ACCOUNT_BERLIN,
					event_time_zone: 'Europe/Berlin',
				},
			],
		});
		expect(rig.emulator.eventDetails(AD_ACCOUNT_BERLIN)).toHaveLength(1);
	});

	// Issue 15, behaviour change: with Ad Account Default a wall-clock time is read in the AD ACCOUNT's
	// zone, so a typed 18:00 shows as 18:00 in Ads Manager whatever the workflow's zone is.
	it('reads it in the ad account\'s zone with Ad Account Default (LA account, New York workflow), and sends no event_time_zone', async () => {
		const result = await rig.run(
			create({ adAccountId: rl(AD_ACCOUNT_LA), eventTimeZone: 'accountDefault', eventStartTime: '2026-12-24T18:00' }),
			{ timezone: 'America/New_York' },
		);
		expect(result.error).toBeUndefined();
		// 18:00 in Los Angeles (PST, UTC-8), not 18:00 in New York (23:00Z).
		expect(result.items[0].json.event_start_time).toBe('2026-12-25T02:00:00.000Z');
		expect(result.items[0].json.event_time_zone).toBe('America/Los_Angeles');
		expect(result.items[0].json.event_start_time_local).toBe('2026-12-24T18:00:00.000-08:00');
		expect((rig.apiCalls('POST')[0].body as { event_details: object[] }).event_details[0]).not.toHaveProperty('event_time_zone');
		expect(rig.apiCalls('GET').map((c) => c.path)).toEqual([`/v1/adaccounts/${AD_ACCOUNT_LA}`]);
	});

	it('asks for each ad account\'s zone once per run, reused by every item, before any create', async () => {
		const result = await rig.run(
			create({ adAccountId: rl('={{ $json.account }}'), eventTimeZone: 'accountDefault', eventName: '={{ $json.name }}', eventStartTime: '2026-07-01T10:00' }),
			{
				input: [
					{ account: AD_ACCOUNT_LA, name: 'la 1' },
					{ account: AD_ACCOUNT_BERLIN, name: 'berlin' },
					{ account: AD_ACCOUNT_LA, name: 'la 2' },
				],
				timezone: 'Asia/Tokyo',
			},
		);
		expect(result.error).toBeUndefined();
		expect(json(result.items).map((e) => e.event_start_time)).toEqual([
			'2026-07-01T17:00:00.000Z', // 10:00 PDT
			'2026-07-01T08:00:00.000Z', // 10:00 CEST
			'2026-07-01T17:00:00.000Z',
		]);
		const calls = rig.apiCalls().map((c) => `${c.method} ${c.path}`);
		expect(calls.filter((c) => c.startsWith('GET')).sort()).toEqual([`GET /v1/adaccounts/${AD_ACCOUNT_BERLIN}`, `GET /v1/adaccounts/${AD_ACCOUNT_LA}`].sort());
		expect(calls.findIndex((c) => c.startsWith('POST'))).toBe(2);
	});

	it('needs no account lookup for a value with an offset, nor with "Start Time Is In"', async () => {
		const accountDefault = { adAccountId: rl(AD_ACCOUNT_LA), eventTimeZone: 'accountDefault' };
		const offset = await rig.run(create({ ...accountDefault, eventStartTime: '2026-12-24T18:00:00-05:00' }));
		const option = await rig.run(create({ ...accountDefault, eventStartTime: '2026-12-24T18:00', options: { startTimeZone: 'America/New_York' } }));
		expect([offset, option].map((r) => r.items[0].json.event_start_time)).toEqual(['2026-12-24T23:00:00.000Z', '2026-12-24T23:00:00.000Z']);
		expect(rig.apiCalls('GET')).toEqual([]);
	});

	it('a failed account lookup sends no create; a bad later item is reported before any lookup', async () => {
		rig.emulator.faults.failNext({ status: 503, method: 'GET', count: 10, retryAfterSeconds: 0 });
		const failed = await rig.run(create({ adAccountId: rl(AD_ACCOUNT_LA), eventTimeZone: 'accountDefault' }));
		expect(failed.error?.message).toBe(`Snapchat had a temporary problem with ad account ${AD_ACCOUNT_LA} (HTTP 503)`);
		expect(rig.apiCalls('POST')).toEqual([]);
		rig.emulator.reset();
		const bad = await rig.run(create({ adAccountId: rl(AD_ACCOUNT_LA), eventTimeZone: 'accountDefault', eventStartTime: '={{ $json.start }}' }), {
			input: [{ start: '2026-12-24T18:00' }, { start: 'next friday' }],
		});
		expect(bad.error?.message).toBe('Invalid Event Start Time in item 1: "next friday" is not a start time this node can read');
		expect(bad.error?.description).toMatch(/read in the ad account's time zone/);
		expect(rig.apiCalls()).toEqual([]);
	});

	it('a time skipped by spring-forward in the account\'s zone is refused, naming that zone', async () => {
		const result = await rig.run(create({ adAccountId: rl(AD_ACCOUNT_LA), eventTimeZone: 'accountDefault', eventStartTime: '2027-03-14T02:30' }));
		expect(result.error?.message).toMatch(/^Invalid Event Start Time in item 0: 2027-03-14T02:30 does not exist in America\/Los_Angeles/);
		expect(rig.apiCalls('POST')).toEqual([]);
	});

	it('lets "Start Time Is In" override both zones for reading', async () => {
		const result = await rig.run(create({ options: { startTimeZone: 'Asia/Tokyo' }, eventStartTime: '2026-07-01T10:00' }));
		expect(result.items[0].json).toMatchObject({ event_start_time: '2026-07-01T01:00:00.000Z', event_time_zone: 'Europe/Berlin' });
	});

	it('takes a value with an offset or Z as that instant', async () => {
		const result = await rig.run(create({ eventName: '={{ $json.name }}', eventStartTime: '={{ $json.start }}' }), {
			input: [
				{ name: 'offset', start: '2026-07-01T10:00:00-04:00' },
				{ name: 'zulu', start: '2026-07-01T10:00:00Z' },
			],
		});
		expect(json(result.items).map((i) => i.event_start_time)).toEqual(['2026-07-01T14:00:00.000Z', '2026-07-01T10:00:00.000Z']);
	});

	it('takes a Luxon DateTime from $now, a Date and epoch milliseconds', async () => {
		const result = await rig.run(
			create({ eventName: '={{ $json.name }}', eventStartTime: '={{ $json.kind === "luxon" ? $now.plus({ days: 7 }) : $json.kind === "date" ? new Date($json.ms) : $json.ms }}' }),
			{
				input: [
					{ name: 'luxon', kind: 'luxon' },
					{ name: 'date', kind: 'date', ms: Date.UTC(2027, 0, 2, 3, 4, 5) },
					{ name: 'epoch', kind: 'epoch', ms: Date.UTC(2027, 0, 2, 3, 4, 5) },
				],
			},
		);
		expect(result.error).toBeUndefined();
		const [luxon, date, epoch] = json(result.items);
		const sevenDays = Date.now() + 7 * 86_400_000;
		expect(Math.abs(Date.parse(luxon.event_start_time as string) - sevenDays)).toBeLessThan(60_000);
		expect(date.event_start_time).toBe('2027-01-02T03:04:05.000Z');
		expect(epoch.event_start_time).toBe('2027-01-02T03:04:05.000Z');
	});

	it('takes the earlier instant of a repeated fall-back time (New York 01:30 on 2026-11-01 = 05:30Z)', async () => {
		const result = await rig.run(
			create({ adAccountId: rl(AD_ACCOUNT_NEW_YORK), eventTimeZone: 'America/New_York', eventStartTime: '2026-11-01T01:30' }),
		);
		expect(result.items[0].json.event_start_time).toBe('2026-11-01T05:30:00.000Z');
	});

	it('refuses a time skipped by spring-forward, naming the gap, and sends nothing', async () => {
		const result = await rig.run(create({ eventStartTime: '2027-03-28T02:30' }));
		expect(result.error?.message).toBe(
			'Invalid Event Start Time in item 0: 2027-03-28T02:30 does not exist in Europe/Berlin: clocks jump from 02:00 to 03:00 that day (daylight saving time starts)',
		);
		expect(result.error?.description).toMatch(/before 02:00 or from 03:00/);
		expect(rig.apiCalls()).toHaveLength(0);
	});
});

describe('Create: bad input is caught before any request', () => {
	it.each([
		[{ eventName: 'x'.repeat(301) }, 'Invalid Event Name in item 0: Event Name is 301 characters long (counted as Unicode code points); Snapchat allows at most 300'],
		[{ eventName: '={{ "" }}' }, 'Invalid Event Name in item 0: Event Name is empty'],
		[{ adAccountId: rl('={{ "../../v1/me" }}') }, 'Invalid Ad Account in item 0: Ad Account "../../v1/me" is not a valid ID'],
		[{ adAccountId: rl('={{ "%2e%2e%2fme" }}') }, 'Invalid Ad Account in item 0: Ad Account "%2e%2e%2fme" is not a valid ID'],
		[{ adAccountId: rl('={{ "" }}') }, 'Invalid Ad Account in item 0: Ad Account is empty'],
		[{ eventTimeZone: '={{ "europe/berlin" }}' }, 'Invalid Event Time Zone in item 0: Event Time Zone "europe/berlin" is not one Snapchat accepts (did you mean "Europe/Berlin"? Names are case-sensitive)'],
		[{ eventStartTime: '2026-02-30T10:00' }, 'Invalid Event Start Time in item 0: "2026-02-30T10:00" is not a valid date-time: February 2026 has no day 30 (it has 28 days)'],
		[{ eventStartTime: 'next friday' }, 'Invalid Event Start Time in item 0: "next friday" is not a start time this node can read'],
		[{ options: { startTimeZone: 'Mars/Base' } }, 'Invalid Start Time Is In in item 0: Start Time Is In "Mars/Base" is not a time zone'],
		[{ options: { batchSize: 0 } }, 'Invalid Batch Size in item 0: Batch Size 0 is not a whole number from 1 to 200'],
	])('%j', async (over, message) => {
		const result = await rig.run(create(over));
		expect(result.error?.message).toBe(message);
		expect(result.error?.description).toBeTruthy();
		expect(result.items).toEqual([]);
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it.each([
		[{ eventName: '' }, 'Parameter "Event Name" is required'],
		[{ adAccountId: rl('../../v1/me') }, 'Not an ad account ID'],
	])('a fixed bad value %j is already refused by n8n\'s own parameter checks', async (over, words) => {
		await expect(rig.run(create(over))).rejects.toThrow(words);
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('without Continue On Fail, one bad item stops the run before anything is sent', async () => {
		const result = await rig.run(create({ eventName: '={{ $json.name }}' }), {
			input: [{ name: 'ok 1' }, { name: '' }, { name: 'ok 2' }],
		});
		expect(result.error?.message).toBe('Invalid Event Name in item 1: Event Name is empty');
		expect(rig.apiCalls()).toHaveLength(0);
		expect(rig.emulator.eventDetails()).toHaveLength(0);
	});

	it('with Continue On Fail, the bad item becomes an error item and the valid ones are created', async () => {
		const result = await rig.run(create({ eventName: '={{ $json.name }}' }), {
			input: [{ name: 'ok 1' }, { name: '' }, { name: 'ok 2' }],
			continueOnFail: true,
		});
		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(result.items[0].json.event_name).toBe('ok 1');
		expect(result.items[1].json.error).toBe('Invalid Event Name in item 1: Event Name is empty');
		expect(result.items[2].json.event_name).toBe('ok 2');
		const calls = rig.apiCalls('POST');
		expect(calls).toHaveLength(1);
		expect((calls[0].body as { event_details: object[] }).event_details).toHaveLength(2);
	});
});

describe('Create: batching', () => {
	const input = (n: number) =>
		Array.from({ length: n }, (_, i) => ({ name: `Event ${i}`, account: i % 2 === 0 ? AD_ACCOUNT_BERLIN : AD_ACCOUNT_LA }));
	const batched = create({ eventName: '={{ $json.name }}', adAccountId: rl('={{ $json.account }}'), eventStartTime: '2027-01-15T12:00' });

	it('120 items for two ad accounts with batch size 50 make exactly 4 create calls, each item paired with its input', async () => {
		const result = await rig.run({ ...batched, options: { batchSize: 50 } }, { input: input(120) });
		expect(result.error).toBeUndefined();
		const calls = rig.apiCalls('POST');
		expect(calls).toHaveLength(4);
		expect(calls.map((c) => (c.body as { event_details: object[] }).event_details.length)).toEqual([50, 10, 50, 10]);
		expect(calls.map((c) => c.path)).toEqual([
			`/v1/adaccounts/${AD_ACCOUNT_BERLIN}/event_details`,
			`/v1/adaccounts/${AD_ACCOUNT_BERLIN}/event_details`,
			`/v1/adaccounts/${AD_ACCOUNT_LA}/event_details`,
			`/v1/adaccounts/${AD_ACCOUNT_LA}/event_details`,
		]);
		expect(result.items).toHaveLength(120);
		result.items.forEach((item, i) => {
			expect(item.pairedItem).toEqual({ item: i });
			expect(item.json.event_name).toBe(`Event ${i}`);
			expect(item.json.ad_account_id).toBe(i % 2 === 0 ? AD_ACCOUNT_BERLIN : AD_ACCOUNT_LA);
		});
		expect(rig.emulator.eventDetails()).toHaveLength(120);
	});

	it('uses one request for up to 50 items by default', async () => {
		await rig.run({ ...batched, adAccountId: rl(AD_ACCOUNT_LA) }, { input: input(51) });
		expect(rig.apiCalls('POST').map((c) => (c.body as { event_details: object[] }).event_details.length)).toEqual([50, 1]);
	});

	it('a failed element fails only its item: with Continue On Fail it becomes that item\'s error item', async () => {
		rig.emulator.faults.rejectElements({ eventName: 'Event 7', reason: 'Error code: E2002, message: Property value is not allowed : [event_name]' });
		const result = await rig.run({ ...batched, options: { batchSize: 50 } }, { input: input(120), continueOnFail: true });
		expect(rig.apiCalls('POST')).toHaveLength(4);
		expect(result.items).toHaveLength(120);
		result.items.forEach((item, i) => expect(item.pairedItem).toEqual({ item: i }));
		expect(result.items[7].json.error).toMatch(/item 7: Error code: E2002, message: Property value is not allowed/);
		expect(result.items[6].json.event_name).toBe('Event 6');
		expect(result.items[8].json.event_name).toBe('Event 8');
		expect(rig.emulator.eventDetails()).toHaveLength(119);
	});

	it('without Continue On Fail, the error names the failed item and every event already created', async () => {
		rig.emulator.faults.rejectElements({ eventName: 'Event 3', reason: 'Error code: E2002, message: nope' });
		const result = await rig.run({ ...batched, options: { batchSize: 2 } }, { input: input(8) });
		// Berlin items 0,2 | 4,6 ; LA items 1,3 | 5,7. The chunk with item 3 is the fourth request.
		expect(rig.apiCalls('POST')).toHaveLength(3);
		expect(result.error?.message).toBe('1 of 8 event details could not be created (items 3): Snapchat did not create the event detail of item 3: Error code: E2002, message: nope');
		const created = rig.emulator.eventDetails();
		expect(created).toHaveLength(5);
		for (const event of created) expect(result.error?.description).toContain(event.id);
		expect(result.error?.description).toMatch(/Not sent because of the failure: items 5, 7\./);
		expect((result.error?.context as { createdEventDetails?: unknown[] } | undefined)?.createdEventDetails ?? created).toHaveLength(5);
	});
});

describe('Create: API failures', () => {
	it('a 403 on an account the user cannot access says so in plain words', async () => {
		const result = await rig.run(create({ adAccountId: rl(AD_ACCOUNT_SINGAPORE), eventTimeZone: 'Europe/Berlin' }));
		expect(result.error?.message).toMatch(/^The connected Snapchat user has no access to 1 event detail in ad account b5c6d7e8/);
		expect(result.error?.description).toMatch(/Snap error code E3002, request ID [\w-]+, HTTP 403/);
		expect(result.error?.httpCode).toBe('403');
		// With Ad Account Default the zone lookup meets the 403 first, and no create is sent.
		rig.emulator.reset();
		const lookup = await rig.run(create({ adAccountId: rl(AD_ACCOUNT_SINGAPORE), eventTimeZone: 'accountDefault' }));
		expect(lookup.error?.message).toMatch(/^The connected Snapchat user has no access to ad account b5c6d7e8/);
		expect(lookup.error?.httpCode).toBe('403');
		expect(rig.apiCalls('POST')).toEqual([]);
	});

	it('a 429 is retried (the service did not process it) and the event is created once', async () => {
		rig.emulator.faults.failNext({ status: 429, method: 'POST', retryAfterSeconds: 0 });
		const result = await rig.run(create());
		expect(result.error).toBeUndefined();
		expect(rig.apiCalls('POST').map((c) => c.status)).toEqual([429, 200]);
		expect(rig.emulator.eventDetails()).toHaveLength(1);
	});

	it.each([500, 503])('a %i is not repeated: zero duplicates, and the error says how to check', async (status) => {
		rig.emulator.faults.failNext({ status: status as 500 | 503, method: 'POST', retryAfterSeconds: 0 });
		const result = await rig.run(create());
		expect(rig.apiCalls('POST')).toHaveLength(1);
		expect(result.error?.message).toMatch(/may or may not have been created/);
		expect(result.error?.description).toMatch(/not repeated.*Get Many on ad account a1b2c3d4-2222/);
	});

	it('a dropped connection after the work is not repeated: the event exists exactly once', async () => {
		rig.emulator.faults.dropAfterProcessing({ method: 'POST' });
		const result = await rig.run(create());
		expect(rig.apiCalls('POST')).toHaveLength(1);
		expect(rig.emulator.eventDetails()).toHaveLength(1);
		expect(result.error?.message).toMatch(/connection to Snapchat failed while creating .*may or may not have been created/);
	});
});

describe('Create: expired token', () => {
	it('n8n refreshes the token on the contract 401, repeats the call once, and stores the new token', async () => {
		const before = rig.credential.data.oauthTokenData as { access_token: string };
		rig.emulator.expireAllAccessTokens();
		const result = await rig.run(create());
		expect(result.error).toBeUndefined();
		const posts = rig.apiCalls('POST');
		expect(posts.map((c) => c.status)).toEqual([401, 200]);
		expect(posts[0].token).toBe(before.access_token);
		expect(posts[1].token).not.toBe(before.access_token);
		const [refresh] = rig.tokenCalls();
		expect(refresh.form).toMatchObject({ grant_type: 'refresh_token', client_id: rig.emulator.client.clientId });
		expect(refresh.headers.authorization).toBeUndefined();
		expect((rig.credential.data.oauthTokenData as { access_token: string }).access_token).toBe(posts[1].token);
		expect(rig.emulator.eventDetails()).toHaveLength(1);
		expect(visibleText(result)).not.toContain(posts[1].token as string);
		for (const secret of rig.secrets()) expect(visibleText(result)).not.toContain(secret);
	});
});

/**
 * Audience Segment through n8n-core's engine against the emulator (issue 13): CRUD with get, merge,
 * put; Add/Remove Users with one summary item, dedupe, invalid items, Fail, ambiguous answers.
 * Expected hashes are literals computed outside the code (printf '%s' value | sha256sum).
 */
import { AD_ACCOUNT_LA, AD_ACCOUNT_SINGAPORE } from '../emulator';
import { MISSING_SEGMENT_ID, rl, segmentParams, segmentUsersParams } from './params';
import { json, useRig } from './setup';

const rig = useRig({ maxPageSize: 2 });

const H = {
	johnDoe: '836f82db99121b3481011f16b49dfa5fbc714a0d1b1b9f784a1ebbbf5b39577f', // john.doe@example.com
	janePromo: 'e85af12814cd0fdaf47c791414b23cc8f53053eacce6c73b8a6ab4617ca160b2', // jane+promo@gmail.com
	uk: '38e62b3e091778f9214de3aa00ae498aa4b78433d73dec5977eb2ec1c8be4a69', // 442079460000
	us: '5e7ec4c79ccac6e420876e65ad0e6b4b2ccf73ec3dccb50297bf2890a1ec73b9', // 14155550100
};
const calls = () => rig.apiCalls().map((c) => `${c.method} ${c.path}`);
const seed = (over: Record<string, unknown> = {}) =>
	rig.emulator.segments.seed({ name: 'Newsletter', description: 'CRM', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA, ...over });
const sentHashes = (i = 0) => (rig.apiCalls()[i].body as { users: Array<{ schema: string[]; data: string[][] }> }).users[0];

describe('Create, Get, Get Many, Update, Delete', () => {
	it('Create sends a FIRST_PARTY segment with Lifetime as 9999 and outputs what Snapchat answered', async () => {
		const result = await rig.run(segmentParams('create', { adAccountId: rl(AD_ACCOUNT_LA), name: 'VIP customers', description: 'Nightly sync' }));
		expect(result.error).toBeUndefined();
		expect(rig.apiCalls('POST')[0].body).toEqual({
			segments: [{ name: 'VIP customers', description: 'Nightly sync', source_type: 'FIRST_PARTY', retention_in_days: 9999, ad_account_id: AD_ACCOUNT_LA }],
		});
		const [{ existing, ...segment }] = json(result.items);
		expect(segment).toMatchObject({ name: 'VIP customers', upload_status: 'NO_UPLOAD', approximate_number_users: 0 });
		// If It Exists (issue 50.4): the output says the segment was created, not an existing one used.
		expect(existing).toBe(false);
		expect(rig.emulator.segments.get(segment.id as string)).toEqual(segment);
	});

	it('Create takes a number of days, and refuses a name over 375 characters before any request', async () => {
		await rig.run(segmentParams('create', { adAccountId: rl(AD_ACCOUNT_LA), name: 'Short', retention: 'days', retentionDays: 30 }));
		expect((rig.apiCalls('POST')[0].body as { segments: Array<{ retention_in_days: number }> }).segments[0].retention_in_days).toBe(30);
		rig.emulator.clearLog();
		const long = await rig.run(segmentParams('create', { adAccountId: rl(AD_ACCOUNT_LA), name: 'x'.repeat(376) }));
		expect(long.error?.message).toBe('Invalid Name in item 0: Name is 376 characters long; Snapchat allows at most 375');
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('Create checks every item before the first request: a bad second item creates nothing', async () => {
		const result = await rig.run(segmentParams('create', { adAccountId: rl(AD_ACCOUNT_LA), name: '={{ $json.name }}' }), {
			input: [{ name: 'Fine' }, { name: '' }],
		});
		expect(result.error?.message).toBe('Invalid Name in item 1: Name is empty');
		expect(rig.apiCalls()).toHaveLength(0);
	});

	// These three take the write path as it was before If It Exists (Create Another reads no segment list): with
	// Use Existing, an ad account whose segments cannot be read refuses its items before anything is created
	// (test/node/segmentIfExists.test.ts).
	it('Create: when a later item fails, the error names the segments already created, so a re-run does not duplicate them', async () => {
		const result = await rig.run(segmentParams('create', { adAccountId: rl('={{ $json.account }}'), name: '={{ $json.name }}', ifExists: 'createAnother' }), {
			input: [{ account: AD_ACCOUNT_LA, name: 'First' }, { account: AD_ACCOUNT_SINGAPORE, name: 'Foreign' }],
		});
		const [created] = rig.emulator.segments.list(AD_ACCOUNT_LA);
		expect(created?.name).toBe('First');
		expect(result.error?.message).toMatch(/no access/);
		expect(result.error?.description).toContain(`item 0 → ${created.id as string}`);
		expect(result.error?.description).toMatch(/do not create (it|them) again/);
	});

	it('Create with Continue On Fail: one item per input item in input order, the refused one an error item, the others created', async () => {
		const result = await rig.run(segmentParams('create', { adAccountId: rl('={{ $json.account }}'), name: '={{ $json.name }}', ifExists: 'createAnother' }), {
			input: [
				{ account: AD_ACCOUNT_LA, name: 'First' },
				{ account: AD_ACCOUNT_SINGAPORE, name: 'Foreign' },
				{ account: AD_ACCOUNT_LA, name: 'Third' },
			],
			continueOnFail: true,
		});
		expect(result.error).toBeUndefined();
		expect(result.items.map((i) => i.json.name ?? 'error')).toEqual(['First', 'error', 'Third']);
		expect(result.items.map((i) => i.pairedItem)).toEqual([{ item: 0 }, { item: 1 }, { item: 2 }]);
		expect(result.items[1].json.error).toMatch(/no access/);
		expect(rig.emulator.segments.list(AD_ACCOUNT_LA).map((s) => s.name).sort()).toEqual(['First', 'Third']);
		expect(calls()).toHaveLength(3);
	});

	it('Create without Continue On Fail: a failure stops the run, names what was created and what was not sent', async () => {
		const result = await rig.run(segmentParams('create', { adAccountId: rl('={{ $json.account }}'), name: '={{ $json.name }}', ifExists: 'createAnother' }), {
			input: [
				{ account: AD_ACCOUNT_LA, name: 'First' },
				{ account: AD_ACCOUNT_SINGAPORE, name: 'Foreign' },
				{ account: AD_ACCOUNT_LA, name: 'Third' },
			],
		});
		const [created] = rig.emulator.segments.list(AD_ACCOUNT_LA);
		expect(rig.emulator.segments.list(AD_ACCOUNT_LA).map((s) => s.name)).toEqual(['First']);
		expect(calls()).toHaveLength(2);
		expect(result.error?.description).toContain(`item 0 → ${created.id as string}`);
		expect(result.error?.description).toContain('Not sent because of the failure: items 2');
	});

	it('Create: a 200 that refuses the request without elements shows Snapchat\'s message, code and request ID', async () => {
		const body = { request_status: 'ERROR', request_id: 'rid1', error_code: 'E9999', debug_message: 'Ad account is disabled' };
		rig.emulator.faults.reshapeCreateAnswer({ body });
		const result = await rig.run(segmentParams('create', { adAccountId: rl(AD_ACCOUNT_LA), name: 'VIP' }));
		expect(result.error?.message).toBe(`Snapchat refused to create a new audience segment in ad account ${AD_ACCOUNT_LA}: Ad account is disabled`);
		expect(result.error?.description).toMatch(/Nothing was created.*Snap error code E9999, request ID rid1/);
	});

	it('Get shows the upload and targeting status; Get Many pages through an ad account', async () => {
		const a = seed();
		seed({ name: 'B' });
		seed({ name: 'C' });
		const got = await rig.run(segmentParams('get', { segmentId: rl(a.id as string) }));
		expect(json(got.items)).toEqual([a]);
		expect(json(got.items)[0]).toMatchObject({ upload_status: 'NO_UPLOAD', targetable_status: 'NOT_READY' });
		const all = await rig.run(segmentParams('getAll', { adAccountId: rl(AD_ACCOUNT_LA), returnAll: true }));
		expect(json(all.items).map((s) => s.name)).toEqual(['Newsletter', 'B', 'C']);
		const limited = await rig.run(segmentParams('getAll', { adAccountId: rl(AD_ACCOUNT_LA), returnAll: false, limit: 1 }));
		expect(json(limited.items).map((s) => s.name)).toEqual(['Newsletter']);
	});

	it('Update reads the segment, merges the changes and puts the whole segment back (description kept)', async () => {
		const s = seed();
		const result = await rig.run(segmentParams('update', { segmentId: rl(s.id as string), updateFields: { name: 'Renamed', retention: 'days', retentionDays: 90 } }));
		expect(result.error).toBeUndefined();
		expect(calls()).toEqual([`GET /v1/segments/${s.id}`, `PUT /v1/adaccounts/${AD_ACCOUNT_LA}/segments`]);
		expect(rig.apiCalls()[1].body).toEqual({
			segments: [{ id: s.id, name: 'Renamed', description: 'CRM', source_type: 'FIRST_PARTY', retention_in_days: 90, ad_account_id: AD_ACCOUNT_LA }],
		});
		expect(json(result.items)[0]).toMatchObject({ name: 'Renamed', description: 'CRM', retention_in_days: 90 });
	});

	it('Update with no field chosen says so before any request', async () => {
		const s = seed();
		const result = await rig.run(segmentParams('update', { segmentId: rl(s.id as string), updateFields: {} }));
		expect(result.error?.message).toBe('Invalid Update Fields in item 0: Update Fields is empty: there is nothing to change');
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('Delete outputs { id, deleted: true }; a missing segment is named', async () => {
		const s = seed();
		const result = await rig.run(segmentParams('delete', { segmentId: rl(s.id as string) }));
		expect(result.items).toEqual([{ json: { id: s.id, deleted: true }, pairedItem: { item: 0 } }]);
		expect(rig.emulator.segments.exists(s.id as string)).toBe(false);
		const missing = await rig.run(segmentParams('get', { segmentId: rl(MISSING_SEGMENT_ID) }));
		expect(missing.error?.message).toMatch(`Audience segment ${MISSING_SEGMENT_ID} was not found`);
	});

	it('the list search shows the chosen ad account\'s segments, filtered by the typed text', async () => {
		const a = seed({ name: 'Newsletter subscribers' });
		seed({ name: 'Churned' });
		const found = await rig.listSearch('searchAudienceSegments', { filter: 'news', parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		expect(found.results.map((r) => r.value)).toEqual([a.id]);
		// n8n 2.40's list shows only the name: whether the segment can be targeted goes into it.
		expect(found.results[0].name).toBe('Newsletter subscribers · Not ready · 0 users');
	});

	it('shows each segment\'s size in the name n8n\'s list shows: "Buyers · Ready · 1,200 users" (issue 50.1)', async () => {
		const buyers = seed({ name: 'Buyers' });
		const hashes = Array.from({ length: 1200 }, (_, i) => i.toString(16).padStart(64, '0'));
		rig.emulator.segments.addUsers(buyers.id as string, 'EMAIL_SHA256', hashes);
		const one = seed({ name: 'One' });
		rig.emulator.segments.addUsers(one.id as string, 'EMAIL_SHA256', [hashes[0]]);
		rig.emulator.advanceTime(61);
		try {
			const found = await rig.listSearch('searchAudienceSegments', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
			const names = Object.fromEntries(found.results.map((r) => [r.value, r.name]));
			expect(names[buyers.id as string]).toBe('Buyers · Ready · 1,200 users');
			expect(names[one.id as string]).toBe('One · Too few users · 1 user');
		} finally {
			rig.emulator.advanceTime(-61);
		}
	});

	it('tells apart two segments with the same name and status by their creation date and ID tail; (issue 31.8)', async () => {
		const one = seed({ name: 'Newsletter subscribers' });
		const two = seed({ name: 'Newsletter subscribers' });
		// (The rig serves pages of 2: both are on the first page. A name of its own stays plain: see the test above.)
		const found = await rig.listSearch('searchAudienceSegments', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		const names = Object.fromEntries(found.results.map((r) => [r.value, r.name]));
		const day = (s: Record<string, unknown>) => String(s.created_at).slice(0, 10);
		expect(names[one.id as string]).toBe(`Newsletter subscribers · Not ready · 0 users · created ${day(one)} · ID …${String(one.id).slice(-6)}`);
		expect(names[two.id as string]).toBe(`Newsletter subscribers · Not ready · 0 users · created ${day(two)} · ID …${String(two.id).slice(-6)}`);
		expect(new Set(Object.values(names)).size).toBe(2);
	});
});

describe('Add Users and Remove Users', () => {
	const emails = [' John.Doe@Example.COM ', 'john.doe@example.com', 'not-an-email', H.janePromo.toUpperCase(), '', 'Jane+Promo@Gmail.com'];

	it('hashes, dedupes and sends one request; ONE summary item paired with every input item', async () => {
		const s = seed();
		const result = await rig.run(segmentUsersParams(s.id as string), { input: emails.map((email) => ({ email })) });
		expect(result.error).toBeUndefined();
		expect(calls()).toEqual([`POST /v1/segments/${s.id}/users`]);
		expect(sentHashes()).toEqual({ schema: ['EMAIL_SHA256'], data: [[H.johnDoe], [H.janePromo]] });
		expect(result.items).toHaveLength(1);
		expect(result.items[0].pairedItem).toEqual(emails.map((_, item) => ({ item })));
		expect(result.items[0].json).toMatchObject({
			segmentId: s.id,
			operation: 'Add Users',
			identifierType: 'Email',
			itemsReceived: 6,
			identifiersSent: 2,
			duplicatesDropped: 2,
			invalidItemCount: 2,
			invalidItems: [
				{ itemIndex: 2, reason: 'has no @, so it is not an email address' },
				{ itemIndex: 4, reason: 'is empty' },
			],
			requests: [{ request: 1, identifiers: 2, outcome: 'accepted', numberUploadedUsers: 2 }],
			numberUploadedUsers: 2,
			outcome: 'accepted',
		});
		expect(rig.emulator.segments.counts(s.id as string).added.EMAIL_SHA256).toBe(2);
	});

	it('On Invalid Identifier = Fail stops before anything is sent, naming the item; Continue On Fail gives one error item', async () => {
		const s = seed();
		const params = segmentUsersParams(s.id as string, { options: { onInvalid: 'fail' } });
		const failing = await rig.run(params, { input: emails.map((email) => ({ email })) });
		expect(failing.error?.message).toBe('Invalid Identifier in item 2: the email has no @, so it is not an email address');
		expect(failing.error?.description).toMatch(/Nothing was sent/);
		expect(rig.apiCalls()).toHaveLength(0);
		const continuing = await rig.run(params, { input: emails.map((email) => ({ email })), continueOnFail: true });
		expect(continuing.items).toHaveLength(1);
		expect(continuing.items[0].json.error).toMatch(/item 2/);
		expect(continuing.items[0].pairedItem).toHaveLength(emails.length);
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('phone numbers: without a country setting a national number is invalid, never hashed under a guessed country (issue 18)', async () => {
		const s = seed();
		const params = segmentUsersParams(s.id as string, { identifierType: 'phone', identifier: '={{ $json.phone }}' });
		const result = await rig.run(params, { input: [{ phone: '(415) 555-0100' }, { phone: '+1 (415) 555-0100' }] });
		expect(sentHashes()).toEqual({ schema: ['PHONE_SHA256'], data: [[H.us]] });
		expect(json(result.items)[0]).toMatchObject({
			identifiersSent: 1,
			invalidItemCount: 1,
			invalidItems: [{ itemIndex: 0, reason: expect.stringMatching(/^has no country code.*Default Country.*Numbers Include Country Code/) }],
		});
	});

	it('phone numbers: national numbers are read by the Default Country; Numbers Include Country Code reads CRM exports', async () => {
		const s = seed();
		const input = [{ phone: '020 7946 0000' }, { phone: '+44 20 7946 0000' }, { phone: '+1 (415) 555-0100' }];
		const params = segmentUsersParams(s.id as string, { identifierType: 'phone', identifier: '={{ $json.phone }}', defaultCountry: 'GB' });
		const result = await rig.run(params, { input });
		expect(sentHashes()).toEqual({ schema: ['PHONE_SHA256'], data: [[H.uk], [H.us]] });
		expect(json(result.items)[0]).toMatchObject({ identifierType: 'Phone', duplicatesDropped: 1, identifiersSent: 2, invalidItemCount: 0 });
		rig.emulator.clearLog();
		const crm = await rig.run({ ...params, defaultCountry: '', includesCountryCode: true }, { input: [{ phone: '14155550100' }, { phone: '442079460000' }] });
		expect(sentHashes()).toEqual({ schema: ['PHONE_SHA256'], data: [[H.us], [H.uk]] });
		expect(json(crm.items)[0]).toMatchObject({ identifiersSent: 2, invalidItemCount: 0 });
		rig.emulator.clearLog();
		await rig.run({ ...params, defaultCountry: '={{ " gb " }}' }, { input: [input[0]] });
		expect(sentHashes()).toEqual({ schema: ['PHONE_SHA256'], data: [[H.uk]] });
		rig.emulator.clearLog();
		const bad = await rig.run({ ...params, defaultCountry: '={{ "UK" }}' }, { input });
		expect(bad.error?.message).toBe('Invalid Default Country in item 0: Default Country is not one of the countries in the list');
		expect(rig.apiCalls()).toHaveLength(0);
	});

	it('phone numbers: a workflow saved with the old Default Country Calling Code fails and says what to set; nothing is sent', async () => {
		const s = seed();
		const params = segmentUsersParams(s.id as string, { identifierType: 'phone', identifier: '={{ $json.phone }}', options: { defaultCallingCode: '44' } });
		const result = await rig.run(params, { input: [{ phone: '020 7946 0000' }] });
		expect(result.error?.message).toBe(
			'Invalid Default Country Calling Code in item 0: Default Country Calling Code is no longer used: a calling code is not a country (1 is the US, Canada and the Caribbean)',
		);
		expect(result.error?.description).toMatch(/Remove it from Options and set Default Country .*Nothing was sent/);
		expect(rig.apiCalls()).toHaveLength(0);
		// It did nothing for other identifier types, and still does nothing there.
		const emails = await rig.run(segmentUsersParams(s.id as string, { options: { defaultCallingCode: '44' } }), { input: [{ email: 'john.doe@example.com' }] });
		expect(emails.error).toBeUndefined();
		expect(sentHashes()).toEqual({ schema: ['EMAIL_SHA256'], data: [[H.johnDoe]] });
	});

	it('Remove Users sends a DELETE with the same body, and the emulator counts the removals', async () => {
		const s = seed();
		const input = [{ email: 'john.doe@example.com' }, { email: 'jane+promo@gmail.com' }];
		await rig.run(segmentUsersParams(s.id as string), { input });
		const removed = await rig.run(segmentUsersParams(s.id as string, { operation: 'removeUsers' }), { input: [input[0]] });
		expect(calls()).toEqual([`POST /v1/segments/${s.id}/users`, `DELETE /v1/segments/${s.id}/users`]);
		expect(sentHashes(1)).toEqual({ schema: ['EMAIL_SHA256'], data: [[H.johnDoe]] });
		expect(json(removed.items)[0]).toMatchObject({ operation: 'Remove Users', identifiersSent: 1, numberUploadedUsers: 1 });
		expect(rig.emulator.segments.counts(s.id as string)).toMatchObject({ current: { EMAIL_SHA256: 1 }, removed: { EMAIL_SHA256: 1 } });
	});

	it.each([
		['no users element', 'no-users' as const, /held no users element/],
		['an element without a count', 'no-count' as const, /did not say how many users/],
	])('an answer with %s makes the outcome unknown, never a guess', async (_what, shape, note) => {
		const s = seed();
		rig.emulator.segments.answerNext(shape);
		const result = await rig.run(segmentUsersParams(s.id as string), { input: [{ email: 'john.doe@example.com' }] });
		expect(result.error).toBeUndefined();
		expect(json(result.items)[0]).toMatchObject({
			outcome: 'unknown',
			numberUploadedUsers: null,
			requests: [{ outcome: 'unknown', numberUploadedUsers: null, note: expect.stringMatching(note) }],
		});
	});

	it('only invalid items: nothing is sent and the summary says why', async () => {
		const s = seed();
		const result = await rig.run(segmentUsersParams(s.id as string, { identifierType: 'mobileAdId', identifier: '={{ $json.id }}' }), {
			input: [{ id: 'nope' }, { id: '00000000-0000-0000-0000-000000000000' }],
		});
		expect(rig.apiCalls()).toHaveLength(0);
		expect(json(result.items)[0]).toMatchObject({ identifiersSent: 0, invalidItemCount: 2, requests: [], note: 'No valid identifier was found, so nothing was sent.' });
	});

	it('a 500 on an upload is not retried blindly: the error says the outcome is unknown; Continue On Fail keeps the summary', async () => {
		const s = seed();
		rig.emulator.faults.failNext({ status: 500, method: 'POST', pathPrefix: '/v1/segments/' });
		const failing = await rig.run(segmentUsersParams(s.id as string), { input: [{ email: 'john.doe@example.com' }] });
		expect(failing.error?.message).toMatch(/may or may not have been added/);
		expect(rig.apiCalls('POST')).toHaveLength(1);
		rig.emulator.faults.failNext({ status: 500, method: 'POST', pathPrefix: '/v1/segments/' });
		const continuing = await rig.run(segmentUsersParams(s.id as string), { input: [{ email: 'john.doe@example.com' }], continueOnFail: true });
		expect(json(continuing.items)[0]).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/Nothing else was sent/), requests: [] });
	});

	it('a refused request names Snapchat\'s request ID for support, and says nothing was taken', async () => {
		const s = seed();
		rig.emulator.segments.answerNext('refused');
		const result = await rig.run(segmentUsersParams(s.id as string), { input: [{ email: 'john.doe@example.com' }] });
		expect(result.error?.message).toMatch(/^Snapchat refused request 1: .*Segment does not accept users right now.*Nothing else was sent\.$/);
		expect(result.error?.description).toMatch(/Nothing of request 1 was taken.*\(request ID [\w-]+\)/);
	});

	it('100,001 emails are 2 requests; when the second is refused, the error says what the first already sent', async () => {
		const s = seed();
		rig.emulator.segments.answerNext('complete');
		rig.emulator.segments.answerNext('refused');
		const input = Array.from({ length: 100_001 }, (_, i) => ({ email: `user${i}@example.com` }));
		const result = await rig.run(segmentUsersParams(s.id as string), { input });
		expect(rig.apiCalls('POST').map((c) => (c.body as { users: Array<{ data: unknown[] }> }).users[0].data.length)).toEqual([100_000, 1]);
		expect(result.error?.message).toBe(
			'Snapchat refused request 2: Snapchat reported ERROR: Error code: E2002, message: Segment does not accept users right now : [segment_id]. The 1 request(s) before it were answered (100000 identifiers); nothing after it was sent.',
		);
		expect(rig.emulator.segments.counts(s.id as string).added.EMAIL_SHA256).toBe(100_000);
	}, 120_000);

	it('items naming different segments stop the run before anything is sent, instead of all going to the first one', async () => {
		const a = seed();
		const b = seed({ name: 'Other' });
		const input = [{ email: 'john.doe@example.com', segment: a.id as string }, { email: 'jane+promo@gmail.com', segment: b.id as string }];
		const result = await rig.run(segmentUsersParams(a.id as string, { segmentId: rl('={{ $json.segment }}') }), { input });
		expect(result.error?.message).toMatch(/^Invalid Audience Segment in item 1: /);
		expect(rig.apiCalls()).toHaveLength(0);
		// The same segment in every item (an expression) is fine.
		const same = await rig.run(segmentUsersParams(a.id as string, { segmentId: rl('={{ $json.segment }}') }), { input: input.map((i) => ({ ...i, segment: a.id as string })) });
		expect(json(same.items)[0]).toMatchObject({ identifiersSent: 2, outcome: 'accepted' });
	});

	it('a segment in an ad account the user cannot see is refused (403)', async () => {
		const s = seed({ ad_account_id: AD_ACCOUNT_SINGAPORE });
		const result = await rig.run(segmentUsersParams(s.id as string), { input: [{ email: 'john.doe@example.com' }] });
		expect(result.error?.message).toMatch(/no access|permission/i);
		expect(rig.emulator.segments.counts(s.id as string).added.EMAIL_SHA256).toBe(0);
	});
});

// Issue 18, part 1: Snap's segment IDs are decimal strings ("5677923948298240", Customer Lists page
// and the fixtures), not UUIDs. The emulator issues them so; every operation on one segment works.
describe('segment IDs are decimal strings, as Snapchat issues them', () => {
	it('Get, Update and Delete take a decimal segment ID entered By ID', async () => {
		const s = seed();
		expect(s.id).toMatch(/^\d{16}$/);
		const got = await rig.run(segmentParams('get', { segmentId: rl(s.id as string) }));
		expect(got.error).toBeUndefined();
		expect(json(got.items)).toEqual([s]);
		const updated = await rig.run(segmentParams('update', { segmentId: rl(s.id as string), updateFields: { name: 'Renamed' } }));
		expect(updated.error).toBeUndefined();
		expect(json(updated.items)[0]).toMatchObject({ id: s.id, name: 'Renamed' });
		const deleted = await rig.run(segmentParams('delete', { segmentId: rl(s.id as string) }));
		expect(json(deleted.items)).toEqual([{ id: s.id, deleted: true }]);
		expect(calls()).toEqual([`GET /v1/segments/${s.id}`, `GET /v1/segments/${s.id}`, `PUT /v1/adaccounts/${AD_ACCOUNT_LA}/segments`, `DELETE /v1/segments/${s.id}`]);
	});

	it('Create, then Add Users with {{ $json.id }} from the created segment', async () => {
		const created = await rig.run(segmentParams('create', { adAccountId: rl(AD_ACCOUNT_LA), name: 'From CRM' }));
		const [segment] = json(created.items);
		const input = [{ ...segment, email: 'john.doe@example.com' }];
		const added = await rig.run(segmentUsersParams('={{ $json.id }}'), { input });
		expect(added.error).toBeUndefined();
		expect(json(added.items)[0]).toMatchObject({ segmentId: segment.id, identifiersSent: 1, outcome: 'accepted' });
		expect(rig.emulator.segments.counts(segment.id as string).added.EMAIL_SHA256).toBe(1);
	});

	it('a segment picked From List works at run time', async () => {
		const s = seed({ name: 'Newsletter subscribers' });
		const found = await rig.listSearch('searchAudienceSegments', { parameters: { adAccountId: rl(AD_ACCOUNT_LA) } });
		const picked = found.results.find((r) => r.name.startsWith('Newsletter subscribers'));
		expect(picked?.value).toBe(s.id);
		const got = await rig.run(segmentParams('get', { segmentId: rl(String(picked?.value), 'list') }));
		expect(got.error).toBeUndefined();
		expect(json(got.items)[0]).toMatchObject({ id: s.id });
	});

	it('a segment ID mapped as a JSON number is read as its digits', async () => {
		const s = seed();
		const got = await rig.run(segmentParams('get', { segmentId: rl('={{ Number($json.id) }}') }), { input: [{ id: s.id as string }] });
		expect(got.error).toBeUndefined();
		expect(json(got.items)[0]).toMatchObject({ id: s.id });
	});

	it.each([
		['a UUID', '5d2e0c3a-8f1b-4c6e-9a7d-1b2c3d4e5f60'],
		['a path', '5677923948298240/../../me'],
		['dots', '..'],
		['an encoded path', '%2e%2e%2f5677923948298240'],
		['a query', '5677923948298240?x=1'],
		['a fragment', '5677923948298240#x'],
		['a space', '5677923948298240 5677923948298241'],
		['a fraction', 5677923948.5],
		['a negative number', -5],
	])('refuses %s before any request, saying what a segment ID looks like', async (_what, value) => {
		const result = await rig.run(segmentParams('get', { segmentId: rl('={{ $json.v }}') }), { input: [{ v: value }] });
		expect(result.error?.message).toMatch(/^Invalid Audience Segment in item 0: Audience Segment .* is not a valid ID$/);
		expect(result.error?.description).toMatch(/digits only, such as 5677923948298240/);
		expect(rig.emulator.requestLog).toEqual([]);
	});
});

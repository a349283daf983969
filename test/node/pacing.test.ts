/**
 * Issue 41: a run keeps one credential's requests at Snap's pace instead of running into its limit
 * (the emulator answers 429 past 10 requests per rolling second per token), and a run naming many
 * ad accounts reads their time zones and currencies in one list read instead of one GET each.
 */
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA, AD_ACCOUNT_LONDON, AD_ACCOUNT_NEW_YORK } from '../emulator';
import { rl } from './params';
import { json, useRig } from './setup';
import { accountStatsParams } from './statsParams';

const NOW = Date.UTC(2025, 6, 20, 12);
const rig = useRig({ now: () => NOW });

const tooMany = () => rig.apiCalls().filter((c) => c.status === 429);

describe('pacing within a run (issue 41)', () => {
	afterEach(() => rig.emulator.setRateLimit(null));

	it('50 items of one run against a limit of 10 per second: almost no request is answered 429', async () => {
		rig.emulator.setRateLimit(10);
		const result = await rig.run({ resource: 'adAccount', operation: 'get', adAccountId: rl(AD_ACCOUNT_LA) }, { input: Array.from({ length: 50 }, () => ({})) });
		expect(result.error).toBeUndefined();
		expect(result.items).toHaveLength(50);
		// At most 5% of the requests (issue 41's goal): here at most 2 of about 50.
		expect(tooMany().length).toBeLessThanOrEqual(2);
		expect(rig.apiCalls().length).toBeLessThanOrEqual(52);
	});

	it('Stats of many ad accounts read the accounts in one list read, not one GET each, with each account in its own zone and currency', async () => {
		const accounts = [AD_ACCOUNT_LA, AD_ACCOUNT_BERLIN, AD_ACCOUNT_NEW_YORK, AD_ACCOUNT_LONDON];
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { adAccountId: rl('={{ $json.id }}'), startDate: '2025-07-01', endDate: '2025-07-01' }), {
			input: accounts.map((id) => ({ id })),
		});
		expect(result.error).toBeUndefined();
		const reads = rig.apiCalls('GET').filter((c) => !c.path.endsWith('/stats'));
		expect(reads.map((c) => c.path)).toEqual(['/v1/me/organizations']);
		expect(reads[0].query).toMatchObject({ with_ad_accounts: 'true' });
		const rows = json(result.items);
		expect(rows.map((r) => [r.id, r.currency, r.start_time])).toEqual([
			[AD_ACCOUNT_LA, 'USD', '2025-07-01T07:00:00.000Z'],
			[AD_ACCOUNT_BERLIN, 'EUR', '2025-06-30T22:00:00.000Z'],
			[AD_ACCOUNT_NEW_YORK, 'USD', '2025-07-01T04:00:00.000Z'],
			[AD_ACCOUNT_LONDON, 'GBP', '2025-06-30T23:00:00.000Z'],
		]);
	});

	it('Stats of a few ad accounts keep one GET per account', async () => {
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { adAccountId: rl('={{ $json.id }}'), startDate: '2025-07-01', endDate: '2025-07-01' }), {
			input: [{ id: AD_ACCOUNT_LA }, { id: AD_ACCOUNT_BERLIN }, { id: AD_ACCOUNT_LA }],
		});
		expect(result.error).toBeUndefined();
		const reads = rig.apiCalls('GET').filter((c) => !c.path.endsWith('/stats'));
		expect(reads.map((c) => c.path)).toEqual([`/v1/adaccounts/${AD_ACCOUNT_LA}`, `/v1/adaccounts/${AD_ACCOUNT_BERLIN}`]);
	});

	it('an account missing from the list read is read on its own, and its error names it', async () => {
		const other = 'b5c6d7e8-5555-4e55-8e55-555555555555'; // user-2's account: not in user-1's organizations
		const result = await rig.run(accountStatsParams(AD_ACCOUNT_LA, { adAccountId: rl('={{ $json.id }}'), startDate: '2025-07-01', endDate: '2025-07-01' }), {
			input: [{ id: AD_ACCOUNT_LA }, { id: AD_ACCOUNT_BERLIN }, { id: AD_ACCOUNT_NEW_YORK }, { id: other }],
			continueOnFail: true,
		});
		expect(result.error).toBeUndefined();
		const reads = rig.apiCalls('GET').filter((c) => !c.path.endsWith('/stats'));
		expect(reads.map((c) => c.path)).toEqual(['/v1/me/organizations', `/v1/adaccounts/${other}`]);
		const rows = json(result.items);
		expect(rows).toHaveLength(4);
		expect(String(rows[3].error)).toContain(other);
	});
});

import { createAdAccountLookup } from '../../nodes/SnapchatAds/actions/common/accounts';
import type { SnapClient } from '../../nodes/SnapchatAds/transport';

const ACCOUNT = 'a1b2c3d4-1111-4a11-8a11-111111111111';

/** A client whose GET of the ad account answers `answer` (or throws it), counting calls. */
function fakeClient(answer: () => unknown) {
	let calls = 0;
	const client = {
		request: async () => {
			calls++;
			return answer();
		},
		entities: (body: { adaccounts: Array<{ adaccount: Record<string, unknown> }> }) => body.adaccounts.map((w) => w.adaccount),
	} as unknown as SnapClient;
	return { client, calls: () => calls };
}

describe('the per-run ad account lookup', () => {
	it('asks Snapchat once per ad account for the whole run', async () => {
		const { client, calls } = fakeClient(() => ({
			adaccounts: [{ adaccount: { id: ACCOUNT, timezone: 'America/Los_Angeles', currency: 'USD', name: 'Acme US' } }],
		}));
		const lookup = createAdAccountLookup(client);
		const [a, b] = await Promise.all([lookup.get(ACCOUNT, 0), lookup.get(ACCOUNT, 1)]);
		await lookup.get(ACCOUNT, 2);
		expect(calls()).toBe(1);
		expect(a).toMatchObject({ timezone: 'America/Los_Angeles', currency: 'USD', name: 'Acme US' });
		expect(b).toBe(a);
	});

	it('remembers a failed lookup for the run: later items fail at once with the same error instead of repeating the retries', async () => {
		const refusal = new Error('Snapchat had a temporary problem with ad account (HTTP 503)');
		const { client, calls } = fakeClient(() => {
			throw refusal;
		});
		const lookup = createAdAccountLookup(client);
		await expect(lookup.get(ACCOUNT, 0)).rejects.toBe(refusal);
		await expect(lookup.get(ACCOUNT, 1)).rejects.toBe(refusal);
		await expect(lookup.get(ACCOUNT, 2)).rejects.toBe(refusal);
		expect(calls()).toBe(1);
	});
});

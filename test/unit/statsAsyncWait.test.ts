/**
 * The wait for an asynchronous stats report (actions/stats/async.ts) is measured on the package's
 * monotonic clock (shared/http/pace.ts, performance.now), not on the wall clock (Date.now). Known
 * defect: it read Date.now(), so a wall clock set back during the wait (NTP, a resumed VM, a person)
 * made the elapsed time negative and the wait ran past Max Wait, without end while the clock stayed
 * behind; and no test could drive the wait without sleeping for real. Here the clock is a fake one
 * that moves only when the wait sleeps, and the wall clock jumps an hour back after the first read.
 */
import type { IExecuteFunctions } from 'n8n-workflow';

import { fetchAsyncReport } from '../../nodes/SnapchatAds/actions/stats/async';
import type { SnapClient } from '../../nodes/SnapchatAds/transport';
import { fakeClock } from './fakeClock';

const ctx = { getNode: () => ({ name: 'Snapchat Ads', type: 'snapchatAds', typeVersion: 1, position: [0, 0], parameters: {} }), logger: { info: () => undefined } } as unknown as IExecuteFunctions;

/**
 * A client whose report is never ready: the start answers a run id, every status poll RUNNING. From the
 * second poll on it refuses to answer unless the wait slept on `clock` (so a wait on another clock fails
 * at once instead of sleeping for real).
 */
function neverReady(clock: ReturnType<typeof fakeClock>) {
	const polls: string[] = [];
	const client = {
		request: async (o: { path: string }) => {
			polls.push(o.path);
			if (polls.length > 2 && clock.slept.length === 0) throw new Error('the wait slept on another clock than the one given');
			return await Promise.resolve(
				o.path.endsWith('_report')
					? { async_stats_reports: [{ async_stats_report: { report_run_id: 'r1', async_status: 'RUNNING' } }] }
					: { async_stats_reports: [{ async_stats_report: { report_run_id: 'r1', async_status: 'STARTED' } }] },
			);
		},
	} as unknown as SnapClient;
	return { client, polls };
}

afterEach(() => jest.restoreAllMocks());

describe('the asynchronous report wait', () => {
	it('stops at Max Wait on its own clock even when the wall clock is set back an hour during the wait', async () => {
		let wall = Date.UTC(2026, 10, 29, 12);
		jest.spyOn(Date, 'now').mockImplementation(() => (wall -= 3_600_000));
		const clock = fakeClock();
		const { client, polls } = neverReady(clock);
		// Passed as a variable: the clock is an optional field of the request.
		const req = { path: '/v1/campaigns/c1/stats', qs: {}, itemIndex: 0, subject: 'stats of campaign c1', maxWaitMs: 10_000, clock };
		await expect(fetchAsyncReport(ctx, client, req)).rejects.toThrow(/had not prepared asynchronous report r1 after 7 s \(status RUNNING\)/);
		// Waits of 1, 2 and 4 s; the next (8 s) would pass 10 s: one start and four status polls.
		expect(clock.slept).toEqual([1000, 2000, 4000]);
		expect(polls.filter((p) => p.endsWith('_report'))).toHaveLength(4);
	}, 5_000);
});

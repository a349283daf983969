/**
 * The run's pace (issue 41): a bucket of N tokens, each back one window after it was taken. A few
 * requests go at once; a long run never puts more than N in any window; slots reserved side by
 * side are paced too.
 */
import { createPacer, nextSlot, type Pace } from '../../nodes/shared/http/pace';

const PACE: Pace = { perWindow: 10, windowMs: 1050 };

/** A clock that only moves when the pacer sleeps (or the test moves it). */
function fakeClock(start = 0) {
	const clock = { t: start, slept: [] as number[], now: () => clock.t, sleep: async (ms: number) => {
		clock.slept.push(ms);
		clock.t += ms;
	} };
	return clock;
}

describe('pace', () => {
	it('sends the first N requests at once, then one more each time a token comes back', () => {
		expect(nextSlot([], PACE, 5)).toBe(5);
		const sent = Array.from({ length: 10 }, (_, k) => k);
		expect(nextSlot(sent, PACE, 20)).toBe(1050);
		expect(nextSlot(sent, PACE, 2000)).toBe(2000);
	});

	it('never lets a window hold more than N of a long run', async () => {
		const clock = fakeClock();
		const pacer = createPacer(PACE, clock);
		const times: number[] = [];
		for (let k = 0; k < 95; k++) {
			await pacer.take();
			times.push(clock.t);
			clock.t += 3; // the request itself
		}
		for (let k = PACE.perWindow; k < times.length; k++) expect(times[k] - times[k - PACE.perWindow]).toBeGreaterThanOrEqual(PACE.windowMs);
		// 95 requests at 10 per 1.05 s: the last goes out in the tenth window, right after it opens.
		expect(times[94]).toBeGreaterThanOrEqual(9 * PACE.windowMs);
		expect(times[94]).toBeLessThan(9 * PACE.windowMs + 50);
	});

	it('paces requests taken side by side, each waiting its own slot', async () => {
		// Time stands still while they wait: each slot was reserved before any wait.
		const clock = { now: () => 100, sleep: async () => {} };
		const pacer = createPacer({ perWindow: 2, windowMs: 1000 }, clock);
		const waits = await Promise.all([pacer.take(), pacer.take(), pacer.take(), pacer.take()]);
		expect(waits).toEqual([0, 0, 1000, 1000]);
	});

	it('does not wait after an idle time: tokens have come back', async () => {
		const clock = fakeClock();
		const pacer = createPacer(PACE, clock);
		for (let k = 0; k < 10; k++) await pacer.take();
		clock.t += 5000;
		expect(await pacer.take()).toBe(0);
		expect(clock.slept).toEqual([]);
	});
});

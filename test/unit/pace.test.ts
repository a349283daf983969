/**
 * The run's pace (issue 41): a bucket of N tokens, each back one window after its request settled.
 * A few requests go at once; a long run never puts more than N in any window, however long each
 * answer took; requests sent side by side wait for tokens in turn; a failed request gives its token
 * back too.
 */
import { createPacer, type Pace } from '../../nodes/shared/http/pace';

const PACE: Pace = { perWindow: 10, windowMs: 1000 };

/** A clock that only moves when someone sleeps (the pacer, or a request taking its time). */
function fakeClock() {
	const clock = {
		t: 0,
		slept: [] as number[],
		now: () => clock.t,
		sleep: async (ms: number) => {
			clock.slept.push(ms);
			clock.t += ms;
			await Promise.resolve();
		},
	};
	return clock;
}

describe('pace', () => {
	it('never lets a window hold more than N of a long run, counted from each answer, and sends the first N at once', async () => {
		const clock = fakeClock();
		const pacer = createPacer(PACE, clock);
		const sent: number[] = [];
		const answered: number[] = [];
		for (let k = 0; k < 95; k++) {
			await pacer.run(async () => {
				sent.push(clock.t);
				clock.t += k % 7 === 0 ? 40 : 5; // the answer's time
				answered.push(clock.t);
			});
		}
		for (let k = PACE.perWindow; k < sent.length; k++) expect(sent[k] - answered[k - PACE.perWindow]).toBeGreaterThanOrEqual(PACE.windowMs);
		expect(sent.slice(0, 10)).toEqual(answered.slice(0, 9).reduce((acc, a) => [...acc, a], [0]));
		// 95 requests: the last one goes out in the tenth window, soon after it opens.
		expect(sent[94]).toBeGreaterThanOrEqual(9 * PACE.windowMs);
		expect(sent[94]).toBeLessThan(10 * PACE.windowMs);
	});

	it('makes requests sent side by side wait for tokens in turn', async () => {
		const clock = fakeClock();
		const pacer = createPacer({ perWindow: 2, windowMs: 1000 }, clock);
		const sentAt: number[] = [];
		await Promise.all([1, 2, 3, 4, 5].map(async () => await pacer.run(async () => void sentAt.push(clock.t))));
		expect(sentAt).toEqual([0, 0, 1000, 1000, 2000]);
	});

	it('gives the token of a failed request back, and does not wait after an idle time', async () => {
		const clock = fakeClock();
		const pacer = createPacer({ perWindow: 1, windowMs: 1000 }, clock);
		await expect(pacer.run(async () => await Promise.reject(new Error('429')))).rejects.toThrow('429');
		clock.t += 5000;
		await pacer.run(async () => undefined);
		expect(clock.slept).toEqual([]);
	});
});

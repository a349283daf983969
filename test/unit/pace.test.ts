/**
 * The run's pace (issue 41): a bucket of N tokens, each back one window after its request settled.
 * A few requests go at once; a long run never puts more than N in any window, however long each
 * answer took; requests sent side by side wait for tokens in turn; a failed request gives its token
 * back too.
 */
import { createPacer, REAL_CLOCK, type Pace } from '../../nodes/shared/http/pace';
import { fakeClock } from './fakeClock';

const PACE: Pace = { perWindow: 10, windowMs: 1000 };

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

	// Issue 45, point 12: a clock stepped back (NTP, a VM resumed, a user) must never make a request sleep for the step.
	it('never waits longer than the window when the clock steps back while every token cools down', async () => {
		const clock = fakeClock();
		const pacer = createPacer(PACE, clock);
		for (let k = 0; k < PACE.perWindow; k++) await pacer.run(async () => void (clock.t += 5));
		clock.t -= 3_600_000;
		await pacer.run(async () => undefined);
		expect(clock.slept.length).toBeGreaterThan(0);
		expect(Math.max(...clock.slept)).toBeLessThanOrEqual(PACE.windowMs);
		// In all, the eleventh request waited at most one window of the new clock.
		expect(clock.slept.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(PACE.windowMs);
	});

	it('keeps the pace after the step: the next N requests still wait their window, no longer', async () => {
		const clock = fakeClock();
		const pacer = createPacer({ perWindow: 2, windowMs: 1000 }, clock);
		await pacer.run(async () => undefined);
		await pacer.run(async () => undefined);
		clock.t -= 10 * 60_000;
		const sentAt: number[] = [];
		for (let k = 0; k < 4; k++) await pacer.run(async () => void sentAt.push(clock.t));
		for (const ms of clock.slept) expect(ms).toBeLessThanOrEqual(1000);
		expect(sentAt[2] - sentAt[0]).toBeGreaterThanOrEqual(1000);
	});
});

describe('the real clock of the pace', () => {
	it('is monotonic (performance.now), not the wall clock', () => {
		expect(REAL_CLOCK.now).not.toBe(Date.now);
		const dateNow = jest.spyOn(Date, 'now').mockReturnValue(0);
		try {
			const a = REAL_CLOCK.now();
			const b = REAL_CLOCK.now();
			expect(b).toBeGreaterThanOrEqual(a);
			expect(a).toBeGreaterThan(0);
		} finally {
			dateNow.mockRestore();
		}
	});
});

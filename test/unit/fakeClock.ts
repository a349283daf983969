/** A clock for the pacer and the asynchronous report wait (shared/http/pace.ts PaceClock) that only moves when someone sleeps (or a test moves `t`). */
export function fakeClock() {
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

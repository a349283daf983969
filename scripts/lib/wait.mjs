// Waiting in the end-to-end scenarios: for a time, or until something shows (in the emulator's log, in n8n).
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Waits until `test()` is true (e.g. polling the emulator's log every `stepMs`), or `ms` are up; returns whether it was. */
export async function waitFor(test, ms, stepMs = 250) {
	const deadline = Date.now() + ms;
	while (Date.now() < deadline) {
		if (test()) return true;
		await sleep(stepMs);
	}
	return test();
}

// What every end-to-end scenario uses to report and inspect: one line per check (`ok   - …` / `FAIL - …`),
// the pass/fail tally, and readers for n8n's run JSON and the emulator's request log.

export const tally = { passed: 0, failed: 0 };

export function record(ok, name, detail) {
	if (ok) {
		tally.passed++;
		console.log(`ok   - ${name}`);
	} else {
		tally.failed++;
		console.log(`FAIL - ${name}${detail ? `\n       ${String(detail).split('\n').join('\n       ')}` : ''}`);
	}
}

/** Runs one check; a thrown error or a returned string is a failure with that detail. */
export async function check(name, fn) {
	try {
		const r = await fn();
		if (r === true || r === undefined) record(true, name);
		else record(false, name, r === false ? '' : r);
	} catch (e) {
		record(false, name, e?.stack || e);
	}
}

export const eq = (actual, expected, what = 'value') =>
	JSON.stringify(actual) === JSON.stringify(expected) ? true : `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The output items (json) of the node `name` in an n8n run. */
export function nodeItems(run, name) {
	const task = run?.data?.resultData?.runData?.[name]?.[0];
	return task?.data?.main?.[0]?.map((i) => i.json);
}

export const tail = (res) => `${res.stdout}\n${res.stderr}`.trim().split('\n').slice(-25).join('\n');

/** Why a run failed (exit status, missing run JSON, workflow error), or undefined when it succeeded. */
export function runError(res, run) {
	const x = { run, text: `${res.stdout}\n${res.stderr}` };
	if (res.status !== 0) return `exit ${res.status}: ${errorMessage(x) || tail(res)}`;
	if (!run) return `no run JSON in the output: ${tail(res)}`;
	const err = run.data?.resultData?.error;
	if (err) return `workflow error: ${errorMessage(x)}`;
	return undefined;
}

/** True when an execution failed as a whole (non-zero exit or a workflow error). */
export const runFailed = (x) => x.res.status !== 0 || Boolean(x.run?.data?.resultData?.error);

/** The node error message n8n printed for a failed run (the line after "Execution error:" and its rule). */
export function errorMessage(x) {
	const err = x.run?.data?.resultData?.error;
	if (err?.message) return `${err.message}${err.description ? ` — ${err.description}` : ''}`;
	const all = [...x.text.matchAll(/Execution error:\n=+\n(.+)/g)].map((m) => m[1].trim()).filter((l) => l !== '{');
	return all.at(-1) ?? '';
}

export const reqToken = (r) => r.token ?? (r.headers?.authorization || r.headers?.Authorization || '').replace(/^Bearer\s+/i, '');
export const isTokenCall = (r) => r.method === 'POST' && /\/login\/oauth2\/access_token$/.test(r.path);
export const isApiCall = (r) => r.path.startsWith('/v1/');

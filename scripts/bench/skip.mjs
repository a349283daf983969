// A bench part that cannot run on this machine exits with SKIPPED after saying why on stderr;
// `npm run bench` (all.mjs) then reports it as skipped, with that reason, and runs the other parts.
export const SKIPPED = 3;

/** Says why this bench part cannot run here and exits with SKIPPED. */
export function skip(reason) {
	console.error(`skipped: ${reason}`);
	process.exit(SKIPPED);
}

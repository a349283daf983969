/**
 * Event start time: turns whatever an n8n user or expression gives (ISO text, a Luxon DateTime,
 * a JavaScript Date, epoch milliseconds) into the UTC instant the API is sent. Pure: no I/O, no
 * clock, no state. See DESIGN.md, "Start time".
 *
 * - A value with `Z` or an offset, a DateTime, a Date or epoch milliseconds is that instant.
 * - A value without an offset is a wall-clock time, read in the zone the caller names.
 *   A wall-clock time skipped by a forward change of the clocks is an error naming the gap; one that
 *   happens twice (clocks turned back) takes the earlier instant. Both cases are decided here from
 *   the zone's offsets, never left to Luxon, which picks one of two repeated instants on its own terms.
 */
import { InputError } from '../input/validation';
import type { ResolvedStartTime } from './format';
import { StartTimeError } from './format';
import { isJsDate, isLuxonDateTime, resolveDate, resolveDateTime, resolveEpoch, unsupported } from './instant';
import { resolveString } from './wallClock';

export { formatUtc, StartTimeError } from './format';
export type { ResolvedStartTime } from './format';

/** The hint shown under the n8n field (at most 300 characters). */
export function describeStartTimeRules(): string {
	return (
		'With Z or an offset (2026-12-24T18:00:00Z) it is that instant. Otherwise it is read in ' +
		'"Start Time Is In", else the Event Time Zone (with Ad Account Default: the ad account\'s zone). ' +
		'Times skipped by a clock change are an error; repeated times take the earlier one.'
	);
}

/**
 * The UTC instant of a start time. A wall-clock value is read in `wallClockZone`. Errors are
 * StartTimeErrors (InputErrors) naming `field`.
 */
export function resolveStartTime(value: unknown, wallClockZone: string, field = 'Event Start Time'): ResolvedStartTime {
	const outcome = attempt(() => resolveAny(value, wallClockZone));
	if ('error' in outcome) throw new StartTimeError(outcome.error.message, outcome.error.hint, field);
	return outcome.value;
}

function attempt<T>(fn: () => T): { value: T } | { error: InputError } {
	try {
		return { value: fn() };
	} catch (error) {
		if (error instanceof InputError) return { error };
		return { error: new StartTimeError(String(error), 'Check the value.') };
	}
}

function resolveAny(value: unknown, wallClockZone: string): ResolvedStartTime {
	if (typeof value === 'string') return resolveString(value, wallClockZone);
	if (typeof value === 'number') return resolveEpoch(value, String(value));
	if (typeof value === 'bigint') {
		return resolveEpoch(Number(value), String(value));
	}
	if (isLuxonDateTime(value)) return resolveDateTime(value, wallClockZone);
	if (isJsDate(value)) return resolveDate(value, wallClockZone);
	throw unsupported(value, wallClockZone);
}

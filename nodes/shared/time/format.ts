/**
 * What the start-time modules share: the error type, the result type, the range of writable instants,
 * and the pure helpers that format instants, offsets and values for messages.
 */
import { InputError } from '../input/validation';

/**
 * A start time that cannot be used. It is an InputError like any other bad field value: `field`
 * names the field in the user's words ("Event Start Time", "End Time", ...).
 */
export class StartTimeError extends InputError {
	/**
	 * @param message what is wrong, naming the value
	 * @param hint what a good value looks like
	 * @param field the field's display name
	 */
	constructor(message: string, hint: string, field = 'Event Start Time') {
		super(field, message, hint);
		this.name = 'StartTimeError';
	}
}

export interface ResolvedStartTime {
	/** The instant, always 'YYYY-MM-DDTHH:mm:ss.SSSZ', e.g. '2026-11-01T05:30:00.000Z'. */
	utc: string;
	/** 'instant': the value carried its own instant; 'wallClock': it was read in `zone`. */
	kind: 'instant' | 'wallClock';
	/** For wallClock: the zone it was read in. */
	zone?: string;
	/** For wallClock: the time happens twice in the zone (clocks turned back); the earlier was taken. */
	ambiguous?: boolean;
}

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
/** 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z: the range the output format can write. */
export const MIN_MS = -62_167_219_200_000;
export const MAX_MS = 253_402_300_799_999;
/** Epoch values below this (1973-03-03 in milliseconds) are taken to be seconds. */
export const SECONDS_THRESHOLD = 1e11;
export const MAX_SHOWN = 60;

/** 'YYYY-MM-DDTHH:mm:ss.SSSZ' for an instant in epoch milliseconds (years 0000 to 9999). */
export function formatUtc(ms: number): string {
	if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) {
		throw new RangeError(`formatUtc: ${String(ms)} is outside years 0000 to 9999`);
	}
	return new Date(Math.trunc(ms)).toISOString();
}

export function preview(value: unknown): string {
	if (typeof value === 'function' || typeof value === 'symbol') return String(value);
	const seen = new WeakSet<object>();
	const json = JSON.stringify(value, (_key, v: unknown) => {
		if (typeof v === 'bigint') return v.toString();
		if (typeof v === 'object' && v !== null) {
			if (seen.has(v)) return '[circular]';
			seen.add(v);
		}
		return v;
	});
	return json === undefined ? String(value) : json;
}

/** Shortens a value for a message to about 60 characters. */
export function shorten(text: string): string {
	const oneLine = text.replace(/\s+/g, ' ');
	return oneLine.length <= MAX_SHOWN ? oneLine : `${oneLine.slice(0, MAX_SHOWN - 1)}…`;
}

export function pad2(n: number): string {
	return String(n).padStart(2, '0');
}

/** 'YYYY-MM-DD' of a wall-clock time held as if UTC. */
export function dayOf(wallMs: number): string {
	return new Date(wallMs).toISOString().slice(0, 10);
}

/** 'HH:mm', or 'HH:mm:ss' when the seconds are not zero, of a wall-clock time held as if UTC. */
export function clockOf(wallMs: number): string {
	const iso = new Date(wallMs).toISOString();
	return iso.slice(17, 19) === '00' ? iso.slice(11, 16) : iso.slice(11, 19);
}

export function formatOffset(offsetMs: number): string {
	const minutes = Math.round(Math.abs(offsetMs) / MINUTE);
	const sign = offsetMs < 0 ? '-' : '+';
	return `${sign}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

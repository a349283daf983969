/**
 * What the instant reader's modules share: the caller's words, the result type, the range of
 * writable instants, and the pure helpers that format instants, offsets and values for messages.
 */
import { InputError } from '../input/validation';

/**
 * The words every End Time hint shares: a date alone as an end is inclusive (readEnd.ts). Here, in
 * plain data, so a field's description can use it without loading the readers.
 */
export const DATE_ONLY_END_HINT = 'A date alone (2030-07-31) runs through that whole day.';

/** How the messages name the value: the caller's words, written once and used by every message. */
export interface InstantWords {
	/** The field's display name, e.g. 'End Time': the InputError names it. */
	field: string;
	/** What the value is, in lower case, e.g. 'start time', 'end time', 'event time', 'start date'. */
	noun: string;
	/**
	 * How hints name the zone a value without an offset is read in, when the zone given is a stand-in
	 * (UTC while only the syntax is checked, before the ad account's zone is known), e.g. "the ad
	 * account's time zone". Default: the zone's name.
	 */
	zoneWords?: string;
	/** An expression to show in hints; default {{ $now.plus({ days: 7 }) }} (an example in the future). */
	example?: string;
	/** Another way out, added to every hint, e.g. 'remove End Time to keep the current one'. */
	orElse?: string;
}

export interface Instant {
	/** The instant in epoch milliseconds. */
	ms: number;
	/** The same instant as 'YYYY-MM-DDTHH:mm:ss.SSSZ', e.g. '2026-11-01T05:30:00.000Z'. */
	iso: string;
	/** 'instant': the value carried its own instant; 'wallClock': it was read in `zone`. */
	kind: 'instant' | 'wallClock';
	/** For wallClock: the zone it was read in. */
	zone?: string;
	/** For wallClock: the time happens twice in the zone (clocks turned back); the earlier was taken. */
	ambiguous?: boolean;
}

/** One reading of one value: the zone a wall-clock value is read in, and the messages in the caller's words. */
export class Reading {
	constructor(
		readonly zone: string,
		readonly words: InstantWords,
	) {}

	/** 'start time', 'end time', ... */
	get noun(): string {
		return this.words.noun;
	}

	/** The noun with its indefinite article: 'a start time', 'an end time'. */
	get aNoun(): string {
		return `${/^[aeiou]/i.test(this.words.noun) ? 'an' : 'a'} ${this.words.noun}`;
	}

	/** The zone as the hints name it. */
	get zoneWords(): string {
		return this.words.zoneWords ?? shorten(String(this.zone));
	}

	/** An expression example for hints. */
	get example(): string {
		return this.words.example ?? '{{ $now.plus({ days: 7 }) }}';
	}

	/** The InputError for this value: it names the field, and its hint ends with the caller's way out. */
	fail(message: string, hint: string): InputError {
		return new InputError(this.words.field, message, this.words.orElse ? `${hint}, or ${this.words.orElse}.` : hint);
	}

	/** The hint for a value that is no date-time at all. */
	exampleHint(): string {
		return `Use an ISO date-time such as 2026-12-24T18:00 (read in ${this.zoneWords}) or 2026-12-24T18:00:00Z, a date such as 2026-12-24, or an expression like ${this.example}`;
	}

	/** A value that carries its own instant. */
	instant(ms: number): Instant {
		return { ms, iso: formatUtc(ms), kind: 'instant' };
	}
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

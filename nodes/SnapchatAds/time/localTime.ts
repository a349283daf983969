/**
 * Local time beside UTC in outputs: `<field>_local` is the same instant as `<field>`, written as ISO
 * text with the offset of the ad account's time zone at that instant (daylight saving included),
 * e.g. `2026-07-01T10:05:00.000Z` in America/Los_Angeles is `2026-07-01T03:05:00.000-07:00`. Pure.
 */
import { DateTime } from 'luxon';

import { isValidIanaZone } from './timeZones';

/** The instant `value` (ISO text or epoch ms) as ISO text in `zone`; undefined when either cannot be read. */
export function localIso(value: unknown, zone: string | undefined): string | undefined {
	if (zone === undefined || !isValidIanaZone(zone)) return undefined;
	const ms = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Date.parse(value) : Number.NaN;
	if (!Number.isFinite(ms)) return undefined;
	return DateTime.fromMillis(ms, { zone }).toISO({ suppressMilliseconds: false }) ?? undefined;
}

/**
 * A copy of `record` with `<field>_local` right after each of `fields` that holds a readable
 * instant. Fields that are absent, empty or not a time get no `_local` twin.
 */
export function withLocalTimes<T extends Record<string, unknown>>(record: T, fields: readonly string[], zone: string | undefined): T {
	if (zone === undefined) return record;
	const wanted = new Set(fields);
	const out: Record<string, unknown> = {};
	for (const [key, value] of Object.entries(record)) {
		out[key] = value;
		if (!wanted.has(key)) continue;
		const local = localIso(value, zone);
		if (local !== undefined) out[`${key}_local`] = local;
	}
	return out as T;
}

import { IANAZone } from 'luxon';

import { formatOffset, MINUTE } from '../../shared/time/format';
import { isValidIanaZone } from '../../shared/time/zones';

export { isValidIanaZone };

/**
 * The values the API accepts for `event_time_zone`: exactly the list of the contract
 * (shared/spec/event-details-api.md, section 2.3), in its order and spelling, each with its UTC
 * offsets in minutes: standard time and, where the zone changes its clocks, summer time. The offsets
 * only label the dropdown; they are written out here because reading them from the runtime's tz data
 * takes an Intl formatter per zone, which made up a third of the time n8n takes to load the node. A
 * unit test compares them with the runtime's tz data, so a change of a zone's rules is caught there.
 */
const EVENT_TIME_ZONE_OFFSETS: ReadonlyArray<readonly [zone: string, standard: number, summer?: number]> = [
	['Africa/Cairo', 120, 180],
	['Africa/Johannesburg', 120],
	['America/Anchorage', -540, -480],
	['America/Cancun', -300],
	['America/Chicago', -360, -300],
	['America/Dawson', -420],
	['America/Dawson_Creek', -420],
	['America/Denver', -420, -360],
	['America/Edmonton', -420, -360],
	['America/Halifax', -240, -180],
	['America/Hermosillo', -420],
	['America/Los_Angeles', -480, -420],
	['America/Mazatlan', -420],
	['America/Mexico_City', -360],
	['America/Montevideo', -180],
	['America/New_York', -300, -240],
	['America/Phoenix', -420],
	['America/Rainy_River', -360, -300],
	['America/Regina', -360],
	['America/Tijuana', -480, -420],
	['America/Toronto', -300, -240],
	['America/Vancouver', -480, -420],
	['Asia/Amman', 180],
	['Asia/Beirut', 120, 180],
	['Asia/Dubai', 240],
	['Asia/Hong_Kong', 480],
	['Asia/Irkutsk', 480],
	['Asia/Jerusalem', 120, 180],
	['Asia/Kamchatka', 720],
	['Asia/Krasnoyarsk', 420],
	['Asia/Magadan', 660],
	['Asia/Nicosia', 120, 180],
	['Asia/Omsk', 360],
	['Asia/Qatar', 180],
	['Asia/Riyadh', 180],
	['Asia/Shanghai', 480],
	['Asia/Singapore', 480],
	['Asia/Vladivostok', 600],
	['Asia/Yakutsk', 540],
	['Asia/Yekaterinburg', 300],
	['Atlantic/Canary', 0, 60],
	['Australia/Perth', 480],
	['Australia/Sydney', 600, 660],
	['Europe/Amsterdam', 60, 120],
	['Europe/Berlin', 60, 120],
	['Europe/Brussels', 60, 120],
	['Europe/Dublin', 0, 60],
	['Europe/Helsinki', 120, 180],
	['Europe/Istanbul', 180],
	['Europe/Kaliningrad', 120],
	['Europe/London', 0, 60],
	['Europe/Luxembourg', 60, 120],
	['Europe/Madrid', 60, 120],
	['Europe/Malta', 60, 120],
	['Europe/Moscow', 180],
	['Europe/Oslo', 60, 120],
	['Europe/Paris', 60, 120],
	['Europe/Rome', 60, 120],
	['Europe/Samara', 240],
	['Europe/Stockholm', 60, 120],
	['Europe/Vienna', 60, 120],
	['Europe/Vilnius', 120, 180],
	['Europe/Warsaw', 60, 120],
	['Europe/Zurich', 60, 120],
	['Pacific/Auckland', 720, 780],
	['Pacific/Honolulu', -600],
	['UTC', 0],
];

export const EVENT_TIME_ZONES: readonly string[] = Object.freeze(EVENT_TIME_ZONE_OFFSETS.map(([zone]) => zone));

/** True when `value` is one of the contract's `event_time_zone` values (exact case). */
export function isEventTimeZone(value: unknown): value is string {
	return typeof value === 'string' && EVENT_TIME_ZONES.includes(value);
}

function utcOffsetText(minutes: number): string {
	return `UTC${formatOffset(minutes * MINUTE)}`;
}

/**
 * A zone's name with its UTC offsets, read from the runtime's tz data: the standard offset and,
 * where the zone changes its clocks, the summer one, e.g. "Europe/Berlin (UTC+01:00, summer
 * UTC+02:00)". Offsets are taken in January and July of `year`; the larger is summer time, so
 * zones of both hemispheres read right. The unit tests check the written-out dropdown labels with it.
 */
export function zoneLabel(zone: string, year: number): string {
	const iana = IANAZone.create(zone);
	if (!iana.isValid) return zone;
	const january = iana.offset(Date.UTC(year, 0, 15));
	const july = iana.offset(Date.UTC(year, 6, 15));
	return offsetsLabel(zone, Math.min(january, july), Math.max(january, july));
}

function offsetsLabel(zone: string, standard: number, summer: number): string {
	return standard === summer
		? `${zone} (${utcOffsetText(standard)})`
		: `${zone} (${utcOffsetText(standard)}, summer ${utcOffsetText(summer)})`;
}

/** The Event Time Zone dropdown: each allowed zone labelled with its offsets; the value stays the IANA name. */
export function eventTimeZoneOptions(): Array<{ name: string; value: string }> {
	return EVENT_TIME_ZONE_OFFSETS.map(([zone, standard, summer]) => ({ name: offsetsLabel(zone, standard, summer ?? standard), value: zone }));
}

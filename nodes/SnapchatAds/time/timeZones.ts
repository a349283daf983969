import { IANAZone } from 'luxon';

import { formatOffset, MINUTE } from './format';

/**
 * The values the API accepts for `event_time_zone`: exactly the list of the contract
 * (shared/spec/event-details-api.md, section 2.3), in its order and spelling.
 */
export const EVENT_TIME_ZONES: readonly string[] = Object.freeze([
	'Africa/Cairo',
	'Africa/Johannesburg',
	'America/Anchorage',
	'America/Cancun',
	'America/Chicago',
	'America/Dawson',
	'America/Dawson_Creek',
	'America/Denver',
	'America/Edmonton',
	'America/Halifax',
	'America/Hermosillo',
	'America/Los_Angeles',
	'America/Mazatlan',
	'America/Mexico_City',
	'America/Montevideo',
	'America/New_York',
	'America/Phoenix',
	'America/Rainy_River',
	'America/Regina',
	'America/Tijuana',
	'America/Toronto',
	'America/Vancouver',
	'Asia/Amman',
	'Asia/Beirut',
	'Asia/Dubai',
	'Asia/Hong_Kong',
	'Asia/Irkutsk',
	'Asia/Jerusalem',
	'Asia/Kamchatka',
	'Asia/Krasnoyarsk',
	'Asia/Magadan',
	'Asia/Nicosia',
	'Asia/Omsk',
	'Asia/Qatar',
	'Asia/Riyadh',
	'Asia/Shanghai',
	'Asia/Singapore',
	'Asia/Vladivostok',
	'Asia/Yakutsk',
	'Asia/Yekaterinburg',
	'Atlantic/Canary',
	'Australia/Perth',
	'Australia/Sydney',
	'Europe/Amsterdam',
	'Europe/Berlin',
	'Europe/Brussels',
	'Europe/Dublin',
	'Europe/Helsinki',
	'Europe/Istanbul',
	'Europe/Kaliningrad',
	'Europe/London',
	'Europe/Luxembourg',
	'Europe/Madrid',
	'Europe/Malta',
	'Europe/Moscow',
	'Europe/Oslo',
	'Europe/Paris',
	'Europe/Rome',
	'Europe/Samara',
	'Europe/Stockholm',
	'Europe/Vienna',
	'Europe/Vilnius',
	'Europe/Warsaw',
	'Europe/Zurich',
	'Pacific/Auckland',
	'Pacific/Honolulu',
	'UTC',
]);

/** True when `value` is one of the contract's `event_time_zone` values (exact case). */
export function isEventTimeZone(value: unknown): value is string {
	return typeof value === 'string' && EVENT_TIME_ZONES.includes(value);
}

// An IANA name: "UTC", "Europe/Berlin", "America/Argentina/Buenos_Aires", "Etc/GMT+5".
// Refuses what Intl may also take but is not a zone name, such as "+01:00".
const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * True for any IANA time zone Luxon (through the runtime's Intl data) knows, and for 'UTC'.
 * Used for the "Start Time Is In" option, which may name any zone, not only the contract's.
 */
export function isValidIanaZone(value: string): boolean {
	if (typeof value !== 'string') return false;
	if (value === 'UTC') return true;
	// IANAZone.create caches one zone per name; isValidZone would build a new Intl formatter per call.
	return IANA_NAME.test(value) && IANAZone.create(value).isValid;
}

function utcOffsetText(minutes: number): string {
	return `UTC${formatOffset(minutes * MINUTE)}`;
}

/**
 * A zone's name with its UTC offsets, read from the runtime's tz data: the standard offset and,
 * where the zone changes its clocks, the summer one, e.g. "Europe/Berlin (UTC+01:00, summer
 * UTC+02:00)". Offsets are taken in January and July of `year`; the larger is summer time, so
 * zones of both hemispheres read right.
 */
export function zoneLabel(zone: string, year: number): string {
	const iana = IANAZone.create(zone);
	if (!iana.isValid) return zone;
	const january = iana.offset(Date.UTC(year, 0, 15));
	const july = iana.offset(Date.UTC(year, 6, 15));
	const standard = Math.min(january, july);
	const summer = Math.max(january, july);
	return standard === summer
		? `${zone} (${utcOffsetText(standard)})`
		: `${zone} (${utcOffsetText(standard)}, summer ${utcOffsetText(summer)})`;
}

/** The Event Time Zone dropdown: each allowed zone labelled with its offsets; the value stays the IANA name. */
export function eventTimeZoneOptions(year = new Date().getUTCFullYear()): Array<{ name: string; value: string }> {
	return EVENT_TIME_ZONES.map((zone) => ({ name: zoneLabel(zone, year), value: zone }));
}

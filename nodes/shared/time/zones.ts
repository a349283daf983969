/**
 * Whether a text names a time zone the runtime knows (IANA names and UTC), and the one reader of an
 * optional zone option (Times Are In, Start Time Is In, End Time Is In, Stats' time zone).
 */
import { IANAZone } from 'luxon';

import { InputError } from '../input/validation';
import { showValue } from '../input/values';

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

/** An optional IANA zone option named `field`: empty means none (undefined); anything else must be a zone. */
export function readZoneOption(value: unknown, field: string): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	if (typeof value === 'string' && isValidIanaZone(value.trim())) return value.trim();
	throw new InputError(
		field,
		`${field} ${showValue(value)} is not a time zone`,
		'Use an IANA time zone name such as Europe/Berlin, America/New_York or UTC, or leave the option empty.',
	);
}

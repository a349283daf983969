/** Whether a text names a time zone the runtime knows (IANA names and UTC). */
import { IANAZone } from 'luxon';

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

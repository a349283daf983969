/**
 * `event_start_time` parsing as the emulator's server side does it (contract 2.3).
 *
 * Accepted: `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM`, `YYYY-MM-DDTHH:MM:SS`, `YYYY-MM-DDTHH:MM:SS.f` (1 to 9
 * fraction digits, truncated to milliseconds), each time form optionally followed by `Z` or
 * `±HH:MM` (hours 00..18, minutes 00..59). No offset means UTC. Calendar dates are checked
 * (2026-02-30 and 24:00 are refused). Separators are exactly `-`, `T`, `:`, `.` and upper-case `Z`.
 */

const START_TIME =
	/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Returns epoch milliseconds, or undefined when the value is not an accepted ISO 8601 form. */
export function parseStartTime(value: string): number | undefined {
	const m = START_TIME.exec(value);
	if (!m) return undefined;
	const year = Number(m[1]);
	const month = Number(m[2]);
	const day = Number(m[3]);
	const hour = m[4] === undefined ? 0 : Number(m[4]);
	const minute = m[5] === undefined ? 0 : Number(m[5]);
	const second = m[6] === undefined ? 0 : Number(m[6]);
	const millis = m[7] === undefined ? 0 : Number(m[7].padEnd(3, '0').slice(0, 3));
	if (year < 1 || month < 1 || month > 12) return undefined;
	if (day < 1 || day > daysInMonth(year, month)) return undefined;
	if (hour > 23 || minute > 59 || second > 59) return undefined;
	let offsetMinutes = 0;
	const off = m[8];
	if (off && off !== 'Z') {
		const sign = off[0] === '-' ? -1 : 1;
		const oh = Number(off.slice(1, 3));
		const om = Number(off.slice(4, 6));
		if (oh > 18 || om > 59 || (oh === 18 && om > 0)) return undefined;
		offsetMinutes = sign * (oh * 60 + om);
	}
	const utc = new Date(0);
	utc.setUTCFullYear(year, month - 1, day);
	utc.setUTCHours(hour, minute, second, millis);
	return utc.getTime() - offsetMinutes * 60_000;
}

function daysInMonth(year: number, month: number): number {
	if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
	return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `YYYY-MM-DDTHH:MM:SS.mmmZ`, the only form the API answers with. */
export function formatTimestamp(ms: number): string {
	return new Date(ms).toISOString();
}

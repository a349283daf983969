/**
 * Local calendars in IANA zones, built only on Intl.DateTimeFormat (the runtime's tz data read
 * directly), never on Luxon: the emulator's stats endpoint cuts days with it, and the unit tests use
 * it as an independent oracle for the node's window code, which is built on Luxon.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached 'MM/DD/YYYY, HH:mm:ss' (24-hour) formatter per zone. */
export function zoneFormatter(zone: string): Intl.DateTimeFormat {
	let f = formatters.get(zone);
	if (!f) {
		f = new Intl.DateTimeFormat('en-US', {
			timeZone: zone,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
		});
		formatters.set(zone, f);
	}
	return f;
}

/** A local calendar date and time of day, whole seconds. */
export type LocalParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;

export function localParts(ms: number, zone: string): LocalParts {
	// format() is about three times faster than formatToParts(); en-US gives 'MM/DD/YYYY, HH:mm:ss'.
	const m = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}):(\d{2})$/.exec(zoneFormatter(zone).format(new Date(ms)));
	if (!m) throw new Error(`Unexpected Intl output for ${ms} in ${zone}`);
	return { year: Number(m[3]), month: Number(m[1]), day: Number(m[2]), hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6]) };
}

/** Offset of the zone at that instant, in minutes east of UTC. */
export function offsetMinutes(ms: number, zone: string): number {
	const p = localParts(ms, zone);
	const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
	return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'YYYY-MM-DD' of the instant in the zone. */
export function dateKey(ms: number, zone: string): string {
	const p = localParts(ms, zone);
	return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** 'YYYY-MM-DDTHH:mm:ss±HH:MM' of the instant in the zone. */
export function render(ms: number, zone: string): string {
	const p = localParts(ms, zone);
	const off = offsetMinutes(ms, zone);
	const sign = off < 0 ? '-' : '+';
	const a = Math.abs(off);
	return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${sign}${pad(Math.floor(a / 60))}:${pad(a % 60)}`;
}

/** Calendar arithmetic on 'YYYY-MM-DD' keys (plain UTC dates). */
export function shiftKey(key: string, days: number): string {
	const [y, m, d] = key.split('-').map(Number);
	const t = new Date(Date.UTC(2000, 0, 1));
	t.setUTCFullYear(y, m - 1, d + days);
	return t.toISOString().slice(0, 10);
}

/** The first instant (to the second) whose local date is `key` or later: the start of that day. */
const dayStarts = new Map<string, number>();

export function startOfDay(key: string, zone: string): number {
	const cacheKey = `${zone} ${key}`;
	let found = dayStarts.get(cacheKey);
	if (found === undefined) {
		found = searchStartOfDay(key, zone);
		dayStarts.set(cacheKey, found);
	}
	return found;
}

function searchStartOfDay(key: string, zone: string): number {
	const [y, m, d] = key.split('-').map(Number);
	const noonUtc = Date.UTC(y, m - 1, d, 0, 0, 0);
	let lo = noonUtc - 16 * 3_600_000; // local date certainly before `key`
	let hi = noonUtc + 16 * 3_600_000; // local date certainly `key` or later
	while (hi - lo > 1000) {
		const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
		if (dateKey(mid, zone) >= key) hi = mid;
		else lo = mid;
	}
	return hi;
}

/** Instants in [fromMs, toMs) where the zone's offset changes (scanned coarsely, then to the second). */
const changeLists = new Map<string, number[]>();

export function offsetChanges(fromMs: number, toMs: number, zone: string): number[] {
	const cacheKey = `${zone} ${fromMs} ${toMs}`;
	let found = changeLists.get(cacheKey);
	if (found === undefined) {
		found = scanOffsetChanges(fromMs, toMs, zone);
		changeLists.set(cacheKey, found);
	}
	return found;
}

/** Offsets change at most once in six hours in every zone in use. */
const STEP = 6 * 3_600_000;

function scanOffsetChanges(fromMs: number, toMs: number, zone: string): number[] {
	const changes: number[] = [];
	let previous = offsetMinutes(fromMs, zone);
	for (let t = fromMs + STEP; t < toMs; t += STEP) {
		const now = offsetMinutes(t, zone);
		if (now !== previous) {
			let lo = t - STEP;
			let hi = t;
			while (hi - lo > 1000) {
				const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
				if (offsetMinutes(mid, zone) === previous) lo = mid;
				else hi = mid;
			}
			changes.push(hi);
			previous = now;
		}
	}
	return changes;
}

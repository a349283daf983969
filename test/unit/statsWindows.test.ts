import fc from 'fast-check';

import {
	DATE_PRESETS,
	MAX_HOURS_PER_WINDOW,
	resolveStatsRange,
	splitStatsRange,
	StatsRangeError,
	type DatePreset,
	type WindowGranularity,
} from '../../nodes/SnapchatAds/time/statsWindows';
import { EVENT_TIME_ZONES } from '../../nodes/SnapchatAds/time/timeZones';
import {
	dateKey,
	localParts,
	offsetChanges,
	render,
	shiftKey,
	startOfDay,
} from '../emulator/localTime';

const HOUR = 3_600_000;
const PRESETS = DATE_PRESETS.filter((p) => p !== 'custom') as Array<Exclude<DatePreset, 'custom'>>;
const YEAR_START = Date.UTC(2025, 0, 1);
const YEAR_END = Date.UTC(2026, 0, 1);

/** The oracle's reading of each preset: [first day, day after the last] as date keys. */
function oracleDays(preset: Exclude<DatePreset, 'custom'>, today: string): [string, string] {
	const firstOfMonth = `${today.slice(0, 8)}01`;
	switch (preset) {
		case 'today':
			return [today, shiftKey(today, 1)];
		case 'yesterday':
			return [shiftKey(today, -1), today];
		case 'last7Days':
			return [shiftKey(today, -7), today];
		case 'last14Days':
			return [shiftKey(today, -14), today];
		case 'last30Days':
			return [shiftKey(today, -30), today];
		case 'thisMonth':
			return [firstOfMonth, shiftKey(today, 1)];
		case 'lastMonth':
			return [`${shiftKey(firstOfMonth, -1).slice(0, 8)}01`, firstOfMonth];
	}
}

/** Instants worth testing in a zone: around both changes of 2025, and plain days. */
function interestingNows(zone: string): number[] {
	const nows = [Date.UTC(2025, 0, 15, 12), Date.UTC(2025, 6, 1, 0, 30), Date.UTC(2025, 11, 31, 23)];
	for (const change of offsetChanges(YEAR_START, YEAR_END, zone)) {
		for (const delta of [-25, -1, 0, 1, 23, 24, 48]) nows.push(change + delta * HOUR);
		// Just after and before local midnight on the day after the change.
		const next = startOfDay(shiftKey(dateKey(change, zone), 1), zone);
		nows.push(next, next - 1000);
	}
	return nows;
}

describe('resolveStatsRange: every preset in every zone, around both clock changes of the year', () => {
	it.each([...EVENT_TIME_ZONES])('%s', (zone) => {
		for (const nowMs of interestingNows(zone)) {
			const today = dateKey(nowMs, zone);
			for (const preset of PRESETS) {
				const [from, until] = oracleDays(preset, today);
				const expected = [startOfDay(from, zone), startOfDay(until, zone)];
				for (const granularity of ['DAY', 'TOTAL', 'HOUR'] as WindowGranularity[]) {
					const range = resolveStatsRange({ preset, granularity, zone, nowMs });
					expect([zone, preset, nowMs, range.startMs, range.endMs]).toEqual([
						zone,
						preset,
						nowMs,
						...expected,
					]);
					expect([range.start, range.end]).toEqual(expected.map((ms) => render(ms, zone)));
				}
			}
		}
	});
});

describe('days of 23 and 25 hours', () => {
	const dstZones = EVENT_TIME_ZONES.filter((z) => offsetChanges(YEAR_START, YEAR_END, z).length === 2);

	it('finds the usual zones with daylight saving, in both hemispheres', () => {
		for (const z of ['America/Los_Angeles', 'Europe/Berlin', 'Australia/Sydney', 'Pacific/Auckland']) {
			expect(dstZones).toContain(z);
		}
		for (const z of ['UTC', 'Asia/Shanghai', 'America/Phoenix', 'Pacific/Honolulu']) {
			expect(dstZones).not.toContain(z);
		}
	});

	it.each(dstZones)('%s: the change days are one Day window each, with different offsets', (zone) => {
		const lengths: number[] = [];
		for (const change of offsetChanges(YEAR_START, YEAR_END, zone)) {
			const day = dateKey(change, zone);
			const range = resolveStatsRange({
				preset: 'custom',
				granularity: 'DAY',
				zone,
				nowMs: YEAR_END,
				customStart: day,
				customEnd: day,
			});
			// The offsets differ, unless the change swallows midnight (Cairo, Beirut: the day starts 01:00).
			const startsAtMidnight = range.start.includes('T00:00:00');
			expect([startsAtMidnight, range.start.slice(-6) !== range.end.slice(-6)]).not.toEqual([true, false]);
			expect(splitStatsRange(range, 'DAY', zone)).toEqual([range]);
			lengths.push((range.endMs - range.startMs) / HOUR);
		}
		expect(lengths.sort()).toEqual([23, 25]);
	});

	it('writes the worked example of the README', () => {
		const range = resolveStatsRange({
			preset: 'custom',
			granularity: 'DAY',
			zone: 'America/Los_Angeles',
			nowMs: YEAR_END,
			customStart: '2025-03-09',
			customEnd: '2025-03-09',
		});
		expect([range.start, range.end]).toEqual(['2025-03-09T00:00:00-08:00', '2025-03-10T00:00:00-07:00']);
	});
});

const zoneArb = fc.constantFrom(...EVENT_TIME_ZONES);
const dayArb = fc.integer({ min: 0, max: 365 * 36 }).map((n) => shiftKey('2000-01-01', n));

describe('splitStatsRange (properties against the Intl oracle)', () => {
	it('Day and Total: contiguous windows of at most 32 local days and 32 x 24 hours, each boundary a local start of day', () => {
		fc.assert(
			fc.property(
				zoneArb,
				dayArb,
				fc.integer({ min: 1, max: 400 }),
				fc.constantFrom<WindowGranularity>('DAY', 'TOTAL'),
				(zone, first, days, granularity) => {
					const last = shiftKey(first, days - 1);
					const range = resolveStatsRange({
						preset: 'custom',
						granularity,
						zone,
						nowMs: 0,
						customStart: first,
						customEnd: `${last}T00:00:00`,
					});
					expect(range.startMs).toBe(startOfDay(first, zone));
					expect(range.endMs).toBe(startOfDay(shiftKey(last, 1), zone));
					const windows = splitStatsRange(range, granularity, zone);
					expect(windows.length).toBeGreaterThanOrEqual(Math.ceil(days / 32));
					expect(windows[0].startMs).toBe(range.startMs);
					expect(windows[windows.length - 1].endMs).toBe(range.endMs);
					windows.forEach((w, i) => {
						if (i > 0) expect(w.startMs).toBe(windows[i - 1].endMs);
						const startKey = dateKey(w.startMs, zone);
						expect(w.startMs).toBe(startOfDay(startKey, zone));
						expect(w.endMs).toBe(startOfDay(dateKey(w.endMs, zone), zone));
						expect(dateKey(w.endMs, zone) <= shiftKey(startKey, 32)).toBe(true);
						expect(w.endMs - w.startMs).toBeLessThanOrEqual(32 * 24 * HOUR);
						// Every window but the last is as long as allowed: 32 local days, or 31 when 32 last longer than 32 x 24 hours.
						if (i < windows.length - 1) {
							const full = startOfDay(shiftKey(startKey, 32), zone);
							expect(w.endMs).toBe(full - w.startMs > 32 * 24 * HOUR ? startOfDay(shiftKey(startKey, 31), zone) : full);
						}
						expect([w.start, w.end]).toEqual([render(w.startMs, zone), render(w.endMs, zone)]);
					});
				},
			),
			{ numRuns: 300 },
		);
	});

	it('Hour: contiguous windows of at most 7 days, each boundary a whole local hour', () => {
		fc.assert(
			fc.property(
				zoneArb,
				fc.integer({ min: 0, max: 36 * 8760 }),
				fc.integer({ min: 1, max: 40 * 24 }),
				(zone, hourIndex, hours) => {
					const startMs = Date.UTC(2000, 0, 1) + hourIndex * HOUR;
					// Zones with whole-hour offsets only, so a UTC whole hour is a local whole hour.
					fc.pre(localParts(startMs, zone).minute === 0);
					const range = resolveStatsRange({
						preset: 'custom',
						granularity: 'HOUR',
						zone,
						nowMs: 0,
						customStart: new Date(startMs).toISOString(),
						customEnd: render(startMs + hours * HOUR, zone),
					});
					const windows = splitStatsRange(range, 'HOUR', zone);
					expect(windows).toHaveLength(Math.ceil(hours / MAX_HOURS_PER_WINDOW));
					windows.forEach((w, i) => {
						expect(w.startMs).toBe(i === 0 ? startMs : windows[i - 1].endMs);
						expect(w.endMs - w.startMs).toBeLessThanOrEqual(7 * 24 * HOUR);
						expect(localParts(w.endMs, zone).minute).toBe(0);
						expect([w.start, w.end]).toEqual([render(w.startMs, zone), render(w.endMs, zone)]);
					});
					expect(windows[windows.length - 1].endMs).toBe(startMs + hours * HOUR);
				},
			),
			{ numRuns: 300 },
		);
	});

	it('Hour across a half-hour clock change (Australia/Lord_Howe): every window starts and ends on a whole local hour (issue 37, 8)', () => {
		const zone = 'Australia/Lord_Howe';
		for (const [customStart, customEnd] of [
			['2025-03-31T00:00', '2025-04-14T00:00'], // 6 April: 02:00 (+11:00) becomes 01:30 (+10:30)
			['2025-09-29T00:00', '2025-10-13T00:00'], // 5 October: 02:00 (+10:30) becomes 02:30 (+11:00)
		]) {
			const range = resolveStatsRange({ preset: 'custom', granularity: 'HOUR', zone, nowMs: 0, customStart, customEnd });
			const windows = splitStatsRange(range, 'HOUR', zone);
			windows.forEach((w, i) => {
				expect([w.start, localParts(w.startMs, zone).minute]).toEqual([w.start, 0]);
				expect([w.end, localParts(w.endMs, zone).minute]).toEqual([w.end, 0]);
				expect(w.endMs - w.startMs).toBeLessThanOrEqual(7 * 24 * HOUR);
				if (i > 0) expect(w.startMs).toBe(windows[i - 1].endMs);
			});
			expect(windows[0].startMs).toBe(range.startMs);
			expect(windows[windows.length - 1].endMs).toBe(range.endMs);
			expect(windows.length).toBeLessThanOrEqual(3);
		}
	});

	it('every preset against the oracle at random instants and zones', () => {
		fc.assert(
			fc.property(
				zoneArb,
				fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2037, 0, 1) }),
				fc.constantFrom(...PRESETS),
				(zone, nowMs, preset) => {
					const [from, until] = oracleDays(preset, dateKey(nowMs, zone));
					const range = resolveStatsRange({ preset, granularity: 'DAY', zone, nowMs });
					expect([range.start, range.end]).toEqual([
						render(startOfDay(from, zone), zone),
						render(startOfDay(until, zone), zone),
					]);
				},
			),
			{ numRuns: 1000 },
		);
	});
});

describe('a 90-day Day range', () => {
	it('is three windows, split at local midnights in Berlin across the spring change', () => {
		const range = resolveStatsRange({
			preset: 'custom',
			granularity: 'DAY',
			zone: 'Europe/Berlin',
			nowMs: 0,
			customStart: '2025-02-01',
			customEnd: '2025-05-01',
		});
		expect(splitStatsRange(range, 'DAY', 'Europe/Berlin').map((w) => [w.start, w.end])).toEqual([
			['2025-02-01T00:00:00+01:00', '2025-03-05T00:00:00+01:00'],
			['2025-03-05T00:00:00+01:00', '2025-04-06T00:00:00+02:00'],
			['2025-04-06T00:00:00+02:00', '2025-05-02T00:00:00+02:00'],
		]);
	});
});

function rangeError(fn: () => unknown): StatsRangeError {
	try {
		fn();
	} catch (error) {
		expect(error).toBeInstanceOf(StatsRangeError);
		return error as StatsRangeError;
	}
	throw new Error('expected a StatsRangeError');
}

describe('custom ranges: the start-time rules and refusals', () => {
	const hour = (customStart: unknown, customEnd: unknown, zone = 'America/New_York') =>
		resolveStatsRange({ preset: 'custom', granularity: 'HOUR', zone, nowMs: 0, customStart, customEnd });
	const day = (customStart: unknown, customEnd: unknown, zone = 'America/New_York') =>
		resolveStatsRange({ preset: 'custom', granularity: 'DAY', zone, nowMs: 0, customStart, customEnd });

	it('reads a wall clock in the zone and takes an offset or Z as an instant', () => {
		expect(hour('2025-03-08T22:00', '2025-03-09T05:00:00Z')).toMatchObject({
			start: '2025-03-08T22:00:00-05:00',
			end: '2025-03-09T00:00:00-05:00',
		});
		expect(hour('2025-03-09T00:00', '2025-03-09T04:00')).toMatchObject({
			start: '2025-03-09T00:00:00-05:00',
			end: '2025-03-09T04:00:00-04:00',
			endMs: Date.UTC(2025, 2, 9, 8),
		});
	});

	it('takes the earlier instant of a repeated hour', () => {
		expect(hour('2025-11-02T01:00', '2025-11-02T03:00')).toMatchObject({
			start: '2025-11-02T01:00:00-04:00',
			startMs: Date.UTC(2025, 10, 2, 5),
		});
	});

	it('refuses an hour skipped by the clocks, naming the field and the gap', () => {
		const error = rangeError(() => hour('2025-03-09T02:00', '2025-03-09T05:00'));
		expect(error.which).toBe('start');
		expect(error.field).toBe('Start Time');
		expect(error.message).toMatch(/^2025-03-09T02:00 does not exist in America\/New_York/);
	});

	it('refuses a time off the whole hour in the zone', () => {
		const error = rangeError(() => hour('2025-03-01T10:00', '2025-03-01T12:30'));
		expect(error.which).toBe('end');
		expect(error.message).toBe(
			'End Time 2025-03-01T12:30:00-05:00 is not on a whole hour in America/New_York (it is 12:30:00 there)',
		);
		expect(error.hint).toContain('2025-03-01T12:00:00-05:00 or 2025-03-01T13:00:00-05:00');
		// 10:00 UTC is 15:30 in Kolkata: not a whole hour there.
		expect(rangeError(() => hour('2025-03-01T10:00:00Z', '2025-03-01T14:30', 'Asia/Kolkata')).which).toBe('start');
	});

	it('refuses an end not after the start', () => {
		const error = rangeError(() => hour('2025-03-01T10:00', '2025-03-01T10:00'));
		expect(error.message).toBe(
			'End Time (2025-03-01T10:00:00-05:00) is not after Start Time (2025-03-01T10:00:00-05:00)',
		);
		expect(rangeError(() => day('2025-03-02', '2025-03-01')).message).toBe(
			'End Date (2025-03-01) is before Start Date (2025-03-02)',
		);
	});

	it('uses only the calendar date of a Day value, whatever its form', () => {
		const expected = { start: '2025-03-01T00:00:00-05:00', end: '2025-03-03T00:00:00-05:00' };
		expect(day('2025-03-01T17:45:00', '2025-03-02')).toMatchObject(expected);
		expect(day(' 2025-03-01', '2025-03-02T23:00:00+09:00')).toMatchObject(expected);
		// A JS Date is read in the zone: 2025-03-02T03:00Z is still March 1 in New York.
		expect(day(new Date(Date.UTC(2025, 2, 2, 3)), '2025-03-02')).toMatchObject({
			start: '2025-03-01T00:00:00-05:00',
		});
	});

	it.each([
		['', 'Start Date is empty'],
		['yesterday', 'Start Date "yesterday" is not a date'],
		['2025-02-30', 'Start Date "2025-02-30" is not a valid calendar date'],
	])('refuses the Day value %j', (value, message) => {
		expect(rangeError(() => day(value, '2025-03-02')).message).toBe(message);
	});

	it('refuses an unknown zone and an absurdly long range', () => {
		expect(rangeError(() => day('2025-03-01', '2025-03-02', 'Mars/Olympus')).which).toBe('zone');
		expect(rangeError(() => day('1900-01-01', '2025-03-02')).message).toMatch(/more than 3700/);
		expect(rangeError(() => hour('2020-01-01T00:00Z', '2025-01-01T00:00Z')).message).toMatch(/366 days/);
	});
});

/* eslint-disable @n8n/community-nodes/no-restricted-globals, @n8n/community-nodes/no-restricted-imports -- test/dev code, not shipped in the package: n8n's node-code rules do not apply (see eslint.strict.config.mjs) */
import { readFileSync } from 'fs';
import { resolve } from 'path';
import { IANAZone } from 'luxon';

import {
	EVENT_TIME_ZONES,
	eventTimeZoneOptions,
	isEventTimeZone,
	isValidIanaZone,
	zoneLabel,
} from '../../nodes/SnapchatAds/time/timeZones';

// The contract's zone list, copied into the project (test/fixtures/spec) so a clone alone checks it.
const CONTRACT = resolve(__dirname, '../fixtures/spec/event-time-zones.md');

function contractZones(): string[] {
	const text = readFileSync(CONTRACT, 'utf8');
	const match = /Allowed values of event_time_zone:\s*\n\s*\n([^\n]+)\n/.exec(text);
	if (!match) throw new Error(`No "Allowed values of event_time_zone" list in ${CONTRACT}`);
	return match[1].split(',').map((zone) => zone.trim());
}

describe('EVENT_TIME_ZONES', () => {
	it('has exactly 67 unique entries', () => {
		expect(EVENT_TIME_ZONES).toHaveLength(67);
		expect(new Set(EVENT_TIME_ZONES).size).toBe(67);
	});

	it(
		'equals the contract list (spec 2.3), same order and case',
		() => {
			const zones = contractZones();
			expect(zones).toHaveLength(67);
			expect([...EVENT_TIME_ZONES]).toEqual(zones);
		},
	);

	it('names only zones Luxon can use', () => {
		for (const zone of EVENT_TIME_ZONES) {
			expect([zone, IANAZone.isValidZone(zone)]).toEqual([zone, true]);
			expect([zone, isValidIanaZone(zone)]).toEqual([zone, true]);
		}
	});

	it('cannot be changed at run time', () => {
		expect(Object.isFrozen(EVENT_TIME_ZONES)).toBe(true);
		expect(() => (EVENT_TIME_ZONES as string[]).push('Mars/Olympus_Mons')).toThrow(TypeError);
	});
});

describe('isEventTimeZone', () => {
	it.each(['Europe/Berlin', 'UTC', 'America/Rainy_River', 'Pacific/Honolulu'])(
		'accepts %s',
		(zone) => {
			expect(isEventTimeZone(zone)).toBe(true);
		},
	);

	it.each([
		['a valid IANA zone the API does not list', 'Asia/Kolkata'],
		['another case', 'europe/berlin'],
		['surrounding spaces', ' Europe/Berlin'],
		['Etc/UTC (UTC under another name)', 'Etc/UTC'],
		['the empty string', ''],
		['a non-string', 42],
		['null', null],
		['undefined', undefined],
	])('refuses %s', (_what, value) => {
		expect(isEventTimeZone(value)).toBe(false);
	});
});

describe('isValidIanaZone', () => {
	it.each(['UTC', 'Europe/Berlin', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Etc/GMT+5', 'America/Argentina/Buenos_Aires'])(
		'accepts %s',
		(zone) => {
			expect(isValidIanaZone(zone)).toBe(true);
		},
	);

	it.each(['', 'Mars/Olympus_Mons', 'Europe/Berlin ', '+01:00', 'UTC+3', 'local', 'system', '../etc'])(
		'refuses %j',
		(zone) => {
			expect(isValidIanaZone(zone)).toBe(false);
		},
	);

	it('refuses non-strings handed over at run time', () => {
		expect(isValidIanaZone(undefined as unknown as string)).toBe(false);
		expect(isValidIanaZone(1 as unknown as string)).toBe(false);
	});
});

// The dropdown's offsets are written out (reading them from tz data took a third of the node's load
// time). They must say what the runtime's tz data says this year and next: when a zone's rules change,
// this names the zone to update in EVENT_TIME_ZONE_OFFSETS.
describe('Event Time Zone labels', () => {
	it.each([new Date().getUTCFullYear(), new Date().getUTCFullYear() + 1])('match the runtime tz data in %i', (year) => {
		const wrong = eventTimeZoneOptions().filter((o) => o.name !== zoneLabel(o.value, year)).map((o) => `${o.name} (tz data: ${zoneLabel(o.value, year)})`);
		expect(wrong).toEqual([]);
	});
});

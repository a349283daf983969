/**
 * Pixel Health Changed's settings as read from the node, checked before any request: a threshold
 * out of its range, a pixel ID that is not one, a watch that is none of the choices, each an
 * InputError naming the field and the fix (issue 48, 10).
 */
import { InputError, checkUuid } from '../../../shared/input/validation';
import { showValue } from '../../../shared/input/values';
import type { HealthSettings, Watch } from './judge';
import { MIN_DAILY_EVENTS, QUIET_HOURS, STOPPED_PERCENT, WATCHES } from './fields';

export interface PixelHealthOptions {
	/** undefined: every pixel of the ad account. */
	pixelId?: string;
	settings: HealthSettings;
	/** The settings the state belongs to: another choice starts a new baseline. */
	key: string;
}

type Read = (name: string, fallback: unknown) => unknown;

function numberIn(value: unknown, field: string, range: { min: number; max: number }, unit: string): number {
	const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
	if (typeof n !== 'number' || !Number.isFinite(n) || n < range.min || n > range.max) {
		throw new InputError(field, `${field} is ${showValue(value)}, not a number from ${range.min} to ${range.max}${unit}`, `Enter a number from ${range.min} to ${range.max}${unit}.`);
	}
	return n;
}

function watches(value: unknown): Set<Watch> {
	const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((v) => v.trim()).filter(Boolean) : [];
	const bad = list.filter((v) => !(WATCHES as readonly unknown[]).includes(v));
	if (bad.length > 0 || list.length === 0) {
		throw new InputError(
			'Watch',
			list.length === 0 ? 'Watch is empty: nothing would start the workflow' : `Watch has ${showValue(bad[0])}, which is none of the choices`,
			`Choose at least one change from the list (an expression may give: ${WATCHES.join(', ')}).`,
		);
	}
	return new Set(list as Watch[]);
}

function eventTypes(value: unknown): string[] {
	if (value === undefined || value === null || value === '') return [];
	if (typeof value !== 'string') throw new InputError('Event Types', `Event Types is ${showValue(value)}, not text`, 'Enter event types separated by commas, e.g. PURCHASE, SIGN_UP, or leave it empty for every type.');
	const types = value.split(',').map((t) => t.trim().toUpperCase()).filter(Boolean);
	const bad = types.find((t) => !/^[A-Z0-9_]{1,64}$/.test(t));
	if (bad !== undefined) throw new InputError('Event Types', `Event Types has ${showValue(bad)}, which is not a Snap Pixel event type`, 'Write Snap Pixel event types in capitals with underscores, e.g. PURCHASE, ADD_CART, SIGN_UP.');
	return [...new Set(types)];
}

export function readPixelHealthOptions(read: Read, adAccountId: string): PixelHealthOptions {
	const scope = read('pixelScope', 'all');
	if (scope !== 'all' && scope !== 'one') throw new InputError('Pixels', `Pixels is ${showValue(scope)}, which is none of the choices`, 'Choose Every Pixel of the Ad Account or One Pixel.');
	const pixelId = scope === 'one' ? checkUuid(read('pixelId', ''), 'Pixel Name or ID', 'Snap Pixel').toLowerCase() : undefined;
	const settings: HealthSettings = {
		watch: watches(read('pixelWatch', [...WATCHES])),
		quietHours: numberIn(read('quietHours', QUIET_HOURS.default), 'Quiet After (Hours)', QUIET_HOURS, ' hours'),
		stoppedShare: numberIn(read('stoppedBelowPercent', STOPPED_PERCENT.default), 'Stopped Below (% of Usual)', STOPPED_PERCENT, ' %') / 100,
		minDailyMean: numberIn(read('minDailyEvents', MIN_DAILY_EVENTS.default), 'Minimum Daily Events', MIN_DAILY_EVENTS, ''),
		eventTypes: eventTypes(read('eventTypes', '')),
	};
	// What is watched is not in the key: the memo keeps judging every change, so adding one starts no new baseline.
	const key = ['pixelHealth', adAccountId, pixelId ?? 'all', settings.quietHours, settings.stoppedShare, settings.minDailyMean, settings.eventTypes.join(',')].join('|');
	return { pixelId, settings, key };
}

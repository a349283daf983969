/** Pixel Health Changed's settings: thresholds out of range, a bad pixel ID or event type refused, naming the field (issue 48, 10). */
import { readPixelHealthOptions } from '../../nodes/SnapchatAds/trigger/pixelHealth/settings';
import { InputError } from '../../nodes/shared/input/validation';

const ACCOUNT = '8adc3db7-8148-4fbf-999c-8d2266369d74';
const PIXEL = '6abc82ca-4a3a-4391-98ba-0317a8471234';

function read(values: Record<string, unknown>) {
	return (name: string, fallback: unknown) => (name in values ? values[name] : fallback);
}

function refusal(values: Record<string, unknown>): InputError {
	let caught: unknown;
	try {
		readPixelHealthOptions(read(values), ACCOUNT);
	} catch (error) {
		caught = error;
	}
	expect(caught).toBeInstanceOf(InputError);
	return caught as InputError;
}

describe('pixel health settings', () => {
	it('takes the defaults: every pixel, all four changes, 6 hours, 30 %, 10 a day, every event type', () => {
		const { pixelId, settings, key } = readPixelHealthOptions(read({}), ACCOUNT);
		expect(pixelId).toBeUndefined();
		expect([...settings.watch]).toEqual(['quiet', 'eventTypeStopped', 'qualityDropped', 'eligibilityLost']);
		expect(settings).toMatchObject({ quietHours: 6, stoppedShare: 0.3, minDailyMean: 10, eventTypes: [] });
		expect(key).toContain(ACCOUNT);
	});

	it('reads one pixel and event types; other thresholds are another state key', () => {
		const one = readPixelHealthOptions(read({ pixelScope: 'one', pixelId: PIXEL.toUpperCase(), eventTypes: ' purchase, SIGN_UP,,purchase', quietHours: '12' }), ACCOUNT);
		expect(one.pixelId).toBe(PIXEL);
		expect(one.settings.eventTypes).toEqual(['PURCHASE', 'SIGN_UP']);
		expect(one.settings.quietHours).toBe(12);
		expect(readPixelHealthOptions(read({ quietHours: 7 }), ACCOUNT).key).not.toBe(readPixelHealthOptions(read({}), ACCOUNT).key);
	});

	it.each([
		[{ quietHours: 0 }, 'Quiet After (Hours)', /from 0.01 to 72 hours/],
		[{ quietHours: 73 }, 'Quiet After (Hours)', /from 0.01 to 72 hours/],
		[{ quietHours: 'soon' }, 'Quiet After (Hours)', /"soon"/],
		[{ stoppedBelowPercent: 100 }, 'Stopped Below (% of Usual)', /from 1 to 99 %/],
		[{ stoppedBelowPercent: 0 }, 'Stopped Below (% of Usual)', /from 1 to 99 %/],
		[{ minDailyEvents: 0 }, 'Minimum Daily Events', /from 1 to/],
		[{ pixelWatch: [] }, 'Watch', /nothing would start/],
		[{ pixelWatch: ['quiet', 'loud'] }, 'Watch', /"loud"/],
		[{ pixelScope: 'one', pixelId: 'not-a-pixel' }, 'Pixel Name or ID', /./],
		[{ eventTypes: 'PURCHASE; DROP TABLE' }, 'Event Types', /not a Snap Pixel event type/],
	])('%j is refused, naming %s', (values, field, message) => {
		const error = refusal(values);
		expect(error.field).toBe(field);
		expect(error.message).toMatch(message);
	});
});

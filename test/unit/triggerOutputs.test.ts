/**
 * The pure parts of what the trigger and the Update output show: delivery statuses in words, local
 * time beside UTC, the money convention, and the trigger's default poll interval as n8n loads it.
 */
import { commonPollingParameters } from 'n8n-core/dist/nodes-loader/constants';
import type { INodeProperties } from 'n8n-workflow';

import { SnapchatAdsTrigger } from '../../nodes/SnapchatAds/SnapchatAdsTrigger.node';
import { withAmounts } from '../../nodes/SnapchatAds/helpers/money';
import { localIso, withLocalTimes } from '../../nodes/SnapchatAds/time/localTime';
import { deliveryReason } from '../../nodes/SnapchatAds/trigger/deliveryReasons';
import { DEFAULT_POLL_TIMES } from '../../nodes/SnapchatAds/trigger/pollTimes';

describe('delivery statuses in words', () => {
	it('knows Snap\'s 2026-03-30 status and the ones on its Delivery Status page', () => {
		expect(deliveryReason('NOT_DELIVERING_AD_CONTAINS_INVALID_AUDIENCE')).toMatchObject({ known: true, reason: expect.stringMatching(/audience/) });
		expect(deliveryReason('INVALID_EFFECTIVE_END_TIME')).toMatchObject({ known: true, reason: expect.stringMatching(/end time .* has passed/) });
	});

	it('an unknown code keeps its raw value, with plain words made from it', () => {
		expect(deliveryReason('NOT_DELIVERING_FOR_A_NEW_REASON')).toEqual({
			status: 'NOT_DELIVERING_FOR_A_NEW_REASON',
			known: false,
			reason: expect.stringMatching(/^Not delivering for a new reason \(Snapchat's code NOT_DELIVERING_FOR_A_NEW_REASON/),
		});
		// Names of Object.prototype are codes like any other, not known reasons.
		expect(deliveryReason('constructor').known).toBe(false);
	});
});

describe('local time beside UTC', () => {
	it('writes the instant with the zone\'s offset on each side of a daylight-saving change', () => {
		expect(localIso('2026-03-08T09:59:00.000Z', 'America/Los_Angeles')).toBe('2026-03-08T01:59:00.000-08:00');
		expect(localIso('2026-03-08T10:00:00.000Z', 'America/Los_Angeles')).toBe('2026-03-08T03:00:00.000-07:00');
		expect(localIso(Date.parse('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25T02:30:00.000+02:00');
		expect(localIso(Date.parse('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe('2026-10-25T02:30:00.000+01:00');
	});

	it('gives no twin for what is not a time, or without a zone', () => {
		expect(withLocalTimes({ end_time: null, start_time: 'soon', name: 'x' }, ['end_time', 'start_time', 'name'], 'Europe/Berlin')).toEqual({ end_time: null, start_time: 'soon', name: 'x' });
		expect(withLocalTimes({ start_time: '2026-01-01T00:00:00Z' }, ['start_time'], undefined)).toEqual({ start_time: '2026-01-01T00:00:00Z' });
		expect(localIso('2026-01-01T00:00:00Z', 'Not/AZone')).toBeUndefined();
	});
});

describe('the money convention', () => {
	it('keeps Snap\'s micro field and puts the plain amount beside it, with the currency', () => {
		expect(withAmounts({ daily_budget_micro: 50_000_000, bid_micro: 290_000, name: 'x' }, ['daily_budget_micro', 'bid_micro'], 'EUR')).toEqual({
			daily_budget_micro: 50_000_000,
			daily_budget: 50,
			bid_micro: 290_000,
			bid: 0.29,
			name: 'x',
			currency: 'EUR',
		});
	});
});

describe('the trigger\'s default poll interval', () => {
	/** What n8n-core's DirectoryLoader does to a polling node when it loads the package. */
	function loadedProperties(): INodeProperties[] {
		const node = new SnapchatAdsTrigger();
		node.description.properties.unshift(...commonPollingParameters);
		return node.description.properties;
	}

	it('is every 5 minutes, as the README recommends, in n8n\'s own single Poll Times field', () => {
		const pollTimes = loadedProperties().filter((p) => p.name === 'pollTimes');
		expect(pollTimes).toHaveLength(1);
		expect(pollTimes[0]).toMatchObject({ displayName: 'Poll Times', type: 'fixedCollection', default: { item: [{ mode: 'everyX', value: 5, unit: 'minutes' }] } });
		expect(DEFAULT_POLL_TIMES.item[0].value).toBe(5);
	});

	it('leaves n8n\'s shared field alone for every other polling node', () => {
		loadedProperties();
		expect(commonPollingParameters[0].default).toEqual({ item: [{ mode: 'everyMinute' }] });
	});
});

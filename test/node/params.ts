/**
 * Node parameters as the n8n editor stores them, for the operation, fault and security tests.
 * Each builder takes overrides; no module imports the node, so scripts can use it too.
 */
import { AD_ACCOUNT_BERLIN, AD_ACCOUNT_LA } from '../emulator/fixtures';

export type Overrides = Record<string, unknown>;

/** A resource locator value. */
export const rl = (value: string, mode: 'id' | 'list' | 'url' = 'id') => ({ __rl: true, mode, value });

/** An ID no emulator ever issues. */
export const MISSING_ID = '0b8f2d4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

/** A segment ID (decimal digits, as Snap issues them) no emulator ever issues (it issues 16 digits). */
export const MISSING_SEGMENT_ID = '123456789';

export const createParams = (over: Overrides = {}) => ({
	resource: 'eventDetail',
	operation: 'create',
	adAccountId: rl(AD_ACCOUNT_BERLIN),
	eventName: 'Summer Sale Launch',
	eventStartTime: '2026-07-01T10:00',
	eventTimeZone: 'Europe/Berlin',
	options: {},
	...over,
});

export const getParams = (id: string, over: Overrides = {}) => ({
	resource: 'eventDetail',
	operation: 'get',
	eventDetailId: rl(id),
	...over,
});

export const deleteParams = (id: string) => ({ resource: 'eventDetail', operation: 'delete', eventDetailId: rl(id) });

export const getManyParams = (over: Overrides = {}) => ({
	resource: 'eventDetail',
	operation: 'getAll',
	adAccountId: rl(AD_ACCOUNT_LA),
	...over,
});

/** Audience Segment parameters (issue 13). */
export const segmentParams = (operation: string, over: Overrides = {}) => ({
	resource: 'audienceSegment',
	operation,
	...over,
});

export const segmentUsersParams = (segmentId: string, over: Overrides = {}) =>
	segmentParams('addUsers', {
		segmentId: rl(segmentId),
		identifierType: 'email',
		identifier: '={{ $json.email }}',
		options: {},
		...over,
	});

/**
 * Reading one input item into the event Snap is sent, with every check done before any request:
 * event name, time window, action source and what it requires, the Pixel or Snap App ID, a match
 * key, custom and app data. A problem is an InputError naming the field; the caller names the item.
 */
import type { IDataObject } from 'n8n-workflow';

import { collectInputErrors } from '../../../shared/input/allErrors';
import { checkBoolean, checkUuid, InputError } from '../../../shared/input/validation';
import type { PhoneOptions } from '../../../shared/identifiers';
import { showValue } from '../../../shared/input/values';
import { readAppData } from './appData';
import { checkRequiredCustomData, readCustomData } from './customData';
import { eventTimeSeconds } from './eventTime';
import type { ActionSourceKey } from './fields';
import { ACTION_SOURCES, EVENT_NAMES } from './fields';
import type { ItemParameter } from './params';
import { HASHED_KEYS, readUserData } from './userData';

const NAMES = new Set(EVENT_NAMES.map(([value]) => value));

export interface ReadEvent {
	/** The Pixel ID (web, offline) or Snap App ID (app) the event goes to. */
	assetId: string;
	testMode: boolean;
	/** The body element Snap receives. */
	event: Record<string, unknown>;
	/** What the output item shows of the event (never user data). */
	summary: IDataObject;
}

export function checkEventName(raw: unknown): string {
	const name = typeof raw === 'string' ? raw.trim().toUpperCase().replace(/[\s-]+/g, '_') : '';
	if (!NAMES.has(name)) {
		throw new InputError(
			'Event Name',
			`Event Name ${showValue(raw)} is not one of Snap's event names`,
			`Pick one from the list, or give one of these in capitals from an expression: ${EVENT_NAMES.map(([v]) => v).join(', ')}.`,
		);
	}
	return name;
}

function checkActionSource(raw: unknown): ActionSourceKey {
	if (raw === 'web' || raw === 'app' || raw === 'offline') return raw;
	const upper = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
	const found = (Object.entries(ACTION_SOURCES) as Array<[ActionSourceKey, string]>).find(([key, value]) => value === upper || key.toUpperCase() === upper);
	if (found) return found[0];
	throw new InputError('Action Source', `Action Source ${showValue(raw)} is not Web, App or Offline`, 'Choose Web, App or Offline (an expression may give web, app, offline, WEB, MOBILE_APP or OFFLINE).');
}

function checkUrl(raw: unknown): string {
	const field = 'Event Source URL';
	const text = typeof raw === 'string' ? raw.trim() : '';
	const hint = 'Enter the full address of the page where the conversion happened, e.g. https://shop.example.com/thank-you. Snapchat requires it for web events.';
	if (text === '') throw new InputError(field, `${field} is empty; Snapchat requires it for web events`, hint);
	if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) throw new InputError(field, `${field} ${showValue(raw)} is not a web address`, hint);
	return text;
}

/**
 * What an output item tells of the event beyond its name: the value as an amount in its currency
 * (the package's money convention: plain amount beside the ISO code; the Conversions API takes no
 * micro amounts) and which user data keys went hashed or plain. Key names only, never a value.
 */
function sentSummary(userData: Record<string, unknown>, customData: Record<string, unknown> | undefined): IDataObject {
	const out: IDataObject = {};
	if (typeof customData?.value === 'string') out.value = Number(customData.value);
	if (typeof customData?.currency === 'string') out.currency = customData.currency;
	const keys = Object.keys(userData);
	out.hashedFields = keys.filter((k) => HASHED_KEYS.has(k));
	const plain = keys.filter((k) => !HASHED_KEYS.has(k));
	if (plain.length > 0) out.plainFields = plain;
	return out;
}

export interface RunSettings {
	nowMs: number;
	zone: string;
	defaultPixelId: string;
	phone: PhoneOptions;
}

/** The Pixel ID (web, offline) or Snap App ID (app) the event goes to. */
function readAssetId(param: (name: string, fallback?: unknown) => unknown, actionSource: ActionSourceKey, defaultPixelId: string): string {
	if (actionSource === 'app') return checkUuid(param('snapAppId'), 'Snap App ID', 'Snap App');
	const given = param('pixelId');
	const pixel = typeof given === 'string' && given.trim() !== '' ? given : defaultPixelId;
	if (pixel === '') {
		throw new InputError('Pixel ID', 'Pixel ID is empty and the credential has no Default Pixel ID', 'Enter the Pixel ID (Snap Ads Manager → Events Manager, at the top of the Pixel\'s page) or add a Default Pixel ID to the credential.');
	}
	return checkUuid(pixel, 'Pixel ID', 'Snap Pixel');
}

function readEventId(raw: unknown): string {
	if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
		throw new InputError('Event ID', `Event ID must be text, got ${showValue(raw)}`, 'Map one ID per item, e.g. {{ $json.orderId }}.');
	}
	return typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
}

/**
 * The event of item `i`. Every field is checked even after one failed, so the item's error names
 * every bad field at once (a check that needs another field's value runs only when that one is good).
 */
export function readEvent(read: ItemParameter, i: number, run: RunSettings): ReadEvent {
	const param = (name: string, fallback: unknown = '') => read(name, i, fallback);
	const all = collectInputErrors();
	const eventName = all.check(() => checkEventName(param('eventName')));
	const actionSource = all.check(() => checkActionSource(param('actionSource', 'web')));
	const eventTime = all.check(() => eventTimeSeconds(param('eventTime'), run.zone, run.nowMs));
	const assetId = actionSource === undefined ? undefined : all.check(() => readAssetId(param, actionSource, run.defaultPixelId));
	const eventId = all.check(() => readEventId(param('eventId')));
	const sourceUrl = actionSource === 'web' ? all.check(() => checkUrl(param('eventSourceUrl'))) : undefined;
	const userData = all.check(() => readUserData(param('userData', {}) as IDataObject, run.phone));
	const customRaw = param('customData', {}) as IDataObject;
	if (eventName !== undefined) all.check(() => checkRequiredCustomData(eventName, customRaw));
	const customData = all.check(() => readCustomData(customRaw));
	const appData = actionSource === 'app' ? all.check(() => readAppData(param('appData', {}) as IDataObject)) : undefined;
	all.done();
	// After done() every check passed; the guard only tells the compiler so.
	if (eventName === undefined || actionSource === undefined || eventTime === undefined || assetId === undefined || eventId === undefined || userData === undefined) {
		throw new Error('an item check failed without an InputError');
	}

	const event: Record<string, unknown> = { event_name: eventName, event_time: eventTime, action_source: ACTION_SOURCES[actionSource] };
	if (eventId !== '') event.event_id = eventId;
	if (sourceUrl !== undefined) event.event_source_url = sourceUrl;
	event.user_data = userData;
	if (customData) event.custom_data = customData;
	if (appData !== undefined) event.app_data = appData;
	const summary: IDataObject = {
		eventName,
		eventTime: new Date(eventTime * 1000).toISOString(),
		actionSource: ACTION_SOURCES[actionSource],
		[actionSource === 'app' ? 'snapAppId' : 'pixelId']: assetId,
	};
	if (eventId !== '') summary.eventId = eventId;
	Object.assign(summary, sentSummary(userData, customData));
	// Test Mode is read before anything is sent: a value meant as test ("true" from a webhook or a sheet) never goes live.
	return { assetId, testMode: checkBoolean(param('testMode', false), 'Test Mode'), event, summary };
}

/** The fields of Send Events: what each one wants, in words a no-code user can act on. */
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

import { phoneSettingFields } from '../../../shared/identifiers/phoneFields';

import { MAX_EVENTS_PER_REQUEST } from './limits';
import { appDataFields } from './appData';
import { customDataFields } from './customData';
import { userDataFields } from './userData';
import { EVENT_TIME_HINT, MAX_EVENT_AGE_DAYS } from './eventTime';
import { optionsCollection } from '../../../shared/input/fields';
import { thousands } from '../../../shared/input/values';

export const OPERATION = 'send';
const show = { operation: [OPERATION] };

/** Snap's standard event names (spec, seen in clients), sent in capitals. */
export const EVENT_NAMES: ReadonlyArray<[string, string]> = [
	['PURCHASE', 'Purchase'],
	['SIGN_UP', 'Sign Up'],
	['ADD_CART', 'Add to Cart'],
	['START_CHECKOUT', 'Start Checkout'],
	['ADD_BILLING', 'Add Billing'],
	['PAGE_VIEW', 'Page View'],
	['VIEW_CONTENT', 'View Content'],
	['SUBSCRIBE', 'Subscribe'],
	['START_TRIAL', 'Start Trial'],
	['SEARCH', 'Search'],
	['SAVE', 'Save'],
	['LOGIN', 'Login'],
	['SHARE', 'Share'],
	['INVITE', 'Invite'],
	['RESERVE', 'Reserve'],
	['COMPLETE_TUTORIAL', 'Complete Tutorial'],
	['LEVEL_COMPLETE', 'Level Complete'],
	['ACHIEVEMENT_UNLOCKED', 'Achievement Unlocked'],
	['SPEND_CREDITS', 'Spend Credits'],
	['RATE', 'Rate'],
	['LIST_VIEW', 'List View'],
	['AD_CLICK', 'Ad Click'],
	['AD_VIEW', 'Ad View'],
	['CUSTOM_EVENT_1', 'Custom Event 1'],
	['CUSTOM_EVENT_2', 'Custom Event 2'],
	['CUSTOM_EVENT_3', 'Custom Event 3'],
	['CUSTOM_EVENT_4', 'Custom Event 4'],
	['CUSTOM_EVENT_5', 'Custom Event 5'],
];

export const ACTION_SOURCES = { web: 'WEB', app: 'MOBILE_APP', offline: 'OFFLINE' } as const;
export type ActionSourceKey = keyof typeof ACTION_SOURCES;

// Alphabetical by label. A plain code-unit comparison, not localeCompare: the process's first
// localeCompare sets up ICU's collator (about 30 ms of CPU at load); for these ASCII title-case
// labels both give the same order (a unit test holds it to the locale's).
const eventNameOptions: INodePropertyOptions[] = [...EVENT_NAMES]
	.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))
	.map(([value, name]) => ({ name, value }));

export const sendProperties: INodeProperties[] = [
	{
		displayName:
			'Turn on Test Mode to check a setup before going live: the events go to Snap\'s validate endpoint, nothing is recorded, and each output item lists Snap\'s errors and warnings.',
		name: 'testNotice',
		type: 'notice',
		default: '',
		displayOptions: { show },
	},
	{
		displayName: 'Test Mode',
		name: 'testMode',
		type: 'boolean',
		default: false,
		description: "Whether to send the events to Snap's validate endpoint instead: nothing is recorded and the answer says per event what Snap would refuse",
		displayOptions: { show },
	},
	{
		displayName: 'Action Source',
		name: 'actionSource',
		type: 'options',
		default: 'web',
		description: 'Where the conversion happened',
		options: [
			{ name: 'Web', value: 'web', description: 'On your website (sent as WEB; needs Event Source URL)' },
			{ name: 'App', value: 'app', description: 'In your mobile app (sent as MOBILE_APP; needs Snap App ID and Extinfo)' },
			{ name: 'Offline', value: 'offline', description: 'In a shop, by phone, in a CRM (sent as OFFLINE)' },
		],
		displayOptions: { show },
	},
	{
		displayName: 'Pixel ID',
		name: 'pixelId',
		type: 'string',
		default: '',
		placeholder: '5bf81ee1-15b1-4dc1-b636-d7dae49b950e',
		description:
			"The Snap Pixel the events belong to (Snap Ads Manager → Events Manager, at the top of the Pixel's page). Empty: the credential's Default Pixel ID.",
		displayOptions: { show: { ...show, actionSource: ['web', 'offline'] } },
	},
	{
		displayName: 'Snap App ID',
		name: 'snapAppId',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'e.g. 7bd55a49-6d5a-4e36-a2d4-7c4d5c3c8b36',
		description: 'The Snap App ID of your app (Snap Ads Manager → Events Manager → your app)',
		displayOptions: { show: { ...show, actionSource: ['app'] } },
	},
	{
		displayName: 'Event Name',
		name: 'eventName',
		type: 'options',
		default: 'PURCHASE',
		description: 'The kind of conversion. An expression may give any of these names in capitals, e.g. PURCHASE or SIGN_UP.',
		options: eventNameOptions,
		displayOptions: { show },
	},
	{
		displayName: 'Event Time',
		name: 'eventTime',
		type: 'dateTime',
		default: '',
		description: EVENT_TIME_HINT,
		hint: `Snapchat takes events from the last ${MAX_EVENT_AGE_DAYS} days; older or future times are refused before sending`,
		displayOptions: { show },
	},
	{
		displayName: 'Event Source URL',
		name: 'eventSourceUrl',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'https://shop.example.com/checkout/thank-you',
		description: 'The page where the conversion happened (required for web events)',
		displayOptions: { show: { ...show, actionSource: ['web'] } },
	},
	{
		displayName: 'Event ID',
		name: 'eventId',
		type: 'string',
		default: '',
		placeholder: 'e.g. {{ $json.orderId }}',
		description:
			'A unique ID of this conversion, e.g. the order ID. Give the Snap Pixel the same ID for the same purchase and Snap counts it once. It also lets the node resend a batch safely after a network error.',
		displayOptions: { show },
	},
	{
		displayName: 'User Data',
		name: 'userData',
		type: 'collection',
		placeholder: 'Add User Data',
		default: {},
		description:
			'Who converted. At least one match key: Email, Phone, Click ID, Cookie, Mobile Ad ID, or IP Address with User Agent. Names, places, gender and birth date are hashed in n8n.',
		options: userDataFields,
		displayOptions: { show },
	},
	{
		displayName: 'Custom Data',
		name: 'customData',
		type: 'collection',
		placeholder: 'Add Custom Data',
		default: {},
		description: 'What the conversion was worth and what it involved',
		options: customDataFields,
		displayOptions: { show },
	},
	{
		displayName: 'App Data',
		name: 'appData',
		type: 'collection',
		placeholder: 'Add App Data',
		default: {},
		description: 'Device information Snap needs for app events (Extinfo is required)',
		options: appDataFields,
		displayOptions: { show: { ...show, actionSource: ['app'] } },
	},
	optionsCollection(show, [
		{
			displayName: 'Batch Size',
			name: 'batchSize',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: MAX_EVENTS_PER_REQUEST },
			default: MAX_EVENTS_PER_REQUEST,
			description: `How many events one request carries (at most ${thousands(MAX_EVENTS_PER_REQUEST)}, Snap's limit)`,
		},
		...phoneSettingFields(),
	]),
];

/** Send Events' User Data, Custom Data and App Data collections: the keys Snap matches and attributes by. */
import type { INodeProperties } from 'n8n-workflow';

const text = (displayName: string, name: string, description: string, placeholder?: string): INodeProperties => ({
	displayName,
	name,
	type: 'string',
	default: '',
	description,
	...(placeholder ? { placeholder } : {}),
});

export const userDataFields: INodeProperties[] = [
	text('Email', 'email', 'Trimmed, lowercased and SHA-256 hashed in n8n; only the hash is sent. A list of emails is allowed.', 'e.g. {{ $json.email }}'),
	text(
		'Phone',
		'phone',
		'With its country code (+44 20 7946 0000), or national with Options → Default Country. Reduced to digits and SHA-256 hashed in n8n.',
		'e.g. {{ $json.phone }}',
	),
	text('First Name', 'firstName', "Lowercased, punctuation and spaces removed (O'Brien → obrien, Mary-Jane → maryjane), accents kept (Raphaël → raphaël), then SHA-256 hashed in n8n"),
	text('Last Name', 'lastName', "Lowercased, punctuation and spaces removed (O'Brien → obrien), accents kept, then SHA-256 hashed in n8n"),
	text('City', 'city', 'Trimmed, lowercased and SHA-256 hashed in n8n'),
	text('State', 'state', 'State or region, e.g. ca. Trimmed, lowercased and SHA-256 hashed in n8n.'),
	text('Postal Code', 'postalCode', 'Trimmed, lowercased and SHA-256 hashed in n8n'),
	text('Country', 'country', 'Two-letter country code (US, GB, DE). Lowercased and SHA-256 hashed in n8n.'),
	text('Gender', 'gender', 'm, f, male or female. Sent as the SHA-256 hash of m or f.'),
	text('Date of Birth', 'dateOfBirth', 'A date such as 1990-04-23. Sent as the SHA-256 hash of 19900423.'),
	text('IP Address', 'ipAddress', "The customer's IP address, sent as it is (Snap's rule). Counts as a match key together with User Agent."),
	text('User Agent', 'userAgent', "The customer's browser user agent, sent as it is. Counts as a match key together with IP Address."),
	text('Click ID', 'clickId', 'The ScCid click ID from the landing page URL (sc_click_id), sent as it is'),
	text('Cookie', 'cookie1', 'The _scid cookie value of the Snap Pixel (sc_cookie1), sent as it is'),
	text('Mobile Ad ID', 'mobileAdId', 'IDFA or AAID of the device (mobile_ad_id), sent as it is'),
	text(
		'External ID',
		'externalId',
		"Your own customer ID for this person, e.g. the shop's customer number. Trimmed and SHA-256 hashed in n8n (case kept); only the hash is sent. Helps matching but is not a match key on its own.",
		'e.g. {{ $json.customerId }}',
	),
];

export const customDataFields: INodeProperties[] = [
	text('Currency', 'currency', 'Three-letter ISO 4217 code, e.g. USD or EUR. Needed with Value.', 'USD'),
	text('Value', 'value', 'The order total, e.g. 142.52. Sent as exact decimal text (never a rounded float); at most 6 decimals.', 'e.g. {{ $json.total }}'),
	text('Order ID', 'orderId', 'Your order or transaction number'),
	text('Content IDs', 'contentIds', 'Product IDs or SKUs: a list from an expression, or text separated by commas'),
	{
		displayName: 'Contents',
		name: 'contents',
		type: 'json',
		default: '[]',
		hint: 'Example: [{ "id": "sku-1", "quantity": 1, "item_price": 19.99 }]',
		description: 'Products of the event as a JSON list shaped like the example below: each product with its SKU, quantity and item price. Prices are sent as exact decimal text.',
	},
	{ displayName: 'Number of Items', name: 'numItems', type: 'number', default: 0, typeOptions: { minValue: 0 }, description: 'How many items the event involved' },
	text('Content Category', 'contentCategory', 'Category of the product or page, e.g. shoes'),
	text('Content Name', 'contentName', 'Name of the product or page'),
	text('Brands', 'brands', 'Brand names: a list from an expression, or text separated by commas'),
	text('Search String', 'searchString', 'What the customer searched for (Search events)'),
	text('Sign Up Method', 'signUpMethod', 'How the customer signed up, e.g. email or google (Sign Up events)'),
	text('Predicted Lifetime Value', 'predictedLtv', 'Predicted lifetime value of the customer, as an amount like Value'),
];

export const appDataFields: INodeProperties[] = [
	{
		displayName: 'Extended Device Info (Extinfo)',
		name: 'extinfo',
		type: 'json',
		default: '[]',
		description:
			'Required for app events: the device info list Snap documents for app events, e.g. ["i2", "com.example.app", "1.0", "1.0", "17.0", "iPhone15,2", "en_US", "PST", "Verizon", 1179, 2556, "3.0", 6, 128, 64, "America/Los_Angeles"]',
	},
	{
		displayName: 'Advertiser Tracking Enabled',
		name: 'advertiserTrackingEnabled',
		type: 'boolean',
		default: false,
		description: 'Whether the user allowed tracking on iOS (App Tracking Transparency)',
	},
];

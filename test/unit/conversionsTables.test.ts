/**
 * Send Events' User Data, Custom Data and App Data collections are tables whose rows are both the
 * editor's field and how it is read: every field the editor offers ends up under its own Snap key,
 * and a refused value is named by the field's display name.
 */
import { appDataFields, readAppData } from '../../nodes/SnapchatConversions/actions/send/appData';
import { customDataFields, readCustomData } from '../../nodes/SnapchatConversions/actions/send/customData';
import { HASHED_KEYS, readUserData, userDataFields } from '../../nodes/SnapchatConversions/actions/send/userData';
import { inputError } from './inputError';

const HASH = /^[0-9a-f]{64}$/;

/** One valid value per User Data field (a field added to the table needs one here). */
const USER_DATA = {
	email: 'Ann.Lee@Example.com',
	phone: '+1 415 555 0100',
	firstName: 'Ann',
	lastName: 'Lee',
	city: 'Paris',
	state: 'CA',
	postalCode: '75001',
	country: 'FR',
	gender: 'female',
	dateOfBirth: '1990-04-23',
	ipAddress: '203.0.113.5',
	userAgent: 'Mozilla/5.0',
	clickId: 'sc-click-1',
	cookie1: 'scid-1',
	mobileAdId: 'ea7583cd-a667-48bc-b806-42ecb2b48606',
	externalId: 'CUST-1001',
};

const CUSTOM_DATA = {
	currency: 'usd',
	value: '142.52',
	orderId: 'order-1',
	contentIds: 'sku-1, sku-2',
	contents: '[{ "id": "sku-1", "quantity": 1, "item_price": 19.99 }]',
	numItems: 2,
	contentCategory: 'shoes',
	contentName: 'Runner',
	brands: ['Acme'],
	searchString: 'red shoes',
	signUpMethod: 'email',
	predictedLtv: '300',
};

describe('User Data table', () => {
	it('reads every field the collection offers into a Snap key of its own: hashed ones as hashes, the others as they are', () => {
		expect(userDataFields.map((f) => f.name)).toEqual(Object.keys(USER_DATA));
		const sent = readUserData(USER_DATA, {});
		expect(Object.keys(sent)).toHaveLength(userDataFields.length);
		for (const [key, value] of Object.entries(sent)) {
			if (HASHED_KEYS.has(key)) expect([key, (value as string[]).every((h) => HASH.test(h))]).toEqual([key, true]);
			else expect([key, typeof value]).toEqual([key, 'string']);
		}
		expect([...HASHED_KEYS].sort()).toEqual(['country', 'ct', 'db', 'em', 'external_id', 'fn', 'ge', 'ln', 'ph', 'st', 'zp']);
	});

	it.each(userDataFields.map((f) => [f.name, f.displayName]))('a refused %s is named "User Data → %s"', (name, displayName) => {
		const error = inputError(() => readUserData({ ...USER_DATA, [name]: { not: 'text' } }, {}));
		expect([error.field, error.message.startsWith(`User Data → ${displayName} `)]).toEqual([`User Data → ${displayName}`, true]);
	});

	it('names the match keys of the table when none is given', () => {
		const error = inputError(() => readUserData({ firstName: 'Ann', ipAddress: '203.0.113.5' }, {}));
		expect(error.message).toBe('User Data has no match key (IP Address alone is not enough: add User Agent)');
		expect(error.hint).toBe('Add at least one of Email, Phone, Click ID, Cookie, Mobile Ad ID, or IP Address together with User Agent under User Data: Snap needs one to match the event to a Snapchatter.');
	});
});

describe('Custom Data table', () => {
	it('reads every field the collection offers into a Snap key of its own', () => {
		expect(customDataFields.map((f) => f.name)).toEqual(Object.keys(CUSTOM_DATA));
		expect(readCustomData(CUSTOM_DATA)).toEqual({
			currency: 'USD',
			value: '142.52',
			order_id: 'order-1',
			content_ids: ['sku-1', 'sku-2'],
			contents: [{ id: 'sku-1', quantity: '1', item_price: '19.99' }],
			num_items: 2,
			content_category: 'shoes',
			content_name: 'Runner',
			brands: ['Acme'],
			search_string: 'red shoes',
			sign_up_method: 'email',
			predicted_ltv: '300',
		});
	});

	it('a bad Currency is named before a Value that needs it', () => {
		expect(inputError(() => readCustomData({ currency: 'dollars', value: '1' })).field).toBe('Custom Data → Currency');
		expect(inputError(() => readCustomData({ value: '1' })).message).toBe('Custom Data → Value is set without a Currency');
		expect(inputError(() => readCustomData({ value: 'x', currency: 'USD' })).field).toBe('Custom Data → Value');
	});
});

describe('App Data table', () => {
	it('reads both fields, Extinfo required', () => {
		expect(appDataFields.map((f) => f.name)).toEqual(['extinfo', 'advertiserTrackingEnabled']);
		expect(readAppData({ extinfo: '["i2", 1179]', advertiserTrackingEnabled: true })).toEqual({ extinfo: ['i2', '1179'], advertiser_tracking_enabled: 1 });
		expect(readAppData({ extinfo: ['i2'] })).toEqual({ extinfo: ['i2'], advertiser_tracking_enabled: 0 });
		expect(inputError(() => readAppData({})).field).toBe('App Data → Extended Device Info (Extinfo)');
	});
});

/**
 * Custom data of one event (spec: conversions-api.md, "Body"). Money (`value`, `predicted_ltv`,
 * `contents[].item_price`) is exact decimal text, never a float; lists may come from an expression or
 * as comma-separated text. Pure; a bad value is an InputError naming the field.
 *
 * The table below is both the Custom Data collection the editor shows and how each field is read.
 */
import type { IDataObject } from 'n8n-workflow';

import { toDecimalText } from '../../../shared/input/money';
import { checkInteger, InputError } from '../../../shared/input/validation';
import { isRecord, showValue } from '../../../shared/input/values';
import { fieldsOf, readRows, type DataField } from './dataTable';
import { jsonList, textList } from './lists';

const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function readContents(raw: unknown): Array<Record<string, string>> {
	const field = 'Custom Data → Contents';
	return jsonList(raw, field).map((entry, i) => {
		const where = `${field} entry ${i + 1}`;
		if (!isRecord(entry)) throw new InputError(field, `${where} is not an object`, 'Each entry is an object like { "id": "sku-1", "quantity": 1, "item_price": 19.99 }.');
		const id = entry.id ?? entry.content_id;
		if (isEmpty(id) || (typeof id !== 'string' && typeof id !== 'number')) {
			throw new InputError(field, `${where} has no id`, 'Give each entry the product ID or SKU as "id".');
		}
		const out: Record<string, string> = { id: String(id).trim() };
		// Strings as in Snap's example body ("quantity": "1", "item_price": "5"), inferred.
		if (!isEmpty(entry.quantity)) out.quantity = String(checkInteger(entry.quantity, `${where} quantity`, 1));
		const price = entry.item_price ?? entry.price;
		if (!isEmpty(price)) out.item_price = toDecimalText(price, `${where} item_price`);
		for (const key of ['brand', 'delivery_category']) if (typeof entry[key] === 'string' && entry[key] !== '') out[key] = entry[key] as string;
		return out;
	});
}

const PURCHASE_RULE = 'Snapchat requires a value and a currency for PURCHASE events';

/**
 * What Snap requires of an event's custom data before it counts (Snap's Verify Setup page, and the
 * CAPI destinations of public CDPs: "required for PURCHASE events"): a PURCHASE carries
 * `custom_data.value` and `custom_data.currency`, else Snap answers INVALID. Checked on the fields
 * as given, before they are read, so the error names the missing one.
 */
export function checkRequiredCustomData(eventName: string, raw: IDataObject): void {
	if (eventName !== 'PURCHASE') return;
	if (isEmpty(raw.value)) {
		throw new InputError(
			'Custom Data → Value',
			`Custom Data → Value (custom_data.value) is empty; ${PURCHASE_RULE}`,
			'Add Value under Custom Data with the order total, e.g. {{ $json.total }}, and its Currency (e.g. USD); or pick another Event Name if nothing was bought.',
		);
	}
	if (isEmpty(raw.currency)) {
		throw new InputError(
			'Custom Data → Currency',
			`Custom Data → Currency (custom_data.currency) is empty; ${PURCHASE_RULE}`,
			'Add Currency under Custom Data: the three-letter code of the order total, e.g. USD or EUR.',
		);
	}
}

/** Rows read with the whole collection at hand (Value needs Currency). */
type CustomDataField = DataField<IDataObject>;

const text = (value: unknown): string => String(value).trim();
const list = (value: unknown, name: string): string[] => textList(value, `Custom Data → ${name}`);
const amount = (value: unknown, name: string): string => toDecimalText(value, `Custom Data → ${name}`);

const CUSTOM_DATA: readonly CustomDataField[] = [
	{
		field: { displayName: 'Currency', name: 'currency', type: 'string', default: '', description: 'Three-letter ISO 4217 code, e.g. USD or EUR. Needed with Value.', placeholder: 'USD' },
		key: 'currency',
		read: (value) => {
			const currency = String(value).trim().toUpperCase();
			if (!/^[A-Z]{3}$/.test(currency)) {
				throw new InputError('Custom Data → Currency', `Custom Data → Currency ${showValue(value)} is not a three-letter currency code`, 'Use an ISO 4217 code such as USD, EUR or GBP.');
			}
			return currency;
		},
	},
	{
		field: { displayName: 'Value', name: 'value', type: 'string', default: '', description: 'The order total, e.g. 142.52. Sent as exact decimal text (never a rounded float); at most 6 decimals.', placeholder: 'e.g. {{ $json.total }}' },
		key: 'value',
		read: (value, name, raw) => {
			const sent = amount(value, name);
			if (isEmpty(raw.currency)) {
				throw new InputError('Custom Data → Currency', 'Custom Data → Value is set without a Currency', 'Add Currency (e.g. USD) under Custom Data: a value means nothing to Snap without it.');
			}
			return sent;
		},
	},
	{ field: { displayName: 'Order ID', name: 'orderId', type: 'string', default: '', description: 'Your order or transaction number' }, key: 'order_id', read: text },
	{
		field: { displayName: 'Content IDs', name: 'contentIds', type: 'string', default: '', description: 'Product IDs or SKUs: a list from an expression, or text separated by commas' },
		key: 'content_ids',
		read: list,
	},
	{
		field: {
			displayName: 'Contents',
			name: 'contents',
			type: 'json',
			default: '[]',
			hint: 'Example: [{ "id": "sku-1", "quantity": 1, "item_price": 19.99 }]',
			description: 'Products of the event as a JSON list shaped like the example below: each product with its SKU, quantity and item price. Prices are sent as exact decimal text.',
		},
		key: 'contents',
		read: (value) => {
			const contents = readContents(value);
			return contents.length > 0 ? contents : undefined;
		},
	},
	{
		field: { displayName: 'Number of Items', name: 'numItems', type: 'number', default: 0, typeOptions: { minValue: 0 }, description: 'How many items the event involved' },
		key: 'num_items',
		read: (value, name) => (value === 0 ? undefined : checkInteger(value, `Custom Data → ${name}`, 0)),
	},
	{ field: { displayName: 'Content Category', name: 'contentCategory', type: 'string', default: '', description: 'Category of the product or page, e.g. shoes' }, key: 'content_category', read: text },
	{ field: { displayName: 'Content Name', name: 'contentName', type: 'string', default: '', description: 'Name of the product or page' }, key: 'content_name', read: text },
	{
		field: { displayName: 'Brands', name: 'brands', type: 'string', default: '', description: 'Brand names: a list from an expression, or text separated by commas' },
		key: 'brands',
		read: list,
	},
	{ field: { displayName: 'Search String', name: 'searchString', type: 'string', default: '', description: 'What the customer searched for (Search events)' }, key: 'search_string', read: text },
	{
		field: { displayName: 'Sign Up Method', name: 'signUpMethod', type: 'string', default: '', description: 'How the customer signed up, e.g. email or google (Sign Up events)' },
		key: 'sign_up_method',
		read: text,
	},
	{
		field: { displayName: 'Predicted Lifetime Value', name: 'predictedLtv', type: 'string', default: '', description: 'Predicted lifetime value of the customer, as an amount like Value' },
		key: 'predicted_ltv',
		read: amount,
	},
];

/** The Custom Data collection's options. */
export const customDataFields = fieldsOf(CUSTOM_DATA);

/** Snap's custom_data object, or undefined when nothing was set. */
export function readCustomData(raw: IDataObject): Record<string, unknown> | undefined {
	const out = readRows(CUSTOM_DATA, raw, raw, isEmpty);
	return Object.keys(out).length > 0 ? out : undefined;
}

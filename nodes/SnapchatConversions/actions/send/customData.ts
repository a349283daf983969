/**
 * Custom data and app data of one event (spec: conversions-api.md, "Body"). Money (`value`,
 * `predicted_ltv`, `contents[].item_price`) is exact decimal text, never a float; lists may come
 * from an expression or as comma-separated text. Pure; a bad value is an InputError naming the field.
 */
import type { IDataObject } from 'n8n-workflow';

import { toDecimalText } from '../../../shared/input/money';
import { checkInteger, InputError } from '../../../shared/input/validation';
import { isRecord, showValue } from '../../../shared/input/values';

const isEmpty = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A list from an expression, a JSON list in text, or comma-separated text. */
function textList(raw: unknown, field: string): string[] {
	let list: unknown = raw;
	if (typeof raw === 'string') {
		const trimmed = raw.trim();
		list = trimmed.startsWith('[') ? parseJson(trimmed, field) : trimmed.split(',');
	}
	if (!Array.isArray(list)) list = [list];
	return (list as unknown[]).map((v) => {
		if (typeof v !== 'string' && typeof v !== 'number') throw new InputError(field, `${field} holds ${showValue(v)}, not text`, `Give ${field} as text separated by commas or a list of texts.`);
		return String(v).trim();
	}).filter((v) => v !== '');
}

function parseJson(text: string, field: string): unknown {
	let parsed: { value: unknown } | undefined;
	try {
		parsed = { value: JSON.parse(text) as unknown };
	} catch {
		parsed = undefined;
	}
	if (!parsed) throw new InputError(field, `${field} is not valid JSON`, `Write ${field} as a JSON list, e.g. [{ "id": "sku-1", "quantity": 1, "item_price": 19.99 }].`);
	return parsed.value;
}

function jsonList(raw: unknown, field: string): unknown[] {
	const list = typeof raw === 'string' ? (raw.trim() === '' ? [] : parseJson(raw, field)) : raw;
	if (!Array.isArray(list)) throw new InputError(field, `${field} must be a list`, `Write ${field} as a JSON list, e.g. [{ "id": "sku-1", "quantity": 1 }].`);
	return list;
}

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

/** Snap's custom_data object, or undefined when nothing was set. */
export function readCustomData(raw: IDataObject): Record<string, unknown> | undefined {
	const out: Record<string, unknown> = {};
	if (!isEmpty(raw.currency)) {
		const currency = String(raw.currency).trim().toUpperCase();
		if (!/^[A-Z]{3}$/.test(currency)) {
			throw new InputError('Custom Data → Currency', `Custom Data → Currency ${showValue(raw.currency)} is not a three-letter currency code`, 'Use an ISO 4217 code such as USD, EUR or GBP.');
		}
		out.currency = currency;
	}
	if (!isEmpty(raw.value)) {
		out.value = toDecimalText(raw.value, 'Custom Data → Value');
		if (out.currency === undefined) {
			throw new InputError('Custom Data → Currency', 'Custom Data → Value is set without a Currency', 'Add Currency (e.g. USD) under Custom Data: a value means nothing to Snap without it.');
		}
	}
	if (!isEmpty(raw.predictedLtv)) out.predicted_ltv = toDecimalText(raw.predictedLtv, 'Custom Data → Predicted Lifetime Value');
	if (!isEmpty(raw.orderId)) out.order_id = String(raw.orderId).trim();
	if (!isEmpty(raw.contentIds)) out.content_ids = textList(raw.contentIds, 'Custom Data → Content IDs');
	if (!isEmpty(raw.brands)) out.brands = textList(raw.brands, 'Custom Data → Brands');
	if (!isEmpty(raw.contents)) {
		const contents = readContents(raw.contents);
		if (contents.length > 0) out.contents = contents;
	}
	if (!isEmpty(raw.numItems) && raw.numItems !== 0) out.num_items = checkInteger(raw.numItems, 'Custom Data → Number of Items', 0);
	for (const [param, key] of [
		['contentCategory', 'content_category'],
		['contentName', 'content_name'],
		['searchString', 'search_string'],
		['signUpMethod', 'sign_up_method'],
	] as const) {
		if (!isEmpty(raw[param])) out[key] = String(raw[param]).trim();
	}
	return Object.keys(out).length > 0 ? out : undefined;
}

/** Snap's app_data object of an app event: Extinfo is required (docs: "required parameters"). */
export function readAppData(raw: IDataObject): Record<string, unknown> {
	const field = 'App Data → Extended Device Info (Extinfo)';
	const extinfo = isEmpty(raw.extinfo) ? [] : jsonList(raw.extinfo, field);
	if (extinfo.length === 0) {
		throw new InputError(field, `${field} is empty; Snapchat requires it for app events`, 'Add the device info list your app or mobile measurement partner provides, e.g. ["i2", "com.example.app", "1.0", ...].');
	}
	if (extinfo.some((v) => typeof v !== 'string' && typeof v !== 'number')) {
		throw new InputError(field, `${field} must be a list of texts and numbers`, 'Give it as a JSON list such as ["i2", "com.example.app", "1.0"].');
	}
	return { advertiser_tracking_enabled: raw.advertiserTrackingEnabled === true ? 1 : 0, extinfo: extinfo.map(String) };
}
